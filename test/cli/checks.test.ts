import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';

const demo = resolve(__dirname, '../../examples/demo-repo/src');

let service: TestService;
let cwd: string;

/** The demo repository's files in the project folder, one file edited. */
const edit = (path: string, from: string, to: string) => {
  const file = join(cwd, 'src', path);
  const text = readFileSync(join(demo, path), 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
};
const restore = (path: string) => cpSync(join(demo, path), join(cwd, 'src', path));

beforeAll(async () => {
  service = await startTestService({ demo: true });
  cwd = projectFolderFor(service);
  cpSync(demo, join(cwd, 'src'), { recursive: true });
}, 60_000);
afterAll(async () => {
  await service.stop();
  rmSync(cwd, { recursive: true, force: true });
});

describe('abapdeck syntax', () => {
  it('checks a class with all its companion files and passes the demo class', async () => {
    const run = await runCli(['syntax', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('CLAS ZCL_DEMO_FARE_CALCULATOR: Syntax check passed\nAll 1 object(s) passed syntax check\n');
    expect(run.stderr).toContain('Added src/core/zcl_demo_fare_calculator.clas.testclasses.abap');
  }, 30_000);

  it('reports an error in the local implementations as file:line, word and message, and exits 1', async () => {
    edit('core/zcl_demo_fare_calculator.clas.locals_imp.abap', 'ceil( iv_amount )', 'ceil( iv_amout )');
    try {
      const run = await runCli(['syntax', '--files', 'src/core/zcl_demo_fare_calculator.clas.testclasses.abap'], { cwd });
      expect(run.code).toBe(1);
      expect(run.stdout.split('\n')).toEqual([
        'src/core/zcl_demo_fare_calculator.clas.locals_imp.abap:7: error: iv_amout: "iv_amout" not found',
        'CLAS ZCL_DEMO_FARE_CALCULATOR: Syntax check failed with 1 error(s)',
        '1 of 1 object(s) have syntax errors',
        '',
      ]);
    } finally {
      restore('core/zcl_demo_fare_calculator.clas.locals_imp.abap');
    }
  });

  it('reports an error in the test classes in the test-class file', async () => {
    edit('core/zcl_demo_fare_calculator.clas.testclasses.abap', 'DATA lt_rules TYPE zif_demo_fare_calculator=>ty_fare_rules.', 'DATA lt_rules TYPE zif_demo_fare_calculator=>ty_fare_rulez.');
    try {
      const run = await runCli(['syntax', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap', '--json'], { cwd });
      expect(run.code).toBe(1);
      const result = JSON.parse(run.stdout);
      // --json prints the system's answer (the text output names the local file)
      expect(result.RESULTS[0].ERRORS).toEqual([expect.objectContaining({ INCLUDE: 'testclasses', LINE: 27 })]);
      expect(run.stderr).toBe('');
    } finally {
      restore('core/zcl_demo_fare_calculator.clas.testclasses.abap');
    }
  });

  it("checks an include program inside its parent and maps the error to the include's line", async () => {
    edit('tools/zdemo_flight_list_f01.prog.abap', '  ULINE.\n', '  ULINE.\n  lv_nope = 1.\n');
    try {
      const run = await runCli(['syntax', '--files', 'src/tools/zdemo_flight_list_f01.prog.abap'], { cwd });
      expect(run.code).toBe(1);
      const lines = readFileSync(join(cwd, 'src/tools/zdemo_flight_list_f01.prog.abap'), 'utf8').split('\n');
      const line = lines.indexOf('  lv_nope = 1.') + 1;
      expect(run.stdout).toContain(`src/tools/zdemo_flight_list_f01.prog.abap:${line}: error: lv_nope: "lv_nope" not found\n`);
      expect(run.stdout).toContain('PROG ZDEMO_FLIGHT_LIST (with include ZDEMO_FLIGHT_LIST_F01): Syntax check failed with 1 error(s)');
      expect(run.stderr).toContain('Checking src/tools/zdemo_flight_list_f01.prog.abap inside src/tools/zdemo_flight_list.prog.abap');
    } finally {
      restore('tools/zdemo_flight_list_f01.prog.abap');
    }
    const clean = await runCli(['syntax', '--files', 'src/tools/zdemo_flight_list_f01.prog.abap'], { cwd });
    expect(clean.code).toBe(0);
  });

  it('checks an enhancement implementation inside the class it enhances and reports its file and line', async () => {
    const file = join(cwd, 'src', 'core', 'zenh_fare.enho.1a2b3c4d.abap');
    const hook = (line: string) => `"Name: \\TY:ZCL_DEMO_FARE_CALCULATOR\\ME:SURCHARGE\\SE:END\\EI\nENHANCEMENT 0 ZENH_FARE.\n${line}\nENDENHANCEMENT.\n`;
    try {
      writeFileSync(file, hook('  rv_surcharge = rv_surcharge + 1.'));
      expect(await runCli(['syntax', '--files', 'src/core/zenh_fare.enho.1a2b3c4d.abap'], { cwd })).toMatchObject({
        code: 0,
        stdout: 'ENHO ZENH_FARE: Syntax check passed\nAll 1 object(s) passed syntax check\n',
      });
      writeFileSync(file, hook('  rv_surcharge = rv_surchage + 1.'));
      const failed = await runCli(['syntax', '--files', 'src/core/zenh_fare.enho.1a2b3c4d.abap'], { cwd });
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain('src/core/zenh_fare.enho.1a2b3c4d.abap:3: error: rv_surchage');
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('checks every module and include of a function group and reports the file', async () => {
    edit('tools/zdemo_flights.fugr.z_demo_format_route.abap', '{ iv_airport_to }', '{ iv_airport_too }');
    edit('tools/zdemo_flights.fugr.lzdemo_flightstop.abap', '* INCLUDE LZDEMO_FLIGHTSD...', 'DATA gv_broken TYPE zno_such_type.');
    try {
      const run = await runCli(['syntax', '--files', 'src/tools/zdemo_flights.fugr.xml'], { cwd });
      expect(run.code).toBe(1);
      expect(run.stdout.split('\n')).toEqual([
        'src/tools/zdemo_flights.fugr.lzdemo_flightstop.abap:3: error: gv_broken: Variable "GV_BROKEN" contains unknown: ZNO_SUCH_TYPE not found',
        'FUGR ZDEMO_FLIGHTS (LZDEMO_FLIGHTSTOP): Syntax check failed with 1 error(s)',
        'src/tools/zdemo_flights.fugr.z_demo_format_route.abap:11: error: iv_airport_too: "iv_airport_too" not found',
        'FUGR ZDEMO_FLIGHTS (Z_DEMO_FORMAT_ROUTE): Syntax check failed with 1 error(s)',
        'FUGR ZDEMO_FLIGHTS (Z_DEMO_GET_FREE_SEATS): Syntax check passed',
        '2 of 3 object(s) have syntax errors',
        '',
      ]);
    } finally {
      restore('tools/zdemo_flights.fugr.z_demo_format_route.abap');
      restore('tools/zdemo_flights.fugr.lzdemo_flightstop.abap');
    }
  });

  it('checks as ABAP for Cloud Development with --cloud', async () => {
    edit('core/zcl_demo_fare_calculator.clas.abap', '    rt_rules = mt_rules.\n', "    rt_rules = mt_rules.\n    WRITE / 'classic list'.\n");
    try {
      const standard = await runCli(['syntax', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap'], { cwd });
      expect(standard.code).toBe(0);
      const cloud = await runCli(['syntax', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap', '--cloud'], { cwd });
      expect(cloud.code).toBe(1);
      expect(cloud.stdout).toMatch(/^src\/core\/zcl_demo_fare_calculator\.clas\.abap:75: error: /);
    } finally {
      restore('core/zcl_demo_fare_calculator.clas.abap');
    }
  });

  it('passes on the service result for a type the service does not check', async () => {
    const run = await runCli(['syntax', '--files', 'src/data/zdemo_carrier.tabl.xml'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("TABL ZDEMO_CARRIER: Unsupported object type: TABL. Use 'pull' command instead.");
  });

  it.each([
    [['syntax'], 'Error: --files parameter required'],
    [['syntax', '--files', 'src/core/zcl_nowhere.clas.abap'], 'Error: File not found: src/core/zcl_nowhere.clas.abap'],
    [['syntax', '--files', 'src/core/zif_demo_fare_calculator.intf.abap,.abapGitAgent'], 'Error: Invalid file format: .abapGitAgent'],
    [['inspect', '--files', ''], 'Error: --files parameter required'],
    [['inspect', '--files', 'src/core/zcl_nowhere.clas.abap'], 'Error: File not found: src/core/zcl_nowhere.clas.abap'],
  ])('refuses %j with the spec text and exit code 2', async (args, message) => {
    const run = await runCli(args, { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(message);
  });
});

describe('abapdeck inspect', () => {
  it('prints the findings per object with method, include and line; warnings alone exit 0', async () => {
    const run = await runCli(['inspect', '--files', 'src/core/zcl_demo_booking_service.clas.abap,src/tools/zdemo_flight_list.prog.abap', '--variant', 'DEFAULT'], { cwd });
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/^CLAS ZCL_DEMO_BOOKING_SERVICE: 0 error\(s\), \d+ warning\(s\), \d+ info\(s\)$/);
    expect(lines).toContain('  W  GET_BOOKING        ZCL_DEMO_BOOKING_SERVICE======CM002:2   Escape SQL host variables');
    expect(lines).toContain('PROG ZDEMO_FLIGHT_LIST: 0 error(s), 0 warning(s), 0 info(s)');
    expect(lines.at(-2)).toMatch(/^Inspected 2 object\(s\) with variant DEFAULT: 0 with errors, \d+ warning\(s\)$/);
  });

  it('prints the array of results with --json and exits 1 for an unknown variant', async () => {
    const run = await runCli(['inspect', '--files', 'src/core/zcl_demo_booking_service.clas.abap', '--variant', 'nope', '--json'], { cwd });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ SUCCESS: '', OBJECT_TYPE: 'VARIANT', OBJECT_NAME: 'NOPE' })]);
  });

  it('exits 1 when an object is not active in the system', async () => {
    writeFileSync(join(cwd, 'src/zcl_not_pulled.clas.abap'), 'CLASS zcl_not_pulled DEFINITION PUBLIC. ENDCLASS.\n');
    const run = await runCli(['inspect', '--files', 'src/zcl_not_pulled.clas.abap'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('CLAS ZCL_NOT_PULLED: 1 error(s)');
    rmSync(join(cwd, 'src/zcl_not_pulled.clas.abap'));
  });
});

describe('abapdeck where', () => {
  it('prints the references of each object as a table', async () => {
    const run = await runCli(['where', '--objects', 'zdemo_flight_list_f01'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'ZDEMO_FLIGHT_LIST_F01 (Program): 3 reference(s)',
        '  TYPE  OBJECT             INCLUDE            LINE  PACKAGE',
        '  PROG  ZDEMO_FLIGHT_LIST  ZDEMO_FLIGHT_LIST  10    ZDEMO_TOOLS',
        '  PROG  ZDEMO_FLIGHT_LIST  ZDEMO_FLIGHT_LIST  13    ZDEMO_TOOLS',
        '  PROG  ZDEMO_FLIGHT_LIST  ZDEMO_FLIGHT_LIST  14    ZDEMO_TOOLS',
        '1 object(s), 3 reference(s)',
        '',
      ].join('\n'),
    );
  });

  it('passes --type and --limit, prints JSON with --json, and exits 1 for an object not found', async () => {
    const run = await runCli(['where', '--objects', 'ZIF_DEMO_FARE_CALCULATOR,ZCL_NOWHERE', '--type', 'intf', '--limit', '2', '--json'], { cwd });
    expect(run.code).toBe(1);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ SUCCESS: true, COMMAND: 'WHERE' });
    expect(result.OBJECTS[0]).toMatchObject({ NAME: 'ZIF_DEMO_FARE_CALCULATOR', TYPE: 'INTF', COUNT: 2 });
    expect(result.OBJECTS[0].REFERENCES).toHaveLength(2);
    expect(result.OBJECTS[1]).toMatchObject({ NAME: 'ZCL_NOWHERE', NOT_FOUND: true });
  });

  it('says when more pages exist and reads the next one with --offset', async () => {
    const first = await runCli(['where', '--objects', 'ZIF_DEMO_FARE_CALCULATOR', '--limit', '2'], { cwd });
    expect(first.code).toBe(0);
    const total = Number(/(\d+) reference\(s\)\n/.exec(first.stdout.split('\n').slice(-4).join('\n'))![1]);
    expect(first.stdout).toContain(`Showing references 1-2 of ${total}; the next page: --offset 2\n`);
    const second = await runCli(['where', '--objects', 'ZIF_DEMO_FARE_CALCULATOR', '--limit', '2', '--offset', '2'], { cwd });
    expect(second.stdout).toContain(`Showing references 3-4 of ${total}`);
    const json = JSON.parse((await runCli(['where', '--objects', 'ZIF_DEMO_FARE_CALCULATOR', '--limit', '2', '--offset', '2', '--json'], { cwd })).stdout);
    expect(json.PAGINATION).toEqual({ LIMIT: 2, OFFSET: 2, TOTAL: total, HAS_MORE: total > 4, NEXT_OFFSET: total > 4 ? 4 : 0 });
  });

  it('refuses a limit outside 1 to 500 and a negative offset with exit 2', async () => {
    for (const args of [['--limit', '0'], ['--limit', '501'], ['--offset=-1']]) {
      const run = await runCli(['where', '--objects', 'ZIF_DEMO_FARE_CALCULATOR', ...args], { cwd });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/--limit must be from 1 to 500|--offset must not be negative/);
    }
  });

  it('exits 2 without --objects', async () => {
    const run = await runCli(['where'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--objects is required');
  });
});
