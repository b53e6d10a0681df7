/**
 * The debugger tests' fixture: a class with a multi-line statement, a loop, calls, variables of every kind
 * and a test class; a second developer (TESTER) whose runs must not stop at DEVELOPER's breakpoints; and a
 * small client of the developer API for raw HTTP.
 */
import { ADTClient, isDebuggee, session_types, type DebugBreakpoint } from 'abap-adt-api';
import { expect } from 'vitest';
import { rmSync } from 'node:fs';
import type { EmbeddedSystem } from '../../src/system/system.js';
import { openExecution, type Execution, type ExecutionOptions, type RunOutcome } from '../../src/system/execution/index.js';
import { debugAgentModule, DebuggerEngine, type DebuggerOptions, type DebugSessionState } from '../../src/system/debugger/index.js';
import { openDemoSystemAt } from './demo-template.js';
import { developerGrants } from '../../src/system/repository/users.js';
import type { TestService } from './service.js';
import { basicAuth, tempDir, testPasswords } from './service.js';

/** An abap-adt-api client of DEVELOPER on a running service (not logged in yet). */
export function newAdtClient(service: TestService): ADTClient {
  return new ADTClient(service.url, 'DEVELOPER', testPasswords.DEVELOPER, '100', 'EN');
}

/**
 * The abap-adt-api clients of a test file: `client()` is a logged-in client of DEVELOPER on `service()` (stateful
 * on request); `logout()` logs out every client made since (after each test).
 */
export function adtClients(service: () => TestService): { client: (stateful?: boolean) => Promise<ADTClient>; logout: () => Promise<void> } {
  const clients: ADTClient[] = [];
  return {
    async client(stateful = false) {
      const adt = newAdtClient(service());
      await adt.login();
      if (stateful) adt.stateful = session_types.stateful;
      clients.push(adt);
      return adt;
    },
    async logout() {
      for (const adt of clients.splice(0)) await adt.logout().catch(() => undefined);
    },
  };
}

/**
 * The debugger without the service (for tests whose subject is the engine or the agent, not the HTTP wire): the
 * demo system with the debug fixtures, its runtime with the debugger's agent in every work process, and the
 * engine on it, as the service sets them up (src/server/app.ts) but without HTTP, sessions or routes.
 */
export interface DebugSystem {
  system: EmbeddedSystem;
  execution: Execution;
  engine: DebuggerEngine;
  stop(): Promise<void>;
}

