/**
 * The debug adapter: Debug Adapter Protocol requests over the client's debug session (src/debug/session.ts, the
 * session the CLI's `debug` and the TUI drive), so it works on the embedded system and on a real one alike.
 * launch runs a class, a report or unit tests and listens for their stops; attach listens for the user's next
 * stopped run. One thread: the debuggee.
 */
import { basename } from 'node:path';
import {
  DebugSession,
  InitializedEvent,
  LoadedSourceEvent,
  OutputEvent,
  StoppedEvent,
  TerminatedEvent,
} from '@vscode/debugadapter';
import type { DebugProtocol } from '@vscode/debugprotocol';
import type { Agent } from '../client/agent.js';
import { classRun, programRun, unit } from '../client/execution.js';
import { requireCapability } from '../client/sync.js';
import { unitMethod } from '../client/unit-method.js';
import { parseTestMethod, testMethodText, unitMethodCapability, unitMethodMessages } from '../protocol/unit-method.js';
import { ListenTimeout, DebugSession as ClientSession, type StepType } from '../debug/session.js';
import { parseSourceUri, sourceUri } from '../protocol/debugger.js';
import type { DebugState, ReachedBreakpoint } from '../protocol/debugger-documents.js';
import { AdapterBreakpoints, exceptionFilters } from './breakpoints.js';
import { interpolate } from './hit-conditions.js';
import { fileNameOf, objectOfFile, sourceKey, SourceIndex, TargetError, type ObjectSource } from './sources.js';
import { StopVariables } from './variables.js';

export const THREAD_ID = 1;

/** launch's arguments (besides the editor's own). */
export interface LaunchArguments extends DebugProtocol.LaunchRequestArguments {
  class?: string;
  program?: string;
  unitFile?: string;
  /** With unitFile: one test method, NAME or TEST_CLASS=>NAME (a system with the capability unit.method). */
  method?: string;
}

/** How long launch waits for configurationDone before it runs anyway. */
const CONFIGURATION_WAIT_MILLIS = 5000;
/** Seconds one listen waits before it polls again (the listener loop runs until the adapter stops it). */
const LISTEN_SECONDS = 3600;

type Stepping = { step: StepType } | { jumpTo: number };

export class AbapDebugAdapter extends DebugSession {
  private readonly session: ClientSession;
  private readonly breakpoints: AdapterBreakpoints;
  private readonly stopVariables: StopVariables;
  private readonly sources: SourceIndex;
  private readonly loaded = new Map<string, DebugProtocol.Source>();
  private configured!: () => void;
  private readonly configurationDone = new Promise<void>((resolve) => (this.configured = resolve));
  private listening: AbortController | undefined;
  /** The launched run's answer (its output), while it runs. */
  private run: Promise<void> | undefined;
  private mode: 'launch' | 'attach' | undefined;
  private busy = false;
  private ended = false;
  private lastException: { exceptionClass: string; text: string } | undefined;
  private watchpointIds: string[] = [];

  constructor(
    private readonly agent: Agent,
    /** The agent launched runs go through: a session of their own, never the debugger's stateful one. */
    private readonly runAgent: Agent,
    session: ClientSession,
    cwd: string,
    private readonly log: (line: string) => void,
  ) {
    super();
    this.session = session;
    this.breakpoints = new AdapterBreakpoints(session.api);
    this.sources = new SourceIndex(cwd);
    this.stopVariables = new StopVariables(session.api, (frame) => this.selectFrame(frame));
    this.setDebuggerLinesStartAt1(true);
    this.setDebuggerColumnsStartAt1(true);
  }

  // ------------------------------------------------------------------------------------------ set-up

  /** An initialize without pathFormat means paths (the protocol's default; the library insists on the word). */
  protected override dispatchRequest(request: DebugProtocol.Request): void {
    if (request.command === 'initialize') {
      const args = (request.arguments ?? {}) as DebugProtocol.InitializeRequestArguments;
      request.arguments = { ...args, pathFormat: args.pathFormat ?? 'path' };
    }
    super.dispatchRequest(request);
  }

