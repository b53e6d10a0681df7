/**
 * Wire fidelity of the debugger (issue 16), driven with abap-adt-api where the point is what ABAP FS sends
 * and parses: core discovery, refused breakpoints, partial syncs, continue to the next stop or debuggeeEnded,
 * listener conflicts and takeovers, lines that agree with their URIs, stepReturn from FORMs and function
 * modules, and breakpoints in function-group includes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADTClient, isAdtError, isDebuggee, isDebuggerBreakpoint, type Debuggee, type DebugBreakpoint, type DebugBreakpointError } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, adtSession, probeRows as rows, probeUri, rowOf, topOf, adtClients } from '../support/debug-fixtures.js';
import { parseBreakpointsResponse } from '../../src/protocol/debugger-documents.js';
import type { EmbeddedSystem } from '../../src/system/system.js';

const SUBTYPE = 'com.sap.adt.communicationFramework.subType';
const USER = 'DEVELOPER';

/** The demo's function group with a subroutine include the function module calls. */
const includeSource = `FORM format_route USING iv_from TYPE string iv_to TYPE string CHANGING cv_route TYPE string.
  cv_route = |{ iv_from } -> { iv_to }|.
ENDFORM.
`;
const moduleSource = `FUNCTION z_demo_format_route.
*"----------------------------------------------------------------------
*"*"Local Interface:
*"  IMPORTING
*"     REFERENCE(IV_AIRPORT_FROM) TYPE  ZDEMO_AIRPORT_FROM
*"     REFERENCE(IV_AIRPORT_TO) TYPE  ZDEMO_AIRPORT_TO
*"  EXPORTING
*"     VALUE(EV_ROUTE) TYPE  STRING
*"----------------------------------------------------------------------
  DATA lv_from TYPE string.
  DATA lv_to TYPE string.
  lv_from = iv_airport_from.
  lv_to = iv_airport_to.
  PERFORM format_route USING lv_from lv_to CHANGING ev_route.
  lv_from = ev_route.

ENDFUNCTION.
`;
const fm = {
  first: rowOf(moduleSource, 'lv_from = iv_airport_from.'),
  perform: rowOf(moduleSource, 'PERFORM format_route'),
  after: rowOf(moduleSource, 'lv_from = ev_route.'),
};
const includeRows = { body: rowOf(includeSource, 'cv_route = |') };
const f01 = { header: 14, afterCall: 42, call: 36 };
const reportMain = { writeFlights: 14 };

const groupUri = '/sap/bc/adt/functions/groups/zdemo_flights';
const moduleUri = (line: number) => `${groupUri}/fmodules/z_demo_format_route/source/main#start=${line}`;
const includeUri = (line: number) => `${groupUri}/includes/lzdemo_flightsf01/source/main#start=${line}`;
const f01Uri = (line: number) => `/sap/bc/adt/programs/programs/zdemo_flight_list_f01#start=${line}`;

function addFunctionGroupInclude(system: EmbeddedSystem): void {
  addDebugFixtures(system);
  const group = system.objects.get('FUGR', 'ZDEMO_FLIGHTS')!;
  const metadata = structuredClone(group.metadata) as Record<string, unknown>;
  const includes = metadata['INCLUDES'];
  if (Array.isArray(includes)) metadata['INCLUDES'] = [...includes, 'LZDEMO_FLIGHTSF01'];
  system.objects.save(
    {
      ...group,
      metadata: metadata as typeof group.metadata,
      sources: {
        ...group.sources,
        saplzdemo_flights: `${group.sources['saplzdemo_flights']}\n  INCLUDE lzdemo_flightsf01.\n`,
        lzdemo_flightsf01: includeSource,
        z_demo_format_route: moduleSource,
      },
    },
    'ZDEMO_TOOLS',
    'A',
    'DEVELOPER',
  );
}

let service: TestService;
const { client, logout: logoutClients } = adtClients(() => service);

const runProbe = async () => (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
const runReport = async () =>
  (await adtSession(service)).post('/programs/programrun/ZDEMO_FLIGHT_LIST', {
    body: '<adtprog:programRun xmlns:adtprog="http://www.sap.com/adt/programs/programs"/>',
    contentType: 'application/vnd.sap.adt.programs.programRun+xml',
  });

/** The error an abap-adt-api call failed with (undefined when it did not fail). */
async function failure(call: Promise<unknown>): Promise<{ status: number; properties: Record<string, string> } | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (!isAdtError(error)) throw error;
    return { status: error.err, properties: error.properties as Record<string, string> };
  }
}

