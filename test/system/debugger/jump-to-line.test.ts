/**
 * Jump to line on the engine and the agent without the service (the wire of stepJumpToLine is
 * test/server/debug-jump-to-line.test.ts's subject), against the debugger probe class: forward over statements
 * that then never run, back to run them again, out of a loop's body, over a call; a jump into a block the program
 * is not in, into another method and from a line that is no statement are refused with the reason and leave the
 * program where it stood. From a loop header's stop (before the body's first statement), from a conditional
 * breakpoint's line (its patch in front), and in a report: over a PERFORM and over a statement of a FORM.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunOutcome } from '../../../src/system/execution/index.js';
import { debuggerMessages } from '../../../src/protocol/debugger.js';
import { collectEngineStops, openDebugSystem, probeRows as rows, probeUri, rowOf, type DebugSystem } from '../../support/debug-fixtures.js';
import { classObject, programObject } from '../execution/fixtures.js';

const caller = { client: '100', user: 'DEVELOPER' };
const TERMINAL = 'JUMP-TO-LINE-TEST';
const registration = { terminalId: TERMINAL, ideId: TERMINAL, debuggingMode: 'user' };
let debug: DebugSystem;

const LOOPS = 'ZCL_DEBUG_JUMPS';
const loopsSource = `CLASS zcl_debug_jumps DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_debug_jumps IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lv_sum TYPE i.
    DO 5 TIMES.
      lv_sum = lv_sum + sy-index.
      IF sy-index = 2.
        lv_sum = lv_sum + 100.
      ENDIF.
    ENDDO.
    lv_sum = lv_sum * 2.
    out->write( lv_sum ).
  ENDMETHOD.
ENDCLASS.
`;
const loops = {
  do: rowOf(loopsSource, 'DO 5 TIMES.'),
  add: rowOf(loopsSource, 'lv_sum = lv_sum + sy-index.'),
  hundred: rowOf(loopsSource, 'lv_sum = lv_sum + 100.'),
  double: rowOf(loopsSource, 'lv_sum = lv_sum * 2.'),
};
const REPORT = 'ZDEBUG_JUMPS';
const reportSource = `REPORT zdebug_jumps.
DATA gv_total TYPE i.

START-OF-SELECTION.
  gv_total = 1.
  PERFORM add USING 10.
  gv_total = gv_total + 100.
  WRITE gv_total.

FORM add USING iv_step TYPE i.
  gv_total = gv_total + iv_step.
  gv_total = gv_total * 2.
ENDFORM.
`;
const report = {
  first: rowOf(reportSource, 'gv_total = 1.'),
  hundred: rowOf(reportSource, 'gv_total = gv_total + 100.'),
  write: rowOf(reportSource, 'WRITE gv_total.'),
  formAdd: rowOf(reportSource, 'gv_total = gv_total + iv_step.'),
  formDouble: rowOf(reportSource, 'gv_total = gv_total * 2.'),
};
const reportUri = (line: number) => `/sap/bc/adt/programs/programs/zdebug_jumps/source/main#start=${line}`;
const loopsUri = (line: number) => `/sap/bc/adt/oo/classes/zcl_debug_jumps/source/main#start=${line}`;

beforeAll(async () => {
  debug = await openDebugSystem({
    prepare: (system) => {
      for (const object of [classObject(LOOPS, loopsSource, 'Jumps'), programObject(REPORT, reportSource)]) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
    },
    execution: { poolSize: 1 },
  });
}, 120_000);

afterAll(async () => {
  await debug?.stop();
});

type Breakpoint = { uri: string; condition?: string };
const breakpoints = (...list: Breakpoint[]) => debug.engine.setBreakpoints(caller, registration, list.map((bp, index) => ({ kind: 'line', clientId: `bp${index}`, ...bp })));
const runProbe = () => debug.execution.classRun('ZCL_DEBUG_PROBE', caller);
const runLoops = () => debug.execution.classRun(LOOPS, caller);
const runReport = () => debug.execution.programRun(REPORT, caller);

/** Runs with a breakpoint at `uri` and attaches to its stop: the debuggee's jump, where it stands, a value, its end. */
async function attachAt(uri: string, start: () => Promise<RunOutcome>) {
  await breakpoints({ uri });
  const listening = debug.engine.listen(caller, { terminalId: TERMINAL, ideId: TERMINAL, timeoutMillis: 30_000 });
  const run = start();
  const hit = await listening;
  if (hit.kind !== 'hit') throw new Error(`the run did not stop (${hit.kind})`);
  const { debuggeeId } = await debug.engine.attach(caller, hit.debuggee.DEBUGGEE_ID);
  return {
    jump: (target: string) => debug.engine.step(caller, debuggeeId, 'stepJumpToLine', target),
    runTo: (target: string) => debug.engine.step(caller, debuggeeId, 'stepRunToLine', target),
    stepOver: () => debug.engine.step(caller, debuggeeId, 'stepOver'),
    line: () => lineOf(debuggeeId),
    value: (id: string) => valueOf(debuggeeId, id),
    /** Without breakpoints, continues to the run's end and answers its outcome. */
    async end(): Promise<RunOutcome> {
      await breakpoints();
      await debug.engine.step(caller, debuggeeId, 'stepContinue').catch(() => undefined);
      return run;
    },
  };
}

