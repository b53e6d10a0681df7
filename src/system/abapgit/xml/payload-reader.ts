/**
 * An abapGit payload element tree → metadata. Known structures become records, known tables lists of
 * rows; elements the schema does not know are kept losslessly: a record when their children have
 * distinct names, otherwise a list of one-key records {element: value} in document order.
 */
import type { MetadataRecord, MetadataValue } from '../../objects.js';
import type { FieldType, StructureSchema } from '../schema.js';
import type { XmlElement } from './xml-parser.js';

/** The components of a structure element (for example the children of `asx:values`). */
export function readStructure(element: XmlElement, schema: StructureSchema | undefined): MetadataRecord {
  const value = readValue(element, schema);
  if (typeof value === 'object' && !Array.isArray(value)) return value;
  return {};
}

export function readValue(element: XmlElement, type: FieldType | undefined): MetadataValue {
  if (element.children.length === 0) {
    if (element.text !== '' || type === undefined || type === 'text') return element.text;
    return type.kind === 'table' ? [] : {};
  }
  if (typeof type === 'object' && type.kind === 'table' && element.children.every((row) => row.name === type.row)) {
    return element.children.map((row) => readValue(row, type.line));
  }
  const structureSchema = typeof type === 'object' && type.kind === 'structure' ? type : undefined;
  if (!hasDistinctNames(element.children)) {
    return element.children.map((child) => ({ [child.name]: readValue(child, undefined) }));
  }
  const record: MetadataRecord = {};
  for (const child of element.children) {
    record[child.name] = readValue(child, structureSchema?.fields.get(child.name));
  }
  return record;
}

function hasDistinctNames(elements: XmlElement[]): boolean {
  return new Set(elements.map((element) => element.name)).size === elements.length;
}
