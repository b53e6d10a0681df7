/**
 * Short dumps in the repository database (table `dumps`): written by execution, read by POST /dump.
 *
 * Times: a dump carries its UTC timestamp (YYYYMMDDhhmmss); DATE and TIME are the server's local time of
 * that instant, and the ID begins with them: <yyyymmdd>:<hhmmss>:<HOST>:<USER>:<CLIENT>:<SEQUENCE>, the
 * sequence counting dumps of the same second, host, user and client from 001.
 */
import type { RepositoryDatabase } from '../repository/database.js';
import type { DumpCallStackEntry as CallStackEntry, DumpEntry } from '../../protocol/execution.js';

export type { CallStackEntry, DumpEntry };

/** What execution knows of a dump when it happens. */
export interface NewDump {
  at: Date;
  client: string;
  user: string;
  program: string;
  object: string;
  error: string;
  exception: string;
  package: string;
  host: string;
  whatHappened: string;
  errorAnalysis: string;
  sourceLine: number;
  sourceInclude: string;
  callStack: CallStackEntry[];
  /** The abapGit source file and its row of the error line (our addition for clients working on files). */
  sourceFile: string;
  sourceFileLine: number;
}

/** A dump with every detail field (the detail answer of POST /dump). */
export type DumpDetail = Required<DumpEntry>;
type DetailField = 'WHAT_HAPPENED' | 'ERROR_ANALYSIS' | 'SOURCE_LINE' | 'SOURCE_INCLUDE' | 'CALL_STACK' | 'SOURCE_FILE' | 'SOURCE_FILE_LINE';
/** A dump as the list shows it. */
export type DumpListEntry = Omit<DumpEntry, DetailField>;

export interface DumpQuery {
  client: string;
  user?: string;
  /** Main program, or the object it belongs to. */
  program?: string;
  error?: string;
  /** Inclusive UTC bounds, YYYYMMDDhhmmss. */
  fromUtc?: string;
  toUtc?: string;
  limit: number;
}

/** The table's row: the dump's list fields as execution gave them, its id, UTC time and the details as JSON. */
interface DumpRow extends Pick<NewDump, 'client' | 'user' | 'program' | 'object' | 'error' | 'exception' | 'package' | 'host'> {
  id: string;
  utc_timestamp: string;
  detail: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** YYYYMMDDhhmmss of an instant in UTC. */
export function utcTimestamp(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
}

/** The instant of a UTC timestamp. */
export function instantOf(utc: string): Date {
  return new Date(Date.UTC(+utc.slice(0, 4), +utc.slice(4, 6) - 1, +utc.slice(6, 8), +utc.slice(8, 10), +utc.slice(10, 12), +utc.slice(12, 14)));
}

/** Server-local date (YYYY-MM-DD) and time (HH:MM:SS) of an instant. */
export function localDateTime(at: Date): { date: string; time: string } {
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
  };
}

export class DumpStore {
  constructor(private readonly db: RepositoryDatabase) {}

  write(dump: NewDump): DumpDetail {
    const { date, time } = localDateTime(dump.at);
    const prefix = `${date.replace(/-/g, '')}:${time.replace(/:/g, '')}:${dump.host}:${dump.user}:${dump.client}:`;
    const detail = {
      WHAT_HAPPENED: dump.whatHappened,
      ERROR_ANALYSIS: dump.errorAnalysis,
      SOURCE_LINE: dump.sourceLine,
      SOURCE_INCLUDE: dump.sourceInclude,
      CALL_STACK: dump.callStack,
      SOURCE_FILE: dump.sourceFile,
      SOURCE_FILE_LINE: dump.sourceFileLine,
    };
    const id = this.db.transaction(() => {
      const taken = (this.db.prepare('SELECT count(*) AS n FROM dumps WHERE id LIKE ?').get(`${prefix}%`) as { n: number }).n;
      const id = `${prefix}${pad(taken + 1, 3)}`;
      this.db
        .prepare(
          `INSERT INTO dumps (id, utc_timestamp, client, user, program, object, error, exception, package, host, detail)
           VALUES (@id, @utc, @client, @user, @program, @object, @error, @exception, @package, @host, @detail)`,
        )
        .run({
          id,
          utc: utcTimestamp(dump.at),
          client: dump.client,
          user: dump.user,
          program: dump.program,
          object: dump.object,
          error: dump.error,
          exception: dump.exception,
          package: dump.package,
          host: dump.host,
          detail: JSON.stringify(detail),
        });
      return id;
    })();
    return this.detail(dump.client, id)!;
  }

  /** Dumps of a client matching the query, newest first, with the number matching. */
  list(query: DumpQuery): { total: number; dumps: DumpListEntry[] } {
    const conditions = ['client = @client'];
    if (query.user) conditions.push('user = @user');
    if (query.program) conditions.push('(program = @program OR object = @program)');
    if (query.error) conditions.push('error = @error');
    if (query.fromUtc) conditions.push('utc_timestamp >= @fromUtc');
    if (query.toUtc) conditions.push('utc_timestamp <= @toUtc');
    const where = conditions.join(' AND ');
    const parameters = { ...query };
    const total = (this.db.prepare(`SELECT count(*) AS n FROM dumps WHERE ${where}`).get(parameters) as { n: number }).n;
    const rows = this.db
      .prepare(`SELECT * FROM dumps WHERE ${where} ORDER BY utc_timestamp DESC, id DESC LIMIT @limit`)
      .all(parameters) as DumpRow[];
    return { total, dumps: rows.map(entryOf) };
  }

  detail(client: string, id: string): DumpDetail | undefined {
    const row = this.db.prepare('SELECT * FROM dumps WHERE id = ? AND client = ?').get(id, client) as DumpRow | undefined;
    if (!row) return undefined;
    return { ...entryOf(row), ...(JSON.parse(row.detail) as Pick<DumpDetail, DetailField>) };
  }
}

function entryOf(row: DumpRow): DumpListEntry {
  const { date, time } = localDateTime(instantOf(row.utc_timestamp));
  return {
    ID: row.id,
    UTC_TIMESTAMP: row.utc_timestamp,
    DATE: date,
    TIME: time,
    USER: row.user,
    PROGRAM: row.program,
    OBJECT: row.object,
    ERROR: row.error,
    EXCEPTION: row.exception,
    PACKAGE: row.package,
    HOST: row.host,
  };
}
