import type { AbapObject, MetadataRecord } from '../../../src/system/objects.js';
import type { ObjectLookup } from '../../../src/system/data/dictionary.js';

/** Builders of TABL/DTEL/DOMA objects shaped like the abapGit payload the deserializer produces. */

const six = (value: number): string => String(value).padStart(6, '0');

export interface FieldSpec {
  name: string;
  key?: boolean;
  /** Data element name (COMPTYPE E). */
  rollname?: string;
  /** Built-in type written directly in DD03P. */
  type?: string;
  length?: number;
  decimals?: number;
  text?: string;
  /** Name of an included structure (.INCLUDE row). */
  include?: string;
}

export function fieldRow(spec: FieldSpec): MetadataRecord {
  if (spec.include) {
    return {
      FIELDNAME: '.INCLUDE',
      ...(spec.key ? { KEYFLAG: 'X' } : {}),
      ADMINFIELD: '0',
      PRECFIELD: spec.include,
      MASK: '      S',
      COMPTYPE: 'S',
    };
  }
  const row: MetadataRecord = { FIELDNAME: spec.name };
  if (spec.key) row['KEYFLAG'] = 'X';
  if (spec.rollname) row['ROLLNAME'] = spec.rollname;
  row['ADMINFIELD'] = '0';
  if (spec.type) {
    row['DATATYPE'] = spec.type;
    if (spec.length !== undefined) row['LENG'] = six(spec.length);
    if (spec.decimals) row['DECIMALS'] = six(spec.decimals);
    row['MASK'] = `  ${spec.type}`;
  }
  if (spec.text) row['DDTEXT'] = spec.text;
  if (spec.key) row['NOTNULL'] = 'X';
  if (spec.rollname) row['COMPTYPE'] = 'E';
  return row;
}

export function table(
  name: string,
  fields: FieldSpec[],
  options: { tableClass?: string; deliveryClass?: string; clientDependent?: boolean; plainArray?: boolean } = {},
): AbapObject {
  const rows = fields.map(fieldRow);
  return {
    type: 'TABL',
    name,
    description: `${name} description`,
    metadata: {
      DD02V: {
        TABNAME: name,
        DDLANGUAGE: 'E',
        TABCLASS: options.tableClass ?? 'TRANSP',
        ...(options.clientDependent ? { CLIDEP: 'X' } : {}),
        DDTEXT: `${name} text`,
        ...(options.tableClass === 'INTTAB' ? {} : { CONTFLAG: options.deliveryClass ?? 'A' }),
      },
      DD03P_TABLE: options.plainArray ? rows : { DD03P: rows },
    },
    sources: {},
  };
}

export function dataElement(name: string, target: { domain: string } | { type: string; length: number; decimals?: number }, text = `${name} text`): AbapObject {
  const typePart: MetadataRecord =
    'domain' in target
      ? { DOMNAME: target.domain }
      : { DATATYPE: target.type, LENG: six(target.length), ...(target.decimals ? { DECIMALS: six(target.decimals) } : {}) };
  return {
    type: 'DTEL',
    name,
    description: text,
    metadata: {
      DD04V: { ROLLNAME: name, DDLANGUAGE: 'E', ...typePart, DDTEXT: text, REPTEXT: text, SCRTEXT_M: text, DTELMASTER: 'E', REFKIND: 'D' },
    },
    sources: {},
  };
}

export function domain(
  name: string,
  type: string,
  length: number,
  options: { decimals?: number; fixedValues?: Array<[low: string, text: string, high?: string]> } = {},
): AbapObject {
  const metadata: MetadataRecord = {
    DD01V: {
      DOMNAME: name,
      DDLANGUAGE: 'E',
      DATATYPE: type,
      LENG: six(length),
      ...(options.decimals ? { DECIMALS: six(options.decimals) } : {}),
      OUTPUTLEN: six(length),
      DDTEXT: `${name} text`,
    },
  };
  if (options.fixedValues) {
    metadata['DD07V_TAB'] = {
      DD07V: options.fixedValues.map(([low, text, high], index) => ({
        VALPOS: String(index + 1).padStart(4, '0'),
        DDLANGUAGE: 'E',
        DOMVALUE_L: low,
        ...(high ? { DOMVALUE_H: high } : {}),
        DDTEXT: text,
      })),
    };
  }
  return { type: 'DOMA', name, description: `${name} text`, metadata, sources: {} };
}

export function lookupOf(objects: AbapObject[]): ObjectLookup {
  const byKey = new Map(objects.map((object) => [`${object.type}:${object.name}`, object]));
  return (type, name) => byKey.get(`${type}:${name.toUpperCase()}`);
}
