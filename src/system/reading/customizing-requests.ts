/**
 * Customizing requests (transport function W) as far as the customize operation needs them: checking that
 * a request can take an entry, and recording the entry (R3TR TABU <table> with its key) on it. Requests
 * themselves are the transport module's; only table entries, which carry a key, are recorded here.
 */
import type { RepositoryDatabase } from '../repository/database.js';
import { TransportStore } from '../transports/index.js';
import { messages } from '../../protocol/messages.js';

export interface TableKeyField {
  field: string;
  /** Characters the field takes in a table key (its DDIC length). */
  length: number;
  value: string;
}

export class CustomizingRequests {
  private readonly transports: TransportStore;

  constructor(
    private readonly db: RepositoryDatabase,
    sid: string,
  ) {
    this.transports = new TransportStore(db, sid);
  }

  /** The spec's refusal when the request cannot take customizing entries; undefined when it can. */
  problem(number: string): string | undefined {
    const request = this.transports.get(number);
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

  /** The open request of another user an entry is recorded on (the entry's lock), if any. */
  lockOf(table: string, key: readonly TableKeyField[], user: string): { number: string; owner: string } | undefined {
    return this.db
      .prepare(
        `SELECT t.number, t.owner FROM transport_entries e JOIN transports t USING (number)
          WHERE t.status = 'D' AND e.obj_type = 'TABU' AND e.obj_name = ? AND e.table_key = ? AND t.owner <> ? ORDER BY t.number LIMIT 1`,
      )
      .get(table.toUpperCase(), tableKey(key), user) as { number: string; owner: string } | undefined;
  }

  /** Opens a new customizing request owned by the user. */
  create(owner: string, description: string): string {
    return this.transports.create(owner, description, 'W').number;
  }
}

/**
 * The key of a table entry as a transport records it: the key fields' values one after the other, each
 * padded to its length (client first for client-dependent tables).
 */
export function tableKey(key: readonly TableKeyField[]): string {
  return key.map((part) => part.value.padEnd(part.length, ' ')).join('').trimEnd();
}
