/**
 * Quality gates for CI (issue 22), end to end through the built CLI against a real service: JUnit
 * reports of unit and inspect, checkstyle of syntax, inspect and lint, the project's inspect policy,
 * the variant list, and lint with and without abaplint.json. Every report is checked by parsing it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';

const demo = resolve(__dirname, '../../examples/demo-repo/src');

const parser = (repeated: string[]) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => repeated.includes(name) });
const parseJUnit = (xml: string) => parser(['testsuite', 'testcase']).parse(xml);
const parseCheckstyle = (xml: string) => parser(['file', 'error']).parse(xml);
/** --json prints the system's answer in the route's key spelling: read it in lower case. */
const lower = (value: unknown): any =>
  Array.isArray(value)
    ? value.map(lower)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key.toLowerCase(), lower(item)]))
      : value;
const json = (stdout: string) => lower(JSON.parse(stdout));

let service: TestService;
let cwd: string;

const project = (config: unknown) => writeFileSync(join(cwd, '.abapgit-agent.json'), JSON.stringify(config));
const edit = (path: string, from: string, to: string) => {
  const text = readFileSync(join(demo, path), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(cwd, 'src', path), text.replace(from, to));
};
const restore = (path: string) => cpSync(join(demo, path), join(cwd, 'src', path));
const lineOf = (path: string, text: string) => readFileSync(join(cwd, 'src', path), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1;

beforeAll(async () => {
  service = await startTestService({ demo: true });
  cwd = projectFolderFor(service);
  cpSync(demo, join(cwd, 'src'), { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd });
}, 60_000);
afterAll(async () => {
  await service.stop();
  rmSync(cwd, { recursive: true, force: true });
});
afterEach(() => rmSync(join(cwd, '.abapgit-agent.json'), { force: true }));

describe('syntax --format checkstyle', () => {
  it('prints checkstyle XML with the repository paths of every checked file and the error at its line', async () => {
    edit('core/zcl_demo_fare_calculator.clas.locals_imp.abap', 'ceil( iv_amount )', 'ceil( iv_amout )');
    try {
      const run = await runCli(['syntax', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap', '--format', 'checkstyle'], { cwd });
      expect(run.code).toBe(1);
      const files = parseCheckstyle(run.stdout).checkstyle.file as Array<{ name: string; error?: Array<Record<string, string>> }>;
      expect(files.map((file) => file.name)).toEqual([
        'src/core/zcl_demo_fare_calculator.clas.abap',
        'src/core/zcl_demo_fare_calculator.clas.locals_def.abap',
        'src/core/zcl_demo_fare_calculator.clas.locals_imp.abap',
        'src/core/zcl_demo_fare_calculator.clas.testclasses.abap',
      ]);
      expect(files[2]!.error).toEqual([{ line: '7', severity: 'error', message: '"iv_amout" not found', source: 'abapdeck.syntax' }]);
      expect(files.filter((file) => file.error).length).toBe(1);
    } finally {
      restore('core/zcl_demo_fare_calculator.clas.locals_imp.abap');
    }
  });

  it('names files from the repository root when run in a subfolder', async () => {
    // the subfolder has no credentials file of its own: the test service is named by the environment
    const env = {
      ABAP_HOST: '127.0.0.1',
      ABAP_PORT: new URL(service.url).port,
      ABAP_PROTOCOL: 'http',
      ABAP_CLIENT: '100',
      ABAP_USER: 'DEVELOPER',
      ABAP_PASSWORD: testPasswords.DEVELOPER,
    };
    const run = await runCli(['syntax', '--files', 'zif_demo_fare_calculator.intf.abap', '--format', 'checkstyle'], { cwd: join(cwd, 'src/core'), env });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(parseCheckstyle(run.stdout).checkstyle.file).toEqual([{ name: 'src/core/zif_demo_fare_calculator.intf.abap' }]);
  });

  it('refuses an unknown format, and --format checkstyle with --json, with exit code 2', async () => {
    const unknown = await runCli(['syntax', '--files', 'src/core/zif_demo_fare_calculator.intf.abap', '--format', 'xml'], { cwd });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe("Error: --format must be text, checkstyle or quickfix, got 'xml'");
    const both = await runCli(['syntax', '--files', 'src/core/zif_demo_fare_calculator.intf.abap', '--format', 'checkstyle', '--json'], { cwd });
    expect(both.code).toBe(2);
    expect(JSON.parse(both.stdout)).toEqual({ success: false, error: '--json and --format checkstyle exclude each other' });
  });
});

describe('inspect reports', () => {
  const files = 'src/core/zcl_demo_booking_service.clas.abap,src/tools/zdemo_flight_list.prog.abap';

  it('--format checkstyle places each finding at its line of the class file', async () => {
    const run = await runCli(['inspect', '--files', files, '--variant', 'DEFAULT', '--format', 'checkstyle'], { cwd });
    expect(run.code).toBe(0);
    const checkstyle = parseCheckstyle(run.stdout).checkstyle.file as Array<{ name: string; error?: Array<Record<string, string>> }>;
    expect(checkstyle.map((file) => file.name)).toEqual(['src/core/zcl_demo_booking_service.clas.abap', 'src/tools/zdemo_flight_list.prog.abap']);
    const modify = lineOf('core/zcl_demo_booking_service.clas.abap', 'MODIFY zdemo_booking FROM rs_booking.');
    expect(checkstyle[0]!.error).toContainEqual({ line: String(modify), severity: 'warning', message: 'Escape SQL host variables', source: 'abapdeck.inspect' });
    expect(checkstyle[0]!.error!.every((error) => error.severity === 'warning')).toBe(true);
  });

  it('--junit-output writes a testsuite per object and a testcase per finding, and leaves stdout and --json as they were', async () => {
    const plain = await runCli(['inspect', '--files', files, '--variant', 'DEFAULT', '--json'], { cwd });
    const reported = await runCli(['inspect', '--files', files, '--variant', 'DEFAULT', '--json', '--junit-output', 'reports/inspect.xml'], { cwd });
    expect(reported.code).toBe(0);
    expect(reported.stdout).toBe(plain.stdout);
    const results = json(plain.stdout) as Array<{ object_name: string; warnings: unknown[]; infos: unknown[] }>;
    const junit = parseJUnit(readFileSync(join(cwd, 'reports/inspect.xml'), 'utf8')).testsuites;
    expect(junit).toMatchObject({ name: 'abapdeck inspect (variant DEFAULT)', failures: '0', errors: '0' });
    expect(Number(junit.time)).toBeGreaterThan(0);
    expect(junit.testsuite.map((suite: { name: string }) => suite.name)).toEqual(['CLAS ZCL_DEMO_BOOKING_SERVICE', 'PROG ZDEMO_FLIGHT_LIST']);
    const booking = junit.testsuite[0];
    expect(Number(booking.tests)).toBe(results[0]!.warnings.length + results[0]!.infos.length);
    expect(booking.testcase).toContainEqual(expect.objectContaining({ name: 'GET_BOOKING line 2: Escape SQL host variables', classname: 'ZCL_DEMO_BOOKING_SERVICE' }));
    expect(junit.testsuite[1].testcase).toEqual([{ name: 'no findings', classname: 'ZDEMO_FLIGHT_LIST' }]);
  });

  it('an error of an object is a JUnit failure and exits 1', async () => {
    writeFileSync(join(cwd, 'src/zcl_not_pulled.clas.abap'), 'CLASS zcl_not_pulled DEFINITION PUBLIC. ENDCLASS.\n');
    try {
      const run = await runCli(['inspect', '--files', 'src/zcl_not_pulled.clas.abap', '--junit-output', 'reports/failing.xml'], { cwd });
      expect(run.code).toBe(1);
      const suite = parseJUnit(readFileSync(join(cwd, 'reports/failing.xml'), 'utf8')).testsuites.testsuite[0];
      expect(suite).toMatchObject({ name: 'CLAS ZCL_NOT_PULLED', tests: '1', failures: '1' });
      expect(suite.testcase[0].failure.message).toBe('Object CLAS ZCL_NOT_PULLED is not active in the system');
    } finally {
      rmSync(join(cwd, 'src/zcl_not_pulled.clas.abap'));
    }
  });

  it.each([
    ['a path below a file', '.abapGitAgent/inspect.xml', 'Error: Cannot write the report to .abapGitAgent/inspect.xml: .abapGitAgent is not a folder'],
    ['a folder', 'src', 'Error: Cannot write the report to src: it is a folder'],
  ])('refuses to write the report to %s with exit code 2, before inspecting', async (_label, target, message) => {
    const run = await runCli(['inspect', '--files', files, '--junit-output', target], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(message);
    expect(run.stdout).toBe('');
  });
});

describe('inspect policy of the project configuration', () => {
  const files = 'src/core/zcl_demo_booking_service.clas.abap,src/tools/zdemo_flight_list.prog.abap';

  it('uses inspect.variant without --variant, and --variant over it', async () => {
    project({ inspect: { variant: 'DEFAULT' } });
    const configured = await runCli(['inspect', '--files', files], { cwd });
    expect(configured.code).toBe(0);
    expect(configured.stdout).toContain('W  GET_BOOKING');
    expect(configured.stdout.split('\n').at(-2)).toMatch(/^Inspected 2 object\(s\) with variant DEFAULT: /);
    const overridden = await runCli(['inspect', '--files', files, '--variant', 'SYNTAX_CHECK'], { cwd });
    expect(overridden.stdout).not.toContain('GET_BOOKING');
    expect(overridden.stdout.split('\n').at(-2)).toMatch(/^Inspected 2 object\(s\) with variant SYNTAX_CHECK: 0 with errors, 0 warning\(s\)$/);
  });

  it('skips excluded objects: not sent, named in the text, skipped in JUnit', async () => {
    project({ inspect: { variant: 'DEFAULT', exclude: ['zdemo_flight_*'] } });
    const answered = await runCli(['inspect', '--files', files, '--json'], { cwd });
    expect(json(answered.stdout).map((result: { object_name: string }) => result.object_name)).toEqual(['ZCL_DEMO_BOOKING_SERVICE']);
    const text = await runCli(['inspect', '--files', files, '--junit-output', 'reports/excluded.xml'], { cwd });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Not inspected (inspect.exclude of .abapgit-agent.json): PROG ZDEMO_FLIGHT_LIST\n');
    const suites = parseJUnit(readFileSync(join(cwd, 'reports/excluded.xml'), 'utf8')).testsuites.testsuite;
    expect(suites[1]).toMatchObject({ name: 'PROG ZDEMO_FLIGHT_LIST', skipped: '1' });
  });

  it('an object whose every file is excluded is not inspected and passes', async () => {
    project({ inspect: { exclude: ['*'] } });
    const run = await runCli(['inspect', '--files', files], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Inspected 0 object(s)');
  });

  it('turns suppressed findings into [suppressed] infos that do not fail', async () => {
    writeFileSync(join(cwd, 'src/zcl_not_pulled.clas.abap'), 'CLASS zcl_not_pulled DEFINITION PUBLIC. ENDCLASS.\n');
    try {
      project({
        inspect: {
          variant: 'DEFAULT',
          suppress: [
            { object: 'ZCL_NOT_*', message: '*is not active in the system' },
            { object: 'zcl_demo_booking_service', message: 'escape sql host variables' },
          ],
        },
      });
      const run = await runCli(['inspect', '--files', `${files},src/zcl_not_pulled.clas.abap`, '--json'], { cwd });
      expect(run.code).toBe(0);
      const [booking, , notPulled] = json(run.stdout);
      expect(booking.warnings.some((w: { message: string }) => w.message.includes('Escape SQL'))).toBe(false);
      expect(booking.infos).toContainEqual(expect.objectContaining({ message: '[suppressed] Escape SQL host variables', method_name: 'GET_BOOKING' }));
      expect(notPulled).toMatchObject({ success: 'X', error_count: 0, errors: [] });
      expect(notPulled.infos[0].message).toBe('[suppressed] Object CLAS ZCL_NOT_PULLED is not active in the system');
      const text = await runCli(['inspect', '--files', 'src/zcl_not_pulled.clas.abap'], { cwd });
      expect(text.code).toBe(0);
      expect(text.stdout).toContain('CLAS ZCL_NOT_PULLED: 0 error(s), 0 warning(s), 1 info(s)\n');
      expect(text.stdout).toMatch(/^ {2}I .*\[suppressed\] Object CLAS ZCL_NOT_PULLED is not active in the system$/m);
    } finally {
      rmSync(join(cwd, 'src/zcl_not_pulled.clas.abap'));
    }
  });
});

describe('inspect --list-variants', () => {
  it('lists the variants with what each checks; --json gives the same as data', async () => {
    const text = await runCli(['inspect', '--list-variants'], { cwd });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('EMPTY (default)  Standard checks\n');
    expect(text.stdout).toMatch(/DEFAULT {2}Curated checks\n(.*\n)* {2}W {2}sql_escape_host_variables +Escape SQL host variables\n/);
    const list = json((await runCli(['inspect', '--list-variants', '--json'], { cwd })).stdout);
    expect(list).toMatchObject({ success: true, command: 'INSPECT_VARIANTS', default_variant: 'EMPTY' });
    expect(list.variants.map((variant: { name: string }) => variant.name)).toEqual(['SYNTAX_CHECK', 'EMPTY', 'DEFAULT']);
    expect(list.variants[2].checks).toContainEqual({ rule: 'check_subrc', severity: 'W', title: 'Check sy-subrc', syntax: false });
  });

  it('refuses --files with --list-variants', async () => {
    const run = await runCli(['inspect', '--list-variants', '--files', 'src/core/zcl_demo_booking_service.clas.abap'], { cwd });
    expect(run.code).toBe(2);
  });
});

describe('unit --junit-output', () => {
  it('writes every test method of the local test classes, failures and errors at theirs, exit 1', async () => {
    const run = await runCli(['unit', '--files', 'src/tools/zcl_demo_failing_tests.clas.testclasses.abap', '--junit-output', 'reports/unit.xml'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n').at(-2)).toBe('2 of 3 tests failed (1 passed, 2 failed)');
    const junit = parseJUnit(readFileSync(join(cwd, 'reports/unit.xml'), 'utf8')).testsuites;
    expect(junit).toMatchObject({ name: 'abapdeck unit', tests: '3', failures: '1', errors: '1' });
    expect(Number(junit.time)).toBeGreaterThan(0);
    const [suite] = junit.testsuite;
    expect(suite).toMatchObject({ name: 'ZCL_DEMO_FAILING_TESTS', tests: '3', failures: '1', errors: '1', skipped: '0' });
    expect(suite.testcase.map((c: { name: string; classname: string }) => `${c.classname} ${c.name}`)).toEqual([
      'ZCL_DEMO_FAILING_TESTS.LTCL_OUTCOMES TEST_PASSES',
      'ZCL_DEMO_FAILING_TESTS.LTCL_OUTCOMES TEST_FAILS',
      'ZCL_DEMO_FAILING_TESTS.LTCL_OUTCOMES TEST_ERRORS',
    ]);
    expect(suite.testcase[1].failure).toMatchObject({ type: 'FAILURE', message: expect.stringContaining('Deliberate failure: expected 40 free seats (expected: 40, actual: 30)') });
    expect(suite.testcase[2].error).toMatchObject({ type: 'ERROR', message: expect.stringMatching(/^CX_SY_ZERODIVIDE: /) });
  });

  it('finds the test classes in the repository when the file is named without its folder, and --json stays the result', async () => {
    const plain = await runCli(['unit', '--files', 'zcl_demo_fare_calculator.clas.abap', '--json'], { cwd });
    const run = await runCli(['unit', '--files', 'zcl_demo_fare_calculator.clas.abap', '--json', '--junit-output', 'reports/fare.xml'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(plain.stdout);
    expect(json(run.stdout)).toEqual({ success: 'X', test_count: 5, passed_count: 5, failed_count: 0, message: 'All 5 tests passed', errors: [] });
    const junit = parseJUnit(readFileSync(join(cwd, 'reports/fare.xml'), 'utf8')).testsuites;
    expect(junit).toMatchObject({ tests: '5', failures: '0', errors: '0' });
    expect(junit.testsuite[0].name).toBe('ZCL_DEMO_FARE_CALCULATOR');
  });

  it('refuses an output path below a file with exit code 2', async () => {
    const run = await runCli(['unit', '--files', 'src/tools/zcl_demo_failing_tests.clas.abap', '--junit-output', '.abapGitAgent/x.xml'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe('Error: Cannot write the report to .abapGitAgent/x.xml: .abapGitAgent is not a folder');
  });
});

describe('lint (no system)', () => {
  let repo: string;
  beforeAll(() => {
    repo = tempDir('abapdeck-lint-');
    mkdirSync(join(repo, 'src'));
    cpSync(join(demo, 'tools'), join(repo, 'src/tools'), { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: repo });
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  afterEach(() => rmSync(join(repo, 'abaplint.json'), { force: true }));
  // no credentials and no embedded server: lint must not need one
  const env = { XDG_DATA_HOME: join(tempDir('abapdeck-lint-data-'), 'none'), ABAP_HOST: undefined };

  it('without abaplint.json uses the default: warnings only on the demo, exit 0', async () => {
    const run = await runCli(['lint'], { cwd: repo, env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('src/tools/zdemo_flight_list_f01.prog.abap:8:46: warning: Escape SQL host variables [sql_escape_host_variables]\n');
    expect(run.stdout.split('\n').at(-2)).toMatch(/^0 error\(s\), \d+ warning\(s\) in \d+ file\(s\) \(default configuration, no abaplint\.json\)$/);
  });

  it('reports a parser error of the default configuration and exits 1; --json and checkstyle agree', async () => {
    const file = join(repo, 'src/tools/zcl_demo_dump.clas.abap');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('ENDMETHOD.', 'ENDMETHOD'));
    try {
      const linted = await runCli(['lint', '--files', 'src/tools/zcl_demo_dump.clas.abap', '--json'], { cwd: repo, env });
      expect(linted.code).toBe(1);
      const result = JSON.parse(linted.stdout);
      expect(result).toMatchObject({ success: false, command: 'LINT', configuration: 'default', file_count: 2 });
      expect(result.error_count).toBe(result.issues.length);
      expect(result.issues).toContainEqual(expect.objectContaining({ file: 'src/tools/zcl_demo_dump.clas.abap', severity: 'error', rule: 'parser_error' }));
      const checkstyle = await runCli(['lint', '--files', 'src/tools/zcl_demo_dump.clas.abap', '--format', 'checkstyle'], { cwd: repo, env });
      expect(checkstyle.code).toBe(1);
      const files = parseCheckstyle(checkstyle.stdout).checkstyle.file;
      expect(files.map((f: { name: string }) => f.name)).toEqual(['src/tools/zcl_demo_dump.clas.abap', 'src/tools/zcl_demo_dump.clas.xml']);
      expect(files[0].error).toEqual(
        result.issues.map((issue: { line: number; column: number; message: string; rule: string }) => ({
          line: String(issue.line),
          column: String(issue.column),
          severity: 'error',
          message: issue.message,
          source: `abaplint.${issue.rule}`,
        })),
      );
    } finally {
      writeFileSync(file, original);
    }
  });

  it("uses the repository's abaplint.json: its files, its rules and their severities", async () => {
    writeFileSync(
      join(repo, 'abaplint.json'),
      JSON.stringify({
        global: { files: '/src/**/*.*', exclude: ['zdemo_flights'] },
        syntax: { version: 'v757', errorNamespace: '^(Z|Y|LCL_|LTCL_)' },
        rules: { line_length: { severity: 'Error', length: 60 } },
      }),
    );
    const run = await runCli(['lint', '--json'], { cwd: repo, env });
    expect(run.code).toBe(1);
    const result = JSON.parse(run.stdout);
    expect(result.configuration).toBe('abaplint.json');
    expect(result.error_count).toBeGreaterThan(0);
    expect(new Set(result.issues.map((issue: { rule: string }) => issue.rule))).toEqual(new Set(['line_length']));
    expect(result.issues.some((issue: { file: string }) => issue.file.includes('zdemo_flights'))).toBe(false);
    const text = await runCli(['lint'], { cwd: join(repo, 'src/tools'), env });
    expect(text.stdout).toMatch(/^zcl_demo_\w+\.clas\.abap:\d+:1: error: Reduce line length to max 60, currently \d+ \[line_length\]$/m);
    expect(text.stdout.split('\n').at(-2)).toMatch(/ \(\.\.\/\.\.\/abaplint\.json\)$/);
  });

  it('a broken abaplint.json is a usage error', async () => {
    writeFileSync(join(repo, 'abaplint.json'), '{ "global": ');
    const run = await runCli(['lint'], { cwd: repo, env });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Error: .*abaplint\.json: /);
  });
});
