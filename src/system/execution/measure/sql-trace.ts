/**
 * A traced run's database statements (sql-trace-recorder.ts, in the work process) in ABAP terms: each with the
 * ABAP statement and line that sent it, identical ones aggregated (the same SQL with its literals as ?, from
 * the same ABAP statement), and findings:
 * - N_PLUS_ONE: the same SELECT sent more than once from a statement inside a loop (of its own procedure or of
 *   a caller's, as the frames of the first execution show), with the loop's line;
 * - SELECT_STAR: SELECT * into a work area or table of which the procedure reads at most half the fields;
 * - FULL_SCAN: SQLite's query plan scans the table (EXPLAIN QUERY PLAN says SCAN without an index);
 * - SINGLE_WITHOUT_KEY: SELECT SINGLE whose WHERE does not fix every key field with `=`.
 */
import type { RawSqlStatement } from '../pool/protocol.js';
import type { Generation } from '../transpile/runtime-build.js';
import type { SqlFinding, SqlTrace, SqlTraceGroup, SqlTraceStatement } from '../../../protocol/profile.js';
import { tokenizeSql } from '../worker/sql-text.js';
import { blocksOf, loopAround, objectOfFile, procedureAt, type FileBlocks } from './abap-blocks.js';

const ms = (value: number) => Math.round(value * 1000) / 1000;

/** The SQL with its literals as ? (what makes two statements identical) and the literals. */
export function sqlShape(sql: string): { shape: string; literals: Array<string | number> } {
  const literals: Array<string | number> = [];
  let previous = '';
  const shape = tokenizeSql(sql)
    .map((token) => {
      const after = previous;
      if (token.kind !== 'space') previous = token.text.toUpperCase();
      if (token.kind === 'string') {
        literals.push(token.value);
        return '?';
      }
      // a row limit is the statement's own (UP TO n ROWS), not a value it compares
      if (token.kind === 'word' && /^-?\d+(\.\d+)?$/.test(token.text) && after !== 'LIMIT' && after !== 'OFFSET') {
        literals.push(Number(token.text));
        return '?';
      }
      return token.text;
    })
    .join('');
  return { shape, literals };
}

export function sqlTraceOf(generation: Generation, raw: readonly RawSqlStatement[]): SqlTrace {
  const statements: SqlTraceStatement[] = [];
  const groups = new Map<string, SqlTraceGroup & { first: RawSqlStatement }>();
  // a statement in a loop sends the same SQL again and again: its shape is made once
  const shapes = new Map<string, ReturnType<typeof sqlShape>>();
  for (const entry of raw) {
    const frame = entry.frames[0] ?? { file: '', row: 0 };
    const blocks = blocksOf(generation, frame.file);
    const statement = statementText(blocks, frame.row);
    const object = objectOfFile(generation, frame.file)?.name ?? '';
    let shaped = shapes.get(entry.sql);
    if (!shaped) shapes.set(entry.sql, (shaped = sqlShape(entry.sql)));
    const { shape, literals } = shaped;
    statements.push({
      operation: entry.operation,
      table: entry.table,
      object,
      file: frame.file,
      line: frame.row,
      statement,
      sql: entry.sql,
      parameters: [...entry.parameters, ...literals],
      rows: entry.rows,
      ms: entry.millis,
    });
    const key = `${frame.file}:${frame.row}\n${shape}`;
    const group = groups.get(key);
    if (group) {
      group.executions++;
      group.rows += entry.rows;
      group.total_ms = ms(group.total_ms + entry.millis);
    } else {
      groups.set(key, { operation: entry.operation, table: entry.table, object, file: frame.file, line: frame.row, statement, sql: shape, executions: 1, rows: entry.rows, total_ms: entry.millis, first: entry });
    }
  }
  const findings: SqlFinding[] = [];
  for (const group of groups.values()) findings.push(...findingsOf(generation, group, group.first));
  const sortedGroups = [...groups.values()].map(({ first: _first, ...group }) => group).sort((a, b) => b.total_ms - a.total_ms || b.executions - a.executions);
  return { total_ms: ms(raw.reduce((sum, entry) => sum + entry.millis, 0)), statements, groups: sortedGroups, findings };
}

/** The ABAP statement at a row (its tokens), else the row's text. */
function statementText(blocks: FileBlocks, row: number): string {
  return blocks.statements.get(row) ?? (blocks.lines[row - 1] ?? '').trim();
}

