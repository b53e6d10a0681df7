import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationData } from '../../../src/system/data/application-data.js';
import { resolveTable, type TableDefinition } from '../../../src/system/data/dictionary.js';
import { messages } from '../../../src/protocol/messages.js';
import { dataElement, domain, lookupOf, table, type FieldSpec } from './dictionary-fixtures.js';

const lookup = lookupOf([
  domain('S_CARR_ID', 'CHAR', 3),
  dataElement('S_CARR_ID', { domain: 'S_CARR_ID' }, 'Airline Code'),
  dataElement('S_CONN_ID', { type: 'NUMC', length: 4 }, 'Connection'),
]);

const FLIGHT_FIELDS: FieldSpec[] = [
  { name: 'MANDT', key: true, rollname: 'MANDT' },
  { name: 'CARRID', key: true, rollname: 'S_CARR_ID' },
  { name: 'CONNID', key: true, rollname: 'S_CONN_ID' },
  { name: 'FLDATE', type: 'DATS', length: 8 },
  { name: 'PRICE', type: 'CURR', length: 15, decimals: 2 },
  { name: 'SEATS', type: 'INT4', length: 10 },
  { name: 'PLANE', type: 'CHAR', length: 10 },
];

function definitionOf(name: string, fields: FieldSpec[], options: Parameters<typeof table>[2] = {}): TableDefinition {
  const { definition, problems } = resolveTable(table(name, fields, { clientDependent: true, ...options }), lookup);
  expect(problems).toEqual([]);
  return definition;
}

const SEED = [
  { MANDT: '100', CARRID: 'LH', CONNID: '400', FLDATE: '20240115', PRICE: '666.50', SEATS: '280', PLANE: 'A340' },
  { MANDT: '100', CARRID: 'LH', CONNID: '0402', FLDATE: '2024-01-16', PRICE: '700', SEATS: '300', PLANE: 'A380  ' },
  { MANDT: '100', CARRID: 'AA', CONNID: '17', FLDATE: '20240201', PRICE: '422.94', SEATS: '200', PLANE: '747-400' },
  { MANDT: '100', CARRID: 'UA', CONNID: '941', FLDATE: '20240301', PRICE: '1000.1', SEATS: '330', PLANE: 'DC-10' },
  { MANDT: '200', CARRID: 'LH', CONNID: '400', FLDATE: '20240115', PRICE: '1', SEATS: '1', PLANE: 'OTHER' },
];

let folder: string;
let data: ApplicationData;
let path: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'abapdeck-data-'));
  path = join(folder, 'data.sqlite');
  data = ApplicationData.open(path);
  const created = data.applyTable(definitionOf('ZFLIGHT', FLIGHT_FIELDS));
  expect(created).toEqual({ ok: true, change: 'created', warnings: [] });
  expect(data.loadRows('ZFLIGHT', SEED)).toEqual({ ok: true, loaded: 5 });
});

afterEach(() => {
  data.close();
  rmSync(folder, { recursive: true, force: true });
});

function preview(extra: Partial<Parameters<ApplicationData['previewRows']>[0]> = {}) {
  return data.previewRows({ object: 'zflight', type: 'TABL', limit: 100, offset: 0, ...extra });
}

