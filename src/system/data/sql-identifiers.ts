/**
 * The one way an identifier enters SQL text. Names reach it only after they were matched against the
 * dictionary (tables, fields) or checked by `isDictionaryName`; quoting doubles '"' all the same.
 */
export function quoteIdentifier(name: string): string {
  if (name.includes('\u0000')) throw new Error('identifier contains a NUL character');
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Reads back what the quoting writes: the quoted token starting at `start` (its quote character escaped by
 * doubling), its value and the position after it; end is -1 when unterminated (value is what was read).
 * The one reader of quoted text for every SQL-like tokenizer (WHERE, CDS, view expressions, the runtime's SQL).
 */
export function readQuoted(input: string, start: number, quote: string): { end: number; value: string } {
  let value = '';
  let at = start + 1;
  while (at < input.length) {
    const char = input[at]!;
    if (char === quote) {
      if (input[at + 1] === quote) {
        value += quote;
        at += 2;
        continue;
      }
      return { end: at + 1, value };
    }
    value += char;
    at++;
  }
  return { end: -1, value };
}

/** Quotes a text value for the few places where SQL has no parameters (the SELECT of CREATE VIEW). */
export function quoteTextLiteral(value: string): string {
  if (value.includes('\u0000')) throw new Error('text literal contains a NUL character');
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The shape of dictionary names the application database accepts for tables, views and columns:
 * letters, digits, '_' and namespace slashes (/DMO/TRAVEL), at most 40 characters (CDS names 30, fields 30,
 * namespaced tables 30 — 40 leaves room), never starting with a digit.
 */
export function isDictionaryName(name: string): boolean {
  return /^[A-Za-z_/][A-Za-z0-9_/]{0,39}$/.test(name);
}

/** Prefix of the database's own bookkeeping objects; no ABAP name can start with '_' at table level. */
export const INTERNAL_PREFIX = '_ABAPDECK_';
