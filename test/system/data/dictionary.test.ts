import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  deliveryClassOf,
  domainFixedValues,
  isCustomizingDeliveryClass,
  resolveDataElement,
  resolveTable,
} from '../../../src/system/data/dictionary.js';
import type { AbapObject, MetadataRecord } from '../../../src/system/objects.js';
import { dataElement, domain, lookupOf, table } from './dictionary-fixtures.js';

const objects = [
  domain('S_CARR_ID', 'CHAR', 3),
  domain('S_PRICE', 'CURR', 15, { decimals: 2 }),
  domain('ZSTATUS', 'CHAR', 1, { fixedValues: [['B', 'Booked'], ['N', 'New'], ['1', 'Range', '5']] }),
  dataElement('S_CARR_ID', { domain: 'S_CARR_ID' }, 'Airline Code'),
  dataElement('S_CONN_ID', { type: 'NUMC', length: 4 }, 'Flight Connection Number'),
  dataElement('S_PRICE', { domain: 'S_PRICE' }, 'Airfare'),
  dataElement('ZSTATUS', { domain: 'ZSTATUS' }, 'Status'),
  table('ZPRICE_DATA', [
    { name: 'PRICE', rollname: 'S_PRICE' },
    { name: 'CURRENCY', rollname: 'WAERS' },
    { name: '', include: 'ZADMIN' },
  ], { tableClass: 'INTTAB' }),
  table('ZADMIN', [
    { name: 'CREATED_BY', rollname: 'SYUNAME' },
    { name: 'CREATED_AT', type: 'DEC', length: 15, text: 'Created at' },
  ], { tableClass: 'INTTAB' }),
  table('ZFLIGHT', [
    { name: 'MANDT', key: true, rollname: 'MANDT' },
    { name: 'CARRID', key: true, rollname: 'S_CARR_ID' },
    { name: 'CONNID', key: true, rollname: 'S_CONN_ID', text: 'Connection' },
    { name: 'FLDATE', key: true, type: 'DATS', length: 8, text: 'Flight date' },
    { name: '', include: 'ZPRICE_DATA' },
    { name: 'STATUS', rollname: 'ZSTATUS' },
    { name: 'NOTE', type: 'STRG' },
  ], { clientDependent: true, deliveryClass: 'C' }),
];
const lookup = lookupOf(objects);
const byName = (name: string): AbapObject => objects.find((object) => object.name === name)!;

