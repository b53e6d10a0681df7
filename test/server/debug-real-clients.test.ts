/**
 * What real ADT clients (abap-adt-api 8.4, the library of ABAP FS) read from the debugger (issue 32, "Real
 * clients"): the stack's current frame first, breakpoint scopes, the end of a debuggee as ADT answers it, and a
 * listener of the same terminal and IDE taking over.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAdtError, isDebuggee, isDebuggerBreakpoint, type DebugBreakpoint, type Debuggee } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, adtSession, probeRows as rows, probeUri, adtClients } from '../support/debug-fixtures.js';
import { parseAdtException, parseBreakpointsResponse } from '../../src/protocol/debugger-documents.js';

const SUBTYPE = 'com.sap.adt.communicationFramework.subType';
const USER = 'DEVELOPER';

let service: TestService;
const { client, logout: logoutClients } = adtClients(() => service);

const runProbe = async () => (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
const settle = (millis = 150) => new Promise((resolve) => setTimeout(resolve, millis));

async function failure(call: Promise<unknown>): Promise<{ status: number; properties: Record<string, string> } | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (!isAdtError(error)) throw error;
    return { status: error.err, properties: error.properties as Record<string, string> };
  }
}

/** Listens on a terminal, runs the probe and attaches a stateful client at the first stop. */
async function stopIn(terminal: string, uris: string[]) {
  const listener = await client();
  await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, uris, USER);
  const listening = listener.debuggerListen('user', terminal, terminal, USER);
  await settle();
  const running = runProbe();
  const debuggee = await listening;
  if (!isDebuggee(debuggee)) throw new Error(`no hit: ${JSON.stringify(debuggee)}`);
  const adt = await client(true);
  await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, USER);
  return { listener, adt, running };
}

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 2 }, debugger: { listenerGraceMillis: 3000, idleReleaseMillis: 20_000 } });
  await service.execution.ready();
}, 120_000);

afterEach(async () => {
  await logoutClients();
  const cleaner = await client();
  for (const terminal of ['T-A', 'T-B']) {
    await cleaner.debuggerSetBreakpoints('user', terminal, terminal, terminal, [], USER);
    await cleaner.debuggerSetBreakpoints('user', terminal, terminal, terminal, [], USER, 'debugger');
  }
  await cleaner.debuggerDeleteListener('user', 'cleanup', 'cleanup', USER).catch(() => undefined);
  await logoutClients();
});

afterAll(async () => {
  await service?.stop();
});

describe('the stack', () => {
  it('comes current frame first: entry 0 is where the program stands, stackPosition counting down to the outermost call', async () => {
    const { adt, running } = await stopIn('T-A', [probeUri(rows.labelText)]);
    const { stack } = await adt.debuggerStackTrace();
    const abap = stack.filter((entry) => 'stackUri' in entry) as Array<(typeof stack)[number] & { stackPosition: number; line: number; eventName: string }>;
    expect(abap.length).toBeGreaterThanOrEqual(2);
    expect(abap[0]!.eventName).toBe('LABEL');
    expect(abap[0]!.uri.range.start.line).toBe(rows.labelText);
    expect(abap[1]!.eventName).toBe('IF_OO_ADT_CLASSRUN~MAIN');
    expect(abap[1]!.uri.range.start.line).toBe(rows.label1);
    expect(abap.map((entry) => Number(entry.stackPosition))).toEqual(abap.map((_, index) => abap.length - index));
    await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [], USER);
    await failure(adt.debuggerStep('stepContinue'));
    expect((await running).status).toBe(200);
  });
});