  protected override initializeRequest(response: DebugProtocol.InitializeResponse): void {
    response.body = {
      supportsConfigurationDoneRequest: true,
      supportsConditionalBreakpoints: true,
      supportsHitConditionalBreakpoints: true,
      supportsLogPoints: true,
      supportsFunctionBreakpoints: true,
      exceptionBreakpointFilters: exceptionFilters,
      supportsExceptionFilterOptions: true,
      supportsExceptionInfoRequest: true,
      supportsDataBreakpoints: true,
      supportsSetVariable: true,
      supportsEvaluateForHovers: true,
      supportsGotoTargetsRequest: true,
      supportsTerminateRequest: true,
      supportTerminateDebuggee: true,
      supportsLoadedSourcesRequest: true,
      supportsValueFormattingOptions: false,
      supportsStepBack: false,
      supportsRestartRequest: false,
      supportsSetExpression: false,
      supportsCompletionsRequest: false,
      supportsStepInTargetsRequest: false,
      supportsRestartFrame: false,
      supportsModulesRequest: false,
      supportsReadMemoryRequest: false,
      supportsCancelRequest: false,
      supportsSingleThreadExecutionRequests: false,
    };
    this.sendResponse(response);
    this.sendEvent(new InitializedEvent());
  }

  protected override configurationDoneRequest(response: DebugProtocol.ConfigurationDoneResponse): void {
    this.configured();
    this.sendResponse(response);
  }

  protected override launchRequest(response: DebugProtocol.LaunchResponse, args: LaunchArguments | undefined): void {
    void this.answer(response, async () => {
      const start = this.runOf(args ?? {});
      // a system without the extension runs every method of a class: refused before anything runs
      if (args?.method !== undefined) await requireCapability(this.runAgent, unitMethodCapability, 'a unit run of one test method ("method")');
      this.mode = 'launch';
      await Promise.race([this.configurationDone, new Promise((resolve) => setTimeout(resolve, CONFIGURATION_WAIT_MILLIS).unref())]);
      // run without debugging: none of the adapter's breakpoints may hold the run
      if (args?.noDebug) await this.breakpoints.clear();
      else await this.startListening();
      this.run = start().then(
        (output) => {
          if (output) this.sendEvent(new OutputEvent(output.endsWith('\n') ? output : `${output}\n`, 'stdout'));
        },
        (error: unknown) => {
          this.sendEvent(new OutputEvent(`${error instanceof Error ? error.message : String(error)}\n`, 'stderr'));
        },
      ).finally(() => {
        this.run = undefined;
        // a run that ended without stopping (or was let go) ends the session
        if (!this.session.isAttached && !this.busy) void this.finish();
      });
    });
  }

  protected override attachRequest(response: DebugProtocol.AttachResponse): void {
    void this.answer(response, async () => {
      this.mode = 'attach';
      await Promise.race([this.configurationDone, new Promise((resolve) => setTimeout(resolve, CONFIGURATION_WAIT_MILLIS).unref())]);
      await this.startListening();
      this.sendEvent(new OutputEvent('abapdeck: waiting for your next run to reach a breakpoint\n', 'console'));
    });
  }

  /** The run launch asks for, checked before anything starts. */
  private runOf(args: LaunchArguments): () => Promise<string> {
    const given = [args.class, args.program, args.unitFile].filter((value) => typeof value === 'string' && value.trim() !== '');
    if (given.length !== 1) throw new Error('launch needs exactly one of "class" (ZCL_…), "program" (Z…) or "unitFile" (src/….testclasses.abap)');
    if (args.method !== undefined && !args.unitFile) throw new Error('"method" goes with "unitFile"');
    if (args.class) {
      const name = args.class.trim().toUpperCase();
      return () => classRun(this.runAgent, name);
    }
    if (args.program) {
      const name = args.program.trim().toUpperCase();
      return () => programRun(this.runAgent, name);
    }
    const file = basename(args.unitFile!.trim());
    if (!/\.clas(\.testclasses)?\.abap$|\.prog\.abap$/i.test(file)) throw new Error(`"unitFile" must be a class or test-class file (zcl_x.clas.testclasses.abap), got '${file}'`);
    const method = args.method === undefined ? undefined : parseTestMethod(String(args.method));
    if (args.method !== undefined && !method) throw new Error(unitMethodMessages.invalid(String(args.method)));
    return async () => {
      const result = method ? await unitMethod(this.runAgent, [file], testMethodText(method)) : await unit(this.runAgent, [file]);
      const lines = [`${result.test_count} test method(s), ${result.passed_count} passed, ${result.failed_count} failed`];
      for (const error of result.errors) lines.push(`  ${error.class_name}->${error.method_name}: ${error.error_text}`);
      return lines.join('\n');
    };
  }

