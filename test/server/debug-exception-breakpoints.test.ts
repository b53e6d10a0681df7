/**
 * Exception breakpoints over real HTTP (issue 17): ADT's breakpoint of kind="exception" with an
 * exceptionClass attribute, in the same breakpoints document as line breakpoints. abap-adt-api cannot
 * write that attribute (its breakpoints always carry a URI), so the document goes through abap-adt-api's
 * own HTTP client; listening, attaching, the stack, the variables and stepping are abap-adt-api's calls.
 * A stop stands at the statement that raised (RAISE EXCEPTION, or the division the runtime raises
 * CX_SY_ZERODIVIDE in); {EXCEPTION} references the exception and {EXCEPTION_TEXT} holds its text.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADTClient } from 'abap-adt-api';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { adtSession, collectAdtStops, newAdtClient } from '../support/debug-fixtures.js';
import { addExceptionFixtures, raiserRows, setExceptionBreakpoints } from '../support/exception-fixtures.js';

const TERMINAL = 'EXCEPTION-BP-TEST';
const dataDir = tempDir('abapdeck-exception-bp-');
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
  text: string;
  reached?: Array<Record<string, string>>;
}

/** Runs the raiser with a listener waiting; at each stop reads the top line and {EXCEPTION}, then continues. */
async function runAndCollect(listener: ADTClient): Promise<{ stops: Stop[]; output: string }> {
  return collectAdtStops(service, listener, TERMINAL, 'ZCL_DEBUG_RAISER', async (adt, reached) => {
    const stack = await adt.debuggerStackTrace();
    const top = stack.stack.find((entry) => Number(entry.stackPosition) === Math.max(...stack.stack.map((e) => Number(e.stackPosition))))!;
    const root = await adt.debuggerChildVariables(['@ROOT']);
    const exception = root.variables.find((v) => v.ID === '{EXCEPTION}');
    const text = root.variables.find((v) => v.ID === '{EXCEPTION_TEXT}');
    return { line: top.line, exception: exception?.VALUE ?? '', text: text?.VALUE ?? '', ...(reached ? { reached } : {}) };
  });
}

describe('exception breakpoints (ADT kind="exception", driven by abap-adt-api)', () => {
  it('stops where an exception of the class is raised, with {EXCEPTION} and its text', async () => {
    const listener = client();
    await listener.login();
    const answer = await setExceptionBreakpoints(listener, TERMINAL, [{ exceptionClass: 'zcx_debug_child' }]);
    expect(answer).toContain('kind="exception"');
    expect(answer).toContain('exceptionClass="ZCX_DEBUG_CHILD"');
    expect(answer).not.toContain('errorMessage');
    const { stops, output } = await runAndCollect(listener);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.line).toBe(raiserRows.childRaise);
    expect(stops[0]!.exception).toContain('ZCX_DEBUG_CHILD');
    expect(stops[0]!.text).toBe('Debug failure 2');
    expect(stops[0]!.reached).toEqual([expect.objectContaining({ kind: 'exception', exceptionClass: 'ZCX_DEBUG_CHILD', exceptionText: 'Debug failure 2' })]);
    expect(output).toContain('child caught');
    expect(output).toContain('done 42');
  }, 90_000);

  it('a breakpoint on a superclass stops at its subclasses\' raises too', async () => {
    const listener = client();
    await listener.login();
    await setExceptionBreakpoints(listener, TERMINAL, [{ exceptionClass: 'ZCX_DEBUG_PARENT' }]);
    const { stops } = await runAndCollect(listener);
    expect(stops.map((s) => s.line)).toEqual([raiserRows.parentRaise, raiserRows.childRaise]);
    expect(stops[0]!.exception).toContain('ZCX_DEBUG_PARENT');
    expect(stops[1]!.exception).toContain('ZCX_DEBUG_CHILD');
  }, 90_000);

  it('stops where the runtime raises a class-based exception (division by zero), at the ABAP statement', async () => {
    const listener = client();
    await listener.login();
    await setExceptionBreakpoints(listener, TERMINAL, [{ exceptionClass: 'CX_SY_ARITHMETIC_ERROR' }]);
    const { stops, output } = await runAndCollect(listener);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.line).toBe(raiserRows.division);
    expect(stops[0]!.exception).toContain('CX_SY_ZERODIVIDE');
    expect(stops[0]!.text).toBe('Division by zero');
    expect(output).toContain('zero caught');
  }, 90_000);

  it('an exception that is never raised does not stop the run', async () => {
    const listener = client();
    await listener.login();
    await setExceptionBreakpoints(listener, TERMINAL, [{ exceptionClass: 'CX_SY_ITAB_LINE_NOT_FOUND' }]);
    const { stops, output } = await runAndCollect(listener);
    expect(stops).toEqual([]);
    expect(output).toContain('done 42');
  }, 90_000);

  it('refuses a class that does not exist or is no exception class, as ADT refuses a breakpoint (errorMessage)', async () => {
    const listener = client();
    await listener.login();
    const answer = await setExceptionBreakpoints(listener, TERMINAL, [{ exceptionClass: 'ZCX_NO_SUCH_CLASS' }, { exceptionClass: 'ZCL_DEBUG_RAISER' }]);
    expect(answer).toContain('errorMessage="Object ZCX_NO_SUCH_CLASS does not exist"');
    expect(answer).toContain('errorMessage="ZCL_DEBUG_RAISER is not an exception class (a subclass of CX_ROOT)"');
  }, 30_000);

  it('is listed and kept in the system database: a restarted service still stops at it', async () => {
    const listener = client();
    await listener.login();
    await setExceptionBreakpoints(listener, TERMINAL, [{ exceptionClass: 'ZCX_DEBUG_CHILD' }]);
    await service.stop();
    service = await startTestService({ demo: true, dataDir, execution: { poolSize: 1 } });
    await service.execution.ready();
    const listed = await (await adtSession(service)).call('GET', `/debugger/breakpoints?clientId=${TERMINAL}`);
    expect(listed.body).toContain('exceptionClass="ZCX_DEBUG_CHILD"');
    expect(listed.body).toContain('kind="exception"');
    const again = client();
    await again.login();
    const { stops } = await runAndCollect(again);
    expect(stops.map((s) => s.line)).toEqual([raiserRows.childRaise]);
  }, 120_000);
});
