import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EmbeddedSystem } from '../../../src/system/system.js';
import { openDemoSystemAt } from '../../support/demo-template.js';
import { openExecution, type Execution } from '../../../src/system/execution/index.js';
import { tempDir } from '../../support/service.js';
import { addExecutionFixtures, classObject, classRun, endlessLoop, listReport, listReportOutput } from './fixtures.js';

const caller = { user: 'DEVELOPER', client: '100' };

/** A class whose test class records the order of its fixture methods in class data. */
const lifecycle = {
  ...classObject(
    'ZCL_TEST_LIFECYCLE',
    `CLASS zcl_test_lifecycle DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
ENDCLASS.

CLASS zcl_test_lifecycle IMPLEMENTATION.
ENDCLASS.
`,
  ),
};
lifecycle.sources['testclasses'] = `CLASS ltcl_lifecycle DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    CLASS-DATA gv_log TYPE string.
    DATA mv_setup TYPE abap_bool.
    CLASS-METHODS class_setup.
    CLASS-METHODS class_teardown.
    METHODS setup.
    METHODS teardown.
    METHODS first FOR TESTING.
    METHODS second FOR TESTING.
ENDCLASS.

CLASS ltcl_lifecycle IMPLEMENTATION.
  METHOD class_setup.
    gv_log = gv_log && 'C'.
  ENDMETHOD.
  METHOD class_teardown.
    gv_log = gv_log && 'c'.
  ENDMETHOD.
  METHOD setup.
    mv_setup = abap_true.
    gv_log = gv_log && 'S'.
  ENDMETHOD.
  METHOD teardown.
    gv_log = gv_log && 's'.
  ENDMETHOD.
  METHOD first.
    cl_abap_unit_assert=>assert_equals( act = gv_log exp = 'CS' msg = 'class setup once, then setup' ).
    cl_abap_unit_assert=>assert_true( act = mv_setup msg = 'setup ran on this instance' ).
  ENDMETHOD.
  METHOD second.
    cl_abap_unit_assert=>assert_equals( act = gv_log exp = 'CSsS' msg = 'teardown after the first method, setup before this one' ).
  ENDMETHOD.
ENDCLASS.
`;

/** COMMIT WORK keeps the first change; the dump rolls back only what came after it. */
const commitThenDump = classRun(
  'ZCL_TEST_COMMIT_DUMP',
  `    DATA ls_carrier TYPE zdemo_carrier.
    DATA lv_zero TYPE i.
    SELECT SINGLE * FROM zdemo_carrier INTO ls_carrier WHERE carrier_id = 'KT'.
    ls_carrier-name = 'Committed name'.
    MODIFY zdemo_carrier FROM ls_carrier.
    COMMIT WORK.
    ls_carrier-name = 'Rolled back name'.
    UPDATE zdemo_carrier FROM ls_carrier.
    ls_carrier-carrier_id = 'Q1'.
    INSERT zdemo_carrier FROM ls_carrier.
    ls_carrier-carrier_id = 1 / lv_zero.`,
);

/** ROLLBACK WORK undoes the change before it; the run then ends normally. */
const rollbackWork = classRun(
  'ZCL_TEST_ROLLBACK',
  `    DATA ls_carrier TYPE zdemo_carrier.
    DATA lv_count TYPE i.
    ls_carrier-carrier_id = 'Q2'.
    ls_carrier-name = 'Never kept'.
    INSERT zdemo_carrier FROM ls_carrier.
    ROLLBACK WORK.
    SELECT COUNT(*) FROM zdemo_carrier INTO lv_count WHERE carrier_id = 'Q2'.
    out->write( data = lv_count name = 'Q2 rows' ).
    DELETE FROM zdemo_carrier WHERE carrier_id = 'MR'.
    out->write( data = sy-dbcnt name = 'Deleted' ).`,
);

/** Test classes with a syntax error: the class has tests that cannot run. */
const brokenTests = {
  ...classObject('ZCL_TEST_BROKEN_TESTS', `CLASS zcl_test_broken_tests DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
ENDCLASS.

CLASS zcl_test_broken_tests IMPLEMENTATION.
ENDCLASS.
`),
};
brokenTests.sources['testclasses'] = `CLASS ltcl_broken DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS test FOR TESTING.
ENDCLASS.

CLASS ltcl_broken IMPLEMENTATION.
  METHOD test.
    cl_abap_unit_assert=>assert_equals( act = lv_undeclared exp = 1 ).
  ENDMETHOD.
ENDCLASS.
`;

