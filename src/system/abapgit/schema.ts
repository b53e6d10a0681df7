/**
 * The shape of abapGit XML payloads as data: for each ABAP structure the order of its components (the
 * DDIC order abapGit's `CALL TRANSFORMATION id` writes them in), and for each internal table the name of
 * its row element. The XML writer and reader walk these schemas; nothing else knows an element order.
 */

export type FieldType = 'text' | StructureSchema | TableSchema;

export interface StructureSchema {
  readonly kind: 'structure';
  readonly fields: ReadonlyMap<string, FieldType>;
}

export interface TableSchema {
  readonly kind: 'table';
  /** Element name of each row: the DDIC row type (DD03P, SEOCOMPOTX …) or `item`. */
  readonly row: string;
  readonly line: FieldType;
}

/** A component: its name alone for a text field, or [name, type] for a nested structure or table. */
export type FieldSpec = string | readonly [string, FieldType];

export function structure(...fields: FieldSpec[]): StructureSchema {
  const map = new Map<string, FieldType>();
  for (const field of fields) {
    if (typeof field === 'string') map.set(field, 'text');
    else map.set(field[0], field[1]);
  }
  return { kind: 'structure', fields: map };
}

/** A structure extended by more components after its own (DDIC appends and includes). */
export function extend(base: StructureSchema, ...fields: FieldSpec[]): StructureSchema {
  const extra = structure(...fields);
  return { kind: 'structure', fields: new Map([...base.fields, ...extra.fields]) };
}

export function table(row: string, line: FieldType): TableSchema {
  return { kind: 'table', row, line };
}

/** A table of plain values, one `<row>` element each (FUGR INCLUDES, .abapgit.xml IGNORE). */
export function textTable(row = 'item'): TableSchema {
  return table(row, 'text');
}
