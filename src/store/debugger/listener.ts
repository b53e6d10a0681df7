/**
 * The listen/attach loop and what follows a stop: a listener polling in the background while there are
 * breakpoints (and on while a program is stopped for the deck), attaching to a run of the user that stops,
 * showing the stop, the step keys, run or jump to a line, terminate, detach, and letting go when the deck quits.
 */
import type { ReachedBreakpoint } from '../../protocol/debugger-documents.js';
import { notableReached } from '../../debug/daemon-protocol.js';
import { renderReached } from '../../debug/render.js';
import type { DebugSession } from '../../debug/session.js';
import type { DebuggerContext } from './context.js';
import type { DebuggerActions } from './model.js';
import { readWatches } from './variables.js';

/** Seconds one listener poll waits (the spec's client timeout); the loop polls again until stopped. */
const POLL_SECONDS = 30;
const RETRY_MILLIS = 5000;

type Hit = Awaited<ReturnType<DebugSession['waitForHit']>>;
type Stepped = Awaited<ReturnType<DebugSession['step']>>;

/** Why a stop is where it is, beyond its line: a watchpoint's change (name, old → new), an exception raised. */
export function stopReason(reached: readonly ReachedBreakpoint[] | undefined): string {
  return (notableReached(reached) ?? [])
    .map((bp) =>
      bp.kind === 'watchpoint' ? `watchpoint ${bp.id}: ${bp.variableName ?? ''} '${bp.oldValue ?? ''}' → '${bp.newValue ?? ''}'` : `exception ${bp.exceptionClass ?? ''}`,
    )
    .join(' · ');
}

export interface Listener {
  /** Polls while there are breakpoints or a program is stopped for the deck (at most one loop at a time). */
  listen(): Promise<void>;
  /** Ends the listener (nothing left to listen for, or the deck goes away): the poll in flight answers at once. */
  stopListening(timeoutMillis?: number): Promise<void>;
  isListening(): boolean;
}

export type ListenerActions = Pick<DebuggerActions, 'step' | 'promptToLine' | 'toLine' | 'terminate' | 'detach' | 'quitAsking' | 'leave'>;