/** The run's user, client and system in sy. */
const systemFields = classRun('ZCL_TEST_SY', `    out->write( |{ sy-uname } { sy-mandt } { sy-sysid }| ).`);

/** Appends until the work process's heap ceiling is reached. */
const memoryHog = classRun(
  'ZCL_TEST_MEMORY',
  `    DATA lt_lines TYPE string_table.
    DATA lv_line TYPE string.
    DO.
      lv_line = repeat( val = 'x' occ = 100000 ) && sy-index.
      APPEND lv_line TO lt_lines.
    ENDDO.`,
);

/** A classic exception of a function module nobody handles. */
const unhandledClassic = classRun(
  'ZCL_TEST_CLASSIC',
  `    DATA lv_free TYPE zdemo_seats_free.
    CALL FUNCTION 'Z_DEMO_GET_FREE_SEATS'
      EXPORTING
        iv_carrier_id    = 'XX'
        iv_connection_id = '0001'
        iv_flight_date   = '20250101'
      IMPORTING
        ev_seats_free    = lv_free.`,
);

/** Native SQL, which the runtime cannot execute: an internal error at that statement. */
const nativeSql = classRun('ZCL_TEST_NATIVE_SQL', `    out->write( 'before' ).
    EXEC SQL.
      COMMIT
    ENDEXEC.`);

/** Activated with a syntax error (no checks on this path): the class has no code to run. */
const syntaxError = classRun('ZCL_TEST_SYNTAX_ERROR', `    out->write( lv_not_declared ).`);

