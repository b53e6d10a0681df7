/**
 * Loop headers are stops (issue 17): a breakpoint on DO, WHILE, LOOP AT or SELECT … ENDSELECT stops at every
 * iteration of the loop (before its body runs), and a conditional one is decided at each of them; a breakpoint
 * in a method of a program's local class stops there. Driven with abap-adt-api over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDebuggee, session_types, type DebugBreakpoint } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { adtSession, collectAdtStops, rowOf, topOf, newAdtClient } from '../support/debug-fixtures.js';

const CLASS = 'ZCL_DEBUG_LOOPS';
const source = `CLASS zcl_debug_loops DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_debug_loops IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lv_count TYPE i.
    DATA lv_rows TYPE i.
    DATA ls_flight TYPE zdemo_flight.
    DATA lt_numbers TYPE STANDARD TABLE OF i WITH EMPTY KEY.
    DO 3 TIMES.
      lv_count = lv_count + 1.
    ENDDO.
    WHILE lv_count > 1.
      lv_count = lv_count - 1.
    ENDWHILE.
    APPEND 7 TO lt_numbers.
    APPEND 8 TO lt_numbers.
    LOOP AT lt_numbers INTO DATA(lv_number).
      lv_count = lv_count + lv_number.
    ENDLOOP.
    SELECT * FROM zdemo_flight INTO @ls_flight UP TO 2 ROWS.
      lv_rows = lv_rows + 1.
    ENDSELECT.
    out->write( lv_count ).
  ENDMETHOD.
ENDCLASS.
`;
const rows = {
  do: rowOf(source, 'DO 3 TIMES.'),
  while: rowOf(source, 'WHILE lv_count > 1.'),
  loop: rowOf(source, 'LOOP AT lt_numbers'),
  select: rowOf(source, 'SELECT * FROM zdemo_flight'),
};
const PROGRAM = 'ZDEBUG_LOCAL_CLASS';
const programSource = `REPORT zdebug_local_class.

CLASS lcl_counter DEFINITION FINAL.
  PUBLIC SECTION.
    METHODS add IMPORTING iv_step TYPE i.
    DATA mv_total TYPE i.
ENDCLASS.

CLASS lcl_counter IMPLEMENTATION.
  METHOD add.
    mv_total = mv_total + iv_step.
  ENDMETHOD.
ENDCLASS.

START-OF-SELECTION.
  DATA(lo_counter) = NEW lcl_counter( ).
  lo_counter->add( 2 ).
  lo_counter->add( 5 ).
  WRITE lo_counter->mv_total.
`;
const METHOD_ROW = rowOf(programSource, 'mv_total = mv_total + iv_step.');
const CLASS_URI = '/sap/bc/adt/oo/classes/zcl_debug_loops/source/main';
const uri = (line: number) => `${CLASS_URI}#start=${line}`;
const TERMINAL = 'LOOP-HEADERS-TEST';

let service: TestService;
const client = () => newAdtClient(service);

beforeAll(async () => {
  service = await startTestService({
    demo: true,
    execution: { poolSize: 1 },
    prepare: (system) => {
      system.objects.save(
        {
          type: 'CLAS',
          name: CLASS,
          description: 'Loop headers',
          metadata: { VSEOCLASS: { CLSNAME: CLASS, LANGU: 'E', DESCRIPT: 'Loop headers', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
          sources: { main: source },
        },
        'ZDEMO_TOOLS',
        'A',
        'DEVELOPER',
      );
      system.objects.save(
        {
          type: 'PROG',
          name: PROGRAM,
          description: 'Local class',
          metadata: { PROGDIR: { NAME: PROGRAM, STATE: 'A', SUBC: '1', FIXPT: 'X', UCCHECK: 'X' } },
          sources: { main: programSource },
        },
        'ZDEMO_TOOLS',
        'A',
        'DEVELOPER',
      );
    },
  });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

/** Runs the class with the breakpoints set and continues from stop to stop: each stop's line and LV_COUNT, LV_ROWS. */
async function stops(breakpoints: Array<string | DebugBreakpoint>): Promise<Array<[number, string, string]>> {
  const listener = client();
  await listener.login();
  await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, breakpoints, 'DEVELOPER');
  const { stops: seen } = await collectAdtStops(service, listener, TERMINAL, CLASS, async (adt): Promise<[number, string, string]> => {
    const stack = await adt.debuggerStackTrace();
    const top = topOf(stack.stack);
    const [count, selected] = await adt.debuggerVariables(['LV_COUNT', 'LV_ROWS']);
    return [top.uri.range.start.line, count?.VALUE ?? '', selected?.VALUE ?? ''];
  });
  await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
  if (seen.length === 0) throw new Error('no stop');
  return seen;
}

describe('loop headers are stops (abap-adt-api)', () => {
  it('a breakpoint on DO, WHILE, LOOP AT and SELECT … ENDSELECT stops at every iteration, before the body', async () => {
    expect(await stops([uri(rows.do), uri(rows.while), uri(rows.loop), uri(rows.select)])).toEqual([
      [rows.do, '0', '0'],
      [rows.do, '1', '0'],
      [rows.do, '2', '0'],
      [rows.while, '3', '0'],
      [rows.while, '2', '0'],
      [rows.loop, '1', '0'],
      [rows.loop, '8', '0'],
      [rows.select, '16', '0'],
      [rows.select, '16', '1'],
    ]);
  }, 60_000);

  it('a condition on a loop header is decided at each iteration', async () => {
    const conditional = {
      kind: 'line',
      clientId: TERMINAL,
      condition: 'lv_count = 2',
      uri: { uri: CLASS_URI, range: { start: { line: rows.do, column: 0 }, end: { line: rows.do, column: 0 } } },
    } as unknown as DebugBreakpoint;
    expect(await stops([conditional])).toEqual([[rows.do, '2', '0']]);
  }, 60_000);

  it('stops in a method of a program\'s local class, a condition there included', async () => {
    const listener = client();
    await listener.login();
    const adt = client();
    await adt.login();
    adt.stateful = session_types.stateful;
    const programUri = `/sap/bc/adt/programs/programs/zdebug_local_class`;
    const conditional = {
      kind: 'line',
      clientId: TERMINAL,
      condition: 'iv_step = 5',
      uri: { uri: programUri, range: { start: { line: METHOD_ROW, column: 0 }, end: { line: METHOD_ROW, column: 0 } } },
    } as unknown as DebugBreakpoint;
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [conditional], 'DEVELOPER');
    const listening = listener.debuggerListen('user', TERMINAL, TERMINAL, 'DEVELOPER');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const run = (await adtSession(service)).post(`/programs/programrun/${PROGRAM}`, {
      body: '<adtprog:programRun xmlns:adtprog="http://www.sap.com/adt/programs/programs"/>',
      contentType: 'application/vnd.sap.adt.programs.programRun+xml',
    });
    const debuggee = await listening;
    expect(isDebuggee(debuggee)).toBe(true);
    if (!isDebuggee(debuggee)) return;
    await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, 'DEVELOPER');
    const stack = await adt.debuggerStackTrace();
    const top = topOf(stack.stack);
    expect(top).toMatchObject({ programName: PROGRAM, eventType: 'METHOD', eventName: 'ADD' });
    expect(top.uri.range.start.line).toBe(METHOD_ROW);
    const [step, total] = await adt.debuggerVariables(['IV_STEP', 'ME->MV_TOTAL']);
    expect([step?.VALUE, total?.VALUE]).toEqual(['5', '2']);
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
    await adt.debuggerStep('stepContinue').catch(() => undefined);
    const answer = await run;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('7');
  }, 60_000);
});
