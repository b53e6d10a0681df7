import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomizeRequest } from '../../../src/protocol/reading.js';
import { tableKey } from '../../../src/system/reading/index.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { activate, fareRuleCopy, openDemoSystem, type DemoSystem } from './fixtures.js';

let demo: DemoSystem;
let system: EmbeddedSystem;
let request: string;
const customize = (body: CustomizeRequest, client = '100') => system.reading.customize(body, client);
const fareRule = (fareClass: string) =>
  system.reading.preview({ objects: ['ZDEMO_FARE_RULE'], where: `FARE_CLASS = '${fareClass}'` }, '100').objects[0]!.rows;

beforeAll(() => {
  demo = openDemoSystem();
  system = demo.system;
  activate(
    system,
    'ZDEMO_DATA',
    ['A', 'L', 'S', 'W', 'G', 'E'].map((deliveryClass) => fareRuleCopy(system, `ZDEMO_RULE_${deliveryClass}`, deliveryClass)),
  );
  request = system.reading.requests.create('DEVELOPER', 'Fare rules');
});
afterAll(() => demo.close());

describe('customize', () => {
  it('inserts a new entry, recording it on the customizing request', () => {
    const result = customize({
      table_name: 'zdemo_fare_rule',
      field_values: [
        { field: 'FARE_CLASS', value: 'P' },
        { field: 'description', value: 'Premium' },
        { field: 'SURCHARGE_PCT', value: '60.5' },
      ],
      transport: request,
    });
    expect(result).toEqual({
      success: 'X',
      command: 'Customize',
      message: 'Customizing entry INSERTED in ZDEMO_FARE_RULE',
      error: '',
      table_name: 'ZDEMO_FARE_RULE',
      action: 'INSERTED',
      transport: request,
      delivery_class: 'C',
    });
    expect(fareRule('P')).toEqual([{ MANDT: '100', FARE_CLASS: 'P', DESCRIPTION: 'Premium', SURCHARGE_PCT: '60.50', SORT_ORDER: '00' }]);
    expect(system.reading.requests.entries(request)).toEqual([{ table: 'ZDEMO_FARE_RULE', key: '100P' }]);
  });

  it('modifies an existing entry: only the named fields change', () => {
    const result = customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'J' }, { field: 'SURCHARGE_PCT', value: '130' }], transport: request });
    expect(result).toMatchObject({ success: 'X', action: 'MODIFIED', message: 'Customizing entry MODIFIED in ZDEMO_FARE_RULE' });
    expect(fareRule('J')).toEqual([{ MANDT: '100', FARE_CLASS: 'J', DESCRIPTION: 'Business', SURCHARGE_PCT: '130.00', SORT_ORDER: '03' }]);
    expect(system.reading.requests.entries(request).map((e) => e.key)).toEqual(['100J', '100P']);
  });

  it('writes into the caller client', () => {
    expect(customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'Y' }], no_transport: 'X' }, '200')).toMatchObject({
      action: 'INSERTED',
    });
    expect(system.reading.preview({ objects: ['ZDEMO_FARE_RULE'] }, '200').objects[0]!.rows).toEqual([
      { MANDT: '200', FARE_CLASS: 'Y', DESCRIPTION: '', SURCHARGE_PCT: '0.00', SORT_ORDER: '00' },
    ]);
  });

  it("skips recording with no_transport 'X'", () => {
    const result = customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'Q' }], no_transport: 'X' });
    expect(result).toMatchObject({ success: 'X', action: 'INSERTED', transport: '' });
    expect(system.reading.requests.entries(request).map((e) => e.key)).not.toContain('100Q');
  });

  it('records nothing for a table of a local package, even when a request is given', () => {
    const result = customize({ table_name: 'ZDEMO_LOC_PARAM', field_values: [{ field: 'PARAM_KEY', value: 'THEME' }, { field: 'PARAM_VALUE', value: 'light' }], transport: request });
    expect(result).toMatchObject({ success: 'X', action: 'MODIFIED', transport: '', delivery_class: 'C' });
    expect(system.reading.requests.entries(request).map((e) => e.table)).not.toContain('ZDEMO_LOC_PARAM');
  });

  it('accepts delivery class E', () => {
    expect(customize({ table_name: 'ZDEMO_RULE_E', field_values: [{ field: 'FARE_CLASS', value: 'Y' }], transport: request })).toMatchObject({
      success: 'X',
      delivery_class: 'E',
    });
  });

  it.each(['A', 'L', 'S', 'W', 'G'])('rejects delivery class %s with the spec text', (deliveryClass) => {
    const table = `ZDEMO_RULE_${deliveryClass}`;
    expect(customize({ table_name: table, field_values: [{ field: 'FARE_CLASS', value: 'Y' }], no_transport: 'X' })).toEqual({
      success: '',
      command: 'Customize',
      message: '',
      error: `Table ${table} is not a customizing table (delivery class: ${deliveryClass})`,
      table_name: table,
      action: '',
      transport: '',
      delivery_class: deliveryClass,
    });
    expect(system.reading.preview({ objects: [table] }, '100').objects[0]!.total_rows).toBe(0);
  });

  it('rejects the demo system application tables', () => {
    expect(customize({ table_name: 'ZDEMO_BOOKING', field_values: [{ field: 'BOOKING_ID', value: '1' }], no_transport: 'X' }).error).toBe(
      'Table ZDEMO_BOOKING is not a customizing table (delivery class: A)',
    );
  });

  it('refuses requests that cannot take the entry, and writes nothing', () => {
    const workbench = system.reading.requests.create('DEVELOPER', 'Workbench');
    system.db.prepare("UPDATE transports SET kind = 'K' WHERE number = ?").run(workbench);
    const released = system.reading.requests.create('DEVELOPER', 'Released');
    system.db.prepare("UPDATE transports SET status = 'R' WHERE number = ?").run(released);
    const write = (transport?: string) =>
      customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'Z' }], ...(transport ? { transport } : {}) });
    expect(write('DEVK999999').error).toBe('Transport DEVK999999 not found');
    expect(write(workbench).error).toBe(`Transport ${workbench} is a workbench request. Customizing entries require a customizing transport.`);
    expect(write(released).error).toBe(`Transport ${released} is already released (not modifiable)`);
    expect(write().error).toBe('Table ZDEMO_FARE_RULE is in a transportable package. Provide a customizing transport or set no_transport.');
    expect(fareRule('Z')).toEqual([]);
  });

  it.each([
    [[{ field: 'NOPE', value: 'x' }], 'Invalid field: NOPE'],
    [[{ field: 'FARE_CLASS', value: 'Y' }, { field: 'SURCHARGE_PCT', value: 'lots' }], /^Invalid value for field SURCHARGE_PCT: /],
    [[{ field: 'SURCHARGE_PCT', value: '1' }], 'Key field FARE_CLASS needs a value'],
    [[], 'At least one field value is required'],
  ])('validates field names and values: %j', (fieldValues, error) => {
    const result = customize({ table_name: 'ZDEMO_FARE_RULE', field_values: fieldValues, no_transport: 'X' });
    expect(result.success).toBe('');
    expect(result.error).toMatch(error);
  });

  it('reports an unknown table or a structure as not found', () => {
    expect(customize({ table_name: 'ZNOPE', field_values: [{ field: 'A', value: 'b' }] }).error).toBe('Table not found: ZNOPE');
    expect(customize({ table_name: 'ZDEMO_S_FLIGHT_INFO', field_values: [{ field: 'A', value: 'b' }] }).error).toBe(
      'Table not found: ZDEMO_S_FLIGHT_INFO',
    );
  });

  it('never writes into a client the entry names (issue 33): a duplicate field is refused, any other client too', () => {
    const inClient = (client: string) =>
      system.reading.preview({ objects: ['ZDEMO_FARE_RULE'], where: "FARE_CLASS = 'U'" }, client).objects[0]!.rows;
    const attempts = [
      [{ field: 'MANDT', value: '100' }, { field: 'MANDT', value: '999' }],
      [{ field: 'MANDT', value: '100' }, { field: 'mandt', value: '998' }],
    ];
    for (const pairs of attempts) {
      const result = customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [...pairs, { field: 'FARE_CLASS', value: 'U' }], no_transport: 'X' });
      expect(result).toMatchObject({ success: '', error: 'Field MANDT is given more than once' });
    }
    expect(customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: ' mandt', value: '998' }, { field: 'FARE_CLASS', value: 'U' }], no_transport: 'X' }).error).toBe(
      "Client 998 is not the client of this request (100): customizing entries are written into the request's client only",
    );
    expect([...inClient('998'), ...inClient('999'), ...inClient('100')]).toEqual([]);
  });

  it('writes the key of a recorded entry padded to the key field lengths', () => {
    expect(tableKey([{ field: 'MANDT', length: 3, value: '100' }, { field: 'K1', length: 4, value: 'A' }, { field: 'K2', length: 2, value: 'B' }])).toBe(
      '100A   B',
    );
  });

  it('refuses an entry that another user holds on an open request, changes nothing, and takes it after the release', () => {
    const mine = system.reading.requests.create('DEVELOPER', 'Locks');
    expect(system.reading.customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'K' }, { field: 'DESCRIPTION', value: 'Mine' }], transport: mine }, '100', 'DEVELOPER')).toMatchObject({ success: 'X' });
    const theirs = system.reading.requests.create('OTHERDEV', 'Theirs');
    const refused = system.reading.customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'K' }, { field: 'DESCRIPTION', value: 'Theirs' }], transport: theirs }, '100', 'OTHERDEV');
    expect(refused).toMatchObject({ success: '', error: `This entry of table ZDEMO_FARE_RULE is locked in transport request ${mine} of DEVELOPER` });
    expect(fareRule('K')[0]).toMatchObject({ DESCRIPTION: 'Mine' });
    // another key of the same table is free, and the owner may change his own entry again
    expect(system.reading.customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'M' }], transport: theirs }, '100', 'OTHERDEV')).toMatchObject({ success: 'X' });
    expect(system.reading.customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'K' }, { field: 'DESCRIPTION', value: 'Mine again' }], transport: mine }, '100', 'DEVELOPER')).toMatchObject({ success: 'X' });
    system.db.prepare("UPDATE transports SET status = 'R' WHERE number = ?").run(mine);
    expect(system.reading.customize({ table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 'K' }, { field: 'DESCRIPTION', value: 'Theirs' }], transport: theirs }, '100', 'OTHERDEV')).toMatchObject({ success: 'X' });
  });
});
