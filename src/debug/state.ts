/**
 * What the client keeps between debug commands, per system and user (every breakpoint request sends the
 * complete list, so the list lives here): the terminal id the breakpoints and listener share, the active
 * breakpoints, and after a scripted attach the session id and the local socket of the background process.
 * One JSON file per system and user under $XDG_STATE_HOME/abapdeck/debug (else ~/.local/state), owner-only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connection } from '../workspace/credentials.js';
import type { SourceLine } from '../protocol/debugger.js';

export interface LocalBreakpoint {
  /** Breakpoint URI as sent (with {dev_api_base} and #start=<line>). */
  uri: string;
  source: SourceLine;
  /** The server's id of the breakpoint. */
  id?: string;
  /** Kept here but not sent: the system does not stop at it until it is enabled again. */
  disabled?: boolean;
  /** Stops only when this holds at the line (`LV_X = 3`), evaluated by the system. */
  condition?: string;
  /** Passes the system lets go before it stops here (skipCount). */
  skipCount?: number;
  /** An exception breakpoint: stops where this class or a subclass is raised (uri is then `exception:<CLASS>`). */
  exceptionClass?: string;
}

export interface BackgroundSession {
  debugSessionId: string;
  debuggeeId: string;
  socketPath: string;
  pid: number;
  startedAt: string;
}

export interface DebugState {
  terminalId: string;
  breakpoints: LocalBreakpoint[];
  session?: BackgroundSession;
}

export function debugStateDir(env: NodeJS.ProcessEnv): string {
  const base = env['XDG_STATE_HOME'] || join(homedir(), '.local', 'state');
  return join(base, 'abapdeck', 'debug');
}

/** The key of a system and user: origin, client and user. */
export function systemKey(connection: Pick<Connection, 'origin' | 'client' | 'user'>): string {
  return createHash('sha256').update(`${connection.origin}|${connection.client}|${connection.user.toUpperCase()}`).digest('hex').slice(0, 16);
}

export class DebugStateStore {
  readonly file: string;

  constructor(
    readonly dir: string,
    readonly key: string,
  ) {
    this.file = join(dir, `${key}.json`);
  }

  static for(connection: Pick<Connection, 'origin' | 'client' | 'user'>, env: NodeJS.ProcessEnv): DebugStateStore {
    return new DebugStateStore(debugStateDir(env), systemKey(connection));
  }

  /** The state; the first load creates it, so the terminal id stays the same for every later command. */
  load(): DebugState {
    try {
      const state = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<DebugState>;
      if (typeof state.terminalId === 'string' && Array.isArray(state.breakpoints)) return state as DebugState;
    } catch {
      // no state yet, or an unreadable one: start afresh
    }
    const fresh: DebugState = { terminalId: `ABAPDECK_${randomBytes(8).toString('hex').toUpperCase()}`, breakpoints: [] };
    this.save(fresh);
    return fresh;
  }

  save(state: DebugState): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state, null, 2) + '\n', { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, this.file);
  }

  update(change: (state: DebugState) => DebugState | void): DebugState {
    const state = this.load();
    const next = change(state) ?? state;
    this.save(next);
    return next;
  }

  /** The local socket of this system's background process (short enough for a Unix socket path). */
  socketPath(): string {
    const preferred = join(this.dir, `${this.key}.sock`);
    if (process.platform === 'win32') return `\\\\.\\pipe\\abapdeck-debug-${this.key}`;
    return Buffer.byteLength(preferred) < 100 ? preferred : join(tmpdir(), `abapdeck-debug-${this.key}.sock`);
  }

  removeSocket(path: string): void {
    if (process.platform !== 'win32') rmSync(path, { force: true });
  }
}
