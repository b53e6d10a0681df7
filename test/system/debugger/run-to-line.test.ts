/**
 * Run to line, on the engine and the agent without the service (the wire is debug-real-clients' and
 * debug-wire-fidelity's subject): run to a line further down, into a called method and round a loop; a
 * breakpoint on the way stops first; a target that is no statement is refused with the reason; a target the run
 * never reaches again ends the debuggee (jump to line: jump-to-line.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunOutcome } from '../../../src/system/execution/index.js';
import { openDebugSystem, probeRows as rows, probeUri, type DebugSystem } from '../../support/debug-fixtures.js';

const caller = { client: '100', user: 'DEVELOPER' };
const TERMINAL = 'RUN-TO-LINE-TEST';
const registration = { terminalId: TERMINAL, ideId: TERMINAL, debuggingMode: 'user' };
let debug: DebugSystem;

beforeAll(async () => {
  debug = await openDebugSystem({ execution: { poolSize: 1 } });
}, 120_000);

afterAll(async () => {
  await debug?.stop();
});

const breakpoints = (...lines: number[]) => debug.engine.setBreakpoints(caller, registration, lines.map((line, index) => ({ kind: 'line', clientId: `bp${index}`, uri: probeUri(line) })));

/** Runs the probe class with a breakpoint at its first statement and attaches to its stop. */
async function attachAtFirstStop(): Promise<{ debuggeeId: string; run: Promise<RunOutcome> }> {
  await breakpoints(rows.first);
  const listening = debug.engine.listen(caller, { terminalId: TERMINAL, ideId: TERMINAL, timeoutMillis: 30_000 });
  const run = debug.execution.classRun('ZCL_DEBUG_PROBE', caller);
  const hit = await listening;
  if (hit.kind !== 'hit') throw new Error(`the run did not stop (${hit.kind})`);
  const state = await debug.engine.attach(caller, hit.debuggee.DEBUGGEE_ID);
  return { debuggeeId: state.debuggeeId, run };
}

/** Where the debuggee stands: the line of the top stack entry and how deep the stack is. */
async function position(debuggeeId: string): Promise<{ line: number; depth: number }> {
  const stack = await debug.engine.stack(caller, debuggeeId);
  const top = stack.reduce((highest, entry) => (Number(entry.stackPosition) > Number(highest.stackPosition) ? entry : highest));
  return { line: Number(/#start=(\d+)/.exec(top.uri)?.[1]), depth: stack.length };
}

const valueOf = async (debuggeeId: string, id: string) => (await debug.engine.variables(caller, debuggeeId, [id]))[0]?.VALUE;

describe('run to line (the engine and the agent)', () => {
  it('runs to a line below, into a called method, round a loop; stops earlier at a breakpoint', async () => {
    const { debuggeeId, run } = await attachAtFirstStop();
    const runTo = (line: number) => debug.engine.step(caller, debuggeeId, 'stepRunToLine', probeUri(line));
    expect(await position(debuggeeId)).toEqual({ line: rows.first, depth: 1 });

    // a line further down in the same method: what lies between has run
    await runTo(rows.secondId);
    expect(await position(debuggeeId)).toEqual({ line: rows.secondId, depth: 1 });
    expect(await valueOf(debuggeeId, 'LS_ITEM-NAME')).toBe('item 1');

    // into a method the run calls, and round its loop: the same line again at the next pass
    await runTo(rows.totalBody);
    expect(await position(debuggeeId)).toEqual({ line: rows.totalBody, depth: 2 });
    expect(await valueOf(debuggeeId, 'LS_ITEM-ID')).toBe('1');
    await runTo(rows.totalBody);
    expect(await position(debuggeeId)).toEqual({ line: rows.totalBody, depth: 2 });
    expect(await valueOf(debuggeeId, 'LS_ITEM-ID')).toBe('2');

    // a target that is no statement is refused as a breakpoint there would be
    await expect(runTo(rows.comment)).rejects.toMatchObject({ reason: 'invalid', message: expect.stringMatching(/Cannot create a breakpoint at this position/) });
    expect(await position(debuggeeId)).toEqual({ line: rows.totalBody, depth: 2 });

    // a breakpoint on the way stops first
    await breakpoints(rows.writeText);
    await runTo(rows.writeCount);
    expect(await position(debuggeeId)).toEqual({ line: rows.writeText, depth: 1 });
    await runTo(rows.writeCount);
    expect(await position(debuggeeId)).toEqual({ line: rows.writeCount, depth: 1 });

    // run to a line the run never reaches again: it ends (debuggeeEnded, as a continue)
    await breakpoints();
    await expect(runTo(rows.first)).rejects.toMatchObject({ reason: 'ended' });
    expect(await run).toMatchObject({ kind: 'output', output: 'Probe ABC\n3\n' });
  }, 90_000);
});