  // ------------------------------------------------------------------------------------------ listening

  private async startListening(): Promise<void> {
    const listening = new AbortController();
    this.listening = listening;
    let told = false;
    void (async () => {
      while (!listening.signal.aborted) {
        let hit;
        try {
          hit = await this.session.waitForHit(LISTEN_SECONDS, {
            signal: listening.signal,
            onConflict: (message) => {
              if (!told) this.sendEvent(new OutputEvent(`abapdeck: ${message}; waiting for it to end\n`, 'console'));
              told = true;
            },
          });
        } catch (error) {
          if (error instanceof ListenTimeout) continue;
          if (!listening.signal.aborted) this.sendEvent(new OutputEvent(`abapdeck: listener: ${error instanceof Error ? error.message : String(error)}\n`, 'stderr'));
          return;
        }
        if (listening.signal.aborted) return;
        this.listening = undefined;
        this.busy = true;
        try {
          const state = await this.session.attach(hit.debuggeeId);
          this.session.startKeepalive();
          await this.arrived(state, 'breakpoint');
        } catch (error) {
          this.sendEvent(new OutputEvent(`abapdeck: attach: ${error instanceof Error ? error.message : String(error)}\n`, 'stderr'));
        } finally {
          this.busy = false;
        }
        return;
      }
    })();
  }

  private async stopListening(): Promise<void> {
    const listening = this.listening;
    this.listening = undefined;
    if (!listening) return;
    listening.abort();
    // the poll in flight answers at once
    await this.session.api.stopListener(5000).catch(() => undefined);
  }

  // ------------------------------------------------------------------------------------------ stops

  /**
   * The program stands (after an attach or a step): log points log, a hit count not met or a log point alone
   * goes on, anything else is a stop event.
   */
  private async arrived(state: DebugState, reason: 'breakpoint' | 'step' | 'goto'): Promise<void> {
    let current = state;
    let why = reason;
    for (;;) {
      this.stopVariables.reset();
      this.lastException = undefined;
      const exception = current.reachedBreakpoints.find((bp) => bp.exceptionClass !== undefined);
      const watch = current.reachedBreakpoints.find((bp) => bp.variableName !== undefined);
      const reached = this.breakpoints.reached(current.reachedBreakpoints.filter((bp) => bp.exceptionClass === undefined && bp.variableName === undefined).map((bp) => bp.id));
      for (const message of reached.logMessages) {
        const text = await interpolate(message, async (path) => (await this.session.variable(path)).value);
        this.sendEvent(new OutputEvent(`${text}\n`, 'console'));
      }
      const unresolvable = current.reachedBreakpoints.find((bp) => bp.unresolvableCondition !== undefined);
      if (why === 'breakpoint' && reached.silent && !exception && !watch && !unresolvable) {
        const next = await this.session.step('continue');
        if (await this.afterStep(next, true)) return;
        current = next.state!;
        why = 'breakpoint';
        continue;
      }
      this.sendEvent(this.stoppedEvent(why, reached.dapIds, exception, watch, unresolvable));
      return;
    }
  }

