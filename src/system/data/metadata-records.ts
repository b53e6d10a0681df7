import type { MetadataRecord, MetadataValue } from '../objects.js';

/**
 * Reading the abapGit payload records held in AbapObject.metadata. XML readers differ in how they hand
 * over an internal table (a wrapper record `{ DD03P: [...] }`, a wrapper holding a single row as a record,
 * or a plain array), so every table is read through `tableRows`.
 */

function isRecord(value: MetadataValue | undefined): value is MetadataRecord {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value);
}

/** The record stored under `name` (for example DD02V), or an empty record when absent. */
export function recordOf(metadata: MetadataRecord, name: string): MetadataRecord {
  const value = metadata[name];
  return isRecord(value) ? value : {};
}

/**
 * The rows of an internal table such as DD03P_TABLE or DD07V_TAB, accepting a wrapper record keyed by the
 * row type (`{ DD03P: [...] }` or `{ DD03P: {...} }`) as well as a plain array of rows.
 */
export function tableRows(value: MetadataValue | undefined, rowName: string): MetadataRecord[] {
  if (value === undefined || typeof value === 'string') return [];
  if (Array.isArray(value)) return value.filter(isRecord);
  const inner = value[rowName];
  if (inner === undefined) return [];
  if (Array.isArray(inner)) return inner.filter(isRecord);
  return isRecord(inner) ? [inner] : [];
}

/** A field's text value, '' when absent or not a string. */
export function textOf(record: MetadataRecord, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

/** A NUMC-style number field ('000010') as an integer, 0 when absent or not numeric. */
export function integerOf(record: MetadataRecord, field: string): number {
  const text = textOf(record, field).trim();
  return /^\d+$/.test(text) ? Number.parseInt(text, 10) : 0;
}
