/**
 * The developer API's debugger, one typed function per call ({dev_api_base}/debugger). Breakpoints and the
 * listener go without the session header; attach and everything after it are stateful, so they reach the
 * work process holding the debuggee (the agent's cookie jar keeps the session).
 */
import type { Agent } from './agent.js';
import { requireCapability } from './sync.js';
import { readWire } from '../protocol/wire-schema.js';
import { ConditionEvaluation, DEBUGGER_CONDITION_PATH, debuggerConditionCapability } from '../protocol/debugger-condition.js';
import { debuggerMedia, type DebuggerIdentity, type StepMethod, variableRoots } from '../protocol/debugger.js';
import {
  breakpointsRequestDocument,
  childVariablesRequestDocument,
  parseAdtException,
  parseBreakpointsResponse,
  parseChildVariablesResponse,
  parseDebugState,
  parseListenerAnswer,
  parseStack,
  parseVariablesResponse,
  parseWatchpoints,
  variablesRequestDocument,
  type AdtException,
  type BreakpointAnswer,
  type DebugState,
  type DebugVariable,
  type ListenerAnswer,
  type StackEntry,
  type VariableHierarchy,
  type WatchpointEntry,
} from '../protocol/debugger-documents.js';

/** A debugger call the system answered with an error status. */
export class DebuggerCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly exception?: AdtException,
  ) {
    super(message);
  }

  get isNoSession(): boolean {
    return this.exception?.type === 'noSessionAttached' || this.exception?.properties['T100KEY-NO'] === '530';
  }

  /** A step or continue whose program ended before it stopped again. */
  get isDebuggeeEnded(): boolean {
    return this.exception?.properties['com.sap.adt.communicationFramework.subType'] === 'debuggeeEnded' || this.exception?.type === 'debuggeeEnded';
  }
}

/** HTTP time a listener poll may take beyond its own timeout before the client gives up on it. */
const LISTENER_GRACE_MILLIS = 15_000;

export class DebuggerApi {
  /** The system's answer whether it evaluates conditions at a stop (asked once). */
  private conditionCheck: Promise<void> | undefined;

  constructor(
    readonly agent: Agent,
    readonly identity: DebuggerIdentity,
  ) {}

  /**
   * Sends the complete desired list of breakpoints (syncScope full); answers one entry per breakpoint. An
   * entry is a URI, or a URI with the condition the system evaluates at the line (stops only when true), or an
   * exception class (ADT's kind="exception" with exceptionClass: stops where it or a subclass is raised).
   */
  async setBreakpoints(
    entries: ReadonlyArray<string | { uri: string; condition?: string; skipCount?: number; exceptionClass?: string }>,
    clientId = this.identity.terminalId,
  ): Promise<BreakpointAnswer[]> {
    const body = breakpointsRequestDocument({
      scope: 'external',
      debuggingMode: this.identity.debuggingMode,
      requestUser: this.identity.requestUser,
      terminalId: this.identity.terminalId,
      ideId: this.identity.ideId,
      systemDebugging: false,
      deactivated: false,
      syncMode: 'full',
      breakpoints: entries.map((entry) => {
        const { uri, condition, skipCount = 0, exceptionClass } = typeof entry === 'string' ? { uri: entry, exceptionClass: undefined } : entry;
        if (exceptionClass) return { kind: 'exception', clientId, skipCount, uri: '', exceptionClass, ...(condition ? { condition } : {}) };
        return { kind: 'line', clientId, skipCount, uri, ...(condition ? { condition } : {}) };
      }),
    });
    const response = await this.call('POST', '/debugger/breakpoints', { body, contentType: debuggerMedia.xml, accept: debuggerMedia.xml });
    return parseBreakpointsResponse(response);
  }

  async listBreakpoints(clientId = this.identity.terminalId): Promise<BreakpointAnswer[]> {
    return parseBreakpointsResponse(await this.call('GET', '/debugger/breakpoints', { searchParams: { clientId }, accept: debuggerMedia.xml }));
  }

  async deleteBreakpoint(id: string): Promise<void> {
    await this.call('DELETE', `/debugger/breakpoints/${encodeURIComponent(id)}`, {
      accept: debuggerMedia.xml,
      searchParams: this.scopeParams(),
    });
  }

  /**
   * Whether another listener holds the user (GET /listeners with checkConflict, as abap-adt-api's
   * debuggerListeners asks before it listens): the system's message, or undefined when this terminal may listen.
   * A system without the GET answers no conflict; the poll itself still reports one.
   */
  async listenerConflict(): Promise<string | undefined> {
    const response = await this.agent.request('GET', this.agent.adtPath('/debugger/listeners'), {
      searchParams: { ...this.listenerParams(), checkConflict: true, isNotifiedOnConflict: true },
    });
    if (response.status !== 406) return undefined;
    const answer = parseListenerAnswer(response.body, 406);
    return answer.kind === 'conflict' ? answer.message || 'Another debugger listener of this user is active' : undefined;
  }