  private stoppedEvent(reason: string, hitIds: number[], exception?: ReachedBreakpoint, watch?: ReachedBreakpoint, unresolvable?: ReachedBreakpoint): StoppedEvent {
    let event: StoppedEvent;
    if (exception) {
      this.lastException = { exceptionClass: exception.exceptionClass!, text: exception.exceptionText ?? '' };
      event = new StoppedEvent('exception', THREAD_ID, `${exception.exceptionClass}: ${exception.exceptionText ?? ''}`.trim());
      (event.body as DebugProtocol.StoppedEvent['body']).description = `${exception.exceptionClass} raised`;
    } else if (watch) {
      event = new StoppedEvent('data breakpoint', THREAD_ID);
      (event.body as DebugProtocol.StoppedEvent['body']).description = `${watch.variableName}: ${watch.oldValue} → ${watch.newValue}`;
      (event.body as DebugProtocol.StoppedEvent['body']).text = `${watch.variableName}: ${watch.oldValue} → ${watch.newValue}`;
    } else {
      event = new StoppedEvent(reason, THREAD_ID);
      if (unresolvable) (event.body as DebugProtocol.StoppedEvent['body']).text = `the condition could not be evaluated: ${unresolvable.unresolvableCondition}`;
    }
    const body = event.body as DebugProtocol.StoppedEvent['body'];
    body.allThreadsStopped = true;
    if (hitIds.length > 0) body.hitBreakpointIds = hitIds;
    return event;
  }

  /**
   * After a step: true when the program did not stop (it ended, or a system let it go: then the adapter
   * listens for its next stop).
   */
  private async afterStep(result: Awaited<ReturnType<ClientSession['step']>>, continuing: boolean): Promise<boolean> {
    if (result.ended) {
      await this.finish();
      return true;
    }
    if (!result.position) {
      if (continuing) await this.startListening();
      else await this.finish();
      return true;
    }
    return false;
  }

  /** Moves the program (a step, a continue, a jump) and reports where it stopped, in the background. */
  private move(response: DebugProtocol.Response, how: Stepping): void {
    if (!this.session.isAttached) {
      this.fail(response, new Error('The program is not stopped'));
      return;
    }
    if (this.busy) {
      this.fail(response, new Error('The program is moving already'));
      return;
    }
    this.busy = true;
    if ('step' in how && how.step === 'continue') (response as DebugProtocol.ContinueResponse).body = { allThreadsContinued: true };
    this.sendResponse(response);
    void (async () => {
      try {
        const result = 'step' in how ? await this.session.step(how.step) : await this.session.toLine('jump', how.jumpTo);
        if (await this.afterStep(result, 'step' in how && how.step === 'continue')) return;
        await this.arrived(result.state!, 'step' in how ? (how.step === 'continue' ? 'breakpoint' : 'step') : 'goto');
      } catch (error) {
        this.sendEvent(new OutputEvent(`abapdeck: ${error instanceof Error ? error.message : String(error)}\n`, 'stderr'));
        if (this.session.isAttached) this.sendEvent(new StoppedEvent('step', THREAD_ID));
      } finally {
        this.busy = false;
      }
    })();
  }

  /** The debuggee ended: the launched run's output first, then the end of the session. */
  private async finish(): Promise<void> {
    if (this.ended) return;
    if (this.run) await this.run;
    if (this.ended) return;
    this.ended = true;
    await this.stopListening();
    await this.breakpoints.clear().catch(() => undefined);
    this.sendEvent(new TerminatedEvent());
  }

  protected override continueRequest(response: DebugProtocol.ContinueResponse): void {
    this.move(response, { step: 'continue' });
  }

  protected override nextRequest(response: DebugProtocol.NextResponse): void {
    this.move(response, { step: 'over' });
  }

  protected override stepInRequest(response: DebugProtocol.StepInResponse): void {
    this.move(response, { step: 'into' });
  }

  protected override stepOutRequest(response: DebugProtocol.StepOutResponse): void {
    this.move(response, { step: 'out' });
  }

  protected override pauseRequest(response: DebugProtocol.PauseResponse): void {
    this.fail(response, new Error('A running ABAP program cannot be paused: set a breakpoint where it should stop'));
  }

  protected override gotoTargetsRequest(response: DebugProtocol.GotoTargetsResponse, args: DebugProtocol.GotoTargetsArguments): void {
    void this.answer(response, async () => {
      const top = (await this.session.stack())[0];
      const here = top ? parseSourceUri(top.uri, this.adtPath) : undefined;
      const asked = this.objectOfSource(args.source);
      if (!here || !asked || sourceKey(here) !== sourceKey(asked)) throw new Error('Jump to a line of the source the program stands in (the top frame)');
      response.body = { targets: [{ id: args.line, label: `line ${args.line}`, line: args.line }] };
    });
  }

