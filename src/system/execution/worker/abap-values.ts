/**
 * ABAP values of the runtime as text, the two ways a work process shows them: the class-run console of the
 * development tools (plain values, ISO dates, structures and tables as columns) and the classic list of
 * WRITE (output lengths and alignment, user formats).
 *
 * User formats of the embedded system's users: date DD.MM.YYYY, decimal notation 1,234,567.89.
 */
import runtime from '@abaplint/runtime';

const { types } = runtime;

export type ValueKind = 'table' | 'structure' | 'text' | 'string' | 'numc' | 'date' | 'time' | 'integer' | 'packed' | 'float' | 'hex' | 'object' | 'reference' | 'other';

/** A field symbol's target, else the value itself. */
export function unwrap(value: unknown): unknown {
  let current = value;
  for (let i = 0; i < 10 && current instanceof types.FieldSymbol; i++) current = current.getPointer();
  return current;
}

export function kindOf(input: unknown): ValueKind {
  const value = unwrap(input);
  if (value instanceof types.Table || value instanceof types.HashedTable) return 'table';
  if (value instanceof types.Structure) return 'structure';
  if (value instanceof types.Date) return 'date';
  if (value instanceof types.Time) return 'time';
  if (value instanceof types.Numc) return 'numc';
  if (value instanceof types.Character) return 'text';
  if (value instanceof types.String) return 'string';
  if (value instanceof types.Integer || value instanceof types.Integer8) return 'integer';
  if (value instanceof types.Packed || value instanceof types.DecFloat34) return 'packed';
  if (value instanceof types.Float) return 'float';
  if (value instanceof types.Hex || value instanceof types.XString || value instanceof types.HexUInt8) return 'hex';
  if (value instanceof types.ABAPObject) return 'object';
  if (value instanceof types.DataReference) return 'reference';
  return 'other';
}

/** Components of a structure, in order (name upper case). */
export function components(input: unknown): Array<[string, unknown]> {
  const value = unwrap(input);
  if (!(value instanceof types.Structure)) return [];
  return Object.entries(value.get() as Record<string, unknown>).map(([name, component]) => [name.toUpperCase(), component]);
}

/** Rows of an internal table. */
export function rows(input: unknown): unknown[] {
  const value = unwrap(input);
  if (value instanceof types.Table || value instanceof types.HashedTable) return value.array();
  return [];
}

export function rowType(input: unknown): unknown {
  const value = unwrap(input);
  if (value instanceof types.Table || value instanceof types.HashedTable) return value.getRowType();
  return undefined;
}

function raw(value: unknown): string {
  const inner = (value as { get?: () => unknown }).get?.();
  return typeof inner === 'string' ? inner : String(inner ?? '');
}

/** The console text of an elementary value (class run output). */
export function consoleText(input: unknown): string {
  const value = unwrap(input);
  switch (kindOf(value)) {
    case 'text':
      return raw(value).replace(/ +$/, '');
    case 'string':
    case 'numc':
    case 'hex':
      return raw(value);
    case 'date': {
      const text = raw(value);
      return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : text;
    }
    case 'time': {
      const text = raw(value);
      return /^\d{6}$/.test(text) ? `${text.slice(0, 2)}:${text.slice(2, 4)}:${text.slice(4, 6)}` : text;
    }
    case 'integer':
      return String((value as { get(): number | bigint }).get());
    case 'packed': {
      const packed = value as { get(): number; getDecimals?: () => number; toFixed?: (d: number) => string };
      const decimals = packed.getDecimals?.() ?? 0;
      return packed.toFixed ? packed.toFixed(decimals) : String(packed.get());
    }
    case 'float':
      return String((value as { getRaw?: () => number; get(): unknown }).getRaw?.() ?? raw(value));
    case 'object':
      return (value as { get(): unknown }).get() ? '<object reference>' : '<initial reference>';
    case 'reference':
      return (value as { getPointer(): unknown }).getPointer() ? '<data reference>' : '<initial reference>';
    case 'structure':
      return components(value)
        .map(([, component]) => consoleText(component))
        .join(' ');
    case 'table':
      return `<table with ${rows(value).length} line(s)>`;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : raw(value);
  }
}

/** Right-aligned numeric kinds in columns and lists. */
export function isNumeric(kind: ValueKind): boolean {
  return kind === 'integer' || kind === 'packed' || kind === 'float';
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A number as WRITE shows it: thousands separators, decimal point, sign after the number. */
function listNumber(text: string): string {
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  const [whole, fraction] = unsigned.split('.');
  return `${groupThousands(whole ?? '0')}${fraction !== undefined ? `.${fraction}` : ''}${negative ? '-' : ' '}`;
}

/**
 * The text WRITE puts into the list for a value: padded to its output length, numbers right-aligned (their
 * sign in the last position), CHAR fields with their full length, strings as long as they are.
 */
export function listText(input: unknown): string {
  const value = unwrap(input);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  switch (kindOf(value)) {
    case 'text':
      return raw(value);
    case 'string':
      return raw(value);
    case 'numc':
      return raw(value);
    case 'hex':
      return raw(value);
    case 'date': {
      const text = raw(value);
      return /^\d{8}$/.test(text) ? `${text.slice(6, 8)}.${text.slice(4, 6)}.${text.slice(0, 4)}` : text.padEnd(10);
    }
    case 'time': {
      const text = raw(value);
      return /^\d{6}$/.test(text) ? `${text.slice(0, 2)}:${text.slice(2, 4)}:${text.slice(4, 6)}` : text.padEnd(8);
    }
    case 'integer': {
      const big = value instanceof types.Integer8;
      return listNumber(String((value as { get(): number | bigint }).get())).padStart(big ? 20 : 11);
    }
    case 'packed': {
      const packed = value as { get(): number; getDecimals?: () => number; getLength?: () => number; toFixed?: (d: number) => string };
      const decimals = packed.getDecimals?.() ?? 0;
      const length = packed.getLength?.() ?? 8;
      const text = packed.toFixed ? packed.toFixed(decimals) : String(packed.get());
      return listNumber(text).padStart(2 * length + (decimals > 0 ? 1 : 0));
    }
    case 'float': {
      const number = (value as { getRaw?: () => number }).getRaw?.() ?? 0;
      return number.toExponential(16).replace(/e([+-])(\d)$/, 'E$10$2').replace(/e/, 'E').padStart(24);
    }
    case 'structure':
      return components(value)
        .map(([, component]) => listText(component))
        .join('');
    default:
      return consoleText(value);
  }
}
