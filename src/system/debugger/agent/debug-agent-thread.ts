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
import { Session } from 'node:inspector';
import { readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ArmedBreakpoint, ArmedException, ChannelMessage, CompiledCondition, EngineReply, EngineRequest, StepKind, StopPosition, UnresolvedCondition, WatchpointHit } from '../agent-protocol.js';
import { lineReader } from '../agent-protocol.js';
import type { AbapFrame } from '../../execution/pool/protocol.js';
import { BREAK_HOOK, BREAKPOINTS_GLOBAL, LinePatches, rootExpression, type PatchRequest } from './line-patches.js';
import { WATCH_SOURCE_URL } from './watchpoints.js';
import { EXCEPTION_TEXT_GLOBAL } from './exception-text.js';
import { JUMP_LOCAL, JUMP_REFUSALS, jumpValue, type JumpBlock, type JumpCase } from '../../execution/transpile/jump-format.js';
import { GeneratedModule, sourceFile } from '../../execution/transpile/generated-module.js';

interface AgentData {
  channelFd: number;
  generationDir: string;
  /** Global name of the main thread's DebugInspector. */
  inspectorGlobal: string;
}

interface Location {
  scriptId: string;
  lineNumber: number;
  columnNumber: number;
}

interface CallFrame {
  callFrameId: string;
  functionName: string;
  functionLocation?: Location;
  location: Location;
  scopeChain: Array<{ type: string; object: { objectId?: string } }>;
  this?: { type: string; objectId?: string };
}

/** The ABAP frames of one stop and the frame the client looks at (goToStack; 0 is the top). */
interface StopFrames {
  paused: Paused;
  frames: AbapFrame[];
  /** Per ABAP frame: its capture slot and, while it is on V8's synchronous stack, its call frame. */
  slots: Array<{ slot: string; callFrame?: CallFrame }>;
  selected: number;
  /** Slots captured at this stop. */
  captured: Set<string>;
}

/** A range of a script V8's step passes over (Debugger.stepOver's and stepInto's skipList). */
interface SkipRange {
  scriptId: string;
  start: { lineNumber: number; columnNumber: number };
  end: { lineNumber: number; columnNumber: number };
}

/** Ranges sorted, overlapping ones joined (V8 wants them so). */
function mergeRanges(ranges: SkipRange[]): SkipRange[] {
  const before = (a: { lineNumber: number; columnNumber: number }, b: { lineNumber: number; columnNumber: number }) => a.lineNumber - b.lineNumber || a.columnNumber - b.columnNumber;
  const sorted = [...ranges].sort((a, b) => before(a.start, b.start));
  const merged: SkipRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && before(range.start, last.end) <= 0) {
      if (before(range.end, last.end) > 0) last.end = range.end;
    } else merged.push({ ...range });
  }
  return merged;
}

interface Paused {
  callFrames: CallFrame[];
  hitBreakpoints?: string[];
  reason: string;
  /** reason 'exception': the thrown value. */
  data?: { objectId?: string };
}

/** The breakpoint hook's slot a watchpoint's or exception breakpoint's condition is evaluated under (patched lines count from 1). */
const CONDITION_SLOT = -1;

/** Marks an exception object whose raise was looked at (a rejection passing up through awaiting callers is the same raise). */
const RAISED_MARK = '__abapdeckRaised';
/** The runtime raises its exceptions (CX_SY_ZERODIVIDE …) here: not blackboxed, so V8 pauses on them (exception breakpoints). */
const RUNTIME_RAISE = '@abaplint/runtime/build/src/throw_error\\.js';

/** A stop of the main thread in generated code, in ABAP terms. */
interface Place {
  module: string;
  file: string;
  /** 0-based generated line and column. */
  line: number;
  column: number;
  /** The ABAP row the generated line belongs to (its first mapping). */
  row: number | undefined;
  functionKey: string;
}

/** Most JavaScript steps one ABAP step may take before it stops wherever it is. */
const STEP_LIMIT = 20_000;

class InspectorAgent {
  private readonly session = new Session();
  private readonly channel: Socket;
  private readonly scripts = new Map<string, string>();
  private readonly modules = new Map<string, GeneratedModule | null>();
  private readonly stops = new Map<string, Promise<Set<number>>>();
  private readonly cdpBreakpoints = new Map<string, { key: string; ids: string[] }>();
  /** Exception breakpoints: V8 pauses at every raise while there are any. */
  private exceptions: ArmedException[] = [];
  /** Raises of each exception breakpoint's class in this run (its skip count). */
  private readonly exceptionPasses = new Map<string, number>();
  /** A raised exception is shown as {EXCEPTION} at this stop. */
  private exceptionShown = false;
  /** Watchpoints of the run (their condition, if any): the main thread's inspector watches the variables. */
  private readonly watchConditions = new Map<string, CompiledCondition | undefined>();
  /** Positions (file:row) of armed breakpoints that are loop headers. */
  private loopHeaders = new Set<string>();
  /** Breakpoints with a condition or a skip count: their lines ask the main thread's hook (line-patches.ts). */
  private readonly patches = new LinePatches(
    (method, params) => this.post(method, params),
    (url) => [...this.scripts].find(([, scriptUrl]) => scriptUrl.split('?')[0] === url)?.[0],
  );
  private readonly manifestModules: Map<string, string[]>;
  private includedIn: Map<string, string[]> | undefined;
  private paused: Paused | undefined;
  private pauseWaiter: ((paused: Paused | undefined) => void) | undefined;
  private stepping = false;
  /** A jump checked by prepareJump: its module, the dispatched list and the index of the case it goes to. */
  private pendingJump: { module: string; block: JumpBlock; at: number } | undefined;
  /** A step ended with the run: V8 may still stop once in the next run's code, which is not ours to keep. */
  private leftoverStep = false;
  private stopFrames: StopFrames | undefined;
  /** Whether variables were read at this stop (the inspector then remembers them for the next stop's changes). */
  private readAtStop = false;
  private nextRequest = 1;
  private readonly pending = new Map<number, (reply: ChannelMessage & { kind: 'reply' }) => void>();

