/**
 * The debugger of the embedded system. It knows nothing of HTTP: the developer API's routes translate
 * requests into these calls.
 *
 * - Breakpoints are registered per user and terminal; before a run reaches a work process, the breakpoints
 *   of the run's user are armed in that process's inspector agent (so they fire only for that user's runs).
 * - When the agent reports a stop, the run's clock is paused and a debuggee is created and handed to the
 *   user's listener (a long poll; one per user, whichever terminal set the breakpoint); with no listener
 *   within a grace period the run goes on without breakpoints. A second listener is a conflict unless it
 *   takes over; a terminal that listened and gave way loses its breakpoints.
 * - An attached debuggee steps in ABAP statements, shows its stack and variables, continues (answered at
 *   its next breakpoint, or 'ended' when the run ends first, as ADT's debuggeeEnded), detaches (released:
 *   it may stop again, as a new debuggee) or is terminated (the run is aborted, no dump).
 * - A stopped debuggee nobody touches for the idle time (30 minutes) is released; one whose debugger went away
 *   is released at once: its terminal's listener poll was dropped by the client (a killed process, a lost
 *   connection) and the terminal did not listen again within a few seconds.
 */
import type { DebugVariable, VariableHierarchy, StackEntry } from '../../../protocol/debugger-documents.js';
import { debuggerMessages, parseSourceUri, type StepMethod } from '../../../protocol/debugger.js';
import type { ConditionEvaluation } from '../../../protocol/debugger-condition.js';
import { JUMP_REFUSALS } from '../../execution/transpile/jump-format.js';
import { DebuggerError, type Caller, type Debuggee, type Watchpoint, type DebugSessionState, type LineStepMethod, stepKinds, newId } from './engine-types.js';
import { Listeners } from './listeners.js';

export { DebuggerError, debuggerDefaults, type DebuggerOptions, type DebuggerErrorReason, type Caller, type BreakpointInput, type BreakpointResult, type BreakpointSync, type ListenerParams, type ListenOutcome, type Watchpoint, type DebugSessionState, type LineStepMethod } from './engine-types.js';

/** The debugger engine: the debuggee facade the routes call (attach, step, stack, variables, watchpoints, detach, terminate). */
export class DebuggerEngine extends Listeners {
  attach(caller: Caller, debuggeeId: string): Promise<DebugSessionState> {
    const debuggee = this.debuggees.get(debuggeeId);
    if (!debuggee || (debuggee.state !== 'waiting' && debuggee.state !== 'delivered')) {
      if (debuggee && (debuggee.state === 'attached' || debuggee.state === 'stepping')) throw new DebuggerError('conflict', debuggerMessages.debuggeeAttached);
      throw new DebuggerError('not-found', debuggerMessages.debuggeeNotFound(debuggeeId));
    }
    if (debuggee.client !== caller.client || debuggee.user !== caller.user) throw new DebuggerError('forbidden', debuggerMessages.debuggeeNotFound(debuggeeId));
    clearTimeout(debuggee.graceTimer);
    debuggee.state = 'attached';
    debuggee.debugSessionId = newId();
    this.touch(debuggee);
    // a client attaches to read the stop
    this.loadAhead(debuggee, Promise.resolve());
    return Promise.resolve(this.stateOf(debuggee, false));
  }

