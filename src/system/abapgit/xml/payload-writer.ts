/**
 * Metadata → the lines of an abapGit payload, exactly as abapGit's `CALL TRANSFORMATION id` with
 * `initial_components = 'suppress'` and its pretty printer lay them out: one element per line, one space
 * of indentation per level, components in the order of their structure, initial values left out.
 */
import type { MetadataRecord, MetadataValue } from '../../objects.js';
import type { FieldType, StructureSchema } from '../schema.js';

/** The lines of the components of a structure at the given indentation depth. */
export function structureLines(record: MetadataRecord, schema: StructureSchema | undefined, depth: number): string[] {
  const lines: string[] = [];
  if (schema) {
    for (const [field, type] of schema.fields) {
      const value = record[field];
      if (value !== undefined) lines.push(...fieldLines(field, value, type, depth));
    }
  }
  // Components the schema does not know were kept from the file read: they follow the known ones.
  // Keys starting with '#' are a serializer's own bookkeeping (never XML names) and are not written.
  for (const [field, value] of Object.entries(record)) {
    if (!schema?.fields.has(field) && !field.startsWith('#')) lines.push(...fieldLines(field, value, undefined, depth));
  }
  return lines;
}

/** The lines of one element; none when its value is initial. */
export function fieldLines(name: string, value: MetadataValue, type: FieldType | undefined, depth: number): string[] {
  const indent = ' '.repeat(depth);
  if (typeof value === 'string') {
    return value === '' ? [] : [`${indent}<${name}>${escapeXmlText(value)}</${name}>`];
  }
  const inner = Array.isArray(value) ? tableLines(value, type, depth + 1) : recordLines(value, type, depth + 1);
  if (inner.length === 0) return [];
  return [`${indent}<${name}>`, ...inner, `${indent}</${name}>`];
}

export function escapeXmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function recordLines(record: MetadataRecord, type: FieldType | undefined, depth: number): string[] {
  return structureLines(record, typeof type === 'object' && type.kind === 'structure' ? type : undefined, depth);
}

function tableLines(rows: MetadataValue[], type: FieldType | undefined, depth: number): string[] {
  if (typeof type === 'object' && type.kind === 'table') {
    return rows.flatMap((row) => rowLines(type.row, row, type.line, depth));
  }
  // Without a schema a list holds the elements as read, each a one-key record {element: value}.
  return rows.flatMap((row) => {
    if (typeof row === 'object' && !Array.isArray(row)) {
      const entries = Object.entries(row);
      if (entries.length === 1) {
        const [name, value] = entries[0] as [string, MetadataValue];
        return rowLines(name, value, undefined, depth);
      }
    }
    return rowLines('item', row, undefined, depth);
  });
}

/** A table row is written even when initial: leaving it out would change the number of rows. */
function rowLines(name: string, row: MetadataValue, type: FieldType | undefined, depth: number): string[] {
  const lines = fieldLines(name, row, type, depth);
  return lines.length > 0 ? lines : [`${' '.repeat(depth)}<${name}/>`];
}
