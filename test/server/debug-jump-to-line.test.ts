/**
 * Jump to line as abap-adt-api sends it (debuggerStep with stepJumpToLine and a target uri), over real HTTP
 * against the debugger probe class: the jump answers the stop it reaches, and a refused jump is an error with the
 * reason that leaves the program where it stood. What a jump does (forward, back, out of loops, over calls, in
 * reports, from loop headers and conditional breakpoints) is test/system/debugger/jump-to-line.test.ts's subject.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ADTClient } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, attachAtFirstStop, probeRows as rows, probeUri, topOf } from '../support/debug-fixtures.js';
import { debuggerMessages } from '../../src/protocol/debugger.js';

let service: TestService;
const TERMINAL = 'JUMP-TO-LINE-TEST';

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 1 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

async function line(adt: ADTClient): Promise<number> {
  const stack = await adt.debuggerStackTrace();
  return topOf(stack.stack).uri.range.start.line;
}

describe('jump to line (abap-adt-api)', () => {
  it('jumps forward and back; a refused jump names the reason and leaves the program', async () => {
    const { listener, adt, run } = await attachAtFirstStop(service, TERMINAL, 'ZCL_DEBUG_PROBE', [probeUri(rows.first)]);
    expect(await line(adt)).toBe(rows.first);

    // forward: the statements between never run
    await adt.debuggerStep('stepJumpToLine', probeUri(rows.secondId));
    expect(await line(adt)).toBe(rows.secondId);
    expect((await adt.debuggerVariables(['LV_TEXT']))[0]?.VALUE).toBe('');

    // refused, the program stays: into a loop's body, into another method, to a line that is no statement
    await expect(adt.debuggerStep('stepJumpToLine', probeUri(rows.loopBody))).rejects.toMatchObject({ message: debuggerMessages.jumpIntoBlock });
    await expect(adt.debuggerStep('stepJumpToLine', probeUri(rows.totalCalls))).rejects.toMatchObject({ message: debuggerMessages.jumpOtherProcedure });
    await expect(adt.debuggerStep('stepJumpToLine', probeUri(rows.comment))).rejects.toMatchObject({ message: expect.stringMatching(/Cannot create a breakpoint at this position/) });
    expect(await line(adt)).toBe(rows.secondId);

    // back: the skipped statements run now, and the program ends as it would have
    await adt.debuggerStep('stepJumpToLine', probeUri(rows.first));
    expect(await line(adt)).toBe(rows.first);
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
    await expect(adt.debuggerStep('stepContinue')).rejects.toMatchObject({ properties: { 'com.sap.adt.communicationFramework.subType': 'debuggeeEnded' } });
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  }, 90_000);
});
