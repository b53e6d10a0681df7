import { tokenizeCds, type CdsToken } from './cds-tokens.js';
import type { DictionaryField } from './dictionary.js';
import { toStored } from './field-values.js';
import { failure, problem, type DataProblem, type DataProblemCode, type DataResult } from './problems.js';
import { isDictionaryName, quoteIdentifier, quoteTextLiteral } from './sql-identifiers.js';
import { likeToGlob } from './where.js';

/**
 * Translates a simple CDS data definition into the SELECT of an SQL view:
 *
 *   define [root] view [entity] <name> as select [distinct] from <source> [as <alias>]
 *     { [inner] join | left outer join | right outer join | cross join <source> [as <alias>] [on <condition>] }
 *     { association [..] to <target> [as <alias>] on <condition> }   -- skipped; exposing it is allowed
 *   { [key] <path> [as <name>] , … }   -- paths alias.field or field; 'literal' as <name>
 *   [where <condition>]
 *
 * `as projection on <source>` is read as a select from it. Annotations and comments are ignored except
 * @AbapCatalog.sqlViewName. Parameters, path expressions through associations, functions, CAST, CASE,
 * arithmetic, GROUP BY and UNION are refused with a problem naming them.
 */

/** Field list of a table or of an already created view, by upper-case name. */
export type SourceFields = (name: string) => readonly DictionaryField[] | undefined;

export interface CdsViewDefinition {
  /** Upper-case entity name. */
  name: string;
  /** Upper-case @AbapCatalog.sqlViewName, '' when none. */
  sqlViewName: string;
  select: string;
  fields: DictionaryField[];
  /** Tables and views the view reads. */
  sources: string[];
}

export function translateCdsView(source: string, sourceFields: SourceFields): DataResult<{ view: CdsViewDefinition }> {
  const tokenized = tokenizeCds(source);
  if (!tokenized.ok) return failure('cds-syntax', `CDS syntax error: ${tokenized.reason}`);
  const { tokens, sqlViewName } = stripAnnotations(tokenized.tokens);
  try {
    return { ok: true, view: new CdsParser(tokens, sourceFields).parse(sqlViewName) };
  } catch (caught) {
    if (caught instanceof CdsProblem) return { ok: false, problems: [caught.problem] };
    throw caught;
  }
}

class CdsProblem extends Error {
  readonly problem: DataProblem;
  constructor(code: DataProblemCode, message: string) {
    super(message);
    this.problem = problem(code, message);
  }
}

function unsupported(what: string, token: CdsToken | undefined): CdsProblem {
  return new CdsProblem('cds-unsupported', `CDS ${what} not supported${token ? ` (line ${token.line})` : ''}`);
}

function syntax(expected: string, token: CdsToken | undefined): CdsProblem {
  const found = token ? `'${token.text}' at line ${token.line}` : 'the end of the source';
  return new CdsProblem('cds-syntax', `CDS syntax error: expected ${expected}, found ${found}`);
}

/** Removes annotations (`@Name.path: value`, `@<Name: value`), keeping the SQL view name. */
function stripAnnotations(tokens: CdsToken[]): { tokens: CdsToken[]; sqlViewName: string } {
  const kept: CdsToken[] = [];
  let sqlViewName = '';
  let at = 0;
  while (at < tokens.length) {
    if (tokens[at]!.text !== '@') {
      kept.push(tokens[at++]!);
      continue;
    }
    at++;
    if (tokens[at]?.text === '<') at++;
    let name = '';
    while (tokens[at]?.kind === 'word') {
      name += tokens[at]!.value;
      at++;
      if (tokens[at]?.text !== '.') break;
      name += '.';
      at++;
    }
    if (tokens[at]?.text !== ':') continue;
    at++;
    const valueStart = tokens[at];
    at = skipAnnotationValue(tokens, at);
    if (name.toUpperCase() === 'ABAPCATALOG.SQLVIEWNAME' && valueStart?.kind === 'text') {
      sqlViewName = valueStart.value.toUpperCase();
    }
  }
  return { tokens: kept, sqlViewName };
}

