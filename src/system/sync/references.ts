/**
 * The names a pulled object refers to, as the pull's cascade reads them before anything is parsed: the
 * identifiers of its code (comments and literals are no references, except the literal name of a called
 * function module) and the names its metadata holds in its fields (a field whose value is one name; texts,
 * descriptions and titles are no references). A structure described "ZR19_KEYS Data Fields" does not use
 * the program ZR19_KEYS.
 */
import type { AbapObject, MetadataValue } from '../objects.js';

const NAME = /[A-Z_/][A-Z0-9_/]*/g;
const WHOLE_NAME = /^[A-Z0-9_/]+$/;
/** Metadata fields holding texts (DDTEXT, REPTEXT, SCRTEXT_L, DESCRIPT, a text pool's ENTRY …). */
const TEXT_FIELD = /TEXT|DESCRIPT|^ENTRY$|TITLE/;
/** CDS parts: their own comments; baseinfo is derived from the DDL source. */
const CDS_PARTS = new Set(['asddls', 'asdcls']);
const SKIPPED_PARTS = new Set(['baseinfo']);
const CALLED_FUNCTION = /CALL\s+FUNCTION\s+'([^']+)'/gi;

export function referencedNames(object: Pick<AbapObject, 'sources' | 'metadata'>): Set<string> {
  const names = new Set<string>();
  for (const [part, source] of Object.entries(object.sources)) {
    if (SKIPPED_PARTS.has(part)) continue;
    const code = CDS_PARTS.has(part) ? cdsCode(source) : abapCode(source);
    for (const match of code.toUpperCase().matchAll(NAME)) names.add(match[0]);
    for (const match of source.matchAll(CALLED_FUNCTION)) names.add(match[1]!.toUpperCase());
  }
  metadataNames(object.metadata, '', names);
  return names;
}

function metadataNames(value: MetadataValue | Record<string, MetadataValue>, field: string, names: Set<string>): void {
  if (typeof value === 'string') {
    const upper = value.trim().toUpperCase();
    if (upper !== '' && !TEXT_FIELD.test(field) && WHOLE_NAME.test(upper)) names.add(upper);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) metadataNames(item, field, names);
    return;
  }
  for (const [key, inner] of Object.entries(value)) metadataNames(inner, key.toUpperCase(), names);
}

/** ABAP source without comments and literals (string templates keep their embedded expressions). */
export function abapCode(source: string): string {
  const out: string[] = [];
  for (const line of source.split('\n')) {
    if (line.startsWith('*')) continue;
    let code = '';
    let quote = '';
    let depth = 0;
    for (let i = 0; i < line.length; i++) {
      const char = line[i]!;
      if (quote === '|') {
        if (char === '\\') i++;
        else if (char === '{') {
          quote = '';
          depth = 1;
          code += ' ';
        } else if (char === '|') quote = '';
        continue;
      }
      if (quote) {
        if (char === quote) quote = '';
        continue;
      }
      if (char === '"') break;
      if (char === "'" || char === '`' || char === '|') {
        quote = char;
        code += ' ';
        continue;
      }
      if (depth > 0 && char === '}') {
        depth = 0;
        quote = '|';
        code += ' ';
        continue;
      }
      code += char;
    }
    out.push(code);
  }
  return out.join('\n');
}

/** CDS source without its comments and string literals. */
function cdsCode(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/.*$/gm, ' ')
    .replace(/'(?:[^']|'')*'/g, ' ');
}
