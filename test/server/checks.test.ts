import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, lowerCaseKeys, rawSession, startTestService, type TestService } from '../support/service.js';
import { Agent } from '../../src/client/agent.js';
import { ServiceCallError } from '../../src/client/service.js';
import { inspect, normalizeInspectResults, normalizeSyntaxResponse, normalizeWhereResponse, syntax, whereUsed } from '../../src/client/checks.js';

const demo = resolve(__dirname, '../../examples/demo-repo/src');
const read = (path: string) => readFileSync(join(demo, path), 'utf8');

let service: TestService;
let post: (path: string, body: unknown) => Promise<Response>;

beforeAll(async () => {
  service = await startTestService({ demo: true });
  post = (await rawSession(service)).post;
}, 60_000);
afterAll(async () => service.stop());

const json = async (path: string, body: unknown) => {
  const response = await post(path, body);
  expect(response.status).toBe(200);
  return lowerCaseKeys(await response.json());
};

const fareCalculator = () => ({
  type: 'CLAS',
  name: 'ZCL_DEMO_FARE_CALCULATOR',
  source: read('core/zcl_demo_fare_calculator.clas.abap'),
  locals_def: read('core/zcl_demo_fare_calculator.clas.locals_def.abap'),
  locals_imp: read('core/zcl_demo_fare_calculator.clas.locals_imp.abap'),
  testclasses: read('core/zcl_demo_fare_calculator.clas.testclasses.abap'),
});

