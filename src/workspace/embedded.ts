import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, pathDefaults, type Connection } from './credentials.js';

/** The embedded default's data folder: $ABAPDECK_DATA, else $XDG_DATA_HOME/abapdeck, else ~/.local/share/abapdeck. */
export function embeddedDataDir(env: NodeJS.ProcessEnv): string {
  if (env['ABAPDECK_DATA']) return env['ABAPDECK_DATA'];
  const base = env['XDG_DATA_HOME'] || join(homedir(), '.local', 'share');
  return join(base, 'abapdeck');
}

export interface ServerRecord {
  pid: number;
  host: string;
  port: number;
  startedAt: string;
}

const recordFile = (dataDir: string) => join(dataDir, 'server.json');
const lockFile = (dataDir: string) => join(dataDir, 'server.lock');
export const embeddedIdleMinutes = 30;

export function readServerRecord(dataDir: string): ServerRecord | undefined {
  try {
    return JSON.parse(readFileSync(recordFile(dataDir), 'utf8')) as ServerRecord;
  } catch {
    return undefined;
  }
}

/** Written by the embedded server once it listens; readable by the owner only. */
export function writeServerRecord(dataDir: string, record: ServerRecord): void {
  const file = recordFile(dataDir);
  writeFileSync(file, JSON.stringify(record) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function removeServerRecord(dataDir: string, pid: number): void {
  if (readServerRecord(dataDir)?.pid === pid) rmSync(recordFile(dataDir), { force: true });
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running embedded server of this data folder, if its process is alive. */
export function runningEmbeddedServer(dataDir: string): ServerRecord | undefined {
  const record = readServerRecord(dataDir);
  return record && isProcessAlive(record.pid) ? record : undefined;
}

export function embeddedConnection(dataDir: string, record: ServerRecord): Connection {
  const passwords = JSON.parse(readFileSync(join(dataDir, 'credentials.json'), 'utf8')) as Record<string, string>;
  return {
    origin: `http://${record.host}:${record.port}`,
    servicePath: pathDefaults.servicePath,
    adtPath: pathDefaults.adtPath,
    client: '100',
    user: 'DEVELOPER',
    password: passwords['DEVELOPER'] ?? '',
    language: 'EN',
    source: 'embedded',
  };
}

export interface StartOptions {
  /** The command that runs abapdeck: [node, bin/abapdeck]. */
  command: string[];
  timeoutMillis?: number;
  /** Told once when this call starts the server (a fresh machine, or after the idle exit): the wait is seconds, not milliseconds. */
  notice?: (line: string) => void;
}

/** The line a starter shows while the embedded server boots (on stderr: scripts read stdout). */
export const startingNotice = 'abapdeck: starting the embedded demo system (no .abapGitAgent file or ABAP_HOST); later commands reuse it';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The embedded default: reuses the running local server of the data folder, or starts one in the
 * background on a free loopback port (one starter at a time, by a lock file) and waits until it listens.
 */
export async function ensureEmbeddedServer(dataDir: string, options: StartOptions): Promise<Connection> {
  const running = runningEmbeddedServer(dataDir);
  if (running) return embeddedConnection(dataDir, running);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const deadline = Date.now() + (options.timeoutMillis ?? 30_000);
  let told = false;
  while (Date.now() < deadline) {
    if (takeLock(dataDir)) {
      try {
        const again = runningEmbeddedServer(dataDir);
        if (again) return embeddedConnection(dataDir, again);
        if (!told) options.notice?.(startingNotice);
        told = true;
        const pid = await spawnServer(dataDir, options.command);
        while (Date.now() < deadline) {
          const record = readServerRecord(dataDir);
          if (record?.pid === pid) return embeddedConnection(dataDir, record);
          if (!isProcessAlive(pid)) {
            throw new ConfigError(`the embedded server did not start; see ${join(dataDir, 'server.log')}`);
          }
          // a read of a small file: polling often costs nothing next to a second of boot, and answers sooner
          await sleep(15);
        }
      } finally {
        rmSync(lockFile(dataDir), { force: true });
      }
    } else {
      const record = runningEmbeddedServer(dataDir);
      if (record) return embeddedConnection(dataDir, record);
      // another command is starting it: this one waits as long
      if (!told) options.notice?.(startingNotice);
      told = true;
      await sleep(60);
    }
  }
  throw new ConfigError(`the embedded server did not start in time; see ${join(dataDir, 'server.log')}`);
}

function takeLock(dataDir: string): boolean {
  const file = lockFile(dataDir);
  try {
    closeSync(openSync(file, 'wx', 0o600));
    return true;
  } catch {
    // A lock left behind by a starter that died is stale after a while.
    if (existsSync(file) && Date.now() - statSync(file).mtimeMs > 60_000) rmSync(file, { force: true });
    return false;
  }
}

async function spawnServer(dataDir: string, command: string[]): Promise<number> {
  // loaded only to start a server: the commands that reuse a running one do not pay for it
  const { spawn } = await import('node:child_process');
  const log = openSync(join(dataDir, 'server.log'), 'a', 0o600);
  const [program, ...args] = command;
  const env = { ...process.env };
  delete env['ABAPDECK_DATA'];
  const child = spawn(
    program!,
    [...args, 'serve', '--embedded', '--data', dataDir, '--port', '0', '--idle-exit', String(embeddedIdleMinutes)],
    { detached: true, stdio: ['ignore', log, log], env },
  );
  closeSync(log);
  child.unref();
  return child.pid!;
}
