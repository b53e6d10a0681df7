/**
 * Jump to line as abap-adt-api sends it (debuggerStep with stepJumpToLine and a target uri), over real HTTP
 * against the debugger probe class: forward over statements that then never run, back to run them again, out
 * of a loop's body, over a call; a jump into a block the program is not in, into another method and from a
 * line that is no statement are refused with the reason and leave the program where it stood. From a loop
 * header's stop (before the body's first statement) and from a conditional breakpoint's line (its patch in front).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADTClient, type DebugBreakpoint } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, attachAtFirstStop, collectAdtStops, probeRows as rows, probeUri, rowOf, topOf, newAdtClient } from '../support/debug-fixtures.js';
import { debuggerMessages } from '../../src/protocol/debugger.js';
import { classObject, programObject } from '../system/execution/fixtures.js';

let service: TestService;
const TERMINAL = 'JUMP-TO-LINE-TEST';
const client = () => newAdtClient(service);

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
const runReport = (session: Parameters<NonNullable<Parameters<typeof attachAtFirstStop>[4]>>[0]) =>
  session.post(`/programs/programrun/${REPORT}`, {
    body: '<adtprog:programRun xmlns:adtprog="http://www.sap.com/adt/programs/programs"/>',
    contentType: 'application/vnd.sap.adt.programs.programRun+xml',
  });
const loopsUri = (line: number) => `/sap/bc/adt/oo/classes/zcl_debug_jumps/source/main#start=${line}`;

beforeAll(async () => {
  service = await startTestService({
    demo: true,
    prepare: (system) => {
      addDebugFixtures(system);
      for (const object of [classObject(LOOPS, loopsSource, 'Jumps'), programObject(REPORT, reportSource)]) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
    },
    execution: { poolSize: 1 },
  });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

async function line(adt: ADTClient): Promise<number> {
  const stack = await adt.debuggerStackTrace();
  return topOf(stack.stack).uri.range.start.line;
}

async function value(adt: ADTClient, name: string): Promise<string | undefined> {
  return (await adt.debuggerVariables([name]))[0]?.VALUE;
}

describe('jump to line (abap-adt-api)', () => {
  it('goes forward and back, out of a loop and over a call; refuses a jump into a block or another method', async () => {
    const { listener, adt, run } = await attachAtFirstStop(service, TERMINAL, 'ZCL_DEBUG_PROBE', [probeUri(rows.first)]);
    expect(await line(adt)).toBe(rows.first);

    // forward: the statements between never run, the target has not run yet
    await adt.debuggerStep('stepJumpToLine', probeUri(rows.secondId));
    expect(await line(adt)).toBe(rows.secondId);
    expect(await value(adt, 'LV_CHAR')).toBe('');
    expect(await value(adt, 'LV_TEXT')).toBe('');
    expect(await value(adt, 'LS_ITEM-ID')).toBe('0');

    // back: they run now, one statement after the other
    await adt.debuggerStep('stepJumpToLine', probeUri(rows.first));
    expect(await line(adt)).toBe(rows.first);
    await adt.debuggerStep('stepOver');
    await adt.debuggerStep('stepOver');
    expect(await line(adt)).toBe(rows.firstId);
    expect(await value(adt, 'LV_TEXT')).toBe('Probe ABC');

    // out of a loop's body to a statement after the loop: the rest of the loop never runs
    await adt.debuggerStep('stepRunToLine', probeUri(rows.loopBody));
    expect(await line(adt)).toBe(rows.loopBody);
    await adt.debuggerStep('stepJumpToLine', probeUri(rows.self));
    expect(await line(adt)).toBe(rows.self);
    expect(await value(adt, 'LV_COUNT')).toBe('0');

    // refused, the program stays: into the loop's body, into another method, to a line that is no statement
    await expect(adt.debuggerStep('stepJumpToLine', probeUri(rows.loopBody))).rejects.toMatchObject({ message: debuggerMessages.jumpIntoBlock });
    await expect(adt.debuggerStep('stepJumpToLine', probeUri(rows.totalCalls))).rejects.toMatchObject({ message: debuggerMessages.jumpOtherProcedure });
    await expect(adt.debuggerStep('stepJumpToLine', probeUri(rows.comment))).rejects.toMatchObject({ message: expect.stringMatching(/Cannot create a breakpoint at this position/) });
    expect(await line(adt)).toBe(rows.self);

    // over the call: LV_COUNT keeps the 0 the skipped loop left, and the program ends with it
    await adt.debuggerStep('stepRunToLine', probeUri(rows.total));
    await adt.debuggerStep('stepJumpToLine', probeUri(rows.writeText));
    expect(await line(adt)).toBe(rows.writeText);
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
    await expect(adt.debuggerStep('stepContinue')).rejects.toMatchObject({ properties: { 'com.sap.adt.communicationFramework.subType': 'debuggeeEnded' } });
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n0\n' });
  }, 90_000);

  it('jumps from a loop header\'s stop out of the loop, and from a conditional breakpoint\'s line back to the body\'s start', async () => {
    const listener = client();
    await listener.login();
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [loopsUri(loops.do)], 'DEVELOPER');
    // the DO's stop at its first pass stands before the body: a jump past ENDDO leaves the sum 0
    const header = await collectAdtStops(service, listener, TERMINAL, LOOPS, async (adt) => {
      const before = await line(adt);
      await adt.debuggerStep('stepJumpToLine', loopsUri(loops.double));
      return [before, await line(adt), await value(adt, 'LV_SUM')];
    });
    expect(header).toEqual({ stops: [[loops.do, loops.double, '0']], output: '0\n' });

    const conditional = {
      kind: 'line',
      clientId: TERMINAL,
      condition: 'sy-index = 2',
      uri: { uri: '/sap/bc/adt/oo/classes/zcl_debug_jumps/source/main', range: { start: { line: loops.hundred, column: 0 }, end: { line: loops.hundred, column: 0 } } },
    } as unknown as DebugBreakpoint;
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [conditional], 'DEVELOPER');
    // at the second pass (sum 3): back to the body's first statement, which adds SY-INDEX again; the condition
    // holds again at the same pass, the second stop goes on: 1 + 2 + 2 + 100 + 3 + 4 + 5, doubled
    let jumped = false;
    const back = await collectAdtStops(service, listener, TERMINAL, LOOPS, async (adt) => {
      const seen = [await line(adt), await value(adt, 'LV_SUM')];
      if (!jumped) {
        jumped = true;
        await adt.debuggerStep('stepJumpToLine', loopsUri(loops.add));
        seen.push(await line(adt));
      }
      return seen;
    });
    expect(back).toEqual({ stops: [[loops.hundred, '3', loops.add], [loops.hundred, '5']], output: '234\n' });
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
  }, 90_000);

  it('jumps in a report: over a PERFORM at START-OF-SELECTION, and over a statement of a FORM', async () => {
    const top = await attachAtFirstStop(service, TERMINAL, REPORT, [reportUri(report.first)], runReport);
    expect(await line(top.adt)).toBe(report.first);
    await top.adt.debuggerStep('stepJumpToLine', reportUri(report.write));
    expect(await line(top.adt)).toBe(report.write);
    await top.listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
    await top.adt.debuggerStep('stepContinue').catch(() => undefined);
    expect((await top.run).body).toMatch(/^\s*0\s*$/m);

    // in the FORM: the addition is skipped, the doubling runs: (1 * 2) + 100
    const form = await attachAtFirstStop(service, TERMINAL, REPORT, [reportUri(report.formAdd)], runReport);
    expect(await line(form.adt)).toBe(report.formAdd);
    await expect(form.adt.debuggerStep('stepJumpToLine', reportUri(report.hundred))).rejects.toMatchObject({ message: debuggerMessages.jumpOtherProcedure });
    await form.adt.debuggerStep('stepJumpToLine', reportUri(report.formDouble));
    expect(await line(form.adt)).toBe(report.formDouble);
    await form.listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
    await form.adt.debuggerStep('stepContinue').catch(() => undefined);
    expect((await form.run).body).toMatch(/^\s*102\s*$/m);
  }, 90_000);
});
