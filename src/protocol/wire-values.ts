/**
 * Readers of answer fields that real systems spell loosely: keys in either spelling, numbers as strings,
 * booleans as 'X'. The one set the client's endpoint modules and the protocol's own readers use.
 */
export type Loose = Record<string, unknown>;

export function record(value: unknown): Loose {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A list of records (anything else in it reads as an empty record). */
export function records(value: unknown): Loose[] {
  return list(value).map(record);
}

/** A field by any of its spellings: as given, upper case, lower case. */
export function field(value: Loose, ...names: string[]): unknown {
  for (const name of names) {
    for (const key of [name, name.toUpperCase(), name.toLowerCase()]) {
      if (value[key] !== undefined) return value[key];
    }
  }
  return undefined;
}

/** Strings as they are; numbers and booleans as their text; anything else ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The text, or undefined when it is absent or empty. */
export function optionalText(value: unknown): string | undefined {
  const read = text(value);
  return read === '' ? undefined : read;
}

/** A whole number from a number or a numeric string (leading zeros of NUMC values allowed); else the fallback. */
export function integer(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** The number, or undefined when it is absent or empty. */
export function optionalInteger(value: unknown): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : integer(value);
}

/** JSON true, or the ABAP spelling 'X' (and 'true') some servers use; anything else false. */
export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && (value.toUpperCase() === 'X' || value.toLowerCase() === 'true');
}

/** The same as flag, in ABAP's spelling: 'X' or ''. */
export function sapFlag(value: unknown): 'X' | '' {
  return flag(value) ? 'X' : '';
}
