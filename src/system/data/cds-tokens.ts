/** Tokenizer of CDS data definitions (DDLS source), enough for the subset cds-view.ts translates. */
import { readQuoted } from './sql-identifiers.js';

export type CdsTokenKind = 'word' | 'text' | 'number' | 'symbol';

export interface CdsToken {
  kind: CdsTokenKind;
  text: string;
  /** Unescaped value of text tokens, the text otherwise. */
  value: string;
  line: number;
}

export type CdsTokens = { ok: true; tokens: CdsToken[] } | { ok: false; reason: string };

const TWO_CHAR_SYMBOLS = new Set(['<>', '<=', '>=', '!=']);
const SYMBOLS = new Set([...'{}()[],.:;=<>*#@+-/|']);

export function tokenizeCds(source: string): CdsTokens {
  const tokens: CdsToken[] = [];
  let line = 1;
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    const next = source[at + 1] ?? '';
    if (char === '\n') {
      line++;
      at++;
    } else if (/\s/.test(char)) {
      at++;
    } else if ((char === '/' && next === '/') || (char === '-' && next === '-')) {
      const end = source.indexOf('\n', at);
      at = end < 0 ? source.length : end;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', at + 2);
      if (end < 0) return { ok: false, reason: `unterminated comment at line ${line}` };
      line += countLines(source.slice(at, end));
      at = end + 2;
    } else if (char === "'") {
      const { end, value } = readQuoted(source, at, "'");
      if (end < 0) return { ok: false, reason: `unterminated string at line ${line}` };
      tokens.push({ kind: 'text', text: source.slice(at, end), value, line });
      at = end;
    } else if (/[0-9]/.test(char)) {
      const match = /^\d+(\.\d+)?/.exec(source.slice(at))!;
      tokens.push({ kind: 'number', text: match[0], value: match[0], line });
      at += match[0].length;
    } else if (/[A-Za-z_$]/.test(char) || (char === '/' && /[A-Za-z_]/.test(next))) {
      let end = at + 1;
      while (end < source.length && /[A-Za-z0-9_/]/.test(source[end]!) && source.slice(end, end + 2) !== '/*' && source.slice(end, end + 2) !== '//') {
        end++;
      }
      const text = source.slice(at, end);
      tokens.push({ kind: 'word', text, value: text, line });
      at = end;
    } else if (TWO_CHAR_SYMBOLS.has(char + next)) {
      tokens.push({ kind: 'symbol', text: char + next, value: char + next, line });
      at += 2;
    } else if (SYMBOLS.has(char)) {
      tokens.push({ kind: 'symbol', text: char, value: char, line });
      at++;
    } else {
      return { ok: false, reason: `unexpected character '${char}' at line ${line}` };
    }
  }
  return { ok: true, tokens };
}

function countLines(text: string): number {
  let count = 0;
  for (const char of text) if (char === '\n') count++;
  return count;
}