const settle = (millis = 150) => new Promise((resolve) => setTimeout(resolve, millis));

/** Sets breakpoints for a terminal, listens, starts a run and attaches a stateful client. */
async function stopIn(terminal: string, uris: string[], run: () => Promise<unknown>) {
  const listener = await client();
  const answers = await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, uris, USER);
  const listening = listener.debuggerListen('user', terminal, terminal, USER);
  await settle();
  const running = run();
  const debuggee = await listening;
  if (!isDebuggee(debuggee)) throw new Error(`no hit: ${JSON.stringify(debuggee)}`);
  const debuggerClient = await client(true);
  const attach = await debuggerClient.debuggerAttach('user', debuggee.DEBUGGEE_ID, USER);
  return { listener, debuggerClient, answers, debuggee, attach, running };
}

/** The top frame's line (from its URI, as ABAP FS reads it). */
async function topLine(adt: ADTClient): Promise<number> {
  const { stack } = await adt.debuggerStackTrace();
  const top = topOf(stack);
  return top.uri.range.start.line;
}

beforeAll(async () => {
  service = await startTestService({
    demo: true,
    prepare: addFunctionGroupInclude,
    execution: { poolSize: 2 },
    debugger: { listenerGraceMillis: 3000, idleReleaseMillis: 20_000 },
  });
  await service.execution.ready();
}, 120_000);

afterEach(async () => {
  // every terminal's breakpoints and listeners go, so the next test starts clean
  await logoutClients();
  const cleaner = await client();
  for (const terminal of ['T-A', 'T-B', 'T-C', 'T-E2E-1', 'T-E2E-2']) {
    await cleaner.debuggerSetBreakpoints('user', terminal, terminal, terminal, [], USER);
  }
  await cleaner.debuggerDeleteListener('user', 'cleanup', 'cleanup', USER).catch(() => undefined);
  await logoutClients();
});

afterAll(async () => {
  await service?.stop();
});

describe('item 1: core discovery', () => {
  it('answers the document adtCoreDiscovery parses: one collection per workspace', async () => {
    const adt = await client();
    const discovery = await adt.adtCoreDiscovery();
    expect(discovery.map((w) => w.collection.href)).toEqual(expect.arrayContaining(['/sap/bc/adt/debugger/breakpoints', '/sap/bc/adt/debugger/listeners']));
    expect(discovery.find((w) => w.collection.href === '/sap/bc/adt/debugger/breakpoints')?.collection.category).toBe('breakpoints');
  });
});

describe('item 2 and 6: breakpoint answers', () => {
  it('answers a refused breakpoint with kind, clientId and errorMessage only', async () => {
    const adt = await client();
    const [accepted, refused] = await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [probeUri(rows.first), probeUri(rows.comment)], USER);
    expect(isDebuggerBreakpoint(accepted!)).toBe(true);
    expect(isDebuggerBreakpoint(refused!)).toBe(false);
    expect(refused).toEqual({ kind: 'line', clientId: 'T-A', errorMessage: 'Cannot create a breakpoint at this position' });
  });

  it('moves a breakpoint on a continuation line to the statement\'s first line and says so', async () => {
    const adt = await client();
    const [moved] = await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [probeUri(rows.label2Continued)], USER);
    expect(isDebuggerBreakpoint(moved!)).toBe(true);
    expect((moved as DebugBreakpoint).uri.range.start.line).toBe(rows.label2);
  });
});

describe('item 3: partial sync', () => {
  it('replaces only the named object\'s breakpoints of the terminal', async () => {
    const adt = await client();
    await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [probeUri(rows.first), f01Uri(f01.afterCall)], USER);
    const answers = await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [probeUri(rows.text)], USER, 'external', false, false, '/sap/bc/adt/oo/classes/zcl_debug_probe');
    expect(answers).toHaveLength(1);
    const raw = await (await adtSession(service)).call('GET', '/debugger/breakpoints?clientId=T-A');
    expect(parseBreakpointsResponse(raw.body).map((bp) => bp.uri).sort()).toEqual([f01Uri(f01.afterCall), probeUri(rows.text)].sort());
  });
});

