/**
 * The inspector agent of a work process: a worker thread connected to the process's main thread with
 * node:inspector (connectToMainThread, a fraction of a millisecond a round trip, and it keeps running
 * while the main thread is paused). It serves the debugger engine over the agent channel (AGENT_CHANNEL_FD):
 * arms the breakpoints of a run as JavaScript breakpoints (ABAP row → generated line through the source
 * maps), reports a stop, steps in ABAP statements, and reads the stack and variables through the main
 * thread's DebugInspector (debug-variables.ts) evaluated on the paused frame.
 *
 * Stepping one ABAP statement is a few JavaScript steps; runtime and work-process code is blackboxed so
 * V8 never stops inside it. A JavaScript stop counts as an ABAP stop when it is at an executable statement
 * (the engine tells the rows, from abaplint's statements) and begins a new statement: another line and row
 * of the function we step in, or (step into) the first one of a method called from the statement we stood at.
 * Returning into a caller lands in the middle of its statement (synchronously or after an await): stepping
 * goes on to the caller's next statement.
 */
import { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ChannelMessage, EngineReply, EngineRequest, StepKind, StopPosition } from '../agent-protocol.js';
import { lineReader } from '../agent-protocol.js';
import { JumpToLine } from './jump-to-line.js';
import { escapeRegExp, functionKey, isRaise, type AgentData, type Paused } from './inspector-types.js';

/** The runtime raises its exceptions (CX_SY_ZERODIVIDE …) here: not blackboxed, so V8 pauses on them (exception breakpoints). */
const RUNTIME_RAISE = '@abaplint/runtime/build/src/throw_error\\.js';

/** Most JavaScript steps one ABAP step may take before it stops wherever it is. */
const STEP_LIMIT = 20_000;

/**
 * The agent's core: the channel to the engine, the pauses, stepping and running on. What it stops for and reads
 * comes from the layers below (agent-base.ts names them).
 */
class InspectorAgent extends JumpToLine {
  private readonly channel: Socket;
  private nextRequest = 1;
  private readonly pending = new Map<number, (reply: ChannelMessage & { kind: 'reply' }) => void>();

  constructor(data: AgentData) {
    super(data);
    // the channel keeps this thread alive (a session alone does not)
    this.channel = new Socket({ fd: data.channelFd, readable: true, writable: true });
    this.channel.on('data', lineReader((message) => void this.onMessage(message)));
    this.channel.on('error', () => {});
  }

  async start(): Promise<void> {
    this.session.connectToMainThread();
    this.session.on('Debugger.scriptParsed', (message: { params: { scriptId: string; url: string } }) => {
      this.index.scripts.set(message.params.scriptId, message.params.url);
    });
    this.session.on('Debugger.paused', (message: { params: Paused }) => this.onPaused(message.params));
    this.session.on('Debugger.resumed', () => {
      this.paused = undefined;
      this.stopFrames = undefined;
    });
    await this.post('Debugger.enable');
    // the runtime, the work process's own code and Node: never stopped in, stepped over as one
    const ownCode = pathToFileURL(fileURLToPath(new URL('../../../../', import.meta.url))).href;
    await this.post('Debugger.setBlackboxPatterns', { patterns: [`/node_modules/(?!${RUNTIME_RAISE})`, '^node:', `^${escapeRegExp(ownCode)}`] });
  }

  private send(message: ChannelMessage): void {
    this.channel.write(JSON.stringify(message) + '\n');
  }

  protected stopRows(file: string): Promise<number[]> {
    return this.ask({ op: 'stops', file }).then((reply) => (reply.body && 'rows' in reply.body ? reply.body.rows : []));
  }

