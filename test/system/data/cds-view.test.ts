import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationData } from '../../../src/system/data/application-data.js';
import { translateCdsView } from '../../../src/system/data/cds-view.js';
import { resolveTable, type DictionaryField } from '../../../src/system/data/dictionary.js';
import { lookupOf, table } from './dictionary-fixtures.js';

const lookup = lookupOf([]);
const carrier = resolveTable(
  table('/DMO/CARRIER', [
    { name: 'CLIENT', key: true, type: 'CLNT', length: 3 },
    { name: 'CARRIER_ID', key: true, type: 'CHAR', length: 3, text: 'Airline' },
    { name: 'NAME', type: 'CHAR', length: 40 },
    { name: 'CURRENCY_CODE', type: 'CUKY', length: 5 },
  ], { clientDependent: true }),
  lookup,
).definition;
const connection = resolveTable(
  table('/DMO/CONNECTION', [
    { name: 'CLIENT', key: true, type: 'CLNT', length: 3 },
    { name: 'CARRIER_ID', key: true, type: 'CHAR', length: 3 },
    { name: 'CONNECTION_ID', key: true, type: 'NUMC', length: 4 },
    { name: 'DISTANCE', type: 'INT4', length: 10 },
  ], { clientDependent: true }),
  lookup,
).definition;
const sources = (name: string): DictionaryField[] | undefined =>
  ({ '/DMO/CARRIER': carrier.fields, '/DMO/CONNECTION': connection.fields })[name];

const CARRIER_VIEW = `@AccessControl.authorizationCheck: #NOT_REQUIRED
@EndUserText.label: 'Carrier View - CDS Data Model'
@Search.searchable: true
define view entity /DMO/I_Carrier
  as select from /dmo/carrier as Airline
  association [0..1] to I_Currency as _Currency on $projection.CurrencyCode = _Currency.Currency
{
      @Search.defaultSearchElement: true
      @ObjectModel.text.element: ['Name']
  key Airline.carrier_id    as AirlineID,
      @Semantics.text: true
      Airline.name          as Name, // the long name
      Airline.currency_code as CurrencyCode,
      /* Associations */
      _Currency
}`;

