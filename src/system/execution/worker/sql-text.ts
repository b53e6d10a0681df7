/**
 * The SQL text the ABAP runtime hands its database driver, rewritten for the application database:
 *
 * - Client handling: ABAP code never names the client. Every client-dependent table a SELECT reads is
 *   replaced by the rows of the run's client (`(SELECT * FROM "T" WHERE "MANDT" = '100') AS "t"`), so joins
 *   and subqueries are filtered too; UPDATE and DELETE conditions get the client condition, and a client
 *   condition the runtime generated from a work area's (blank) MANDT is replaced by the run's client.
 * - Fixed-length text: the runtime sends CHAR values padded with blanks; the database keeps them
 *   right-trimmed (field-values.ts), so literals are right-trimmed as ABAP comparisons ignore trailing blanks.
 * - ABAP SQL additions the runtime passes through: `UP TO n ROWS` becomes `LIMIT n` at the end, and
 *   `ORDER BY PRIMARY KEY` the key columns.
 *
 * The text is tokenized first (string literals, quoted identifiers, words, symbols), so that nothing inside
 * a literal is ever taken for a keyword or a table name.
 */
import { readQuoted } from '../../data/sql-identifiers.js';

export type SqlToken =
  | { kind: 'space'; text: string }
  | { kind: 'string'; text: string; value: string }
  | { kind: 'identifier'; text: string; name: string }
  | { kind: 'word'; text: string }
  | { kind: 'symbol'; text: string };

export function tokenizeSql(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let at = 0;
  while (at < sql.length) {
    const char = sql[at]!;
    if (/\s/.test(char)) {
      let end = at + 1;
      while (end < sql.length && /\s/.test(sql[end]!)) end++;
      tokens.push({ kind: 'space', text: sql.slice(at, end) });
      at = end;
    } else if (char === "'" || char === '"' || char === '`') {
      const { end: closed, value } = readQuoted(sql, at, char);
      const end = closed < 0 ? sql.length : closed;
      const text = sql.slice(at, end);
      tokens.push(char === "'" ? { kind: 'string', text, value } : { kind: 'identifier', text, name: value });
      at = end;
    } else if (/[A-Za-z0-9_/~$#@]/.test(char)) {
      let end = at + 1;
      while (end < sql.length && /[A-Za-z0-9_/~$#@.]/.test(sql[end]!)) end++;
      tokens.push({ kind: 'word', text: sql.slice(at, end) });
      at = end;
    } else {
      tokens.push({ kind: 'symbol', text: char });
      at++;
    }
  }
  return tokens;
}

export function sqlText(tokens: readonly SqlToken[]): string {
  return tokens.map((token) => token.text).join('');
}

export function quoteSqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function quoteSqlIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The table name a FROM/JOIN/UPDATE/DELETE target token names, upper case; undefined for anything else. */
export function tableNameOf(token: SqlToken | undefined): string | undefined {
  if (!token) return undefined;
  if (token.kind === 'identifier') return token.name.toUpperCase();
  if (token.kind === 'word' && !/^(SELECT|WITH)$/i.test(token.text)) return token.text.toUpperCase();
  return undefined;
}

/** Words that follow a table name and begin the next clause (not an alias). */
const clauseWords = new Set(['WHERE', 'JOIN', 'INNER', 'LEFT', 'RIGHT', 'OUTER', 'CROSS', 'ON', 'GROUP', 'ORDER', 'HAVING', 'UNION', 'EXCEPT', 'INTERSECT', 'LIMIT', 'OFFSET', 'SET', 'VALUES', 'NATURAL', 'USING']);

/**
 * Every table a statement names: the name after each FROM and JOIN (subqueries, UNION and a WHERE clause included)
 * and after a comma that follows one, however the runtime quoted it. A derived table `FROM (SELECT …)` names none
 * itself; its own FROM is found in turn.
 */
export function tablesNamedIn(sql: string): string[] {
  const tokens = tokenizeSql(sql);
  const named: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isWord(tokens[i], 'FROM') && !isWord(tokens[i], 'JOIN') && !isWord(tokens[i], 'UPDATE') && !isWord(tokens[i], 'INTO')) continue;
    let at = nextNonSpace(tokens, i + 1);
    for (;;) {
      const table = tableNameOf(tokens[at]);
      if (!table) break;
      named.push(table);
      // an alias (AS x, or a bare name), then a comma continues the list
      let next = nextNonSpace(tokens, at + 1);
      if (isWord(tokens[next], 'AS')) next = nextNonSpace(tokens, nextNonSpace(tokens, next + 1) + 1);
      else if (tokens[next]?.kind === 'identifier' || (tokens[next]?.kind === 'word' && !clauseWords.has(tokens[next]!.text.toUpperCase()))) next = nextNonSpace(tokens, next + 1);
      if (tokens[next]?.text !== ',') break;
      at = nextNonSpace(tokens, next + 1);
    }
  }
  return named;
}

/** What the rewrite needs to know of the database: which tables are client-dependent, and by which column. */
export interface ClientTables {
  /** The client column of a client-dependent table (upper case), undefined for other tables and views. */
  clientColumn(table: string): string | undefined;
  /** Key columns of a table (upper case), for ORDER BY PRIMARY KEY. */
  keyColumns(table: string): string[];
}

const isWord = (token: SqlToken | undefined, word: string): boolean => token?.kind === 'word' && token.text.toUpperCase() === word;

function nextNonSpace(tokens: readonly SqlToken[], from: number): number {
  let at = from;
  while (at < tokens.length && tokens[at]!.kind === 'space') at++;
  return at;
}

function rtrimLiterals(tokens: SqlToken[]): void {
  tokens.forEach((token, index) => {
    if (token.kind === 'string' && / +$/.test(token.value)) {
      const value = token.value.replace(/ +$/, '');
      tokens[index] = { kind: 'string', text: quoteSqlString(value), value };
    }
  });
}

/** Rewrites a SELECT for the run's client (see the module comment). */
export function rewriteSelect(sql: string, client: string, tables: ClientTables, primaryKey?: string[]): string {
  const tokens = tokenizeSql(sql);
  rtrimLiterals(tokens);
  const out: SqlToken[] = [];
  let limit: string | undefined;
  let firstTable: string | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // UP TO <n> ROWS
    if (isWord(token, 'UP')) {
      const to = nextNonSpace(tokens, i + 1);
      const count = nextNonSpace(tokens, to + 1);
      const rows = nextNonSpace(tokens, count + 1);
      if (isWord(tokens[to], 'TO') && tokens[count]?.kind === 'word' && isWord(tokens[rows], 'ROWS')) {
        limit = tokens[count]!.text;
        i = tokens[rows + 1]?.kind === 'space' && out[out.length - 1]?.kind === 'space' ? rows + 1 : rows;
        continue;
      }
    }
    // ORDER BY PRIMARY KEY
    if (isWord(token, 'PRIMARY')) {
      const key = nextNonSpace(tokens, i + 1);
      const previous = [...out].reverse().find((t) => t.kind !== 'space');
      if (isWord(tokens[key], 'KEY') && isWord(previous, 'BY')) {
        const columns = primaryKey && primaryKey.length > 0 ? primaryKey.map((c) => c.toUpperCase()) : firstTable ? tables.keyColumns(firstTable) : [];
        const clientColumn = firstTable ? tables.clientColumn(firstTable) : undefined;
        const ordered = columns.filter((c) => c !== clientColumn);
        out.push({ kind: 'word', text: ordered.length > 0 ? ordered.map(quoteSqlIdentifier).join(', ') : '1' });
        i = key;
        continue;
      }
    }
    out.push(token);
    if (isWord(token, 'FROM') || isWord(token, 'JOIN')) {
      const at = nextNonSpace(tokens, i + 1);
      const table = tableNameOf(tokens[at]);
      if (!table) continue;
      firstTable ??= table;
      const clientColumn = tables.clientColumn(table);
      if (!clientColumn) continue;
      for (let s = i + 1; s < at; s++) out.push(tokens[s]!);
      // keep an alias, else the table's own name stays the correlation name
      let alias = tokens[at]!.kind === 'identifier' ? tokens[at]!.text : quoteSqlIdentifier(tokens[at]!.text.toLowerCase());
      let end = at;
      const asAt = nextNonSpace(tokens, at + 1);
      if (isWord(tokens[asAt], 'AS')) {
        const aliasAt = nextNonSpace(tokens, asAt + 1);
        const aliasToken = tokens[aliasAt];
        if (aliasToken && (aliasToken.kind === 'identifier' || aliasToken.kind === 'word')) {
          alias = aliasToken.kind === 'identifier' ? aliasToken.text : quoteSqlIdentifier(aliasToken.text);
          end = aliasAt;
        }
      }
      out.push({
        kind: 'word',
        text: `(SELECT * FROM ${quoteSqlIdentifier(table)} WHERE ${quoteSqlIdentifier(clientColumn)} = ${quoteSqlString(client)}) AS ${alias}`,
      });
      i = end;
    }
  }
  let text = sqlText(out).trimEnd();
  if (limit !== undefined) text += ` LIMIT ${limit}`;
  return text;
}

