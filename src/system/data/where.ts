import { messages } from '../../protocol/messages.js';
import { refused, type Outcome } from '../../protocol/outcome.js';
import { toStored, type SqlValue, type TypedField } from './field-values.js';
import { quoteIdentifier } from './sql-identifiers.js';
import { tokenizeWhere, type WhereToken } from './where-tokens.js';

/**
 * The WHERE grammar of preview (and dbview preview): a recursive-descent parser into a tree, rendered to
 * SQL in which every identifier is a quoted dictionary field and every value a bound parameter.
 *
 *   condition  := disjunct
 *   disjunct   := conjunct { OR conjunct }
 *   conjunct   := negation { AND negation }
 *   negation   := NOT negation | '(' disjunct ')' | predicate
 *   predicate  := field operator (value | field)
 *               | field [NOT] LIKE text
 *               | field [NOT] IN '(' value { ',' value } ')'
 *   operator   := = | <> | < | > | <= | >= | EQ | NE | LT | GT | LE | GE
 *   value      := 'text' | `text` | number
 *
 * Keywords and field names are case-insensitive; a field may also be written "FIELD". A leading WHERE is
 * allowed. The blocked words DELETE, UPDATE, INSERT, DROP and TABLE are refused as whole words anywhere
 * outside string literals (quoted names included); inside a literal ('drop table') they are plain text,
 * and as part of a longer name (DROP_DATE) they are no words of their own.
 */

export type ComparisonOperator = '=' | '<>' | '<' | '>' | '<=' | '>=';

export type WhereOperand = { kind: 'field'; field: TypedField } | { kind: 'value'; value: SqlValue };

export type WhereNode =
  | { kind: 'and' | 'or'; operands: WhereNode[] }
  | { kind: 'not'; operand: WhereNode }
  | { kind: 'compare'; field: TypedField; operator: ComparisonOperator; right: WhereOperand }
  | { kind: 'like'; field: TypedField; pattern: string; negated: boolean }
  | { kind: 'in'; field: TypedField; values: SqlValue[]; negated: boolean };

export type WhereParse = Outcome<{ tree: WhereNode }>;

export interface RenderedWhere {
  sql: string;
  params: SqlValue[];
}

export const BLOCKED_WHERE_WORDS: ReadonlySet<string> = new Set(['DELETE', 'UPDATE', 'INSERT', 'DROP', 'TABLE']);

export const WHERE_LIMITS = { length: 4000, depth: 40, inValues: 1000 } as const;

const ABAP_OPERATORS: Readonly<Record<string, ComparisonOperator>> = {
  EQ: '=', NE: '<>', LT: '<', GT: '>', LE: '<=', GE: '>=',
};

/** SQL words with no place in the grammar, named in the reason so the user sees why. */
const FOREIGN_SQL_WORDS = new Set([
  'SELECT', 'UNION', 'INTERSECT', 'EXCEPT', 'FROM', 'JOIN', 'EXISTS', 'INTO', 'VALUES', 'SET', 'EXEC', 'EXECUTE',
  'ATTACH', 'DETACH', 'PRAGMA', 'ALTER', 'CREATE', 'REPLACE', 'TRUNCATE', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END',
  'IS', 'NULL', 'BETWEEN', 'GLOB', 'REGEXP', 'MATCH', 'ESCAPE', 'COLLATE', 'CAST', 'LIMIT', 'OFFSET', 'ORDER',
  'GROUP', 'BY', 'HAVING', 'ALL', 'ANY', 'SOME', 'WITH', 'VACUUM', 'BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT',
  'RELEASE', 'GRANT', 'REVOKE', 'MERGE', 'CALL', 'XOR',
]);

const GRAMMAR_WORDS = new Set(['AND', 'OR', 'NOT', 'LIKE', 'IN', 'WHERE', ...Object.keys(ABAP_OPERATORS)]);

class WhereSyntaxError extends Error {}

function notInGrammar(token: WhereToken): WhereSyntaxError {
  return new WhereSyntaxError(`'${token.text}' at position ${token.position} is not part of the WHERE grammar`);
}

export function parseWhere(text: string, fields: readonly TypedField[]): WhereParse {
  const invalid = (reason: string): WhereParse => refused(messages.invalidWhere(reason));
  if (text.length > WHERE_LIMITS.length) return invalid(`longer than ${WHERE_LIMITS.length} characters`);
  const { tokens, error } = tokenizeWhere(text);
  const blocked = tokens.find((token) => isNameToken(token) && BLOCKED_WHERE_WORDS.has(token.value.toUpperCase()));
  if (blocked) return invalid(`blocked word '${blocked.text}' at position ${blocked.position}`);
  const first = tokens[0];
  const body = first?.kind === 'word' && first.value.toUpperCase() === 'WHERE' ? tokens.slice(1) : tokens;
  // The grammar error is reported when it comes before the first lexical one, the lexical one otherwise.
  const readable = error ? body.filter((token) => token.position < error.position) : body;
  if (!error && readable.length === 0) return invalid('the condition is empty');
  const parser = new WhereParser(readable, fields);
  try {
    const tree = parser.parse();
    return error ? invalid(error.reason) : { ok: true, tree };
  } catch (caught) {
    if (!(caught instanceof WhereSyntaxError)) throw caught;
    return invalid(error && parser.exhausted ? error.reason : caught.message);
  }
}

