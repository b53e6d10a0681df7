/**
 * The SQL trace of a run in the work process: every statement the database driver sends to SQLite (the SQL
 * after the client rewrite, its parameters, rows and time) with the ABAP frames that sent it, and, once per
 * distinct SELECT, SQLite's query plan and the table's key. What the statements mean (aggregation, findings)
 * is the service's (sql-trace.ts), which knows the ABAP sources.
 */
import type { RawSqlStatement } from '../pool/protocol.js';
import type { SqlSent, SqliteDatabaseDriver } from '../worker/database-driver.js';
import type { FrameMapper } from '../worker/stack-frames.js';

/** At most this many statements are kept per run (the rest are counted in their group by the first ones). */
export const SQL_TRACE_LIMIT = 10_000;

export class SqlTraceRecorder {
  private readonly statements: RawSqlStatement[] = [];
  private readonly plans = new Map<string, string[]>();
  private readonly shapes = new Map<string, { keyColumns: string[]; columnCount: number } | undefined>();
  dropped = 0;

  constructor(
    private readonly database: SqliteDatabaseDriver,
    private readonly frames: FrameMapper,
  ) {}

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
    // the ABAP frames are near the top: a short stack is cheaper to take and to map
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 30;
    let frames: RawSqlStatement['frames'];
    try {
      frames = this.frames
        .currentFrames()
        .slice(0, 20)
        .map((frame) => ({ file: frame.file, row: frame.row }));
    } finally {
      Error.stackTraceLimit = limit;
    }
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