  constructor(private readonly data: AgentData) {
    // the channel keeps this thread alive (a session alone does not)
    this.channel = new Socket({ fd: data.channelFd, readable: true, writable: true });
    this.channel.on('data', lineReader((message) => void this.onMessage(message)));
    this.channel.on('error', () => {});
    const manifest = JSON.parse(readFileSync(join(data.generationDir, 'manifest.json'), 'utf8')) as {
      objects: Record<string, { modules: string[]; sources: string[] }>;
    };
    this.manifestModules = new Map();
    for (const entry of Object.values(manifest.objects)) {
      for (const source of entry.sources) this.manifestModules.set(source, entry.modules);
    }
  }

  async start(): Promise<void> {
    this.session.connectToMainThread();
    this.session.on('Debugger.scriptParsed', (message: { params: { scriptId: string; url: string } }) => {
      this.scripts.set(message.params.scriptId, message.params.url);
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

  private post<T = unknown>(method: string, params: object = {}): Promise<T> {
    return new Promise((resolve, reject) => this.session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));
  }

  private send(message: ChannelMessage): void {
    this.channel.write(JSON.stringify(message) + '\n');
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
      case 'run-ended':
        await this.unwatch();
        if (this.stepping) this.leftoverStep = true;
        this.stepping = false;
        this.pauseWaiter?.(undefined);
        this.pauseWaiter = undefined;
        return { op: 'run-ended' };
    }
  }

  // ------------------------------------------------------------------------------------------ breakpoints

  /** Replaces the armed breakpoints with the given ones; returns how many resolved to generated code. */
  private async arm(all: readonly ArmedBreakpoint[]): Promise<number> {
    // a position where any breakpoint has a condition or a skip count is decided by the hook, all of its breakpoints there
    const keyOf = (bp: ArmedBreakpoint) => `${bp.file}:${bp.row}`;
    const hooked = new Set(all.filter((bp) => bp.condition !== undefined || (bp.skipCount ?? 0) > 0).map(keyOf));
    const breakpoints = all.filter((bp) => !hooked.has(keyOf(bp)));
    this.loopHeaders = new Set(all.filter((bp) => bp.loopHeader).map(keyOf));
    const patched = await this.patches.apply(this.patchRequests(all.filter((bp) => hooked.has(keyOf(bp)))));
    const wanted = new Map<string, string[]>();
    for (const bp of breakpoints) {
      const key = `${bp.file}:${bp.row}`;
      wanted.set(key, [...(wanted.get(key) ?? []), bp.id]);
    }
    for (const [cdpId, armed] of [...this.cdpBreakpoints]) {
      if (wanted.has(armed.key)) continue;
      await this.post('Debugger.removeBreakpoint', { breakpointId: cdpId }).catch(() => {});
      this.cdpBreakpoints.delete(cdpId);
    }
    const armedKeys = new Map([...this.cdpBreakpoints].map(([cdpId, armed]) => [armed.key, cdpId]));
    let resolved = 0;
    for (const [key, ids] of wanted) {
      const existing = armedKeys.get(key);
      if (existing) {
        this.cdpBreakpoints.get(existing)!.ids = ids;
        resolved++;
        continue;
      }
      const [file, row] = [key.slice(0, key.lastIndexOf(':')), Number(key.slice(key.lastIndexOf(':') + 1))];
      let placed = false;
      for (const module of this.modulesOf(file)) {
        const generated = this.module(module);
        for (const line of this.armedLines(generated, file, row)) {
          const url = pathToFileURL(join(this.data.generationDir, module)).href;
          const result = await this.post<{ breakpointId: string }>('Debugger.setBreakpointByUrl', {
            urlRegex: `^${escapeRegExp(url)}(\\?.*)?$`,
            lineNumber: line,
            columnNumber: 0,
          }).catch(() => undefined);
          if (!result) continue;
          this.cdpBreakpoints.set(result.breakpointId, { key, ids });
          placed = true;
        }
      }
      if (placed) resolved++;
    }
    return resolved + patched;
  }

  /** Exception breakpoints: V8 pauses at every raise while any is armed (none: no cost at all). Raises are counted from zero. */
  private async armExceptions(exceptions: readonly ArmedException[]): Promise<number> {
    if ((this.exceptions.length > 0) !== (exceptions.length > 0)) {
      await this.post('Debugger.setPauseOnExceptions', { state: exceptions.length > 0 ? 'all' : 'none' });
    }
    this.exceptions = [...exceptions];
    this.exceptionPasses.clear();
    return exceptions.length;
  }

  /**
   * Where an exception pause stops: at the raising statement, when an exception breakpoint is armed for the
   * raised object's class (or a superclass), its raises so far exceed its skip count and its condition holds
   * there (evaluated on the raising statement's frame; one that cannot be evaluated stops and says why).
   */
  private async exceptionStop(paused: Paused): Promise<StopPosition | undefined> {
    const objectId = paused.data?.objectId;
    if (!isRaise(paused) || this.exceptions.length === 0 || !objectId) return undefined;
    const names = await this.raisedClasses(objectId);
    const armed = this.exceptions.filter((e) => names.includes(e.exceptionClass));
    const at = armed.length > 0 ? (this.raisePlace(paused) ?? (await this.awaitingRaisePlace())) : undefined;
    if (!at || at.place.row === undefined) return undefined;
    const ids: string[] = [];
    const unresolved: UnresolvedCondition[] = [];
    for (const exception of armed) {
      const passes = (this.exceptionPasses.get(exception.id) ?? 0) + 1;
      this.exceptionPasses.set(exception.id, passes);
      if (passes <= (exception.skipCount ?? 0)) continue;
      if (exception.condition) {
        const result = at.frame
          ? await this.conditionAt(at.frame, exception.id, exception.condition)
          : { holds: true, unresolved: { id: exception.id, message: 'The variables of the raising statement cannot be read at this raise (it was raised after the statement\'s call returned)', offset: 0 } };
        if (result.unresolved) unresolved.push(result.unresolved);
        else if (!result.holds) continue;
      }
      ids.push(exception.id);
    }
    if (ids.length === 0) return undefined;
    const text = await this.exceptionText(objectId);
    await this.post('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function (text) { globalThis.${this.data.inspectorGlobal}.setException(this, text); }`,
      arguments: [{ value: text }],
      silent: true,
    }).catch(() => undefined);
    this.exceptionShown = true;
    const { place } = at;
    return { file: place.file, row: place.row!, module: place.module, breakpoints: ids, exception: { className: names[0] ?? '', text }, ...(unresolved.length > 0 ? { unresolved } : {}) };
  }