describe('POST /syntax', () => {
  it('passes the demo class with all its parts, using the kernel and active objects', async () => {
    const result = await json('/syntax', { objects: [fareCalculator()], uccheck: 'X' });
    expect(result).toEqual({
      success: true,
      command: 'SYNTAX',
      message: 'All 1 object(s) passed syntax check',
      results: [
        {
          object_type: 'CLAS',
          object_name: 'ZCL_DEMO_FARE_CALCULATOR',
          success: true,
          error_count: 0,
          warning_count: 0,
          errors: [],
          warnings: [],
          message: 'Syntax check passed',
        },
      ],
    });
  }, 30_000);

  const classCases = [
    {
      title: 'a method of the main source',
      edit: (o: ReturnType<typeof fareCalculator>) => ({ ...o, source: o.source.replace('rt_rules = mt_rules.', 'rt_rules = mt_rulez.') }),
      include: 'main',
      line: 74,
      word: 'mt_rulez',
    },
    {
      title: 'the local implementations',
      edit: (o: ReturnType<typeof fareCalculator>) => ({ ...o, locals_imp: o.locals_imp.replace('ceil( iv_amount )', 'ceil( iv_amout )') }),
      include: 'locals_imp',
      line: 7,
      word: 'iv_amout',
    },
    {
      title: 'the test classes',
      edit: (o: ReturnType<typeof fareCalculator>) => ({ ...o, testclasses: o.testclasses.replace('DATA lt_rules TYPE zif_demo_fare_calculator=>ty_fare_rules.', 'DATA lt_rules TYPE zif_demo_fare_calculator=>ty_fare_rulez.') }),
      include: 'testclasses',
      line: 27,
      word: undefined,
    },
  ];
  it.each(classCases)('reports an error in $title with its part and its line in that part', async ({ edit, include, line, word }) => {
    const result = await json('/syntax', { objects: [edit(fareCalculator())], uccheck: 'X' });
    expect(result).toMatchObject({ success: false, message: '1 of 1 object(s) have syntax errors' });
    expect(result.results[0]).toMatchObject({ success: false, error_count: 1, message: 'Syntax check failed with 1 error(s)' });
    expect(result.results[0].errors[0]).toMatchObject({ include, line, ...(word ? { word } : {}) });
  });

  it('checks the sent version only: nothing is written, the active class still checks clean', async () => {
    await json('/syntax', { objects: [{ ...fareCalculator(), source: 'CLASS zcl_demo_fare_calculator DEFINITION PUBLIC. ENDCLASS.' }], uccheck: 'X' });
    const inspected = await json('/inspect', { files: ['zcl_demo_fare_calculator.clas.abap'], variant: 'EMPTY' });
    expect(inspected[0]).toMatchObject({ object_name: 'ZCL_DEMO_FARE_CALCULATOR', success: 'X' });
    expect((await json('/syntax', { objects: [fareCalculator()], uccheck: 'X' })).success).toBe(true);
  });

  it('reports an interface error without an include', async () => {
    const source = read('core/zif_demo_fare_calculator.intf.abap').replace('TYPE zdemo_price\n', 'TYPE zdemo_prize\n');
    const result = await json('/syntax', { objects: [{ type: 'INTF', name: 'ZIF_DEMO_FARE_CALCULATOR', source }], uccheck: 'X' });
    expect(result.results[0]).toMatchObject({ object_type: 'INTF', success: false, error_count: 1 });
    expect(result.results[0].errors[0].line).toBe(15);
    expect(result.results[0].errors[0].include).toBeUndefined();
  });

  it('checks a function module inside its active group (fugr_include_name)', async () => {
    const source = read('tools/zdemo_flights.fugr.z_demo_format_route.abap');
    const good = { type: 'FUGR', name: 'ZDEMO_FLIGHTS', fugr_include_name: 'Z_DEMO_FORMAT_ROUTE', fixpt: 'X', source };
    const bad = { ...good, source: source.replace('{ iv_airport_to }', '{ iv_airport_too }') };
    const result = await json('/syntax', { objects: [good, bad], uccheck: 'X' });
    expect(result.message).toBe('1 of 2 object(s) have syntax errors');
    expect(result.results.map((r: { success: boolean }) => r.success)).toEqual([true, false]);
    // INCLUDE names the function module in lower case: the public CLI prints <group>.fugr.<module>.abap from it
    expect(result.results[1].errors[0]).toMatchObject({ line: 11, word: 'iv_airport_too', include: 'z_demo_format_route' });
  });

  it("checks a group's other includes (TOP) inside the group, the include named in INCLUDE", async () => {
    const top = read('tools/zdemo_flights.fugr.lzdemo_flightstop.abap');
    const good = { type: 'FUGR', name: 'ZDEMO_FLIGHTS', fugr_include_name: 'LZDEMO_FLIGHTSTOP', fixpt: 'X', source: `${top}\nDATA gv_count TYPE i.\n` };
    const bad = { ...good, source: `${top}\nDATA gv_count TYPE zno_such_type.\n` };
    const result = await json('/syntax', { objects: [good, bad], uccheck: 'X' });
    expect(result.results.map((r: { success: boolean }) => r.success)).toEqual([true, false]);
    expect(result.results[1].errors[0]).toMatchObject({ line: top.split('\n').length + 1, include: 'lzdemo_flightstop' });
  });

  it('checks a program that includes an active include', async () => {
    const result = await json('/syntax', { objects: [{ type: 'PROG', name: 'ZDEMO_FLIGHT_LIST', source: read('tools/zdemo_flight_list.prog.abap') }], uccheck: 'X' });
    expect(result.results[0]).toMatchObject({ object_type: 'PROG', success: true });
  });

  it('applies the DDLS rules and reports DDLS warnings', async () => {
    const entity = read('data/views/zc_demo_booking.ddls.asddls');
    const withSqlViewName = "@AbapCatalog.sqlViewName: 'ZCDEMOBK'\r\n" + entity;
    const result = await json('/syntax', {
      objects: [
        { type: 'DDLS', name: 'ZC_DEMO_BOOKING', source: entity },
        { type: 'DDLS', name: 'ZC_DEMO_BOOKING', source: withSqlViewName },
      ],
      uccheck: 'X',
    });
    expect(result.results[0]).toMatchObject({ success: true, error_count: 0 });
    expect(result.results[1]).toMatchObject({ success: false, error_count: 1 });
    expect(result.results[1].errors[0]).toMatchObject({ line: 1, text: expect.stringMatching(/must not carry/) });
  });

  it('checks an enhancement implementation (ENHO) in the context of what it enhances', async () => {
    const hook = (line: string) => `"Name: \\TY:ZCL_DEMO_FARE_CALCULATOR\\ME:SURCHARGE\\SE:BEGIN\\EI\nENHANCEMENT 0 ZENH_HTTP.\n${line}\nENDENHANCEMENT.\n`;
    const result = await json('/syntax', {
      objects: [
        { type: 'ENHO', name: 'ZENH_HTTP', source: hook('  DATA(lv_percent) = iv_surcharge_pct.') },
        { type: 'ENHO', name: 'ZENH_HTTP', source: hook('  DATA(lv_percent) = iv_surcharge_pcx.') },
      ],
      uccheck: 'X',
    });
    expect(result.results.map((r: { object_type: string; success: boolean }) => [r.object_type, r.success])).toEqual([['ENHO', true], ['ENHO', false]]);
    expect(result.results[1].errors[0]).toMatchObject({ line: 3, word: 'iv_surcharge_pcx' });
  });

  it('refuses a syntax request over its body limit at once with 413, naming the limit', async () => {
    const source = 'DATA x TYPE i.\n'.repeat(570_000);
    const response = await post('/syntax', { objects: [{ type: 'PROG', name: 'ZHUGE', source }] });
    expect(response.status).toBe(413);
    expect(lowerCaseKeys(await response.json())).toMatchObject({ success: false, command: 'SYNTAX', error: `Request body exceeds the limit of ${8 * 1024 * 1024} bytes` });
  }, 120_000);

  it('answers an unsupported type with the spec result', async () => {
    const result = await json('/syntax', { objects: [{ type: 'TABL', name: 'ZDEMO_CARRIER', source: '' }], uccheck: 'X' });
    expect(result.results[0]).toEqual({
      object_type: 'TABL',
      object_name: 'ZDEMO_CARRIER',
      success: false,
      error_count: 1,
      warning_count: 0,
      errors: [{ line: 1, text: "Unsupported object type: TABL. Use 'pull' command instead." }],
      warnings: [],
      message: "Unsupported object type: TABL. Use 'pull' command instead.",
    });
  });

  it("checks ABAP for Cloud Development with uccheck '5'", async () => {
    const source = read('tools/zdemo_flight_list.prog.abap');
    const cloud = { type: 'CLAS', name: 'ZCL_DEMO_FARE_CALCULATOR', ...fareCalculator(), source: fareCalculator().source.replace('rt_rules = mt_rules.', "rt_rules = mt_rules.\n    WRITE / 'list'.") };
    expect((await json('/syntax', { objects: [cloud], uccheck: 'X' })).success).toBe(true);
    const result = await json('/syntax', { objects: [cloud], uccheck: '5' });
    expect(result.success).toBe(false);
    expect(result.results[0].errors[0]).toMatchObject({ include: 'main', line: 75 });
    expect(source).toContain('REPORT');
  });

  it('answers without objects with the empty-request result', async () => {
    expect(await json('/syntax', { uccheck: 'X' })).toMatchObject({ success: false, command: 'SYNTAX', results: [], message: 'No objects provided for syntax check' });
  });

  it('rejects a body without the structure of a syntax request with 400 and the envelope', async () => {
    const response = await post('/syntax', { objects: 'ZCL_X' });
    expect(response.status).toBe(400);
    expect(lowerCaseKeys(await response.json())).toMatchObject({ success: false, command: 'SYNTAX' });
    const noType = await post('/syntax', { objects: [{ name: 'ZCL_X', source: '' }] });
    expect(noType.status).toBe(400);
  });
});

