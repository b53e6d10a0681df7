/**
 * Watchpoints over real HTTP (issue 17), on ADT's resource {dev_api_base}/debugger/watchpoints: set while
 * attached (POST ?variableName=…&condition=…), listed (GET) and deleted (DELETE /<id>) in the stateful
 * debug session. The run stops after the statement that changed the variable, at the next statement; the
 * step answer names the watchpoint in reachedBreakpoints (kind watchpoint, with the old and new value).
 * Listening, attaching and the line breakpoint are abap-adt-api's calls; the watchpoint and step calls go
 * through abap-adt-api's own stateful HTTP client (it has no watchpoint functions).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADTClient, isDebuggee, session_types, type DebugBreakpoint } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { adtSession, newAdtClient } from '../support/debug-fixtures.js';
import { addExceptionFixtures, raiserRows } from '../support/exception-fixtures.js';
import { parseDebugState, parseWatchpoints } from '../../src/protocol/debugger-documents.js';

const TERMINAL = 'WATCHPOINT-TEST';
const CLASS_URI = '/sap/bc/adt/oo/classes/zcl_debug_raiser/source/main';
let service: TestService;

const client = () => newAdtClient(service);

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addExceptionFixtures, execution: { poolSize: 1 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

function lineBreakpoint(line: number): DebugBreakpoint {
  return { kind: 'line', clientId: TERMINAL, uri: { uri: CLASS_URI, range: { start: { line, column: 0 }, end: { line, column: 0 } } } } as unknown as DebugBreakpoint;
}

interface Attached {
  adt: ADTClient;
  run: Promise<{ status: number; body: string }>;
  request(method: string, path: string): Promise<{ status: number; body: string }>;
  /** The top frame's line. */
  line(): Promise<number>;
  close(): Promise<void>;
}

/** Runs the raiser stopped at a line breakpoint and attached (abap-adt-api), with raw calls in the same stateful session. */
async function attachedAt(line: number): Promise<Attached> {
  const listener = client();
  await listener.login();
  await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [lineBreakpoint(line)], 'DEVELOPER');
  const adt = client();
  await adt.login();
  adt.stateful = session_types.stateful;
  const listening = listener.debuggerListen('user', TERMINAL, TERMINAL, 'DEVELOPER');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const run = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_RAISER');
  const debuggee = await listening;
  if (!isDebuggee(debuggee)) throw new Error('no stop');
  await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, 'DEVELOPER');
  // the line breakpoint is not wanted any more: only the watchpoint stops from here
  await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
  const request = async (method: string, path: string) => {
    const response = await adt.httpClient.request(`/sap/bc/adt${path}`, { method, headers: { Accept: 'application/xml' } }).then(
      (r) => ({ status: r.status, body: r.body }),
      // abap-adt-api throws an error answer as an exception carrying the status (err) and the message
      (error: { err?: number; message?: string }) => ({ status: error.err ?? 0, body: error.message ?? '' }),
    );
    return response;
  };
  return {
    adt,
    run,
    request,
    async line() {
      const stack = await adt.debuggerStackTrace();
      return stack.stack.find((entry) => Number(entry.stackPosition) === Math.max(...stack.stack.map((e) => Number(e.stackPosition))))!.line;
    },
    async close() {
      await adt.dropSession().catch(() => undefined);
    },
  };
}