  protected override gotoRequest(response: DebugProtocol.GotoResponse, args: DebugProtocol.GotoArguments): void {
    this.move(response, { jumpTo: args.targetId });
  }

  protected override terminateRequest(response: DebugProtocol.TerminateResponse): void {
    void this.answer(response, async () => {
      if (this.session.isAttached) await this.session.terminate();
      await this.finish();
    });
  }

  protected override disconnectRequest(response: DebugProtocol.DisconnectResponse, args: DebugProtocol.DisconnectArguments | undefined): void {
    void this.answer(response, async () => {
      this.ended = true;
      await this.stopListening();
      if (this.session.isAttached) {
        if (args?.terminateDebuggee) await this.session.terminate();
        // the program goes on: without the adapter's breakpoints, one continue
        else await this.session.detach(() => this.breakpoints.clear());
      }
      await this.breakpoints.clear().catch(() => undefined);
      this.session.stopKeepalive();
    }).then(() => this.emit('dap-ended'));
  }

  // ------------------------------------------------------------------------------------------ breakpoints

  protected override setBreakPointsRequest(response: DebugProtocol.SetBreakpointsResponse, args: DebugProtocol.SetBreakpointsArguments): void {
    void this.answer(response, async () => {
      let source: ObjectSource | { problem: string };
      try {
        source = this.objectOfSource(args.source) ?? { problem: 'no ABAP source: a working-folder file (abapGit file name) or a source this adapter showed' };
      } catch (error) {
        if (!(error instanceof TargetError)) throw error;
        source = { problem: error.message };
      }
      const requested = args.breakpoints ?? (args.lines ?? []).map((line) => ({ line }));
      const key = args.source.path ?? String(args.source.sourceReference ?? '');
      response.body = { breakpoints: await this.breakpoints.setForSource(source, requested, key) };
    });
  }

  protected override setFunctionBreakPointsRequest(response: DebugProtocol.SetFunctionBreakpointsResponse, args: DebugProtocol.SetFunctionBreakpointsArguments): void {
    void this.answer(response, async () => {
      response.body = { breakpoints: await this.breakpoints.setFunctions(args.breakpoints) };
    });
  }

  protected override setExceptionBreakPointsRequest(response: DebugProtocol.SetExceptionBreakpointsResponse, args: DebugProtocol.SetExceptionBreakpointsArguments): void {
    void this.answer(response, async () => {
      response.body = { breakpoints: await this.breakpoints.setExceptions(args) };
    });
  }

  protected override exceptionInfoRequest(response: DebugProtocol.ExceptionInfoResponse): void {
    void this.answer(response, async () => {
      if (!this.lastException) throw new Error('The program did not stop at an exception');
      response.body = { exceptionId: this.lastException.exceptionClass, description: this.lastException.text, breakMode: 'always' };
    });
  }

  protected override dataBreakpointInfoRequest(response: DebugProtocol.DataBreakpointInfoResponse, args: DebugProtocol.DataBreakpointInfoArguments): void {
    void this.answer(response, async () => {
      const variable = args.variablesReference !== undefined ? this.stopVariables.listedVariable(args.variablesReference, args.name) : undefined;
      const path = variable?.ID ?? (args.variablesReference === undefined ? args.name.trim().toUpperCase() : undefined);
      const frame = args.variablesReference !== undefined ? this.stopVariables.frameOf(args.variablesReference) : 0;
      if (!path || !this.session.isAttached) {
        response.body = { dataId: null, description: this.session.isAttached ? `no variable ${args.name} at this stop` : 'watchpoints are set while the program is stopped' };
        return;
      }
      if (frame !== 0) {
        response.body = { dataId: null, description: 'watchpoints go on variables of the top frame' };
        return;
      }
      response.body = { dataId: path, description: `${path} changes`, accessTypes: ['write'], canPersist: false };
    });
  }