describe('dictionary resolution', () => {
  it('resolves fields in order with includes expanded and types from data elements and domains', () => {
    const { definition, problems } = resolveTable(byName('ZFLIGHT'), lookup);
    expect(problems).toEqual([]);
    expect(definition).toMatchObject({ name: 'ZFLIGHT', tableClass: 'TRANSP', deliveryClass: 'C', clientDependent: true });
    expect(definition.fields.map((f) => [f.field, f.key, f.type, f.length, f.decimals, f.dataElement, f.description])).toEqual([
      ['MANDT', true, 'CLNT', 3, 0, 'MANDT', 'Client'],
      ['CARRID', true, 'CHAR', 3, 0, 'S_CARR_ID', 'Airline Code'],
      ['CONNID', true, 'NUMC', 4, 0, 'S_CONN_ID', 'Connection'],
      ['FLDATE', true, 'DATS', 8, 0, '', 'Flight date'],
      ['PRICE', false, 'CURR', 15, 2, 'S_PRICE', 'Airfare'],
      ['CURRENCY', false, 'CUKY', 5, 0, 'WAERS', 'Currency Key'],
      ['CREATED_BY', false, 'CHAR', 12, 0, 'SYUNAME', 'User Name'],
      ['CREATED_AT', false, 'DEC', 15, 0, '', 'Created at'],
      ['STATUS', false, 'CHAR', 1, 0, 'ZSTATUS', 'Status'],
      ['NOTE', false, 'STRG', 0, 0, '', ''],
    ]);
    expect(definition.fields.find((f) => f.field === 'PRICE')?.domain).toBe('S_PRICE');
  });

  it('accepts DD03P_TABLE as a plain array and as a wrapper holding one row as a record', () => {
    const plain = table('ZPLAIN', [{ name: 'ID', key: true, type: 'CHAR', length: 10 }], { plainArray: true });
    expect(resolveTable(plain, lookup).definition.fields.map((f) => f.field)).toEqual(['ID']);
    const single: AbapObject = { ...plain, metadata: { ...plain.metadata, DD03P_TABLE: { DD03P: (plain.metadata['DD03P_TABLE'] as MetadataRecord[])[0]! } } };
    expect(resolveTable(single, lookup).definition.fields.map((f) => f.field)).toEqual(['ID']);
  });

  it('makes every field of an include marked as key a key field', () => {
    const keyed = table('ZKEYED', [{ name: '', key: true, include: 'ZADMIN' }, { name: 'VALUE', type: 'CHAR', length: 5 }]);
    expect(resolveTable(keyed, lookup).definition.fields.map((f) => [f.field, f.key])).toEqual([
      ['CREATED_BY', true],
      ['CREATED_AT', true],
      ['VALUE', false],
    ]);
  });

  it('reports an unknown data element and keeps the other fields', () => {
    const broken = table('ZBROKEN', [{ name: 'ID', key: true, type: 'CHAR', length: 4 }, { name: 'X', rollname: 'ZNOPE' }]);
    const { definition, problems } = resolveTable(broken, lookup);
    expect(definition.fields.map((f) => f.field)).toEqual(['ID']);
    expect(problems).toEqual([{ code: 'unknown-data-element', message: 'Unknown data element ZNOPE (field X of ZBROKEN)' }]);
  });

  it('reports a recursive include instead of looping', () => {
    const recursive = lookupOf([
      table('ZA', [{ name: 'A', type: 'CHAR', length: 1 }, { name: '', include: 'ZB' }], { tableClass: 'INTTAB' }),
      table('ZB', [{ name: 'B', type: 'CHAR', length: 1 }, { name: '', include: 'ZA' }], { tableClass: 'INTTAB' }),
    ]);
    const { definition, problems } = resolveTable(recursive('TABL', 'ZA')!, recursive);
    expect(definition.fields.map((f) => f.field)).toEqual(['A', 'B']);
    expect(problems).toEqual([{ code: 'recursive-include', message: 'Recursive include of ZA in ZA -> ZB' }]);
  });

  it('reports an unknown include and duplicate fields', () => {
    const { problems } = resolveTable(
      table('ZDUP', [{ name: 'CREATED_BY', type: 'CHAR', length: 12 }, { name: '', include: 'ZADMIN' }, { name: '', include: 'ZMISSING' }]),
      lookup,
    );
    expect(problems.map((p) => p.message)).toEqual(['Field CREATED_BY occurs twice in ZDUP', 'Unknown include ZMISSING in ZDUP']);
  });

  it('resolves a data element alone, and reports an unknown domain', () => {
    expect(resolveDataElement('S_PRICE', lookup)).toEqual({
      name: 'S_PRICE', type: 'CURR', length: 15, decimals: 2, domain: 'S_PRICE', description: 'Airfare',
    });
    expect(resolveDataElement('ZORPHAN', lookupOf([dataElement('ZORPHAN', { domain: 'ZGONE' })]))).toEqual({
      code: 'unknown-domain',
      message: 'Unknown domain ZGONE of data element ZORPHAN',
    });
  });

  it('exposes domain fixed values with intervals', () => {
    expect(domainFixedValues(byName('ZSTATUS'))).toEqual([
      { position: 1, low: 'B', high: '', text: 'Booked' },
      { position: 2, low: 'N', high: '', text: 'New' },
      { position: 3, low: '1', high: '5', text: 'Range' },
    ]);
  });

  it('tells the delivery class and which classes customizing may write', () => {
    expect(deliveryClassOf(byName('ZFLIGHT'))).toBe('C');
    expect(['A', 'C', 'E', 'L', 'S', 'W', 'G'].filter(isCustomizingDeliveryClass)).toEqual(['C', 'E']);
  });
});