  /** One listener poll: a hit, a timeout, or a conflict (another listener of the user, HTTP 406). */
  async listen(timeoutSeconds: number): Promise<ListenerAnswer> {
    const response = await this.agent.request('POST', this.agent.adtPath('/debugger/listeners'), {
      searchParams: { ...this.listenerParams(), timeout: timeoutSeconds },
      timeoutMillis: timeoutSeconds * 1000 + LISTENER_GRACE_MILLIS,
    });
    if (response.status === 406) return parseListenerAnswer(response.body, 406);
    this.ensureOk(response.status, response.body);
    return parseListenerAnswer(response.body, response.status);
  }

  /**
   * Ends this client's session (the ICF logoff): the system lets go the program the session was attached to, which
   * runs on without stopping again. A POST, so the agent sends the session's CSRF token (a logoff without it is refused).
   */
  async logoff(timeoutMillis: number): Promise<void> {
    await this.agent.request('POST', '/sap/public/bc/icf/logoff', { timeoutMillis });
  }

  /** Ends this terminal's listener on the system (its waiting poll answers nothing). */
  async stopListener(timeoutMillis?: number): Promise<void> {
    const response = await this.agent.request('DELETE', this.agent.adtPath('/debugger/listeners'), { searchParams: this.listenerParams(), ...(timeoutMillis ? { timeoutMillis } : {}) });
    this.ensureOk(response.status, response.body);
  }

  async attach(debuggeeId: string): Promise<DebugState> {
    const body = await this.call('POST', '/debugger', {
      stateful: true,
      accept: debuggerMedia.xml,
      searchParams: { method: 'attach', debuggeeId, dynproDebugging: true, debuggingMode: this.identity.debuggingMode, requestUser: this.identity.requestUser },
    });
    return parseDebugState(body);
  }

  async step(method: StepMethod): Promise<DebugState> {
    return parseDebugState(await this.call('POST', '/debugger', { stateful: true, accept: debuggerMedia.xml, searchParams: { method } }));
  }

  /** The ABAP frames, top of the stack first. */
  async stack(): Promise<StackEntry[]> {
    const body = await this.call('POST', '/debugger', { stateful: true, accept: debuggerMedia.xml, searchParams: { method: 'getStack', emode: '_', semanticURIs: true } });
    return parseStack(body);
  }

  async childVariables(parentIds: readonly string[]): Promise<{ hierarchies: VariableHierarchy[]; variables: DebugVariable[] }> {
    return parseChildVariablesResponse(await this.postVariables('getChildVariables', childVariablesRequestDocument(parentIds), debuggerMedia.childVariables));
  }

  async variables(ids: readonly string[]): Promise<DebugVariable[]> {
    if (ids.length === 0) return [];
    return parseVariablesResponse(await this.postVariables('getVariables', variablesRequestDocument(ids), debuggerMedia.variables));
  }

  /** The variable methods: an abap-xml document in and one out, both of the method's media type. */
  private postVariables(method: 'getChildVariables' | 'getVariables', body: string, media: string): Promise<string> {
    return this.call('POST', '/debugger', { stateful: true, searchParams: { method }, body, contentType: media, accept: media });
  }

  /**
   * The variables of the top frame in two round trips: the children of the four roots (virtual '@' groups
   * discarded), then their values.
   */
  async frameVariables(): Promise<DebugVariable[]> {
    const { hierarchies, variables } = await this.childVariables(variableRoots);
    // groups beyond the four (a report's or function group's @GLOBALS) are asked for in one more round trip
    const asked = new Set<string>(variableRoots);
    const groups = [...new Set(hierarchies.map((h) => h.CHILD_ID).filter((id) => id.startsWith('@') && !asked.has(id)))];
    if (groups.length > 0) {
      const more = await this.childVariables(groups);
      hierarchies.push(...more.hierarchies);
      variables.push(...more.variables);
    }
    const ids = [...new Set(hierarchies.map((h) => h.CHILD_ID).filter((id) => !id.startsWith('@')))];
    const known = new Map(variables.map((v) => [v.ID, v]));
    const missing = ids.filter((id) => !known.has(id));
    for (const variable of await this.variables(missing)) known.set(variable.ID, variable);
    return ids.flatMap((id) => known.get(id) ?? []);
  }

  /** One level below a variable: structure components, table rows, the target of a reference, attributes. */
  async children(variable: Pick<DebugVariable, 'ID' | 'META_TYPE' | 'TABLE_LINES'>): Promise<DebugVariable[]> {
    const { hierarchies, variables } = await this.childVariables([variable.ID]);
    const ids = hierarchies.filter((h) => h.PARENT_ID === variable.ID).map((h) => h.CHILD_ID);
    const known = new Map(variables.map((v) => [v.ID, v]));
    if (ids.length === 0 && variable.META_TYPE === 'table') {
      // real systems list no rows as children: rows are read by their ids
      const rows = Math.min(Number(variable.TABLE_LINES) || 0, 100);
      return this.variables(Array.from({ length: rows }, (_, i) => `${variable.ID}[${i + 1}]`));
    }
    if (ids.length === 0 && variable.META_TYPE === 'dataref') return this.variables([`${variable.ID}->*`]);
    const missing = ids.filter((id) => !known.has(id));
    for (const v of await this.variables(missing)) known.set(v.ID, v);
    return ids.flatMap((id) => known.get(id) ?? []);
  }