describe('CDS translation', () => {
  it('translates a view entity with an alias, annotations, comments and an exposed association', () => {
    const result = translateCdsView(CARRIER_VIEW, sources);
    if (!result.ok) throw new Error(result.problems[0]!.message);
    expect(result.view.name).toBe('/DMO/I_CARRIER');
    expect(result.view.select).toBe(
      'SELECT "AIRLINE"."CARRIER_ID" AS "AIRLINEID", "AIRLINE"."NAME" AS "NAME", "AIRLINE"."CURRENCY_CODE" AS "CURRENCYCODE" ' +
        'FROM "/DMO/CARRIER" AS "AIRLINE"',
    );
    expect(result.view.fields.map((f) => [f.field, f.key, f.type, f.length, f.description])).toEqual([
      ['AIRLINEID', true, 'CHAR', 3, 'Airline'],
      ['NAME', false, 'CHAR', 40, ''],
      ['CURRENCYCODE', false, 'CUKY', 5, ''],
    ]);
    expect(result.view.sources).toEqual(['/DMO/CARRIER']);
  });

  it('translates a classic view with sqlViewName, a join and a WHERE with typed literals', () => {
    const source = `@AbapCatalog.sqlViewName: 'ZV_LONGFL'
define view ZC_Long_Flights as select distinct from /dmo/connection as c
  inner join /dmo/carrier as a on a.carrier_id = c.carrier_id and a.client = c.client
{
  key c.carrier_id,
  key connection_id as Connection,
      a.name as CarrierName,
      distance,
      'km' as Unit
}
where distance >= 1000 and ( c.connection_id = '17' or a.name like 'Luft%' ) and not a.currency_code = 'USD';`;
    const result = translateCdsView(source, sources);
    if (!result.ok) throw new Error(result.problems[0]!.message);
    expect(result.view.sqlViewName).toBe('ZV_LONGFL');
    expect(result.view.select).toBe(
      'SELECT DISTINCT "C"."CARRIER_ID" AS "CARRIER_ID", "C"."CONNECTION_ID" AS "CONNECTION", "A"."NAME" AS "CARRIERNAME", ' +
        '"C"."DISTANCE" AS "DISTANCE", \'km\' AS "UNIT" FROM "/DMO/CONNECTION" AS "C" ' +
        'INNER JOIN "/DMO/CARRIER" AS "A" ON (("A"."CARRIER_ID" = "C"."CARRIER_ID") AND ("A"."CLIENT" = "C"."CLIENT")) ' +
        'WHERE (("C"."DISTANCE" >= 1000) AND ((("C"."CONNECTION_ID" = \'0017\') OR ("A"."NAME" GLOB \'Luft*\'))) AND NOT ("A"."CURRENCY_CODE" = \'USD\'))',
    );
  });

  it.each([
    ['define view entity ZX with parameters p : abap.int4 as select from /dmo/carrier { carrier_id }', 'CDS parameters are not supported (line 1)'],
    ['define view entity ZX as select from /dmo/carrier { upper(name) as N }', 'CDS expression UPPER is not supported (line 1)'],
    ['define view entity ZX as select from /dmo/carrier { cast(name as abap.char(10)) as N }', 'CDS expression CAST is not supported (line 1)'],
    ['define view entity ZX as select from /dmo/carrier { carrier_id } union select from /dmo/carrier { carrier_id }', 'CDS UNION is not supported (line 1)'],
    ['define view entity ZX as select from /dmo/carrier { carrier_id, count(*) as n } group by carrier_id', 'CDS expression COUNT is not supported (line 1)'],
    ['define view entity ZX as select from /dmo/carrier association to /dmo/connection as _C on _C.carrier_id = carrier_id { _C.distance }', 'CDS path expression _C.DISTANCE through an association is not supported (line 1)'],
    ['define view entity ZX as select from /dmo/carrier { carrier_id } where client = $session.client', 'CDS $session is not supported (line 1)'],
    ['define view entity ZX as select from /dmo/missing { id }', 'CDS data source /DMO/MISSING does not exist in the database (line 1)'],
    ['define view entity ZX as select from /dmo/carrier { nope }', 'CDS field NOPE is not in /DMO/CARRIER (line 1)'],
    ['define view entity ZX as select from /dmo/carrier as a inner join /dmo/connection as c on a.carrier_id = c.carrier_id { client }', 'CDS element CLIENT is ambiguous'],
    ['define view entity ZX as select from /dmo/carrier { carrier_id, carrier_id }', 'CDS element CARRIER_ID is defined twice'],
    ['define table function ZX', "CDS syntax error: expected view, found 'table' at line 1"],
    ["define view entity ZX as select from /dmo/carrier { 'x }", 'CDS syntax error: unterminated string at line 1'],
  ])('refuses %s', (source, message) => {
    const result = translateCdsView(source, sources);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]!.message).toContain(message);
  });
});

