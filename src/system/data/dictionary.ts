import type { AbapObject, MetadataRecord } from '../objects.js';
import { ddicTypeOfInternalType, impliedLengthOf } from './ddic-types.js';
import { integerOf, recordOf, tableRows, textOf } from './metadata-records.js';
import { problem, type DataProblem } from './problems.js';
import { standardDataElement } from './standard-dictionary.js';

/**
 * ABAP Dictionary resolution: a table or structure (TABL) becomes its ordered list of elementary fields,
 * with `.INCLUDE` rows expanded and every type resolved through its data element and domain.
 */

/** Finds an object of the repository; the repository database supplies it. */
export type ObjectLookup = (type: string, name: string) => AbapObject | undefined;

export interface DictionaryField {
  /** Upper-case field name. */
  field: string;
  key: boolean;
  /** DDIC data type (CHAR, NUMC, DATS, DEC …); STRU, TTYP or REF for non-elementary components. */
  type: string;
  length: number;
  decimals: number;
  dataElement: string;
  domain: string;
  description: string;
}

export interface TableDefinition {
  name: string;
  description: string;
  /** DD02V TABCLASS: TRANSP for database tables, INTTAB for structures, APPEND, VIEW … */
  tableClass: string;
  /** DD02V CONTFLAG: A, C, E, L, S, W or G ('' when not given). */
  deliveryClass: string;
  clientDependent: boolean;
  fields: DictionaryField[];
}

export interface TableResolution {
  definition: TableDefinition;
  problems: DataProblem[];
}

export interface DataElementType {
  name: string;
  type: string;
  length: number;
  decimals: number;
  domain: string;
  description: string;
}

export interface FixedValue {
  position: number;
  low: string;
  high: string;
  text: string;
}

/** Types of components that are not elementary: they have no database column. */
export const NON_ELEMENTARY_TYPES: ReadonlySet<string> = new Set(['STRU', 'TTYP', 'REF']);

export function deliveryClassOf(table: AbapObject): string {
  return textOf(recordOf(table.metadata, 'DD02V'), 'CONTFLAG');
}

/** Delivery classes whose tables the customize operation may write (spec: C or E only). */
export function isCustomizingDeliveryClass(deliveryClass: string): boolean {
  return deliveryClass === 'C' || deliveryClass === 'E';
}

export function resolveTable(table: AbapObject, lookup: ObjectLookup): TableResolution {
  const header = recordOf(table.metadata, 'DD02V');
  const problems: DataProblem[] = [];
  const fields = new FieldCollector(table.name, problems);
  expandFields(table, lookup, [table.name], false, '', fields, problems);
  return {
    definition: {
      name: table.name,
      description: textOf(header, 'DDTEXT') || table.description,
      tableClass: textOf(header, 'TABCLASS') || 'TRANSP',
      deliveryClass: textOf(header, 'CONTFLAG'),
      clientDependent: textOf(header, 'CLIDEP') === 'X',
      fields: fields.list,
    },
    problems,
  };
}

export function resolveDataElement(name: string, lookup: ObjectLookup): DataElementType | DataProblem {
  const element = lookup('DTEL', name) ?? standardDataElement(name);
  if (!element) return problem('unknown-data-element', `Unknown data element ${name}`);
  const header = recordOf(element.metadata, 'DD04V');
  const description =
    textOf(header, 'DDTEXT') || textOf(header, 'SCRTEXT_M') || textOf(header, 'REPTEXT') || element.description;
  if (textOf(header, 'REFKIND') === 'R') {
    return { name, type: 'REF', length: 0, decimals: 0, domain: '', description };
  }
  const domainName = textOf(header, 'DOMNAME');
  const domain = domainName ? lookup('DOMA', domainName) : undefined;
  if (domain) {
    const own = recordOf(domain.metadata, 'DD01V');
    return { name, ...builtInType(own), domain: domainName, description };
  }
  if (textOf(header, 'DATATYPE')) return { name, ...builtInType(header), domain: domainName, description };
  if (domainName) return problem('unknown-domain', `Unknown domain ${domainName} of data element ${name}`);
  return problem('unsupported-field', `Data element ${name} has neither a domain nor a built-in type`);
}

export function domainFixedValues(domain: AbapObject): FixedValue[] {
  return tableRows(domain.metadata['DD07V_TAB'], 'DD07V').map((row, index) => ({
    position: integerOf(row, 'VALPOS') || index + 1,
    low: textOf(row, 'DOMVALUE_L'),
    high: textOf(row, 'DOMVALUE_H'),
    text: textOf(row, 'DDTEXT'),
  }));
}

