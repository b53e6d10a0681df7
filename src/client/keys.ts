/**
 * Key-spelling normalisation: real servers answer some routes in upper case and others in lower
 * case (and the import poll in variant A or B). The client reads either spelling and hands callers
 * one shape, recursively.
 */
export function keysToUpper<T>(value: unknown): T {
  return mapKeys(value, (k) => k.toUpperCase()) as T;
}

export function keysToLower<T>(value: unknown): T {
  return mapKeys(value, (k) => k.toLowerCase()) as T;
}

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, rename));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[rename(key)] = mapKeys(inner, rename);
  return out;
}
