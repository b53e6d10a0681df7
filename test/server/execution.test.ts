import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, rawSession, startTestService, type TestService, lowerCaseKeys } from '../support/service.js';
import { addExecutionFixtures, classRun, demoClassRunOutput, demoFlightList, executionFixtures } from '../system/execution/fixtures.js';
import { developerGrants } from '../../src/system/repository/users.js';

describe('execution over HTTP', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;

  const adt = (path: string, options: { body?: string; contentType?: string } = {}) =>
    fetch(`${service.url}${service.adtPath}${path}`, {
      method: 'POST',
      headers: {
        authorization: session.auth,
        cookie: session.cookie,
        'x-csrf-token': session.token,
        accept: 'text/plain',
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
      },
      body: options.body,
    });
  const dumps = async (body: Record<string, unknown>) => (await (await session.post('/dump', body)).json()) as Record<string, any>;
  const preview = async (table: string, where: string) =>
    ((await (await session.post('/preview', { objects: [table], where })).json().then(lowerCaseKeys)) as { objects: Array<{ rows: Array<Record<string, string>> }> }).objects[0]!.rows;

  beforeAll(async () => {
    service = await startTestService({
      demo: true,
      execution: { poolSize: 2, maxRuntimeMillis: 3000 },
      prepare: (system) => {
        addExecutionFixtures(system, [...executionFixtures, classRun('ZCL_TEST_HELLO', "    out->write( `Hello` ).")]);
        // a second client with no rows, and a user without dump authorisation
        system.db.prepare("INSERT INTO clients (client, description) VALUES ('200', 'Test')").run();
        system.users.add('200', 'DEVELOPER', 'second-client', developerGrants);
        system.users.add('100', 'RUNNER', 'runner-secret', [{ object: 'S_PROGRAM', activity: '16' }]);
      },
    });
    session = await rawSession(service);
    await service.execution.ready();
  });
  afterAll(async () => service?.stop());

  it('a class run answers the output object as text: a string, a named scalar, a structure and a table', async () => {
    const response = await adt('/oo/classrun/ZCL_DEMO_CLASSRUN');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(demoClassRunOutput);
  });

  it('a program run answers the report list with its coded defaults', async () => {
    const response = await adt('/programs/programrun/ZDEMO_FLIGHT_LIST', {
      body: '<adtprog:programRun xmlns:adtprog="http://www.sap.com/adt/programs/programs"/>',
      contentType: 'application/vnd.sap.adt.programs.programRun+xml',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(demoFlightList);
  });

  it('answers 404 for a missing object, 400 for an include, 403 without authorisation, empty output without the interface', async () => {
    const missing = await adt('/oo/classrun/ZCL_NOT_THERE');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Object not found: ZCL_NOT_THERE');
    expect((await adt('/programs/programrun/ZDEMO_FLIGHT_LIST_F01')).status).toBe(400);
    const viewer = await rawSession(service, 'VIEWER');
    const denied = await fetch(`${service.url}${service.adtPath}/oo/classrun/ZCL_DEMO_CLASSRUN`, {
      method: 'POST',
      headers: { authorization: viewer.auth, cookie: viewer.cookie, 'x-csrf-token': viewer.token },
    });
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain('<exc:exception');
    const noInterface = await adt('/oo/classrun/ZCL_DEMO_FARE_CALCULATOR');
    expect(noInterface.status).toBe(200);
    expect(await noInterface.text()).toBe('');
  });

  it('a division by zero answers 500 and leaves a dump with runtime error, source position and call stack', async () => {
    const response = await adt('/oo/classrun/ZCL_DEMO_DUMP');
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/Runtime error COMPUTE_INT_ZERODIVIDE \(short dump \d{8}:\d{6}:[^:]+:DEVELOPER:100:\d{3}\)/);
    const list = await dumps({ program: 'ZCL_DEMO_DUMP' });
    expect(list).toMatchObject({ SUCCESS: true, COMMAND: 'DUMP', ERROR: '' });
    const entry = list['DUMPS'][0];
    expect(entry).toMatchObject({
      USER: 'DEVELOPER',
      PROGRAM: 'ZCL_DEMO_DUMP=================CP',
      OBJECT: 'ZCL_DEMO_DUMP',
      ERROR: 'COMPUTE_INT_ZERODIVIDE',
      EXCEPTION: 'CX_SY_ZERODIVIDE',
      PACKAGE: 'ZDEMO_TOOLS',
    });
    expect(entry.ID).toMatch(/^\d{8}:\d{6}:[^:]+:DEVELOPER:100:\d{3}$/);
    expect(entry.UTC_TIMESTAMP).toMatch(/^\d{14}$/);
    const detail = await dumps({ detail: entry.ID });
    expect(detail['MESSAGE']).toBe('Short dump detail retrieved');
    const dump = detail['DUMPS'][0];
    expect(dump).toMatchObject({ SOURCE_INCLUDE: 'ZCL_DEMO_DUMP=================CM001', SOURCE_LINE: 2, SOURCE_FILE: 'zcl_demo_dump.clas.abap', SOURCE_FILE_LINE: 50 });
    expect(dump.ERROR_ANALYSIS).toContain('An exception of class "CX_SY_ZERODIVIDE" occurred and was not caught in procedure "ZCL_DEMO_DUMP=>LOAD_FACTOR" "(METHOD)"');
    expect(dump.ERROR_ANALYSIS).toContain('Division by zero (type I)');
    expect(dump.ERROR_ANALYSIS).not.toContain('CX_ROOT =');
    const [source, ...frames] = dump.CALL_STACK;
    expect(source).toMatchObject({ LEVEL: 0, CLASS: '', INCLUDE: 'ZCL_DEMO_DUMP=================CM001', LINE: 2 });
    expect(source.METHOD).toBe(['     1|  METHOD load_factor.', ' >>>>>|    rv_percent = iv_seats_occupied * 100 / iv_seats_max.', '     3|  ENDMETHOD.'].join('\n'));
    expect(frames.map((f: any) => `${f.LEVEL} ${f.CLASS}=>${f.METHOD} ${f.INCLUDE.slice(30)} ${f.LINE}`)).toEqual([
      '3 ZCL_DEMO_DUMP=>LOAD_FACTOR CM001 2',
      '2 ZCL_DEMO_DUMP=>REPORT_LOAD CM002 4',
      '1 ZCL_DEMO_DUMP=>IF_OO_ADT_CLASSRUN~MAIN CM003 15',
    ]);
    expect((await dumps({ detail: 'NOT:A:DUMP' }))).toMatchObject({ SUCCESS: false, ERROR: 'Short dump not found' });
  });

  it('SELECT and MODIFY from ABAP act on the tables preview reads, in the caller’s client', async () => {
    const first = await adt('/oo/classrun/ZCL_DEMO_BOOKING_RUN');
    expect(await first.text()).toContain('Open bookings\n11\nBooking 00000021 now has status C\n');
    expect(await preview('ZDEMO_BOOKING', "BOOKING_ID = '00000021'")).toMatchObject([{ BOOKING_ID: '00000021', STATUS: 'C', MANDT: '100' }]);
    const second = await adt('/oo/classrun/ZCL_DEMO_BOOKING_RUN');
    expect(await second.text()).toContain('Open bookings\n10\nBooking 00000023 now has status C\n');
    // client 200 holds no rows: the same code sees none of client 100's
    const token = await fetch(`${service.url}${service.servicePath}/health`, {
      headers: { authorization: basicAuth('DEVELOPER', 'second-client'), 'sap-client': '200', 'x-csrf-token': 'fetch' },
    });
    const cookie = token.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const inClient200 = await fetch(`${service.url}${service.adtPath}/oo/classrun/ZCL_TEST_COUNT_CARRIERS`, {
      method: 'POST',
      headers: { authorization: basicAuth('DEVELOPER', 'second-client'), 'sap-client': '200', cookie, 'x-csrf-token': token.headers.get('x-csrf-token')! },
    });
    expect(await inClient200.text()).toBe('Airlines\n0\n');
    expect(await (await adt('/oo/classrun/ZCL_TEST_COUNT_CARRIERS')).text()).toBe('Airlines\n7\n');
  });

  it('a run that dumps is rolled back', async () => {
    const response = await adt('/oo/classrun/ZCL_TEST_WRITE_DUMP');
    expect(response.status).toBe(500);
    expect(await preview('ZDEMO_CARRIER', "CARRIER_ID = 'ZA'")).toMatchObject([{ NAME: 'Zephyr Air' }]);
  });

  it('every run starts in a fresh session: static attributes do not survive a run', async () => {
    for (let i = 0; i < 3; i++) expect(await (await adt('/oo/classrun/ZCL_TEST_STATIC_COUNTER')).text()).toBe('Runs in this session\n1\n');
  });

  it('a run exceeding the maximum runtime is ended with a TIME_OUT dump, and the next run is served', async () => {
    const started = Date.now();
    const response = await adt('/oo/classrun/ZCL_TEST_ENDLESS');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Runtime error TIME_OUT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    const list = await dumps({ error: 'time_out' });
    expect(list['DUMPS'][0]).toMatchObject({ ERROR: 'TIME_OUT', PROGRAM: 'ZCL_TEST_ENDLESS==============CP', OBJECT: 'ZCL_TEST_ENDLESS' });
    // the watchdog said where the loop was: a line of the DO loop in MAIN
    const detail = (await dumps({ detail: list['DUMPS'][0].ID }))['DUMPS'][0];
    expect(detail).toMatchObject({ SOURCE_INCLUDE: 'ZCL_TEST_ENDLESS==============CM001', SOURCE_FILE: 'zcl_test_endless.clas.abap' });
    expect(detail.SOURCE_FILE_LINE).toBeGreaterThanOrEqual(10);
    expect(detail.SOURCE_FILE_LINE).toBeLessThanOrEqual(15);
    expect(detail.CALL_STACK.filter((f: any) => f.LEVEL > 0).map((f: any) => f.METHOD)).toEqual(['IF_OO_ADT_CLASSRUN~MAIN']);
    expect(detail.CALL_STACK[0].METHOD).toContain('>>>>>');
    expect(await (await adt('/oo/classrun/ZCL_TEST_HELLO')).text()).toBe('Hello\n');
  });

  it('a work process killed mid-run answers 500 with a SYSTEM_CORE_DUMPED dump; a new work process takes over', async () => {
    const pending = adt('/oo/classrun/ZCL_TEST_ENDLESS');
    let victim;
    for (let i = 0; i < 100 && !victim; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      victim = service.execution.pool.processes().find((p) => p.current?.request.kind === 'classrun');
    }
    expect(victim?.pid).toBeGreaterThan(0);
    process.kill(victim!.pid!, 'SIGKILL');
    const response = await pending;
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Runtime error SYSTEM_CORE_DUMPED');
    const crash = (await dumps({ error: 'SYSTEM_CORE_DUMPED' }))['DUMPS'][0];
    expect(crash).toMatchObject({ PROGRAM: 'ZCL_TEST_ENDLESS==============CP' });
    expect((await dumps({ detail: crash.ID }))['DUMPS'][0].ERROR_ANALYSIS).toContain('SIGKILL');
    expect(await (await adt('/oo/classrun/ZCL_DEMO_CLASSRUN')).text()).toBe(demoClassRunOutput);
    await service.execution.pool.warm();
    expect(service.execution.pool.processes().filter((p) => p.state !== 'ended').length).toBe(2);
    expect(service.execution.pool.processes().map((p) => p.pid)).not.toContain(victim!.pid);
  });

  it('POST /unit runs the test classes: passes, a FAILURE with expected and actual, an ERROR with its exception and line', async () => {
    const result = await (await session.post('/unit', { files: ['src/tools/zcl_demo_failing_tests.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(result).toMatchObject({ success: '', test_count: 3, passed_count: 1, failed_count: 2, message: '2 of 3 tests failed' });
    expect(result.errors[0]).toEqual({
      class_name: 'LTCL_OUTCOMES',
      method_name: 'TEST_FAILS',
      error_kind: 'FAILURE',
      error_text: 'Deliberate failure: expected 40 free seats (expected: 40, actual: 30) at zcl_demo_failing_tests.clas.testclasses.abap line 26',
    });
    expect(result.errors[1]).toMatchObject({ class_name: 'LTCL_OUTCOMES', method_name: 'TEST_ERRORS', error_kind: 'ERROR' });
    expect(result.errors[1].error_text).toMatch(
      /^CX_SY_ZERODIVIDE: .+ at zcl_demo_failing_tests\.clas\.abap line 30 \(ZCL_DEMO_FAILING_TESTS========CM002 line 2\); short dump \S+$/,
    );
    const passing = await (await session.post('/unit', { files: ['zcl_demo_fare_calculator.clas.abap', 'zcl_demo_booking_service.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(passing).toEqual({ success: 'X', test_count: 10, passed_count: 10, failed_count: 0, message: 'All 10 tests passed', errors: [] });
    const missing = await (await session.post('/unit', { files: ['zcl_nothing.clas.abap'] })).json().then(lowerCaseKeys);
    expect(missing).toMatchObject({ success: '', message: 'Object not found: ZCL_NOTHING' });
  });

  it('POST /dump filters by user, program and error, caps the limit at 100 and answers the denied text', async () => {
    expect((await dumps({ user: 'viewer' }))['TOTAL']).toBe(0);
    const all = await dumps({ limit: 500 });
    expect(all['DUMPS'].length).toBe(all['TOTAL']);
    expect(all['MESSAGE']).toBe(`${all['TOTAL']} short dump(s) found`);
    const stamps = all['DUMPS'].map((d: any) => d.UTC_TIMESTAMP);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect((await dumps({ limit: 1 }))['DUMPS'].length).toBe(1);
    expect((await dumps({ ts_from: '20000101000000', ts_to: '20000102000000' }))['TOTAL']).toBe(0);
    expect(await dumps({ ts_from: 'yesterday' })).toMatchObject({ SUCCESS: false, ERROR: 'Invalid timestamp: yesterday (expected YYYYMMDDhhmmss in UTC)' });
    const runner = await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: basicAuth('RUNNER', 'runner-secret'), 'x-csrf-token': 'fetch' } });
    const denied = await fetch(`${service.url}${service.servicePath}/dump`, {
      method: 'POST',
      headers: {
        authorization: basicAuth('RUNNER', 'runner-secret'),
        cookie: runner.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '),
        'x-csrf-token': runner.headers.get('x-csrf-token')!,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(denied.status).toBe(200);
    expect(await denied.json()).toMatchObject({ SUCCESS: false, COMMAND: 'DUMP', ERROR: 'Not authorized to read short dumps' });
  });

  it('activation reaches the work processes: a changed class runs its new code', async () => {
    const system = service.system;
    const hello = system.objects.get('CLAS', 'ZCL_TEST_HELLO')!;
    const changed = { ...hello, sources: { main: hello.sources['main']!.replace('`Hello`', '`Hello again`') } };
    system.objects.save(changed, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
    expect(system.activation.announce({ activated: [system.objects.get('CLAS', 'ZCL_TEST_HELLO')!], deleted: [] })).toEqual([]);
    expect(await (await adt('/oo/classrun/ZCL_TEST_HELLO')).text()).toBe('Hello again\n');
    expect(new Set(service.execution.pool.processes().map((p) => p.generation))).toEqual(new Set([service.execution.build.current!.number]));
  });
});
