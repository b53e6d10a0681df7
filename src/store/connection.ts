import { Agent, ConnectionError, type CallRecord } from '../client/agent.js';
import type { ContextInfo } from '../workspace/contexts.js';
import { readOnlyRefusal, type ReadOnlyOperation } from '../workspace/safeguards.js';
import { reconnectDelay, sleep } from './reconnect.js';
import { deckStatus } from '../client/deck-status.js';
import { capabilities } from '../client/sync.js';
import { deckStatusCapability, type DeckCounts } from '../protocol/deck-status.js';

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
  /**
   * A read (it changes nothing on the system): when it failed because the system was away, it is made again by
   * itself once the system answers. Every other call (a write, a run) waits for r.
   */
  read?: boolean;
}

/** A context of the user's contexts file as `:ctx` lists it (never a password). */
export interface ContextChoice {
  name: string;
  /** Where it points: 'embedded demo system', 'credentials file …', 'ME@https://host:443 client 100'. */
  target: string;
  readOnly: boolean;
  production: boolean;
  /** The file's current context. */
  current: boolean;
}

/** The contexts file as the TUI uses it (src/tui/start.ts gives it from src/workspace). */
export interface ContextDeps {
  /** The contexts of the file; throws with the reason when it is broken. */
  list(): { choices: ContextChoice[]; file: string };
  /** A context's connection (an embedded one is started when it is not running). */
  connect(name: string): Promise<Connection>;
}

