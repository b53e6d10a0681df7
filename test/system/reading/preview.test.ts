import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreviewRequest } from '../../../src/protocol/reading.js';
import { previewDenied } from '../../../src/system/reading/index.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { openDemoSystem, type DemoSystem } from './fixtures.js';

let demo: DemoSystem;
let system: EmbeddedSystem;
const preview = (request: PreviewRequest, client = '100') => system.reading.preview(request, client);

beforeAll(() => {
  demo = openDemoSystem();
  system = demo.system;
});
afterAll(() => demo.close());

describe('preview of tables and CDS views', () => {
  it('answers rows as strings under upper-case field names, with fields, counts and pagination', () => {
    const result = preview({ objects: ['zdemo_carrier'] });
    expect(result).toMatchObject({
      success: true,
      command: 'PREVIEW',
      message: 'Retrieved data',
      summary: { total_objects: 1, total_rows: 7 },
      pagination: { limit: 100, offset: 0, total: 7, has_more: false, next_offset: 7 },
      error: '',
    });
    const carrier = result.objects[0]!;
    expect(carrier).toMatchObject({
      name: 'ZDEMO_CARRIER',
      type: 'TABL',
      type_text: 'Table',
      row_count: 7,
      total_rows: 7,
      columns_displayed: 4,
      columns_hidden: [],
      not_found: false,
      access_denied: false,
      error: '',
    });
    expect(carrier.fields).toEqual([
      { field: 'MANDT', type: 'CLNT', length: 3 },
      { field: 'CARRIER_ID', type: 'CHAR', length: 3 },
      { field: 'NAME', type: 'CHAR', length: 40 },
      { field: 'CURRENCY', type: 'CUKY', length: 5 },
    ]);
    expect(carrier.rows[1]).toEqual({ MANDT: '100', CARRIER_ID: 'BB', NAME: 'Bluebird Express', CURRENCY: 'USD' });
  });

  it('pages with limit and offset and says whether more rows follow', () => {
    const first = preview({ objects: ['ZDEMO_BOOKING'], limit: 20 });
    expect(first.pagination).toEqual({ limit: 20, offset: 0, total: 48, has_more: true, next_offset: 20 });
    const last = preview({ objects: ['ZDEMO_BOOKING'], limit: 20, offset: 40 });
    expect(last.pagination).toEqual({ limit: 20, offset: 40, total: 48, has_more: false, next_offset: 48 });
    expect(last.objects[0]!.rows.map((row) => row['BOOKING_ID'])).toEqual(
      Array.from({ length: 8 }, (_, i) => String(41 + i).padStart(8, '0')),
    );
    expect(preview({ objects: ['ZDEMO_BOOKING'], limit: 5, offset: 100 }).objects[0]).toMatchObject({ row_count: 0, total_rows: 48 });
  });

  it('shows six columns and names the hidden ones, unless columns are chosen', () => {
    const booking = preview({ objects: ['ZDEMO_BOOKING'], limit: 1 }).objects[0]!;
    expect(booking.columns_displayed).toBe(6);
    expect(booking.columns_hidden).toEqual(['FARE_CLASS', 'BOOKING_DATE', 'PRICE', 'CURRENCY', 'STATUS']);
    expect(Object.keys(booking.rows[0]!)).toHaveLength(11);
    const chosen = preview({ objects: ['ZDEMO_BOOKING'], limit: 1, columns: ['status', 'booking_id', 'PRICE'] }).objects[0]!;
    expect(chosen).toMatchObject({ columns_displayed: 3, columns_hidden: [] });
    expect(chosen.fields.map((f) => f.field)).toEqual(['STATUS', 'BOOKING_ID', 'PRICE']);
    expect(chosen.rows[0]).toEqual({ STATUS: 'C', BOOKING_ID: '00000001', PRICE: '420.00' });
  });

  it("rejects an unknown column with 'Invalid column: <name>'", () => {
    expect(preview({ objects: ['ZDEMO_BOOKING'], columns: ['STATUS', 'NOPE'] })).toMatchObject({
      success: false,
      error: 'Invalid column: NOPE',
      objects: [{ name: 'ZDEMO_BOOKING', error: 'Invalid column: NOPE', not_found: false, rows: [] }],
    });
  });

  it('reads CDS views: ZC_ names without a type, others with DDLS or from the object directory', () => {
    const booking = preview({ objects: ['ZC_DEMO_BOOKING'], limit: 2 }).objects[0]!;
    expect(booking).toMatchObject({ name: 'ZC_DEMO_BOOKING', type: 'DDLS', type_text: 'CDS View', total_rows: 48, error: '' });
    expect(preview({ objects: ['ZI_DEMO_FLIGHT'], type: 'ddls' }).objects[0]).toMatchObject({ type: 'DDLS', total_rows: 19 });
    expect(preview({ objects: ['ZI_DEMO_FLIGHT'] }).objects[0]).toMatchObject({ type: 'DDLS', total_rows: 19 });
    expect(preview({ objects: ['ZDEMO_V_FLIGHT'], type: 'DDLS' }).objects[0]).toMatchObject({ total_rows: 19 });
  });

  it('reports a missing table or CDS view per object without failing the others', () => {
    const result = preview({ objects: ['ZDEMO_CARRIER', 'ZNOPE', 'ZC_NOPE'] });
    expect(result).toMatchObject({
      success: false,
      message: 'Retrieved 3 object(s)',
      error: 'Table not found: ZNOPE; CDS View not found: ZC_NOPE',
      summary: { total_objects: 3, total_rows: 7 },
    });
    expect(result.objects.map((o) => [o.name, o.type, o.not_found, o.error, o.row_count])).toEqual([
      ['ZDEMO_CARRIER', 'TABL', false, '', 7],
      ['ZNOPE', 'TABL', true, 'Table not found: ZNOPE', 0],
      ['ZC_NOPE', 'DDLS', true, 'CDS View not found: ZC_NOPE', 0],
    ]);
    expect(preview({ objects: ['ZDEMO_S_FLIGHT_INFO'] }).objects[0]!.error).toBe('Table not found: ZDEMO_S_FLIGHT_INFO');
    expect(preview({ objects: ['ZC_DEMO_BOOKING'], type: 'TABL' }).objects[0]!.error).toBe('Table not found: ZC_DEMO_BOOKING');
  });

  it.each([
    [{ type: 'CLAS' }, 'Unsupported object type: CLAS'],
    [{ limit: 501 }, 'Limit value too high (max: 500)'],
    [{ limit: 0 }, 'Limit value too low (min: 1)'],
    [{ offset: -1 }, 'Offset value must not be negative'],
  ])('refuses %o with the spec text', (extra, error) => {
    expect(preview({ objects: ['ZDEMO_CARRIER'], ...extra })).toMatchObject({ success: false, objects: [], error });
  });

  it('reads the rows of the caller client only', () => {
    expect(preview({ objects: ['ZDEMO_CARRIER'] }, '200').objects[0]!.total_rows).toBe(0);
    expect(preview({ objects: ['ZDEMO_CARRIER'] }, '100').objects[0]!.total_rows).toBe(7);
  });

  it("answers 'Access denied to table: <name>' per object when display is not authorised", () => {
    expect(previewDenied({ objects: ['zdemo_carrier', 'ZC_DEMO_BOOKING'] })).toMatchObject({
      success: false,
      error: 'Access denied to table: ZDEMO_CARRIER; Access denied to table: ZC_DEMO_BOOKING',
      objects: [
        { name: 'ZDEMO_CARRIER', type: 'TABL', access_denied: true, error: 'Access denied to table: ZDEMO_CARRIER', rows: [] },
        { name: 'ZC_DEMO_BOOKING', type: 'DDLS', access_denied: true, error: 'Access denied to table: ZC_DEMO_BOOKING' },
      ],
    });
  });
});

