/**
 * Our debugger endpoints driven by abap-adt-api, an independent ADT client from npm: it logs in with
 * GET /compatibility/graph (CSRF token and sap-client as a query parameter), reads the discovery document,
 * and uses the stack's GET form, as real development tools do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDebuggee, isDebuggerBreakpoint, session_types } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, adtSession, probeRows as rows, probeUri, newAdtClient } from '../support/debug-fixtures.js';

let service: TestService;
const TERMINAL = 'ADT-CLIENT-TEST';

const client = () => newAdtClient(service);

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 1 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

describe('abap-adt-api against the embedded system', () => {
  it('logs in and reads the discovery document', async () => {
    const adt = client();
    await adt.login();
    const discovery = await adt.adtDiscovery();
    const hrefs = discovery.flatMap((workspace) => workspace.collection.map((collection) => collection.href));
    expect(hrefs).toEqual(expect.arrayContaining(['/sap/bc/adt/debugger/breakpoints', '/sap/bc/adt/debugger/listeners', '/sap/bc/adt/debugger']));
  });

  it('sets breakpoints, listens, attaches, reads stack and variables, steps and continues', async () => {
    const listener = client();
    const debuggerClient = client();
    await listener.login();
    await debuggerClient.login();

    const breakpoints = await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [probeUri(rows.writeText), probeUri(rows.comment)], 'DEVELOPER');
    expect(breakpoints).toHaveLength(2);
    const [set, refused] = breakpoints;
    expect(isDebuggerBreakpoint(set!)).toBe(true);
    if (isDebuggerBreakpoint(set!)) expect(set.uri.range.start.line).toBe(rows.writeText);
    expect(refused).toMatchObject({ errorMessage: 'Cannot create a breakpoint at this position' });

    const listening = listener.debuggerListen('user', TERMINAL, TERMINAL, 'DEVELOPER');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const run = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
    const debuggee = await listening;
    expect(isDebuggee(debuggee)).toBe(true);
    if (!isDebuggee(debuggee)) return;
    expect(debuggee.DEBUGGEE_USER).toBe('DEVELOPER');
    expect(debuggee.URI.range.start.line).toBe(rows.writeText);

    debuggerClient.stateful = session_types.stateful;
    const attach = await debuggerClient.debuggerAttach('user', debuggee.DEBUGGEE_ID, 'DEVELOPER');
    expect(attach.debugSessionId).not.toBe('');
    expect(attach.reachedBreakpoints.map((bp) => bp.id)).toEqual([isDebuggerBreakpoint(set!) ? set.id : '']);

    const stack = await debuggerClient.debuggerStackTrace();
    const top = stack.stack.find((entry) => Number(entry.stackPosition) === Math.max(...stack.stack.map((e) => Number(e.stackPosition))))!;
    expect(top.programName).toBe('ZCL_DEBUG_PROBE===============CP');
    expect(top.uri.uri).toBe('/sap/bc/adt/oo/classes/zcl_debug_probe/source/main');
    expect(top.uri.range.start.line).toBe(rows.writeText);

    const children = await debuggerClient.debuggerChildVariables(['@ROOT', '@PARAMETERS', '@LOCALS', '@DATAAGING']);
    const locals = children.hierarchies.filter((h) => h.PARENT_ID === '@LOCALS').map((h) => h.CHILD_ID);
    expect(locals).toContain('LT_ITEMS');
    const variables = await debuggerClient.debuggerVariables(['LV_COUNT', 'LT_ITEMS', 'LT_ITEMS[2]-NAME']);
    expect(variables.map((v) => [v.ID, v.META_TYPE, v.VALUE, v.TABLE_LINES])).toEqual([
      ['LV_COUNT', 'simple', '3', 0],
      ['LT_ITEMS', 'table', 'Standard Table[2]', 2],
      ['LT_ITEMS[2]-NAME', 'string', 'item 2', 0],
    ]);

    const stepped = await debuggerClient.debuggerStep('stepOver');
    expect(stepped.isSteppingPossible).toBe(true);
    const after = await debuggerClient.debuggerStackTrace();
    expect(after.stack.map((entry) => entry.uri.range.start.line)).toContain(rows.writeCount);

    if (isDebuggerBreakpoint(set!)) await listener.debuggerDeleteBreakpoints(set, 'user', TERMINAL, TERMINAL, 'DEVELOPER');
    // no breakpoint ahead: the continue fails with debuggeeEnded, as on ADT systems
    await expect(debuggerClient.debuggerStep('stepContinue')).rejects.toMatchObject({ properties: { 'com.sap.adt.communicationFramework.subType': 'debuggeeEnded' } });
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
    expect((await listener.debuggerListeners('user', TERMINAL, TERMINAL, 'DEVELOPER')) ?? undefined).toBeUndefined();
  });
});
