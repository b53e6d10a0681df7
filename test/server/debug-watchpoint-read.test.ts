/**
 * Watchpoints on what READ TABLE fills (issue 32, item 14): the run stops right after the READ, at the next
 * statement, with the old and new value — not at a later statement. A structure's components change one after the
 * other inside the one statement: the stop comes once, after all of them. A data reference filled by READ TABLE …
 * REFERENCE INTO changes by the runtime's `assign`, which stopped nowhere before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDebuggee, session_types, type DebugBreakpoint } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { adtSession, rowOf, topOf, newAdtClient } from '../support/debug-fixtures.js';
import { parseDebugState } from '../../src/protocol/debugger-documents.js';

const TERMINAL = 'WATCHPOINT-READ-TEST';
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

let service: TestService;
const client = () => newAdtClient(service);

beforeAll(async () => {
  service = await startTestService({
    demo: true,
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
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

/** Runs the reader stopped before the first READ, attached, with a watchpoint on `variable`; answers each stop it makes. */
async function watchpointStops(variable: string): Promise<{ stops: Array<{ line: number; oldValue?: string; newValue?: string }>; output: string }> {
  const listener = client();
  await listener.login();
  const breakpoint = { kind: 'line', clientId: TERMINAL, uri: { uri: CLASS_URI, range: { start: { line: rows.before, column: 0 }, end: { line: rows.before, column: 0 } } } } as unknown as DebugBreakpoint;
  await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [breakpoint], 'DEVELOPER');
  const adt = client();
  await adt.login();
  adt.stateful = session_types.stateful;
  const listening = listener.debuggerListen('user', TERMINAL, TERMINAL, 'DEVELOPER');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const run = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_READER');
  const debuggee = await listening;
  if (!isDebuggee(debuggee)) throw new Error('no stop');
  await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, 'DEVELOPER');
  await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER');
  const request = (method: string, path: string) =>
    adt.httpClient.request(`/sap/bc/adt${path}`, { method, headers: { Accept: 'application/xml' } }).then(
      (r) => ({ status: r.status, body: r.body }),
      (error: { err?: number; message?: string }) => ({ status: error.err ?? 0, body: error.message ?? '' }),
    );
  const line = async () => topOf((await adt.debuggerStackTrace()).stack).line;
  try {
    expect(await line()).toBe(rows.before);
    expect((await request('POST', `/debugger/watchpoints?variableName=${variable}`)).status).toBe(200);
    const stops: Array<{ line: number; oldValue?: string; newValue?: string }> = [];
    for (;;) {
      const step = await request('POST', '/debugger?method=stepContinue');
      if (step.status !== 200) break;
      const reached = parseDebugState(step.body).reachedBreakpoints.find((bp) => bp.kind === 'watchpoint');
      stops.push({ line: await line(), oldValue: reached?.oldValue, newValue: reached?.newValue });
    }
    return { stops, output: (await run).body };
  } finally {
    await adt.dropSession().catch(() => undefined);
  }
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