function skipAnnotationValue(tokens: CdsToken[], start: number): number {
  const first = tokens[start];
  if (!first) return start;
  if (first.text === '[' || first.text === '{') {
    let depth = 0;
    let at = start;
    for (; at < tokens.length; at++) {
      const text = tokens[at]!.text;
      if (text === '[' || text === '{') depth++;
      if (text === ']' || text === '}') depth--;
      if (depth === 0) return at + 1;
    }
    return at;
  }
  if (first.text === '#' || first.text === '-') return start + 2;
  return start + 1;
}

interface Source {
  name: string;
  /** Alias used to qualify its columns (the name itself when none was given). */
  alias: string;
  fields: readonly DictionaryField[];
}

interface ResolvedPath {
  sql: string;
  field: DictionaryField;
}

const JOIN_STARTS = new Set(['INNER', 'LEFT', 'RIGHT', 'CROSS', 'JOIN']);
const ASSOCIATION_STARTS = new Set(['ASSOCIATION', 'COMPOSITION']);

class CdsParser {
  private at = 0;
  private readonly sources: Source[] = [];
  private readonly associations = new Set<string>();

  constructor(
    private readonly tokens: readonly CdsToken[],
    private readonly sourceFields: SourceFields,
  ) {}

  parse(sqlViewName: string): CdsViewDefinition {
    this.expectWord('DEFINE');
    this.acceptWord('ROOT');
    this.expectWord('VIEW');
    this.acceptWord('ENTITY');
    const name = this.name('a view name');
    if (this.isWord('WITH')) throw unsupported('parameters are', this.peek());
    this.expectWord('AS');
    let distinct = false;
    if (this.acceptWord('PROJECTION')) {
      this.expectWord('ON');
    } else {
      this.expectWord('SELECT');
      distinct = this.acceptWord('DISTINCT');
      this.expectWord('FROM');
    }
    let from = this.dataSource();
    for (;;) {
      const keyword = this.keyword();
      if (JOIN_STARTS.has(keyword)) from += ` ${this.join()}`;
      else if (ASSOCIATION_STARTS.has(keyword)) this.skipAssociation();
      else break;
    }
    this.expectSymbol('{');
    const columns: string[] = [];
    const fields: DictionaryField[] = [];
    while (this.peek()?.text !== '}') {
      const element = this.element();
      if (element) {
        if (fields.some((field) => field.field === element.field.field)) {
          throw new CdsProblem('cds-syntax', `CDS element ${element.field.field} is defined twice`);
        }
        columns.push(element.sql);
        fields.push(element.field);
      }
      if (!this.acceptSymbol(',')) break;
    }
    this.expectSymbol('}');
    if (fields.length === 0) throw new CdsProblem('cds-syntax', `CDS view ${name} has no elements`);
    let where = '';
    if (this.acceptWord('WHERE')) where = ` WHERE ${this.condition()}`;
    const rest = this.peek();
    if (rest && ['GROUP', 'HAVING', 'UNION', 'EXCEPT', 'INTERSECT'].includes(this.keyword())) {
      throw unsupported(`${rest.text.toUpperCase()} is`, rest);
    }
    this.acceptSymbol(';');
    if (this.peek()) throw syntax('the end of the definition', this.peek());
    return {
      name,
      sqlViewName,
      select: `SELECT ${distinct ? 'DISTINCT ' : ''}${columns.join(', ')} FROM ${from}${where}`,
      fields,
      sources: [...new Set(this.sources.map((source) => source.name))],
    };
  }

  // --- token helpers

  private peek(offset = 0): CdsToken | undefined {
    return this.tokens[this.at + offset];
  }

  private keyword(offset = 0): string {
    const token = this.peek(offset);
    return token?.kind === 'word' ? token.value.toUpperCase() : '';
  }