describe('work processes', () => {
  let dataDir: string;
  let system: EmbeddedSystem;
  let execution: Execution;

  beforeAll(async () => {
    dataDir = tempDir('abapdeck-wp-');
    system = openDemoSystemAt(dataDir);
    addExecutionFixtures(system, [endlessLoop, lifecycle, memoryHog, unhandledClassic, nativeSql, syntaxError, listReport, commitThenDump, rollbackWork, systemFields, brokenTests]);
    execution = openExecution(system, { poolSize: 1, maxRuntimeMillis: 1000, memoryLimitMb: 96 });
    await execution.ready();
  });
  afterAll(async () => {
    await execution.close();
    system.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs CLASS_SETUP once, SETUP and TEARDOWN around each test method, CLASS_TEARDOWN at the end', async () => {
    const result = await execution.unitTests(['zcl_test_lifecycle.clas.testclasses.abap'], caller);
    expect(result).toEqual({ success: 'X', test_count: 2, passed_count: 2, failed_count: 0, message: 'All 2 tests passed', errors: [] });
    // a second run starts in a fresh session: the class data log starts empty again
    expect((await execution.unitTests(['zcl_test_lifecycle.clas.abap'], caller)).success).toBe('X');
  });

  it('time a debugger holds the run does not count toward the maximum runtime', async () => {
    const started = Date.now();
    const onStart = () => {
      const member = execution.pool.processes()[0]!;
      member.clock!.pause();
      setTimeout(() => member.clock!.resume(), 1500).unref();
    };
    execution.pool.processes()[0]!.once('run-start', onStart);
    const outcome = await execution.classRun('ZCL_TEST_ENDLESS', caller);
    expect(outcome).toMatchObject({ kind: 'dump', dump: { ERROR: 'TIME_OUT' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
    await execution.pool.warm();
  });

  it('a run beyond the memory ceiling ends in TSV_TNEW_PAGE_ALLOC_FAILED', async () => {
    // a pool of its own: reaching the ceiling takes the garbage collector longer than the others' runtime
    const roomy = openExecution(system, { poolSize: 1, maxRuntimeMillis: 30_000, memoryLimitMb: 96 });
    try {
      const outcome = await roomy.classRun('ZCL_TEST_MEMORY', caller);
      expect(outcome).toMatchObject({ kind: 'dump', dump: { ERROR: 'TSV_TNEW_PAGE_ALLOC_FAILED', OBJECT: 'ZCL_TEST_MEMORY' } });
      if (outcome.kind === 'dump') expect(outcome.dump.ERROR_ANALYSIS).toContain('96 MB');
    } finally {
      await roomy.close();
    }
  }, 60_000);

  it('an unhandled classic exception of a function module ends in RAISE_EXCEPTION', async () => {
    const outcome = await execution.classRun('ZCL_TEST_CLASSIC', caller);
    expect(outcome).toMatchObject({ kind: 'dump', dump: { ERROR: 'RAISE_EXCEPTION', PROGRAM: 'SAPLZDEMO_FLIGHTS', OBJECT: 'ZDEMO_FLIGHTS' } });
    if (outcome.kind === 'dump') {
      expect(outcome.dump.ERROR_ANALYSIS).toContain('"FLIGHT_NOT_FOUND"');
      expect(outcome.dump.CALL_STACK.filter((f) => f.LEVEL > 0).map((f) => `${f.METHOD} ${f.INCLUDE}`)).toEqual([
        'Z_DEMO_GET_FREE_SEATS LZDEMO_FLIGHTSU02',
        'IF_OO_ADT_CLASSRUN~MAIN ZCL_TEST_CLASSIC==============CM001',
      ]);
    }
  });

  it('an object with syntax errors ends in SYNTAX_ERROR naming the problem', async () => {
    const outcome = await execution.classRun('ZCL_TEST_SYNTAX_ERROR', caller);
    expect(outcome).toMatchObject({ kind: 'dump', dump: { ERROR: 'SYNTAX_ERROR', PROGRAM: 'ZCL_TEST_SYNTAX_ERROR=========CP' } });
    if (outcome.kind === 'dump') expect(outcome.dump.ERROR_ANALYSIS).toMatch(/zcl_test_syntax_error\.clas\.abap:9 .*lv_not_declared/i);
  });

  it('a statement the runtime cannot execute ends in RUNT_INTERNAL_ERROR at that statement', async () => {
    const outcome = await execution.classRun('ZCL_TEST_NATIVE_SQL', caller);
    expect(outcome).toMatchObject({ kind: 'dump', dump: { ERROR: 'RUNT_INTERNAL_ERROR', SOURCE_FILE_LINE: 10, SOURCE_INCLUDE: 'ZCL_TEST_NATIVE_SQL===========CM001' } });
    if (outcome.kind === 'dump') expect(outcome.dump.ERROR_ANALYSIS).toContain('Internal error: EXEC SQL, not supported, transpiler');
  });

  it('a report runs in a fresh program each time', async () => {
    const first = await execution.programRun('ZDEMO_FLIGHT_LIST', caller);
    const second = await execution.programRun('ZDEMO_FLIGHT_LIST', caller);
    expect(first.kind).toBe('output');
    expect(second).toEqual({ ...first, millis: (second as { millis: number }).millis });
  });

  it('writes a list with output lengths, right-aligned numbers with their sign last, user formats, /, NEW-LINE, SKIP and ULINE', async () => {
    expect(await execution.programRun('ZTEST_LIST', caller)).toMatchObject({ kind: 'output', output: listReportOutput });
  });

  it('runs as the calling user in the calling client', async () => {
    expect(await execution.classRun('ZCL_TEST_SY', caller)).toMatchObject({ output: 'DEVELOPER 100 DEV\n' });
  });

  it('COMMIT WORK ends a unit of work: a later dump rolls back only what followed it', async () => {
    expect(await execution.classRun('ZCL_TEST_COMMIT_DUMP', caller)).toMatchObject({ kind: 'dump', dump: { ERROR: 'COMPUTE_INT_ZERODIVIDE' } });
    const data = new Database(join(dataDir, 'data.db'), { readonly: true });
    try {
      expect(data.prepare(`SELECT MANDT, NAME FROM ZDEMO_CARRIER WHERE CARRIER_ID IN ('KT', 'Q1') ORDER BY CARRIER_ID`).all()).toEqual([{ MANDT: '100', NAME: 'Committed name' }]);
    } finally {
      data.close();
    }
  });

  it('ROLLBACK WORK undoes the open unit of work; DELETE counts only the client’s rows', async () => {
    expect(await execution.classRun('ZCL_TEST_ROLLBACK', caller)).toMatchObject({ kind: 'output', output: 'Q2 rows\n0\nDeleted\n1\n' });
  });

  it('test classes that cannot be generated are an error of their class', async () => {
    const result = await execution.unitTests(['zcl_test_broken_tests.clas.testclasses.abap'], caller);
    expect(result).toMatchObject({ success: '', test_count: 0, message: 'Unit tests could not run (see errors)' });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ class_name: 'ZCL_TEST_BROKEN_TESTS', method_name: '', error_kind: 'ERROR' });
    expect(result.errors[0]!.error_text).toMatch(/^The test classes cannot be generated:\nzcl_test_broken_tests\.clas\.testclasses\.abap:8 .*lv_undeclared/i);
  });
});
