import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../src/client/agent.js';
import { customize, normalizePreview, normalizeView, preview, view } from '../../src/client/reading.js';
import { rawSession, startTestService, type TestService } from '../support/service.js';

let service: TestService;
let post: (path: string, body: unknown) => Promise<Response>;
let request = '';

beforeAll(async () => {
  service = await startTestService({
    demo: true,
    prepare: (system) => {
      // A user who may develop but not display table contents.
      system.users.add('100', 'NOTABLES', 'notables-secret', [{ object: 'S_DEVELOP', activity: '03' }]);
      request = system.reading.requests.create('DEVELOPER', 'Fare rules');
    },
  });
  post = (await rawSession(service)).post;
});
afterAll(async () => service.stop());

describe('POST /view over HTTP', () => {
  it('answers the view result in upper-case keys, as the public backend does', async () => {
    const response = await post('/view', { objects: ['ZCL_DEMO_FARE_CALCULATOR'], full: true });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ SUCCESS: true, COMMAND: 'VIEW', MESSAGE: 'Retrieved 1 object(s)', SUMMARY: { TOTAL: 1, BY_TYPE: ['CLAS'] }, ERROR: '' });
    expect(body.OBJECTS[0].SECTIONS.map((s: { SUFFIX: string }) => s.SUFFIX)).toEqual([
      'CU', 'CO', 'CP', 'CM001', 'CM002', 'CM003', 'CM004', 'CM005', 'CCDEF', 'CCIMP', 'CCAU',
    ]);
  });

  it("answers an unknown type with 200 and 'Unsupported object type: <type>'", async () => {
    const response = await post('/view', { objects: ['X'], type: 'WAPA' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ SUCCESS: false, COMMAND: 'VIEW', ERROR: 'Unsupported object type: WAPA' });
  });

  it('answers a body without objects with 400 and the envelope', async () => {
    const response = await post('/view', { type: 'CLAS' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, command: 'VIEW' });
  });
});

describe('POST /preview over HTTP', () => {
  it('answers rows with upper-case field names and pagination', async () => {
    const response = await post('/preview', { objects: ['ZDEMO_FLIGHT'], limit: 5, offset: 5, where: "CARRIER_ID = 'ZA'" });
    const body = await response.json();
    expect(body).toMatchObject({ SUCCESS: true, COMMAND: 'PREVIEW', PAGINATION: { LIMIT: 5, OFFSET: 5, TOTAL: 8, HAS_MORE: false, NEXT_OFFSET: 8 } });
    expect(body.OBJECTS[0].ROWS.map((r: Record<string, string>) => r['CARRIER_ID'])).toEqual(['ZA', 'ZA', 'ZA']);
  });

  it("lets a bad limit reach the handler: 'Limit value too high (max: 500)'", async () => {
    const response = await post('/preview', { objects: ['ZDEMO_FLIGHT'], limit: 501 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ SUCCESS: false, ERROR: 'Limit value too high (max: 500)' });
  });

  it("answers 'Access denied to table: <name>' per object to a user without S_TABU_DIS display", async () => {
    const agent = new Agent({ ...service.connection(), user: 'NOTABLES', password: 'notables-secret' });
    const result = await preview(agent, { objects: ['zdemo_carrier', 'ZC_DEMO_BOOKING'] });
    expect(result).toMatchObject({
      success: false,
      objects: [
        { name: 'ZDEMO_CARRIER', access_denied: true, error: 'Access denied to table: ZDEMO_CARRIER', rows: [] },
        { name: 'ZC_DEMO_BOOKING', access_denied: true, error: 'Access denied to table: ZC_DEMO_BOOKING' },
      ],
    });
    // View needs only S_DEVELOP display.
    expect((await view(agent, { objects: ['ZDEMO_CARRIER'] })).success).toBe(true);
  });
});