  protected override setDataBreakpointsRequest(response: DebugProtocol.SetDataBreakpointsResponse, args: DebugProtocol.SetDataBreakpointsArguments): void {
    void this.answer(response, async () => {
      if (!this.session.isAttached) {
        response.body = { breakpoints: args.breakpoints.map(() => ({ verified: false, message: 'watchpoints are set while the program is stopped' })) };
        return;
      }
      for (const id of this.watchpointIds) await this.session.unwatch(id).catch(() => undefined);
      this.watchpointIds = [];
      await this.selectFrame(0);
      const breakpoints: DebugProtocol.Breakpoint[] = [];
      for (const bp of args.breakpoints) {
        try {
          const watchpoint = await this.session.watch(bp.dataId, bp.condition);
          this.watchpointIds.push(watchpoint.id);
          breakpoints.push({ verified: true, message: `${bp.dataId} watched` });
        } catch (error) {
          breakpoints.push({ verified: false, message: error instanceof Error ? error.message : String(error) });
        }
      }
      response.body = { breakpoints };
    });
  }

  // ------------------------------------------------------------------------------------------ reading a stop

  protected override threadsRequest(response: DebugProtocol.ThreadsResponse): void {
    response.body = { threads: [{ id: THREAD_ID, name: this.session.isAttached ? `ABAP ${this.session.debuggeeId}` : 'ABAP' }] };
    this.sendResponse(response);
  }

  protected override stackTraceRequest(response: DebugProtocol.StackTraceResponse, args: DebugProtocol.StackTraceArguments): void {
    void this.answer(response, async () => {
      if (!this.session.isAttached) throw new Error('The program is not stopped');
      const stack = await this.session.stack();
      const start = args.startFrame ?? 0;
      const end = args.levels ? start + args.levels : stack.length;
      const frames = stack.slice(start, end).map((entry, offset) => {
        const at = parseSourceUri(entry.uri, this.adtPath);
        const event = entry.eventName ? `${entry.eventType} ${entry.eventName}`.trim() : entry.eventType;
        const name = `${entry.programName}${event ? ` ${event}` : ''}`;
        return { id: start + offset + 1, name, line: at?.line ?? entry.line, column: 1, ...(at ? { source: this.sourceFor(at) } : {}) };
      });
      response.body = { stackFrames: frames, totalFrames: stack.length };
    });
  }

  protected override scopesRequest(response: DebugProtocol.ScopesResponse, args: DebugProtocol.ScopesArguments): void {
    void this.answer(response, async () => {
      response.body = { scopes: await this.stopVariables.scopesOf(args.frameId - 1) };
    });
  }

  protected override variablesRequest(response: DebugProtocol.VariablesResponse, args: DebugProtocol.VariablesArguments): void {
    void this.answer(response, async () => {
      response.body = { variables: await this.stopVariables.variables(args) };
    });
  }

  protected override setVariableRequest(response: DebugProtocol.SetVariableResponse, args: DebugProtocol.SetVariableArguments): void {
    void this.answer(response, async () => {
      const variable = this.stopVariables.listedVariable(args.variablesReference, args.name);
      const frame = this.stopVariables.frameOf(args.variablesReference);
      if (!variable || frame === undefined) throw new Error(`No variable ${args.name} here (list the variables again)`);
      if (variable.META_TYPE !== 'simple' && variable.META_TYPE !== 'string') throw new Error(`${variable.ID} is a ${variable.META_TYPE}: only simple values and strings can be set`);
      await this.selectFrame(frame);
      const value = await this.session.api.setVariableValue(variable.ID, args.value);
      this.stopVariables.reset();
      response.body = { value };
    });
  }