function findingsOf(generation: Generation, group: SqlTraceGroup, first: RawSqlStatement): SqlFinding[] {
  const found: SqlFinding[] = [];
  const at = { table: group.table, object: group.object, file: group.file, line: group.line };
  if (group.operation !== 'SELECT') return found;
  if (group.executions > 1) {
    for (const frame of first.frames) {
      const loop = loopAround(blocksOf(generation, frame.file), frame.row);
      if (!loop) continue;
      found.push({
        kind: 'N_PLUS_ONE',
        ...at,
        loop_file: frame.file,
        loop_line: loop.startRow,
        executions: group.executions,
        text: `The same SELECT on ${group.table} ran ${group.executions} times inside the ${loop.keyword} at ${frame.file} line ${loop.startRow}: read the rows once before the loop (FOR ALL ENTRIES, a join, or a table read into an internal table)`,
      });
      break;
    }
  }
  const star = /^SELECT\s+(SINGLE\s+)?(FOR\s+UPDATE\s+)?\*\s/i.test(group.statement) || /\bSELECT\s+\*\s+FROM\b/i.test(group.statement);
  if (star && first.columnCount) {
    const used = fieldsUsed(generation, group.file, group.line, group.statement);
    if (used && used.fields.length <= first.columnCount / 2) {
      found.push({
        kind: 'SELECT_STAR',
        ...at,
        text: `SELECT * reads all ${first.columnCount} fields of ${group.table}, the code uses ${used.fields.length} of ${used.target} (${used.fields.join(', ') || 'none'}): name the fields`,
      });
    }
  }
  for (const detail of first.plan ?? []) {
    const scan = /^SCAN\s+(?:TABLE\s+)?("?)([^\s"]+)\1(.*)$/i.exec(detail.trim());
    if (!scan || /USING\s+(COVERING\s+)?INDEX/i.test(scan[3] ?? '')) continue;
    found.push({ kind: 'FULL_SCAN', ...at, text: `SQLite reads every row of ${scan[2]!.toUpperCase()} (query plan: ${detail.trim()}): a WHERE on its key or an index would not` });
    break;
  }
  if (/^SELECT\s+SINGLE\b/i.test(group.statement) && first.keyColumns && first.keyColumns.length > 0) {
    const fixed = equalityColumns(first.sql);
    const missing = first.keyColumns.filter((column) => !fixed.has(column));
    if (missing.length > 0) {
      found.push({ kind: 'SINGLE_WITHOUT_KEY', ...at, text: `SELECT SINGLE on ${group.table} without the full key (missing ${missing.join(', ')}): the row it reads is not determined` });
    }
  }
  return found;
}

/** Columns a statement's SQL compares with `=` ("col" = … or … = "col"). */
function equalityColumns(sql: string): Set<string> {
  const tokens = tokenizeSql(sql).filter((token) => token.kind !== 'space');
  const columns = new Set<string>();
  const where = tokens.findIndex((token) => token.kind === 'word' && token.text.toUpperCase() === 'WHERE');
  if (where < 0) return columns;
  for (let i = where + 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== 'symbol' || token.text !== '=') continue;
    for (const side of [tokens[i - 1], tokens[i + 1]]) {
      if (!side) continue;
      const name = side.kind === 'identifier' ? side.name : side.kind === 'word' && /^[A-Za-z_]/.test(side.text) ? side.text : undefined;
      if (name) columns.add(name.split('.').pop()!.replace(/"/g, '').toUpperCase());
    }
  }
  return columns;
}

/** The INTO target of a SELECT and the fields its procedure reads of it (target-field); undefined: no plain target. */
function fieldsUsed(generation: Generation, file: string, row: number, statement: string): { target: string; fields: string[] } | undefined {
  const into = /\bINTO\s+(?:CORRESPONDING\s+FIELDS\s+OF\s+)?(?:TABLE\s+)?@?(?:DATA\(\s*)?([A-Za-z_][\w]*)/i.exec(statement);
  if (!into) return undefined;
  const target = into[1]!;
  const blocks = blocksOf(generation, file);
  const procedure = procedureAt(blocks, row);
  const from = procedure?.startRow ?? 1;
  const to = procedure?.endRow ?? blocks.lines.length;
  const fields = new Set<string>();
  // a table target is read row by row through its work areas: the loop variables that take its rows count too
  const names = new Set([target.toLowerCase()]);
  const body = blocks.lines.slice(from - 1, to).join('\n');
  for (const match of body.matchAll(new RegExp(`\\bLOOP\\s+AT\\s+${escape(target)}\\s+(?:INTO\\s+(?:DATA\\(\\s*)?|ASSIGNING\\s+(?:FIELD-SYMBOL\\(\\s*)?)([<>\\w]+)`, 'gi'))) names.add(match[1]!.toLowerCase());
  for (const name of names) {
    for (const match of body.matchAll(new RegExp(`(?<![\\w>-])${escape(name)}-([A-Za-z_]\\w*)`, 'gi'))) fields.add(match[1]!.toUpperCase());
  }
  return { target, fields: [...fields].sort() };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\<>]/g, '\\$&');
}
