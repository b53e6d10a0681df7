/**
 * The SQL trace of a run in the work process: every statement the database driver sends to SQLite (the SQL
 * after the client rewrite, its parameters, rows and time) with the ABAP frames that sent it, and, once per
 * distinct SELECT, SQLite's query plan and the table's key. What the statements mean (aggregation, findings)
 * is the service's (sql-trace.ts), which knows the ABAP sources.
 */
import type { RawSqlStatement } from '../pool/protocol.js';
import type { SqlSent, SqliteDatabaseDriver } from '../worker/database-driver.js';
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { pathToFileURL } from 'node:url';

/** At most this many statements are kept per run (the rest are counted in their group by the first ones). */
export const SQL_TRACE_LIMIT = 10_000;

export class SqlTraceRecorder {
  private readonly statements: RawSqlStatement[] = [];
  private readonly plans = new Map<string, string[]>();
  private readonly shapes = new Map<string, { keyColumns: string[]; columnCount: number } | undefined>();
  dropped = 0;

  private readonly sites: CallSites;

  constructor(
    private readonly database: SqliteDatabaseDriver,
    generationDir: string,
  ) {
    this.sites = callSitesOf(generationDir);
  }

  start(): this {
    this.database.observer = (sent) => this.record(sent);
    return this;
  }

  finish(): RawSqlStatement[] {
    if (this.database.observer) this.database.observer = undefined;
    return this.statements;
  }

  private record(sent: SqlSent): void {
    if (this.statements.length >= SQL_TRACE_LIMIT) {
      this.dropped++;
      return;
    }
    const frames = this.sites.abapFrames();
    const table = sent.table.split(',')[0] ?? '';
    if (!this.shapes.has(table)) this.shapes.set(table, this.database.tableShape(table));
    const shape = this.shapes.get(table);
    const statement: RawSqlStatement = {
      operation: sent.operation,
      table: table.replace(/"/g, '').toUpperCase(),
      sql: sent.sql,
      parameters: sent.parameters.map((value) => (typeof value === 'bigint' ? value.toString() : value)),
      rows: sent.rows,
      millis: Math.round(sent.millis * 1000) / 1000,
      frames,
      ...(shape ? { keyColumns: shape.keyColumns, columnCount: shape.columnCount } : {}),
    };
    if (sent.operation === 'SELECT') {
      let plan = this.plans.get(sent.sql);
      if (!plan) {
        // planning is not the statement's time: the observer is told after the statement ran
        plan = this.database.queryPlan(sent.sql);
        this.plans.set(sent.sql, plan);
      }
      statement.plan = plan;
    }
    this.statements.push(statement);
  }
}

/**
 * The ABAP frames of the current stack, innermost first: V8's call sites taken raw (no text is formatted) and
 * those of the generation's modules mapped through their source maps, each call site once per work process.
 */
interface CallSites {
  abapFrames(): RawSqlStatement['frames'];
}

const kept = new Map<string, CallSites>();

function callSitesOf(generationDir: string): CallSites {
  const known = kept.get(generationDir);
  if (known) return known;
  const prefix = pathToFileURL(generationDir).href + '/';
  const maps = new Map<string, SourceMap | null>();
  // by module URL, then by line and column (a number): no text is made per frame
  const mapped = new Map<string, Map<number, { file: string; row: number } | null>>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      try {
        maps.set(url, new SourceMap(JSON.parse(readFileSync(new URL(`${url}.map`), 'utf8'))));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url) ?? undefined;
  };
  const frameOf = (url: string, line: number, column: number) => {
    let byPosition = mapped.get(url);
    if (!byPosition) mapped.set(url, (byPosition = new Map()));
    const position = line * 4294967296 + column;
    let frame = byPosition.get(position);
    if (frame === undefined) {
      const entry = mapOf(url.split('?')[0]!)?.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number } | undefined;
      frame = entry?.originalSource !== undefined && entry.originalLine !== undefined ? { file: entry.originalSource.replace(/^.*\babap\//, '').toLowerCase(), row: entry.originalLine + 1 } : null;
      byPosition.set(position, frame);
    }
    return frame ?? undefined;
  };
  const sites: CallSites = {
    abapFrames() {
      const prepare = Error.prepareStackTrace;
      const limit = Error.stackTraceLimit;
      const holder: { stack?: NodeJS.CallSite[] } = {};
      try {
        Error.prepareStackTrace = (_error, callSites) => callSites;
        Error.stackTraceLimit = 16;
        Error.captureStackTrace(holder, sites.abapFrames);
        void holder.stack;
      } finally {
        Error.prepareStackTrace = prepare;
        Error.stackTraceLimit = limit;
      }
      const frames: RawSqlStatement['frames'] = [];
      for (const site of holder.stack ?? []) {
        const url = site.getFileName() ?? '';
        if (!url.startsWith(prefix)) continue;
        const frame = frameOf(url, site.getLineNumber() ?? 0, site.getColumnNumber() ?? 0);
        if (frame) frames.push(frame);
      }
      return frames;
    },
  };
  kept.set(generationDir, sites);
  return sites;
}