describe('item 4: stepContinue', () => {
  it('answers at the next stop of the same debuggee, then fails with debuggeeEnded when the program ends', async () => {
    const { debuggerClient, listener, running } = await stopIn('T-A', [probeUri(rows.first), probeUri(rows.totalBody)], runProbe);
    const continued = await debuggerClient.debuggerStep('stepContinue');
    expect(continued.isSteppingPossible).toBe(true);
    expect(await topLine(debuggerClient)).toBe(rows.totalBody);
    await listener.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [], USER);
    const ended = await failure(debuggerClient.debuggerStep('stepContinue'));
    expect(ended?.properties[SUBTYPE]).toBe('debuggeeEnded');
    expect(await running).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  });
});

describe('item 5: listeners', () => {
  it('reports another terminal\'s listener as conflictDetected, in debuggerListeners and in a second listen', async () => {
    const first = await client();
    const waiting = first.debuggerListen('user', 'T-A', 'T-A', USER).catch((error: unknown) => error);
    await settle();
    const second = await client();
    const checked = await failure(second.debuggerListeners('user', 'T-B', 'T-B', USER));
    expect(checked).toMatchObject({ status: 406, properties: { [SUBTYPE]: 'conflictDetected', ideUser: USER } });
    expect(await second.debuggerListeners('user', 'T-A', 'T-A', USER)).toBeUndefined();
    const listened = await failure(second.debuggerListen('user', 'T-B', 'T-B', USER));
    expect(listened).toMatchObject({ status: 406, properties: { [SUBTYPE]: 'conflictDetected' } });
    await first.debuggerDeleteListener('user', 'T-A', 'T-A', USER);
    expect(await waiting).toBeUndefined();
  });

  it('a DELETE from another terminal of the user replaces the waiting listener, which is told', async () => {
    const first = await client();
    const waiting = failure(first.debuggerListen('user', 'T-A', 'T-A', USER));
    await settle();
    const second = await client();
    await second.debuggerDeleteListener('user', 'T-B', 'T-B', USER);
    expect((await waiting)?.properties[SUBTYPE]).toBe('conflictNotification');
    expect(await second.debuggerListeners('user', 'T-B', 'T-B', USER)).toBeUndefined();
  });

  it('a listen with takeover replaces the waiting listener and receives the next hit, set by a terminal that never listened', async () => {
    // T-C only sets breakpoints (as `abapdeck debug set` does); T-A listens, T-B takes over
    const setter = await client();
    await setter.debuggerSetBreakpoints('user', 'T-C', 'T-C', 'T-C', [probeUri(rows.first)], USER);
    const first = await client();
    const waiting = failure(first.debuggerListen('user', 'T-A', 'T-A', USER));
    await settle();
    const second = await client();
    const takingOver = second.debuggerListen('user', 'T-B', 'T-B', USER, false);
    expect((await waiting)?.properties[SUBTYPE]).toBe('conflictNotification');
    const run = runProbe();
    const hit = await takingOver;
    expect(isDebuggee(hit)).toBe(true);
    expect((hit as Debuggee).TERMINAL_ID).toBe('T-B');
    await setter.debuggerSetBreakpoints('user', 'T-C', 'T-C', 'T-C', [], USER);
    const attached = await client(true);
    await attached.debuggerAttach('user', (hit as Debuggee).DEBUGGEE_ID, USER);
    expect((await failure(attached.debuggerStep('stepContinue')))?.properties[SUBTYPE]).toBe('debuggeeEnded');
    expect((await run).status).toBe(200);
  });

  it('expires the breakpoints of a terminal that no longer listens: the next listener gets its own hit at once', async () => {
    // terminal A set a breakpoint, listened and went away without deleting it
    const stale = await client();
    await stale.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [probeUri(rows.first)], USER);
    const gone = stale.debuggerListen('user', 'T-A', 'T-A', USER);
    await settle();
    await stale.debuggerDeleteListener('user', 'T-A', 'T-A', USER);
    await gone;
    // terminal B (a second tool of the same user) sets its own and listens
    const { debuggerClient, debuggee, running, listener } = await stopIn('T-B', [probeUri(rows.text)], runProbe);
    expect(debuggee.TERMINAL_ID).toBe('T-B');
    expect(debuggee.URI.range.start.line).toBe(rows.text);
    await listener.debuggerSetBreakpoints('user', 'T-B', 'T-B', 'T-B', [], USER);
    await failure(debuggerClient.debuggerStep('stepContinue'));
    expect(await running).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  });
});

