/**
 * Unit tests with statement coverage over real HTTP (POST /unit/coverage, an abapdeck extension): the
 * coverage work process, the mapping of V8's block counts to ABAP statements, and the route's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService, lowerCaseKeys } from '../support/service.js';
import { commitClass, commitLogTable, reachFirstClass, dynamicClass, flowClass, gradeClass, reachedClass } from '../support/coverage-fixtures.js';

describe('unit tests with coverage over HTTP', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;
  const post = async (path: string, files: string[]) => (await session.post(path, { files })).json() as Promise<Record<string, any>>;

  beforeAll(async () => {
    service = await startTestService({
      execution: { poolSize: 1, maxRuntimeMillis: 20_000 },
      prepare: (system) => {
        system.packages.save({ name: '$COV', parent: '', description: 'Coverage tests', softwareComponent: 'LOCAL', metadata: {} }, 'DEVELOPER');
        for (const object of [gradeClass, flowClass, dynamicClass, reachedClass]) system.objects.save(object, '$COV', 'A', 'DEVELOPER');
      },
    });
    session = await rawSession(service);
    await service.execution.ready();
  }, 240_000);
  afterAll(async () => service?.stop());

  it('a class with an uncovered branch and an uncalled method: exact statements, per class and per method', async () => {
    const answer = lowerCaseKeys(await post('/unit/coverage', ['zcl_cov_grade.clas.testclasses.abap']));
    expect(answer).toMatchObject({ success: 'X', command: 'UNIT_COVERAGE', test_count: 1, passed_count: 1, failed_count: 0, message: 'All 1 tests passed', errors: [] });
    expect(answer.coverage).toEqual([
      {
        name: 'ZCL_COV_GRADE',
        type: 'CLAS',
        covered: 3,
        total: 5,
        percent: 60,
        files: [{ file: 'zcl_cov_grade.clas.abap', lines: [{ line: 10, hits: 1 }, { line: 11, hits: 1 }, { line: 12, hits: 1 }, { line: 14, hits: 0 }, { line: 19, hits: 0 }] }],
        methods: [
          { class_name: 'ZCL_COV_GRADE', name: 'GRADE', file: 'zcl_cov_grade.clas.abap', start_line: 8, end_line: 16, covered: 3, total: 4, percent: 75 },
          { class_name: 'ZCL_COV_GRADE', name: 'UNUSED', file: 'zcl_cov_grade.clas.abap', start_line: 18, end_line: 20, covered: 0, total: 1, percent: 0 },
        ],
      },
    ]);
    // the coverage process is kept: a second run counts its statements again, not only what was new
    const again = lowerCaseKeys(await post('/unit/coverage', ['zcl_cov_grade.clas.testclasses.abap']));
    expect(again.coverage).toEqual(answer.coverage);
  }, 60_000);

  it('counts ELSEIF, WHEN, loops, TRY and local classes as the run went; declarations, ELSE and block ends are not statements', async () => {
    const answer = lowerCaseKeys(await post('/unit/coverage', ['zcl_cov_flow.clas.abap']));
    const [flow] = answer.coverage;
    const main = flow.files.find((file: { file: string }) => file.file === 'zcl_cov_flow.clas.abap');
    const rows = (hit: boolean) => main.lines.filter((line: { hits: number }) => (line.hits > 0) === hit).map((line: { line: number }) => line.line);
    expect(rows(true)).toEqual([9, 10, 16, 17, 18, 24, 25, 26, 28, 32]);
    expect(rows(false)).toEqual([11, 12, 14, 19, 20, 22, 29, 34]);
    expect(flow.files.find((file: { file: string }) => file.file === 'zcl_cov_flow.clas.locals_imp.abap').lines).toEqual([{ line: 8, hits: 1 }]);
    expect(flow.methods.map((m: any) => [m.class_name, m.name, m.covered, m.total])).toEqual([
      ['LCL_HELPER', 'TWICE', 1, 1],
      ['ZCL_COV_FLOW', 'RUN', 10, 18],
    ]);
    expect(flow).toMatchObject({ covered: 11, total: 19, percent: 57.89 });
  }, 60_000);

  it('a run that reaches a class named only at run time runs as in a fully loaded process, and is counted exactly', async () => {
    // the coverage process loads what runs reach; ZCL_COV_REACHED is named by no string of the code, so the
    // process notices the reach, loads everything and runs again
    const answer = lowerCaseKeys(await post('/unit/coverage', ['zcl_cov_dynamic.clas.testclasses.abap']));
    expect(answer).toMatchObject({ success: 'X', test_count: 1, passed_count: 1, errors: [] });
    expect(answer.coverage).toEqual([
      expect.objectContaining({ name: 'ZCL_COV_DYNAMIC', covered: 2, total: 2, percent: 100, files: [{ file: 'zcl_cov_dynamic.clas.abap', lines: [{ line: 9, hits: 1 }, { line: 10, hits: 1 }] }] }),
    ]);
    // the grade class, run again in the now fully loaded process, measures what it measured before
    const grade = lowerCaseKeys(await post('/unit/coverage', ['zcl_cov_grade.clas.testclasses.abap']));
    expect(grade.coverage[0]).toMatchObject({ name: 'ZCL_COV_GRADE', covered: 3, total: 5, percent: 60 });
  }, 60_000);

  it('answers in upper case, is announced in /health, and leaves plain unit runs as they were', async () => {
    const answer = await post('/unit/coverage', ['zcl_cov_grade.clas.abap']);
    expect(Object.keys(answer)).toEqual(expect.arrayContaining(['SUCCESS', 'COMMAND', 'TEST_COUNT', 'COVERAGE']));
    expect(Object.keys(answer['COVERAGE'][0]['METHODS'][0])).toEqual(['CLASS_NAME', 'NAME', 'FILE', 'START_LINE', 'END_LINE', 'COVERED', 'TOTAL', 'PERCENT']);
    const health = (await (await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: session.auth } })).json()) as { capabilities: string[] };
    expect(health.capabilities).toContain('unit.coverage');
    const plain = lowerCaseKeys(await post('/unit', ['zcl_cov_grade.clas.abap']));
    expect(plain).toMatchObject({ success: 'X', test_count: 1 });
    expect(plain.coverage).toBeUndefined();
    // one coverage process beside the plain one
    expect(service.execution.pool.processes().filter((p) => p.options.config.coverage).length).toBe(1);
  }, 60_000);

  it('an unknown file is the unit result\'s error, with no coverage', async () => {
    const answer = lowerCaseKeys(await post('/unit/coverage', ['zcl_cov_nowhere.clas.abap']));
    expect(answer).toMatchObject({ success: '', command: 'UNIT_COVERAGE', coverage: [] });
    expect(answer.message).toMatch(/ZCL_COV_NOWHERE/);
  });
});

/** A service whose coverage process has loaded only what runs reach: a fresh one per describe below. */
function commitService(): { session: () => Awaited<ReturnType<typeof rawSession>> } {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;
  beforeAll(async () => {
    service = await startTestService({
      execution: { poolSize: 1, maxRuntimeMillis: 20_000 },
      prepare: (system) => {
        system.packages.save({ name: '$COV', parent: '', description: 'Coverage tests', softwareComponent: 'LOCAL', metadata: {} }, 'DEVELOPER');
        for (const object of [commitLogTable, commitClass, reachFirstClass, reachedClass]) system.objects.save(object, '$COV', 'A', 'DEVELOPER');
        // the table's database table comes with its activation
        expect(system.activation.announce({ activated: [system.objects.get('TABL', 'ZCOV_LOG')!], deleted: [] })).toEqual([]);
      },
    });
    session = await rawSession(service);
    await service.execution.ready();
  }, 240_000);
  afterAll(async () => service?.stop());
  return { session: () => session };
}

