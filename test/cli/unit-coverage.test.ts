/**
 * `unit --coverage` end to end through the built CLI against a real service: the text summary per class
 * and method, the threshold from the flag and from the project configuration (fail, warn, excludes), and
 * each report format checked by parsing it (Cobertura XML, LCOV text, JaCoCo XML).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';
import { classFiles, flowClass, gradeClass } from '../support/coverage-fixtures.js';

const parser = (repeated: string[]) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name, _path, _leaf, attribute) => !attribute && repeated.includes(name) });

let service: TestService;
let cwd: string;
const grade = 'src/zcl_cov_grade.clas.abap';
const flow = 'src/legacy/zcl_cov_flow.clas.abap';
const project = (config: unknown) => writeFileSync(join(cwd, '.abapgit-agent.json'), JSON.stringify(config));

beforeAll(async () => {
  service = await startTestService({
    execution: { poolSize: 1, maxRuntimeMillis: 20_000 },
    prepare: (system) => {
      system.packages.save({ name: '$COV', parent: '', description: 'Coverage tests', softwareComponent: 'LOCAL', metadata: {} }, 'DEVELOPER');
      for (const object of [gradeClass, flowClass]) system.objects.save(object, '$COV', 'A', 'DEVELOPER');
    },
  });
  cwd = projectFolderFor(service);
  mkdirSync(join(cwd, 'src', 'legacy'), { recursive: true });
  for (const [name, text] of Object.entries(classFiles(gradeClass))) writeFileSync(join(cwd, 'src', name), text);
  for (const [name, text] of Object.entries(classFiles(flowClass))) writeFileSync(join(cwd, 'src', 'legacy', name), text);
  execFileSync('git', ['init', '-q'], { cwd });
}, 240_000);
afterAll(async () => {
  await service?.stop();
  rmSync(cwd, { recursive: true, force: true });
});
afterEach(() => rmSync(join(cwd, '.abapgit-agent.json'), { force: true }));

describe('unit --coverage', () => {
  it('prints the statement coverage per class and per method after the test summary', async () => {
    const run = await runCli(['unit', '--files', `${grade},${flow}`, '--coverage'], { cwd });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'All 2 tests passed',
        '',
        'Statement coverage',
        '  ZCL_COV_GRADE          3/5     60%',
        '    GRADE                3/4     75%',
        '    UNUSED               0/1      0%',
        '  ZCL_COV_FLOW         11/19   57.9%',
        '    LCL_HELPER=>TWICE    1/1    100%',
        '    RUN                10/18   55.6%',
        '',
      ].join('\n'),
    );
  }, 60_000);

  it('fails a class below --coverage-threshold with its percentage, and passes at the threshold', async () => {
    const below = await runCli(['unit', '--files', grade, '--coverage-threshold', '80'], { cwd });
    expect(below.code).toBe(1);
    expect(below.stdout).toContain('\nZCL_COV_GRADE: coverage 60% is below threshold 80%\n');
    const at = await runCli(['unit', '--files', grade, '--coverage-threshold', '60'], { cwd });
    expect(at.code).toBe(0);
    expect(at.stdout).not.toContain('below threshold');
  }, 60_000);

  it('takes the threshold from the project configuration: warn prints and passes, excludes exempt a class', async () => {
    project({ coverage: { threshold: 70, mode: 'warn' } });
    const warned = await runCli(['unit', '--files', grade], { cwd });
    expect(warned.code).toBe(1 - 1);
    expect(warned.stdout).not.toContain('Statement coverage'); // the configuration alone does not measure
    const measured = await runCli(['unit', '--files', `${grade},${flow}`, '--coverage'], { cwd });
    expect(measured.code).toBe(0);
    expect(measured.stdout).toContain('Warning: ZCL_COV_GRADE: coverage 60% is below threshold 70%');
    expect(measured.stdout).toContain('Warning: ZCL_COV_FLOW: coverage 57.9% is below threshold 70%');
    project({ coverage: { threshold: 70, mode: 'fail', excludes: ['src/legacy/**'] } });
    const failed = await runCli(['unit', '--files', `${grade},${flow}`, '--coverage'], { cwd });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('ZCL_COV_FLOW: exempt from the threshold (coverage.excludes src/legacy/**)');
    expect(failed.stdout).toContain('\nZCL_COV_GRADE: coverage 60% is below threshold 70%\n');
    expect(failed.stdout).not.toContain('ZCL_COV_FLOW: coverage');
    // the flag wins over the configuration
    const flagged = await runCli(['unit', '--files', grade, '--coverage-threshold', '50'], { cwd });
    expect(flagged.code).toBe(0);
  }, 90_000);

  it('--json prints the system\'s answer with the gate\'s verdict', async () => {
    const run = await runCli(['unit', '--files', grade, '--coverage-threshold', '80', '--json'], { cwd });
    expect(run.code).toBe(1);
    const answer = JSON.parse(run.stdout);
    expect(answer).toMatchObject({ SUCCESS: 'X', COMMAND: 'UNIT_COVERAGE', COVERAGE: [{ NAME: 'ZCL_COV_GRADE', COVERED: 3, TOTAL: 5, PERCENT: 60 }] });
    expect(answer.COVERAGE_GATE).toEqual({ THRESHOLD: 80, MODE: 'fail', FAILURES: ['ZCL_COV_GRADE: coverage 60% is below threshold 80%'], EXEMPT: [], PASSED: false });
  }, 60_000);
});

describe('unit --coverage-output', () => {
  it('writes Cobertura XML with the repository paths, classes per file and methods with their lines', async () => {
    const run = await runCli(['unit', '--files', `${grade},${flow}`, '--coverage-output', 'reports/coverage.xml'], { cwd });
    expect(run.code).toBe(0);
    const report = parser(['package', 'class', 'method', 'line'])
      .parse(readFileSync(join(cwd, 'reports/coverage.xml'), 'utf8')).coverage;
    expect(report).toMatchObject({ 'lines-covered': '14', 'lines-valid': '24', 'branch-rate': '0' });
    const classes = report.packages.package.flatMap((p: any) => p.classes.class.map((c: any) => ({ package: p.name, ...c })));
    expect(classes.map((c: any) => [c.package, c.name, c.filename, c['line-rate']])).toEqual([
      ['src', 'ZCL_COV_GRADE', 'src/zcl_cov_grade.clas.abap', '0.6'],
      ['src/legacy', 'LCL_HELPER', 'src/legacy/zcl_cov_flow.clas.locals_imp.abap', '1'],
      ['src/legacy', 'ZCL_COV_FLOW', 'src/legacy/zcl_cov_flow.clas.abap', '0.5556'],
    ]);
    const gradeClassElement = classes[0];
    expect(gradeClassElement.lines.line.map((l: any) => [l.number, l.hits])).toEqual([['10', '1'], ['11', '1'], ['12', '1'], ['14', '0'], ['19', '0']]);
    expect(gradeClassElement.methods.method.map((m: any) => [m.name, m['line-rate'], m.lines.line.length])).toEqual([['GRADE', '0.75', 4], ['UNUSED', '0', 1]]);
  }, 60_000);

  it('writes LCOV for a .info file: a record per file with methods and statement lines', async () => {
    const run = await runCli(['unit', '--files', grade, '--coverage-output', 'lcov.info'], { cwd });
    expect(run.code).toBe(0);
    const records = readFileSync(join(cwd, 'lcov.info'), 'utf8').trimEnd().split('end_of_record\n');
    expect(records).toHaveLength(1);
    const fields = records[0]!.replace(/end_of_record$/, '').trim().split('\n');
    expect(fields).toEqual([
      'TN:',
      'SF:src/zcl_cov_grade.clas.abap',
      'FN:8,ZCL_COV_GRADE=>GRADE',
      'FN:18,ZCL_COV_GRADE=>UNUSED',
      'FNDA:1,ZCL_COV_GRADE=>GRADE',
      'FNDA:0,ZCL_COV_GRADE=>UNUSED',
      'FNF:2',
      'FNH:1',
      'DA:10,1',
      'DA:11,1',
      'DA:12,1',
      'DA:14,0',
      'DA:19,0',
      'LF:5',
      'LH:3',
    ]);
  }, 60_000);

  it('writes JaCoCo XML: classes with method and line counters, source files with their lines', async () => {
    const run = await runCli(['unit', '--files', `${grade},${flow}`, '--coverage-output', 'jacoco.xml', '--coverage-format', 'jacoco'], { cwd });
    expect(run.code).toBe(0);
    const report = parser(['package', 'class', 'method', 'line', 'counter', 'sourcefile']).parse(readFileSync(join(cwd, 'jacoco.xml'), 'utf8')).report;
    const counters = (element: any) => Object.fromEntries(element.counter.map((c: any) => [c.type, [Number(c.covered), Number(c.missed)]]));
    expect(counters(report)).toEqual({ INSTRUCTION: [14, 10], LINE: [14, 10], METHOD: [3, 1], CLASS: [3, 0] });
    const [src, legacy] = report.package;
    expect(src.name).toBe('src');
    expect(src.class[0]).toMatchObject({ name: 'src/ZCL_COV_GRADE', sourcefilename: 'zcl_cov_grade.clas.abap' });
    expect(src.class[0].method.map((m: any) => [m.name, m.line, counters(m).LINE])).toEqual([['GRADE', '8', [3, 1]], ['UNUSED', '18', [0, 1]]]);
    expect(src.sourcefile[0].name).toBe('zcl_cov_grade.clas.abap');
    expect(src.sourcefile[0].line.map((l: any) => [l.nr, l.ci, l.mi])).toEqual([['10', '1', '0'], ['11', '1', '0'], ['12', '1', '0'], ['14', '0', '1'], ['19', '0', '1']]);
    expect(legacy.name).toBe('src/legacy');
    expect(legacy.sourcefile.map((f: any) => f.name)).toEqual(['zcl_cov_flow.clas.locals_imp.abap', 'zcl_cov_flow.clas.abap']);
  }, 60_000);

  it('refuses an unknown format before running anything', async () => {
    const run = await runCli(['unit', '--files', grade, '--coverage-output', 'x.xml', '--coverage-format', 'clover'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--coverage-format must be cobertura, lcov or jacoco, got 'clover'");
  });
});

describe('unit --coverage against a system without the extension', () => {
  it('says plainly that the system does not offer coverage, and runs no test', async () => {
    const plain = await startTestService({ extensions: false });
    const folder = projectFolderFor(plain);
    try {
      const run = await runCli(['unit', '--files', 'zcl_cov_grade.clas.abap', '--coverage'], { cwd: folder });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('The connected system does not offer unit test coverage (capability unit.coverage): it is an abapdeck extension');
      expect(run.stdout).toBe('');
    } finally {
      await plain.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