  private isWord(word: string): boolean {
    return this.keyword() === word;
  }

  private acceptWord(word: string): boolean {
    if (!this.isWord(word)) return false;
    this.at++;
    return true;
  }

  private expectWord(word: string): void {
    if (!this.acceptWord(word)) throw syntax(word.toLowerCase(), this.peek());
  }

  private acceptSymbol(symbol: string): boolean {
    if (this.peek()?.kind !== 'symbol' || this.peek()?.text !== symbol) return false;
    this.at++;
    return true;
  }

  private expectSymbol(symbol: string): void {
    if (!this.acceptSymbol(symbol)) throw syntax(`'${symbol}'`, this.peek());
  }

  private name(what: string): string {
    const token = this.peek();
    if (token?.kind !== 'word') throw syntax(what, token);
    this.at++;
    const name = token.value.toUpperCase();
    if (!isDictionaryName(name)) throw new CdsProblem('invalid-name', `Invalid CDS name ${token.value} (line ${token.line})`);
    return name;
  }

  // --- data sources

  private dataSource(): string {
    const token = this.peek();
    const name = this.name('a data source');
    if (this.peek()?.text === '(') throw unsupported('parameters are', token);
    const fields = this.sourceFields(name);
    if (!fields) {
      throw new CdsProblem('cds-unknown-source', `CDS data source ${name} does not exist in the database (line ${token!.line})`);
    }
    const alias = this.acceptWord('AS') ? this.name('an alias') : name;
    if (this.sources.some((source) => source.alias === alias)) {
      throw new CdsProblem('cds-syntax', `CDS alias ${alias} is used twice (line ${token!.line})`);
    }
    this.sources.push({ name, alias, fields });
    return alias === name ? quoteIdentifier(name) : `${quoteIdentifier(name)} AS ${quoteIdentifier(alias)}`;
  }

  private join(): string {
    const start = this.peek();
    let kind = 'INNER JOIN';
    if (this.acceptWord('LEFT')) {
      this.acceptWord('OUTER');
      kind = 'LEFT JOIN';
    } else if (this.acceptWord('RIGHT')) {
      this.acceptWord('OUTER');
      kind = 'RIGHT JOIN';
    } else if (this.acceptWord('CROSS')) {
      kind = 'CROSS JOIN';
    } else {
      this.acceptWord('INNER');
    }
    if (this.isWord('TO') || this.isWord('EXACT')) throw unsupported('join cardinalities are', start);
    this.expectWord('JOIN');
    const source = this.dataSource();
    if (kind === 'CROSS JOIN') return `${kind} ${source}`;
    this.expectWord('ON');
    return `${kind} ${source} ON ${this.condition()}`;
  }

  /** Associations add no columns; only the name is kept, so exposing `_Assoc` is accepted and dropped. */
  private skipAssociation(): void {
    this.at++;
    while (this.peek() && !this.isWord('TO') && !this.isWord('OF')) this.at++;
    if (!this.peek()) throw syntax('to', undefined);
    this.at++;
    // "composition of many to one": skip up to the target name.
    while (['MANY', 'ONE', 'EXACT', 'TO'].includes(this.keyword()) && this.peek(1)?.kind === 'word') this.at++;
    const target = this.name('an association target');
    const alias = this.acceptWord('AS') ? this.name('an alias') : target;
    this.associations.add(alias);
    if (!this.acceptWord('ON')) return;
    let depth = 0;
    while (this.peek()) {
      const text = this.peek()!.text;
      if (depth === 0 && (text === '{' || JOIN_STARTS.has(this.keyword()) || ASSOCIATION_STARTS.has(this.keyword()))) break;
      if (text === '(') depth++;
      if (text === ')') depth--;
      this.at++;
    }
  }

  // --- elements

