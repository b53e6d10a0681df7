/**
 * Breakpoints belong to the user and persist in the system's database: a service restarted on the same
 * data folder lists them again and stops at them, their condition and skip count kept. Driven with
 * abap-adt-api (set, listen, attach) and the raw breakpoint list (GET by clientId).
 */
import { rmSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { isDebuggee, isDebuggerBreakpoint, session_types, type DebugBreakpoint } from 'abap-adt-api';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { adtSession, rowOf, newAdtClient } from '../support/debug-fixtures.js';

const TERMINAL = 'PERSISTENCE-TEST';
const CLASS_URI = '/sap/bc/adt/oo/classes/zcl_demo_classrun/source/main';
const source = readFileSync(new URL('../../examples/demo-repo/src/tools/zcl_demo_classrun.clas.abap', import.meta.url), 'utf8');
const SEATS_ROW = rowOf(source, 'rs_flight-seats_free    = iv_seats_free.');
const dataDir = tempDir('abapdeck-bp-persist-');
let service: TestService | undefined;

afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const client = (running: TestService) => newAdtClient(running);

describe('breakpoints across a restart of the service', () => {
  it('keeps the user\'s breakpoints with their condition in the system database', async () => {
    service = await startTestService({ demo: true, dataDir, execution: { poolSize: 1 } });
    const adt = client(service);
    await adt.login();
    const breakpoint = {
      kind: 'line',
      clientId: TERMINAL,
      condition: 'iv_seats_free = 0',
      uri: { uri: CLASS_URI, range: { start: { line: SEATS_ROW, column: 0 }, end: { line: SEATS_ROW, column: 0 } } },
    } as unknown as DebugBreakpoint;
    const [set] = await adt.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [breakpoint], 'DEVELOPER');
    expect(isDebuggerBreakpoint(set!)).toBe(true);
    const id = isDebuggerBreakpoint(set!) ? set.id : '';
    await service.stop();

    service = await startTestService({ demo: true, dataDir, execution: { poolSize: 1 } });
    await service.execution.ready();
    const listed = await (await adtSession(service)).call('GET', `/debugger/breakpoints?clientId=${TERMINAL}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toContain(`id="${id}"`);
    expect(listed.body).toContain(`#start=${SEATS_ROW}`);

    // the kept breakpoint stops the run where its condition holds, and only there
    const listener = client(service);
    await listener.login();
    const debuggerClient = client(service);
    await debuggerClient.login();
    debuggerClient.stateful = session_types.stateful;
    const listening = listener.debuggerListen('user', TERMINAL, TERMINAL, 'DEVELOPER');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const run = (await adtSession(service)).post('/oo/classrun/ZCL_DEMO_CLASSRUN');
    const debuggee = await listening;
    expect(isDebuggee(debuggee)).toBe(true);
    if (!isDebuggee(debuggee)) return;
    const attach = await debuggerClient.debuggerAttach('user', debuggee.DEBUGGEE_ID, 'DEVELOPER');
    expect(attach.reachedBreakpoints.map((bp) => bp.id)).toEqual([id]);
    const [seats] = await debuggerClient.debuggerVariables(['IV_SEATS_FREE']);
    expect(seats?.VALUE).toBe('0');

    // deleted, it stays deleted after the next restart
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
    await debuggerClient.debuggerStep('stepContinue').catch(() => undefined);
    expect((await run).status).toBe(200);
    await service.stop();
    service = await startTestService({ demo: true, dataDir, execution: { poolSize: 1 } });
    const after = await (await adtSession(service)).call('GET', `/debugger/breakpoints?clientId=${TERMINAL}`);
    expect(after.body).not.toContain('KIND=0');
  }, 180_000);
});
