import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';
import { demoClassRunOutput, demoFlightList } from '../system/execution/fixtures.js';
import type { NewDump } from '../../src/system/dumps/index.js';

let service: TestService;
let cwd: string;

/** A dump of user DSTTEST at an instant, for the time-window tests. */
function dumpAt(iso: string, program: string): NewDump {
  return {
    at: new Date(iso),
    client: '100',
    user: 'DSTTEST',
    program,
    object: program,
    error: 'UNCAUGHT_EXCEPTION',
    exception: 'ZCX_TEST',
    package: '',
    host: 'testhost',
    whatHappened: 'test',
    errorAnalysis: 'test',
    sourceLine: 1,
    sourceInclude: program,
    callStack: [],
    sourceFile: '',
    sourceFileLine: 0,
  };
}

beforeAll(async () => {
  service = await startTestService({ demo: true, execution: { poolSize: 1 } });
  cwd = projectFolderFor(service);
  // around the changes of Europe/Berlin: 2025-03-30 02:00 CET → 03:00 CEST, 2025-10-26 03:00 CEST → 02:00 CET
  for (const [iso, program] of [
    ['2025-03-29T22:59:59Z', 'ZBEFORE_MARCH_30'],
    ['2025-03-29T23:00:00Z', 'ZMARCH_30_MIDNIGHT'],
    ['2025-03-30T00:59:00Z', 'ZMARCH_30_0159_CET'],
    ['2025-03-30T01:00:00Z', 'ZMARCH_30_0300_CEST'],
    ['2025-03-30T21:59:59Z', 'ZMARCH_30_LAST_SECOND'],
    ['2025-03-30T22:00:00Z', 'ZMARCH_31_MIDNIGHT'],
    ['2025-10-26T00:30:00Z', 'ZOCT_26_0230_CEST'],
    ['2025-10-26T01:30:00Z', 'ZOCT_26_0230_CET'],
  ] as const) {
    service.execution.dumps.write(dumpAt(iso, program));
  }
  await service.execution.ready();
});
afterAll(async () => {
  await service.stop();
  rmSync(cwd, { recursive: true, force: true });
});

describe('abapdeck run', () => {
  it('prints the output of a class run', async () => {
    const run = await runCli(['run', '--class', 'zcl_demo_classrun'], { cwd });
    expect(run).toMatchObject({ code: 0, stdout: demoClassRunOutput, stderr: '' });
  });

  it('prints the list of a report', async () => {
    const run = await runCli(['run', '--program', 'ZDEMO_FLIGHT_LIST'], { cwd });
    expect(run).toMatchObject({ code: 0, stdout: demoFlightList });
  });

  it('answers the spec’s run result with --json', async () => {
    const run = await runCli(['run', '--class', 'ZCL_DEMO_CLASSRUN', '--json'], { cwd });
    expect(JSON.parse(run.stdout)).toEqual({ success: true, class: 'ZCL_DEMO_CLASSRUN', output: demoClassRunOutput });
  });

  it('needs exactly one of --class and --program', async () => {
    expect((await runCli(['run'], { cwd })).code).toBe(2);
    const both = await runCli(['run', '--class', 'A', '--program', 'B'], { cwd });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('give exactly one of --class or --program');
  });

  it('reports a runtime error and where to look, exit 1', async () => {
    const run = await runCli(['run', '--class', 'ZCL_DEMO_DUMP'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Error: Runtime error COMPUTE_INT_ZERODIVIDE \(short dump [^)]+\)\nThe program ended in a runtime error; see: abapdeck dump --detail 1\n$/);
    const json = JSON.parse((await runCli(['run', '--class', 'ZCL_NOT_THERE', '--json'], { cwd })).stdout);
    expect(json).toEqual({ success: false, class: 'ZCL_NOT_THERE', output: '', error: 'Object not found: ZCL_NOT_THERE' });
  });

  it('refuses when the project disables run, with the reason', async () => {
    const project = projectFolderFor(service);
    writeFileSync(join(project, '.abapgit-agent.json'), JSON.stringify({ safeguards: { disableRun: true, reason: 'Runs change shared data' } }));
    const run = await runCli(['run', '--class', 'ZCL_DEMO_CLASSRUN'], { cwd: project });
    expect(run.code).toBe(4);
    expect(run.stderr).toBe(
      'Error: run command is disabled for this project\nReason: Runs change shared data\nPlease contact the project maintainer to enable it.\n',
    );
    rmSync(project, { recursive: true, force: true });
  });
});

