/**
 * Key spelling per route (protocol-notes, "Key spelling (revised)"): the routes whose public backend
 * serialises with upper-case keys answer so, nested keys too; the lower-case routes stay lower case.
 * Scripts written against a real system read these keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';

let service: TestService;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  service = await startTestService({ demo: true });
  session = await rawSession(service);
});
afterAll(() => service.stop());

/** Every key of a JSON value, nested ones included, except the keys of rows (field names are data). */
function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      out.push(key);
      if (key !== 'ROWS' && key !== 'rows') keysOf(inner, out);
    }
  }
  return out;
}

const isUpper = (key: string) => key === key.toUpperCase();
const isLower = (key: string) => key === key.toLowerCase();

async function answer(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await session.post(path, body);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('upper-case routes', () => {
  const cases: Array<[string, unknown, string]> = [
    ['/view', { objects: ['ZCL_DEMO_FARE_CALCULATOR', 'ZDEMO_FLIGHT'], full: true }, 'OBJECTS'],
    ['/preview', { objects: ['ZDEMO_FLIGHT'], limit: 2 }, 'OBJECTS'],
    ['/where', { objects: ['ZIF_DEMO_FARE_CALCULATOR'] }, 'REFERENCES'],
    ['/syntax', { objects: [{ type: 'CLAS', name: 'ZCL_KEYS', source: 'CLASS zcl_keys DEFINITION PUBLIC.\n  PUBLIC SECTION.\n    METHODS m.\nENDCLASS.\nCLASS zcl_keys IMPLEMENTATION.\n  METHOD m.\n    DATA x TYPE undefined_type.\n  ENDMETHOD.\nENDCLASS.' }] }, 'RESULTS'],
    ['/inspect', { files: ['zcl_demo_fare_calculator.clas.abap'] }, 'OBJECT_NAME'],
    ['/unit', { files: ['zcl_demo_fare_calculator.clas.abap', 'zcl_demo_booking_service.clas.testclasses.abap'] }, 'TEST_COUNT'],
    ['/dump', {}, 'DUMPS'],
    ['/list', { package: '$DEMO' }, 'OBJECTS'],
    ['/tree', { package: '$DEMO' }, 'NODES'],
    ['/pull', { url: 'https://example.invalid/not-linked.git' }, 'SUCCESS'],
  ];
  it.each(cases)('%s answers with upper-case keys, nested ones too', async (path, body, expected) => {
    const result = await answer(path, body);
    const keys = keysOf(result);
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.filter((key) => !isUpper(key))).toEqual([]);
    if (expected) expect(keysOf(result)).toContain(expected);
  });

  it('the import poll answers with upper-case keys', async () => {
    const response = await fetch(`${service.url}${service.servicePath}/import?jobNumber=99999999`, {
      headers: { authorization: session.auth, cookie: session.cookie },
    });
    const keys = keysOf(await response.json());
    expect(keys.filter((key) => !isUpper(key))).toEqual([]);
  });
});

describe('lower-case routes', () => {
  const cases: Array<[string, unknown]> = [
    ['/status', { url: 'https://example.invalid/not-linked.git' }],
    ['/delete', { url: 'https://example.invalid/not-linked.git' }],
    ['/customize', { table_name: 'ZDEMO_NO_SUCH_TABLE', field_values: [{ field: 'KEY', value: '1' }] }],
    ['/transport', { action: 'list' }],
    ['/drop', { files: ['src/zcl_nothing.clas.abap'] }],
  ];
  it.each(cases)('%s answers with lower-case keys', async (path, body) => {
    const keys = keysOf(await answer(path, body));
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.filter((key) => !isLower(key))).toEqual([]);
  });

  it('health answers with lower-case keys', async () => {
    const response = await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: session.auth } });
    expect(keysOf(await response.json()).filter((key) => !isLower(key))).toEqual([]);
  });
});
