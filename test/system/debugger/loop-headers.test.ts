/**
 * Loop headers are stops (issue 17), on the engine and the agent without the service: a breakpoint on DO,
 * WHILE, LOOP AT or SELECT … ENDSELECT stops at every iteration of the loop (before its body runs), and a
 * conditional one is decided at each of them; a breakpoint in a method of a program's local class stops there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackEntry } from '../../../src/protocol/debugger-documents.js';
import type { RunOutcome } from '../../../src/system/execution/index.js';
import { collectEngineStops, openDebugSystem, rowOf, type DebugSystem } from '../../support/debug-fixtures.js';

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
const caller = { client: '100', user: 'DEVELOPER' };
const registration = { terminalId: TERMINAL, ideId: TERMINAL, debuggingMode: 'user' };
let debug: DebugSystem;

beforeAll(async () => {
  debug = await openDebugSystem({
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
}, 120_000);

afterAll(async () => {
  await debug?.stop();
});

type Breakpoint = { uri: string; condition?: string };
const setBreakpoints = (breakpoints: Breakpoint[]) =>
  debug.engine.setBreakpoints(caller, registration, breakpoints.map((bp, index) => ({ kind: 'line', clientId: `${TERMINAL}-${index}`, ...bp })));

/** The top entry of the stack (the highest position) and its line. */
function topOf(stack: readonly StackEntry[]): StackEntry & { row: number } {
  const top = stack.reduce((highest, entry) => (Number(entry.stackPosition) > Number(highest.stackPosition) ? entry : highest));
  return { ...top, row: Number(/#start=(\d+)/.exec(top.uri)?.[1]) };
}

/** Starts a run with the breakpoints set and attaches to its first stop; undefined when it never stops. */
async function attachAtFirstStop(breakpoints: Breakpoint[], start: () => Promise<RunOutcome>): Promise<{ debuggeeId?: string; run: Promise<RunOutcome> }> {
  await setBreakpoints(breakpoints);
  const listening = debug.engine.listen(caller, { terminalId: TERMINAL, ideId: TERMINAL, timeoutMillis: 30_000 });
  const run = start();
  void run.then(() => debug.engine.stopListener(caller, TERMINAL));
  const hit = await listening;
  if (hit.kind !== 'hit') return { run };
  return { debuggeeId: (await debug.engine.attach(caller, hit.debuggee.DEBUGGEE_ID)).debuggeeId, run };
}

/** Runs the class with the breakpoints set and continues from stop to stop: each stop's line and LV_COUNT, LV_ROWS. */
async function stops(breakpoints: Breakpoint[]): Promise<Array<[number, string, string]>> {
  await setBreakpoints(breakpoints);
  const { stops: seen, outcome } = await collectEngineStops(debug, TERMINAL, () => debug.execution.classRun(CLASS, caller), async (debuggeeId): Promise<[number, string, string]> => {
    const [count, selected] = await debug.engine.variables(caller, debuggeeId, ['LV_COUNT', 'LV_ROWS']);
    return [topOf(await debug.engine.stack(caller, debuggeeId)).row, count?.VALUE ?? '', selected?.VALUE ?? ''];
  });
  expect(outcome).toMatchObject({ kind: 'output' });
  await setBreakpoints([]);
  if (seen.length === 0) throw new Error('no stop');
  return seen;
}

describe('loop headers are stops (the engine and the agent)', () => {
  it('a breakpoint on DO, WHILE, LOOP AT and SELECT … ENDSELECT stops at every iteration, before the body', async () => {
    expect(await stops([{ uri: uri(rows.do) }, { uri: uri(rows.while) }, { uri: uri(rows.loop) }, { uri: uri(rows.select) }])).toEqual([
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
    expect(await stops([{ uri: uri(rows.do), condition: 'lv_count = 2' }])).toEqual([[rows.do, '2', '0']]);
  }, 60_000);

  it('stops in a method of a program\'s local class, a condition there included', async () => {
    const programUri = `/sap/bc/adt/programs/programs/zdebug_local_class#start=${METHOD_ROW}`;
    const { debuggeeId, run } = await attachAtFirstStop([{ uri: programUri, condition: 'iv_step = 5' }], () => debug.execution.programRun(PROGRAM, caller));
    expect(debuggeeId).toBeDefined();
    const top = topOf(await debug.engine.stack(caller, debuggeeId!));
    expect(top).toMatchObject({ programName: PROGRAM, eventType: 'METHOD', eventName: 'ADD' });
    expect(top.row).toBe(METHOD_ROW);
    const [step, total] = await debug.engine.variables(caller, debuggeeId!, ['IV_STEP', 'ME->MV_TOTAL']);
    expect([step?.VALUE, total?.VALUE]).toEqual(['5', '2']);
    await setBreakpoints([]);
    await debug.engine.step(caller, debuggeeId!, 'stepContinue').catch(() => undefined);
    const answer = await run;
    expect(answer.kind).toBe('output');
    expect(answer.kind === 'output' ? answer.output : '').toContain('7');
  }, 60_000);
});