describe('abapdeck unit', () => {
  it('prints the failing methods per test class and the summary, exit 1', async () => {
    const run = await runCli(['unit', '--files', 'src/tools/zcl_demo_failing_tests.clas.testclasses.abap'], { cwd });
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('LTCL_OUTCOMES');
    expect(lines[1]).toBe('  TEST_FAILS   FAILURE  Deliberate failure: expected 40 free seats (expected: 40, actual: 30) at zcl_demo_failing_tests.clas.testclasses.abap line 26');
    expect(lines[2]).toMatch(/^ {2}TEST_ERRORS {2}ERROR {4}CX_SY_ZERODIVIDE: .+ at zcl_demo_failing_tests\.clas\.abap line 30 /);
    expect(lines.slice(3)).toEqual(['', '2 of 3 tests failed (1 passed, 2 failed)', '']);
  });

  it('passes with exit 0, and prints the spec’s result with --json', async () => {
    const run = await runCli(['unit', '--files', 'zcl_demo_fare_calculator.clas.abap'], { cwd });
    expect(run).toMatchObject({ code: 0, stdout: 'All 5 tests passed\n' });
    const json = JSON.parse((await runCli(['unit', '--files', 'zcl_demo_fare_calculator.clas.testclasses.abap', '--json'], { cwd })).stdout);
    expect(json).toEqual({ SUCCESS: 'X', TEST_COUNT: 5, PASSED_COUNT: 5, FAILED_COUNT: 0, MESSAGE: 'All 5 tests passed', ERRORS: [] });
  });

  it('needs --files', async () => {
    const run = await runCli(['unit'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Error: --files parameter required');
  });
});

describe('abapdeck dump', () => {
  it('lists the dumps of the last 7 days and shows one in detail with source and active calls', async () => {
    await runCli(['run', '--class', 'ZCL_DEMO_DUMP'], { cwd });
    const list = await runCli(['dump', '--program', 'zcl_demo_dump', '--timezone', 'UTC'], { cwd });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^#\s+DATE\s+TIME\s+USER\s+PROGRAM\s+ERROR\s+EXCEPTION\n1\s+\d{4}-\d{2}-\d{2}\s+\d{2}:\d{2}:\d{2}\s+DEVELOPER\s+ZCL_DEMO_DUMP=================CP\s+COMPUTE_INT_ZERODIVIDE\s+CX_SY_ZERODIVIDE\n/);
    expect(list.stdout).toContain('short dump(s) found; times in UTC\n');
    const detail = await runCli(['dump', '--program', 'ZCL_DEMO_DUMP', '--detail', '1'], { cwd });
    expect(detail.code).toBe(0);
    expect(detail.stdout).toContain('Runtime error  COMPUTE_INT_ZERODIVIDE  (exception CX_SY_ZERODIVIDE)\n');
    expect(detail.stdout).toContain('Terminated in  ZCL_DEMO_DUMP=================CM001 line 2 (zcl_demo_dump.clas.abap:50)\n');
    expect(detail.stdout).toContain(
      'Source code extract (ZCL_DEMO_DUMP=================CM001)\n     1|  METHOD load_factor.\n >>>>>|    rv_percent = iv_seats_occupied * 100 / iv_seats_max.\n     3|  ENDMETHOD.\n',
    );
    expect(detail.stdout).toMatch(/Active calls\n {2}LEVEL +CLASS +METHOD +INCLUDE +LINE\n {2}3 +ZCL_DEMO_DUMP +LOAD_FACTOR +ZCL_DEMO_DUMP=+CM001 +2\n {2}2 +ZCL_DEMO_DUMP +REPORT_LOAD +ZCL_DEMO_DUMP=+CM002 +4\n {2}1 +ZCL_DEMO_DUMP +IF_OO_ADT_CLASSRUN~MAIN +ZCL_DEMO_DUMP=+CM003 +15\n$/);
  });

  it('prints the system’s answer with --json, and local times with a TIMEZONE when --timezone asks for them', async () => {
    const answered = JSON.parse((await runCli(['dump', '--user', 'dsttest', '--date', '2025-03-30', '--json'], { cwd })).stdout);
    expect(answered.SUCCESS).toBe(true);
    expect(answered.TIMEZONE).toBeUndefined();
    expect(answered.DUMPS.length).toBeGreaterThan(0);
    const zoned = JSON.parse((await runCli(['dump', '--user', 'dsttest', '--date', '2025-03-30', '--timezone', 'UTC', '--json'], { cwd })).stdout);
    expect(zoned.TIMEZONE).toBe('UTC');
  });

  it('answers the spec’s text for a row beyond the list', async () => {
    const run = await runCli(['dump', '--user', 'dsttest', '--date', '2025-03-30', '--timezone', 'Europe/Berlin', '--detail', '9'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Error: Row number 9 not found in results (found 4 dump(s))\n');
  });

  it('filters a local date across the spring-forward change in Europe/Berlin (23 hours)', async () => {
    const run = await runCli(['dump', '--user', 'DSTTEST', '--date', '2025-03-30', '--timezone', 'Europe/Berlin', '--json'], { cwd });
    const json = JSON.parse(run.stdout);
    expect(json.DUMPS.map((d: { PROGRAM: string; DATE: string; TIME: string }) => `${d.PROGRAM} ${d.DATE} ${d.TIME}`)).toEqual([
      'ZMARCH_30_LAST_SECOND 2025-03-30 23:59:59',
      'ZMARCH_30_0300_CEST 2025-03-30 03:00:00',
      'ZMARCH_30_0159_CET 2025-03-30 01:59:00',
      'ZMARCH_30_MIDNIGHT 2025-03-30 00:00:00',
    ]);
    expect(json.TIMEZONE).toBe('Europe/Berlin');
  });

  it('a time in the skipped hour starts where the clocks jumped to', async () => {
    const run = await runCli(['dump', '--user', 'DSTTEST', '--date', '2025-03-30', '--time', '02:30..03:00', '--timezone', 'Europe/Berlin', '--json'], { cwd });
    expect(JSON.parse(run.stdout).DUMPS.map((d: { PROGRAM: string }) => d.PROGRAM)).toEqual(['ZMARCH_30_0300_CEST']);
  });

  it('a time in the repeated hour of the fall-back change finds both occurrences', async () => {
    const run = await runCli(['dump', '--user', 'DSTTEST', '--date', '2025-10-26', '--time', '02:30..02:30', '--timezone', 'Europe/Berlin'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^#\s+DATE.*\n1\s+2025-10-26\s+02:30:00\s+DSTTEST\s+ZOCT_26_0230_CET\s.*\n2\s+2025-10-26\s+02:30:00\s+DSTTEST\s+ZOCT_26_0230_CEST\s/);
    const utc = await runCli(['dump', '--user', 'DSTTEST', '--date', '2025-10-26', '--timezone', 'UTC', '--json'], { cwd });
    expect(JSON.parse(utc.stdout).DUMPS.map((d: { TIME: string }) => d.TIME)).toEqual(['01:30:00', '00:30:00']);
  });

  it('checks its flags', async () => {
    expect((await runCli(['dump', '--date', '30.03.2025'], { cwd })).stderr).toContain("--date must be TODAY, YESTERDAY, YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD, got '30.03.2025'");
    expect((await runCli(['dump', '--timezone', 'Mars/Olympus'], { cwd })).code).toBe(2);
    expect((await runCli(['dump', '--time', '25:00'], { cwd })).code).toBe(2);
  });
});
