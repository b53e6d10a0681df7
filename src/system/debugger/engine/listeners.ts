/**
 * The listeners of the debugger engine: one long poll per user (a second of another terminal or IDE is a conflict
 * unless it takes over), the delivery of a debuggee to it, the expiry of the breakpoints of a terminal that gave
 * way, and the release of the debuggees of a terminal that went away (its poll dropped, not renewed in time).
 */
import type { Debuggee as DebuggeeDocument } from '../../../protocol/debugger-documents.js';
import { type Caller, type ListenerParams, type ListenOutcome, type Debuggee, type Listener, abapTimestamp } from './engine-types.js';
import { AgentConnections } from './agent-connections.js';

export abstract class Listeners extends AgentConnections {
  /** Terminals whose listener poll was dropped by the client, until they listen again (key: client, user, terminal). */
  protected readonly droppedTerminals = new Map<string, NodeJS.Timeout>();
  /** Terminals found gone: a debuggee of theirs that stops again (a step that was running) is released. */
  private readonly goneTerminals = new Set<string>();

  /**
   * Waits for a stop of one of the user's runs (a long poll). A second listener of the user is a conflict,
   * unless it takes the waiting one over (that one is answered with a conflict notification, or nothing) or
   * comes from the same terminal and IDE (it takes over; the earlier one ends as if its wait timed out).
   * Registering a listener expires the breakpoints of the user's other terminals that listened before and
   * no longer do: a stop goes to the user's listener, whichever terminal's breakpoint it reached.
   */
  listen(caller: Caller, params: ListenerParams): Promise<ListenOutcome> {
    const key = `${caller.client}\u0000${caller.user}`;
    if (this.closed) return Promise.resolve({ kind: 'timeout' });
    const current = this.listeners.get(key);
    if (current) {
      // the same terminal and IDE listening again (a restarted tool, a second REPL of it) takes over, as on ADT
      const sameTool = current.terminalId === params.terminalId && current.ideId === params.ideId;
      if (!params.takeover && !sameTool) return Promise.resolve({ kind: 'conflict', user: caller.user });
      current.stop(current.notifyOnConflict && current.terminalId !== params.terminalId ? { kind: 'displaced', user: caller.user } : { kind: 'timeout' });
    }
    this.expireRegistrations(caller, params.terminalId);
    this.terminalBack(caller, params.terminalId);
    const listened = this.listenedTerminals.get(key) ?? new Set<string>();
    listened.add(params.terminalId);
    this.listenedTerminals.set(key, listened);
    const waiting = [...this.debuggees.values()].find((d) => d.state === 'waiting' && d.client === caller.client && d.user === caller.user);
    if (waiting) {
      waiting.terminalId = params.terminalId;
      waiting.ideId = params.ideId;
      return Promise.resolve({ kind: 'hit', debuggee: this.deliver(waiting) });
    }
    return new Promise((resolve) => {
      const finish = (outcome: ListenOutcome) => {
        clearTimeout(timer);
        params.signal?.removeEventListener('abort', onAbort);
        if (this.listeners.get(key) === listener) this.listeners.delete(key);
        resolve(outcome);
      };
      // the client dropped the poll: its debugger may have gone away
      const onAbort = () => {
        finish({ kind: 'timeout' });
        this.terminalDropped(caller, params.terminalId);
      };
      const listener: Listener = {
        client: caller.client,
        user: caller.user,
        terminalId: params.terminalId,
        ideId: params.ideId,
        notifyOnConflict: params.notifyOnConflict ?? false,
        deliver: (debuggee) => finish({ kind: 'hit', debuggee: this.deliver(debuggee) }),
        stop: (outcome) => finish(outcome),
      };
      const timer = setTimeout(() => finish({ kind: 'timeout' }), Math.max(0, params.timeoutMillis));
      timer.unref();
      params.signal?.addEventListener('abort', onAbort, { once: true });
      this.listeners.set(key, listener);
    });
  }

  /** The user's active listener, if one polls right now. */
  /** Debuggees of the caller stopped at a breakpoint that no listener has taken yet (the TUI's status line counts them). */
  waitingDebuggees(caller: Caller): number {
    return [...this.debuggees.values()].filter((d) => d.state === 'waiting' && d.client === caller.client && d.user === caller.user).length;
  }

