/**
 * Expressions of information views: calculated attributes and measures, and node filters. Both languages
 * HANA modelers write are read into one tree:
 *
 * - the column-engine language: `"PRICE" * "QUANTITY"`, `"FIRST" + ' ' + "LAST"` (+ concatenates text),
 *   `if("QTY" > 10, 'BULK', 'SINGLE')`, `case("STATUS", 'N', 'New', 'C', 'Closed', 'Other')`,
 *   `in("X", 1, 2)`, `isnull("X")`, `concat`, `leftstr`, `rightstr`, `midstr`, `strlen` …
 * - the SQL language: `CASE WHEN … THEN … ELSE … END`, `CASE x WHEN …`, `||`, `IS [NOT] NULL`, `[NOT] IN (…)`.
 *
 *   expression := disjunct
 *   disjunct   := conjunct { OR conjunct }
 *   conjunct   := negation { AND negation }
 *   negation   := NOT negation | comparison
 *   comparison := additive [ (= | != | <> | < | > | <= | >=) additive | IS [NOT] NULL | [NOT] IN '(' list ')' ]
 *   additive   := term { (+ | - | '||') term }
 *   term       := unary { (* | /) unary }
 *   unary      := - unary | primary
 *   primary    := number | 'text' | "column" | column-word | NULL | $$placeholder$$ | '(' expression ')'
 *               | CASE [expression] WHEN expression THEN expression { … } [ELSE expression] END
 *               | function '(' [expression { ',' expression }] ')'
 *
 * Anything else (an unknown function, an input parameter) is refused with its name; nothing of the text
 * reaches SQL except through the renderer, which quotes every column and escapes every literal.
 */
import { readQuoted } from '../data/sql-identifiers.js';

export type Expr =
  | { kind: 'column'; name: string }
  | { kind: 'text'; value: string }
  | { kind: 'number'; text: string }
  | { kind: 'null' }
  | { kind: 'placeholder'; name: string }
  | { kind: 'negate'; operand: Expr }
  | { kind: 'not'; operand: Expr }
  | { kind: 'binary'; operator: BinaryOperator; left: Expr; right: Expr }
  | { kind: 'isnull'; operand: Expr; negated: boolean }
  | { kind: 'in'; operand: Expr; values: Expr[]; negated: boolean }
  | { kind: 'case'; subject?: Expr; branches: Array<{ when: Expr; then: Expr }>; otherwise?: Expr }
  | { kind: 'call'; name: string; args: Expr[] }
  | { kind: 'glob'; operand: Expr; pattern: string };

export type BinaryOperator = '+' | '-' | '*' | '/' | '||' | '=' | '<>' | '<' | '>' | '<=' | '>=' | 'AND' | 'OR';

export type ExpressionParse = { ok: true; expr: Expr } | { ok: false; reason: string };

interface Token {
  kind: 'name' | 'word' | 'text' | 'number' | 'placeholder' | 'op' | '(' | ')' | ',';
  value: string;
  position: number;
}

export const EXPRESSION_LIMITS = { length: 20_000, depth: 60 } as const;

/** Functions the renderer knows, with the number of arguments each takes (min, max). */
export const EXPRESSION_FUNCTIONS: Readonly<Record<string, readonly [number, number]>> = {
  CONCAT: [2, 64],
  UPPER: [1, 1], UCASE: [1, 1], LOWER: [1, 1], LCASE: [1, 1],
  STRLEN: [1, 1], LENGTH: [1, 1],
  LEFTSTR: [2, 2], RIGHTSTR: [2, 2], MIDSTR: [3, 3], SUBSTR: [2, 3], SUBSTRING: [2, 3],
  TRIM: [1, 1], LTRIM: [1, 1], RTRIM: [1, 1],
  ABS: [1, 1], ROUND: [1, 2], FLOOR: [1, 1], CEIL: [1, 1],
  COALESCE: [2, 64], IFNULL: [2, 2],
  STRING: [1, 1], INT: [1, 1], INTEGER: [1, 1], DOUBLE: [1, 1], FLOAT: [1, 1],
};

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'IS', 'NULL', 'IN', 'IF']);

class ExpressionError extends Error {}