export function renderWhere(tree: WhereNode): RenderedWhere {
  const params: SqlValue[] = [];
  const sql = renderNode(tree, params);
  return { sql, params };
}

function isNameToken(token: WhereToken): boolean {
  return token.kind === 'word' || token.kind === 'quoted-name';
}

function keywordOf(token: WhereToken | undefined): string {
  return token?.kind === 'word' ? token.value.toUpperCase() : '';
}

function describeToken(token: WhereToken | undefined): string {
  return token ? `'${token.text}' at position ${token.position}` : 'the end of the condition';
}

class WhereParser {
  private at = 0;
  private depth = 0;
  private readonly fieldsByName: Map<string, TypedField>;

  constructor(
    private readonly tokens: readonly WhereToken[],
    fields: readonly TypedField[],
  ) {
    this.fieldsByName = new Map(fields.map((field) => [field.field.toUpperCase(), field]));
  }

  parse(): WhereNode {
    const tree = this.disjunct();
    const rest = this.peek();
    if (rest) {
      if (rest.kind === ')') throw new WhereSyntaxError(`unbalanced parentheses: ')' at position ${rest.position} has no '('`);
      if (FOREIGN_SQL_WORDS.has(keywordOf(rest))) throw notInGrammar(rest);
      throw new WhereSyntaxError(`unexpected ${describeToken(rest)}; expected AND, OR or the end of the condition`);
    }
    return tree;
  }

  /** Whether every token was read: an error then concerns the end of the text. */
  get exhausted(): boolean {
    return this.at >= this.tokens.length;
  }

  private peek(offset = 0): WhereToken | undefined {
    return this.tokens[this.at + offset];
  }

  private next(): WhereToken | undefined {
    return this.tokens[this.at++];
  }

  private disjunct(): WhereNode {
    const operands = [this.conjunct()];
    while (keywordOf(this.peek()) === 'OR') {
      this.next();
      operands.push(this.conjunct());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'or', operands };
  }

  private conjunct(): WhereNode {
    const operands = [this.negation()];
    while (keywordOf(this.peek()) === 'AND') {
      this.next();
      operands.push(this.negation());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'and', operands };
  }

  private negation(): WhereNode {
    this.enter();
    try {
      const token = this.peek();
      if (keywordOf(token) === 'NOT') {
        this.next();
        return { kind: 'not', operand: this.negation() };
      }
      if (token?.kind === '(') {
        this.next();
        if (keywordOf(this.peek()) === 'SELECT') {
          throw new WhereSyntaxError(`subqueries are not supported ('${this.peek()!.text}' at position ${this.peek()!.position})`);
        }
        const inner = this.disjunct();
        const close = this.next();
        if (close?.kind !== ')') {
          throw new WhereSyntaxError(
            `unbalanced parentheses: '(' at position ${token.position} is not closed (found ${describeToken(close)})`,
          );
        }
        return inner;
      }
      return this.predicate();
    } finally {
      this.depth--;
    }
  }

  private enter(): void {
    if (++this.depth > WHERE_LIMITS.depth) {
      throw new WhereSyntaxError(`conditions nested deeper than ${WHERE_LIMITS.depth} levels`);
    }
  }

  private predicate(): WhereNode {
    const start = this.peek();
    if (!start) throw new WhereSyntaxError('the condition ends where a field name was expected');
    if (start.kind === 'text' || start.kind === 'number') {
      throw new WhereSyntaxError(`a comparison must start with a field name, found the value ${describeToken(start)}`);
    }
    const field = this.field();
    const token = this.next();
    const keyword = keywordOf(token);
    if (token?.kind === 'operator') return this.comparison(field, token.value as ComparisonOperator);
    if (keyword in ABAP_OPERATORS) return this.comparison(field, ABAP_OPERATORS[keyword]!);
    if (keyword === 'LIKE') return this.like(field, false);
    if (keyword === 'IN') return this.inList(field, false);
    if (keyword === 'NOT') {
      const after = this.next();
      if (keywordOf(after) === 'LIKE') return this.like(field, true);
      if (keywordOf(after) === 'IN') return this.inList(field, true);
      throw new WhereSyntaxError(`expected LIKE or IN after NOT, found ${describeToken(after)}`);
    }
    throw new WhereSyntaxError(
      `expected a comparison operator (=, <>, <, >, <=, >=, LIKE, IN) after field ${field.field}, found ${describeToken(token)}`,
    );
  }

