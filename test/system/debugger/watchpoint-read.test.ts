/**
 * Watchpoints on what READ TABLE fills (issue 32, item 14): the run stops right after the READ, at the next
 * statement, with the old and new value — not at a later statement. A structure's components change one after the
 * other inside the one statement: the stop comes once, after all of them. A data reference filled by READ TABLE …
 * REFERENCE INTO changes by the runtime's `assign`, which stopped nowhere before. On the engine and the agent
 * without the service (the watchpoints resource's wire: debug-watchpoints.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDebugSystem, rowOf, type DebugSystem } from '../../support/debug-fixtures.js';

const TERMINAL = 'WATCHPOINT-READ-TEST';
const caller = { client: '100', user: 'DEVELOPER' };
const registration = { terminalId: TERMINAL, ideId: TERMINAL, debuggingMode: 'user' };
const CLASS_URI = '/sap/bc/adt/oo/classes/zcl_debug_reader/source/main';

const readerSource = `CLASS zcl_debug_reader DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
    TYPES: BEGIN OF ty_row,
             id   TYPE i,
             name TYPE string,
           END OF ty_row.
    TYPES ty_rows TYPE STANDARD TABLE OF ty_row WITH EMPTY KEY.
ENDCLASS.

CLASS zcl_debug_reader IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA ls_row TYPE ty_row.
    DATA lt_rows TYPE ty_rows.
    DATA lv_step TYPE i.
    ls_row-id = 1.
    ls_row-name = 'one'.
    APPEND ls_row TO lt_rows.
    ls_row-id = 2.
    ls_row-name = 'two'.
    APPEND ls_row TO lt_rows.
    CLEAR ls_row.
    DATA lr_row TYPE REF TO ty_row.
    lv_step = 1.
    READ TABLE lt_rows INTO ls_row INDEX 2.
    lv_step = 2.
    lv_step = 3.
    ls_row-name = 'changed'.
    lv_step = 4.
    READ TABLE lt_rows REFERENCE INTO lr_row INDEX 1.
    lv_step = 5.
    CLEAR lr_row.
    lv_step = 6.
    GET REFERENCE OF ls_row INTO lr_row.
    lv_step = 7.
    READ TABLE lt_rows REFERENCE INTO lr_row INDEX 2.
    lv_step = 8.
    out->write( ls_row-name ).
  ENDMETHOD.
ENDCLASS.
`;
const rows = {
  before: rowOf(readerSource, 'lv_step = 1.'),
  afterRead: rowOf(readerSource, 'lv_step = 2.'),
  afterName: rowOf(readerSource, 'lv_step = 4.'),
  afterReference: rowOf(readerSource, 'lv_step = 5.'),
  afterClear: rowOf(readerSource, 'lv_step = 6.'),
  afterGetReference: rowOf(readerSource, 'lv_step = 7.'),
  afterOtherRow: rowOf(readerSource, 'lv_step = 8.'),
};

let debug: DebugSystem;

beforeAll(async () => {
  debug = await openDebugSystem({
    execution: { poolSize: 1 },
    prepare: (system) =>
      system.objects.save(
        {
          type: 'CLAS',
          name: 'ZCL_DEBUG_READER',
          description: 'Watchpoint reader',
          metadata: { VSEOCLASS: { CLSNAME: 'ZCL_DEBUG_READER', LANGU: 'E', DESCRIPT: 'Watchpoint reader', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
          sources: { main: readerSource },
        },
        'ZDEMO_TOOLS',
        'A',
        'DEVELOPER',
      ),
  });
}, 120_000);

afterAll(async () => {
  await debug?.stop();
});

/** Runs the reader stopped before the first READ, attached, with a watchpoint on `variable`; answers each stop it makes. */
async function watchpointStops(variable: string): Promise<{ stops: Array<{ line: number; oldValue?: string; newValue?: string }>; output: string }> {
  const { engine } = debug;
  await engine.setBreakpoints(caller, registration, [{ kind: 'line', clientId: TERMINAL, uri: `${CLASS_URI}#start=${rows.before}` }]);
  const listening = engine.listen(caller, { terminalId: TERMINAL, ideId: TERMINAL, timeoutMillis: 30_000 });
  const run = debug.execution.classRun('ZCL_DEBUG_READER', caller);
  const hit = await listening;
  if (hit.kind !== 'hit') throw new Error('no stop');
  const { debuggeeId } = await engine.attach(caller, hit.debuggee.DEBUGGEE_ID);
  await engine.setBreakpoints(caller, registration, []);
  const line = async () => {
    const stack = await engine.stack(caller, debuggeeId);
    return stack.reduce((highest, entry) => (entry.stackPosition > highest.stackPosition ? entry : highest)).line;
  };
  expect(await line()).toBe(rows.before);
  await engine.addWatchpoint(caller, debuggeeId, variable);
  const stops: Array<{ line: number; oldValue?: string; newValue?: string }> = [];
  for (;;) {
    const state = await engine.step(caller, debuggeeId, 'stepContinue').catch(() => undefined);
    if (!state) break;
    const reached = state.reachedBreakpoints.find((bp) => bp.kind === 'watchpoint');
    stops.push({ line: await line(), oldValue: reached?.oldValue, newValue: reached?.newValue });
  }
  const outcome = await run;
  return { stops, output: outcome.kind === 'output' ? outcome.output : '' };
}

describe('a watchpoint on what READ TABLE fills', () => {
  it('a structure: stops right after the READ, once, with the old and new value', async () => {
    const { stops, output } = await watchpointStops('ls_row');
    expect(stops.map((stop) => stop.line)).toEqual([rows.afterRead, rows.afterName]);
    expect(stops[0]!.newValue).toContain('two');
    expect(stops[1]!.newValue).toContain('changed');
    expect(output).toContain('changed');
  }, 90_000);

  it('a data reference (REFERENCE INTO, GET REFERENCE OF): stops right after each statement that points it elsewhere', async () => {
    const { stops } = await watchpointStops('lr_row');
    expect(stops.map((stop) => stop.line)).toEqual([rows.afterReference, rows.afterClear, rows.afterGetReference, rows.afterOtherRow]);
    expect(stops[0]!.newValue).toContain('TY_ROW');
  }, 90_000);
});