function builtInType(record: MetadataRecord): { type: string; length: number; decimals: number } {
  const type = textOf(record, 'DATATYPE');
  const length = integerOf(record, 'LENG') || impliedLengthOf(type) || 0;
  return { type, length, decimals: integerOf(record, 'DECIMALS') };
}

/** Keeps field names unique across includes, as the dictionary does. */
class FieldCollector {
  readonly list: DictionaryField[] = [];
  private readonly seen = new Set<string>();
  constructor(
    private readonly table: string,
    private readonly problems: DataProblem[],
  ) {}
  add(field: DictionaryField): void {
    if (this.seen.has(field.field)) {
      this.problems.push(problem('duplicate-field', `Field ${field.field} occurs twice in ${this.table}`));
      return;
    }
    this.seen.add(field.field);
    this.list.push(field);
  }
}

function expandFields(
  structure: AbapObject,
  lookup: ObjectLookup,
  path: string[],
  keyInclude: boolean,
  suffix: string,
  fields: FieldCollector,
  problems: DataProblem[],
): void {
  for (const row of tableRows(structure.metadata['DD03P_TABLE'], 'DD03P')) {
    const name = textOf(row, 'FIELDNAME').toUpperCase();
    const key = keyInclude || textOf(row, 'KEYFLAG') === 'X';
    if (isIncludeRow(name)) {
      const included = (textOf(row, 'PRECFIELD') || textOf(row, 'ROLLNAME')).toUpperCase();
      if (path.includes(included)) {
        problems.push(
          problem('recursive-include', `Recursive include of ${included} in ${path.join(' -> ')}`),
        );
        continue;
      }
      const target = lookup('TABL', included) ?? lookup('STRU', included);
      if (!target) {
        problems.push(problem('unknown-include', `Unknown include ${included} in ${structure.name}`));
        continue;
      }
      expandFields(target, lookup, [...path, included], key, suffix + includeSuffix(name), fields, problems);
      continue;
    }
    // Other rows starting with '.' (for example .NODE of mesh structures) carry no field.
    if (name.startsWith('.') || name === '') continue;
    const resolved = resolveRow(row, lookup, `${name} of ${structure.name}`);
    if ('code' in resolved) {
      problems.push(resolved);
      continue;
    }
    fields.add({ field: name + suffix, key, ...resolved });
  }
}

function isIncludeRow(fieldName: string): boolean {
  return fieldName.startsWith('.INCLU') || fieldName.startsWith('.APPEND');
}

/** `.INCLU-<suffix>` is how the dictionary writes an include with RENAMING WITH SUFFIX. */
function includeSuffix(fieldName: string): string {
  return fieldName.startsWith('.INCLU-') ? fieldName.slice('.INCLU-'.length) : '';
}

function resolveRow(
  row: MetadataRecord,
  lookup: ObjectLookup,
  where: string,
): Omit<DictionaryField, 'field' | 'key'> | DataProblem {
  const rollName = textOf(row, 'ROLLNAME').toUpperCase();
  const ownText = textOf(row, 'DDTEXT');
  switch (textOf(row, 'COMPTYPE')) {
    case 'S':
      return { type: 'STRU', length: 0, decimals: 0, dataElement: rollName, domain: '', description: ownText };
    case 'L':
      return { type: 'TTYP', length: 0, decimals: 0, dataElement: rollName, domain: '', description: ownText };
    case 'R':
      return { type: 'REF', length: 0, decimals: 0, dataElement: rollName, domain: '', description: ownText };
  }
  if (textOf(row, 'DATATYPE')) {
    return { ...builtInType(row), dataElement: rollName, domain: '', description: ownText };
  }
  if (rollName) {
    const element = resolveDataElement(rollName, lookup);
    if ('code' in element) return { ...element, message: `${element.message} (field ${where})` };
    return {
      type: element.type,
      length: element.length,
      decimals: element.decimals,
      dataElement: rollName,
      domain: element.domain,
      description: ownText || element.description,
    };
  }
  const internal = ddicTypeOfInternalType(textOf(row, 'INTTYPE'));
  if (internal) {
    // INTLEN counts bytes; character types take two per character.
    const bytes = integerOf(row, 'INTLEN');
    const length = ['CHAR', 'NUMC', 'DATS', 'TIMS'].includes(internal) ? bytes / 2 : impliedLengthOf(internal) ?? bytes;
    return { type: internal, length, decimals: integerOf(row, 'DECIMALS'), dataElement: '', domain: '', description: ownText };
  }
  return problem('unsupported-field', `Field ${where} has no type`);
}
