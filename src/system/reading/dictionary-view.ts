/**
 * Dictionary objects in the view operation: the fields of tables and structures (includes expanded, types
 * resolved through data elements and domains, as the data layer does for the database), and the property
 * rows of data elements, domains and table types.
 */
import {
  domainFixedValues,
  resolveDataElement,
  resolveTable,
  type ObjectLookup,
} from '../data/index.js';
import { integerOf, recordOf, textOf } from '../data/metadata-records.js';
import { propertyRow, type ViewComponent } from '../../protocol/reading.js';
import type { AbapObject } from '../objects.js';

export interface DomainInfo {
  domain: string;
  domain_type: string;
  domain_length: number;
  domain_decimals: number;
}

export interface DictionaryView {
  components: ViewComponent[];
  definition?: string;
  domain?: DomainInfo;
}

/** TABL and STRU: one component per elementary field. */
export function tableComponents(table: AbapObject, lookup: ObjectLookup): ViewComponent[] {
  return resolveTable(table, lookup).definition.fields.map((field) => ({
    field: field.field,
    key: field.key,
    type: field.type,
    length: field.length,
    dataelement: field.dataElement,
    description: field.description,
  }));
}

/** A fixed value as the spec writes it: 'low - high: text' for an interval, 'low: text' otherwise. */
export function fixedValueText(value: { low: string; high: string; text: string }): string {
  return value.high ? `${value.low} - ${value.high}: ${value.text}` : `${value.low}: ${value.text}`;
}

export function dataElementView(element: AbapObject, lookup: ObjectLookup): DictionaryView {
  const header = recordOf(element.metadata, 'DD04V');
  const rows: ViewComponent[] = [];
  const resolved = resolveDataElement(element.name, lookup);
  const domainName = textOf(header, 'DOMNAME');
  if (textOf(header, 'REFKIND') === 'R') {
    rows.push(propertyRow('REFERENCE_TO', textOf(header, 'REFTYPE') === 'C' ? `REF TO class ${domainName}` : `REF TO ${domainName}`));
  } else if (domainName) {
    rows.push(propertyRow('DOMAIN', domainName));
  }
  let domain: DomainInfo | undefined;
  if ('type' in resolved) {
    domain = { domain: resolved.domain, domain_type: resolved.type, domain_length: resolved.length, domain_decimals: resolved.decimals };
    rows.push(propertyRow('DATA_TYPE', resolved.type), propertyRow('LENGTH', String(resolved.length)));
    if (resolved.decimals) rows.push(propertyRow('DECIMALS', String(resolved.decimals)));
  } else {
    domain = { domain: domainName, domain_type: textOf(header, 'DATATYPE'), domain_length: integerOf(header, 'LENG'), domain_decimals: integerOf(header, 'DECIMALS') };
  }
  const labels: Array<[string, string]> = [
    ['DESCRIPTION', 'DDTEXT'],
    ['SHORT_LABEL', 'SCRTEXT_S'],
    ['MEDIUM_LABEL', 'SCRTEXT_M'],
    ['LONG_LABEL', 'SCRTEXT_L'],
    ['HEADING', 'REPTEXT'],
  ];
  for (const [row, field] of labels) {
    const value = textOf(header, field);
    if (value) rows.push(propertyRow(row, value));
  }
  return { components: rows, domain };
}

export function domainView(domain: AbapObject): DictionaryView {
  const header = recordOf(domain.metadata, 'DD01V');
  const type = textOf(header, 'DATATYPE');
  const length = integerOf(header, 'LENG');
  const decimals = integerOf(header, 'DECIMALS');
  const rows: ViewComponent[] = [propertyRow('DATA_TYPE', type), propertyRow('LENGTH', String(length))];
  if (decimals) rows.push(propertyRow('DECIMALS', String(decimals)));
  const optional: Array<[string, string]> = [
    ['OUTPUT_LENGTH', String(integerOf(header, 'OUTPUTLEN') || '')],
    ['LOWERCASE', textOf(header, 'LOWERCASE')],
    ['SIGN', textOf(header, 'SIGNFLAG')],
    ['CONVERSION_EXIT', textOf(header, 'CONVEXIT')],
    ['VALUE_TABLE', textOf(header, 'ENTITYTAB')],
    ['DESCRIPTION', textOf(header, 'DDTEXT')],
  ];
  for (const [row, value] of optional) if (value) rows.push(propertyRow(row, value));
  domainFixedValues(domain)
    .sort((a, b) => a.position - b.position)
    .forEach((value, index) => rows.push(propertyRow(`VALUE_${index + 1}`, fixedValueText(value))));
  return { components: rows, domain: { domain: domain.name, domain_type: type, domain_length: length, domain_decimals: decimals } };
}

const ACCESS_MODES: Record<string, string> = { T: 'STANDARD', S: 'SORTED', H: 'HASHED', I: 'INDEX', A: 'ANY' };
const KEY_DEFINITIONS: Record<string, string> = { D: 'DEFAULT KEY', K: 'KEY components', T: 'KEY table_line', N: 'EMPTY KEY' };
const KEY_KINDS: Record<string, string> = { U: 'UNIQUE', N: 'NON-UNIQUE', G: 'generic' };
const ROW_KINDS: Record<string, string> = { '': 'built-in type', E: 'data element', S: 'structure', L: 'table type', R: 'reference' };

export function tableTypeView(tableType: AbapObject): DictionaryView {
  const header = recordOf(tableType.metadata, 'DD40V');
  const rowKind = textOf(header, 'ROWKIND');
  const builtIn = rowKind === '' && textOf(header, 'DATATYPE');
  const rowType = builtIn
    ? `${textOf(header, 'DATATYPE')}${integerOf(header, 'LENG') ? ` LENGTH ${integerOf(header, 'LENG')}` : ''}`
    : textOf(header, 'ROWTYPE');
  const access = ACCESS_MODES[textOf(header, 'ACCESSMODE')] ?? 'STANDARD';
  const keyKind = KEY_KINDS[textOf(header, 'KEYKIND')] ?? '';
  const keyDefinition = KEY_DEFINITIONS[textOf(header, 'KEYDEF')] ?? 'DEFAULT KEY';
  const rows = [
    propertyRow('ROW_TYPE', rowType),
    propertyRow('ROW_KIND', ROW_KINDS[rowKind] ?? rowKind),
    propertyRow('ACCESS_MODE', access),
    propertyRow('KEY_DEFINITION', keyDefinition),
  ];
  if (keyKind) rows.push(propertyRow('KEY_KIND', keyKind));
  const description = textOf(header, 'DDTEXT');
  if (description) rows.push(propertyRow('DESCRIPTION', description));
  const key = keyDefinition === 'EMPTY KEY' || keyDefinition === 'DEFAULT KEY' ? keyDefinition : `${keyKind ? `${keyKind} ` : ''}${keyDefinition}`;
  const definition = `TYPES ${tableType.name.toLowerCase()} TYPE ${access} TABLE OF ${builtIn ? rowType : rowType.toLowerCase()} WITH ${key}.`;
  return { components: rows, definition };
}