  private element(): { sql: string; field: DictionaryField } | undefined {
    const key = this.acceptWord('KEY');
    const start = this.peek();
    if (!start) throw syntax('an element', start);
    if (start.kind === 'text' || start.kind === 'number') return this.literalElement(key);
    if (start.kind !== 'word') throw syntax('an element', start);
    if (start.value.startsWith('$')) throw unsupported(`${start.value} is`, start);
    if (this.peek(1)?.text === '(' || this.keyword() === 'CASE') {
      throw unsupported(`expression ${start.value.toUpperCase()} is`, start);
    }
    const path = this.path();
    const alias = this.acceptWord('AS') ? this.name('an element name') : '';
    if (this.acceptSymbol(':')) this.skipToElementEnd();
    this.rejectArithmetic();
    if (this.associations.has(path[0]!)) {
      if (path.length === 1) return undefined;
      throw unsupported(`path expression ${path.join('.')} through an association is`, start);
    }
    const resolved = this.resolve(path, start);
    const name = alias || path[path.length - 1]!;
    return {
      sql: `${resolved.sql} AS ${quoteIdentifier(name)}`,
      field: { ...resolved.field, field: name, key },
    };
  }

  private literalElement(key: boolean): { sql: string; field: DictionaryField } {
    const token = this.peek()!;
    this.at++;
    if (!this.acceptWord('AS')) throw syntax('as <name> after a literal element', this.peek());
    const name = this.name('an element name');
    const text = token.kind === 'text';
    return {
      sql: `${text ? quoteTextLiteral(token.value) : token.value} AS ${quoteIdentifier(name)}`,
      field: {
        field: name,
        key,
        type: text ? 'CHAR' : token.value.includes('.') ? 'FLTP' : 'INT4',
        length: text ? token.value.length : 10,
        decimals: 0,
        dataElement: '',
        domain: '',
        description: '',
      },
    };
  }

  private rejectArithmetic(): void {
    const token = this.peek();
    if (token?.kind === 'symbol' && ['+', '-', '*', '/', '|'].includes(token.text)) {
      throw unsupported(`arithmetic ('${token.text}') is`, token);
    }
  }

  /** Skips `: redirected to …` and `: localized` of projection elements. */
  private skipToElementEnd(): void {
    while (this.peek() && this.peek()!.text !== ',' && this.peek()!.text !== '}') this.at++;
  }

  private path(): string[] {
    const segments = [this.pathSegment()];
    while (this.acceptSymbol('.')) segments.push(this.pathSegment());
    return segments;
  }

  private pathSegment(): string {
    const token = this.peek();
    if (token?.kind !== 'word') throw syntax('a name', token);
    this.at++;
    return token.value.toUpperCase();
  }

  private resolve(path: string[], token: CdsToken): ResolvedPath {
    if (path.length > 2) throw unsupported(`path ${path.join('.')} is`, token);
    if (path.length === 2) {
      const source = this.sources.find((candidate) => candidate.alias === path[0]);
      if (!source) throw new CdsProblem('cds-unknown-source', `CDS alias ${path[0]} is not defined (line ${token.line})`);
      return this.column(source, path[1]!, token);
    }
    const owners = this.sources.filter((source) => source.fields.some((field) => field.field === path[0]));
    if (owners.length > 1) {
      throw new CdsProblem('cds-syntax', `CDS element ${path[0]} is ambiguous; qualify it with an alias (line ${token.line})`);
    }
    if (owners.length === 0) {
      throw new CdsProblem('cds-unknown-field', `CDS field ${path[0]} is not in ${this.sources.map((s) => s.name).join(', ')} (line ${token.line})`);
    }
    return this.column(owners[0]!, path[0]!, token);
  }

  private column(source: Source, name: string, token: CdsToken): ResolvedPath {
    const field = source.fields.find((candidate) => candidate.field === name);
    if (!field) throw new CdsProblem('cds-unknown-field', `CDS field ${name} is not in ${source.name} (line ${token.line})`);
    return { sql: `${quoteIdentifier(source.alias)}.${quoteIdentifier(field.field)}`, field };
  }