/** Accepted conditions on ZDEMO_BOOKING with the rows they select (examples/demo-data.json). */
const accepted: Array<[string, number]> = [
  ["STATUS = 'N'", 11],
  ["status EQ 'C'", 27],
  ["STATUS <> 'C'", 21],
  ["STATUS ne 'C'", 21],
  ["NOT STATUS = 'C'", 21],
  ['PRICE > 500', 17],
  ["BOOKING_DATE >= '20250301'", 24],
  ["BOOKING_DATE >= '2025-03-01'", 24],
  ["CARRIER_ID IN ('ZA', 'PC')", 29],
  ["CARRIER_ID NOT IN ('ZA')", 27],
  ["CUSTOMER_NAME LIKE 'A%'", 4],
  ["CUSTOMER_NAME LIKE '%Connor'", 2],
  ["CUSTOMER_NAME = 'Liam O''Connor'", 2],
  ["STATUS = 'N' AND CARRIER_ID = 'ZA'", 5],
  ["(STATUS = 'N' OR STATUS = 'W') AND FARE_CLASS = 'Y'", 11],
  ["carrier_id = 'ZA' and connection_id = 100", 10],
  ["WHERE STATUS = 'X'", 7],
  ["\"STATUS\" = 'X'", 7],
  ['BOOKING_ID = 1', 1],
  ["CUSTOMER_NAME = 'drop table zdemo_booking'", 0],
  ["CUSTOMER_NAME = 'x''; DELETE FROM ZDEMO_BOOKING; --'", 0],
  ["CUSTOMER_NAME = '1'' OR ''1''=''1'", 0],
  ["CUSTOMER_NAME = '/* comment */'", 0],
  ["CUSTOMER_NAME = ') OR (1 = 1'", 0],
];

