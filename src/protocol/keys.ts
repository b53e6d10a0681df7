/**
 * Key spelling (protocol-notes, "Key spelling (revised)"): real backends answer some routes with upper-case
 * keys and others with lower case (and the import poll in variant A or B). The service answers each route
 * in its spelling (upperCaseRoutes); the client reads either spelling and hands callers one shape.
 */

/** Routes of {base_url} answered with upper-case keys, as `METHOD /path`; every other route is lower case. */
export const upperCaseRoutes: ReadonlySet<string> = new Set([
  'POST /pull',
  'POST /syntax',
  'POST /inspect',
  'POST /unit',
  'POST /view',
  'POST /preview',
  'POST /where',
  'POST /list',
  'POST /tree',
  'POST /dump',
  'GET /import',
  // abapdeck's own routes: upper case, like the majority
  'POST /dbview',
  'POST /pull/preview',
  'POST /import/preview',
  'POST /history',
  'POST /pull/undo',
  'POST /pull/working-files',
  'POST /inactive',
  'POST /activate',
  'POST /inspect/variants',
  'POST /unit/coverage',
  'POST /unit/method',
]);

/** Members whose values are rows keyed by field names: data, whose keys keep their spelling. */
const ROW_MEMBERS = new Set(['rows', 'ROWS']);

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
  for (const [key, inner] of Object.entries(value)) out[rename(key)] = ROW_MEMBERS.has(key) ? inner : mapKeys(inner, rename);
  return out;
}