describe('POST /inspect', () => {
  it('answers an array with one result per object in the order of the files, the files of one object collapsed', async () => {
    const result = await json('/inspect', {
      files: [
        'ZCL_DEMO_BOOKING_SERVICE.CLAS.ABAP',
        'src/core/zcl_demo_fare_calculator.clas.abap',
        'src/core/zcl_demo_fare_calculator.clas.locals_imp.abap',
        'zdemo_flight_list.prog.abap',
        'zi_demo_flight.ddls.asddls',
        'zdemo_s_flight_info.tabl.xml',
      ],
    });
    expect(Array.isArray(result)).toBe(true);
    expect(result.map((r: { object_type: string; object_name: string }) => `${r.object_type} ${r.object_name}`)).toEqual([
      'CLAS ZCL_DEMO_BOOKING_SERVICE',
      'CLAS ZCL_DEMO_FARE_CALCULATOR',
      'PROG ZDEMO_FLIGHT_LIST',
      'DDLS ZI_DEMO_FLIGHT',
      'TABL ZDEMO_S_FLIGHT_INFO',
    ]);
  });

  it('runs the curated DEFAULT variant: findings with include, method and line, sorted by method then line', async () => {
    const [booking] = await json('/inspect', { files: ['zcl_demo_booking_service.clas.abap'], variant: 'DEFAULT' });
    expect(booking).toMatchObject({ success: 'X', object_type: 'CLAS', error_count: 0, errors: [] });
    expect(booking.warnings.length).toBeGreaterThan(0);
    for (const warning of booking.warnings) {
      expect(warning.sobjname).toMatch(/^ZCL_DEMO_BOOKING_SERVICE=+(CM[0-9A-Z]{3}|CU|CO|CI|CCAU|CCIMP|CCDEF)$/);
      expect(Number(warning.line)).toBeGreaterThan(0);
    }
    const keys = booking.warnings.map((w: { method_name: string; line: string }) => [w.method_name, Number(w.line)] as const);
    const sorted = [...keys].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    expect(keys).toEqual(sorted);
    expect(booking.warnings.some((w: { method_name: string }) => w.method_name === 'GET_BOOKING')).toBe(true);
  });

  it('runs the standard checks with EMPTY and when no variant is named', async () => {
    const [empty] = await json('/inspect', { files: ['zcl_demo_booking_service.clas.abap'], variant: 'empty' });
    expect(empty).toMatchObject({ success: 'X', warnings: [], errors: [] });
    const [unnamed] = await json('/inspect', { files: ['zcl_demo_booking_service.clas.abap'] });
    expect(unnamed).toEqual(empty);
  });

  it('answers an unknown variant with one VARIANT result', async () => {
    expect(await json('/inspect', { files: ['zcl_demo_booking_service.clas.abap'], variant: 'NOPE' })).toEqual([
      {
        success: '',
        object_type: 'VARIANT',
        object_name: 'NOPE',
        error_count: 1,
        errors: [{ line: '0', column: '0', text: 'Check variant "NOPE" not found', word: '', sobjname: '', method_name: '' }],
        warnings: [],
        infos: [],
      },
    ]);
  });

  it('answers a file name that maps to no object and an object that is not active with results of their own', async () => {
    const result = await json('/inspect', { files: ['readme.md', 'zcl_nowhere.clas.abap'] });
    expect(result[0]).toMatchObject({ success: '', object_name: 'readme.md', error_count: 1 });
    expect(result[0].errors[0].text).toBe('Invalid file format: readme.md');
    expect(result[1]).toMatchObject({ success: '', object_type: 'CLAS', object_name: 'ZCL_NOWHERE', error_count: 1 });
  });

  it('answers an empty file list with an empty array and a missing one with 400', async () => {
    expect(await json('/inspect', { files: [] })).toEqual([]);
    const response = await post('/inspect', { variant: 'DEFAULT' });
    expect(response.status).toBe(400);
    expect(lowerCaseKeys(await response.json())).toMatchObject({ success: false, command: 'INSPECT' });
  });
});

