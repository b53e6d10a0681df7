/**
 * Tokenizer of the preview WHERE grammar. It knows only the token shapes of the grammar; anything else
 * (statement separators, comments, stray characters) becomes a reason with its position, so nothing the
 * user typed can pass through as SQL text.
 */
import { readQuoted } from './sql-identifiers.js';

export type WhereTokenKind =
  | 'word' // bare identifier or keyword: field names, AND, OR, NOT, LIKE, IN, EQ …
  | 'quoted-name' // "FIELD", the SQL spelling of an identifier
  | 'text' // 'text' or `text`, value unescaped
  | 'number' // digits with optional fraction, sign included
  | 'operator' // = <> < > <= >=
  | '('
  | ')'
  | ',';

export interface WhereToken {
  kind: WhereTokenKind;
  /** Source text of the token. */
  text: string;
  /** Unescaped value of text and quoted-name tokens; the text otherwise. */
  value: string;
  /** 1-based character position in the WHERE text. */
  position: number;
}

export interface WhereTokens {
  tokens: WhereToken[];
  /** The first lexical problem, if any; tokenizing goes on past it so blocked words are still seen. */
  error?: { reason: string; position: number };
}

const WORD_START = /[A-Za-z_/]/;
const WORD_PART = /[A-Za-z0-9_/]/;
const DIGIT = /[0-9]/;

export function tokenizeWhere(input: string): WhereTokens {
  const tokens: WhereToken[] = [];
  let error: { reason: string; position: number } | undefined;
  let at = 0;
  const note = (reason: string): void => {
    error ??= { reason, position: at + 1 };
  };
  while (at < input.length) {
    const char = input[at]!;
    const next = input[at + 1] ?? '';
    const position = at + 1;
    if (/\s/.test(char)) {
      at++;
    } else if (char === '-' && next === '-') {
      note(`comments are not allowed ('--' at position ${position})`);
      at = skipLine(input, at);
    } else if (char === '/' && next === '*') {
      note(`comments are not allowed ('/*' at position ${position})`);
      const end = input.indexOf('*/', at + 2);
      at = end < 0 ? input.length : end + 2;
    } else if (char === ';') {
      note(`';' at position ${position}: only one condition is allowed, no statement separators`);
      at++;
    } else if (char === "'" || char === '`') {
      const read = readQuoted(input, at, char);
      if (read.end < 0) {
        note(`unterminated string starting at position ${position}`);
        at = input.length;
      } else {
        tokens.push({ kind: 'text', text: input.slice(at, read.end), value: read.value, position });
        at = read.end;
      }
    } else if (char === '"') {
      const read = readQuoted(input, at, '"');
      if (read.end < 0) {
        note(`unterminated quoted name starting at position ${position}`);
        at = input.length;
      } else {
        tokens.push({ kind: 'quoted-name', text: input.slice(at, read.end), value: read.value, position });
        at = read.end;
      }
    } else if (DIGIT.test(char) || ((char === '-' || char === '+') && DIGIT.test(next))) {
      const end = readNumber(input, at);
      const text = input.slice(at, end);
      if (WORD_PART.test(input[end] ?? '') || input[end] === '.') {
        note(`malformed number '${text}${input[end]}' at position ${position}`);
      }
      tokens.push({ kind: 'number', text, value: text, position });
      at = end;
    } else if (WORD_START.test(char)) {
      let end = at + 1;
      while (end < input.length && WORD_PART.test(input[end]!)) {
        // '/*' inside a word still opens a comment.
        if (input[end] === '/' && input[end + 1] === '*') break;
        end++;
      }
      const text = input.slice(at, end);
      tokens.push({ kind: 'word', text, value: text, position });
      at = end;
    } else if (char === '<' || char === '>' || char === '=') {
      const two = input.slice(at, at + 2);
      const text = two === '<>' || two === '<=' || two === '>=' ? two : char;
      tokens.push({ kind: 'operator', text, value: text, position });
      at += text.length;
    } else if (char === '!' && next === '=') {
      note(`'!=' at position ${position} is not part of the grammar; use <>`);
      at += 2;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char, text: char, value: char, position });
      at++;
    } else {
      note(`unexpected character '${char}' at position ${position}`);
      at++;
    }
  }
  return error === undefined ? { tokens } : { tokens, error };
}

function skipLine(input: string, at: number): number {
  const end = input.indexOf('\n', at);
  return end < 0 ? input.length : end + 1;
}

function readNumber(input: string, start: number): number {
  let at = start;
  if (input[at] === '-' || input[at] === '+') at++;
  while (DIGIT.test(input[at] ?? '')) at++;
  if (input[at] === '.' && DIGIT.test(input[at + 1] ?? '')) {
    at++;
    while (DIGIT.test(input[at] ?? '')) at++;
  }
  return at;
}