  protected override evaluateRequest(response: DebugProtocol.EvaluateResponse, args: DebugProtocol.EvaluateArguments): void {
    void this.answer(response, async () => {
      if (!this.session.isAttached) throw new Error('The program is not stopped');
      await this.selectFrame(args.frameId ? args.frameId - 1 : 0);
      const path = args.expression.trim();
      if (!/^[\w/%$*{}~]+(?:\[\d+\]|->\*|->[\w/~]+|-[\w/~]+)*$/.test(path)) {
        // not a variable: in the console (and a watch) a condition the system checks and evaluates at the stop
        if (args.context === 'hover') throw new Error(`'${path}' is not a variable path (NAME, NAME-COMP, NAME[n], NAME->ATTR, NAME->*): the adapter evaluates conditions in the debug console`);
        const evaluation = await this.session.api.evaluateCondition(path);
        if (evaluation.result !== 'true' && evaluation.result !== 'false') throw new Error(evaluation.message);
        response.body = { result: evaluation.result, type: 'condition', variablesReference: 0 };
        return;
      }
      let variable;
      try {
        variable = await this.session.api.variables([path.toUpperCase()]).then((found) => found.find((v) => v.ID === path.toUpperCase()));
      } catch {
        variable = undefined;
      }
      if (!variable) {
        // the session's message names the REPL's command; the editor lists variables in its own pane
        const read = await this.session.variable(path).catch((error: Error) => {
          throw new Error(error.message.replace(/\s*Use 'v' to list the variables\.$/, ''));
        });
        variable = (await this.session.api.variables([read.id]))[0];
      }
      if (!variable) throw new Error(`'${path}' is not a variable here`);
      const shown = this.stopVariables.toDap(variable, args.frameId ? args.frameId - 1 : 0);
      response.body = { result: shown.value, ...(shown.type ? { type: shown.type } : {}), variablesReference: shown.variablesReference, ...(shown.indexedVariables !== undefined ? { indexedVariables: shown.indexedVariables } : {}) };
    });
  }

  protected override sourceRequest(response: DebugProtocol.SourceResponse, args: DebugProtocol.SourceArguments): void {
    void this.answer(response, async () => {
      const reference = args.source?.sourceReference ?? args.sourceReference;
      const source = reference ? this.sources.sourceOfReference(reference) : undefined;
      if (!source) throw new Error(`No source ${reference}: sources are those this adapter showed`);
      response.body = { content: await this.session.api.source(sourceUri(this.adtPath, source)), mimeType: 'text/x-abap' };
    });
  }

  protected override loadedSourcesRequest(response: DebugProtocol.LoadedSourcesResponse): void {
    response.body = { sources: [...this.loaded.values()] };
    this.sendResponse(response);
  }

  // ------------------------------------------------------------------------------------------ helpers

  private get adtPath(): string {
    return this.agent.connection.adtPath;
  }

  private async selectFrame(frame: number): Promise<void> {
    if (this.session.frameIndex !== frame) await this.session.selectFrame(frame);
  }

  /** The object source an editor's source names: a working-folder file, or a reference this adapter handed out. */
  private objectOfSource(source: DebugProtocol.Source | undefined): ObjectSource | undefined {
    if (source?.sourceReference) return this.sources.sourceOfReference(source.sourceReference);
    if (source?.path && !source.path.startsWith('abap:')) return objectOfFile(source.path);
    return undefined;
  }

  /** An editor's source of an object source: its working-folder file, else a reference to the system's text. */
  private sourceFor(at: ObjectSource): DebugProtocol.Source {
    const key = sourceKey(at);
    const known = this.loaded.get(key);
    if (known) return known;
    const path = this.sources.pathOf(at);
    const name = fileNameOf(at);
    const source: DebugProtocol.Source = path
      ? { name, path }
      : { name, path: `abap:${name}`, sourceReference: this.sources.referenceFor(at), origin: 'the system', presentationHint: 'normal' };
    this.loaded.set(key, source);
    this.sendEvent(new LoadedSourceEvent('new', source as never));
    return source;
  }

  /** Runs a request's work and answers it, or answers its failure as an error the editor shows. */
  private async answer(response: DebugProtocol.Response, work: () => Promise<void>): Promise<void> {
    try {
      await work();
      this.sendResponse(response);
    } catch (error) {
      this.fail(response, error);
    }
  }

  private fail(response: DebugProtocol.Response, error: unknown): void {
    const message = (error as { isNoSession?: boolean } | undefined)?.isNoSession ? 'The program is no longer stopped' : error instanceof Error ? error.message : String(error);
    this.log(`dap: ${response.command}: ${message}`);
    this.sendErrorResponse(response, { id: 1, format: message.replace(/[{}]/g, (c) => (c === '{' ? '(' : ')')), showUser: true });
  }

  override shutdown(): void {
    // the CLI's command ends when the client disconnects (src/dap/server.ts); nothing exits here
  }
}