describe('watchpoints (ADT /debugger/watchpoints)', () => {
  it('stops after each statement that changed the variable, with the old and new value; an assignment of the same value does not stop', async () => {
    const session = await attachedAt(raiserRows.counterSet);
    const set = await session.request('POST', '/debugger/watchpoints?variableName=lv_counter');
    expect(set.status).toBe(200);
    expect(parseWatchpoints(set.body)).toEqual([expect.objectContaining({ id: '1', variableName: 'LV_COUNTER', kind: 'local', currentValue: '0' })]);

    const changes: Array<{ line: number; oldValue?: string; newValue?: string }> = [];
    for (;;) {
      const step = await session.request('POST', '/debugger?method=stepContinue');
      if (step.status !== 200) {
        expect(step.body).toMatch(/debuggeeEnded|has ended/);
        break;
      }
      const reached = parseDebugState(step.body).reachedBreakpoints.find((bp) => bp.kind === 'watchpoint');
      changes.push({ line: await session.line(), oldValue: reached?.oldValue, newValue: reached?.newValue });
    }
    expect(changes).toEqual([
      { line: raiserRows.resultSet, oldValue: '0', newValue: '1' },
      { line: raiserRows.counterSame, oldValue: '1', newValue: '2' },
      { line: raiserRows.totalSet, oldValue: '2', newValue: '42' },
    ]);
    const answer = await session.run;
    expect(answer.body).toContain('done 42');
    await session.close();
  }, 90_000);

  it('a condition (the breakpoint conditions\' evaluator) lets only the changes where it holds stop', async () => {
    const session = await attachedAt(raiserRows.counterSet);
    const set = await session.request('POST', `/debugger/watchpoints?variableName=LV_COUNTER&condition=${encodeURIComponent('lv_counter > 10')}`);
    expect(parseWatchpoints(set.body)[0]).toEqual(expect.objectContaining({ condition: 'lv_counter > 10' }));
    const step = await session.request('POST', '/debugger?method=stepContinue');
    expect(step.status).toBe(200);
    expect(await session.line()).toBe(raiserRows.totalSet);
    expect(parseDebugState(step.body).reachedBreakpoints).toEqual([expect.objectContaining({ kind: 'watchpoint', id: '1', oldValue: '2', newValue: '42' })]);
    const listed = parseWatchpoints((await session.request('GET', '/debugger/watchpoints')).body);
    expect(listed).toEqual([expect.objectContaining({ id: '1', currentValue: '42', oldValue: '2', hits: 1 })]);
    expect((await session.request('POST', '/debugger?method=stepContinue')).body).toMatch(/debuggeeEnded|has ended/);
    await session.run;
    await session.close();
  }, 90_000);

  it('a step over the changing statement names the watchpoint; a deleted watchpoint stops no more', async () => {
    const session = await attachedAt(raiserRows.counterSet);
    await session.request('POST', '/debugger/watchpoints?variableName=LV_COUNTER');
    const over = await session.request('POST', '/debugger?method=stepOver');
    expect(await session.line()).toBe(raiserRows.resultSet);
    expect(parseDebugState(over.body).reachedBreakpoints).toEqual([expect.objectContaining({ kind: 'watchpoint', oldValue: '0', newValue: '1' })]);
    expect((await session.request('DELETE', '/debugger/watchpoints/1')).status).toBe(200);
    expect(parseWatchpoints((await session.request('GET', '/debugger/watchpoints')).body)).toEqual([]);
    expect((await session.request('POST', '/debugger?method=stepContinue')).body).toMatch(/debuggeeEnded|has ended/);
    expect((await session.run).body).toContain('done 42');
    await session.close();
  }, 90_000);

  it('refuses a variable the frame does not know, and a watchpoint outside an attached session', async () => {
    const session = await attachedAt(raiserRows.counterSet);
    const unknown = await session.request('POST', '/debugger/watchpoints?variableName=LV_NO_SUCH');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('Variable LV_NO_SUCH is not known at this position');
    const missing = await session.request('POST', '/debugger/watchpoints');
    expect(missing.body).toContain('A watchpoint needs the query parameter variableName');
    // issue 33.13: text after the logical expression was accepted and cut to 'LV_COUNTER = 1'
    const trailing = await session.request('POST', `/debugger/watchpoints?variableName=LV_COUNTER&condition=${encodeURIComponent('LV_COUNTER = 1. ENDIF. DELETE FROM zdemo_carrier. IF 1 = 1')}`);
    expect(trailing.status, trailing.body).toBe(400);
    expect(trailing.body).toContain('The condition must be one logical expression; ". ENDIF. DELETE FROM zdemo_carrier. IF 1 = 1" follows it');
    expect(parseWatchpoints((await session.request('GET', '/debugger/watchpoints')).body)).toEqual([]);
    await session.request('POST', '/debugger?method=stepContinue');
    await session.run;
    await session.close();
    const stateless = await (await adtSession(service)).post('/debugger/watchpoints?variableName=LV_COUNTER');
    expect(stateless.status).toBe(400);
    expect(stateless.body).toContain('No session attached');
  }, 90_000);
});