export interface ConnectionSlice {
  connection: {
    /** offline: the system stopped answering; the slice reconnects by itself (and starts the embedded default again). */
    phase: 'connecting' | 'ready' | 'failed' | 'offline';
    /** 'DEV 100 DEVELOPER @ http://127.0.0.1:50000 (embedded)' */
    label: string;
    source: Connection['source'] | '';
    /** The context of the contexts file this connection was made for (null: the working folder, the environment or the default). */
    context: ContextInfo | null;
    /** The system id (SID) from the session cookie; '' until the session is made. */
    systemId: string;
    /** Why the system is offline and when the next attempt is, while phase is offline. */
    offline: { reason: string; since: number; attempts: number } | null;
    /** Times the slice reconnected by itself since start. */
    reconnects: number;
    /** Milliseconds between live ticks (StoreDeps.livePollMillis); 0: none. */
    pollMillis: number;
    /**
     * The status line's live counts from the last tick (new dumps since the TUI started, my inactive objects, my
     * open requests, my debuggees waiting for a listener); null before the first, or when the system does not offer them.
     */
    counts: DeckCounts | null;
    /** The `:ctx` list while it is open (overlay 'contexts'). */
    contexts: { choices: ContextChoice[]; cursor: number; file: string };
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
    /**
     * A read-only context's refusal of an operation (src/workspace/safeguards.ts, as the CLI decides it): shown in
     * the status line; true when refused.
     */
    refuse(operation: ReadOnlyOperation): boolean;
    /** Opens the `:ctx` list. */
    listContexts(): void;
    /** The connection in use (after a context switch, the context's), once connected. */
    current(): Connection | undefined;
    /** The names of the contexts (completion of `:ctx`); none when the file is absent or broken. */
    contextNames(): string[];
    moveContextCursor(delta: number): void;
    /** Switches to the context under the cursor of the `:ctx` list. */
    chooseContext(): Promise<void>;
    /** Switches to another context without restarting: a new connection, the panes afresh on the new system. */
    switchContext(name: string): Promise<void>;
    /**
     * Makes sure the system answers (a cheap call); when it does not, reconnects in the background (resolving the
     * connection again, which starts the embedded default when it exited). Answers whether it is ready.
     */
    reconnect(): Promise<boolean>;
    /**
     * The live tick (the status line runs it every pollMillis while it is shown): one small call; a system that
     * does not answer starts the reconnection. Never shows an error of its own.
     */
    poll(): Promise<void>;
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

/** An unreachable system (no HTTP answer at all), as opposed to an answer that reports a failure. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ConnectionError && error.status === undefined;
}

export function describeConnection(connection: Connection): string {
  return `${connection.user}@${connection.origin.replace(/^https?:\/\//, '')} client ${connection.client}${connection.source === 'embedded' ? ' (embedded demo)' : ''}`;
}

/**
 * The backend of a read-only context: the calls that change the system or run code on it fail with the refusal,
 * whatever action makes them (the actions refuse first, before asking; this is the net under them).
 */
export function readOnlyBackend(backend: Backend, context: ContextInfo | undefined): Backend {
  if (!context?.readOnly) return backend;
  const refused = (operation: ReadOnlyOperation) => () => Promise.reject(new ResultError(readOnlyRefusal({ context }, operation)!));
  const guarded: Partial<Backend> = {
    pull: refused('pull'),
    pullWorkingFiles: refused('pull'),
    startImport: refused('import'),
    classRun: refused('run'),
    programRun: refused('run'),
    unit: refused('unit'),
    unitCoverage: refused('unit'),
    transport: (body) => (body.action === 'release' ? refused('transport release')() : backend.transport(body)),
    dbviewDrop: refused('drop'),
    dbviewDeploy: refused('dbview deploy'),
    dbviewSchema: (request) => (request.subaction === 'map' || request.subaction === 'unmap' ? refused('schema mapping')() : backend.dbviewSchema(request)),
  };
  return Object.assign(Object.create(backend) as Backend, guarded);
}

export function createConnectionSlice({ get, patch, deps, renew }: SliceContext): ConnectionSlice {
  let backend: Backend | undefined;
  let ready: Promise<Backend | undefined> | undefined;
  /** connect() runs once (start-up and the App both ask); a failed connection may be tried again. */
  let connecting: Promise<void> | undefined;
  let reconnecting: Promise<boolean> | undefined;
  /** How the connection is made again: the start-up's resolution, or the context switched to. */
  let resolve = deps.resolveConnection;
  let nextId = 1;
  /** New dumps are counted from the TUI's start. */
  const startedAt = deps.now?.() ?? new Date();
  /** Whether the agent's system offers the counts (capability deck.status), asked once per agent. */
  let countsOffered: { agent: Agent; offered: boolean } | undefined;
  /** A tick still waiting for its answer: the next one is skipped (a slow system gets no pile of calls). */
  let ticking = false;
  /**
   * Calls that failed because the system did not answer: the reads (by label, the last of each) are made again
   * once it answers, the last write is offered with r.
   */
  const away = { reads: new Map<string, () => Promise<void>>(), write: null as { label: string; retry: () => Promise<void> } | null };

  const recordCall = (call: CallRecord) =>
    patch('connection', (c) => ({ callCount: c.callCount + 1, calls: c.calls.length >= maxCalls ? [...c.calls.slice(1 - maxCalls), call] : [...c.calls, call] }));

  const newAgent = (connection: Connection): Agent => {
    const agent = deps.createAgent?.(connection) ?? new Agent(connection, 60_000);
    agent.onCall(recordCall);
    return agent;
  };

  /** Uses a connection from now on: its agent, its backend, and what the header says of it. */
  const install = (connection: Connection, agent: Agent): Backend => {
    backend = readOnlyBackend((deps.createBackend ?? createBackend)(agent), connection.context);
    patch('connection', {
      phase: 'ready',
      label: describeConnection(connection),
      source: connection.source,
      context: connection.context ?? null,
      systemId: agent.systemId ?? '',
      offline: null,
    });
    if (!deps.roots && connection.source === 'embedded') patch('tree', { roots: embeddedDemoPackages });
    return backend;
  };

  /** Makes the session (a CSRF token fetch): it names the SID (session cookie) shown in the header. Quiet: the panes' calls say what fails. */
  const learnSession = async (agent: Agent): Promise<void> => {
    try {
      await agent.fetchCsrfToken();
      if (backend?.agent === agent) patch('connection', { systemId: agent.systemId });
    } catch (error) {
      lost(error);
    }
  };

  const connectOnce = async (): Promise<Backend | undefined> => {
    patch('connection', { phase: 'connecting', label: 'connecting…' });
    try {
      const connection = await resolve();
      return install(connection, newAgent(connection));
    } catch (error) {
      ready = undefined;
      const text = `cannot connect: ${messageOf(error)}`;
      patch('connection', { phase: 'failed', label: 'not connected', status: { kind: 'error', text }, retry: () => get().connection.connect() });
      return undefined;
    }
  };

  const sameSystem = (a: Connection, b: Connection) => a.origin === b.origin && a.user === b.user && a.client === b.client && a.password === b.password;

  /** One attempt: resolve the connection again and make a session (fetching a CSRF token proves reachability and credentials). */
  const attempt = async (): Promise<boolean> => {
    const connection = await resolve();
    const current = backend?.agent;
    // the same system at the same address keeps its agent (the debugger holds it); a new address gets a new one
    const agent = current && sameSystem(current.connection, connection) ? current : newAgent(connection);
    await agent.fetchCsrfToken();
    if (agent !== current) {
      current?.close();
      install(connection, agent);
      // the debugger's session was made over the old agent
      if (get().debugger.phase !== 'stopped') renew?.((key) => key === 'debugger');
    }
    patch('connection', (c) => ({ phase: 'ready' as const, offline: null, reconnects: c.reconnects + 1, systemId: agent.systemId || c.systemId }));
    return true;
  };

  const reconnectLoop = async (reason: string): Promise<boolean> => {
    const since = Date.now();
    for (let attempts = 1; ; attempts++) {
      // a TUI that quits stops trying (and starts no embedded server any more)
      if (get().ui.quitting) return false;
      patch('connection', { phase: 'offline', offline: { reason, since, attempts } });
      try {
        await attempt();
        const seconds = Math.round((Date.now() - since) / 1000);
        // what said "cannot reach" goes: the system answers
        patch('connection', (c) => ({ status: { kind: 'info' as const, text: `reconnected to ${c.label} after ${seconds}s` }, retry: null }));
        void madeAgain();
        return true;
      } catch (error) {
        reason = messageOf(error);
        // a refused logon will not mend itself: stop and say so (r tries again)
        if (error instanceof ConnectionError && error.status === 401) {
          patch('connection', { phase: 'failed', offline: null, status: { kind: 'error', text: reason }, retry: async () => void (await get().connection.reconnect()) });
          return false;
        }
        await sleep(reconnectDelay(attempts));
      }
    }
  };

  /** Once the system answers again: the reads that failed meanwhile are made again, then a failed write is offered with r. */
  const madeAgain = async () => {
    const reads = [...away.reads.values()];
    away.reads.clear();
    await Promise.all(reads.map((read) => read()));
    const write = away.write;
    away.write = null;
    if (write && !away.write) {
      patch('connection', { status: { kind: 'error', text: `reconnected; not done while the system was away: ${write.label}` }, retry: write.retry });
    }
  };

  const lost = (error: unknown) => {
    if (isUnreachable(error) && !reconnecting) {
      reconnecting = reconnectLoop(messageOf(error)).finally(() => {
        reconnecting = undefined;
      });
    }
  };

  return {
    connection: {
      phase: 'connecting',
      label: 'connecting…',
      source: '',
      context: null,
      systemId: '',
      offline: null,
      reconnects: 0,
      pollMillis: deps.livePollMillis ?? 0,
      counts: null,
      contexts: { choices: [], cursor: 0, file: '' },
      calls: [],
      callCount: 0,
      pending: [],
      status: null,
      retry: null,

      connect() {
        connecting ??= (async () => {
          const connected = await (ready ??= connectOnce());
          if (connected) await Promise.all([get().tree.loadRoots(), learnSession(connected.agent)]);
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
          if (isUnreachable(error)) {
            if (options.read) away.reads.set(label, retry);
            else away.write = { label, retry };
          }
          lost(error);
          return undefined;
        }
      },

      retryLast() {
        const retry = get().connection.retry;
        if (!retry) return;
        if (away.write?.retry === retry) away.write = null;
        patch('connection', { status: null, retry: null });
        void retry();
      },

      notify(text, kind = 'info') {
        patch('connection', { status: { kind, text } });
      },

      clearStatus() {
        patch('connection', { status: null, retry: null });
      },

      refuse(operation) {
        const context = get().connection.context;
        const refusal = readOnlyRefusal({ ...(context ? { context } : {}) }, operation);
        if (refusal) get().connection.notify(refusal, 'error');
        return refusal !== undefined;
      },

      listContexts() {
        if (!deps.contexts) return get().connection.notify('contexts are not available here', 'error');
        try {
          const { choices, file } = deps.contexts.list();
          if (choices.length === 0) return get().connection.notify(`no contexts: name your systems in ${file} (docs/CONTEXTS.md)`, 'error');
          const active = get().connection.context?.name;
          const cursor = Math.max(0, choices.findIndex((choice) => choice.name === active));
          patch('connection', { contexts: { choices, cursor, file } });
          get().ui.toggleOverlay('contexts');
        } catch (error) {
          get().connection.notify(`contexts: ${messageOf(error)}`, 'error');
        }
      },

      current() {
        return backend?.agent.connection;
      },

      contextNames() {
        try {
          return deps.contexts?.list().choices.map((choice) => choice.name) ?? [];
        } catch {
          return [];
        }
      },

      moveContextCursor(delta) {
        patch('connection', (c) => ({ contexts: { ...c.contexts, cursor: Math.max(0, Math.min(c.contexts.choices.length - 1, c.contexts.cursor + delta)) } }));
      },

      async chooseContext() {
        const { choices, cursor } = get().connection.contexts;
        const choice = choices[cursor];
        get().ui.closeOverlay();
        if (choice) await get().connection.switchContext(choice.name);
      },

      async switchContext(name) {
        const contexts = deps.contexts;
        if (!contexts) return get().connection.notify('contexts are not available here', 'error');
        if (get().debugger.phase === 'stopped') {
          return get().connection.notify('the debugger holds a program stopped: continue or terminate it (pane 6) before switching context', 'error');
        }
        const id = nextId++;
        patch('connection', (c) => ({ pending: [...c.pending, { id, label: `switching to ${name}`, startedAt: Date.now() }] }));
        let connection: Connection;
        try {
          connection = await contexts.connect(name);
        } catch (error) {
          // the old connection stays
          patch('connection', (c) => ({ pending: c.pending.filter((p) => p.id !== id), status: { kind: 'error' as const, text: `context ${name}: ${messageOf(error)}` } }));
          return;
        }
        patch('connection', (c) => ({ pending: c.pending.filter((p) => p.id !== id) }));
        const previous = backend?.agent;
        resolve = () => contexts.connect(name);
        ready = undefined;
        // the panes start afresh on the new system; the layout, the focus and the connection's log stay
        renew?.((key) => key !== 'connection' && key !== 'ui');
        const installed = install(connection, newAgent(connection));
        ready = Promise.resolve(installed);
        connecting = undefined;
        previous?.close();
        get().ui.focusPane(get().ui.panes[0]?.id ?? '');
        get().connection.notify(`context ${name}: ${describeConnection(connection)}`);
        await get().connection.connect();
      },

      async poll() {
        const { phase } = get().connection;
        if (phase !== 'ready' || !backend || reconnecting || ticking || get().ui.quitting) return;
        const agent = backend.agent;
        ticking = true;
        try {
          if (countsOffered?.agent !== agent) countsOffered = { agent, offered: (await capabilities(agent)).includes(deckStatusCapability) };
          if (countsOffered.offered) {
            // the one call of a tick: the counts (and with them the SID)
            const counts = await deckStatus(agent, startedAt);
            if (backend?.agent === agent) {
              const before = get().connection.counts?.newDumps;
              if (JSON.stringify(counts) !== JSON.stringify(get().connection.counts)) patch('connection', (c) => ({ counts, systemId: counts.systemId || c.systemId }));
              // a dump counted in the status line is in the dump list too (the first count read: a list loaded
              // before it may lack what it counts, so it is read again once)
              if ((counts.newDumps ?? 0) > (before ?? 0)) get().dumps.followNewDumps();
            }
          } else {
            await agent.fetchCsrfToken();
            if (backend?.agent === agent && agent.systemId !== get().connection.systemId) patch('connection', { systemId: agent.systemId });
          }
        } catch (error) {
          lost(error);
        } finally {
          ticking = false;
        }
      },

      async reconnect() {
        if (reconnecting) return reconnecting;
        const current = backend ?? (await (ready ??= connectOnce()));
        if (!current) return false;
        try {
          await current.agent.fetchCsrfToken();
          patch('connection', { systemId: current.agent.systemId });
          return true;
        } catch (error) {
          if (!isUnreachable(error)) throw error;
          lost(error);
          return (await reconnecting) ?? false;
        }
      },
    },
  };
}

function messageOf(error: unknown): string {
  if (error instanceof ConnectionError || error instanceof ResultError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