/** Rejected conditions: blocked words in every case and position, comments, separators, subqueries, SQL outside the grammar. */
const rejected: Array<[string, RegExp]> = [
  ["STATUS = 'N'; DROP TABLE ZDEMO_BOOKING", /blocked word 'DROP'/],
  ['delete from zdemo_booking', /blocked word 'delete'/],
  ["DeLeTe FROM ZDEMO_BOOKING WHERE STATUS = 'N'", /blocked word 'DeLeTe'/],
  ["STATUS = 'N' OR update", /blocked word 'update'/],
  ['insert = 1', /blocked word 'insert'/],
  ["Table = 'x'", /blocked word 'Table'/],
  ["STATUS = 'N' AND (drop)", /blocked word 'drop'/],
  ["\"DROP\" = 'x'", /blocked word/],
  ["STATUS = 'N' -- and the rest", /comments are not allowed/],
  ["STATUS = 'N' /* x */", /comments are not allowed/],
  ["STATUS = 'N'; SELECT 1", /';' at position 13/],
  ["STATUS = 'N';", /';'/],
  ['BOOKING_ID IN (SELECT BOOKING_ID FROM ZDEMO_BOOKING)', /./],
  ['(SELECT 1) = 1', /subqueries are not supported/],
  ['EXISTS (SELECT 1 FROM ZDEMO_CARRIER)', /./],
  ["STATUS = 'N' UNION SELECT * FROM ZDEMO_CARRIER", /not part of the WHERE grammar/],
  ["STATUS IN (SELECT name FROM sqlite_master)", /./],
  ["STATUS = 'N", /unterminated string/],
  ['STATUS = ', /./],
  ["(STATUS = 'N'", /unbalanced parentheses/],
  ["STATUS = 'N')", /unbalanced parentheses/],
  ['NOPE = 1', /NOPE/],
  ['STATUS IS NULL', /./],
  ["STATUS BETWEEN 'A' AND 'Z'", /./],
  ['1 = 1', /./],
  ["STATUS = 'N' OR 1 = 1", /./],
  ['STATUS = CHAR(78)', /./],
  ["STATUS = 'N' ORDER BY PRICE", /./],
  ["STATUS = 'N' LIMIT 1", /./],
  ['PRAGMA writable_schema = 1', /./],
  ["ATTACH DATABASE 'x' AS y", /./],
  ["STATUS = 'N' || 'X'", /./],
  ['STATUS = ?', /./],
  ['STATUS = $1', /./],
  ['WHERE', /the condition is empty/],
  ["STATUS = 'N' AND", /./],
];

describe('the WHERE grammar of preview', () => {
  let prepared: string[] = [];
  /** Statements on the application table under test (the object directory is read too, by name only). */
  const onBookings = () => prepared.filter((sql) => sql.includes('"ZDEMO_BOOKING"'));
  beforeAll(() => {
    const prepare = Database.prototype.prepare;
    vi.spyOn(Database.prototype, 'prepare').mockImplementation(function (this: Database.Database, sql: string) {
      prepared.push(sql);
      return prepare.call(this, sql);
    } as typeof prepare);
  });
  afterEach(() => {
    prepared = [];
  });
  afterAll(() => vi.restoreAllMocks());

  it('sees the statements preview prepares: values travel as parameters', () => {
    preview({ objects: ['ZDEMO_BOOKING'], where: "CUSTOMER_NAME = 'Spy' AND CURRENCY <> 'XYZ'" });
    expect(onBookings()).toContainEqual(expect.stringMatching(/WHERE .*"CUSTOMER_NAME" = \?.*"CURRENCY" <> \?/));
    expect(onBookings().join(' ')).not.toContain('Spy');
  });

  it('has at least 40 cases', () => {
    expect(accepted.length + rejected.length).toBeGreaterThanOrEqual(40);
  });

  it.each(accepted)('accepts %s', (where, rows) => {
    const result = preview({ objects: ['ZDEMO_BOOKING'], where, limit: 500 });
    expect(result.error).toBe('');
    expect(result.objects[0]!.total_rows).toBe(rows);
    expect(result.objects[0]!.row_count).toBe(rows);
    // Only catalogue names (double-quoted) and placeholders reach SQLite: no literal, comment or separator.
    for (const sql of onBookings()) {
      expect(sql).toMatch(/^SELECT /);
      expect(sql).not.toMatch(/['`;]|--|\/\*/);
    }
  });

  it.each(rejected)("rejects %s with 'Invalid WHERE clause: <reason>'", (where, reason) => {
    const result = preview({ objects: ['ZDEMO_BOOKING'], where });
    expect(result.success).toBe(false);
    expect(result.objects[0]!.error.startsWith('Invalid WHERE clause: ')).toBe(true);
    expect(result.objects[0]!.error).toMatch(reason);
    expect(result.objects[0]!.rows).toEqual([]);
    expect(onBookings()).toEqual([]);
  });

  it('leaves every table as it was', () => {
    expect(preview({ objects: ['ZDEMO_BOOKING'] }).objects[0]!.total_rows).toBe(48);
    expect(preview({ objects: ['ZDEMO_CARRIER'] }).objects[0]!.total_rows).toBe(7);
  });
});
