/**
 * `--format quickfix` (issue 21) end to end through the built CLI against a real service: syntax, inspect,
 * unit and lint print `path:line:col: severity: text`, one line per finding, with paths from the git
 * working folder's root (what vim's :cfile, emacs compilation mode and VS Code problem matchers read);
 * exit codes are those of the text output; --json with it is refused with exit code 2.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';

const demo = resolve(__dirname, '../../examples/demo-repo/src');
/** vim's default errorformat for gcc-style lines, as a pattern: file, line, column, severity, text. */
const QUICKFIX_LINE = /^([^:\n]+):(\d+):(\d+): (error|warning|info): (.+)$/;

let service: TestService;
let cwd: string;

const lineOf = (path: string, text: string) => readFileSync(join(cwd, path), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1;
const lines = (stdout: string) => stdout.split('\n').filter((line) => line !== '');

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

describe('syntax --format quickfix', () => {
  const file = 'src/core/zcl_demo_fare_calculator.clas.locals_imp.abap';

  it('prints each error at its line and column of the file, with the path from the repository root, exit 1', async () => {
    const original = readFileSync(join(cwd, file), 'utf8');
    writeFileSync(join(cwd, file), original.replace('ceil( iv_amount )', 'ceil( iv_amout )'));
    try {
      // run in a subfolder: paths stay relative to the working folder's root
      const env = {
        ABAP_HOST: '127.0.0.1',
        ABAP_PORT: new URL(service.url).port,
        ABAP_PROTOCOL: 'http',
        ABAP_CLIENT: '100',
        ABAP_USER: 'DEVELOPER',
        ABAP_PASSWORD: testPasswords.DEVELOPER,
      };
      const run = await runCli(['syntax', '--files', 'zcl_demo_fare_calculator.clas.abap', '--format', 'quickfix'], { cwd: join(cwd, 'src/core'), env });
      expect(run.code).toBe(1);
      const printed = lines(run.stdout);
      expect(printed).toHaveLength(1);
      const [, path, line, column, severity, text] = QUICKFIX_LINE.exec(printed[0]!)!;
      expect({ path, line: Number(line), severity, text }).toEqual({ path: file, line: lineOf(file, 'iv_amout'), severity: 'error', text: '"iv_amout" not found' });
      expect(Number(column)).toBeGreaterThan(0);
    } finally {
      writeFileSync(join(cwd, file), original);
    }
  });

  it('prints nothing for clean files and exits 0', async () => {
    const run = await runCli(['syntax', '--files', 'src/core/zif_demo_fare_calculator.intf.abap', '--format', 'quickfix'], { cwd });
    expect(run).toMatchObject({ code: 0, stdout: '' });
  });

  it('refuses --json with --format quickfix, and an unknown format, with exit code 2', async () => {
    const both = await runCli(['syntax', '--files', 'src/core/zif_demo_fare_calculator.intf.abap', '--format', 'quickfix', '--json'], { cwd });
    expect(both.code).toBe(2);
    expect(JSON.parse(both.stdout)).toEqual({ success: false, error: '--json and --format quickfix exclude each other' });
    for (const command of ['inspect', 'unit', 'lint']) {
      const refused = await runCli([command, '--files', 'src/core/zcl_demo_fare_calculator.clas.abap', '--format', 'quickfix', '--json'], { cwd });
      expect(refused.code, command).toBe(2);
    }
    const unknown = await runCli(['unit', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap', '--format', 'vim'], { cwd });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe("Error: --format must be text, checkstyle or quickfix, got 'vim'");
  });
});

describe('inspect --format quickfix', () => {
  it('prints each finding at its line of the class file, as checkstyle places it, exit code unchanged', async () => {
    const files = 'src/core/zcl_demo_booking_service.clas.abap,src/tools/zdemo_flight_list.prog.abap';
    const run = await runCli(['inspect', '--files', files, '--variant', 'DEFAULT', '--format', 'quickfix'], { cwd });
    const text = await runCli(['inspect', '--files', files, '--variant', 'DEFAULT'], { cwd });
    expect(run.code).toBe(text.code);
    const printed = lines(run.stdout);
    expect(printed.length).toBeGreaterThan(0);
    for (const line of printed) expect(line).toMatch(QUICKFIX_LINE);
    const modify = lineOf('src/core/zcl_demo_booking_service.clas.abap', 'MODIFY zdemo_booking FROM rs_booking.');
    expect(printed).toContainEqual(expect.stringMatching(new RegExp(`^src/core/zcl_demo_booking_service\\.clas\\.abap:${modify}:\\d+: warning: Escape SQL host variables$`)));
  });
});

describe('unit --format quickfix', () => {
  const testFile = 'src/tools/zcl_demo_failing_tests.clas.testclasses.abap';

  it("puts each failure at its test method's line in the test-class file, exit 1", async () => {
    const run = await runCli(['unit', '--files', 'src/tools/zcl_demo_failing_tests.clas.abap', '--format', 'quickfix'], { cwd });
    expect(run.code).toBe(1);
    const printed = lines(run.stdout);
    expect(printed).toHaveLength(2);
    const fails = lineOf(testFile, 'METHOD test_fails.');
    const errors = lineOf(testFile, 'METHOD test_errors.');
    expect(printed[0]).toMatch(new RegExp(`^${testFile.replaceAll('.', '\\.')}:${fails}:1: error: LTCL_OUTCOMES->TEST_FAILS \\(FAILURE\\): Deliberate failure: expected 40 free seats`));
    expect(printed[1]).toMatch(new RegExp(`^${testFile.replaceAll('.', '\\.')}:${errors}:1: error: LTCL_OUTCOMES->TEST_ERRORS \\(ERROR\\): CX_SY_ZERODIVIDE`));
    for (const line of printed) expect(line).toMatch(QUICKFIX_LINE);
  });

  it('prints nothing when every test passes, exit 0', async () => {
    const run = await runCli(['unit', '--files', 'src/core/zcl_demo_fare_calculator.clas.abap', '--format', 'quickfix'], { cwd });
    expect(run).toMatchObject({ code: 0, stdout: '' });
  });
});

describe('lint --format quickfix (no system)', () => {
  it('prints the findings of the text output, path from the repository root, rule in the text', async () => {
    const repo = tempDir('abapdeck-lint-');
    try {
      mkdirSync(join(repo, 'src'));
      cpSync(join(demo, 'tools'), join(repo, 'src/tools'), { recursive: true });
      execFileSync('git', ['init', '-q'], { cwd: repo });
      const env = { XDG_DATA_HOME: join(tempDir('abapdeck-lint-data-'), 'none'), ABAP_HOST: undefined };
      const text = await runCli(['lint'], { cwd: repo, env });
      const run = await runCli(['lint', '--format', 'quickfix'], { cwd: join(repo, 'src/tools'), env });
      expect(run.code).toBe(text.code);
      // the text output's finding lines (all but the summary) are quickfix lines already
      expect(lines(run.stdout)).toEqual(lines(text.stdout).slice(0, -1));
      expect(run.stdout).toContain('src/tools/zdemo_flight_list_f01.prog.abap:8:46: warning: Escape SQL host variables [sql_escape_host_variables]\n');
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
