/**
 * Exception breakpoints on exceptions the runtime and the work process raise (issue 17), above all the SQL ones: CX_SY_OPEN_SQL_DB of an INSERT … FROM TABLE with a
 * duplicate key (raised by the runtime after its rows were written) and CX_SY_DYNAMIC_OSQL_SEMANTICS of a
 * SELECT with a dynamic WHERE naming no column (raised by the work process's database driver) stop at the SQL
 * statement, with the statement's variables, like exceptions ABAP raises — caught (TRY … CATCH) or not (the
 * run dumps after the stop) — at a breakpoint on the class or a superclass (CX_DYNAMIC_CHECK, CX_ROOT).
 * The runtime's raises with parameters (UNPACK's CX_SY_CONVERSION_NO_NUMBER) stop with the statement's variables. The breakpoints document goes through abap-adt-api's HTTP
 * client; the rest is abap-adt-api's calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { collectEngineStops, openDebugSystem, rowOf, type DebugSystem } from '../../support/debug-fixtures.js';

const TERMINAL = 'EXCEPTION-RAISES-TEST';

const caughtSource = `CLASS zcl_debug_sql DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_debug_sql IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lt_rows TYPE STANDARD TABLE OF zdemo_carrier WITH DEFAULT KEY.
    DATA lt_found TYPE STANDARD TABLE OF zdemo_carrier WITH DEFAULT KEY.
    DATA lv_where TYPE string.
    DATA lv_step TYPE i.
    APPEND VALUE #( carrier_id = 'QQ' name = 'First' currency = 'EUR' ) TO lt_rows.
    APPEND VALUE #( carrier_id = 'QQ' name = 'Second' currency = 'EUR' ) TO lt_rows.
    lv_step = 1.
    TRY.
        INSERT zdemo_carrier FROM TABLE lt_rows.
      CATCH cx_sy_open_sql_db.
        out->write( 'duplicate caught' ).
    ENDTRY.
    SELECT * FROM zdemo_carrier WHERE carrier_id = 'QQ' INTO TABLE @lt_found.
    out->write( |kept { lines( lt_found ) }| ).
    CLEAR lt_rows.
    APPEND VALUE #( carrier_id = 'QS' name = 'Third' currency = 'EUR' ) TO lt_rows.
    APPEND VALUE #( carrier_id = 'QT' name = 'Fourth' currency = 'EUR' ) TO lt_rows.
    INSERT zdemo_carrier FROM TABLE lt_rows.
    out->write( |inserted { sy-subrc } { sy-dbcnt }| ).
    lv_step = 2.
    lv_where = \`no_such_column = 1\`.
    TRY.
        SELECT * FROM zdemo_carrier WHERE (lv_where) INTO TABLE @lt_found.
      CATCH cx_sy_dynamic_osql_semantics.
        out->write( 'semantics caught' ).
    ENDTRY.
    ROLLBACK WORK.
    out->write( |done { lv_step }| ).
  ENDMETHOD.
ENDCLASS.
`;

const uncaughtSource = `CLASS zcl_debug_sql_dump DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_debug_sql_dump IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lt_rows TYPE STANDARD TABLE OF zdemo_carrier WITH DEFAULT KEY.
    DATA lv_marker TYPE string VALUE \`before insert\`.
    APPEND VALUE #( carrier_id = 'QR' name = 'First' currency = 'EUR' ) TO lt_rows.
    APPEND VALUE #( carrier_id = 'QR' name = 'Second' currency = 'EUR' ) TO lt_rows.
    INSERT zdemo_carrier FROM TABLE lt_rows.
    out->write( 'not reached' ).
  ENDMETHOD.
ENDCLASS.
`;

const unpackSource = `CLASS zcl_debug_unpack DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_debug_unpack IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lv_text TYPE c LENGTH 4 VALUE 'ab1'.
    DATA lv_digits TYPE c LENGTH 6.
    TRY.
        UNPACK lv_text TO lv_digits.
      CATCH cx_sy_conversion_no_number.
        out->write( 'no number caught' ).
    ENDTRY.
  ENDMETHOD.
ENDCLASS.
`;

const rows = {
  unpack: rowOf(unpackSource, 'UNPACK lv_text TO lv_digits.'),
  insert: rowOf(caughtSource, 'INSERT zdemo_carrier FROM TABLE lt_rows.'),
  select: rowOf(caughtSource, 'SELECT * FROM zdemo_carrier WHERE (lv_where)'),
  uncaughtInsert: rowOf(uncaughtSource, 'INSERT zdemo_carrier FROM TABLE lt_rows.'),
};

function classMetadata(name: string, description: string) {
  return { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: description, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } };
}

function addSqlFixtures(system: EmbeddedSystem): void {
  for (const [name, description, main] of [
    ['ZCL_DEBUG_SQL', 'Debugger SQL exceptions', caughtSource],
    ['ZCL_DEBUG_SQL_DUMP', 'Debugger SQL exception, uncaught', uncaughtSource],
    ['ZCL_DEBUG_UNPACK', 'Debugger runtime raise with parameters', unpackSource],
  ] as const) {
    system.objects.save({ type: 'CLAS', name, description, metadata: classMetadata(name, description), sources: { main } }, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  }
}

const caller = { client: '100', user: 'DEVELOPER' };
let debug: DebugSystem;

beforeAll(async () => {
  debug = await openDebugSystem({ prepare: addSqlFixtures, execution: { poolSize: 1 } });
}, 120_000);

afterAll(async () => {
  await debug?.stop();
});

interface Stop {
  line: number;
  reached?: Array<Record<string, unknown>>;
  exception: string;
  text: string;
  /** A local variable of the SQL statement's method (LV_STEP, LV_MARKER). */
  local: string;
}

