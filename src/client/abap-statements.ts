/**
 * A small ABAP statement scanner for the client: where statements start and end across lines, with
 * comments and literals ('…', `…`, |…{ … }…|) taken into account. Enough to find the first executable
 * statement of a method for a debug hint, without loading the abaplint parser into the CLI.
 */

export interface ScannedStatement {
  /** 0-based index of the line holding the statement's first token. */
  line: number;
  /** 0-based index of the line holding its terminating period (or the last line scanned). */
  endLine: number;
  /** The first word, upper case ('DATA', 'METHOD', 'IF' …); '' when the statement starts with no word. */
  keyword: string;
  /** The character right after the first word ('(' for inline declarations such as DATA(x)). */
  afterKeyword: string;
}

type Literal = "'" | '`' | '|' | undefined;

/** Splits lines into statements. A chain (DATA: a TYPE i, b TYPE i.) is one statement. */
export function scanStatements(lines: readonly string[]): ScannedStatement[] {
  const statements: ScannedStatement[] = [];
  let current: ScannedStatement | undefined;
  let literal: Literal;
  let templateDepth = 0;
  lines.forEach((text, lineIndex) => {
    // A '*' in the first column comments out the whole line (outside a literal spanning lines).
    if (!literal && text.startsWith('*')) return;
    for (let at = 0; at < text.length; at++) {
      const char = text[at]!;
      if (literal) {
        if (literal === '|') {
          if (char === '\\') at++;
          else if (char === '{') templateDepth++;
          else if (char === '}' && templateDepth > 0) templateDepth--;
          else if (char === '|' && templateDepth === 0) literal = undefined;
        } else if (char === literal) {
          if (text[at + 1] === literal) at++;
          else literal = undefined;
        }
        continue;
      }
      if (char === '"') break;
      if (char === ' ' || char === '\t') continue;
      if (!current) {
        const word = /^[A-Za-z][A-Za-z0-9_-]*/.exec(text.slice(at))?.[0] ?? '';
        current = { line: lineIndex, endLine: lineIndex, keyword: word.toUpperCase(), afterKeyword: text[at + word.length] ?? '' };
      }
      if (char === "'" || char === '`' || char === '|') {
        literal = char;
        templateDepth = 0;
      } else if (char === '.') {
        current.endLine = lineIndex;
        statements.push(current);
        current = undefined;
      }
    }
  });
  if (current) statements.push({ ...current, endLine: lines.length - 1 });
  return statements;
}

/** Declarations: no breakpoint stops on them (DATA(x) = … and FINAL(x) = … are inline, and executable). */
const DECLARATIONS = new Set([
  'DATA', 'TYPES', 'CONSTANTS', 'STATICS', 'FIELD-SYMBOLS', 'CLASS-DATA', 'TABLES', 'RANGES', 'TYPE-POOLS',
  'INCLUDE', 'DEFINE', 'END-OF-DEFINITION',
]);

export function isDeclaration(statement: ScannedStatement): boolean {
  return DECLARATIONS.has(statement.keyword) && statement.afterKeyword !== '(';
}

/**
 * The first executable statement of a method, as a 0-based line index into `lines`: the method's lines from
 * its METHOD statement on, skipping METHOD itself, blank lines, comments and declarations (multi-line ones
 * too). Undefined when the method has none before ENDMETHOD.
 */
export function firstExecutableLine(lines: readonly string[]): number | undefined {
  for (const statement of scanStatements(lines)) {
    if (statement.keyword === 'METHOD') continue;
    if (statement.keyword === 'ENDMETHOD') return undefined;
    if (isDeclaration(statement)) continue;
    return statement.line;
  }
  return undefined;
}