  private field(): TypedField {
    const token = this.next()!;
    if (!isNameToken(token)) throw new WhereSyntaxError(`expected a field name, found ${describeToken(token)}`);
    const name = token.value.toUpperCase();
    const field = this.fieldsByName.get(name);
    const isCall = this.peek()?.kind === '(';
    if (field && !isCall) return field;
    if (token.kind === 'word' && FOREIGN_SQL_WORDS.has(name)) throw notInGrammar(token);
    if (token.kind === 'word' && GRAMMAR_WORDS.has(name)) {
      throw new WhereSyntaxError(`expected a field name, found the keyword ${describeToken(token)}`);
    }
    if (isCall) throw new WhereSyntaxError(`function calls are not supported ('${token.text}(' at position ${token.position})`);
    if (token.kind === 'quoted-name') {
      throw new WhereSyntaxError(`unknown field ${describeToken(token)} (text values take single quotes)`);
    }
    throw new WhereSyntaxError(`unknown field ${describeToken(token)}`);
  }

  private comparison(field: TypedField, operator: ComparisonOperator): WhereNode {
    const token = this.peek();
    if (token && isNameToken(token) && !(keywordOf(token) in ABAP_OPERATORS)) {
      return { kind: 'compare', field, operator, right: { kind: 'field', field: this.field() } };
    }
    return { kind: 'compare', field, operator, right: { kind: 'value', value: this.value(field) } };
  }

  private like(field: TypedField, negated: boolean): WhereNode {
    const token = this.next();
    if (token?.kind !== 'text') {
      throw new WhereSyntaxError(`LIKE needs a text pattern, found ${describeToken(token)}`);
    }
    return { kind: 'like', field, pattern: token.value, negated };
  }

  private inList(field: TypedField, negated: boolean): WhereNode {
    const open = this.next();
    if (open?.kind !== '(') throw new WhereSyntaxError(`IN needs a list in parentheses, found ${describeToken(open)}`);
    if (keywordOf(this.peek()) === 'SELECT') {
      throw new WhereSyntaxError(`subqueries are not supported ('${this.peek()!.text}' at position ${this.peek()!.position})`);
    }
    const values = [this.value(field)];
    for (;;) {
      const token = this.next();
      if (token?.kind === ')') break;
      if (token?.kind !== ',') {
        throw new WhereSyntaxError(
          `unbalanced parentheses: the IN list opened at position ${open.position} expects ',' or ')', found ${describeToken(token)}`,
        );
      }
      values.push(this.value(field));
      if (values.length > WHERE_LIMITS.inValues) {
        throw new WhereSyntaxError(`IN lists take at most ${WHERE_LIMITS.inValues} values`);
      }
    }
    return { kind: 'in', field, values, negated };
  }

  /** A literal, converted to how the field stores it, so '42' finds NUMC 00000042 as ABAP would. */
  private value(field: TypedField): SqlValue {
    const token = this.next();
    if (token?.kind === '(' && keywordOf(this.peek()) === 'SELECT') {
      throw new WhereSyntaxError(`subqueries are not supported ('${this.peek()!.text}' at position ${this.peek()!.position})`);
    }
    if (token?.kind !== 'text' && token?.kind !== 'number') {
      throw new WhereSyntaxError(`expected a value ('text' or a number), found ${describeToken(token)}`);
    }
    const converted = toStored(field, token.value, { lenient: true });
    if (!converted.ok) {
      throw new WhereSyntaxError(`${describeToken(token)} does not fit: ${converted.reason}`);
    }
    return converted.value;
  }
}

function renderNode(node: WhereNode, params: SqlValue[]): string {
  switch (node.kind) {
    case 'and':
    case 'or':
      return `(${node.operands.map((operand) => renderNode(operand, params)).join(node.kind === 'and' ? ' AND ' : ' OR ')})`;
    case 'not':
      return `NOT ${renderNode(node.operand, params)}`;
    case 'compare': {
      const left = quoteIdentifier(node.field.field);
      if (node.right.kind === 'field') return `(${left} ${node.operator} ${quoteIdentifier(node.right.field.field)})`;
      params.push(node.right.value);
      return `(${left} ${node.operator} ?)`;
    }
    case 'like':
      // GLOB, unlike SQLite's LIKE, is case-sensitive as ABAP's LIKE is.
      params.push(likeToGlob(node.pattern));
      return `(${quoteIdentifier(node.field.field)} ${node.negated ? 'NOT GLOB' : 'GLOB'} ?)`;
    case 'in': {
      params.push(...node.values);
      const list = node.values.map(() => '?').join(', ');
      return `(${quoteIdentifier(node.field.field)} ${node.negated ? 'NOT IN' : 'IN'} (${list}))`;
    }
  }
}

/** ABAP/SQL LIKE wildcards (% and _) as a GLOB pattern, GLOB's own wildcards made literal. */
export function likeToGlob(pattern: string): string {
  let glob = '';
  for (const char of pattern) {
    if (char === '%') glob += '*';
    else if (char === '_') glob += '?';
    else if (char === '*' || char === '?' || char === '[') glob += `[${char}]`;
    else glob += char;
  }
  return glob;
}
