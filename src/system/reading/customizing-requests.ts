/**
 * Customizing requests (transport function W) as far as the customize operation needs them: checking that
 * a request can take an entry, and recording the entry (R3TR TABU <table> with its key) on it. Works on
 * the repository's transports tables, which the transport module of pull shares.
 */
import type { RepositoryDatabase } from '../repository/database.js';
import { messages } from '../../protocol/messages.js';

export interface TableKeyField {
  field: string;
  /** Characters the field takes in a table key (its DDIC length). */
  length: number;
  value: string;
}

export class CustomizingRequests {
  constructor(private readonly db: RepositoryDatabase) {}

  /** The spec's refusal when the request cannot take customizing entries; undefined when it can. */
  problem(number: string): string | undefined {
    const request = this.db.prepare('SELECT kind, status FROM transports WHERE number = ?').get(number) as
      | { kind: string; status: string }
      | undefined;
    if (!request) return messages.transportNotFound(number);
    if (request.status !== 'D') return messages.transportReleased(number);
    if (request.kind !== 'W') return messages.transportNotCustomizing(number);
    return undefined;
  }

  /** Records a table entry on the request; recording the same entry twice keeps one. */
  recordEntry(number: string, table: string, key: readonly TableKeyField[]): void {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO transport_entries (number, pgmid, obj_type, obj_name, table_key)
         VALUES (?, 'R3TR', 'TABU', ?, ?)`,
      )
      .run(number, table, tableKey(key));
  }

  /** Entries recorded on a request, as (table, key) pairs. */
  entries(number: string): Array<{ table: string; key: string }> {
    return this.db
      .prepare(
        `SELECT obj_name AS "table", table_key AS "key" FROM transport_entries
          WHERE number = ? AND obj_type = 'TABU' ORDER BY obj_name, table_key`,
      )
      .all(number) as Array<{ table: string; key: string }>;
  }

  /**
   * Opens a new customizing request owned by the user, numbered after the highest request of the system
   * (<SID>K9nnnnn, as the workbench requests of pull are).
   */
  create(sid: string, owner: string, description: string): string {
    return this.db.transaction(() => {
      const prefix = `${sid}K9`;
      const last = this.db
        .prepare('SELECT max(CAST(substr(number, ?) AS INTEGER)) AS n FROM transports WHERE number LIKE ? ESCAPE \'\\\'')
        .get(prefix.length + 1, `${prefix}%`) as { n: number | null };
      const number = `${prefix}${String((last.n ?? 0) + 1).padStart(5, '0')}`;
      this.db
        .prepare("INSERT INTO transports (number, kind, owner, description, status, created_at) VALUES (?, 'W', ?, ?, 'D', ?)")
        .run(number, owner, description, new Date().toISOString());
      return number;
    })();
  }
}

/**
 * The key of a table entry as a transport records it: the key fields' values one after the other, each
 * padded to its length (client first for client-dependent tables).
 */
export function tableKey(key: readonly TableKeyField[]): string {
  return key.map((part) => part.value.padEnd(part.length, ' ')).join('').trimEnd();
}