describe('POST /where', () => {
  it('lists where the demo interface is used: includes readable with view, lines, main programs, packages', async () => {
    const result = await json('/where', { objects: ['zif_demo_fare_calculator'] });
    expect(result).toMatchObject({ success: true, command: 'WHERE', message: expect.stringMatching(/^Found \d+ references$/), error: '' });
    const [object] = result.objects;
    expect(object).toMatchObject({ name: 'ZIF_DEMO_FARE_CALCULATOR', type: 'INTF', not_found: false, error: '' });
    expect(object.count).toBe(object.references.length);
    const users = new Set(object.references.map((r: { object: string }) => r.object));
    expect(users).toEqual(new Set(['ZCL_DEMO_BOOKING_SERVICE', 'ZCL_DEMO_FARE_CALCULATOR']));
    expect(object.references).toContainEqual({
      object: 'ZCL_DEMO_FARE_CALCULATOR',
      object_type: 'CLAS',
      include_name: 'ZCL_DEMO_FARE_CALCULATOR======CU',
      method_name: '',
      include_type: 'public_section',
      package: 'ZDEMO_CORE',
      line: 8,
      program: 'ZCL_DEMO_FARE_CALCULATOR======CP',
    });
    // the test double in the booking service's test classes implements it
    expect(object.references.some((r: { include_name: string }) => r.include_name === 'ZCL_DEMO_BOOKING_SERVICE======CCAU')).toBe(true);
    expect(result.summary).toEqual({ total_objects: 1, total_references: object.count });
    expect(result.pagination).toEqual({ limit: 100, offset: 0, total: object.count, has_more: false, next_offset: 0 });
  });

  it('lists where a class and an include program are used', async () => {
    const result = await json('/where', { objects: ['ZCL_DEMO_BOOKING_SERVICE', 'ZDEMO_FLIGHT_LIST_F01'] });
    const [service, include] = result.objects;
    expect(service.type).toBe('CLAS');
    expect(service.references.some((r: { object: string }) => r.object === 'ZCL_DEMO_BOOKING_RUN')).toBe(true);
    expect(include.type).toBe('PROG');
    // the INCLUDE statement and the PERFORMs of its forms
    expect(include.references.map((r: { line: number }) => r.line)).toEqual([10, 13, 14]);
    expect(include.references[0]).toMatchObject({ object: 'ZDEMO_FLIGHT_LIST', object_type: 'PROG', include_name: 'ZDEMO_FLIGHT_LIST', line: 10, program: 'ZDEMO_FLIGHT_LIST' });
  });

  it('pages across three pages with offset: the pages together are the whole list', async () => {
    const whole = await json('/where', { objects: ['ZIF_DEMO_FARE_CALCULATOR', 'ZCL_DEMO_BOOKING_SERVICE'] });
    const total = whole.pagination.total;
    const size = Math.ceil(total / 3);
    expect(size).toBeGreaterThan(1);
    const pages = [];
    for (let offset = 0; offset < total; offset += size) pages.push(await json('/where', { objects: ['ZIF_DEMO_FARE_CALCULATOR', 'ZCL_DEMO_BOOKING_SERVICE'], limit: size, offset }));
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => page.pagination.has_more)).toEqual([true, true, false]);
    expect(pages[0].pagination).toEqual({ limit: size, offset: 0, total, has_more: true, next_offset: size });
    const all = (result: { objects: Array<{ references: unknown[] }> }) => result.objects.flatMap((object) => object.references);
    expect(pages.flatMap(all)).toEqual(all(whole));
  });

  it('lists where a table and a data element are used', async () => {
    const table = await json('/where', { objects: ['ZDEMO_CARRIER'] });
    expect(table.objects[0]).toMatchObject({ name: 'ZDEMO_CARRIER', type: 'TABL', error: '' });
    expect(table.objects[0].count).toBeGreaterThan(0);
    const element = await json('/where', { objects: ['ZDEMO_CARRIER_ID'], type: 'DTEL' });
    // the tables whose fields it types, as dictionary uses without an include
    expect(element.objects[0].references).toContainEqual(expect.objectContaining({ object: 'ZDEMO_CARRIER', object_type: 'TABL', include_type: 'dictionary', include_name: '' }));
  });

  it('refuses the limit outside 1 to 500, reports objects that are not found', async () => {
    const limited = await json('/where', { objects: ['ZIF_DEMO_FARE_CALCULATOR', 'ZCL_NOWHERE'], limit: 2 });
    expect(limited.objects[0].references).toHaveLength(2);
    expect(limited.objects[1]).toMatchObject({ name: 'ZCL_NOWHERE', not_found: true, error: 'Object not found: ZCL_NOWHERE', count: 0 });
    expect(await json('/where', { objects: ['ZIF_DEMO_FARE_CALCULATOR'], limit: 501 })).toMatchObject({ success: false, error: 'Limit value too high (max: 500)' });
  });

  it('answers a missing object list and an unsupported type as results', async () => {
    expect(await json('/where', {})).toMatchObject({ success: false, command: 'WHERE', error: 'Objects parameter is required' });
    const typed = await json('/where', { objects: ['ZDEMO_CARRIER'], type: 'MSAG' });
    expect(typed.objects[0].error).toBe('Unsupported object type: MSAG');
  });
});