/** The line of the top stack entry (the highest position). */
async function lineOf(debuggeeId: string): Promise<number> {
  const stack = await debug.engine.stack(caller, debuggeeId);
  const top = stack.reduce((highest, entry) => (Number(entry.stackPosition) > Number(highest.stackPosition) ? entry : highest));
  return Number(/#start=(\d+)/.exec(top.uri)?.[1]);
}

const valueOf = async (debuggeeId: string, id: string) => (await debug.engine.variables(caller, debuggeeId, [id]))[0]?.VALUE;

describe('jump to line (the engine and the agent)', () => {
  it('goes forward and back, out of a loop and over a call; refuses a jump into a block or another method', async () => {
    const probe = await attachAt(probeUri(rows.first), runProbe);
    expect(await probe.line()).toBe(rows.first);

    // forward: the statements between never run, the target has not run yet
    await probe.jump(probeUri(rows.secondId));
    expect(await probe.line()).toBe(rows.secondId);
    expect(await probe.value('LV_CHAR')).toBe('');
    expect(await probe.value('LV_TEXT')).toBe('');
    expect(await probe.value('LS_ITEM-ID')).toBe('0');

    // back: they run now, one statement after the other
    await probe.jump(probeUri(rows.first));
    expect(await probe.line()).toBe(rows.first);
    await probe.stepOver();
    await probe.stepOver();
    expect(await probe.line()).toBe(rows.firstId);
    expect(await probe.value('LV_TEXT')).toBe('Probe ABC');

    // out of a loop's body to a statement after the loop: the rest of the loop never runs
    await probe.runTo(probeUri(rows.loopBody));
    expect(await probe.line()).toBe(rows.loopBody);
    await probe.jump(probeUri(rows.self));
    expect(await probe.line()).toBe(rows.self);
    expect(await probe.value('LV_COUNT')).toBe('0');

    // refused, the program stays: into the loop's body, into another method, to a line that is no statement
    await expect(probe.jump(probeUri(rows.loopBody))).rejects.toMatchObject({ reason: 'invalid', message: debuggerMessages.jumpIntoBlock });
    await expect(probe.jump(probeUri(rows.totalCalls))).rejects.toMatchObject({ reason: 'invalid', message: debuggerMessages.jumpOtherProcedure });
    await expect(probe.jump(probeUri(rows.comment))).rejects.toMatchObject({ reason: 'invalid', message: expect.stringMatching(/Cannot create a breakpoint at this position/) });
    expect(await probe.line()).toBe(rows.self);

    // over the call: LV_COUNT keeps the 0 the skipped loop left, and the program ends with it
    await probe.runTo(probeUri(rows.total));
    await probe.jump(probeUri(rows.writeText));
    expect(await probe.line()).toBe(rows.writeText);
    expect(await probe.end()).toMatchObject({ kind: 'output', output: 'Probe ABC\n0\n' });
  }, 90_000);

  it("jumps from a loop header's stop out of the loop, and from a conditional breakpoint's line back to the body's start", async () => {
    // the DO's stop at its first pass stands before the body: a jump past ENDDO leaves the sum 0
    await breakpoints({ uri: loopsUri(loops.do) });
    const header = await collectEngineStops(debug, TERMINAL, runLoops, async (debuggeeId) => {
      const before = await lineOf(debuggeeId);
      await debug.engine.step(caller, debuggeeId, 'stepJumpToLine', loopsUri(loops.double));
      return [before, await lineOf(debuggeeId), await valueOf(debuggeeId, 'LV_SUM')];
    });
    expect(header).toMatchObject({ stops: [[loops.do, loops.double, '0']], outcome: { kind: 'output', output: '0\n' } });

    // at the second pass (sum 3): back to the body's first statement, which adds SY-INDEX again; the condition
    // holds again at the same pass, the second stop goes on: 1 + 2 + 2 + 100 + 3 + 4 + 5, doubled
    await breakpoints({ uri: loopsUri(loops.hundred), condition: 'sy-index = 2' });
    let jumped = false;
    const back = await collectEngineStops(debug, TERMINAL, runLoops, async (debuggeeId) => {
      const seen: Array<number | string | undefined> = [await lineOf(debuggeeId), await valueOf(debuggeeId, 'LV_SUM')];
      if (!jumped) {
        jumped = true;
        await debug.engine.step(caller, debuggeeId, 'stepJumpToLine', loopsUri(loops.add));
        seen.push(await lineOf(debuggeeId));
      }
      return seen;
    });
    expect(back).toMatchObject({ stops: [[loops.hundred, '3', loops.add], [loops.hundred, '5']], outcome: { kind: 'output', output: '234\n' } });
    await breakpoints();
  }, 90_000);

  it('jumps in a report: over a PERFORM at START-OF-SELECTION, and over a statement of a FORM', async () => {
    const top = await attachAt(reportUri(report.first), runReport);
    expect(await top.line()).toBe(report.first);
    await top.jump(reportUri(report.write));
    expect(await top.line()).toBe(report.write);
    expect(await top.end()).toMatchObject({ kind: 'output', output: expect.stringMatching(/^\s*0\s*$/m) });

    // in the FORM: the addition is skipped, the doubling runs: (1 * 2) + 100
    const form = await attachAt(reportUri(report.formAdd), runReport);
    expect(await form.line()).toBe(report.formAdd);
    await expect(form.jump(reportUri(report.hundred))).rejects.toMatchObject({ reason: 'invalid', message: debuggerMessages.jumpOtherProcedure });
    await form.jump(reportUri(report.formDouble));
    expect(await form.line()).toBe(report.formDouble);
    expect(await form.end()).toMatchObject({ kind: 'output', output: expect.stringMatching(/^\s*102\s*$/m) });
  }, 90_000);
});