  /**
   * The class chain (upper-case names, the raised class first) of an exception pause's object; empty when this
   * raise was looked at before: V8 reports a raise in an async method without a handler of its own as the
   * rejection of its promise, at the raising statement, and one raise is reported once (the object is marked),
   * however many callers it passes.
   */
  private async raisedClasses(objectId: string): Promise<string[]> {
    const classes = await this.post<{ result: { value?: string[] } }>('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function () { if (this === null || typeof this !== 'object' || Object.prototype.hasOwnProperty.call(this, '${RAISED_MARK}')) return []; Object.defineProperty(this, '${RAISED_MARK}', { value: true }); const names = []; for (let c = this.constructor; typeof c === 'function' && c.INTERNAL_NAME; c = Object.getPrototypeOf(c)) names.push(String(c.INTERNAL_NAME).toUpperCase()); return names; }`,
      returnByValue: true,
      silent: true,
    }).catch(() => undefined);
    return classes?.result.value ?? [];
  }

  /**
   * The text of a raised exception while the run is paused, as get_text( ) gives it: a T100 message's text with
   * its attributes filled in (exception-text.ts, on the main thread), else its class's default text, which ABAP
   * methods compute without waiting (an async method that awaits nothing has settled when it returns).
   */
  private async exceptionText(objectId: string): Promise<string> {
    const message = await this.post<{ result: { value?: unknown } }>('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function () { const text = globalThis.${EXCEPTION_TEXT_GLOBAL}; return typeof text === 'function' ? text(this) : undefined; }`,
      returnByValue: true,
      silent: true,
    }).catch(() => undefined);
    if (typeof message?.result.value === 'string') return message.result.value;
    const promise = await this.post<{ result: { objectId?: string } }>('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function () { return typeof this.default_text === 'function' ? this.default_text() : undefined; }`,
      silent: true,
    }).catch(() => undefined);
    const promiseId = promise?.result.objectId;
    if (!promiseId) return '';
    const properties = await this.post<{ internalProperties?: Array<{ name: string; value?: { objectId?: string; value?: unknown } }> }>('Runtime.getProperties', {
      objectId: promiseId,
      ownProperties: true,
    }).catch(() => undefined);
    const state = properties?.internalProperties?.find((p) => p.name === '[[PromiseState]]')?.value?.value;
    const resultId = properties?.internalProperties?.find((p) => p.name === '[[PromiseResult]]')?.value?.objectId;
    if (state !== 'fulfilled' || !resultId) return '';
    const text = await this.post<{ result: { value?: unknown } }>('Runtime.callFunctionOn', {
      objectId: resultId,
      functionDeclaration: `function () { const v = typeof this.get === 'function' ? this.get() : ''; return typeof v === 'string' ? v.trimEnd() : String(v); }`,
      returnByValue: true,
      silent: true,
    }).catch(() => undefined);
    return typeof text?.result.value === 'string' ? text.result.value : '';
  }

  /**
   * Where a raise that no generated frame is under stands: the runtime raised it after the statement's call
   * awaited (its frame is suspended, not on V8's stack), at the innermost ABAP frame of the awaiting callers.
   * Its variables are not reachable there (no frame).
   */
  private async awaitingRaisePlace(): Promise<{ place: Place; frame?: CallFrame } | undefined> {
    const top = (await this.abapFrames())[0];
    return top ? { place: { module: top.module, file: top.file, row: top.row, line: -1, column: 0, functionKey: '' } } : undefined;
  }

  /**
   * Where a raise stands in ABAP, and the frame of the raising statement (its variables, a condition's): the
   * innermost generated frame (an exception raised inside the runtime, at the statement that called it;
   * RAISE EXCEPTION's own `throw` line is unmapped, it belongs to the statement above it).
   */
  private raisePlace(paused: Paused): { place: Place; frame: CallFrame } | undefined {
    for (const frame of paused.callFrames) {
      const place = this.placeOf(frame.location, frame);
      if (!place) continue;
      if (place.row !== undefined) return { place, frame };
      const generated = this.module(place.module);
      for (let line = place.line - 1; generated && line >= 0 && line >= place.line - 4; line--) {
        const at = generated.rowOf(line);
        if (at) return { place: { ...place, file: at.file, row: at.row }, frame };
      }
    }
    return undefined;
  }

  /** The generated lines a breakpoint at a row is armed at: a loop header's at the start of its body (every iteration). */
  private armedLines(generated: GeneratedModule | undefined, file: string, row: number): number[] {
    if (!generated) return [];
    if (this.loopHeaders.has(`${file}:${row}`)) {
      const body = generated.loopBodyLines(file, row);
      if (body.length > 0) return body;
    }
    return generated.linesOf(file, row);
  }

  /** The hook's requests for breakpoints with a condition or a skip count, one per position. */
  private patchRequests(breakpoints: readonly ArmedBreakpoint[]): PatchRequest[] {
    const requests = new Map<string, PatchRequest>();
    for (const bp of breakpoints) {
      const key = `${bp.file}:${bp.row}`;
      let request = requests.get(key);
      if (!request) {
        const places = this.modulesOf(bp.file).flatMap((module) =>
          this.armedLines(this.module(module), bp.file, bp.row).map((line) => ({ module, line, url: pathToFileURL(join(this.data.generationDir, module)).href })),
        );
        request = { key, breakpoints: [], roots: [], places };
        requests.set(key, request);
      }
      request.breakpoints.push({ id: bp.id, skipCount: bp.skipCount ?? 0, ...(bp.condition ? { condition: bp.condition } : {}) });
      for (const root of bp.condition?.ok ? bp.condition.roots : []) if (!request.roots.includes(root)) request.roots.push(root);
    }
    return [...requests.values()];
  }

  /**
   * The modules generated from a source file: its object's, else (an include program, whose code is inlined
   * into the programs that include it) every module whose source map names the file.
   */
  private modulesOf(file: string): string[] {
    const own = this.manifestModules.get(file) ?? [];
    if (own.length > 0) return own;
    if (!this.includedIn) {
      this.includedIn = new Map();
      const modules = new Set([...this.manifestModules.values()].flat());
      for (const module of modules) {
        let sources: string[] = [];
        try {
          sources = (JSON.parse(readFileSync(join(this.data.generationDir, module + '.map'), 'utf8')) as { sources?: string[] }).sources ?? [];
        } catch {
          continue;
        }
        for (const source of sources) {
          const name = sourceFile(source);
          this.includedIn.set(name, [...(this.includedIn.get(name) ?? []), module]);
        }
      }
    }
    return this.includedIn.get(file) ?? [];
  }

  // ------------------------------------------------------------------------------------------ pauses

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
    const found = this.placeOf(paused.callFrames[0]!.location, paused.callFrames[0]!);
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
   * The breakpoints a pause reached: V8 breakpoints of ours, and (the `debugger` statement of a patched line, or
   * a stand-in's hit) those the hook decided for, with the conditions it could not evaluate.
   */
  private async reachedAt(paused: Paused): Promise<{ breakpoints: string[]; unresolved: UnresolvedCondition[]; at?: { file: string; row: number } }> {
    const hits = paused.hitBreakpoints ?? [];
    const breakpoints = hits.flatMap((cdpId) => this.cdpBreakpoints.get(cdpId)?.ids ?? []);
    // a loop header's breakpoint stands at the start of the loop's body: the stop is the header's row
    const keys = hits.map((cdpId) => this.cdpBreakpoints.get(cdpId)?.key).filter((key): key is string => key !== undefined);
    const top = paused.callFrames[0];
    const hooked = hits.some((cdpId) => this.patches.isStandIn(cdpId)) || (top && this.patches.pauseAt(top.location.scriptId, top.location.lineNumber, top.location.columnNumber, top.functionLocation) === 'stop');
    let unresolved: UnresolvedCondition[] = [];
    if (hooked) {
      const taken = await this.post<{ result: { value?: { slot: number; ids: string[]; unresolved: UnresolvedCondition[] } } }>('Runtime.evaluate', {
        expression: `globalThis.${BREAKPOINTS_GLOBAL}.take()`,
        returnByValue: true,
        silent: true,
      }).catch(() => undefined);
      const reached = taken?.result.value;
      breakpoints.push(...(reached?.ids ?? []));
      unresolved = reached?.unresolved ?? [];
      const key = reached ? this.patches.keyOf(reached.slot) : undefined;
      if (key) keys.push(key);
    }
    const header = keys.find((key) => this.loopHeaders.has(key));
    const at = header ? { file: header.slice(0, header.lastIndexOf(':')), row: Number(header.slice(header.lastIndexOf(':') + 1)) } : undefined;
    return { breakpoints, unresolved, ...(at ? { at } : {}) };
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

  private nextPause(): Promise<Paused | undefined> {
    return new Promise((resolve) => (this.pauseWaiter = resolve));
  }

  // ------------------------------------------------------------------------------------------ watchpoints

  /** A pause at the watch wrappers' `debugger` statement: a watched variable changed. */
  private isWatchPause(paused: Paused): boolean {
    const top = paused.callFrames[0];
    return this.watchConditions.size > 0 && top !== undefined && this.scripts.get(top.location.scriptId) === WATCH_SOURCE_URL;
  }

  private async unwatch(id?: string): Promise<void> {
    if (id === undefined) this.watchConditions.clear();
    else this.watchConditions.delete(id);
    await this.post('Runtime.evaluate', { expression: `globalThis.${this.data.inspectorGlobal}.unwatch(${id === undefined ? '' : JSON.stringify(id)})`, silent: true }).catch(() => undefined);
  }

  /**
   * A watched variable changed inside a statement: out of the wrapper (and the runtime beneath it) into the
   * statement's generated code, then on to the next statement, where the watchpoint stops if its condition
   * holds (stop), else the run goes on (no stop); ended: the run ended first.
   */
  private async afterWatch(): Promise<{ stop?: StopPosition; ended: boolean }> {
    // the statement that made the change: the innermost frame of generated code under the wrapper
    const changing = this.paused?.callFrames.map((frame) => this.placeOf(frame.location, frame)).find((place) => place?.row !== undefined);
    let place: Place | undefined;
    for (let i = 0; i < 20; i++) {
      const top = this.paused?.callFrames[0];
      if (!top) return { ended: true };
      place = this.placeOf(top.location, top);
      if (place && place.row !== undefined) break;
      const next = this.nextPause();
      this.paused = undefined;
      this.stopFrames = undefined;
      await this.post('Debugger.stepOut');
      if (!(await next)) return { ended: true };
    }
    // V8's step out may already stand at the start of the next statement; else on to it
    const next = place && place.row !== undefined && changing && (place.row !== changing.row || place.functionKey !== changing.functionKey) && (await this.isStop(place.file, place.row));
    let stop: StopPosition | undefined;
    if (next && place) stop = { file: place.file, row: place.row!, module: place.module, breakpoints: [] };
    else {
      const stepping = this.stepping;
      stop = await this.step('over');
      this.stepping = stepping;
    }
    if (!stop) return { ended: true };
    const withHits = await this.withWatchHits(stop);
    return withHits.breakpoints.length > 0 || (withHits.watchpoints?.length ?? 0) > 0 ? { stop: withHits, ended: false } : { ended: false };
  }

  /** The watchpoints whose variable changed before this stop and whose condition holds here, added to the stop. */
  private async withWatchHits(stop: StopPosition): Promise<StopPosition> {
    if (this.watchConditions.size === 0 || !this.paused) return stop;
    const taken = await this.post<{ result: { value?: string } }>('Runtime.evaluate', {
      expression: `JSON.stringify(globalThis.${this.data.inspectorGlobal}.watchHits())`,
      returnByValue: true,
      silent: true,
    }).catch(() => undefined);
    const hits = JSON.parse(taken?.result.value ?? '[]') as WatchpointHit[];
    const holding: WatchpointHit[] = [];
    for (const hit of hits) if (await this.watchConditionHolds(hit.id)) holding.push(hit);
    return holding.length > 0 ? { ...stop, watchpoints: [...(stop.watchpoints ?? []), ...holding] } : stop;
  }

  /** A watchpoint's condition at the stop, on the top frame; one that cannot be evaluated holds (it stops, as ADT). */
  private async watchConditionHolds(id: string): Promise<boolean> {
    const condition = this.watchConditions.get(id);
    const top = this.paused?.callFrames[0];
    if (!condition || !top) return true;
    const result = await this.conditionAt(top, id, condition);
    return result.holds || result.unresolved !== undefined;
  }

  /**
   * A condition evaluated on a paused frame by the breakpoint hook (the same evaluator as a conditional
   * breakpoint's, under a slot of its own for the one evaluation): whether it holds, or why it cannot be evaluated.
   */
  private async conditionAt(frame: CallFrame, id: string, condition: CompiledCondition): Promise<{ holds: boolean; unresolved?: UnresolvedCondition }> {
    if (!condition.ok) return { holds: true, unresolved: { id, message: condition.reason, offset: condition.offset } };
    const slot = CONDITION_SLOT;
    const roots = condition.roots.map(rootExpression).join(', ');
    const expression = `(() => { const hook = globalThis.${BREAKPOINTS_GLOBAL}; hook.define(${slot}, ${JSON.stringify(condition.roots)}, [{ id: ${JSON.stringify(id)}, skipCount: 0, condition: ${JSON.stringify(condition)} }]); const stop = globalThis.${BREAK_HOOK}(${slot}, this, () => [${roots}]); const reached = hook.take(); hook.keep([...hook.slots.keys()].filter((s) => s !== ${slot})); return JSON.stringify({ stop, unresolved: reached ? reached.unresolved : [] }); })()`;
    const result = await this.post<{ result: { value?: unknown } }>('Debugger.evaluateOnCallFrame', { callFrameId: frame.callFrameId, expression, returnByValue: true, silent: true }).catch(() => undefined);
    const value = typeof result?.result.value === 'string' ? (JSON.parse(result.result.value) as { stop: boolean; unresolved: UnresolvedCondition[] }) : undefined;
    if (!value) return { holds: true, unresolved: { id, message: 'The condition cannot be evaluated at this statement', offset: 0 } };
    const unresolved = value.unresolved.find((u) => u.id === id);
    return unresolved ? { holds: true, unresolved } : { holds: value.stop };
  }

  /** The stop's {EXCEPTION} is gone when the debuggee goes on. */
  private async forgetException(): Promise<void> {
    if (!this.exceptionShown) return;
    this.exceptionShown = false;
    await this.post('Runtime.evaluate', { expression: `globalThis.${this.data.inspectorGlobal}.setException(undefined)`, silent: true }).catch(() => undefined);
  }

  private async resume(): Promise<void> {
    if (!this.paused) return;
    await this.forgetException();
    this.paused = undefined;
    this.stopFrames = undefined;
    await this.post('Debugger.resume').catch(() => {});
  }

  // ------------------------------------------------------------------------------------------ stepping

  /** One ABAP step; undefined when the run went on without stopping again (it ended). */
  private async step(kind: StepKind): Promise<StopPosition | undefined> {
    let current = this.paused;
    if (!current) throw new Error('the debuggee is not stopped');
    let base = this.placeOf(current.callFrames[0]!.location, current.callFrames[0]!);
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
        const paused = await next;
        if (!paused) return undefined;
        if (!this.stepping) return await this.resumeAfterRunEnd();
        current = paused;
        if (isRaise(paused)) {
          // a raise while stepping: an exception breakpoint stops there, any other raise is stepped on from
          const stop = await this.exceptionStop(paused);
          if (stop) return stop;
          continue;
        }
        const frame = paused.callFrames[0]!;
        const place = this.placeOf(frame.location, frame);
        // a step into a patched line's own arrow (the variables its condition reads): straight out of it again
        if (this.patches.pauseAt(frame.location.scriptId, frame.location.lineNumber, frame.location.columnNumber, frame.functionLocation) === 'helper') {
          leaveHelper = true;
          continue;
        }
        const { breakpoints, unresolved, at } = await this.reachedAt(paused);
        if (place && breakpoints.length > 0 && (at ?? place).row !== undefined) return { file: (at ?? place).file, row: (at ?? place).row!, module: place.module, breakpoints, ...(unresolved.length > 0 ? { unresolved } : {}) };
        if (!place) continue;
        const stop = place.row !== undefined && (await this.isStop(place.file, place.row));
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
          if (this.isHelper(frame)) leaveHelper = true;
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
      const last = current && this.placeOf(current.callFrames[0]!.location, current.callFrames[0]!);
      return last && last.row !== undefined ? { file: last.file, row: last.row, module: last.module, breakpoints: [] } : undefined;
    } finally {
      this.stepping = false;
    }
  }

  /** ABAP frames on the stack, innermost first (awaiting callers included). */
  private async abapFrames(): Promise<AbapFrame[]> {
    const frames = await this.evaluate('frames()').catch(() => []);
    return Array.isArray(frames) ? (frames as AbapFrame[]) : [];
  }

  /**
   * Resumes until a breakpoint stops the run again (its position) or the run ends (undefined); with a line to
   * run to, also where one of that line's own V8 breakpoints (`placed`) is hit.
   */
  private async runToBreakpoint(line?: { target: { file: string; row: number }; placed: readonly string[] }): Promise<StopPosition | undefined> {
    for (;;) {
      const next = this.nextPause();
      await this.resume();
      const paused = await next;
      if (!paused) return undefined;
      if (!this.stepping) return await this.resumeAfterRunEnd();
      if (this.isWatchPause(paused)) {
        const after = await this.afterWatch();
        if (after.ended) return undefined;
        if (after.stop) return after.stop;
        continue;
      }
      if (isRaise(paused)) {
        const stop = await this.exceptionStop(paused);
        if (stop) return stop;
        continue;
      }
      const frame = paused.callFrames[0]!;
      const place = this.placeOf(frame.location, frame);
      const { breakpoints, unresolved, at } = await this.reachedAt(paused);
      const atTarget = line !== undefined && (paused.hitBreakpoints ?? []).some((cdpId) => line.placed.includes(cdpId));
      const where = atTarget ? line.target : (at ?? place);
      if (place && where && where.row !== undefined && (breakpoints.length > 0 || atTarget)) {
        return { file: where.file, row: where.row, module: place.module, breakpoints, ...(unresolved.length > 0 ? { unresolved } : {}) };
      }
    }
  }

  /**
   * Run to line: on until the statement at the target row is reached (or a breakpoint before it, or the run's
   * end: undefined), through V8 breakpoints of its own at the statement's generated lines, removed after.
   */
  private async runToLine(target: { file: string; row: number }): Promise<StopPosition | undefined> {
    if (!this.paused) throw new Error('the debuggee is not stopped');
    const placed: string[] = [];
    for (const module of this.modulesOf(target.file)) {
      for (const line of this.module(module)?.linesOf(target.file, target.row) ?? []) {
        const url = pathToFileURL(join(this.data.generationDir, module)).href;
        const result = await this.post<{ breakpointId: string }>('Debugger.setBreakpointByUrl', { urlRegex: `^${escapeRegExp(url)}(\\?.*)?$`, lineNumber: line, columnNumber: 0 }).catch(() => undefined);
        if (result) placed.push(result.breakpointId);
      }
    }
    if (placed.length === 0) throw new Error('The target line has no code that runs');
    this.stepping = true;
    try {
      return await this.runToBreakpoint({ target, placed });
    } finally {
      this.stepping = false;
      for (const cdpId of placed) await this.post('Debugger.removeBreakpoint', { breakpointId: cdpId }).catch(() => {});
    }
  }

  /**
   * Checks that a jump from the stop can go to the statement at the target row and keeps where it goes (the
   * dispatched list and case, jump-dispatch.ts) for the step that makes it; throws the reason's code
   * (JumpRefusal) when it cannot. The target is a statement of the list whose check runs next (the stop's
   * statement) or of a list around it, in the same procedure.
   */
  private prepareJump(target: { file: string; row: number }): void {
    this.pendingJump = undefined;
    const paused = this.paused;
    if (!paused) throw new Error('the debuggee is not stopped');
    if (this.exceptionShown || isRaise(paused)) throw new Error(JUMP_REFUSALS.atRaise);
    const frame = paused.callFrames[0]!;
    const place = this.placeOf(frame.location, frame);
    const module = place ? this.module(place.module) : undefined;
    const next = place && module ? this.nextCheck(module, frame.location) : undefined;
    if (!place || !module || !next) throw new Error(JUMP_REFUSALS.notAtStatement);
    const byId = new Map(module.jumpBlocks.map((block) => [block.id, block]));
    const rootOf = (block: JumpBlock): JumpBlock => (block.parent === -1 ? block : rootOf(byId.get(block.parent)!));
    const matches = (entry: JumpCase) => entry.file === target.file && entry.row === target.row;
    for (let block: JumpBlock | undefined = next; block; block = byId.get(block.parent)) {
      const at = block.cases.findIndex(matches);
      if (at >= 0) {
        this.pendingJump = { module: place.module, block, at };
        return;
      }
    }
    const root = rootOf(next);
    const inProcedure = module.jumpBlocks.some((block) => rootOf(block) === root && block.cases.some(matches));
    throw new Error(inProcedure ? JUMP_REFUSALS.intoBlock : JUMP_REFUSALS.otherProcedure);
  }

  /**
   * What a step should not stop at in the module of a pause, for V8's skipList: the jump dispatch's own code (a
   * list's opener and end, `$jump`'s declaration: jump-dispatch.ts), which runs on entering and leaving every list,
   * and, from a statement's jump check, the rest of that line (V8 would pause again at the statement itself).
   * A conditional breakpoint's patch in front of a line moves its code right.
   */
  private stepSkipList(paused: Paused): SkipRange[] | undefined {
    const location = paused.callFrames[0]?.location;
    const place = location ? this.placeOf(location, paused.callFrames[0]!) : undefined;
    const module = place ? this.module(place.module) : undefined;
    if (!location || !module) return undefined;
    const { scriptId } = location;
    const ranges: SkipRange[] = [];
    const code = module.dispatchCode;
    // the function stood in: a step pauses in another function only by a call or a return, where there is no dispatch code before its statement
    const definition = paused.callFrames[0]!.functionLocation;
    const first = definition?.scriptId === scriptId ? definition.lineNumber : location.lineNumber;
    const last = definition?.scriptId === scriptId ? module.functionEnd(first) : location.lineNumber;
    for (let i = 0; i + 2 < code.length; i += 3) {
      const lineNumber = code[i]!;
      if (lineNumber < first || lineNumber > last) continue;
      const shift = this.patches.prefixLength(scriptId, lineNumber);
      ranges.push({ scriptId, start: { lineNumber, columnNumber: code[i + 1]! + shift }, end: { lineNumber, columnNumber: code[i + 2]! + shift } });
    }
    const after = module.checkEnd(location.lineNumber);
    const column = after === undefined ? undefined : after + this.patches.prefixLength(scriptId, location.lineNumber);
    if (column !== undefined && location.columnNumber < column) ranges.push({ scriptId, start: { lineNumber: location.lineNumber, columnNumber: column }, end: { lineNumber: location.lineNumber + 1, columnNumber: 0 } });
    return ranges.length > 0 ? mergeRanges(ranges) : undefined;
  }

  /**
   * The dispatched list whose check runs next from a pause: the check of the paused line at or after the pause
   * (a conditional breakpoint's patch stands in front of it), or the first check of the next line when the pause
   * is on a loop's first line of its body (a loop header's stop, before the body's list is entered).
   */
  private nextCheck(module: GeneratedModule, location: Location): JumpBlock | undefined {
    const line = location.lineNumber;
    const patch = this.patches.prefixLength(location.scriptId, line);
    const loopBody = module.beginsLoop(line - 1);
    for (const block of module.jumpBlocks) {
      for (const entry of block.cases) {
        if (entry.line === line && location.columnNumber <= entry.column + patch) return block;
        if (entry.line === line + 1 && loopBody) return block;
      }
    }
    return undefined;
  }

  /**
   * Jump to line: the prepared jump is written into the stopped procedure's `$jump` local and the program runs on;
   * the check of the statement it stood at sends it to the target's case, where a V8 breakpoint of the jump's own
   * stops it.
   */
  private async jumpToLine(target: { file: string; row: number }): Promise<StopPosition | undefined> {
    const jump = this.pendingJump;
    this.pendingJump = undefined;
    const frame = this.paused?.callFrames[0];
    if (!frame || !jump) throw new Error('the debuggee is not stopped');
    // the function's own scope holds it (the block scopes of the lists it stands in come first)
    let set = false;
    for (let scopeNumber = 0; scopeNumber < frame.scopeChain.length && !set; scopeNumber++) {
      if (frame.scopeChain[scopeNumber]!.type !== 'local' && frame.scopeChain[scopeNumber]!.type !== 'block') continue;
      set = await this.post('Debugger.setVariableValue', { scopeNumber, variableName: JUMP_LOCAL, newValue: { value: jumpValue(jump.block.id, jump.at) }, callFrameId: frame.callFrameId }).then(
        () => true,
        () => false,
      );
    }
    if (!set) throw new Error(JUMP_REFUSALS.notAtStatement);
    const url = pathToFileURL(join(this.data.generationDir, jump.module)).href;
    // at the check's own column: a breakpoint of the user at the line (column 0) is another V8 breakpoint, not a clash
    const check = jump.block.cases[jump.at]!;
    const placed = await this.post<{ breakpointId: string }>('Debugger.setBreakpointByUrl', { urlRegex: `^${escapeRegExp(url)}(\\?.*)?$`, lineNumber: check.line, columnNumber: check.column }).catch(() => undefined);
    this.stepping = true;
    try {
      return await this.runToBreakpoint({ target, placed: placed ? [placed.breakpointId] : [] });
    } finally {
      this.stepping = false;
      if (placed) await this.post('Debugger.removeBreakpoint', { breakpointId: placed.breakpointId }).catch(() => {});
    }
  }

  /** A generated function whose definition maps to no ABAP statement (the transpiler's type helpers). */
  private isHelper(frame: CallFrame): boolean {
    const definition = frame.functionLocation;
    if (!definition) return false;
    const place = this.placeOf(definition, frame);
    return !!place && place.row === undefined;
  }

  private placeOf(location: Location, frame: CallFrame): Place | undefined {
    const url = this.scripts.get(location.scriptId);
    if (!url || !url.startsWith('file:')) return undefined;
    const path = fileURLToPath(url.split('?')[0]!);
    const prefix = this.data.generationDir.endsWith('/') ? this.data.generationDir : this.data.generationDir + '/';
    if (!path.startsWith(prefix)) return undefined;
    const module = path.slice(prefix.length);
    const at = this.module(module)?.rowOf(location.lineNumber);
    return {
      module,
      file: at?.file ?? '',
      line: location.lineNumber,
      column: location.columnNumber,
      row: at?.row,
      functionKey: functionKey(frame),
    };
  }

  private module(module: string): GeneratedModule | undefined {
    if (!this.modules.has(module)) {
      try {
        this.modules.set(module, new GeneratedModule(join(this.data.generationDir, module)));
      } catch {
        this.modules.set(module, null);
      }
    }
    return this.modules.get(module) ?? undefined;
  }

  private isStop(file: string, row: number): Promise<boolean> {
    let rows = this.stops.get(file);
    if (!rows) {
      rows = this.ask({ op: 'stops', file }).then((reply) => new Set(reply.body && 'rows' in reply.body ? reply.body.rows : []));
      this.stops.set(file, rows);
    }
    return rows.then((set) => set.has(row));
  }

  // ------------------------------------------------------------------------------------------ data

  private topFrame(): CallFrame {
    const frame = this.paused?.callFrames[0];
    if (!frame) throw new Error('the debuggee is not stopped');
    return frame;
  }

  private async evaluate(call: string): Promise<unknown> {
    const frame = this.topFrame();
    const result = await this.post<{ result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
      'Debugger.evaluateOnCallFrame',
      // one string crosses the inspector protocol: V8 turns a large result object into protocol values slowly
      { callFrameId: frame.callFrameId, expression: `JSON.stringify(globalThis.${this.data.inspectorGlobal}.${call})`, returnByValue: true, silent: true },
    );
    if (result.exceptionDetails) throw new Error(result.exceptionDetails.exception?.description ?? result.exceptionDetails.text);
    const text = result.result.value;
    return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
  }

  /** What a client reads at a stop (stop-view.ts): the ABAP frames, and the top frame's @ROOT with each child it names. */
  private async viewOfStop(): Promise<Omit<EngineReply & { op: 'view' }, 'op'>> {
    const { frames } = await this.stackOfStop();
    const children = await this.capture('view');
    return { frames, children: (children ?? (await this.evaluate('view()'))) as never };
  }

  /** The ABAP frames of this stop, each with its capture slot and (while on the synchronous stack) its call frame. */
  private async stackOfStop(): Promise<StopFrames> {
    const paused = this.paused;
    if (!paused) throw new Error('the debuggee is not stopped');
    if (this.stopFrames?.paused === paused) return this.stopFrames;
    const frames = await this.abapFrames();
    // V8's synchronous frames in generated code come first; awaiting callers only appear in the ABAP stack (a
    // raise's frame stands at RAISE EXCEPTION's unmapped `throw` line: it is the raising statement's frame)
    const raising = isRaise(paused) ? this.raisePlace(paused)?.frame : undefined;
    const generated = paused.callFrames.filter((frame) => frame === raising || this.placeOf(frame.location, frame)?.row !== undefined);
    let next = 0;
    const slots = frames.map((frame, index) => {
      const slot = `${frames.length - 1 - index}:${frame.module}:${frame.jsName}`;
      for (let j = next; j < generated.length; j++) {
        const place = this.placeOf(generated[j]!.location, generated[j]!)!;
        if (place.module !== frame.module) continue;
        if (place.row !== frame.row && sameFunction(generated[j]!.functionName, frame.jsName) === false) continue;
        next = j + 1;
        // V8's stack trace places a frame standing at a statement's jump check (jump-dispatch.ts) on the line
        // before; the pause's own location is exact
        if (place.row !== undefined && place.file !== '') frames[index] = { ...frame, file: place.file, row: place.row };
        return { slot, callFrame: generated[j] };
      }
      return { slot };
    });
    if (slots.length === 0 && paused.callFrames[0]) slots.push({ slot: `0:top`, callFrame: paused.callFrames[0] });
    this.stopFrames = { paused, frames, slots, selected: 0, captured: new Set() };
    return this.stopFrames;
  }

  /** goToStack: answers the position selected (the top frame has the highest). */
  private async select(position: number): Promise<number> {
    const stop = await this.stackOfStop();
    const count = stop.slots.length;
    if (!Number.isInteger(position) || position < 1 || position > count) throw new Error(`Stack position ${position} does not exist (1 to ${count})`);
    stop.selected = count - position;
    return position;
  }

  /**
   * Hands the selected frame's variables to the main thread's inspector (once per frame and stop): V8's scope
   * objects of the frame — the function's own scopes up to its local scope, and the enclosing ones of its
   * program (a report's or function group's globals) — in one call. A caller that awaits a call is not on V8's
   * stack: its variables are the ones captured when it was (at an earlier stop), if it was. With `then`, a frame
   * captured now also answers that read of the inspector in the same call (its JSON; undefined otherwise).
   */
  private async capture(then?: 'view'): Promise<unknown> {
    const stop = await this.stackOfStop();
    this.readAtStop = true;
    const selected = stop.slots[stop.selected];
    if (!selected) return;
    const keep = JSON.stringify(stop.slots.map((s) => s.slot));
    if (stop.captured.has(selected.slot)) {
      await this.evaluate(`select(${JSON.stringify(selected.slot)})`);
      return;
    }
    const frame = selected.callFrame;
    if (!frame) {
      await this.evaluate(`select(${JSON.stringify(selected.slot)}, ${keep})`);
      stop.captured.add(selected.slot);
      return;
    }
    const own: string[] = [];
    const outer: string[] = [];
    let inOwn = true;
    for (const scope of frame.scopeChain) {
      const objectId = scope.object.objectId;
      if (!objectId || scope.type === 'global' || scope.type === 'script' || scope.type === 'eval') continue;
      if (inOwn) own.push(objectId);
      else if (scope.type === 'block' || scope.type === 'closure' || scope.type === 'module') outer.push(objectId);
      if (scope.type === 'local') inOwn = false;
    }
    const receiver = own[0] ?? outer[0];
    if (!receiver) return;
    const result = await this.post<{ result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } }>('Runtime.callFunctionOn', {
      objectId: receiver,
      functionDeclaration: `function (slot, keep, self, functionName, then, ownCount, ...scopes) { const inspector = globalThis.${this.data.inspectorGlobal}; inspector.retain(keep); inspector.capture(slot, self, functionName, scopes.slice(0, ownCount), scopes.slice(ownCount)); return then ? JSON.stringify(inspector[then]()) : undefined; }`,
      arguments: [
        { value: selected.slot },
        { value: stop.slots.map((s) => s.slot) },
        frame.this?.objectId ? { objectId: frame.this.objectId } : { value: null },
        { value: frame.functionName },
        { value: then ?? null },
        { value: own.length },
        ...[...own, ...outer].map((objectId) => ({ objectId })),
      ],
      returnByValue: true,
      silent: true,
    });
    if (result.exceptionDetails) throw new Error(result.exceptionDetails.exception?.description ?? result.exceptionDetails.text);
    stop.captured.add(selected.slot);
    // the follow-up read answered in the same request (one round trip to the main thread less)
    return typeof result.result?.value === 'string' ? (JSON.parse(result.result.value) as unknown) : undefined;
  }

  /** Before the debuggee goes on: what was read at this stop is what the next stop's changes compare with. */
  private async leaveStop(): Promise<void> {
    await this.forgetException();
    if (!this.readAtStop) return;
    this.readAtStop = false;
    await this.evaluate('leaveStop()').catch(() => undefined);
  }
}

/** A pause of V8's pause on exceptions (a throw, or an async function's promise rejected with what it threw). */
function isRaise(paused: Paused): boolean {
  return paused.reason === 'exception' || paused.reason === 'promiseRejection';
}

/** Whether a V8 function name and a stack trace's name name the same function (undefined: cannot tell). */
function sameFunction(cdpName: string, stackName: string): boolean | undefined {
  if (!cdpName || !stackName) return undefined;
  const last = (name: string) => name.replace(/^async /, '').split('.').pop()!;
  return last(cdpName) === last(stackName);
}

/** Identifies the function a frame runs (its definition's location). */
function functionKey(frame: CallFrame): string {
  const fn = frame.functionLocation;
  return fn ? `${fn.scriptId}:${fn.lineNumber}:${fn.columnNumber}` : `${frame.location.scriptId}:${frame.functionName}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const agent = new InspectorAgent(workerData as AgentData);
agent
  .start()
  .then(() => parentPort?.postMessage({ ready: true }))
  .catch((error: unknown) => parentPort?.postMessage({ ready: false, error: error instanceof Error ? error.message : String(error) }));
