/**
 * Run to line and jump to line as abap-adt-api sends them (debuggerStep with stepRunToLine / stepJumpToLine
 * and a target uri), over real HTTP against the debugger probe class: run to a line further down, into a
 * called method and round a loop; a breakpoint on the way stops first; a target that is no statement is refused
 * with the reason (jump to line: debug-jump-to-line.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ADTClient } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, attachAtFirstStop, probeRows as rows, probeUri, topOf } from '../support/debug-fixtures.js';

let service: TestService;
const TERMINAL = 'RUN-TO-LINE-TEST';

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 1 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

/** Where the debuggee stands: the line of the top stack entry and how deep the stack is. */
async function position(adt: ADTClient): Promise<{ line: number; depth: number }> {
  const stack = await adt.debuggerStackTrace();
  const top = topOf(stack.stack);
  return { line: top.uri.range.start.line, depth: stack.stack.length };
}

describe('run to line and jump to line (abap-adt-api)', () => {
  it('runs to a line below, into a called method, round a loop; stops earlier at a breakpoint', async () => {
    const { listener, adt, run } = await attachAtFirstStop(service, TERMINAL, 'ZCL_DEBUG_PROBE', [probeUri(rows.first)]);
    expect(await position(adt)).toEqual({ line: rows.first, depth: 1 });

    // a line further down in the same method: what lies between has run
    await adt.debuggerStep('stepRunToLine', probeUri(rows.secondId));
    expect(await position(adt)).toEqual({ line: rows.secondId, depth: 1 });
    const [name] = await adt.debuggerVariables(['LS_ITEM-NAME']);
    expect(name?.VALUE).toBe('item 1');

    // into a method the run calls, and round its loop: the same line again at the next pass
    await adt.debuggerStep('stepRunToLine', probeUri(rows.totalBody));
    expect(await position(adt)).toEqual({ line: rows.totalBody, depth: 2 });
    expect((await adt.debuggerVariables(['LS_ITEM-ID']))[0]?.VALUE).toBe('1');
    await adt.debuggerStep('stepRunToLine', probeUri(rows.totalBody));
    expect(await position(adt)).toEqual({ line: rows.totalBody, depth: 2 });
    expect((await adt.debuggerVariables(['LS_ITEM-ID']))[0]?.VALUE).toBe('2');

    // a target that is no statement is refused as a breakpoint there would be
    await expect(adt.debuggerStep('stepRunToLine', probeUri(rows.comment))).rejects.toMatchObject({ message: expect.stringMatching(/Cannot create a breakpoint at this position/) });
    expect(await position(adt)).toEqual({ line: rows.totalBody, depth: 2 });

    // a breakpoint on the way stops first
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [probeUri(rows.writeText)], 'DEVELOPER');
    await adt.debuggerStep('stepRunToLine', probeUri(rows.writeCount));
    expect(await position(adt)).toEqual({ line: rows.writeText, depth: 1 });
    await adt.debuggerStep('stepRunToLine', probeUri(rows.writeCount));
    expect(await position(adt)).toEqual({ line: rows.writeCount, depth: 1 });

    // run to a line the run never reaches again: it ends (debuggeeEnded, as a continue)
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
    await expect(adt.debuggerStep('stepRunToLine', probeUri(rows.first))).rejects.toMatchObject({ properties: { 'com.sap.adt.communicationFramework.subType': 'debuggeeEnded' } });
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  }, 90_000);
});
