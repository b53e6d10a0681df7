/**
 * Talking to the background process of a scripted session: starting it (`debug attach --json`) and sending
 * it one request per `debug step|vars|stack|terminate` over its local socket (found in the persisted state).
 */
import type { Refusal } from '../protocol/outcome.js';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import type { Connection } from '../workspace/credentials.js';
import { readDaemonReply, SessionInfo } from '../protocol/debug-session.js';
import { readWire, type Static, type TSchema } from '../protocol/wire-schema.js';
import { daemonDefaults, type DaemonConfig, type DaemonEvent, type DaemonReply, type DaemonRequest } from './daemon-protocol.js';
import type { DebugStateStore } from './state.js';

export class NoSessionError extends Error {
  constructor() {
    super('No debug session: start one with `abapdeck debug attach --json`');
  }
}

export interface LaunchOptions {
  /** The command line that runs abapdeck (node and bin/abapdeck). */
  selfCommand: string[];
  connection: Connection;
  store: DebugStateStore;
  timeoutSeconds: number;
  env: NodeJS.ProcessEnv;
  onEvent?: (event: DaemonEvent) => void;
}

/** Starts the background process and waits until it has attached (or failed); it runs on detached. */
export function launchDaemon(options: LaunchOptions): Promise<{ ok: true; session: SessionInfo } | (Refusal & { timeout: boolean })> {
  const idle = Number(options.env['ABAPDECK_DEBUG_IDLE_MS']);
  const config: DaemonConfig = {
    connection: options.connection,
    stateDir: options.store.dir,
    stateKey: options.store.key,
    timeoutSeconds: options.timeoutSeconds,
    idleMillis: Number.isFinite(idle) && idle > 0 ? idle : daemonDefaults.idleMillis,
  };
  const [command, ...args] = options.selfCommand;
  const child = spawn(command!, [...args, 'debug', 'daemon'], { detached: true, stdio: ['pipe', 'pipe', 'ignore'], env: options.env });
  child.stdin!.end(JSON.stringify(config));
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: { ok: true; session: SessionInfo } | (Refusal & { timeout: boolean })) => {
      if (settled) return;
      settled = true;
      lines.close();
      child.stdout!.destroy();
      child.unref();
      resolve(result);
    };
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      let event: DaemonEvent;
      try {
        event = JSON.parse(line) as DaemonEvent;
        if (event.event === 'attached') event = { event: 'attached', session: readWire(SessionInfo, event.session) };
      } catch (error) {
        if (error instanceof SyntaxError) return;
        settle({ ok: false, reason: `the background process announced its session in a bad shape: ${error instanceof Error ? error.message : String(error)}`, timeout: false });
        return;
      }
      options.onEvent?.(event);
      if (event.event === 'attached') settle({ ok: true, session: event.session });
      if (event.event === 'failed') settle({ ok: false, reason: event.error, timeout: event.timeout ?? false });
    });
    child.once('exit', (code) => settle({ ok: false, reason: `the background process ended (exit code ${code ?? 'none'})`, timeout: false }));
    child.once('error', (error) => settle({ ok: false, reason: error.message, timeout: false }));
  });
}

/** Sends one request to the session's background process; its answer is read through the schema of its shape. */
export async function sendToDaemon<S extends TSchema>(store: DebugStateStore, request: DaemonRequest, shape: S, timeoutMillis = 120_000): Promise<Static<S>> {
  const session = store.load().session;
  if (!session) throw new NoSessionError();
  const reply = await new Promise<DaemonReply>((resolve, reject) => {
    const socket = connect(session.socketPath);
    let buffer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the background process did not answer'));
    }, timeoutMillis);
    socket.on('connect', () => socket.write(JSON.stringify(request) + '\n'));
    socket.on('data', (chunk) => (buffer += chunk.toString()));
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(readDaemonReply(JSON.parse(buffer.trim())));
      } catch {
        reject(new Error('the background process gave no answer'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        // the process is gone: its session with it
        store.update((state) => {
          delete state.session;
          return state;
        });
        reject(new NoSessionError());
      } else reject(error);
    });
  });
  if (!reply.ok) throw new Error(reply.reason);
  return readWire(shape, reply.data);
}
