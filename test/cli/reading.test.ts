import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
let cwd: string;
let request = '';

beforeAll(async () => {
  service = await startTestService({
    demo: true,
    prepare: (system) => {
      request = system.reading.requests.create('DEVELOPER', 'CLI test');
    },
  });
  cwd = projectFolderFor(service);
  folders.push(cwd);
});
const folders: string[] = [];
afterAll(async () => {
  await service.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const SERVICE_MAIN = join(import.meta.dirname, '../../examples/demo-repo/src/core/zcl_demo_booking_service.clas.abap');

describe('abapdeck view', () => {
  it('prints a table with its fields', async () => {
    const run = await runCli(['view', '--objects', 'zdemo_carrier'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'ZDEMO_CARRIER (Table)',
        'Table ZDEMO_CARRIER in ZDEMO_DATA',
        '',
        'FIELD       KEY  TYPE  LENGTH  DATA ELEMENT        DESCRIPTION',
        'MANDT       X    CLNT  3',
        'CARRIER_ID  X    CHAR  3       ZDEMO_CARRIER_ID    Demo: Airline code',
        'NAME             CHAR  40      ZDEMO_CARRIER_NAME  Demo: Airline name',
        'CURRENCY         CUKY  5       ZDEMO_CURRENCY      Demo: Currency',
        '',
      ].join('\n'),
    );
  });

  it('prints domain fixed values and message texts as rows', async () => {
    const run = await runCli(['view', '--objects', 'ZDEMO_BOOKING_STATUS,ZDEMO_BOOKING_MSG', '--type', 'DOMA'], { cwd });
    expect(run.stdout).toMatch(/\nVALUE_1 +N: New\nVALUE_2 +C: Confirmed\n/);
    const msag = await runCli(['view', '--objects', 'ZDEMO_BOOKING_MSG'], { cwd });
    expect(msag.stdout).toContain('\n001: Booking &1 not found\n');
    expect(msag.stdout).toContain('\nTotal: 6 message(s)\n');
  });

  it('prints the debug hint of the first statement after a multi-line DATA declaration', async () => {
    const run = await runCli(['view', '--objects', 'ZCL_DEMO_BOOKING_SERVICE', '--full', '--lines'], { cwd });
    expect(run.code).toBe(0);
    const main = readFileSync(SERVICE_MAIN, 'utf8').split('\n');
    const method = main.findIndex((line) => line.includes('METHOD confirm_booking.')) + 1;
    const executable = main.findIndex((line) => line.includes('ls_booking = get_booking( iv_booking_id ).')) + 1;
    expect(main[method]).toContain('DATA: ls_booking');
    const lines = run.stdout.split('\n');
    expect(lines).toContain(`* ---- Method: CONFIRM_BOOKING (CM005) ---- breakpoint: debug set --objects ZCL_DEMO_BOOKING_SERVICE:${executable}`);
    expect(lines).toContain(` ${method} [  1]    METHOD confirm_booking.`);
    expect(lines).toContain(` ${executable} [  5]      ls_booking = get_booking( iv_booking_id ).`);
    expect(lines).toContain(
      '* ---- Method: LTCL_BOOKING_SERVICE->SETUP ---- breakpoint: debug set --objects ZCL_DEMO_BOOKING_SERVICE:42 --include testclasses',
    );
    expect(lines).toContain('     [ 42]      CREATE OBJECT lo_double.');
  });

  it('prints JSON with --json, global starts included', async () => {
    const run = await runCli(['view', '--objects', 'ZCL_DEMO_FARE_CALCULATOR', '--full', '--json'], { cwd });
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ SUCCESS: true, COMMAND: 'VIEW', OBJECTS: [{ NAME: 'ZCL_DEMO_FARE_CALCULATOR', TYPE: 'CLAS' }] });
    expect(json.OBJECTS[0].SECTIONS[3]).toMatchObject({ SUFFIX: 'CM001', METHOD_NAME: 'CONSTRUCTOR', GLOBAL_START: 34 });
  });

  it('exits 1 with the spec text for a missing object, 2 for usage errors', async () => {
    const missing = await runCli(['view', '--objects', 'ZCL_NOPE'], { cwd });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Object not found: ZCL_NOPE');
    // the objects that exist are shown; the missing one is named, and the exit code says one was missing
    const some = await runCli(['view', '--objects', 'ZIF_DEMO_FARE_CALCULATOR,ZCL_NOPE'], { cwd });
    expect(some.code).toBe(1);
    expect(some.stdout).toContain('INTERFACE zif_demo_fare_calculator');
    expect(some.stderr).toBe('Object not found: ZCL_NOPE\n');
    expect((await runCli(['view'], { cwd })).code).toBe(2);
    const lines = await runCli(['view', '--objects', 'ZCL_X', '--lines'], { cwd });
    expect(lines.code).toBe(2);
    expect(lines.stderr).toContain('--lines needs --full');
  });
});

