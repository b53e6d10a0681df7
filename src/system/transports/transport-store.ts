/**
 * Transport requests of the system: workbench requests (kind K) numbered <SID>K9nnnnn, and the object
 * entries recorded in them (R3TR <type> <name>).
 */
import type { RepositoryDatabase } from '../repository/database.js';
import { camelCased } from '../camel-cased.js';

export interface TransportRequest {
  number: string;
  kind: 'K' | 'W';
  owner: string;
  description: string;
  /** D modifiable, R released. */
  status: 'D' | 'R';
  createdAt: string;
}

export interface TransportEntry {
  type: string;
  name: string;
}

/** Where the objects of one change are recorded (TransportStore.place). */
export interface TransportPlacement {
  /** The request the change reports: the one named, else the first that holds one of its objects, else the fallback's. */
  primary: string;
  /** The request an object of the change is recorded on. */
  numberOf(entry: TransportEntry): string;
  /** Records every object on its request. */
  record(): void;
}

export const transportNumbering = { first: 900001, last: 999999 } as const;

/** The number after `last` for a system, or the first one: DEV + K + 9nnnnn. */
export function nextTransportNumber(sid: string, last: string | undefined): string {
  const prefix = `${sid}K`;
  const current = last?.startsWith(prefix) ? Number(last.slice(prefix.length)) : transportNumbering.first - 1;
  const next = Math.max(current + 1, transportNumbering.first);
  if (next > transportNumbering.last) throw new Error(`transport numbers of ${sid} are used up`);
  return `${prefix}${next}`;
}

export function isTransportNumber(text: string): boolean {
  return /^[A-Z0-9]{3}K\d{6}$/.test(text);
}

interface TransportRow {
  number: string;
  kind: 'K' | 'W';
  owner: string;
  description: string;
  status: 'D' | 'R';
  created_at: string;
}

const toRequest = (row: TransportRow): TransportRequest => camelCased(row, ['number', 'kind', 'owner', 'description', 'status', 'created_at']);

export class TransportStore {
  constructor(
    private readonly db: RepositoryDatabase,
    private readonly sid: string,
  ) {}

  get(number: string): TransportRequest | undefined {
    return this.first('SELECT * FROM transports WHERE number = ?', number);
  }

  /** The request of the first row a query of the transports table finds. */
  private first(sql: string, ...params: string[]): TransportRequest | undefined {
    const row = this.db.prepare(sql).get(...params) as TransportRow | undefined;
    return row && toRequest(row);
  }

  /** Creates a modifiable request (call inside the transaction that uses it). */
  create(owner: string, description: string, kind: 'K' | 'W' = 'K'): TransportRequest {
    const last = this.db
      .prepare('SELECT number FROM transports WHERE number LIKE ? ORDER BY number DESC LIMIT 1')
      .get(`${this.sid}K%`) as { number: string } | undefined;
    const request: TransportRequest = {
      number: nextTransportNumber(this.sid, last?.number),
      kind,
      owner,
      description,
      status: 'D',
      createdAt: new Date().toISOString(),
    };
    this.db
      .prepare('INSERT INTO transports (number, kind, owner, description, status, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(request.number, request.kind, request.owner, request.description, request.status, request.createdAt);
    return request;
  }

  /** The user's newest modifiable workbench request with this description, if any. */
  openRequest(owner: string, description: string): TransportRequest | undefined {
    return this.first("SELECT * FROM transports WHERE owner = ? AND description = ? AND kind = 'K' AND status = 'D' ORDER BY number DESC LIMIT 1", owner, description);
  }

  release(number: string): boolean {
    return this.db.prepare("UPDATE transports SET status = 'R' WHERE number = ?").run(number).changes > 0;
  }

  /** Records objects in a request (in the task of `user`); an object already recorded there stays one entry. */
  record(number: string, entries: readonly TransportEntry[], user = ''): void {
    const insert = this.db.prepare(
      "INSERT OR IGNORE INTO transport_entries (number, pgmid, obj_type, obj_name, table_key, user) VALUES (?, 'R3TR', ?, ?, '', ?)",
    );
    for (const entry of entries) insert.run(number, entry.type, entry.name, user);
  }

  /** Modifiable requests of a kind, newest first: all, those a user owns, or those a user has a task in. */
  openRequests(kind: 'K' | 'W', scope: 'all' | 'mine' | 'task', user: string): TransportRequest[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM transports t WHERE status = 'D' AND kind = ?
            AND (? = 'all' OR (? = 'mine' AND owner = ?)
                 OR (? = 'task' AND (owner = ? OR EXISTS (SELECT 1 FROM transport_entries e WHERE e.number = t.number AND e.user = ?))))
          ORDER BY number DESC`,
      )
      .all(kind, scope, scope, user, scope, user, user) as TransportRow[];
    return rows.map(toRequest);
  }

  /** The modifiable requests an object is recorded on (its locks), oldest first. */
  locksOf(type: string, name: string): TransportRequest[] {
    const rows = this.db
      .prepare(
        `SELECT DISTINCT t.* FROM transport_entries e JOIN transports t USING (number)
          WHERE t.status = 'D' AND e.obj_type = ? AND e.obj_name = ? AND e.table_key = '' ORDER BY t.number`,
      )
      .all(type, name) as TransportRow[];
    return rows.map(toRequest);
  }

  /** The user's own open workbench request that already holds an object (its lock), the oldest where several do. */
  heldBy(type: string, name: string, user: string): TransportRequest | undefined {
    return this.locksOf(type, name).find((request) => request.owner === user && request.kind === 'K');
  }

  /**
   * Where a change of these objects is recorded, as on SAP: an object one of the user's open requests already
   * holds stays in that request (a second request would lock it twice, and neither could be released); the
   * others go to the request the caller named, else to one the user's change already uses, else to the one
   * `fallback` finds or makes (asked only then). Call inside the transaction that records them.
   */
  place(entries: readonly TransportEntry[], user: string, named: string, fallback: () => string): TransportPlacement {
    const keyOf = (entry: TransportEntry) => `${entry.type}\u0000${entry.name}`;
    const held = new Map<string, string>();
    for (const entry of entries) {
      const request = this.heldBy(entry.type, entry.name, user);
      if (request) held.set(keyOf(entry), request.number);
    }
    const free = entries.some((entry) => !held.has(keyOf(entry)));
    const primary = named || [...held.values()][0] || (free ? fallback() : '');
    const numberOf = (entry: TransportEntry) => held.get(keyOf(entry)) ?? primary;
    return {
      primary,
      numberOf,
      record: () => {
        const byNumber = new Map<string, TransportEntry[]>();
        for (const entry of entries) byNumber.set(numberOf(entry), [...(byNumber.get(numberOf(entry)) ?? []), entry]);
        for (const [number, recorded] of byNumber) this.record(number, recorded, user);
      },
    };
  }

  /** The lock another user holds on an object: a modifiable request of someone else it is recorded on. */
  lockedByOther(type: string, name: string, user: string): TransportRequest | undefined {
    return this.locksOf(type, name).find((request) => request.owner !== user);
  }

  /** The users with a task on a request: who recorded its entries. */
  taskUsers(number: string): string[] {
    return (this.db.prepare("SELECT DISTINCT user FROM transport_entries WHERE number = ? AND user <> '' ORDER BY user").all(number) as Array<{ user: string }>).map((row) => row.user);
  }

  entries(number: string): TransportEntry[] {
    return this.db
      .prepare('SELECT obj_type AS type, obj_name AS name FROM transport_entries WHERE number = ? ORDER BY obj_type, obj_name')
      .all(number) as TransportEntry[];
  }
}
