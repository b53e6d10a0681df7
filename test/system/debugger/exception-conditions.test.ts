/**
 * Skip counts and conditions of exception breakpoints (issue 17), on the engine and the agent without the service,
 * as line breakpoints have them: a skip count lets that many raises of the class (or a subclass) by, counted per
 * run; a condition is evaluated at the raising statement, with that statement's variables; one that cannot be
 * evaluated stops and is named in reachedBreakpoints (unresolvableCondition, as ADT). The breakpoints document's
 * wire and their keeping in the database: test/server/debug-exception-conditions.test.ts.
 * ZCL_DEBUG_RAISER raises ZCX_DEBUG_PARENT from FAIL( abap_false ), then ZCX_DEBUG_CHILD from FAIL( abap_true ),
 * then divides by zero (the runtime raises CX_SY_ZERODIVIDE).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectEngineStops, openDebugSystem, type DebugSystem } from '../../support/debug-fixtures.js';
import { addExceptionFixtures, raiserRows, type ExceptionBreakpoint } from '../../support/exception-fixtures.js';

const TERMINAL = 'EXCEPTION-COND-TEST';
const caller = { client: '100', user: 'DEVELOPER' };
let debug: DebugSystem;

beforeAll(async () => {
  debug = await openDebugSystem({ prepare: addExceptionFixtures, execution: { poolSize: 1 } });
}, 120_000);

afterAll(async () => {
  await debug?.stop();
});

interface Stop {
  line: number;
  exception: string;
  /** IV_CHILD of the raising method (FAIL), when the stop is there. */
  child: string;
  reached?: Array<Record<string, unknown>>;
}

/** Runs the raiser with a listener waiting; at each stop reads the top line, {EXCEPTION} and IV_CHILD, then continues. */
async function runAndCollect(breakpoints: readonly ExceptionBreakpoint[]): Promise<{ stops: Stop[]; output: string }> {
  const { engine } = debug;
  const results = await engine.setBreakpoints(
    caller,
    { terminalId: TERMINAL, ideId: TERMINAL, debuggingMode: 'user' },
    breakpoints.map((bp) => ({ kind: 'exception', clientId: TERMINAL, uri: '', exceptionClass: bp.exceptionClass, skipCount: bp.skipCount ?? 0, ...(bp.condition ? { condition: bp.condition } : {}) })),
  );
  expect(results.filter((result) => 'errorMessage' in result)).toEqual([]);
  const { stops, outcome } = await collectEngineStops(debug, TERMINAL, () => debug.execution.classRun('ZCL_DEBUG_RAISER', caller), async (debuggeeId, reached) => {
    const stack = await engine.stack(caller, debuggeeId);
    const top = stack.reduce((highest, entry) => (entry.stackPosition > highest.stackPosition ? entry : highest));
    const root = await engine.childVariables(caller, debuggeeId, ['@ROOT']);
    const exception = root.variables.find((v) => v.ID === '{EXCEPTION}');
    const [child] = await engine.variables(caller, debuggeeId, ['IV_CHILD']).catch(() => []);
    return { line: top.line, exception: exception?.VALUE ?? '', child: child?.VALUE ?? '', ...(reached ? { reached: reached as unknown as Array<Record<string, unknown>> } : {}) };
  });
  expect(outcome.kind).toBe('output');
  return { stops, output: outcome.kind === 'output' ? outcome.output : '' };
}

describe('exception breakpoints with a skip count or a condition (the engine and the agent)', () => {
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
});