describe('application tables', () => {
  it('opens the data file in WAL mode with foreign keys and a busy timeout', () => {
    const probe = new Database(path, { readonly: true });
    expect(probe.pragma('journal_mode', { simple: true })).toBe('wal');
    probe.close();
  });

  it('stores values with the affinity of their ABAP type', () => {
    const raw = new Database(path, { readonly: true });
    const row = raw
      .prepare('SELECT typeof(CONNID) c, CONNID, typeof(PRICE) p, typeof(SEATS) s, PLANE, FLDATE FROM ZFLIGHT WHERE CARRID = ? AND CONNID = ?')
      .get('LH', '0402');
    raw.close();
    expect(row).toEqual({ c: 'text', CONNID: '0402', p: 'integer', s: 'integer', PLANE: 'A380', FLDATE: '20240116' });
  });

  it('adds a field with ALTER TABLE and keeps the rows, filling the initial value', () => {
    const added = data.applyTable(
      definitionOf('ZFLIGHT', [...FLIGHT_FIELDS, { name: 'STATUS', type: 'NUMC', length: 2 }, { name: 'NOTE', type: 'STRG' }]),
    );
    expect(added).toEqual({ ok: true, change: 'altered', warnings: [] });
    const result = preview({ columns: ['carrid', 'status', 'note'], where: "connid = '400'", client: '100' });
    expect(result.ok && result.rows).toEqual([{ CARRID: 'LH', STATUS: '00', NOTE: '' }]);
    expect(data.applyTable(definitionOf('ZFLIGHT', [...FLIGHT_FIELDS, { name: 'STATUS', type: 'NUMC', length: 2 }, { name: 'NOTE', type: 'STRG' }])))
      .toEqual({ ok: true, change: 'unchanged', warnings: [] });
  });

  it('rebuilds when keys and types change, converting the rows', () => {
    const changed: FieldSpec[] = [
      { name: 'MANDT', key: true, rollname: 'MANDT' },
      { name: 'CARRID', key: true, rollname: 'S_CARR_ID' },
      { name: 'CONNID', key: true, type: 'NUMC', length: 6 },
      { name: 'FLDATE', key: true, type: 'DATS', length: 8 },
      { name: 'PRICE', type: 'DEC', length: 17, decimals: 3 },
      { name: 'PLANE', type: 'CHAR', length: 3 },
    ];
    const rebuilt = data.applyTable(definitionOf('ZFLIGHT', changed));
    expect(rebuilt).toEqual({ ok: true, change: 'rebuilt', warnings: [] });
    const result = preview({ client: '100' });
    expect(result.ok && result.rows).toEqual([
      { MANDT: '100', CARRID: 'AA', CONNID: '000017', FLDATE: '20240201', PRICE: '422.940', PLANE: '747' },
      { MANDT: '100', CARRID: 'LH', CONNID: '000400', FLDATE: '20240115', PRICE: '666.500', PLANE: 'A34' },
      { MANDT: '100', CARRID: 'LH', CONNID: '000402', FLDATE: '20240116', PRICE: '700.000', PLANE: 'A38' },
      { MANDT: '100', CARRID: 'UA', CONNID: '000941', FLDATE: '20240301', PRICE: '1000.100', PLANE: 'DC-' },
    ]);
  });

  it('leaves the table unchanged when a rebuild would produce duplicate keys', () => {
    const fewerKeys: FieldSpec[] = [
      { name: 'MANDT', key: true, rollname: 'MANDT' },
      { name: 'CARRID', key: true, rollname: 'S_CARR_ID' },
      { name: 'PLANE', type: 'CHAR', length: 10 },
    ];
    const result = data.applyTable(definitionOf('ZFLIGHT', fewerKeys));
    expect(result).toEqual({
      ok: false,
      problems: [{ code: 'conversion-failed', message: 'Converting ZFLIGHT gives duplicate keys; the table was left unchanged' }],
    });
    const after = preview();
    expect(after.ok && after.total).toBe(5);
    expect(after.ok && after.fields.map((f) => f.field)).toEqual(FLIGHT_FIELDS.map((f) => f.name));
  });

  it('creates no table for a structure and drops a table that became one', () => {
    expect(data.applyTable(definitionOf('ZSTRU', [{ name: 'A', type: 'CHAR', length: 1 }], { tableClass: 'INTTAB' })))
      .toEqual({ ok: true, change: 'none', warnings: [] });
    expect(data.applyTable(definitionOf('ZFLIGHT', FLIGHT_FIELDS, { tableClass: 'INTTAB' }))).toMatchObject({ ok: true, change: 'dropped' });
    expect(preview()).toEqual({ ok: false, problems: [{ code: 'table-not-found', message: messages.tableNotFound('ZFLIGHT') }] });
  });

  it('refuses rows with unknown fields or invalid values, loading nothing', () => {
    expect(data.loadRows('ZFLIGHT', [{ MANDT: '100', CARRID: 'XX', CONNID: '1' }, { MANDT: '100', CARRID: 'YY', NOPE: '1' }])).toEqual({
      ok: false,
      problems: [{ code: 'invalid-field', message: 'Row 2 of ZFLIGHT: Invalid field: NOPE' }],
    });
    const invalid = data.loadRows('ZFLIGHT', [{ MANDT: '100', CARRID: 'XX', CONNID: '1', SEATS: 'many' }]);
    expect(invalid.ok === false && invalid.problems[0]!.message).toBe(
      "Row 1 of ZFLIGHT: Invalid value for field SEATS: value 'many' is not an integer for INT4(10) field SEATS",
    );
    const after = preview({ where: "carrid IN ('XX', 'YY')" });
    expect(after.ok && after.total).toBe(0);
  });

  it('reports a table it did not create instead of taking it over', () => {
    const raw = new Database(path);
    raw.exec('CREATE TABLE "ZFOREIGN" (X TEXT)');
    raw.close();
    const result = data.applyTable(definitionOf('ZFOREIGN', [{ name: 'ID', key: true, type: 'CHAR', length: 2 }]));
    expect(result).toEqual({
      ok: false,
      problems: [{ code: 'database', message: 'Table ZFOREIGN cannot be created: table "ZFOREIGN" already exists' }],
    });
  });

  it('works in memory with a single connection', () => {
    const memory = ApplicationData.open(':memory:');
    expect(memory.applyTable(definitionOf('ZFLIGHT', FLIGHT_FIELDS)).ok).toBe(true);
    expect(memory.loadRows('ZFLIGHT', SEED.slice(0, 2))).toEqual({ ok: true, loaded: 2 });
    const rows = memory.previewRows({ object: 'ZFLIGHT', type: 'TABL', limit: 1, offset: 1, columns: ['CONNID'] });
    expect(rows.ok && rows.rows).toEqual([{ CONNID: '0402' }]);
    memory.close();
  });

  it('drops tables', () => {
    expect(data.dropTable('zflight')).toEqual({ ok: true, dropped: true, warnings: [] });
    expect(data.dropTable('zflight')).toEqual({ ok: true, dropped: false, warnings: [] });
    expect(data.describe('ZFLIGHT')).toBeUndefined();
  });
});