async function runAndCollect(className: string, classes: readonly string[], local: string, status = 200, condition?: string): Promise<{ stops: Stop[]; output: string }> {
  const { engine } = debug;
  const results = await engine.setBreakpoints(
    caller,
    { terminalId: TERMINAL, ideId: TERMINAL, debuggingMode: 'user' },
    classes.map((exceptionClass) => ({ kind: 'exception', clientId: TERMINAL, uri: '', exceptionClass, ...(condition ? { condition } : {}) })),
  );
  expect(results.filter((result) => 'errorMessage' in result)).toEqual([]);
  const { stops, outcome } = await collectEngineStops(debug, TERMINAL, () => debug.execution.classRun(className, caller), async (debuggeeId, reached) => {
    const stack = await engine.stack(caller, debuggeeId);
    const top = stack.reduce((highest, entry) => (entry.stackPosition > highest.stackPosition ? entry : highest));
    const root = await engine.childVariables(caller, debuggeeId, ['@ROOT']);
    const [variable] = await engine.variables(caller, debuggeeId, [local]).catch(() => []);
    return {
      line: top.line,
      exception: root.variables.find((v) => v.ID === '{EXCEPTION}')?.VALUE ?? '',
      text: root.variables.find((v) => v.ID === '{EXCEPTION_TEXT}')?.VALUE ?? '',
      local: variable?.VALUE ?? '',
      ...(reached ? { reached: reached as unknown as Array<Record<string, unknown>> } : {}),
    };
  });
  // the service answers a run that dumps with 500 and the dump's text
  expect(outcome.kind).toBe(status === 200 ? 'output' : 'dump');
  return { stops, output: outcome.kind === 'output' ? outcome.output : outcome.kind === 'dump' ? outcome.dump.ERROR : '' };
}

