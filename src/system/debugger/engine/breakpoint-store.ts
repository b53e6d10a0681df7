/**
 * The breakpoints of each user and terminal in the system's repository database (table
 * debugger_breakpoints): a restarted service keeps them. Written through on every change of a terminal's
 * list, read once when the debugger starts; a condition is compiled again when read.
 */
import type { RepositoryDatabase } from '../../repository/database.js';
import type { SourceLine } from '../../../protocol/debugger.js';
import type { Breakpoint, Registration } from './breakpoints.js';
import { compileCondition } from './breakpoint-conditions.js';

interface Row {
  client: string;
  user_name: string;
  terminal_id: string;
  ide_id: string;
  debugging_mode: string;
  id: string;
  kind: string;
  client_id: string;
  uri: string;
  source: string;
  file: string;
  row: number;
  skip_count: number;
  condition: string | null;
  exception_class: string | null;
}

export class BreakpointStore {
  constructor(private readonly db: RepositoryDatabase) {}

  /** Every kept registration (one per client, user and terminal), breakpoints in the order they were set. */
  load(): Registration[] {
    const rows = this.db.prepare('SELECT * FROM debugger_breakpoints ORDER BY client, user_name, terminal_id, position').all() as Row[];
    const registrations = new Map<string, Registration>();
    for (const row of rows) {
      let source: SourceLine;
      try {
        source = JSON.parse(row.source) as SourceLine;
      } catch {
        continue;
      }
      const key = `${row.client}\u0000${row.user_name}\u0000${row.terminal_id}`;
      let registration = registrations.get(key);
      if (!registration) {
        registration = { client: row.client, user: row.user_name, terminalId: row.terminal_id, ideId: row.ide_id, debuggingMode: row.debugging_mode, breakpoints: [] };
        registrations.set(key, registration);
      }
      const breakpoint: Breakpoint = {
        id: row.id,
        kind: row.kind,
        clientId: row.client_id,
        uri: row.uri,
        source,
        file: row.file,
        row: row.row,
        skipCount: row.skip_count,
        ...(row.condition ? { condition: row.condition, compiled: compileCondition(row.condition) } : {}),
        ...(row.exception_class ? { exceptionClass: row.exception_class } : {}),
      };
      registration.breakpoints.push(breakpoint);
    }
    return [...registrations.values()];
  }

  /** Replaces the kept breakpoints of a registration's terminal with its list (an empty list removes them). */
  save(registration: Registration): void {
    const remove = this.db.prepare('DELETE FROM debugger_breakpoints WHERE client = ? AND user_name = ? AND terminal_id = ?');
    const insert = this.db.prepare(
      `INSERT INTO debugger_breakpoints (client, user_name, terminal_id, ide_id, debugging_mode, position, id, kind, client_id, uri, source, file, row, skip_count, condition, exception_class)
       VALUES (@client, @user_name, @terminal_id, @ide_id, @debugging_mode, @position, @id, @kind, @client_id, @uri, @source, @file, @row, @skip_count, @condition, @exception_class)`,
    );
    this.db.transaction(() => {
      remove.run(registration.client, registration.user, registration.terminalId);
      registration.breakpoints.forEach((bp, position) =>
        insert.run({
          client: registration.client,
          user_name: registration.user,
          terminal_id: registration.terminalId,
          ide_id: registration.ideId,
          debugging_mode: registration.debuggingMode,
          position,
          id: bp.id,
          kind: bp.kind,
          client_id: bp.clientId,
          uri: bp.uri,
          source: JSON.stringify(bp.source),
          file: bp.file,
          row: bp.row,
          skip_count: bp.skipCount,
          condition: bp.condition ?? null,
          exception_class: bp.exceptionClass ?? null,
        }),
      );
    })();
  }
}