export async function openDebugSystem(
  options: { execution?: ExecutionOptions; debugger?: Partial<DebuggerOptions>; prepare?: (system: EmbeddedSystem) => void } = {},
): Promise<DebugSystem> {
  const dataDir = tempDir();
  const system = openDemoSystemAt(dataDir);
  addDebugFixtures(system);
  options.prepare?.(system);
  const execution = openExecution(system, { agentModule: debugAgentModule(), ...options.execution });
  const engine = new DebuggerEngine(execution, { sid: system.sid, host: execution.host, ...options.debugger });
  await execution.ready();
  return {
    system,
    execution,
    engine,
    async stop() {
      await engine.close();
      await execution.close();
      system.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a run while DEVELOPER listens on `terminal` (breakpoints set) on the engine of a DebugSystem, attaches to
 * the debuggee and continues after every stop (a continue is answered at the run's next stop, or ends), reading
 * each stop with `read` — given the attach answer's reached breakpoints at the first stop only, as
 * collectAdtStops. A run that never stops ends the listener's wait. Answers what was read and the run's outcome.
 */
export async function collectEngineStops<T>(
  debug: DebugSystem,
  terminal: string,
  start: () => Promise<RunOutcome>,
  read: (debuggeeId: string, reached: DebugSessionState['reachedBreakpoints'] | undefined) => Promise<T>,
): Promise<{ stops: T[]; outcome: RunOutcome }> {
  const caller = { client: '100', user: 'DEVELOPER' };
  const listening = debug.engine.listen(caller, { terminalId: terminal, ideId: terminal, timeoutMillis: 30_000 });
  const run = start();
  void run.then(() => debug.engine.stopListener(caller, terminal));
  const stops: T[] = [];
  const hit = await listening;
  if (hit.kind === 'hit') {
    const attach = await debug.engine.attach(caller, hit.debuggee.DEBUGGEE_ID);
    let reached: DebugSessionState['reachedBreakpoints'] | undefined = attach.reachedBreakpoints;
    for (;;) {
      stops.push(await read(attach.debuggeeId, reached));
      reached = undefined;
      const ended = await debug.engine.step(caller, attach.debuggeeId, 'stepContinue').then(
        () => false,
        () => true,
      );
      if (ended) break;
    }
  }
  return { stops, outcome: await run };
}

export const PROBE = 'ZCL_DEBUG_PROBE';

export const probeMain = `CLASS zcl_debug_probe DEFINITION
  PUBLIC
  FINAL
  CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
    TYPES: BEGIN OF ty_item,
             id   TYPE i,
             name TYPE string,
           END OF ty_item.
    TYPES ty_items TYPE STANDARD TABLE OF ty_item WITH EMPTY KEY.
    DATA mv_calls TYPE i.
    METHODS total
      IMPORTING
        it_items        TYPE ty_items
      RETURNING
        VALUE(rv_total) TYPE i.
  PRIVATE SECTION.
    METHODS label
      IMPORTING
        iv_id           TYPE i
      RETURNING
        VALUE(rv_label) TYPE string.
ENDCLASS.



CLASS zcl_debug_probe IMPLEMENTATION.

  METHOD if_oo_adt_classrun~main.
    DATA lv_count TYPE i.
    DATA lv_text TYPE string.
    DATA lv_char TYPE c LENGTH 10.
    DATA ls_item TYPE ty_item.
    DATA lt_items TYPE ty_items.
    DATA lr_item TYPE REF TO ty_item.
    DATA lo_self TYPE REF TO zcl_debug_probe.

    " a comment line
    lv_char = 'ABC'.
    lv_text = |Probe { lv_char }|.
    ls_item-id = 1.
    ls_item-name = label( iv_id = 1 ).
    APPEND ls_item TO lt_items.
    ls_item-id = 2.
    ls_item-name = label(
      iv_id = 2 ).
    APPEND ls_item TO lt_items.
    LOOP AT lt_items INTO ls_item.
      lv_count = lv_count + ls_item-id.
    ENDLOOP.
    GET REFERENCE OF ls_item INTO lr_item.
    lo_self = me.
    lv_count = total( lt_items ).
    out->write( lv_text ).
    out->write( lv_count ).
  ENDMETHOD.

  METHOD total.
    DATA ls_item TYPE ty_item.
    mv_calls = mv_calls + 1.
    LOOP AT it_items INTO ls_item.
      rv_total = rv_total + ls_item-id.
    ENDLOOP.
  ENDMETHOD.

  METHOD label.
    mv_calls = mv_calls + 1.
    rv_label = |item { iv_id }|.
  ENDMETHOD.
ENDCLASS.
`;

export const probeTests = `CLASS ltcl_probe DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS sums FOR TESTING.
ENDCLASS.

CLASS ltcl_probe IMPLEMENTATION.
  METHOD sums.
    DATA lt_items TYPE zcl_debug_probe=>ty_items.
    DATA lo_probe TYPE REF TO zcl_debug_probe.
    lo_probe = NEW #( ).
    APPEND VALUE #( id = 4 name = \`four\` ) TO lt_items.
    cl_abap_unit_assert=>assert_equals( act = lo_probe->total( lt_items ) exp = 4 ).
  ENDMETHOD.
ENDCLASS.
`;

/** The 1-based row of the first line of a source holding the text. */
export function rowOf(source: string, text: string, after = 0): number {
  const index = source.split('\n').findIndex((line, i) => i >= after && line.includes(text));
  if (index < 0) throw new Error(`no line with ${text}`);
  return index + 1;
}

/** Rows of the probe's main source named by what they hold. */
export const probeRows = {
  comment: rowOf(probeMain, '" a comment line'),
  blank: rowOf(probeMain, '" a comment line') - 1,
  data: rowOf(probeMain, 'DATA lv_count TYPE i.'),
  method: rowOf(probeMain, 'METHOD if_oo_adt_classrun~main.'),
  endmethod: rowOf(probeMain, 'ENDMETHOD.'),
  first: rowOf(probeMain, "lv_char = 'ABC'."),
  text: rowOf(probeMain, 'lv_text = |Probe'),
  firstId: rowOf(probeMain, 'ls_item-id = 1.'),
  label1: rowOf(probeMain, 'ls_item-name = label( iv_id = 1 ).'),
  append1: rowOf(probeMain, 'APPEND ls_item TO lt_items.'),
  secondId: rowOf(probeMain, 'ls_item-id = 2.'),
  label2: rowOf(probeMain, 'ls_item-name = label(', rowOf(probeMain, 'ls_item-id = 2.')),
  label2Continued: rowOf(probeMain, 'iv_id = 2 ).'),
  append2: rowOf(probeMain, 'APPEND ls_item TO lt_items.', rowOf(probeMain, 'iv_id = 2 ).')),
  loop: rowOf(probeMain, 'LOOP AT lt_items INTO ls_item.'),
  loopBody: rowOf(probeMain, 'lv_count = lv_count + ls_item-id.'),
  reference: rowOf(probeMain, 'GET REFERENCE OF ls_item INTO lr_item.'),
  self: rowOf(probeMain, 'lo_self = me.'),
  total: rowOf(probeMain, 'lv_count = total( lt_items ).'),
  writeText: rowOf(probeMain, 'out->write( lv_text ).'),
  writeCount: rowOf(probeMain, 'out->write( lv_count ).'),
  totalCalls: rowOf(probeMain, 'mv_calls = mv_calls + 1.'),
  totalLoop: rowOf(probeMain, 'LOOP AT it_items INTO ls_item.'),
  totalBody: rowOf(probeMain, 'rv_total = rv_total + ls_item-id.'),
  labelCalls: rowOf(probeMain, 'mv_calls = mv_calls + 1.', rowOf(probeMain, 'METHOD label.')),
  labelText: rowOf(probeMain, 'rv_label = |item'),
} as const;

export const probeTestRows = {
  create: rowOf(probeTests, 'lo_probe = NEW #( ).'),
  data: rowOf(probeTests, 'DATA lo_probe'),
};

/** Adds the probe class and the user TESTER (every authorisation, password 'tester-secret'). */
export function addDebugFixtures(system: EmbeddedSystem): void {
  system.objects.save(
    {
      type: 'CLAS',
      name: PROBE,
      description: 'Debugger probe',
      metadata: { VSEOCLASS: { CLSNAME: PROBE, LANGU: 'E', DESCRIPT: 'Debugger probe', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X', WITH_UNIT_TESTS: 'X' } },
      sources: { main: probeMain, testclasses: probeTests },
    },
    'ZDEMO_TOOLS',
    'A',
    'DEVELOPER',
  );
  if (!system.users.exists('100', 'TESTER')) system.users.add('100', 'TESTER', 'tester-secret', developerGrants);
}

export const probeUri = (line: number) => `/sap/bc/adt/oo/classes/zcl_debug_probe/source/main#start=${line}`;

export interface AdtResponse {
  status: number;
  body: string;
  headers: Headers;
}

/** A logged-in HTTP session of the developer API (its own cookies and CSRF token). */
export async function adtSession(service: TestService, user: 'DEVELOPER' | 'VIEWER' | 'TESTER' = 'DEVELOPER') {
  const password = user === 'TESTER' ? 'tester-secret' : testPasswords[user];
  const auth = basicAuth(user, password);
  const first = await fetch(`${service.url}${service.adtPath}/discovery`, { headers: { authorization: auth, 'x-csrf-token': 'fetch' } });
  await first.text();
  let cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = first.headers.get('x-csrf-token') ?? '';
  const call = async (method: string, path: string, options: { body?: string; contentType?: string; stateful?: boolean; base?: 'adt' | 'service' } = {}): Promise<AdtResponse> => {
    const headers: Record<string, string> = { authorization: auth, cookie, 'x-csrf-token': token };
    if (options.stateful) headers['x-sap-adt-sessiontype'] = 'stateful';
    if (options.contentType) headers['content-type'] = options.contentType;
    const base = options.base === 'service' ? service.servicePath : service.adtPath;
    const response = await fetch(`${service.url}${base}${path}`, { method, headers, body: options.body });
    const added = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (added.length > 0) cookie = [cookie, ...added].filter(Boolean).join('; ');
    return { status: response.status, body: await response.text(), headers: response.headers };
  };
  return {
    user,
    call,
    post: (path: string, options: { body?: string; contentType?: string; stateful?: boolean; base?: 'adt' | 'service' } = {}) => call('POST', path, options),
  };
}

export type AdtSession = Awaited<ReturnType<typeof adtSession>>;

/**
 * The top entry of an ADT stack: entry 0, where ADT clients (ABAP FS) take the current frame from; it must also
 * carry the highest stackPosition (the positions count down to the outermost call).
 */
export function topOf<T extends { stackPosition: number | string }>(stack: readonly T[]): T {
  const top = stack[0]!;
  expect(Number(top.stackPosition), 'the current frame comes first').toBe(Math.max(...stack.map((entry) => Number(entry.stackPosition))));
  return top;
}

/**
 * Sets the breakpoints for DEVELOPER on `terminal`, runs a class and attaches a second abap-adt-api client
 * (stateful) to the debuggee at its first stop; answers both clients and the run (its answer comes when the
 * program ends).
 */
export async function attachAtFirstStop(
  service: TestService,
  terminal: string,
  className: string,
  breakpoints: Array<string | DebugBreakpoint>,
  /** Starts the program instead of a class run (a report: POST programrun). */
  start?: (session: AdtSession) => Promise<AdtResponse>,
): Promise<{ listener: ADTClient; adt: ADTClient; run: Promise<AdtResponse> }> {
  const client = () => newAdtClient(service);
  const listener = client();
  await listener.login();
  const adt = client();
  await adt.login();
  adt.stateful = session_types.stateful;
  await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, breakpoints, 'DEVELOPER');
  const listening = listener.debuggerListen('user', terminal, terminal, 'DEVELOPER');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const session = await adtSession(service);
  const run = start ? start(session) : session.post(`/oo/classrun/${className}`);
  const debuggee = await listening;
  if (!isDebuggee(debuggee)) throw new Error(`the run of ${className} did not stop`);
  await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, 'DEVELOPER');
  return { listener, adt, run };
}

/**
 * Runs a class while `listener` (abap-adt-api, breakpoints set) listens on `terminal` as DEVELOPER; a second
 * abap-adt-api client attaches to the debuggee and continues after every stop (a continue is answered at the
 * run's next stop, or debuggeeEnded), reading each stop with `read` — given the attach answer's reached
 * breakpoints at the first stop only (abap-adt-api reads none from a step answer). A run that never stops ends
 * the listener's wait. Expects the run to answer 200 (or the status given: a run that dumps); answers what was read and the run's output.
 */
export async function collectAdtStops<T>(
  service: TestService,
  listener: ADTClient,
  terminal: string,
  className: string,
  read: (adt: ADTClient, reached: Array<Record<string, string>> | undefined) => Promise<T>,
  { status = 200 }: { status?: number } = {},
): Promise<{ stops: T[]; output: string }> {
  const adt = newAdtClient(service);
  await adt.login();
  adt.stateful = session_types.stateful;
  const stops: T[] = [];
  const listening = listener.debuggerListen('user', terminal, terminal, 'DEVELOPER');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const run = (await adtSession(service)).post(`/oo/classrun/${className}`);
  void run.then(() => listener.debuggerDeleteListener('user', terminal, terminal, 'DEVELOPER').catch(() => undefined));
  const debuggee = await listening;
  if (isDebuggee(debuggee)) {
    const attach = await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, 'DEVELOPER');
    let reached = attach.reachedBreakpoints as unknown as Array<Record<string, string>> | undefined;
    for (;;) {
      stops.push(await read(adt, reached));
      reached = undefined;
      const ended = await adt.debuggerStep('stepContinue').then(
        () => false,
        () => true,
      );
      if (ended) break;
    }
  }
  const answer = await run;
  expect(answer.status, answer.body).toBe(status);
  await adt.dropSession().catch(() => undefined);
  return { stops, output: answer.body };
}