async function coverageRun(session: Awaited<ReturnType<typeof rawSession>>, file: string): Promise<Record<string, any>> {
  return lowerCaseKeys(await (await session.post('/unit/coverage', { files: [file] })).json());
}

async function loggedIds(session: Awaited<ReturnType<typeof rawSession>>): Promise<string[]> {
  const preview = lowerCaseKeys(await (await session.post('/preview', { objects: ['ZCOV_LOG'] })).json()) as { objects: Array<{ rows: Array<Record<string, string>> }> };
  return preview.objects[0]!.rows.map((row) => row.id ?? row.ID ?? '');
}

describe('a coverage run that commits before it reaches a class named at run time', () => {
  const { session } = commitService();

  it('commits once: the process loads everything before the first COMMIT WORK, so the run never runs again', async () => {
    const answer = await coverageRun(session(), 'zcl_cov_commit.clas.testclasses.abap');
    expect(answer).toMatchObject({ success: 'X', test_count: 1, passed_count: 1, errors: [] });
    expect(answer.coverage[0]).toMatchObject({ name: 'ZCL_COV_COMMIT', percent: 100 });
    expect(await loggedIds(session())).toEqual(['RUN0']);
  }, 60_000);
});

describe('a coverage run that reaches a class named at run time before it commits', () => {
  const { session } = commitService();

  it('commits nothing in the run that missed the class, and once when it runs again with everything loaded', async () => {
    const answer = await coverageRun(session(), 'zcl_cov_reach_first.clas.testclasses.abap');
    expect(answer).toMatchObject({ success: 'X', test_count: 1, passed_count: 1, errors: [] });
    expect(await loggedIds(session())).toEqual(['FIRST0']);
  }, 60_000);
});