describe('preview', () => {
  it('pages through rows ordered by the key fields with the total', () => {
    const first = preview({ limit: 2, offset: 0 });
    const second = preview({ limit: 2, offset: 2 });
    const last = preview({ limit: 2, offset: 4 });
    expect(first.ok && first.rows.map((row) => `${row['MANDT']}/${row['CARRID']}/${row['CONNID']}`)).toEqual(['100/AA/0017', '100/LH/0400']);
    expect(second.ok && second.rows.map((row) => `${row['CARRID']}/${row['CONNID']}`)).toEqual(['LH/0402', 'UA/0941']);
    expect(last.ok && last.rows.map((row) => `${row['MANDT']}/${row['CARRID']}`)).toEqual(['200/LH']);
    expect([first, second, last].map((page) => page.ok && page.total)).toEqual([5, 5, 5]);
  });

  it('returns values as strings in ABAP form with upper-case field names and field types', () => {
    const result = preview({ where: "carrid = 'LH' AND connid = 400", client: '100' });
    if (!result.ok) throw new Error(result.problems[0]!.message);
    expect(result.rows).toEqual([
      { MANDT: '100', CARRID: 'LH', CONNID: '0400', FLDATE: '20240115', PRICE: '666.50', SEATS: '280', PLANE: 'A340' },
    ]);
    expect(result.fields.map(({ field, type, length }) => ({ field, type, length }))).toEqual([
      { field: 'MANDT', type: 'CLNT', length: 3 },
      { field: 'CARRID', type: 'CHAR', length: 3 },
      { field: 'CONNID', type: 'NUMC', length: 4 },
      { field: 'FLDATE', type: 'DATS', length: 8 },
      { field: 'PRICE', type: 'CURR', length: 15 },
      { field: 'SEATS', type: 'INT4', length: 10 },
      { field: 'PLANE', type: 'CHAR', length: 10 },
    ]);
  });

  it('selects the requested columns in their order and rejects unknown ones', () => {
    const result = preview({ columns: ['plane', 'CARRID'], where: 'price >= 700 AND seats < 330' });
    expect(result.ok && result.rows).toEqual([{ PLANE: 'A380', CARRID: 'LH' }]);
    expect(result.ok && result.allFields.length).toBe(7);
    expect(preview({ columns: ['carrid', 'Bogus'] })).toEqual({
      ok: false,
      problems: [{ code: 'invalid-column', message: 'Invalid column: Bogus' }],
    });
  });

  it('filters with LIKE case-sensitively, IN and NOT', () => {
    const like = preview({ where: "plane LIKE 'A3%' AND NOT carrid = 'UA'", client: '100', columns: ['PLANE'] });
    expect(like.ok && like.rows.map((row) => row['PLANE'])).toEqual(['A340', 'A380']);
    const lower = preview({ where: "plane LIKE 'a3%'" });
    expect(lower.ok && lower.total).toBe(0);
    const inList = preview({ where: "carrid NOT IN ('LH', 'AA')", columns: ['CARRID'] });
    expect(inList.ok && inList.rows).toEqual([{ CARRID: 'UA' }]);
  });

  it('answers a bad WHERE with the spec text and names the missing table or view', () => {
    expect(preview({ where: "carrid = 'LH'; DROP TABLE ZFLIGHT" })).toEqual({
      ok: false,
      problems: [{ code: 'invalid-where', message: "Invalid WHERE clause: blocked word 'DROP' at position 16" }],
    });
    expect(data.previewRows({ object: 'znone', type: 'TABL', limit: 1, offset: 0 })).toMatchObject({
      ok: false,
      problems: [{ message: 'Table not found: ZNONE' }],
    });
    expect(data.previewRows({ object: 'zflight', type: 'DDLS', limit: 1, offset: 0 })).toMatchObject({
      ok: false,
      problems: [{ message: 'CDS View not found: ZFLIGHT' }],
    });
  });

  it('leaves the data untouched by any injection attempt', () => {
    const attempts = [
      "carrid = 'LH'; DELETE FROM ZFLIGHT",
      "carrid = 'LH' OR 1=1",
      "carrid = '' OR ''=''",
      "carrid = 'x' UNION SELECT name, 1, 1, 1, 1, 1, 1 FROM sqlite_master",
      "carrid IN (SELECT carrid FROM ZFLIGHT)",
      "carrid = 'LH' -- ",
      "carrid = 'LH' /*",
      "1; UPDATE ZFLIGHT SET PRICE = 0",
      "carrid = char(76, 72)",
      "carrid = 'LH' AND load_extension('x')",
      "\"ZFLIGHT\" = 1",
      "carrid = 'x'); DROP TABLE ZFLIGHT; --",
    ];
    for (const where of attempts) {
      const result = preview({ where });
      expect(result.ok, where).toBe(false);
    }
    const quoted = preview({ where: "plane = 'x''); DROP TABLE ZFLIGHT; --'" });
    expect(quoted.ok && quoted.total).toBe(0);
    const after = preview();
    expect(after.ok && after.total).toBe(5);
    expect(after.ok && after.rows.map((row) => row['PRICE'])).toEqual(['422.94', '666.50', '700.00', '1000.10', '1.00']);
  });

  it('runs on a connection that cannot write', () => {
    const reader = new Database(path, { readonly: true });
    expect(() => reader.prepare('DELETE FROM ZFLIGHT').run()).toThrow(/readonly/);
    reader.close();
  });
});

