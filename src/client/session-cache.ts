/**
 * The logon session a short-lived client keeps between its runs: the CLI is one process per command, and without
 * this each command would fetch a CSRF token (and so a session) before its one real call. With it, a command
 * against a warm system is one round trip.
 *
 * One file per system and user (origin, client and user) in the runtime folder — `$XDG_RUNTIME_DIR/abapdeck`,
 * else `<tmp>/abapdeck-<uid>` — both owner-only (folder 0700, file 0600). The file holds the session's cookies and
 * its CSRF token, nothing else: never the password nor the authorization header. The agent (agent.ts) loads it
 * before its first call, saves it after each token fetch and drops it on any 401 or 403; a stale session (the
 * system restarted, the session expired) is renewed by the agent's CSRF refresh and saved again.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connection } from '../protocol/connection.js';

/** A cookie as a client keeps it: `expires` in epoch milliseconds, null for a session cookie. */
export interface KeptCookie {
  name: string;
  value: string;
  path: string;
  expires: number | null;
  secure: boolean;
}

export interface KeptSession {
  cookies: KeptCookie[];
  csrfToken?: string;
}

/** Where an agent keeps its session between processes. */
export interface SessionCache {
  load(): KeptSession | undefined;
  save(session: KeptSession): void;
  drop(): void;
}

type Who = Pick<Connection, 'origin' | 'client' | 'user'>;

/** Files not written for a day are removed when a session is saved: the folder of a machine without a runtime folder is never emptied otherwise. */
const staleMillis = 24 * 60 * 60 * 1000;

/** The owner-only folder of kept sessions, or undefined when none can be had safely (another owner, a link). */
export function sessionFolder(env: NodeJS.ProcessEnv): string | undefined {
  const runtime = env['XDG_RUNTIME_DIR'];
  const uid = process.getuid?.();
  const folder = runtime ? join(runtime, 'abapdeck') : join(tmpdir(), `abapdeck-${uid ?? 'user'}`);
  try {
    // made once; a command finds it there (one system call instead of two)
    const stat = lstatSync(folder, { throwIfNoEntry: false }) ?? (mkdirSync(folder, { recursive: true, mode: 0o700 }), lstatSync(folder));
    if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) return undefined;
    if ((stat.mode & 0o077) !== 0) chmodSync(folder, 0o700);
    return folder;
  } catch {
    return undefined;
  }
}

/**
 * The file of a system and user in a folder, named by them (`session-DEVELOPER-100-http_127.0.0.1_50000.json`;
 * no hash: node:crypto alone would cost a command a few milliseconds of its start). Names that meet after the
 * spelling is made safe are told apart by the content (load checks origin, client and user).
 */
export function sessionFile(folder: string, who: Who): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9.-]+/g, '_');
  return join(folder, `session-${safe(who.user.toUpperCase())}-${safe(who.client)}-${safe(who.origin)}.json`);
}

/** The session cache of a system and user in the runtime folder; one that keeps nothing when there is no safe folder. */
export function sessionCacheFor(who: Who, env: NodeJS.ProcessEnv): SessionCache {
  const folder = sessionFolder(env);
  return folder ? new SessionFile(folder, who) : { load: () => undefined, save: () => {}, drop: () => {} };
}

export class SessionFile implements SessionCache {
  readonly file: string;

  constructor(
    private readonly folder: string,
    private readonly who: Who,
  ) {
    this.file = sessionFile(folder, who);
  }

  load(): KeptSession | undefined {
    try {
      const kept = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<KeptSession> & Partial<Who>;
      // the file names its system and user: a hash that met another's file is no session of this one
      if (kept.origin !== this.who.origin || kept.client !== this.who.client || kept.user !== this.who.user.toUpperCase()) return undefined;
      if (!Array.isArray(kept.cookies)) return undefined;
      return { cookies: kept.cookies, ...(typeof kept.csrfToken === 'string' ? { csrfToken: kept.csrfToken } : {}) };
    } catch {
      return undefined;
    }
  }

  save(session: KeptSession): void {
    const { origin, client } = this.who;
    const content = JSON.stringify({ origin, client, user: this.who.user.toUpperCase(), cookies: session.cookies, csrfToken: session.csrfToken }) + '\n';
    // written aside and renamed: a command reading it meanwhile sees the old session or the new one, whole
    const written = `${this.file}.${process.pid}`;
    try {
      writeFileSync(written, content, { mode: 0o600 });
      chmodSync(written, 0o600);
      renameSync(written, this.file);
      this.removeStale();
    } catch {
      rmSync(written, { force: true });
    }
  }

  drop(): void {
    rmSync(this.file, { force: true });
  }

  private removeStale(): void {
    const now = Date.now();
    for (const name of readdirSync(this.folder)) {
      if (!name.startsWith('session-')) continue;
      const path = join(this.folder, name);
      try {
        if (now - statSync(path).mtimeMs > staleMillis) rmSync(path, { force: true });
      } catch {
        // removed by another command meanwhile
      }
    }
  }
}