describe('item 6: stack lines', () => {
  it('gives each stack entry the line its URI starts at', async () => {
    const { debuggerClient, listener, running } = await stopIn('T-A', [probeUri(rows.totalBody)], runProbe);
    const { stack } = await debuggerClient.debuggerStackTrace();
    expect(stack.length).toBeGreaterThanOrEqual(2);
    for (const entry of stack) expect(Number(entry.line)).toBe(entry.uri.range.start.line);
    expect(stack.map((entry) => entry.uri.range.start.line).sort((a, b) => a - b)).toEqual([rows.total, rows.totalBody].sort((a, b) => a - b));
    await listener.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [], USER);
    await failure(debuggerClient.debuggerStep('stepContinue'));
    expect((await running).status).toBe(200);
  });
});

describe('item 7: function groups and stepReturn', () => {
  it('accepts breakpoints in function-group includes and function modules', async () => {
    const adt = await client();
    const answers = await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [includeUri(includeRows.body), moduleUri(fm.first), includeUri(1)], USER);
    expect(answers.map((a) => isDebuggerBreakpoint(a))).toEqual([true, true, false]);
    expect((answers[0] as DebugBreakpoint).uri.uri).toBe(`${groupUri}/includes/lzdemo_flightsf01/source/main`);
    expect((answers[2] as DebugBreakpointError).errorMessage).toBe('Cannot create a breakpoint at this position');
  });

  it('returns from a FORM to the statement after its PERFORM', async () => {
    const { debuggerClient, listener, running } = await stopIn('T-A', [f01Uri(f01.header)], runReport);
    expect(await topLine(debuggerClient)).toBe(f01.header);
    const stepped = await debuggerClient.debuggerStep('stepReturn');
    expect(stepped.isSteppingPossible).toBe(true);
    const { stack } = await debuggerClient.debuggerStackTrace();
    const top = topOf(stack);
    expect([top.programName, top.includeName, top.uri.range.start.line]).toEqual(['ZDEMO_FLIGHT_LIST', 'ZDEMO_FLIGHT_LIST', reportMain.writeFlights]);
    await listener.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [], USER);
    await failure(debuggerClient.debuggerStep('stepContinue'));
    expect((await running).status).toBe(200);
  });

  it('stops in a function module and in its group\'s include, and returns from each to its caller', async () => {
    const { debuggerClient, listener, running } = await stopIn('T-A', [includeUri(includeRows.body)], runReport);
    const atInclude = await debuggerClient.debuggerStackTrace();
    const top = topOf(atInclude.stack);
    expect(top).toMatchObject({ eventType: 'FORM', eventName: 'FORMAT_ROUTE' });
    expect(top.uri.uri).toBe(`${groupUri}/includes/lzdemo_flightsf01/source/main`);
    // out of the FORM into the function module, then out of the function module into the report's FORM
    await debuggerClient.debuggerStep('stepReturn');
    const inModule = await debuggerClient.debuggerStackTrace();
    const moduleTop = topOf(inModule.stack);
    expect(moduleTop).toMatchObject({ eventType: 'FUNCTION', eventName: 'Z_DEMO_FORMAT_ROUTE' });
    expect(moduleTop.uri.range.start.line).toBe(fm.after);
    await debuggerClient.debuggerStep('stepReturn');
    expect(await topLine(debuggerClient)).toBe(f01.afterCall);
    await listener.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [], USER);
    await failure(debuggerClient.debuggerStep('stepContinue'));
    expect((await running).status).toBe(200);
  });
});