describe('CDS views in the application database', () => {
  let folder: string;
  let data: ApplicationData;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'abapdeck-cds-'));
    data = ApplicationData.open(join(folder, 'data.sqlite'));
    expect(data.applyTable(carrier).ok).toBe(true);
    expect(data.applyTable(connection).ok).toBe(true);
    data.loadRows('/DMO/CARRIER', [
      { CLIENT: '100', CARRIER_ID: 'LH', NAME: 'Lufthansa', CURRENCY_CODE: 'EUR' },
      { CLIENT: '100', CARRIER_ID: 'AA', NAME: 'American Airlines', CURRENCY_CODE: 'USD' },
      { CLIENT: '100', CARRIER_ID: 'SQ', NAME: 'Singapore Airlines', CURRENCY_CODE: 'SGD' },
    ]);
  });

  afterEach(() => {
    data.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('creates the view and previews it by its entity name with the CDS key order', () => {
    const applied = data.applyCdsView('/DMO/I_CARRIER', CARRIER_VIEW);
    expect(applied.ok).toBe(true);
    const result = data.previewRows({ object: '/dmo/i_carrier', type: 'DDLS', limit: 2, offset: 1, where: "currencycode <> 'EUR'" });
    if (!result.ok) throw new Error(result.problems[0]!.message);
    expect(result.total).toBe(2);
    expect(result.rows).toEqual([{ AIRLINEID: 'SQ', NAME: 'Singapore Airlines', CURRENCYCODE: 'SGD' }]);
    expect(result.fields.map((f) => [f.field, f.type, f.length])).toEqual([['AIRLINEID', 'CHAR', 3], ['NAME', 'CHAR', 40], ['CURRENCYCODE', 'CUKY', 5]]);
  });

  it('creates the sqlViewName alias, keeps views working across a table change and drops them', () => {
    const source = `@AbapCatalog.sqlViewName: 'ZV_CARR'
define view ZC_Carrier as select from /dmo/carrier { key carrier_id, name } where currency_code <> 'USD'`;
    expect(data.applyCdsView('ZC_CARRIER', source)).toMatchObject({ ok: true, sqlViewName: 'ZV_CARR' });
    const alias = data.previewRows({ object: 'ZV_CARR', type: 'DDLS', limit: 10, offset: 0 });
    expect(alias.ok && alias.rows.map((row) => row['CARRIER_ID'])).toEqual(['LH', 'SQ']);

    const wider = resolveTable(
      table('/DMO/CARRIER', [
        { name: 'CLIENT', key: true, type: 'CLNT', length: 3 },
        { name: 'CARRIER_ID', key: true, type: 'CHAR', length: 3 },
        { name: 'NAME', type: 'CHAR', length: 60 },
        { name: 'CURRENCY_CODE', type: 'CUKY', length: 5 },
      ]),
      lookup,
    ).definition;
    expect(data.applyTable(wider)).toEqual({ ok: true, change: 'rebuilt', warnings: [] });
    const after = data.previewRows({ object: 'zc_carrier', type: 'DDLS', limit: 10, offset: 0 });
    expect(after.ok && after.total).toBe(2);

    const narrower = { ...wider, fields: wider.fields.filter((field) => field.field !== 'NAME') };
    const rebuilt = data.applyTable(narrower);
    expect(rebuilt.ok && rebuilt.warnings.map((w) => w.message.split(':')[0])).toEqual([
      'View ZC_CARRIER no longer matches /DMO/CARRIER',
    ]);

    expect(data.dropView('ZV_CARR')).toMatchObject({ ok: true, dropped: true });
    expect(data.dropView('ZC_CARRIER')).toMatchObject({ ok: true, dropped: true });
    expect(data.previewRows({ object: 'zc_carrier', type: 'DDLS', limit: 10, offset: 0 })).toMatchObject({
      ok: false,
      problems: [{ message: 'CDS View not found: ZC_CARRIER' }],
    });
  });

  it('takes a raw SELECT with fields derived from its source columns, and refuses a second statement', () => {
    const applied = data.applyView({ name: 'ZV_NAMES', select: 'SELECT "CARRIER_ID", "NAME" FROM "/DMO/CARRIER"', sources: ['/DMO/CARRIER'] });
    expect(applied.ok && applied.fields.map((f) => [f.field, f.type, f.length])).toEqual([['CARRIER_ID', 'CHAR', 3], ['NAME', 'CHAR', 40]]);
    const smuggled = data.applyView({ name: 'ZV_BAD', select: 'SELECT 1 AS X; DROP TABLE "/DMO/CARRIER"' });
    expect(smuggled.ok).toBe(false);
    const rows = data.previewRows({ object: '/DMO/CARRIER', type: 'TABL', limit: 10, offset: 0 });
    expect(rows.ok && rows.total).toBe(3);
  });
});
