/**
 * `abapdeck unit --method` end to end through the built CLI: one test method by its name or its test class and
 * name (text, --json, a JUnit report of that method alone), a method no class has, usage errors, and a system
 * without the extension (the public implementation's) refused plainly before any test runs.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { addPackage } from '../support/fixtures.js';
import { startTestService, type TestService } from '../support/service.js';
import { calcClass, calcMain, calcTests } from '../support/unit-method-fixtures.js';
import type { EmbeddedSystem } from '../../src/system/system.js';

let service: TestService;
let plain: TestService;
let cwd: string;
let plainCwd: string;
const file = 'src/zcl_um_calc.clas.testclasses.abap';

beforeAll(async () => {
  const prepare = (system: EmbeddedSystem) => {
    addPackage(system, '$UNIT_METHOD');
    system.objects.save(calcClass, '$UNIT_METHOD', 'A', 'DEVELOPER');
  };
  [service, plain] = await Promise.all([
    startTestService({ execution: { poolSize: 1, maxRuntimeMillis: 20_000 }, prepare }),
    startTestService({ extensions: false, execution: { poolSize: 1, maxRuntimeMillis: 20_000 }, prepare }),
  ]);
  cwd = projectFolderFor(service);
  plainCwd = projectFolderFor(plain);
  mkdirSync(join(cwd, 'src'), { recursive: true });
  writeFileSync(join(cwd, 'src', 'zcl_um_calc.clas.abap'), calcMain);
  writeFileSync(join(cwd, file), calcTests);
}, 240_000);
afterAll(async () => {
  await Promise.all([service?.stop(), plain?.stop()]);
  for (const folder of [cwd, plainCwd]) if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('unit --method', () => {
  it('runs the test method of every test class that has it, or of the class named; --json prints the answer', async () => {
    const both = await runCli(['unit', '--files', file, '--method', 'adds'], { cwd });
    expect(both.stderr).toBe('');
    expect(both.code).toBe(0);
    expect(both.stdout).toBe('All 2 tests passed\n');
    const failing = await runCli(['unit', '--files', file, '--method', 'ltcl_calc=>fails'], { cwd });
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/^LTCL_CALC\n {2}FAILS {2}FAILURE {2}.*two and two/);
    expect(failing.stdout).toContain('\n1 of 1 tests failed (0 passed, 1 failed)\n');
    const json = await runCli(['unit', '--files', file, '--method', 'LTCL_MORE=>ADDS', '--json'], { cwd });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ SUCCESS: 'X', TEST_COUNT: 1, PASSED_COUNT: 1, FAILED_COUNT: 0, MESSAGE: 'All 1 tests passed', ERRORS: [] });
  }, 60_000);

  it('a JUnit report lists the method run alone', async () => {
    const run = await runCli(['unit', '--files', file, '--method', 'ltcl_calc=>fails', '--junit-output', 'unit.xml'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const report = readFileSync(join(cwd, 'unit.xml'), 'utf8');
    expect([...report.matchAll(/<testcase name="([^"]+)"/g)].map((match) => match[1])).toEqual(['FAILS']);
  }, 60_000);

  it('a method no test class has names the methods there are; a text that is no name and a measured run are usage errors', async () => {
    const missing = await runCli(['unit', '--files', file, '--method', 'nope'], { cwd });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('No test method NOPE in the test classes of ZCL_UM_CALC (test methods: LTCL_CALC=>ADDS, LTCL_CALC=>FAILS, LTCL_MORE=>ADDS)\n');
    const bad = await runCli(['unit', '--files', file, '--method', 'a b'], { cwd });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'a b' is not a test method: give its name (SUMS) or its test class and name (LTCL_X=>SUMS)");
    const measured = await runCli(['unit', '--files', file, '--method', 'adds', '--coverage'], { cwd });
    expect(measured.code).toBe(2);
    expect(measured.stderr).toContain('--method runs one test method: not with --coverage, --profile or --sql-trace');
  }, 60_000);

  it('a system without the extension is refused plainly, and nothing runs', async () => {
    const run = await runCli(['unit', '--files', file, '--method', 'adds'], { cwd: plainCwd });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('The connected system does not offer a unit run of one test method (capability unit.method): it is an abapdeck extension');
    const whole = await runCli(['unit', '--files', file, '--json'], { cwd: plainCwd });
    expect(JSON.parse(whole.stdout)).toMatchObject({ TEST_COUNT: 3, FAILED_COUNT: 1 });
  }, 60_000);
});