describe('ABAP FS end to end', () => {
  it('runs ABAP FS\'s sequence with abap-adt-api against the service on 127.0.0.1', async () => {
    expect(new URL(service.url).hostname).toBe('127.0.0.1');
    const ide = await client();
    expect(await ide.runClass('ZCL_DEBUG_PROBE')).toBe('Probe ABC\n3\n');
    await ide.adtCoreDiscovery();
    // no other listener: the check passes, then breakpoints in two objects, one refused
    expect(await ide.debuggerListeners('user', 'T-E2E-1', 'T-E2E-1', USER)).toBeUndefined();
    const answers = await ide.debuggerSetBreakpoints('user', 'T-E2E-1', 'T-E2E-1', 'T-E2E-1', [probeUri(rows.first), probeUri(rows.comment)], USER);
    const fmAnswers = await ide.debuggerSetBreakpoints('user', 'T-E2E-1', 'T-E2E-1', 'T-E2E-1', [moduleUri(fm.first)], USER, 'external', false, false, `${groupUri}/fmodules/z_demo_format_route`);
    expect([...answers, ...fmAnswers].map((a) => isDebuggerBreakpoint(a))).toEqual([true, false, true]);

    const listening = ide.debuggerListen('user', 'T-E2E-1', 'T-E2E-1', USER);
    await settle();
    const classRun = (await client()).runClass('ZCL_DEBUG_PROBE');
    const debuggee = await listening;
    expect(isDebuggee(debuggee)).toBe(true);
    const session = await client(true);
    const attach = await session.debuggerAttach('user', (debuggee as Debuggee).DEBUGGEE_ID, USER);
    expect(attach.reachedBreakpoints).toHaveLength(1);
    expect(await topLine(session)).toBe(rows.first);
    const { hierarchies } = await session.debuggerChildVariables(['@ROOT', '@PARAMETERS', '@LOCALS', '@DATAAGING']);
    expect(hierarchies.filter((h) => h.PARENT_ID === '@LOCALS').map((h) => h.CHILD_ID)).toContain('LV_CHAR');
    expect((await session.debuggerVariables(['LV_CHAR']))[0]?.VALUE).toBe('');
    await session.debuggerStep('stepOver');
    expect(await topLine(session)).toBe(rows.text);
    expect((await session.debuggerVariables(['LV_CHAR']))[0]?.VALUE).toBe('ABC');
    // no further breakpoint in the class: continue runs it to its end
    expect((await failure(session.debuggerStep('stepContinue')))?.properties[SUBTYPE]).toBe('debuggeeEnded');
    expect(await classRun).toBe('Probe ABC\n3\n');

    // the report calls the function module: the next stop, then a continue to the next stop of the same run
    const again = ide.debuggerListen('user', 'T-E2E-1', 'T-E2E-1', USER);
    await settle();
    const report = runReport();
    const second = await again;
    expect(isDebuggee(second)).toBe(true);
    const reportSession = await client(true);
    await reportSession.debuggerAttach('user', (second as Debuggee).DEBUGGEE_ID, USER);
    expect(await topLine(reportSession)).toBe(fm.first);
    const next = await reportSession.debuggerStep('stepContinue');
    expect(next.isSteppingPossible).toBe(true);
    expect(await topLine(reportSession)).toBe(fm.first);

    // a second terminal of the same user takes over the listener ABAP FS waits with
    const waiting = failure(ide.debuggerListen('user', 'T-E2E-1', 'T-E2E-1', USER));
    await settle();
    const other = await client();
    const conflict = await failure(other.debuggerListeners('user', 'T-E2E-2', 'T-E2E-2', USER));
    expect(conflict?.properties[SUBTYPE]).toBe('conflictDetected');
    const takeover = other.debuggerListen('user', 'T-E2E-2', 'T-E2E-2', USER, false);
    expect((await waiting)?.properties[SUBTYPE]).toBe('conflictNotification');
    await ide.debuggerSetBreakpoints('user', 'T-E2E-1', 'T-E2E-1', 'T-E2E-1', [], USER);
    expect((await failure(reportSession.debuggerStep('stepContinue')))?.properties[SUBTYPE]).toBe('debuggeeEnded');
    expect((await report).status).toBe(200);
    await other.debuggerDeleteListener('user', 'T-E2E-2', 'T-E2E-2', USER);
    expect(await takeover).toBeUndefined();
    await ide.logout();
    await other.logout();
  }, 90_000);
});