describe('exception breakpoints on SQL exceptions (the engine and the agent)', () => {
  it('without a breakpoint INSERT … FROM TABLE keeps the runtime\'s semantics: the rows before a duplicate stay, sy-subrc and sy-dbcnt', async () => {
    const { stops, output } = await runAndCollect('ZCL_DEBUG_SQL', [], 'LV_STEP');
    expect(stops).toEqual([]);
    expect(output).toContain('duplicate caught');
    expect(output).toContain('kept 1');
    expect(output).toContain('inserted 0 2');
    expect(output).toContain('semantics caught');
  }, 90_000);

  it('CX_SY_OPEN_SQL_DB of a duplicate key INSERT … FROM TABLE stops at the INSERT, with its variables; the CATCH still runs', async () => {
    const { stops, output } = await runAndCollect('ZCL_DEBUG_SQL', ['CX_SY_OPEN_SQL_DB'], 'LV_STEP');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.line).toBe(rows.insert);
    expect(stops[0]!.exception).toContain('CX_SY_OPEN_SQL_DB');
    expect(stops[0]!.text).toContain('duplicate key');
    expect(stops[0]!.local).toBe('1');
    expect(output).toContain('duplicate caught');
    expect(output).toContain('semantics caught');
    expect(output).toContain('done 2');
  }, 90_000);

  it('CX_SY_DYNAMIC_OSQL_SEMANTICS the database driver raises stops at the SELECT, with the driver\'s message as its text', async () => {
    const { stops, output } = await runAndCollect('ZCL_DEBUG_SQL', ['CX_SY_DYNAMIC_OSQL_SEMANTICS'], 'LV_WHERE');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.line).toBe(rows.select);
    expect(stops[0]!.exception).toContain('CX_SY_DYNAMIC_OSQL_SEMANTICS');
    expect(stops[0]!.text.toLowerCase()).toContain('no_such_column');
    expect(stops[0]!.local).toBe('no_such_column = 1');
    expect(output).toContain('semantics caught');
  }, 90_000);

  it('a breakpoint on a superclass (CX_DYNAMIC_CHECK, CX_ROOT) stops at both SQL statements', async () => {
    for (const superclass of ['CX_DYNAMIC_CHECK', 'CX_ROOT']) {
      const { stops } = await runAndCollect('ZCL_DEBUG_SQL', [superclass], 'LV_STEP');
      expect(stops.map((s) => [s.line, s.exception.replace(/^.*CLASS=|}$/g, '')]), superclass).toEqual([
        [rows.insert, 'CX_SY_OPEN_SQL_DB'],
        [rows.select, 'CX_SY_DYNAMIC_OSQL_SEMANTICS'],
      ]);
    }
  }, 120_000);

  it('an uncaught one stops at the INSERT before the run dumps', async () => {
    const { stops, output } = await runAndCollect('ZCL_DEBUG_SQL_DUMP', ['CX_SY_OPEN_SQL_DB'], 'LV_MARKER', 500);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.line).toBe(rows.uncaughtInsert);
    expect(stops[0]!.exception).toContain('CX_SY_OPEN_SQL_DB');
    expect(stops[0]!.local).toBe('before insert');
    expect(output).toContain('DBSQL_SQL_ERROR');
  }, 90_000);

  it('a runtime raise with parameters (UNPACK of a non-number) stops at the UNPACK with its variables, and a condition is evaluated there', async () => {
    const { stops, output } = await runAndCollect('ZCL_DEBUG_UNPACK', ['CX_SY_CONVERSION_NO_NUMBER'], 'LV_TEXT', 200, "lv_text = 'ab1'");
    expect(stops).toHaveLength(1);
    expect(stops[0]!.line).toBe(rows.unpack);
    expect(stops[0]!.exception).toContain('CX_SY_CONVERSION_NO_NUMBER');
    expect(stops[0]!.local).toBe('ab1');
    expect(stops[0]!.reached).toEqual([expect.objectContaining({ kind: 'exception', exceptionClass: 'CX_SY_CONVERSION_NO_NUMBER' })]);
    expect(stops[0]!.reached![0]).not.toHaveProperty('unresolvableCondition');
    expect(output).toContain('no number caught');
  }, 90_000);
});
