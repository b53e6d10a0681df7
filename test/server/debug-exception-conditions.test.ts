/**
 * Skip counts and conditions of exception breakpoints over real HTTP (issue 17), as line breakpoints have
 * them: a skip count lets that many raises of the class (or a subclass) by, counted per run; a condition is
 * evaluated at the raising statement, with that statement's variables; one that cannot be evaluated stops
 * and is named in reachedBreakpoints (unresolvableCondition, as ADT). The breakpoints document goes through
 * abap-adt-api's HTTP client (abap-adt-api cannot write exceptionClass); the rest is abap-adt-api's calls.
 * ZCL_DEBUG_RAISER raises ZCX_DEBUG_PARENT from FAIL( abap_false ), then ZCX_DEBUG_CHILD from FAIL( abap_true ),
 * then divides by zero (the runtime raises CX_SY_ZERODIVIDE).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { adtSession, collectAdtStops, newAdtClient } from '../support/debug-fixtures.js';
import { addExceptionFixtures, raiserRows, setExceptionBreakpoints, type ExceptionBreakpoint } from '../support/exception-fixtures.js';

const TERMINAL = 'EXCEPTION-COND-TEST';
const dataDir = tempDir('abapdeck-exception-cond-');
let service: TestService;

const client = () => newAdtClient(service);

beforeAll(async () => {
  service = await startTestService({ demo: true, dataDir, prepare: addExceptionFixtures, execution: { poolSize: 1 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Stop {
  line: number;
  exception: string;
  /** IV_CHILD of the raising method (FAIL), when the stop is there. */
  child: string;
  reached?: Array<Record<string, string>>;
}

/** Runs the raiser with a listener waiting; at each stop reads the top line, {EXCEPTION} and IV_CHILD, then continues. */
async function runAndCollect(breakpoints: readonly ExceptionBreakpoint[]): Promise<{ stops: Stop[]; output: string }> {
  const listener = client();
  await listener.login();
  const answer = await setExceptionBreakpoints(listener, TERMINAL, breakpoints);
  expect(answer).not.toContain('errorMessage');
  return collectAdtStops(service, listener, TERMINAL, 'ZCL_DEBUG_RAISER', async (adt, reached) => {
    const stack = await adt.debuggerStackTrace();
    const top = stack.stack.find((entry) => Number(entry.stackPosition) === Math.max(...stack.stack.map((e) => Number(e.stackPosition))))!;
    const root = await adt.debuggerChildVariables(['@ROOT']);
    const exception = root.variables.find((v) => v.ID === '{EXCEPTION}');
    const [child] = await adt.debuggerVariables(['IV_CHILD']).catch(() => []);
    return { line: top.line, exception: exception?.VALUE ?? '', child: child?.VALUE ?? '', ...(reached ? { reached } : {}) };
  });
}