describe('breakpoint scopes', () => {
  it('a DELETE with scope=debugger removes the session copy only: the external breakpoint stays and the next run stops', async () => {
    const adt = await client();
    const [external] = await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [probeUri(rows.first)], USER);
    expect(isDebuggerBreakpoint(external!)).toBe(true);
    // ABAP FS: a debugger-scope copy while the session lives, deleted when it ends
    const [copy] = await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [probeUri(rows.first)], USER, 'debugger');
    expect(isDebuggerBreakpoint(copy!)).toBe(true);
    await adt.debuggerDeleteBreakpoints(copy as DebugBreakpoint, 'user', 'T-A', 'T-A', USER, 'debugger');
    const listed = parseBreakpointsResponse((await (await adtSession(service)).call('GET', '/debugger/breakpoints?clientId=T-A')).body);
    expect(listed.map((bp) => bp.uri)).toEqual([probeUri(rows.first)]);
    const { adt: attached, running } = await stopIn('T-A', [probeUri(rows.first)]);
    await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [], USER);
    await failure(attached.debuggerStep('stepContinue'));
    expect((await running).status).toBe(200);
  });

  it('a full sync of scope=debugger leaves the external list alone; a DELETE with scope=external removes the external one', async () => {
    const adt = await client();
    const [external] = await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [probeUri(rows.first), probeUri(rows.text)], USER);
    await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [], USER, 'debugger');
    const list = async () => parseBreakpointsResponse((await (await adtSession(service)).call('GET', '/debugger/breakpoints?clientId=T-A')).body).map((bp) => bp.uri);
    expect(await list()).toEqual([probeUri(rows.first), probeUri(rows.text)]);
    await adt.debuggerDeleteBreakpoints(external as DebugBreakpoint, 'user', 'T-A', 'T-A', USER, 'external');
    expect(await list()).toEqual([probeUri(rows.text)]);
  });
});

describe('the end of a debuggee', () => {
  it('a continue that runs the program to its end answers 500 with the exception document, subType debuggeeEnded', async () => {
    const { adt, running } = await stopIn('T-A', [probeUri(rows.first)]);
    await adt.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [], USER);
    const ended = await failure(adt.debuggerStep('stepContinue'));
    expect(ended).toMatchObject({ status: 500, properties: { [SUBTYPE]: 'debuggeeEnded' } });
    expect((await running).status).toBe(200);
  });

  it('answers the raw continue with status 500 and an exc:exception document', async () => {
    const setter = await client();
    await setter.debuggerSetBreakpoints('user', 'T-B', 'T-B', 'T-B', [probeUri(rows.first)], USER);
    const raw = await adtSession(service);
    const listening = raw.post(`/debugger/listeners?debuggingMode=user&requestUser=${USER}&terminalId=T-B&ideId=T-B&timeout=20`);
    await settle();
    const running = runProbe();
    const debuggeeId = /<DEBUGGEE_ID>([^<]+)</.exec((await listening).body)?.[1] ?? '';
    expect((await raw.post(`/debugger?method=attach&debuggeeId=${debuggeeId}&debuggingMode=user&requestUser=${USER}`, { stateful: true })).status).toBe(200);
    await setter.debuggerSetBreakpoints('user', 'T-B', 'T-B', 'T-B', [], USER);
    const continued = await raw.post('/debugger?method=stepContinue', { stateful: true });
    expect(continued.status).toBe(500);
    expect(parseAdtException(continued.body)).toMatchObject({ type: 'debuggeeEnded', properties: { [SUBTYPE]: 'debuggeeEnded' } });
    expect((await running).status).toBe(200);
  });
});

describe('listener takeover', () => {
  it('a second listener of the same terminal and IDE id takes over: it receives the hit, the first ends as if it timed out', async () => {
    const setter = await client();
    await setter.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [probeUri(rows.first)], USER);
    const first = await client();
    const waiting = first.debuggerListen('user', 'T-A', 'T-A', USER);
    await settle();
    const second = await client();
    const takingOver = second.debuggerListen('user', 'T-A', 'T-A', USER);
    expect(await waiting).toBeUndefined();
    const running = runProbe();
    const hit = await takingOver;
    expect(isDebuggee(hit)).toBe(true);
    await setter.debuggerSetBreakpoints('user', 'T-A', 'T-A', 'T-A', [], USER);
    const attached = await client(true);
    await attached.debuggerAttach('user', (hit as Debuggee).DEBUGGEE_ID, USER);
    await failure(attached.debuggerStep('stepContinue'));
    expect((await running).status).toBe(200);
  });

  it('another IDE id on the same terminal still meets conflictDetected unless it asks to take over', async () => {
    const first = await client();
    const waiting = first.debuggerListen('user', 'T-A', 'IDE-1', USER).catch((error: unknown) => error);
    await settle();
    const second = await client();
    expect(await failure(second.debuggerListen('user', 'T-A', 'IDE-2', USER))).toMatchObject({ status: 406, properties: { [SUBTYPE]: 'conflictDetected' } });
    const takingOver = second.debuggerListen('user', 'T-A', 'IDE-2', USER, false);
    await waiting;
    await second.debuggerDeleteListener('user', 'T-A', 'IDE-2', USER);
    expect(await takingOver).toBeUndefined();
  });
});