export function createListener(context: DebuggerContext): { listener: Listener; actions: ListenerActions } {
  const { get, patch } = context;
  let listening = false;
  // ends the wait of the poll in flight (with a DELETE of the listener, its answer)
  let listenAbort: AbortController | undefined;
  // the deck is going away: no new poll, no new attach
  let quitting = false;
  // a stop of another run of the user reported while one is stopped for us: attached once that one is let go
  let pendingHit: Hit | undefined;

  const showStop = async (current: DebugSession, reached?: readonly ReachedBreakpoint[]) => {
    const [position, stack, variables, watchpoints] = await Promise.all([
      current.position(),
      current.stack(),
      current.variables(),
      get().debugger.watchpoints.length > 0 ? current.watchpoints() : [],
    ]);
    const watches = await readWatches(current, get().debugger.watches);
    patch({
      phase: 'stopped',
      watchpoints,
      position,
      stack,
      variables: variables.map((variable) => ({ variable, depth: 0, expanded: false })),
      cursor: 0,
      frame: 0,
      stackCursor: 0,
      watches,
      // the reason first: the line is cut at the pane's width
      message: [stopReason(reached), `stopped at ${position.include} line ${position.line} (${position.event})`].filter(Boolean).join(' · '),
    });
  };

  /** The stop just attached to, on screen. */
  const showAttached = async (current: DebugSession, hit: Hit) => {
    // a run of the user stopped: it takes the pane from a replay
    if (context.replay) {
      context.replay = undefined;
      patch({ replay: null });
    }
    await showStop(current);
    get().ui.open('debugger');
    get().connection.notify(`breakpoint reached: ${hit.include} line ${hit.line}`);
  };

  const attachTo = async (current: DebugSession, hit: Hit) => {
    await current.attach(hit.debuggeeId);
    current.startKeepalive();
    await showAttached(current, hit);
  };

  /**
   * Polls the listener while there are breakpoints, and on while a program is stopped for us: the system sees
   * the deck there (a deck that goes away without a word, killed or cut off, drops its poll and the system lets
   * the program go). A hit while a program is stopped waits until that one is let go.
   */
  const listen = async () => {
    if (listening || quitting) return;
    const found = await context.tools();
    if (!found) return;
    if (listening || quitting) return;
    listening = true;
    listenAbort = new AbortController();
    const signal = listenAbort.signal;
    // a replay keeps the pane; the listener goes on behind it
    if (!context.replay && !found.session.isAttached) patch({ phase: 'listening', message: 'listening for a breakpoint of your runs…' });
    while (!signal.aborted && !pendingHit && (get().debugger.breakpoints.length > 0 || found.session.isAttached)) {
      try {
        const hit = await found.session.waitForHit(POLL_SECONDS, {
          onConflict: (message) => void (!context.replay && patch({ message: `${message}; retrying` })),
          signal,
        });
        if (signal.aborted) break;
        if (found.session.isAttached) {
          pendingHit = hit;
          get().connection.notify(`another run stopped at ${hit.include} line ${hit.line}: shown once this one goes on`);
          break;
        }
        await found.session.attach(hit.debuggeeId);
        found.session.startKeepalive();
        // shown while the next poll already waits: the system sees the deck there from the first moment
        void get().connection.call('debugger', () => showAttached(found.session, hit));
      } catch (error) {
        if (error instanceof found.listenTimeout) continue;
        if (signal.aborted) break;
        patch({ message: `listener: ${error instanceof Error ? error.message : String(error)}` });
        await new Promise((resolve) => setTimeout(resolve, RETRY_MILLIS).unref());
      }
    }
    if (listenAbort?.signal === signal) {
      listening = false;
      listenAbort = undefined;
    }
    if (get().debugger.phase === 'listening') patch({ phase: 'idle', message: 'no breakpoints: b on a source line sets one' });
  };

  const stopListening = async (timeoutMillis?: number) => {
    if (!listening) return;
    listening = false;
    listenAbort?.abort();
    listenAbort = undefined;
    await context.made()?.book.api.stopListener(timeoutMillis).catch(() => undefined);
  };

  const afterRelease = (message: string) => {
    // a watchpoint ends with the debug session it was set in
    patch((d) => ({ phase: 'idle' as const, position: null, stack: [], variables: [], cursor: 0, watchpoints: [], breakpointCursor: Math.max(0, Math.min(d.breakpointCursor, d.breakpoints.length - 1)), message }));
    get().connection.notify(message);
    const waiting = pendingHit;
    pendingHit = undefined;
    const session = context.session();
    if (waiting && session && !quitting) void get().connection.call('attach', () => attachTo(session, waiting)).then(() => listen());
    else if (get().debugger.breakpoints.length === 0) void stopListening();
    else void listen();
  };

  /** What a step (or a run or jump to a line) ended in: a new stop, the program's end, or a refusal (it stands). */
  const afterStep = async (current: DebugSession, stepped: Stepped | undefined) => {
    if (!stepped) {
      patch({ phase: current.isAttached ? 'stopped' : 'idle' });
      return;
    }
    if (!stepped.position) {
      afterRelease(stepped.ended ? 'the program has ended' : 'continued: the program runs on');
      return;
    }
    await showStop(current, stepped.state?.reachedBreakpoints);
    const notes = renderReached(notableReached(stepped.state?.reachedBreakpoints)).trim();
    if (notes) get().connection.notify(notes.split('\n').join(' · '));
  };

  const actions: ListenerActions = {
    async step(type) {
      if (get().debugger.phase === 'replay') return get().debugger.replayStep(1);
      const current = context.session();
      if (!current?.isAttached || get().debugger.phase !== 'stopped') return;
      patch({ phase: 'stepping' });
      await afterStep(current, await get().connection.call(`step ${type}`, () => current.step(type)));
    },

    promptToLine(how) {
      const d = get().debugger;
      if (d.phase !== 'stopped' || !d.position) {
        get().connection.notify(`${how === 'run' ? 'run to line' : 'jump to line'}: no program is stopped`, 'error');
        return;
      }
      get().ui.openPrompt(how === 'run' ? 'debugRunTo' : 'debugJump', String(d.position.source?.line ?? d.position.line));
    },

    async toLine(how, text) {
      const line = Number(text.trim());
      const current = context.session();
      if (!current?.isAttached || get().debugger.phase !== 'stopped') return;
      if (!Number.isInteger(line) || line < 1) {
        get().connection.notify(`'${text.trim()}' is not a line number`, 'error');
        return;
      }
      patch({ phase: 'stepping' });
      await afterStep(current, await get().connection.call(how === 'run' ? `run to line ${line}` : `jump to line ${line}`, () => current.toLine(how, line)));
    },

    terminate() {
      const current = context.session();
      if (!current?.isAttached) return;
      get().ui.ask('Terminate the program?', 'The run is aborted: nothing it has not committed is kept.', () => {
        void (async () => {
          await get().connection.call('terminate', () => current.terminate());
          afterRelease('the program was terminated');
        })();
      });
    },

    async detach() {
      const current = context.session();
      const found = await context.tools();
      if (!current?.isAttached || !found) return;
      await get().connection.call('detach', () => current.detach(async () => void (await found.book.deleteAll())));
      patch({ breakpoints: [] });
      afterRelease('detached: breakpoints deleted, the program runs to its end');
    },

    quitAsking() {
      const current = context.session();
      if (!current?.isAttached) return get().ui.quit();
      const release = async (how: 'continue' | 'terminate') => {
        const found = await context.tools();
        if (!found) return;
        const deleteAll = async () => void (await found.book.deleteAll());
        const done = await get().connection.call(how === 'continue' ? 'continue and quit' : 'terminate and quit', async () => {
          if (how === 'continue') await current.detach(deleteAll);
          else {
            await current.terminate();
            await deleteAll();
          }
          return true;
        });
        if (!done) return;
        quitting = true;
        await stopListening();
        get().ui.quit();
      };
      get().ui.choose('A program is stopped in the debugger. Quit?', 'Its breakpoints are deleted either way; Esc stays in the deck.', [
        { key: 'c', label: 'continue', description: 'continue: breakpoints deleted, the program runs to its end, then quit', action: () => void release('continue') },
        { key: 't', label: 'terminate', description: 'terminate: the program is aborted, breakpoints deleted, then quit', action: () => void release('terminate') },
      ]);
    },

    async leave(timeoutMillis) {
      quitting = true;
      pendingHit = undefined;
      await Promise.all([stopListening(timeoutMillis), context.session()?.leave(timeoutMillis).catch(() => undefined)]);
    },
  };

  return { listener: { listen, stopListening, isListening: () => listening }, actions };
}