  /**
   * Selects a frame for the variable reads that follow (abap-adt-api's debuggerGoToStack: PUT on the
   * entry's stackUri, /debugger/stack/type/<type>/position/<n>); a step continues from the top frame.
   */
  async goToStack(entry: Pick<StackEntry, 'stackType' | 'stackPosition'>): Promise<void> {
    await this.call('PUT', `/debugger/stack/type/${encodeURIComponent(entry.stackType || 'ABAP')}/position/${entry.stackPosition}`, { stateful: true });
  }

  /**
   * Sets a simple variable (POST ?method=setVariableValue&variableName=…, the value as the body, as
   * abap-adt-api's debuggerSetVariableValue): answers the value as the variable now holds it.
   */
  async setVariableValue(variableName: string, value: string): Promise<string> {
    return this.call('POST', '/debugger', { stateful: true, searchParams: { method: 'setVariableValue', variableName }, body: value, contentType: 'text/plain' });
  }

  /** stepRunToLine or stepJumpToLine: to a line of a source (its URI with #start=<line>). */
  async stepToLine(method: 'stepRunToLine' | 'stepJumpToLine', uri: string): Promise<DebugState> {
    return parseDebugState(await this.call('POST', '/debugger', { stateful: true, accept: debuggerMedia.xml, searchParams: { method, uri } }));
  }

  /**
   * A watchpoint on a variable of the selected frame (ADT's POST /debugger/watchpoints?variableName=…&condition=…,
   * in the attached session): the program stops after each statement that changes it, where the condition holds.
   */
  async insertWatchpoint(variableName: string, condition?: string): Promise<WatchpointEntry> {
    const body = await this.call('POST', '/debugger/watchpoints', { stateful: true, accept: debuggerMedia.xml, searchParams: { variableName, ...(condition ? { condition } : {}) } });
    const [watchpoint] = parseWatchpoints(body);
    if (!watchpoint) throw new DebuggerCallError(`No watchpoint was set on ${variableName}`, 200);
    return watchpoint;
  }

  async watchpoints(): Promise<WatchpointEntry[]> {
    return parseWatchpoints(await this.call('GET', '/debugger/watchpoints', { stateful: true, accept: debuggerMedia.xml }));
  }

  async deleteWatchpoint(id: string): Promise<void> {
    await this.call('DELETE', `/debugger/watchpoints/${encodeURIComponent(id)}`, { stateful: true });
  }

  /**
   * A condition (an ABAP logical expression, as a conditional breakpoint's) evaluated at the stop on the selected
   * frame: an abapdeck extension (capability debugger.condition, src/protocol/debugger-condition.ts); a system
   * without it is refused plainly before anything is sent.
   */
  async evaluateCondition(condition: string): Promise<ConditionEvaluation> {
    this.conditionCheck ??= requireCapability(this.agent, debuggerConditionCapability, 'the evaluation of a condition at a stop');
    await this.conditionCheck.catch((error: unknown) => {
      this.conditionCheck = undefined;
      throw error;
    });
    const body = await this.call('POST', DEBUGGER_CONDITION_PATH, { stateful: true, body: JSON.stringify({ condition }), contentType: 'application/json', accept: 'application/json' });
    return readWire(ConditionEvaluation, JSON.parse(body) as unknown);
  }

  async terminate(): Promise<DebugState> {
    return parseDebugState(await this.call('POST', '/debugger', { stateful: true, accept: debuggerMedia.xml, searchParams: { method: 'terminateDebuggee' } }));
  }

  /** The source text of an object's source (main, a class include, a program), from its source URI. */
  async source(uri: string): Promise<string> {
    const path = uri.split('#')[0]!;
    const response = await this.agent.request('GET', path, { accept: 'text/plain' });
    this.ensureOk(response.status, response.body);
    return response.body;
  }

  private listenerParams(): Record<string, string> {
    return { debuggingMode: this.identity.debuggingMode, requestUser: this.identity.requestUser, terminalId: this.identity.terminalId, ideId: this.identity.ideId };
  }

  private scopeParams(): Record<string, string> {
    return { scope: 'external', debuggingMode: this.identity.debuggingMode, requestUser: this.identity.requestUser, terminalId: this.identity.terminalId, ideId: this.identity.ideId };
  }

  private async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { body?: string; contentType?: string; accept?: string; stateful?: boolean; searchParams?: Record<string, string | number | boolean> },
  ): Promise<string> {
    const response = await this.agent.request(method, this.agent.adtPath(path), options);
    this.ensureOk(response.status, response.body);
    return response.body;
  }

  private ensureOk(status: number, body: string): void {
    if (status < 400) return;
    const exception = parseAdtException(body);
    throw new DebuggerCallError(exception?.message || `HTTP ${status}`, status, exception);
  }
}