const REFERENCE = join(import.meta.dirname, '../../../../shared/reference/abapgit-format');

/** Reads an abapGit XML file into AbapObject metadata the way the repository holds it: strings only. */
function readReference(path: string, type: string, name: string): AbapObject {
  const parser = new XMLParser({ parseTagValue: false, trimValues: false, ignoreDeclaration: true });
  const document = parser.parse(readFileSync(join(REFERENCE, path), 'utf8').replace(/^\uFEFF/, '')) as {
    abapGit: { 'asx:abap': { 'asx:values': MetadataRecord } };
  };
  return { type, name, description: '', metadata: document.abapGit['asx:abap']['asx:values'], sources: {} };
}

describe.skipIf(!existsSync(REFERENCE))('dictionary resolution of real abapGit files', () => {
  if (!existsSync(REFERENCE)) console.log(`reference files not found at ${REFERENCE}: skipped`);

  it('resolves ZAG_TABL_DB through ZAG_DTEL_CHAR and ZAG_DOMA_CHAR, naming the data element it lacks', () => {
    const lookup = lookupOf([
      readReference('tabl/zag_tabl_db.tabl.xml', 'TABL', 'ZAG_TABL_DB'),
      readReference('dtel/zag_dtel_char.dtel.xml', 'DTEL', 'ZAG_DTEL_CHAR'),
      readReference('doma/zag_doma_char.doma.xml', 'DOMA', 'ZAG_DOMA_CHAR'),
    ]);
    const { definition, problems } = resolveTable(lookup('TABL', 'ZAG_TABL_DB')!, lookup);
    expect(definition.fields.map((f) => [f.field, f.key, f.type, f.length, f.description])).toEqual([
      ['MANDT', true, 'CLNT', 3, 'Client'],
      ['PARAM_VALUE', false, 'CHAR', 20, 'Data Element'],
    ]);
    expect(problems).toEqual([{ code: 'unknown-data-element', message: 'Unknown data element KEY4 (field PARAM_KEY of ZAG_TABL_DB)' }]);
  });

  it('reads the structure ZAG_STRU with a built-in STRG field and the /DMO/ fixed values', () => {
    const lookup = lookupOf([
      readReference('tabl/zag_stru.tabl.xml', 'TABL', 'ZAG_STRU'),
      readReference('dtel/zag_dtel_char.dtel.xml', 'DTEL', 'ZAG_DTEL_CHAR'),
      readReference('doma/zag_doma_char.doma.xml', 'DOMA', 'ZAG_DOMA_CHAR'),
    ]);
    const { definition, problems } = resolveTable(lookup('TABL', 'ZAG_STRU')!, lookup);
    expect(problems).toEqual([]);
    expect(definition.tableClass).toBe('INTTAB');
    expect(definition.fields.map((f) => [f.field, f.type, f.length])).toEqual([['PARAM', 'CHAR', 20], ['VALUE', 'STRG', 0]]);
    const status = readReference('doma/#dmo#status.doma.xml', 'DOMA', '/DMO/STATUS');
    expect(domainFixedValues(status).map((v) => `${v.low}: ${v.text}`)).toEqual(['B: Booked', 'N: New', 'P: Planned', 'X: Cancelled']);
  });

  it('reports the missing includes of /DMO/TRAVEL', () => {
    const travel = readReference('tabl/#dmo#travel.tabl.xml', 'TABL', '/DMO/TRAVEL');
    const lookup = lookupOf([travel, readReference('dtel/#dmo#travel_id.dtel.xml', 'DTEL', '/DMO/TRAVEL_ID')]);
    const { definition, problems } = resolveTable(travel, lookup);
    expect(definition.fields.map((f) => f.field)).toEqual(['CLIENT']);
    expect(problems.map((p) => p.code)).toEqual(['unknown-domain', 'unknown-include', 'unknown-include']);
  });
});
