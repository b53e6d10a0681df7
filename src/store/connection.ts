import { Agent, ConnectionError, type CallRecord } from '../client/agent.js';

/** A call of the HTTP log as screens show it (the agent's record; screens read the store, never the client). */
export type LoggedCall = CallRecord;
import type { Connection } from '../workspace/credentials.js';
import { createBackend, type Backend } from './backend.js';
import type { SliceContext } from './types.js';

export interface PendingCall {
  id: number;
  label: string;
  startedAt: number;
  /** 0..100 when the operation reports progress (import jobs). */
  progress?: number;
}

export interface StatusMessage {
  kind: 'info' | 'error';
  text: string;
}

export interface CallOptions {
  /** A call whose failure is not worth a retry offer (a cursor-follow load): the error is still shown. */
  quiet?: boolean;
  /**
   * What the retry key does: by default the same call again, which suits actions whose work stores its
   * own result; an action that uses the call's answer after it returns gives itself here.
   */
  retry?: () => Promise<unknown>;
}

export interface ConnectionSlice {
  connection: {
    phase: 'connecting' | 'ready' | 'failed';
    /** 'DEV 100 DEVELOPER @ http://127.0.0.1:50000 (embedded)' */
    label: string;
    source: Connection['source'] | '';
    /** The HTTP log: every call the agent made, oldest first (the last 500). */
    calls: LoggedCall[];
    /** Calls made since start (the log keeps only the last ones). */
    callCount: number;
    pending: PendingCall[];
    status: StatusMessage | null;
    /** Repeats the call that failed last ('r' while an error is shown). */
    retry: (() => Promise<void>) | null;
    connect(): Promise<void>;
    /**
     * Runs one service call for an action: shows it as pending, and turns any failure (unreachable system,
     * error envelope, a result with success false) into an error in the status line with a retry; never throws.
     */
    call<T>(label: string, work: (backend: Backend, progress: (percent: number) => void) => Promise<T>, options?: CallOptions): Promise<T | undefined>;
    retryLast(): void;
    notify(text: string, kind?: StatusMessage['kind']): void;
    clearStatus(): void;
  };
}

/** A result the service answered with success false: its text belongs in the status line. */
export class ResultError extends Error {}

/** Throws the result's error text when it reports failure (success false, '' or SUCCESS false). */
export function ensureSuccess<T extends object>(result: T, fallback = 'the service reported a failure'): T {
  const record = result as Record<string, unknown>;
  const flag = 'SUCCESS' in record ? record['SUCCESS'] : record['success'];
  if (flag === false || flag === '') {
    const text = record['ERROR'] ?? record['error'] ?? record['MESSAGE'] ?? record['message'];
    throw new ResultError(typeof text === 'string' && text !== '' ? text : fallback);
  }
  return result;
}

const maxCalls = 500;

/** The packages of the embedded demo system (examples/README.md), opened in the tree when nothing else is asked for. */
export const embeddedDemoPackages = ['ZDEMO', '$DEMO_LOCAL'];

export function describeConnection(connection: Connection): string {
  return `${connection.user}@${connection.origin.replace(/^https?:\/\//, '')} client ${connection.client}${connection.source === 'embedded' ? ' (embedded demo)' : ''}`;
}

export function createConnectionSlice({ get, patch, deps }: SliceContext): ConnectionSlice {
  let backend: Backend | undefined;
  let ready: Promise<Backend | undefined> | undefined;
  /** connect() runs once (start-up and the App both ask); a failed connection may be tried again. */
  let connecting: Promise<void> | undefined;
  let nextId = 1;

  const recordCall = (call: CallRecord) =>
    patch('connection', (c) => ({ callCount: c.callCount + 1, calls: c.calls.length >= maxCalls ? [...c.calls.slice(1 - maxCalls), call] : [...c.calls, call] }));

  const connectOnce = async (): Promise<Backend | undefined> => {
    patch('connection', { phase: 'connecting', label: 'connecting…' });
    try {
      const connection = await deps.resolveConnection();
      const agent = deps.createAgent?.(connection) ?? new Agent(connection, 60_000);
      agent.onCall(recordCall);
      backend = (deps.createBackend ?? createBackend)(agent);
      patch('connection', { phase: 'ready', label: describeConnection(connection), source: connection.source });
      if (!deps.roots && connection.source === 'embedded') patch('tree', { roots: embeddedDemoPackages });
      return backend;
    } catch (error) {
      ready = undefined;
      const text = `cannot connect: ${messageOf(error)}`;
      patch('connection', { phase: 'failed', label: 'not connected', status: { kind: 'error', text }, retry: () => get().connection.connect() });
      return undefined;
    }
  };

  return {
    connection: {
      phase: 'connecting',
      label: 'connecting…',
      source: '',
      calls: [],
      callCount: 0,
      pending: [],
      status: null,
      retry: null,

      connect() {
        connecting ??= (async () => {
          const connected = await (ready ??= connectOnce());
          if (connected) await get().tree.loadRoots();
          else connecting = undefined;
        })();
        return connecting;
      },

      async call<T>(label: string, work: (backend: Backend, progress: (percent: number) => void) => Promise<T>, options: CallOptions = {}): Promise<T | undefined> {
        const current = backend ?? (await (ready ??= connectOnce()));
        if (!current) return undefined;
        const id = nextId++;
        patch('connection', (c) => ({ pending: [...c.pending, { id, label, startedAt: Date.now() }] }));
        const progress = (percent: number) =>
          patch('connection', (c) => ({ pending: c.pending.map((p) => (p.id === id ? { ...p, progress: Math.round(percent) } : p)) }));
        try {
          const result = await work(current, progress);
          patch('connection', (c) => ({
            pending: c.pending.filter((p) => p.id !== id),
            ...(c.status?.kind === 'error' && !options.quiet ? { status: null, retry: null } : {}),
          }));
          return result;
        } catch (error) {
          const retry = async () => {
            await (options.retry ? options.retry() : get().connection.call(label, work, options));
          };
          patch('connection', (c) => ({
            pending: c.pending.filter((p) => p.id !== id),
            status: { kind: 'error' as const, text: `${label}: ${messageOf(error)}` },
            retry,
          }));
          return undefined;
        }
      },

      retryLast() {
        const retry = get().connection.retry;
        if (!retry) return;
        patch('connection', { status: null, retry: null });
        void retry();
      },

      notify(text, kind = 'info') {
        patch('connection', { status: { kind, text } });
      },

      clearStatus() {
        patch('connection', { status: null, retry: null });
      },
    },
  };
}

function messageOf(error: unknown): string {
  if (error instanceof ConnectionError || error instanceof ResultError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