  /**
   * stepOver, stepInto, stepReturn and stepContinue: answered at the debuggee's next stop (stepContinue:
   * the next breakpoint of the same run). When the run ends first the answer is the 'ended' refusal, as ADT
   * answers debuggeeEnded.
   */
  step(caller: Caller, debuggeeId: string, method: StepMethod | LineStepMethod, targetUri?: string): Promise<DebugSessionState> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const target = method === 'stepRunToLine' || method === 'stepJumpToLine' ? this.lineTarget(debuggee, targetUri) : undefined;
      const connection = this.connectionOf(debuggee);
      const jump = method === 'stepJumpToLine';
      if (jump) {
        // checked while the program stands: a refused jump leaves it where it is
        const refusal = await connection.request({ op: 'jump', target: target! }).then(
          () => undefined,
          (error: Error) => error.message,
        );
        if (refusal !== undefined) throw new DebuggerError('invalid', jumpRefusalText(refusal));
      }
      const view = this.viewOf(debuggee);
      // a client that read the previous stop reads this one too (ABAP FS, the TUI): the stop's view comes with the answer
      const readBefore = view.reset();
      debuggee.state = 'stepping';
      debuggee.process.clock?.resume();
      const request = { op: 'step', kind: target ? 'continue' : stepKinds[method as StepMethod], ...(target ? { target } : {}), ...(jump ? { jump } : {}), ...(readBefore ? { view: true } : {}) } as const;
      const reply = await connection.request(request).catch(() => undefined);
      if (!reply?.stop || debuggee.process.current === undefined) {
        debuggee.state = 'ended';
        this.forget(debuggee);
        throw new DebuggerError('ended', debuggerMessages.debuggeeEnded);
      }
      debuggee.process.clock?.pause();
      debuggee.state = 'attached';
      debuggee.stop = reply.stop;
      for (const hit of reply.stop.watchpoints ?? []) {
        const watchpoint = debuggee.watchpoints.get(hit.id);
        if (!watchpoint) continue;
        watchpoint.oldValue = hit.oldValue;
        watchpoint.currentValue = hit.newValue;
        watchpoint.hits++;
      }
      if (reply.view) view.taken(reply.view);
      this.touch(debuggee);
      // the client that continued has gone away meanwhile: nobody reads this stop
      if (this.isOrphan(debuggee)) setImmediate(() => void this.release(debuggee.id));
      return this.stateOf(debuggee, false);
    });
  }

  /**
   * Loads a stop's snapshot (stop-view.ts) ahead of the client's reads, once the answer that reported the stop
   * has gone out: the work process computes it while the answer travels and the client asks, and the reads
   * then find it in memory. It takes the next place in the debuggee's line, so the agent still serves one
   * request at a time (a read arriving meanwhile waits for it).
   */
  private loadAhead(debuggee: Debuggee, answered: Promise<unknown>): void {
    void this.serialize(debuggee, async () => {
      await answered;
      // after the answer's own promise callbacks, which write it to the client
      await new Promise((resolve) => setImmediate(resolve));
      if (debuggee.state !== 'attached') return;
      await this.viewOf(debuggee).loadAhead();
    }).catch(() => undefined);
  }

  /**
   * The statement a run to line steps to or a jump to line goes to (an executable statement of the source the
   * URI addresses, in the debuggee's generation).
   */
  private lineTarget(debuggee: Debuggee, targetUri: string | undefined): { file: string; row: number } {
    const source = targetUri ? parseSourceUri(targetUri, this.options.adtPath) : undefined;
    if (!source) throw new DebuggerError('invalid', debuggerMessages.targetLineMissing(targetUri ?? ''));
    const resolved = this.positionsOf(debuggee.process).resolve(source);
    if (!resolved.ok) throw new DebuggerError('invalid', resolved.reason);
    return { file: resolved.file, row: resolved.row };
  }

  /** Lets the attached debuggee go on at once (detach): it may stop again at a breakpoint, as a new debuggee. */
  detach(caller: Caller, debuggeeId: string): Promise<DebugSessionState> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      debuggee.state = 'released';
      this.forget(debuggee);
      debuggee.process.clock?.resume();
      if (debuggee.watchpoints.size > 0) await this.connections.get(debuggee.process)?.request({ op: 'unwatch' }).catch(() => undefined);
      await this.connections.get(debuggee.process)?.request({ op: 'continue' }).catch(() => undefined);
      return this.stateOf(debuggee, true);
    });
  }

  /** The ABAP call stack of a stopped debuggee, top of the stack with the highest position. */
  stack(caller: Caller, debuggeeId: string): Promise<StackEntry[]> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const abapFrames = await this.viewOf(debuggee).frames();
      const positions = this.positionsOf(debuggee.process);
      const frames = abapFrames.length > 0 ? abapFrames : [{ module: debuggee.stop.module ?? '', file: debuggee.stop.file, row: debuggee.stop.row, column: 1, jsName: '' }];
      return frames.map((frame, index) => {
        const position = positions.position(frame.file, frame.row, frame.jsName, frame.module);
        return {
          stackPosition: frames.length - index,
          stackType: 'ABAP',
          programName: position.programName,
          includeName: position.includeName,
          line: position.source.line,
          eventType: position.eventType,
          eventName: position.eventName,
          uri: position.uri,
        };
      });
    });
  }

  childVariables(caller: Caller, debuggeeId: string, parentIds: readonly string[]): Promise<{ hierarchies: VariableHierarchy[]; variables: DebugVariable[] }> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const known = await this.viewOf(debuggee).children(parentIds);
      if (known) return known;
      const reply = await this.connectionOf(debuggee).request({ op: 'children', parentIds: [...parentIds] });
      return { hierarchies: reply.hierarchies, variables: reply.variables };
    });
  }

  variables(caller: Caller, debuggeeId: string, ids: readonly string[]): Promise<DebugVariable[]> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const known = await this.viewOf(debuggee).values(ids);
      if (known) return known;
      return (await this.connectionOf(debuggee).request({ op: 'values', ids: [...ids] })).variables;
    });
  }

  /**
   * goToStack: the variables answers that follow are those of the frame at this stack position (the top frame
   * has the highest, as the stack answer numbers them) until the next step, which continues from the top frame.
   */
  goToStack(caller: Caller, debuggeeId: string, position: number): Promise<void> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const view = this.viewOf(debuggee);
      const count = await view.frameCount();
      if (!Number.isInteger(position) || position < 1 || position > count) throw new DebuggerError('invalid', `Stack position ${position} does not exist (1 to ${count})`);
      if (!(await view.select(position))) return;
      try {
        await this.connectionOf(debuggee).request({ op: 'select', position });
      } catch (error) {
        throw new DebuggerError('invalid', error instanceof Error ? error.message : String(error));
      }
    });
  }

  /** setVariableValue: the variable (of the selected frame) takes the text, converted with its type; answers the new value. */
  setVariableValue(caller: Caller, debuggeeId: string, variableName: string, value: string): Promise<string> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const reply = await this.connectionOf(debuggee).request({ op: 'set', id: variableName, value });
      this.viewOf(debuggee).invalidate();
      if (reply.error !== undefined || reply.value === undefined) throw new DebuggerError('invalid', reply.error ?? `Cannot set ${variableName}`);
      return reply.value;
    });
  }

  /**
   * A watchpoint on a variable of the selected frame (ADT's are set while attached and live as long as the
   * debug session): the run stops after each statement that changes the variable's value, where the condition
   * (an ABAP logical expression, as a breakpoint's) holds. A variable of another frame is watched through its
   * data object, so a local watches that call of its method.
   */
  addWatchpoint(caller: Caller, debuggeeId: string, variableName: string, condition?: string): Promise<Watchpoint> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const name = variableName.trim().toUpperCase();
      if (name === '') throw new DebuggerError('invalid', debuggerMessages.watchpointVariableMissing);
      const text = condition?.trim() ? condition.trim() : undefined;
      const compiled = text ? (await this.options.compileConditions([text], this.options.limits.conditionCharacters))[0] : undefined;
      if (compiled && !compiled.ok) throw new DebuggerError('invalid', `The condition cannot be evaluated: ${compiled.reason}`);
      const id = String(debuggee.nextWatchpoint);
      const reply = await this.connectionOf(debuggee).request({ op: 'watch', id, variable: name, ...(compiled ? { condition: compiled } : {}) });
      if (reply.error !== undefined || reply.value === undefined) throw new DebuggerError('invalid', reply.error ?? `Cannot watch ${name}`);
      debuggee.nextWatchpoint++;
      const watchpoint: Watchpoint = { id, variableName: name, ...(text ? { condition: text } : {}), kind: reply.kind ?? 'local', currentValue: reply.value, oldValue: '', hits: 0 };
      debuggee.watchpoints.set(id, watchpoint);
      return watchpoint;
    });
  }

  /**
   * A condition (an ABAP logical expression, as a breakpoint's) evaluated at the stop on the selected frame, by the
   * parser and evaluator of conditional breakpoints: 'true' or 'false', 'invalid' with why the text is no condition
   * the debugger evaluates (and where), or 'unresolved' with why it cannot be evaluated here.
   */
  evaluateCondition(caller: Caller, debuggeeId: string, condition: string): Promise<ConditionEvaluation> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const [compiled] = await this.options.compileConditions([condition], this.options.limits.conditionCharacters);
      if (!compiled) throw new DebuggerError('invalid', 'The condition could not be read');
      if (!compiled.ok) return { condition, result: 'invalid', message: compiled.reason, offset: compiled.offset };
      const reply = await this.connectionOf(debuggee).request({ op: 'condition', condition: compiled });
      if (reply.holds === undefined) return { condition, result: 'unresolved', message: reply.error ?? 'The condition cannot be evaluated at this stop', offset: 0 };
      return { condition, result: reply.holds ? 'true' : 'false', message: '', offset: 0 };
    });
  }

  /** The watchpoints of an attached debuggee, in the order they were set. */
  listWatchpoints(caller: Caller, debuggeeId: string): Watchpoint[] {
    const debuggee = this.attached(caller, debuggeeId, true);
    return [...debuggee.watchpoints.values()];
  }

  deleteWatchpoint(caller: Caller, debuggeeId: string, id: string): Promise<void> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      if (!debuggee.watchpoints.delete(id)) throw new DebuggerError('not-found', debuggerMessages.watchpointNotFound(id));
      await this.connectionOf(debuggee).request({ op: 'unwatch', id });
    });
  }

  /** Aborts the debuggee's run (the work process ends; no short dump is written). */
  terminate(caller: Caller, debuggeeId: string): Promise<DebugSessionState> {
    const debuggee = this.attached(caller, debuggeeId, true);
    debuggee.state = 'ended';
    this.forget(debuggee);
    debuggee.process.terminate();
    return Promise.resolve(this.stateOf(debuggee, true));
  }

  /** Lets a debuggee go (its session ended or idled out): the run continues without breakpoints. */
  release(debuggeeId: string): Promise<void> {
    const debuggee = this.debuggees.get(debuggeeId);
    if (!debuggee) return Promise.resolve();
    debuggee.state = 'released';
    this.forget(debuggee);
    if (debuggee.watchpoints.size > 0) void this.connections.get(debuggee.process)?.request({ op: 'unwatch' }).catch(() => undefined);
    return this.resumeWithout(debuggee.process);
  }

  /** The position a stopped debuggee stands at (for the listener document and clients). */
  positionOf(debuggeeId: string): { file: string; row: number } | undefined {
    const debuggee = this.debuggees.get(debuggeeId);
    return debuggee ? { file: debuggee.stop.file, row: debuggee.stop.row } : undefined;
  }

  /** Lets every stopped run go on (so the service can finish their requests) and ends the listeners. */
  async close(): Promise<void> {
    const releasing = [...this.debuggees.values()].map((debuggee) => this.release(debuggee.id));
    this.closed = true;
    for (const timer of this.droppedTerminals.values()) clearTimeout(timer);
    this.droppedTerminals.clear();
    await Promise.all(releasing);
    for (const listener of [...this.listeners.values()]) listener.stop({ kind: 'timeout' });
    this.listeners.clear();
    for (const connection of this.connections.values()) connection.close();
  }
}

/** The words of the agent's refusal of a jump (JUMP_REFUSALS); anything else is the agent's own message. */
function jumpRefusalText(code: string): string {
  switch (code) {
    case JUMP_REFUSALS.intoBlock:
      return debuggerMessages.jumpIntoBlock;
    case JUMP_REFUSALS.otherProcedure:
      return debuggerMessages.jumpOtherProcedure;
    case JUMP_REFUSALS.atRaise:
      return debuggerMessages.jumpAtRaise;
    case JUMP_REFUSALS.notAtStatement:
      return debuggerMessages.jumpNotAtStatement;
    default:
      return code;
  }
}