export function parseExpression(text: string): ExpressionParse {
  if (text.length > EXPRESSION_LIMITS.length) return { ok: false, reason: `expression longer than ${EXPRESSION_LIMITS.length} characters` };
  try {
    const parser = new ExpressionParser(tokenize(text));
    return { ok: true, expr: parser.parse() };
  } catch (caught) {
    if (caught instanceof ExpressionError) return { ok: false, reason: caught.message };
    throw caught;
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) {
      at++;
      continue;
    }
    const start = at;
    if (char === '"' || char === "'") {
      const read = readQuoted(text, at, char);
      if (read.end < 0) throw new ExpressionError(`unterminated ${char === '"' ? 'column name' : 'text'} starting at position ${start}`);
      tokens.push({ kind: char === '"' ? 'name' : 'text', value: read.value, position: start });
      at = read.end;
      continue;
    }
    const number = /^(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(text.slice(at));
    if (number) {
      tokens.push({ kind: 'number', value: number[0], position: start });
      at += number[0].length;
      continue;
    }
    const placeholder = /^\$\$([A-Za-z0-9_]+)\$\$/.exec(text.slice(at));
    if (placeholder) {
      tokens.push({ kind: 'placeholder', value: placeholder[1]!, position: start });
      at += placeholder[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(at));
    if (word) {
      tokens.push({ kind: 'word', value: word[0], position: start });
      at += word[0].length;
      continue;
    }
    const operator = /^(\|\||<=|>=|<>|!=|[-+*/=<>])/.exec(text.slice(at));
    if (operator) {
      tokens.push({ kind: 'op', value: operator[0] === '!=' ? '<>' : operator[0], position: start });
      at += operator[0].length;
      continue;
    }
    if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char, value: char, position: start });
      at++;
      continue;
    }
    throw new ExpressionError(`unexpected character '${char}' at position ${start}`);
  }
  return tokens;
}

function describe(token: Token | undefined): string {
  return token ? `'${token.kind === 'text' ? `'${token.value}'` : token.value}' at position ${token.position}` : 'the end of the expression';
}