describe('POST /customize over HTTP', () => {
  it('writes an entry on a customizing request', async () => {
    const response = await post('/customize', {
      table_name: 'zdemo_fare_rule',
      field_values: [{ field: 'FARE_CLASS', value: 'P' }, { field: 'SURCHARGE_PCT', value: '50' }],
      transport: request,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: 'X',
      command: 'Customize',
      message: 'Customizing entry INSERTED in ZDEMO_FARE_RULE',
      error: '',
      table_name: 'ZDEMO_FARE_RULE',
      action: 'INSERTED',
      transport: request,
      delivery_class: 'C',
    });
  });

  it('answers 403 with the envelope naming S_TABU_DIS to a display-only user', async () => {
    const agent = new Agent(service.connection('VIEWER'));
    await expect(customize(agent, { table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'Q' }], no_transport: 'X' })).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('S_TABU_DIS'),
    });
  });

  it("answers the spec's refusal for an application table", async () => {
    const agent = new Agent(service.connection());
    expect(await customize(agent, { table_name: 'ZDEMO_CARRIER', field_values: [{ field: 'CARRIER_ID', value: 'QQ' }], no_transport: 'X' })).toMatchObject({
      success: '',
      error: 'Table ZDEMO_CARRIER is not a customizing table (delivery class: A)',
    });
  });
});

describe('POST /customize never writes into another client (issue 33)', () => {
  const inClient = (client: string, fareClass: string) =>
    service.system.reading.preview({ objects: ['ZDEMO_FARE_RULE'], where: `FARE_CLASS = '${fareClass}'` }, client).objects[0]!.rows;

  it.each([
    ['MANDT twice', [{ field: 'MANDT', value: '100' }, { field: 'MANDT', value: '999' }], 'MANDT', '999', 'V'],
    ['MANDT and mandt', [{ field: 'MANDT', value: '100' }, { field: 'mandt', value: '998' }], 'mandt', '998', 'H'],
    ['a field twice, spelled apart', [{ field: 'DESCRIPTION', value: 'a' }, { field: ' description ', value: 'b' }], 'description', '100', 'G'],
  ])('answers 400 naming a field given twice (%s) and writes nothing', async (_, pairs, named, client, fareClass) => {
    const response = await post('/customize', {
      table_name: 'ZDEMO_FARE_RULE',
      field_values: [...pairs, { field: 'FARE_CLASS', value: fareClass }],
      no_transport: 'X',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, command: 'Customize', error: `Field ${named.trim().toUpperCase()} is given more than once` });
    expect(inClient(client, fareClass)).toEqual([]);
    expect(inClient('100', fareClass)).toEqual([]);
  });

  it("takes the client from the session: the body's own client is written as the session's", async () => {
    const response = await post('/customize', {
      table_name: 'ZDEMO_FARE_RULE',
      field_values: [{ field: 'mandt', value: '100' }, { field: 'FARE_CLASS', value: 'T' }],
      no_transport: 'X',
    });
    expect(await response.json()).toMatchObject({ success: 'X', action: 'INSERTED' });
    expect(inClient('100', 'T')).toEqual([expect.objectContaining({ MANDT: '100' })]);
  });
});

describe('the client functions', () => {
  it('upper-case names and normalise answers in either key spelling', async () => {
    const agent = new Agent(service.connection());
    const result = await view(agent, { objects: ['zdemo_booking_status'], type: 'doma' });
    expect(result.objects[0]).toMatchObject({ name: 'ZDEMO_BOOKING_STATUS', type: 'DOMA', domain_length: 1 });
    const upper = normalizeView({ SUCCESS: true, OBJECTS: [{ NAME: 'X', TYPE: 'CLAS', NOT_FOUND: false, SOURCE: 'a' }], SUMMARY: { TOTAL: 1, BY_TYPE: ['CLAS'] } });
    expect(upper).toMatchObject({ success: true, objects: [{ name: 'X', source: 'a', components: [] }], summary: { total: 1, by_type: ['CLAS'] } });
    const rows = normalizePreview({ SUCCESS: true, OBJECTS: [{ NAME: 'T', TYPE: 'TABL', ROWS: [{ CARRID: 'AA' }], FIELDS: [{ FIELD: 'CARRID', TYPE: 'CHAR', LENGTH: 3 }] }] });
    expect(rows.objects[0]).toMatchObject({ name: 'T', rows: [{ CARRID: 'AA' }], fields: [{ field: 'CARRID', type: 'CHAR', length: 3 }] });
  });
});