describe('customize', () => {
  beforeEach(() => {
    const customizing: FieldSpec[] = [
      { name: 'MANDT', key: true, rollname: 'MANDT' },
      { name: 'PARAM', key: true, type: 'CHAR', length: 10 },
      { name: 'VALUE', type: 'CHAR', length: 20 },
      { name: 'LIMIT', type: 'INT4', length: 10 },
    ];
    expect(data.applyTable(definitionOf('ZCONFIG', customizing, { deliveryClass: 'C' }))).toMatchObject({ ok: true, change: 'created' });
  });

  it('inserts a new key and modifies an existing one, changing only the given fields', () => {
    expect(
      data.writeCustomizingEntry({
        table: 'zconfig',
        client: '100',
        fieldValues: [{ field: 'param', value: 'MAXROWS' }, { field: 'VALUE', value: 'on' }, { field: 'LIMIT', value: '50' }],
      }),
    ).toEqual({ ok: true, table: 'ZCONFIG', action: 'INSERTED', deliveryClass: 'C', key: { MANDT: '100', PARAM: 'MAXROWS' } });
    expect(
      data.writeCustomizingEntry({ table: 'ZCONFIG', client: '100', fieldValues: [{ field: 'PARAM', value: 'MAXROWS' }, { field: 'LIMIT', value: '75' }] }),
    ).toMatchObject({ ok: true, action: 'MODIFIED' });
    const rows = data.previewRows({ object: 'ZCONFIG', type: 'TABL', limit: 10, offset: 0 });
    expect(rows.ok && rows.rows).toEqual([{ MANDT: '100', PARAM: 'MAXROWS', VALUE: 'on', LIMIT: '75' }]);
  });

  it('rejects unknown fields, invalid values, missing keys and unknown tables', () => {
    const write = (fieldValues: Array<{ field: string; value: string }>, table = 'ZCONFIG') =>
      data.writeCustomizingEntry({ table, client: '100', fieldValues });
    expect(write([{ field: 'PARAM', value: 'A' }, { field: 'COLOR', value: 'red' }])).toEqual({
      ok: false,
      problems: [{ code: 'invalid-field', message: 'Invalid field: COLOR' }],
    });
    expect(write([{ field: 'PARAM', value: 'A' }, { field: 'LIMIT', value: '12x' }])).toEqual({
      ok: false,
      problems: [{ code: 'invalid-value', message: "Invalid value for field LIMIT: value '12x' is not an integer for INT4(10) field LIMIT" }],
    });
    expect(write([{ field: 'PARAM', value: 'A' }, { field: 'VALUE', value: 'x'.repeat(21) }])).toMatchObject({
      ok: false,
      problems: [{ code: 'invalid-value' }],
    });
    expect(write([{ field: 'VALUE', value: 'x' }])).toEqual({
      ok: false,
      problems: [{ code: 'missing-key', message: 'Key field PARAM needs a value' }],
    });
    expect(write([{ field: 'PARAM', value: 'A' }], 'ZNOTHING')).toEqual({
      ok: false,
      problems: [{ code: 'table-not-found', message: 'Table not found: ZNOTHING' }],
    });
    const rows = data.previewRows({ object: 'ZCONFIG', type: 'TABL', limit: 10, offset: 0 });
    expect(rows.ok && rows.total).toBe(0);
  });
});