  activeListener(caller: Caller): { terminalId: string; ideId: string } | undefined {
    const listener = this.listeners.get(`${caller.client}\u0000${caller.user}`);
    return listener ? { terminalId: listener.terminalId, ideId: listener.ideId } : undefined;
  }

  /**
   * Ends the user's active listener, whichever of the user's terminals asks (as ADT: a tool starting up
   * clears the user's listener before it listens). Asked from another terminal, a listener that wants to
   * be told is answered with a conflict notification; else its poll answers nothing.
   */
  stopListener(caller: Caller, terminalId?: string): void {
    const listener = this.listeners.get(`${caller.client}\u0000${caller.user}`);
    if (!listener) return;
    const displaced = terminalId !== undefined && terminalId !== '' && terminalId !== listener.terminalId && listener.notifyOnConflict;
    listener.stop(displaced ? { kind: 'displaced', user: caller.user } : { kind: 'timeout' });
  }

  /** Drops the breakpoints of the user's terminals (other than the one listening now) that listened before. */
  private expireRegistrations(caller: Caller, listeningTerminal: string): void {
    const listened = this.listenedTerminals.get(`${caller.client}\u0000${caller.user}`);
    if (!listened) return;
    for (const registration of this.breakpoints.ofUser(caller.client, caller.user)) {
      if (registration.terminalId === listeningTerminal || !listened.has(registration.terminalId)) continue;
      const attended = [...this.debuggees.values()].some((d) => d.client === caller.client && d.user === caller.user && d.terminalId === registration.terminalId);
      if (attended) continue;
      this.breakpoints.replace({ ...registration, breakpoints: [] });
      listened.delete(registration.terminalId);
    }
  }

  /**
   * A terminal's listener poll was dropped by its client. Unless the terminal listens again within
   * listenerGoneMillis, its debugger is gone: the debuggees it was handed or attached to are released, and one
   * that is running on (a continue of the gone client) is released at its next stop.
   */
  private terminalDropped(caller: Caller, terminalId: string): void {
    if (this.closed) return;
    const key = `${caller.client}\u0000${caller.user}\u0000${terminalId}`;
    clearTimeout(this.droppedTerminals.get(key));
    const timer = setTimeout(() => {
      this.droppedTerminals.delete(key);
      this.goneTerminals.add(key);
      for (const debuggee of [...this.debuggees.values()]) if (this.isOrphan(debuggee)) void this.release(debuggee.id);
    }, this.options.listenerGoneMillis);
    timer.unref();
    this.droppedTerminals.set(key, timer);
  }

  private terminalBack(caller: Caller, terminalId: string): void {
    const key = `${caller.client}\u0000${caller.user}\u0000${terminalId}`;
    clearTimeout(this.droppedTerminals.get(key));
    this.droppedTerminals.delete(key);
    this.goneTerminals.delete(key);
  }

  /** A debuggee stopped for a terminal whose debugger went away (and not stepping right now). */
  protected isOrphan(debuggee: Debuggee): boolean {
    return (debuggee.state === 'attached' || debuggee.state === 'delivered') && this.goneTerminals.has(`${debuggee.client}\u0000${debuggee.user}\u0000${debuggee.terminalId}`);
  }

  private deliver(debuggee: Debuggee): DebuggeeDocument {
    clearTimeout(debuggee.graceTimer);
    debuggee.state = 'delivered';
    this.touch(debuggee);
    const position = this.positionsOf(debuggee.process).position(debuggee.stop.file, debuggee.stop.row, '', debuggee.stop.module);
    return {
      CLIENT: debuggee.client,
      DEBUGGEE_ID: debuggee.id,
      TERMINAL_ID: debuggee.terminalId,
      IDE_ID: debuggee.ideId,
      DEBUGGEE_USER: debuggee.user,
      PRG_CURR: position.programName,
      INCL_CURR: position.includeName,
      LINE_CURR: String(position.source.line),
      RFCDEST: '',
      APPLSERVER: this.serverName,
      SYSID: this.options.sid,
      SYSNR: '00',
      TSTMP: abapTimestamp(),
      DBGEE_KIND: 'DEBUGGEE',
      IS_ATTACH_IMPOSSIBLE: 'false',
      IS_SAME_SERVER: 'true',
      INSTANCE_NAME: this.serverName,
      HOST: this.options.host,
      URI: position.uri,
    };
  }
}