/**
 * A WHERE condition of UPDATE or DELETE for the run's client: literals right-trimmed, a condition on the
 * client column the runtime built from a work area set to the run's client, and the client condition added.
 */
export function clientCondition(where: string, client: string, clientColumn: string | undefined): string {
  const tokens = tokenizeSql(where);
  rtrimLiterals(tokens);
  if (clientColumn) {
    for (let i = 0; i < tokens.length; i++) {
      const name = tokens[i]!.kind === 'identifier' || tokens[i]!.kind === 'word' ? tableNameOf(tokens[i]) : undefined;
      if (name !== clientColumn) continue;
      const eq = nextNonSpace(tokens, i + 1);
      const value = nextNonSpace(tokens, eq + 1);
      if (tokens[eq]?.text === '=' && tokens[value]?.kind === 'string') {
        tokens[value] = { kind: 'string', text: quoteSqlString(client), value: client };
      }
    }
  }
  const condition = sqlText(tokens).trim();
  if (!clientColumn) return condition;
  const own = `${quoteSqlIdentifier(clientColumn)} = ${quoteSqlString(client)}`;
  return condition === '' ? own : `${own} AND (${condition})`;
}

/** `column = literal` of an UPDATE's SET list, or undefined when the item is an expression. */
export function assignmentOf(item: string): { column: string; value: string | number } | undefined {
  const tokens = tokenizeSql(item).filter((token) => token.kind !== 'space');
  if (tokens.length !== 3 || tokens[1]!.text !== '=') return undefined;
  const column = tableNameOf(tokens[0]);
  if (!column) return undefined;
  const value = literalValue(tokens[2]!);
  return value === undefined ? undefined : { column, value };
}

/** A literal of INSERT VALUES or SET: a string's value or a number. */
export function literalValue(token: SqlToken | string): string | number | undefined {
  const parsed = typeof token === 'string' ? tokenizeSql(token.trim()) : [token];
  if (parsed.length === 1 && parsed[0]!.kind === 'string') return parsed[0]!.value;
  const text = parsed.map((t) => t.text).join('');
  if (/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text)) return Number(text);
  return undefined;
}
