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
  return mapKeys(value, upperKeys) as T;
}

export function keysToLower<T>(value: unknown): T {
  return mapKeys(value, lowerKeys) as T;
}

/**
 * Key spellings already made: answers repeat a few dozen keys thousands of times (a profile's call tree), and
 * a key's other spelling is made once instead of per object. At most KEPT_KEYS of each spelling are kept.
 */
type Spelling = (key: string) => string;
const KEPT_KEYS = 4096;
function spelling(convert: (key: string) => string): Spelling {
  const made = new Map<string, string>();
  return (key) => {
    let spelled = made.get(key);
    if (spelled === undefined) {
      spelled = convert(key);
      if (made.size < KEPT_KEYS) made.set(key, spelled);
    }
    return spelled;
  };
}
const upperKeys = spelling((key) => key.toUpperCase());
const lowerKeys = spelling((key) => key.toLowerCase());

function mapKeys(value: unknown, rename: Spelling): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = mapKeys(value[i], rename);
    return out;
  }
  const out: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    out[rename(key)] = ROW_MEMBERS.has(key) ? record[key] : mapKeys(record[key], rename);
  }
  return out;
}
