/**
 * One test method of a unit run over real HTTP (POST /unit/method, an abapdeck extension): a method by its name
 * (every test class that has it), by its test class and name, a failing one alone, a method no test class has, a
 * text that is no method's name; the route's spelling and capability, and POST /unit unchanged beside it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys, rawSession, startTestService, type TestService } from '../support/service.js';
import { addPackage } from '../support/fixtures.js';
import { calcClass } from '../support/unit-method-fixtures.js';

describe('POST /unit/method', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;
  const files = ['zcl_um_calc.clas.testclasses.abap'];
  const post = async (path: string, body: unknown) => {
    const response = await session.post(path, body);
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  beforeAll(async () => {
    service = await startTestService({
      execution: { poolSize: 1, maxRuntimeMillis: 20_000 },
      prepare: (system) => {
        addPackage(system, '$UNIT_METHOD');
        system.objects.save(calcClass, '$UNIT_METHOD', 'A', 'DEVELOPER');
      },
    });
    session = await rawSession(service);
  }, 240_000);
  afterAll(async () => service?.stop());

  it('runs the method of every test class that has it, or of the test class named; answers in upper case as /unit', async () => {
    const both = await post('/unit/method', { files, method: 'adds' });
    expect(both.status).toBe(200);
    expect(Object.keys(both.body)).toEqual(['SUCCESS', 'TEST_COUNT', 'PASSED_COUNT', 'FAILED_COUNT', 'MESSAGE', 'ERRORS']);
    expect(lowerCaseKeys(both.body)).toEqual({ success: 'X', test_count: 2, passed_count: 2, failed_count: 0, message: 'All 2 tests passed', errors: [] });
    const one = lowerCaseKeys((await post('/unit/method', { files: ['zcl_um_calc.clas.abap'], method: 'ltcl_more=>adds' })).body);
    expect(one).toMatchObject({ success: 'X', test_count: 1, passed_count: 1, message: 'All 1 tests passed' });
  }, 60_000);

  it('a failing method alone fails; the whole class still runs every method on POST /unit', async () => {
    const failing = lowerCaseKeys((await post('/unit/method', { files, method: 'LTCL_CALC->FAILS' })).body);
    expect(failing).toMatchObject({ success: '', test_count: 1, passed_count: 0, failed_count: 1, message: '1 of 1 tests failed' });
    expect(failing.errors).toEqual([expect.objectContaining({ class_name: 'LTCL_CALC', method_name: 'FAILS', error_kind: 'FAILURE', error_text: expect.stringContaining('two and two') })]);
    const whole = lowerCaseKeys((await post('/unit', { files, method: 'adds' })).body);
    expect(whole).toMatchObject({ success: '', test_count: 3, passed_count: 2, failed_count: 1 });
  }, 60_000);

  it('a method no test class has is a result naming the methods there are; a text that is no name is a 400', async () => {
    const missing = lowerCaseKeys((await post('/unit/method', { files, method: 'ltcl_more=>fails' })).body);
    expect(missing).toMatchObject({
      success: '',
      test_count: 0,
      message: 'No test method LTCL_MORE=>FAILS in the test classes of ZCL_UM_CALC (test methods: LTCL_CALC=>ADDS, LTCL_CALC=>FAILS, LTCL_MORE=>ADDS)',
    });
    const bad = await post('/unit/method', { files, method: 'adds; fails' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("'adds; fails' is not a test method: give its name (SUMS) or its test class and name (LTCL_X=>SUMS)");
    expect((await post('/unit/method', { files })).status).toBe(400);
  }, 60_000);

  it('is announced in /health', async () => {
    const health = (await (await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: session.auth } })).json()) as { capabilities: string[] };
    expect(health.capabilities).toContain('unit.method');
  });
});