describe('abapdeck preview', () => {
  it('prints at most six columns, names the hidden ones and hints at the next page', async () => {
    const run = await runCli(['preview', '--objects', 'ZDEMO_BOOKING', '--limit', '2'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'ZDEMO_BOOKING (Table)  rows 1-2 of 48',
        '',
        'MANDT  BOOKING_ID  CARRIER_ID  CONNECTION_ID  FLIGHT_DATE  CUSTOMER_NAME',
        '100    00000001    ZA          0100           20250315     Anna Schmidt',
        "100    00000002    ZA          0100           20250315     Liam O'Connor",
        '',
        '5 more column(s) hidden: FARE_CLASS, BOOKING_DATE, PRICE, CURRENCY, STATUS (use --columns, --vertical or --compact)',
        '',
        'More rows: --offset 2',
        '',
      ].join('\n'),
    );
  });

  it('prints one field per line with --vertical and every column cut to 3..20 with --compact', async () => {
    const vertical = await runCli(['preview', '--objects', 'ZDEMO_CARRIER', '--limit', '1', '--offset', '6', '--vertical'], { cwd });
    expect(vertical.stdout).toContain('Row 7\n  MANDT       100\n  CARRIER_ID  ZA\n');
    const compact = await runCli(['preview', '--objects', 'ZC_DEMO_BOOKING', '--limit', '1', '--compact'], { cwd });
    const [header, rule, row] = compact.stdout.split('\n').slice(2, 5);
    expect(header!.split(' | ').length).toBe(rule!.split('-+-').length);
    for (const cell of row!.split(' | ')) expect(cell.trimEnd().length).toBeLessThanOrEqual(20);
  });

  it('filters with --where and chooses --columns', async () => {
    const run = await runCli(['preview', '--objects', 'zdemo_flight', '--where', "CARRIER_ID = 'PC' AND SEATS_OCCUPIED >= SEATS_MAX", '--columns', 'connection_id,flight_date'], { cwd });
    expect(run.stdout).toBe(['ZDEMO_FLIGHT (Table)  rows 1-1 of 1', '', 'CONNECTION_ID  FLIGHT_DATE', '0808           20250318', ''].join('\n'));
  });

  it('exits 1 with the reason of a rejected WHERE clause', async () => {
    const run = await runCli(['preview', '--objects', 'ZDEMO_FLIGHT', '--where', "CARRIER_ID = 'PC'; DROP TABLE ZDEMO_FLIGHT"], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Invalid WHERE clause: blocked word 'DROP'");
  });

  it('prints the preview result with --json', async () => {
    const run = await runCli(['preview', '--objects', 'ZDEMO_CARRIER', '--limit', '3', '--json'], { cwd });
    expect(JSON.parse(run.stdout)).toMatchObject({
      SUCCESS: true,
      PAGINATION: { LIMIT: 3, OFFSET: 0, TOTAL: 7, HAS_MORE: true, NEXT_OFFSET: 3 },
      OBJECTS: [{ NAME: 'ZDEMO_CARRIER', ROW_COUNT: 3, ROWS: [{ CARRIER_ID: 'AU' }, { CARRIER_ID: 'BB' }, { CARRIER_ID: 'KT' }] }],
    });
  });
});

describe('abapdeck customize', () => {
  it('writes an entry without recording it, pairs listed after --set', async () => {
    const run = await runCli(['customize', 'zdemo_fare_rule', '--set', 'FARE_CLASS=P', 'DESCRIPTION=Premium Plus', 'SURCHARGE_PCT=75', '--no-transport'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      ['Customizing entry INSERTED in ZDEMO_FARE_RULE', '  Action:         INSERTED', '  Transport:      none', '  Delivery class: C', ''].join('\n'),
    );
    const check = await runCli(['preview', '--objects', 'ZDEMO_FARE_RULE', '--where', "FARE_CLASS = 'P'", '--json'], { cwd });
    expect(JSON.parse(check.stdout).OBJECTS[0].ROWS[0]).toMatchObject({ DESCRIPTION: 'Premium Plus', SURCHARGE_PCT: '75.00' });
  });

  it('records on the transport of the credentials file', async () => {
    const folder = projectFolderFor(service);
    folders.push(folder);
    const file = join(folder, '.abapGitAgent');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), transport: request }));
    const run = await runCli(['customize', 'ZDEMO_FARE_RULE', '--set', 'FARE_CLASS=W', '--set', 'SURCHARGE_PCT=30', '--json'], { cwd: folder });
    expect(JSON.parse(run.stdout)).toMatchObject({ success: 'X', action: 'MODIFIED', transport: request });
  });

  it('exits 1 with the spec text for a table that is not customizing', async () => {
    const run = await runCli(['customize', 'ZDEMO_FLIGHT', '--set', 'CARRIER_ID=QQ', '--no-transport'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Table ZDEMO_FLIGHT is not a customizing table (delivery class: A)');
  });

  it('exits 2 for a missing table, missing --set, a malformed pair or both transport flags', async () => {
    for (const args of [
      ['customize', '--set', 'A=1'],
      ['customize', 'ZDEMO_FARE_RULE'],
      ['customize', 'ZDEMO_FARE_RULE', '--set', 'NOEQUALS'],
      ['customize', 'ZDEMO_FARE_RULE', '--set', 'A=1', '--transport', 'DEVK900001', '--no-transport'],
    ]) {
      expect((await runCli(args, { cwd })).code).toBe(2);
    }
  });
});