describe('authorisation of the checks', () => {
  it('lets the display-only user check, and refuses a user without S_DEVELOP display with 403', async () => {
    const viewer = await rawSession(service, 'VIEWER');
    expect((await viewer.post('/where', { objects: ['ZIF_DEMO_FARE_CALCULATOR'] })).status).toBe(200);

    const { EmbeddedSystem } = await import('../../src/system/system.js');
    const system = EmbeddedSystem.open({ dataDir: service.dataDir });
    system.users.add('100', 'NOCHECKS', 'no-checks-secret', []);
    system.close();
    const auth = basicAuth('NOCHECKS', 'no-checks-secret');
    const health = await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: auth, 'x-csrf-token': 'fetch' } });
    const headers = {
      authorization: auth,
      cookie: health.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '),
      'x-csrf-token': health.headers.get('x-csrf-token')!,
      'content-type': 'application/json',
    };
    for (const [path, command] of [['/syntax', 'SYNTAX'], ['/inspect', 'INSPECT'], ['/where', 'WHERE']] as const) {
      const response = await fetch(`${service.url}${service.servicePath}${path}`, { method: 'POST', headers, body: '{"objects":[],"files":[]}' });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, command, error: expect.stringContaining('S_DEVELOP') });
    }
  });
});

describe('client functions of the checks', () => {
  it('call the service and answer its results', async () => {
    const agent = new Agent(service.connection());
    expect(await syntax(agent, { objects: [fareCalculator()], uccheck: 'X' })).toMatchObject({ success: true, results: [{ success: true }] });
    expect(await inspect(agent, { files: ['ZCL_DEMO_FARE_CALCULATOR.CLAS.ABAP'] })).toMatchObject([{ success: 'X', object_name: 'ZCL_DEMO_FARE_CALCULATOR' }]);
    const where = await whereUsed(agent, { objects: ['ZCL_DEMO_BOOKING_SERVICE'], limit: 1 });
    expect(where.objects[0]!.references).toHaveLength(1);
  });

  it('turn a transport-level failure into a ServiceCallError with the envelope text', async () => {
    const agent = new Agent(service.connection());
    const failure = await inspect(agent, { files: { not: 'a list' } as unknown as string[] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceCallError);
    expect((failure as ServiceCallError).status).toBe(400);
  });

  it('read upper-case answers, X flags and a single inspect object as real systems send them', () => {
    expect(
      normalizeSyntaxResponse({
        SUCCESS: false,
        COMMAND: 'SYNTAX',
        MESSAGE: '1 of 1 object(s) have syntax errors',
        RESULTS: [{ OBJECT_TYPE: 'CLAS', OBJECT_NAME: 'ZCL_X', SUCCESS: '', ERROR_COUNT: 1, ERRORS: [{ LINE: '7', TEXT: 'bad', INCLUDE: 'locals_imp', COLUMN: 3 }], MESSAGE: 'm' }],
      }),
    ).toEqual({
      success: false,
      command: 'SYNTAX',
      message: '1 of 1 object(s) have syntax errors',
      results: [
        {
          object_type: 'CLAS',
          object_name: 'ZCL_X',
          success: false,
          error_count: 1,
          warning_count: 0,
          errors: [{ line: 7, text: 'bad', include: 'locals_imp', column: 3 }],
          warnings: [],
          message: 'm',
        },
      ],
    });
    expect(normalizeInspectResults({ SUCCESS: true, OBJECT_TYPE: 'CLAS', OBJECT_NAME: 'ZCL_X', ERROR_COUNT: 0, WARNINGS: [{ LINE: 3, MESSAGE: 'w', SOBJNAME: 'I', METHOD_NAME: 'M' }] })).toEqual([
      { success: 'X', object_type: 'CLAS', object_name: 'ZCL_X', error_count: 0, errors: [], warnings: [{ line: '3', message: 'w', sobjname: 'I', method_name: 'M' }], infos: [] },
    ]);
    const where = normalizeWhereResponse({
      SUCCESS: 'X',
      OBJECTS: [{ NAME: 'ZCL_X', TYPE: 'CLAS', COUNT: 1, REFERENCES: [{ INCLUDE_NAME: 'ZCL_Y=========================CM001', INCLUDE_TYPE: 'CLAS', METHOD_NAME: 'RUN' }] }],
    });
    expect(where).toMatchObject({ success: true, summary: { total_objects: 1, total_references: 1 }, pagination: { total: 1, has_more: false } });
    expect(where.objects[0]!.references[0]).toEqual({
      object: '', object_type: '', include_name: 'ZCL_Y=========================CM001', method_name: 'RUN', include_type: 'CLAS', package: '', line: 0, program: '',
    });
    // an earlier abapdeck server: object was the using object's type, obj_name its name
    const earlier = normalizeWhereResponse({ success: true, objects: [{ name: 'ZIF_X', references: [{ object: 'CLAS', obj_name: 'ZCL_Y', include: 'ZCL_Y=========================CU', line: 3 }] }] });
    expect(earlier.objects[0]!.references[0]).toMatchObject({ object: 'ZCL_Y', object_type: 'CLAS', include_name: 'ZCL_Y=========================CU', line: 3 });
  });
});