  private ask(body: { op: 'stops'; file: string }): Promise<ChannelMessage & { kind: 'reply' }> {
    const id = this.nextRequest++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send({ kind: 'request', id, body });
    });
  }

  private async onMessage(message: ChannelMessage): Promise<void> {
    if (message.kind === 'reply') {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
      return;
    }
    if (message.kind !== 'request') return;
    try {
      const body = await this.handle(message.body as EngineRequest);
      this.send({ kind: 'reply', id: message.id, body });
    } catch (error) {
      this.send({ kind: 'reply', id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  private async handle(request: EngineRequest): Promise<EngineReply> {
    switch (request.op) {
      case 'arm':
        return { op: 'arm', armed: (await this.arm(request.breakpoints)) + (await this.armExceptions(request.exceptions ?? [])) };
      case 'jump':
        this.prepareJump(request.target);
        return { op: 'jump' };
      case 'step': {
        const stop = request.target ? await (request.jump ? this.jumpToLine(request.target) : this.runToLine(request.target)) : await this.step(request.kind);
        if (!stop) return { op: 'step' };
        const reported = await this.withWatchHits(stop);
        // a client that reads every stop gets its view with the answer (stop-view.ts)
        const view = request.view ? await this.viewOfStop().catch(() => undefined) : undefined;
        return { op: 'step', stop: reported, ...(view ? { view } : {}) };
      }
      case 'continue':
        await this.resume();
        return { op: 'continue' };
      case 'stack':
        return { op: 'stack', frames: (await this.stackOfStop()).frames };
      case 'children': {
        await this.capture();
        const result = (await this.evaluate(`children(${JSON.stringify(request.parentIds)})`)) as Omit<EngineReply & { op: 'children' }, 'op'>;
        return { op: 'children', ...result };
      }
      case 'values':
        await this.capture();
        return { op: 'values', variables: (await this.evaluate(`values(${JSON.stringify(request.ids)})`)) as never };
      case 'select':
        return { op: 'select', position: await this.select(request.position) };
      case 'view':
        return { op: 'view', ...(await this.viewOfStop()) };
      case 'set': {
        await this.capture();
        const result = (await this.evaluate(`setValue(${JSON.stringify(request.id)}, ${JSON.stringify(request.value)})`)) as { value?: string; error?: string };
        return { op: 'set', ...result };
      }
      case 'watch': {
        await this.capture();
        const result = (await this.evaluate(`watch(${JSON.stringify(request.id)}, ${JSON.stringify(request.variable)})`)) as { kind?: string; value?: string; error?: string };
        if (result.error === undefined) this.watchConditions.set(request.id, request.condition);
        return { op: 'watch', ...result };
      }
      case 'unwatch':
        await this.unwatch(request.id);
        return { op: 'unwatch' };
      case 'condition':
        return { op: 'condition', ...(await this.conditionOfSelected(request.condition)) };
      case 'run-ended':
        await this.unwatch();
        if (this.stepping) this.leftoverStep = true;
        this.stepping = false;
        this.pauseWaiter?.(undefined);
        this.pauseWaiter = undefined;
        return { op: 'run-ended' };
    }
  }

  private onPaused(paused: Paused): void {
    this.paused = paused;
    if (this.pauseWaiter) {
      const waiter = this.pauseWaiter;
      this.pauseWaiter = undefined;
      waiter(paused);
      return;
    }
    void this.reportPause(paused);
  }

  /**
   * A pause outside a step: a breakpoint of ours is reported; the stop a finished step may leave behind is
   * resumed; any other pause belongs to another session (the watchdog) and is left alone.
   */
  private async reportPause(paused: Paused): Promise<void> {
    if (this.isWatchPause(paused)) {
      await this.resume();
      return;
    }
    if (isRaise(paused)) {
      const stop = await this.exceptionStop(paused);
      if (!stop) {
        await this.resume();
        return;
      }
      this.leftoverStep = false;
      this.send({ kind: 'event', body: { event: 'paused', stop } });
      return;
    }
    const { breakpoints, unresolved, at } = await this.reachedAt(paused);
    const found = this.index.placeOf(paused.callFrames[0]!.location, paused.callFrames[0]!);
    const place = found && at ? { ...found, ...at } : found;
    if (breakpoints.length === 0 || !place || place.row === undefined) {
      if (breakpoints.length > 0 || this.leftoverStep) await this.resume();
      this.leftoverStep = false;
      return;
    }
    this.leftoverStep = false;
    this.send({ kind: 'event', body: { event: 'paused', stop: { file: place.file, row: place.row, module: place.module, breakpoints, ...(unresolved.length > 0 ? { unresolved } : {}) } } });
  }

  /**
   * A pause a step was waiting for, come after its run ended (the main thread runs on after the run and V8's step
   * pauses in the next script that is not blackboxed): nobody reads it and no later pause will resume it, so the
   * work process resumes here — left paused, it started no further run.
   */
  private async resumeAfterRunEnd(): Promise<undefined> {
    await this.resume().catch(() => undefined);
    this.leftoverStep = false;
    return undefined;
  }

  /** One ABAP step; undefined when the run went on without stopping again (it ended). */
  protected async step(kind: StepKind): Promise<StopPosition | undefined> {
    let current = this.paused;
    if (!current) throw new Error('the debuggee is not stopped');
    let base = this.index.placeOf(current.callFrames[0]!.location, current.callFrames[0]!);
    // the stack a client read at this stop is the one the step starts from
    const framesOfStop = this.stopFrames?.paused === current ? this.stopFrames.frames : undefined;
    await this.leaveStop();
    this.stepping = true;
    try {
      // out of the outermost ABAP frame there is no ABAP caller to stop in: the program runs on to its end
      // or to the next breakpoint (V8 would stop in whatever code of ours runs next)
      if (kind === 'continue') return await this.runToBreakpoint();
      const frames = framesOfStop ?? (await this.abapFrames());
      if (kind === 'out' && frames.length <= 1) return await this.runToBreakpoint();
      // where the caller stood when it made the call: a return that lands elsewhere in it (V8 resumes an
      // awaiting caller after the awaited call's statement) already stands at the caller's next statement
      const callerAt = frames[1];
      let leaveHelper = false;
      /** Whether stepping has been on another line than the base's since it became the base. */
      let leftBase = false;
      for (let steps = 0; steps < STEP_LIMIT; steps++) {
        const method = (kind === 'out' && steps === 0) || leaveHelper ? 'Debugger.stepOut' : kind === 'into' ? 'Debugger.stepInto' : 'Debugger.stepOver';
        leaveHelper = false;
        // from a statement's jump check, V8 would pause again at the statement itself, on the same line
        const skipList = method === 'Debugger.stepOut' ? undefined : this.stepSkipList(current);
        const next = this.nextPause();
        this.paused = undefined;
        this.stopFrames = undefined;
        await this.post(method, skipList ? { skipList } : undefined);
        const paused = await this.pauseOfRun(next);
        if (!paused) return undefined;
        current = paused;
        // a raise while stepping: an exception breakpoint stops there, any other raise is stepped on from
        const raised = await this.raiseStop(paused);
        if (raised) return raised;
        if (raised === null) continue;
        const frame = paused.callFrames[0]!;
        const place = this.index.placeOf(frame.location, frame);
        // a step into a patched line's own arrow (the variables its condition reads): straight out of it again
        if (this.patches.pauseAt(frame.location.scriptId, frame.location.lineNumber, frame.location.columnNumber, frame.functionLocation) === 'helper') {
          leaveHelper = true;
          continue;
        }
        const { breakpoints, unresolved, at } = await this.reachedAt(paused);
        if (place && breakpoints.length > 0 && (at ?? place).row !== undefined) return { file: (at ?? place).file, row: (at ?? place).row!, module: place.module, breakpoints, ...(unresolved.length > 0 ? { unresolved } : {}) };
        if (!place) continue;
        const stop = place.row !== undefined && (await this.index.isStop(place.file, place.row));
        if (base && place.functionKey === base.functionKey) {
          // a new statement of the function we step in: another row, or the same line again after leaving it (a loop)
          const again = place.line === base.line && leftBase;
          if (place.line !== base.line) leftBase = true;
          if (stop && (again || (place.line !== base.line && place.row !== base.row))) return { file: place.file, row: place.row!, module: place.module, breakpoints: [] };
          continue;
        }
        const from = base?.functionKey;
        const entered = kind === 'into' && from !== undefined && paused.callFrames.slice(1).some((caller) => functionKey(caller) === from);
        if (entered) {
          // a method called from the statement we stood at: its first executable statement
          if (stop) return { file: place.file, row: place.row!, module: place.module, breakpoints: [] };
          // a generated helper (a type's constructor function) is no ABAP method: straight out of it again
          if (this.index.isHelper(frame)) leaveHelper = true;
          else {
            base = { ...place, line: -1, row: undefined };
            leftBase = false;
          }
          continue;
        }
        if (stop && callerAt && (place.file !== callerAt.file || place.row !== callerAt.row) && paused.callFrames.every((f) => functionKey(f) !== from)) {
          return { file: place.file, row: place.row!, module: place.module, breakpoints: [] };
        }
        // back in a caller, in the middle of its statement: on to its next statement
        base = place;
        leftBase = false;
      }
      const last = current && this.index.placeOf(current.callFrames[0]!.location, current.callFrames[0]!);
      return last && last.row !== undefined ? { file: last.file, row: last.row, module: last.module, breakpoints: [] } : undefined;
    } finally {
      this.stepping = false;
    }
  }

  /** The pause a step or a run on waited for; undefined when the run ended first (a pause after its end is resumed). */
  private async pauseOfRun(next: Promise<Paused | undefined>): Promise<Paused | undefined> {
    const paused = await next;
    if (!paused) return undefined;
    if (!this.stepping) return await this.resumeAfterRunEnd();
    return paused;
  }

  /** A raise's pause: the exception breakpoint's stop, or null (no stop: go on); undefined: the pause is no raise. */
  private async raiseStop(paused: Paused): Promise<StopPosition | null | undefined> {
    if (!isRaise(paused)) return undefined;
    return (await this.exceptionStop(paused)) ?? null;
  }

  /**
   * Resumes until a breakpoint stops the run again (its position) or the run ends (undefined); with a line to
   * run to, also where one of that line's own V8 breakpoints (`placed`) is hit.
   */
  protected async runToBreakpoint(line?: { target: { file: string; row: number }; placed: readonly string[] }): Promise<StopPosition | undefined> {
    for (;;) {
      const next = this.nextPause();
      await this.resume();
      const paused = await this.pauseOfRun(next);
      if (!paused) return undefined;
      if (this.isWatchPause(paused)) {
        const after = await this.afterWatch();
        if (after.ended) return undefined;
        if (after.stop) return after.stop;
        continue;
      }
      const raised = await this.raiseStop(paused);
      if (raised) return raised;
      if (raised === null) continue;
      const frame = paused.callFrames[0]!;
      const place = this.index.placeOf(frame.location, frame);
      const { breakpoints, unresolved, at } = await this.reachedAt(paused);
      const atTarget = line !== undefined && (paused.hitBreakpoints ?? []).some((cdpId) => line.placed.includes(cdpId));
      const where = atTarget ? line.target : (at ?? place);
      if (place && where && where.row !== undefined && (breakpoints.length > 0 || atTarget)) {
        return { file: where.file, row: where.row, module: place.module, breakpoints, ...(unresolved.length > 0 ? { unresolved } : {}) };
      }
    }
  }
}

const agent = new InspectorAgent(workerData as AgentData);
agent
  .start()
  .then(() => parentPort?.postMessage({ ready: true }))
  .catch((error: unknown) => parentPort?.postMessage({ ready: false, error: error instanceof Error ? error.message : String(error) }));