  // --- conditions (WHERE and join ON), rendered straight to SQL with inlined, quoted literals

  private condition(): string {
    const parts = [this.conjunction()];
    while (this.acceptWord('OR')) parts.push(this.conjunction());
    return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
  }

  private conjunction(): string {
    const parts = [this.negation()];
    while (this.acceptWord('AND')) parts.push(this.negation());
    return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
  }

  private negation(): string {
    if (this.acceptWord('NOT')) return `NOT ${this.negation()}`;
    if (this.acceptSymbol('(')) {
      const inner = this.condition();
      this.expectSymbol(')');
      return `(${inner})`;
    }
    return this.predicate();
  }

  private predicate(): string {
    const left = this.operand(undefined);
    const token = this.peek();
    if (this.acceptWord('IS')) {
      const negated = this.acceptWord('NOT');
      this.expectWord('NULL');
      return `(${left.sql} IS ${negated ? 'NOT ' : ''}NULL)`;
    }
    const negated = this.acceptWord('NOT');
    if (this.acceptWord('LIKE')) {
      const pattern = this.peek();
      if (pattern?.kind !== 'text') throw syntax('a text pattern after LIKE', pattern);
      this.at++;
      return `(${left.sql} ${negated ? 'NOT GLOB' : 'GLOB'} ${quoteTextLiteral(likeToGlob(pattern.value))})`;
    }
    if (this.acceptWord('BETWEEN')) {
      const low = this.operand(left.field);
      this.expectWord('AND');
      const high = this.operand(left.field);
      return `(${left.sql} ${negated ? 'NOT BETWEEN' : 'BETWEEN'} ${low.sql} AND ${high.sql})`;
    }
    if (negated) throw syntax('LIKE or BETWEEN after NOT', this.peek());
    if (token?.kind !== 'symbol' || !['=', '<>', '<', '>', '<=', '>=', '!='].includes(token.text)) {
      throw syntax('a comparison operator', token);
    }
    this.at++;
    const right = this.operand(left.field);
    const operator = token.text === '!=' ? '<>' : token.text;
    if (!left.field && right.field) return `(${this.operandFor(left, right.field)} ${operator} ${right.sql})`;
    return `(${left.sql} ${operator} ${right.sql})`;
  }

  /** A path or literal; a literal compared with a field is converted to how that field is stored. */
  private operand(against: DictionaryField | undefined): { sql: string; field?: DictionaryField; literal?: CdsToken } {
    const token = this.peek();
    if (!token) throw syntax('an operand', token);
    if (token.kind === 'text' || token.kind === 'number') {
      this.at++;
      const operand = { sql: '', literal: token };
      operand.sql = this.operandFor(operand, against);
      return operand;
    }
    if (token.kind === 'symbol' && token.text === '-' && this.peek(1)?.kind === 'number') {
      this.at += 2;
      return { sql: `-${this.peek(-1)!.value}` };
    }
    if (token.kind !== 'word') throw syntax('an operand', token);
    if (token.value.startsWith('$')) throw unsupported(`${token.value} is`, token);
    if (this.peek(1)?.text === '(') throw unsupported(`function ${token.value.toUpperCase()} is`, token);
    const path = this.path();
    if (this.associations.has(path[0]!)) throw unsupported(`path expression ${path.join('.')} through an association is`, token);
    return this.resolve(path, token);
  }

  private operandFor(operand: { sql: string; literal?: CdsToken }, field: DictionaryField | undefined): string {
    const literal = operand.literal;
    if (!literal) return operand.sql;
    if (literal.kind === 'number' && !field) return literal.value;
    if (!field) return quoteTextLiteral(literal.value);
    const converted = toStored(field, literal.value, { lenient: true });
    if (!converted.ok) throw new CdsProblem('cds-syntax', `CDS literal ${literal.text} (line ${literal.line}): ${converted.reason}`);
    return typeof converted.value === 'string' ? quoteTextLiteral(converted.value) : String(converted.value);
  }
}
