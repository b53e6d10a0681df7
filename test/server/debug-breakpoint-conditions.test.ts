/**
 * Conditional breakpoints and skip counts over real HTTP, driven by abap-adt-api (an independent ADT
 * client): the demo's ZCL_DEMO_CLASSRUN builds three flights through FLIGHT( ) with IV_SEATS_FREE 42, 7
 * and 0, twice (DEPARTURES( ) is called by MAIN and by NEXT_DEPARTURE). A true condition stops where it holds, a false one never stops, one that cannot be evaluated
 * stops and says so in reachedBreakpoints (unresolvableCondition, as ADT); a skip count lets that many
 * passes by. abap-adt-api always sends skipCount="0", so the skip count goes as a raw document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADTClient, isDebuggerBreakpoint, type DebugBreakpoint } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { adtSession, collectAdtStops, rowOf, newAdtClient } from '../support/debug-fixtures.js';
import { readFileSync } from 'node:fs';

let service: TestService;
const TERMINAL = 'CONDITIONS-TEST';
const CLASS_URI = '/sap/bc/adt/oo/classes/zcl_demo_classrun/source/main';
const source = readFileSync(new URL('../../examples/demo-repo/src/tools/zcl_demo_classrun.clas.abap', import.meta.url), 'utf8');
const SEATS_ROW = rowOf(source, 'rs_flight-seats_free    = iv_seats_free.');

const client = () => newAdtClient(service);

beforeAll(async () => {
  service = await startTestService({ demo: true, execution: { poolSize: 1 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

/** A breakpoint at the seats row with a condition, as abap-adt-api sends one (it takes a parsed breakpoint). */
function conditional(condition: string): DebugBreakpoint {
  return {
    kind: 'line',
    clientId: TERMINAL,
    id: '',
    nonAbapFlavour: '',
    condition,
    uri: { uri: CLASS_URI, range: { start: { line: SEATS_ROW, column: 0 }, end: { line: SEATS_ROW, column: 0 } } },
    type: '',
    name: '',
  } as unknown as DebugBreakpoint;
}

interface Stop {
  seats: string;
  /** The attach answer's reached breakpoints (the first stop; abap-adt-api reads no breakpoints from a step answer). */
  reached?: Array<{ id: string; unresolvableCondition?: string; unresolvableConditionErrorOffset?: string }>;
}

/**
 * Runs the class with a listener waiting and collects every stop (the value of IV_SEATS_FREE), continuing
 * after each (a continue is answered at the run's next stop, or debuggeeEnded); answers the stops and the run's output.
 */
async function runAndCollect(listener: ADTClient): Promise<{ stops: Stop[]; output: string }> {
  return collectAdtStops(service, listener, TERMINAL, 'ZCL_DEMO_CLASSRUN', async (adt, reached) => {
    const [seats] = await adt.debuggerVariables(['IV_SEATS_FREE']);
    return { seats: seats?.VALUE ?? '', ...(reached ? { reached: reached as Stop['reached'] } : {}) };
  });
}

describe('breakpoint conditions and skip counts (abap-adt-api)', () => {
  it('a true condition stops only where it holds: IV_SEATS_FREE = 0, never 42 or 7', async () => {
    const listener = client();
    await listener.login();
    const [set] = await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [conditional('iv_seats_free = 0')], 'DEVELOPER');
    expect(isDebuggerBreakpoint(set!)).toBe(true);
    const { stops, output } = await runAndCollect(listener);
    expect(stops.map((s) => s.seats)).toEqual(['0', '0']);
    expect(stops[0]!.reached).toEqual([expect.objectContaining({ id: isDebuggerBreakpoint(set!) ? set.id : '' })]);
    expect(stops[0]!.reached![0]!.unresolvableCondition).toBeUndefined();
    expect(output).toContain('Pacific Crest');
  }, 60_000);

  it('a condition on components and with AND / OR / NOT holds as ABAP says', async () => {
    const listener = client();
    await listener.login();
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [conditional(`NOT iv_seats_free > 10 AND ( iv_carrier_id = 'KT' OR rs_flight-carrier_id = 'PC' )`)], 'DEVELOPER');
    const { stops } = await runAndCollect(listener);
    expect(stops.map((s) => s.seats)).toEqual(['7', '0', '7', '0']);
  }, 60_000);

  it('a false condition never stops the run', async () => {
    const listener = client();
    await listener.login();
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [conditional('iv_seats_free = 1000')], 'DEVELOPER');
    const { stops, output } = await runAndCollect(listener);
    expect(stops).toEqual([]);
    expect(output).toContain('Zephyr Air');
  }, 60_000);

  it('a condition that cannot be evaluated stops at every pass and is reported unresolvable', async () => {
    const listener = client();
    await listener.login();
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [conditional('lv_no_such_variable = 1')], 'DEVELOPER');
    const { stops } = await runAndCollect(listener);
    expect(stops.map((s) => s.seats)).toEqual(['42', '7', '0', '42', '7', '0']);
    expect(stops[0]!.reached![0]!.unresolvableCondition).toMatch(/LV_NO_SUCH_VARIABLE/);

    // what abaplint cannot read as a logical expression: unresolvable as well, with where it went wrong
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [conditional('iv_seats_free = lines( rt_x )')], 'DEVELOPER');
    const computed = await runAndCollect(listener);
    expect(computed.stops).toHaveLength(6);
    expect(computed.stops[0]!.reached![0]!.unresolvableCondition).toMatch(/computed/);
    expect(Number(computed.stops[0]!.reached![0]!.unresolvableConditionErrorOffset)).toBe('iv_seats_free = '.length);
  }, 90_000);

  it('skipCount 2 lets two passes by and stops at every one after', async () => {
    const listener = client();
    await listener.login();
    const raw = await adtSession(service);
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<dbg:breakpoints xmlns:dbg="http://www.sap.com/adt/debugger" xmlns:adtcore="http://www.sap.com/adt/core" scope="external" debuggingMode="user" requestUser="DEVELOPER" terminalId="${TERMINAL}" ideId="${TERMINAL}" systemDebugging="false" deactivated="false">
  <syncScope mode="full"/>
  <breakpoint kind="line" clientId="${TERMINAL}" skipCount="2" adtcore:uri="${CLASS_URI}#start=${SEATS_ROW}"/>
</dbg:breakpoints>`;
    const answer = await raw.post('/debugger/breakpoints', { body, contentType: 'application/xml' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('KIND=0.SOURCETYPE=ABAP');
    const { stops } = await runAndCollect(listener);
    expect(stops.map((s) => s.seats)).toEqual(['0', '42', '7', '0']);

    // the passes are counted again in every run
    const again = await runAndCollect(listener);
    expect(again.stops.map((s) => s.seats)).toEqual(['0', '42', '7', '0']);
  }, 90_000);
});