class ExpressionParser {
  private at = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Expr {
    if (this.tokens.length === 0) throw new ExpressionError('the expression is empty');
    const expr = this.disjunct();
    if (this.peek()) throw new ExpressionError(`unexpected ${describe(this.peek())}`);
    return expr;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  private next(): Token | undefined {
    return this.tokens[this.at++];
  }

  private keyword(offset = 0): string {
    const token = this.peek(offset);
    return token?.kind === 'word' ? token.value.toUpperCase() : '';
  }

  private expect(kind: Token['kind'], what: string): Token {
    const token = this.next();
    if (token?.kind !== kind) throw new ExpressionError(`expected ${what}, found ${describe(token)}`);
    return token;
  }

  private expectKeyword(word: string): void {
    if (this.keyword() !== word) throw new ExpressionError(`expected ${word}, found ${describe(this.peek())}`);
    this.next();
  }

  private nested<T>(parse: () => T): T {
    if (++this.depth > EXPRESSION_LIMITS.depth) throw new ExpressionError(`expression nested deeper than ${EXPRESSION_LIMITS.depth} levels`);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private disjunct(): Expr {
    let left = this.conjunct();
    while (this.keyword() === 'OR') {
      this.next();
      left = { kind: 'binary', operator: 'OR', left, right: this.conjunct() };
    }
    return left;
  }

  private conjunct(): Expr {
    let left = this.negation();
    while (this.keyword() === 'AND') {
      this.next();
      left = { kind: 'binary', operator: 'AND', left, right: this.negation() };
    }
    return left;
  }

  private negation(): Expr {
    if (this.keyword() === 'NOT') {
      this.next();
      return this.nested(() => ({ kind: 'not', operand: this.negation() }));
    }
    return this.comparison();
  }

  private comparison(): Expr {
    const left = this.additive();
    const token = this.peek();
    if (token?.kind === 'op' && ['=', '<>', '<', '>', '<=', '>='].includes(token.value)) {
      this.next();
      return { kind: 'binary', operator: token.value as BinaryOperator, left, right: this.additive() };
    }
    if (this.keyword() === 'IS') {
      this.next();
      const negated = this.keyword() === 'NOT';
      if (negated) this.next();
      this.expectKeyword('NULL');
      return { kind: 'isnull', operand: left, negated };
    }
    if (this.keyword() === 'IN' || (this.keyword() === 'NOT' && this.keyword(1) === 'IN')) {
      const negated = this.keyword() === 'NOT';
      this.next();
      if (negated) this.next();
      return { kind: 'in', operand: left, values: this.list(), negated };
    }
    return left;
  }

  private additive(): Expr {
    let left = this.term();
    for (;;) {
      const token = this.peek();
      if (token?.kind !== 'op' || !['+', '-', '||'].includes(token.value)) return left;
      this.next();
      left = { kind: 'binary', operator: token.value as BinaryOperator, left, right: this.term() };
    }
  }

  private term(): Expr {
    let left = this.unary();
    for (;;) {
      const token = this.peek();
      if (token?.kind !== 'op' || !['*', '/'].includes(token.value)) return left;
      this.next();
      left = { kind: 'binary', operator: token.value as BinaryOperator, left, right: this.unary() };
    }
  }

  private unary(): Expr {
    const token = this.peek();
    if (token?.kind === 'op' && token.value === '-') {
      this.next();
      return this.nested(() => ({ kind: 'negate', operand: this.unary() }));
    }
    if (token?.kind === 'op' && token.value === '+') {
      this.next();
      return this.unary();
    }
    return this.primary();
  }

  private list(): Expr[] {
    this.expect('(', "'('");
    const values = [this.disjunct()];
    while (this.peek()?.kind === ',') {
      this.next();
      values.push(this.disjunct());
    }
    this.expect(')', "')'");
    return values;
  }

  private arguments(): Expr[] {
    this.expect('(', "'('");
    if (this.peek()?.kind === ')') {
      this.next();
      return [];
    }
    const args = [this.disjunct()];
    while (this.peek()?.kind === ',') {
      this.next();
      args.push(this.disjunct());
    }
    this.expect(')', "')'");
    return args;
  }

  private primary(): Expr {
    return this.nested(() => {
      const token = this.next();
      if (!token) throw new ExpressionError('the expression ends where a value was expected');
      switch (token.kind) {
        case 'number':
          return { kind: 'number', text: token.value };
        case 'text':
          return { kind: 'text', value: token.value };
        case 'name':
          return { kind: 'column', name: token.value };
        case 'placeholder':
          return { kind: 'placeholder', name: token.value };
        case '(': {
          const inner = this.disjunct();
          this.expect(')', "')'");
          return inner;
        }
        case 'word':
          return this.word(token);
        default:
          throw new ExpressionError(`unexpected ${describe(token)}`);
      }
    });
  }

  private word(token: Token): Expr {
    const upper = token.value.toUpperCase();
    const isCall = this.peek()?.kind === '(';
    if (upper === 'NULL') return { kind: 'null' };
    if (upper === 'CASE' && !isCall) return this.sqlCase();
    if (!isCall) {
      if (KEYWORDS.has(upper)) throw new ExpressionError(`unexpected keyword ${describe(token)}`);
      // An unquoted column name, as the SQL language allows (folded to upper case there).
      return { kind: 'column', name: token.value };
    }
    const args = this.arguments();
    switch (upper) {
      case 'IF':
        if (args.length !== 3) throw new ExpressionError(`if() takes 3 arguments (condition, then, else), found ${args.length}`);
        return { kind: 'case', branches: [{ when: args[0]!, then: args[1]! }], otherwise: args[2]! };
      case 'CASE': {
        // case(subject, value1, result1, value2, result2, …, [default])
        if (args.length < 3) throw new ExpressionError(`case() takes a subject and value/result pairs, found ${args.length} argument(s)`);
        const [subject, ...rest] = args;
        const branches: Array<{ when: Expr; then: Expr }> = [];
        for (let i = 0; i + 1 < rest.length; i += 2) branches.push({ when: rest[i]!, then: rest[i + 1]! });
        return { kind: 'case', subject, branches, otherwise: rest.length % 2 === 1 ? rest[rest.length - 1] : undefined };
      }
      case 'IN':
        if (args.length < 2) throw new ExpressionError('in() takes a value and at least one candidate');
        return { kind: 'in', operand: args[0]!, values: args.slice(1), negated: false };
      case 'ISNULL':
        if (args.length !== 1) throw new ExpressionError('isnull() takes 1 argument');
        return { kind: 'isnull', operand: args[0]!, negated: false };
      case 'NOT':
        if (args.length !== 1) throw new ExpressionError('not() takes 1 argument');
        return { kind: 'not', operand: args[0]! };
      default: {
        const arity = EXPRESSION_FUNCTIONS[upper];
        if (!arity) throw new ExpressionError(`function ${token.value}() is not supported`);
        if (args.length < arity[0] || args.length > arity[1]) {
          const expected = arity[0] === arity[1] ? `${arity[0]}` : `${arity[0]} to ${arity[1]}`;
          throw new ExpressionError(`${token.value}() takes ${expected} argument(s), found ${args.length}`);
        }
        return { kind: 'call', name: upper, args };
      }
    }
  }

  private sqlCase(): Expr {
    const subject = this.keyword() === 'WHEN' ? undefined : this.disjunct();
    const branches: Array<{ when: Expr; then: Expr }> = [];
    while (this.keyword() === 'WHEN') {
      this.next();
      const when = this.disjunct();
      this.expectKeyword('THEN');
      branches.push({ when, then: this.disjunct() });
    }
    if (branches.length === 0) throw new ExpressionError(`CASE needs at least one WHEN, found ${describe(this.peek())}`);
    let otherwise: Expr | undefined;
    if (this.keyword() === 'ELSE') {
      this.next();
      otherwise = this.disjunct();
    }
    this.expectKeyword('END');
    return { kind: 'case', subject, branches, otherwise };
  }
}

/** The names of the columns an expression reads. */
export function columnsOf(expr: Expr): string[] {
  const names: string[] = [];
  const visit = (node: Expr): void => {
    switch (node.kind) {
      case 'column':
        names.push(node.name);
        break;
      case 'negate':
      case 'not':
      case 'isnull':
      case 'glob':
        visit(node.operand);
        break;
      case 'binary':
        visit(node.left);
        visit(node.right);
        break;
      case 'in':
        visit(node.operand);
        node.values.forEach(visit);
        break;
      case 'case':
        if (node.subject) visit(node.subject);
        for (const branch of node.branches) {
          visit(branch.when);
          visit(branch.then);
        }
        if (node.otherwise) visit(node.otherwise);
        break;
      case 'call':
        node.args.forEach(visit);
        break;
      default:
        break;
    }
  };
  visit(expr);
  return names;
}