describe('exception breakpoints with a skip count or a condition (driven by abap-adt-api)', () => {
  it('a skip count of 1 lets the first raise of the class by and stops at the second', async () => {
    const { stops, output } = await runAndCollect([{ exceptionClass: 'ZCX_DEBUG_PARENT', skipCount: 1 }]);
    expect(stops.map((s) => s.line)).toEqual([raiserRows.childRaise]);
    expect(stops[0]!.exception).toContain('ZCX_DEBUG_CHILD');
    expect(output).toContain('done 42');
  }, 90_000);

  it('a skip count is counted per run: the next run stops at its second raise again', async () => {
    const first = await runAndCollect([{ exceptionClass: 'ZCX_DEBUG_PARENT', skipCount: 1 }]);
    const second = await runAndCollect([{ exceptionClass: 'ZCX_DEBUG_PARENT', skipCount: 1 }]);
    expect(first.stops.map((s) => s.line)).toEqual([raiserRows.childRaise]);
    expect(second.stops.map((s) => s.line)).toEqual([raiserRows.childRaise]);
  }, 120_000);

  it('a condition is evaluated at the raising statement: only the raise where it holds stops', async () => {
    const { stops } = await runAndCollect([{ exceptionClass: 'ZCX_DEBUG_PARENT', condition: 'iv_child = abap_true' }]);
    expect(stops.map((s) => s.line)).toEqual([raiserRows.childRaise]);
    expect(stops[0]!.child).toBe('X');
    expect(stops[0]!.reached).toEqual([expect.objectContaining({ kind: 'exception', exceptionClass: 'ZCX_DEBUG_CHILD' })]);
    expect(stops[0]!.reached![0]).not.toHaveProperty('unresolvableCondition');
  }, 90_000);

  it('a condition that never holds does not stop the run', async () => {
    const { stops, output } = await runAndCollect([{ exceptionClass: 'ZCX_DEBUG_PARENT', condition: "iv_child = 'Y'" }]);
    expect(stops).toEqual([]);
    expect(output).toContain('done 42');
  }, 90_000);

  it('a condition on a runtime raise is evaluated at the ABAP statement that called the runtime', async () => {
    const holds = await runAndCollect([{ exceptionClass: 'CX_SY_ZERODIVIDE', condition: 'lv_zero = 0 AND lv_result = 0' }]);
    expect(holds.stops.map((s) => s.line)).toEqual([raiserRows.division]);
    const fails = await runAndCollect([{ exceptionClass: 'CX_SY_ZERODIVIDE', condition: 'lv_zero <> 0' }]);
    expect(fails.stops).toEqual([]);
  }, 120_000);

  it('a condition that cannot be evaluated at the raise stops and is reported as unresolvable, as a line breakpoint', async () => {
    const unknown = await runAndCollect([{ exceptionClass: 'ZCX_DEBUG_PARENT', condition: 'lv_nowhere = 1' }]);
    expect(unknown.stops.map((s) => s.line)).toEqual([raiserRows.parentRaise, raiserRows.childRaise]);
    expect(unknown.stops[0]!.reached).toEqual([
      expect.objectContaining({ kind: 'exception', exceptionClass: 'ZCX_DEBUG_PARENT', unresolvableCondition: expect.stringContaining('LV_NOWHERE') }),
    ]);
    const computed = await runAndCollect([{ exceptionClass: 'ZCX_DEBUG_CHILD', condition: 'strlen( iv_child ) > 0' }]);
    expect(computed.stops.map((s) => s.line)).toEqual([raiserRows.childRaise]);
    expect(computed.stops[0]!.reached![0]!.unresolvableCondition).toMatch(/computed|cannot be evaluated/);
  }, 120_000);

  it('keeps the skip count and the condition in the system database: a restarted service still honours them', async () => {
    const listener = client();
    await listener.login();
    const kept = [{ exceptionClass: 'ZCX_DEBUG_PARENT', skipCount: 1 }, { exceptionClass: 'CX_SY_ZERODIVIDE', condition: 'lv_zero = 1' }];
    expect(await setExceptionBreakpoints(listener, TERMINAL, kept)).not.toContain('errorMessage');
    await service.stop();
    service = await startTestService({ demo: true, dataDir, execution: { poolSize: 1 } });
    await service.execution.ready();
    const listed = await (await adtSession(service)).call('GET', `/debugger/breakpoints?clientId=${TERMINAL}`);
    expect(listed.body).toContain('exceptionClass="ZCX_DEBUG_PARENT"');
    const again = client();
    await again.login();
    // the skip count lets the parent's raise by (the child's is the second), the condition the division
    const { stops } = await collectAdtStops(service, again, TERMINAL, 'ZCL_DEBUG_RAISER', async (adt) => {
      const stack = await adt.debuggerStackTrace();
      return Math.max(...stack.stack.map((e) => (Number(e.stackPosition) === stack.stack.length ? e.line : 0)));
    });
    expect(stops).toEqual([raiserRows.childRaise]);
  }, 120_000);
});
