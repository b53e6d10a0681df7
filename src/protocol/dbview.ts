/**
 * Wire shapes of POST /dbview: one resource for SAP HANA information views (attribute and calculation
 * views) and the database's schemas, chosen by `action` (and `subaction` for schema). The spec shows no
 * payload beyond action and subaction; these shapes are abapdeck's (lower-case keys, boolean success).
 *
 * States of a view object (spec: deploy_state and hot_status; other values are abapdeck's, modelled on
 * SAP HANA Transport for ABAP, whose ABAP_STATUS and HOT_STATUS they mirror):
 *
 * | deploy_state | meaning |
 * |---|---|
 * | I | content written (an inactive version exists) but not activated: the last deploy failed |
 * | A | the written content is the active version |
 *
 * | hot_status | meaning |
 * |---|---|
 * | I | not deployed to the database (content arrived by pull, or never deployed) |
 * | A | deployed: the SQL view exists and matches the active version |
 * | E | the last deployment failed (message says why); an earlier SQL view, if any, stays |
 * | D | dropped: the SQL view was deleted; the object stays listed (and in the repository) |
 *
 * | from | moved by | condition | deploy_state | hot_status |
 * |---|---|---|---|---|
 * | any | deploy | view parsed, SQL view created | A | A |
 * | any | deploy | refused (script-based, unsupported node or expression, unknown source) | I | E |
 * | any | drop | - | unchanged | D (SQL view dropped; views reading it become E) |
 */
import type { Pagination } from './pagination.js';
import { Type, type Static } from './wire-schema.js';

export const dbviewActions = ['check', 'deploy', 'import', 'list', 'drop', 'preview', 'schema', 'tablePreview'] as const;
export type DbviewAction = (typeof dbviewActions)[number];

export const schemaSubactions = ['list', 'tables', 'fields'] as const;
export type SchemaSubaction = (typeof schemaSubactions)[number];
/** abapdeck's own schema subactions (not in the spec): maintain the logical → physical schema mapping. */
export const schemaMappingSubactions = ['map', 'unmap'] as const;
export type SchemaMappingSubaction = (typeof schemaMappingSubactions)[number];

/** The view file types in scope, with their object type codes. */
export const dbviewFileTypes = { attributeview: 'AVIW', calculationview: 'CVIW' } as const;
/** HANA repository file types the service names and rejects (spec: out of scope). */
export const rejectedViewFileTypes = ['hdbview', 'hdbprocedure', 'hdbtablefunction'] as const;

/** A (active, also what anything but I reads as) or I. */
const DeployState = Type.Union([Type.Literal('A'), Type.Literal('I')]);
export type DeployState = Static<typeof DeployState>;
/** I (also what anything unknown reads as), A, E or D. */
const HotStatus = Type.Union([Type.Literal('I'), Type.Literal('A'), Type.Literal('E'), Type.Literal('D')]);
export type HotStatus = Static<typeof HotStatus>;

export const dbviewLimits = { defaultLimit: 100, maxLimit: 500 } as const;

export interface DbviewFile {
  /** File name or path; the object name is the file name without its extension. */
  file: string;
  content: string;
}

export interface DbviewRequest {
  action: string;
  /** schema: list, tables or fields. */
  subaction?: string;
  /** check, deploy, import, list, drop. */
  package?: string;
  /** check, deploy. */
  files?: DbviewFile[];
  /** deploy, drop: the transport request; without it the object's open request, else a new one. */
  transport?: string;
  /** drop: view names. */
  objects?: string[];
  /** preview: the view name. */
  view?: string;
  /** schema tables/fields, tablePreview: a physical or logical schema name. */
  schema?: string;
  /** schema fields, tablePreview. */
  table?: string;
  /** schema map: the physical schema the logical one (schema) maps to. */
  physical?: string;
  /** preview, tablePreview: the preview WHERE grammar. */
  where?: string;
  columns?: string[];
  limit?: number;
  offset?: number;
}

interface DbviewResultBase {
  success: boolean;
  command: 'DBVIEW';
  action: string;
  message: string;
  error: string;
}

export interface CheckedObject {
  file: string;
  name: string;
  /** AVIW or CVIW; '' for a file that is no view. */
  type: string;
  /** OK: would deploy; ERROR: would be refused (message says why). */
  status: 'OK' | 'ERROR';
  message: string;
}

export interface CheckResult extends DbviewResultBase {
  package: string;
  transportable: boolean;
  /** The transport a deploy would record on; '' for a local package or when a new one would be created. */
  transport: string;
  objects: CheckedObject[];
}

export const ViewColumn = Type.Object({
  name: Type.String(),
  /** Dictionary type of the column (CHAR, INT4, DEC, FLTP, STRG …). */
  type: Type.String(),
  length: Type.Integer(),
  decimals: Type.Integer(),
  key: Type.Boolean(),
});
export type ViewColumn = Static<typeof ViewColumn>;

/** What a deployed and a listed view both say of the view's state. */
const viewState = {
  name: Type.String(),
  type: Type.String(),
  deploy_state: DeployState,
  hot_status: HotStatus,
  /** The SQL view in the application database ('' when none was created). */
  sql_view: Type.String(),
};

export const DeployedObject = Type.Object({ ...viewState, columns: Type.Array(ViewColumn), message: Type.String() });
export type DeployedObject = Static<typeof DeployedObject>;

export interface DeployResult extends DbviewResultBase {
  package: string;
  transportable: boolean;
  /** Transport the objects were recorded on; '' for a local package. */
  transport: string;
  objects: DeployedObject[];
}

export interface ImportResult extends DbviewResultBase {
  package: string;
  files: DbviewFile[];
}

export const ListedObject = Type.Object({
  ...viewState,
  transport: Type.String(),
  changed_by: Type.String(),
  changed_at: Type.String(),
  message: Type.String(),
});
export type ListedObject = Static<typeof ListedObject>;

export interface ListResult extends DbviewResultBase {
  package: string;
  objects: ListedObject[];
}

export const DroppedObject = Type.Object({
  name: Type.String(),
  type: Type.String(),
  hot_status: HotStatus,
  /** Whether an SQL view was deleted. */
  dropped: Type.Boolean(),
  message: Type.String(),
});
export type DroppedObject = Static<typeof DroppedObject>;

export interface DropResult extends DbviewResultBase {
  package: string;
  transport: string;
  objects: DroppedObject[];
  /** Other views that no longer work because a view they read was dropped. */
  warnings: string[];
}

export const RowsField = Type.Object({
  field: Type.String(),
  type: Type.String(),
  length: Type.Integer(),
  decimals: Type.Integer(),
  key: Type.Boolean(),
});
export type RowsField = Static<typeof RowsField>;

export type RowsPagination = Pagination;

export interface PreviewResult extends DbviewResultBase {
  view: string;
  /** Column name (as the view defines it) → value as text. */
  rows: Array<Record<string, string>>;
  fields: RowsField[];
  pagination: RowsPagination;
}

export const SchemaInfo = Type.Object({
  schema: Type.String(),
  /** DICTIONARY (the ABAP dictionary's tables and CDS views), REPOSITORY (activated views, _SYS_BIC) or SCHEMA (also what any other kind reads as). */
  kind: Type.Union([Type.Literal('SCHEMA'), Type.Literal('DICTIONARY'), Type.Literal('REPOSITORY')]),
  tables: Type.Integer(),
  views: Type.Integer(),
});
export type SchemaInfo = Static<typeof SchemaInfo>;

export const SchemaMapping = Type.Object({
  logical: Type.String(),
  physical: Type.String(),
});
export type SchemaMapping = Static<typeof SchemaMapping>;

export const SchemaTable = Type.Object({
  name: Type.String(),
  /** TABLE (also what any other kind reads as) or VIEW. */
  kind: Type.Union([Type.Literal('TABLE'), Type.Literal('VIEW')]),
});
export type SchemaTable = Static<typeof SchemaTable>;

export const SchemaField = Type.Object({
  name: Type.String(),
  /** SQL type as declared (NVARCHAR, DECIMAL …) or, for dictionary tables, the dictionary type. */
  type: Type.String(),
  length: Type.Integer(),
  scale: Type.Integer(),
  key: Type.Boolean(),
  nullable: Type.Boolean(),
});
export type SchemaField = Static<typeof SchemaField>;

export interface SchemaResult extends DbviewResultBase {
  subaction: string;
  /** The schema as asked for (tables, fields). */
  schema: string;
  /** The schema it resolved to through the logical schema mapping. */
  physical_schema: string;
  table: string;
  schemas: SchemaInfo[];
  mappings: SchemaMapping[];
  tables: SchemaTable[];
  fields: SchemaField[];
}

export interface TablePreviewResult extends DbviewResultBase {
  schema: string;
  physical_schema: string;
  table: string;
  rows: Array<Record<string, string>>;
  fields: RowsField[];
  pagination: RowsPagination;
}

export type DbviewResult = CheckResult | DeployResult | ImportResult | ListResult | DropResult | PreviewResult | SchemaResult | TablePreviewResult;

/** Texts of the dbview resource (the spec gives none beyond 'rejected'); service, client and tests share them. */
export const dbviewMessages = {
  actionRequired: `Action is required: one of ${dbviewActions.join(', ')}`,
  unknownAction: (action: string) => `Unknown dbview action: ${action} (one of ${dbviewActions.join(', ')})`,
  unknownSubaction: (subaction: string) => `Unknown schema subaction: ${subaction} (one of ${[...schemaSubactions, ...schemaMappingSubactions].join(', ')})`,
  physicalRequired: 'Physical schema name is required',
  reservedSchema: (name: string) => `Schema ${name} is the system's own and cannot be mapped`,
  mapped: (logical: string, physical: string) => `Logical schema ${logical} maps to ${physical}`,
  mappedToMissing: (logical: string, physical: string) => `Logical schema ${logical} maps to ${physical} (which holds no tables yet)`,
  unmapped: (logical: string) => `Logical schema ${logical} is no longer mapped`,
  notMapped: (logical: string) => `Logical schema ${logical} is not mapped`,
  filesRequired: 'No view files given',
  objectsRequired: 'Name the views to drop',
  viewRequired: 'View name is required',
  schemaRequired: 'Schema name is required',
  tableRequired: 'Table name is required',
  rejectedFileType: (file: string, ext: string) =>
    `Unsupported view file type: ${file} (.${ext} files are rejected; only .attributeview and .calculationview are in scope)`,
  unknownFileType: (file: string) => `Not a view file: ${file} (only .attributeview and .calculationview are in scope)`,
  localPackage: (pkg: string) => `Package ${pkg} is local: objects are not transportable and no transport is recorded`,
  transportablePackage: (pkg: string) => `Package ${pkg} is transportable`,
  checked: (ok: number, total: number) => `${ok} of ${total} view(s) can be deployed`,
  deployed: (ok: number, total: number) => `Deployed ${ok} of ${total} view(s)`,
  imported: (count: number, pkg: string) => `${count} view file(s) read from package ${pkg}`,
  listed: (count: number, pkg: string) => `${count} view(s) in package ${pkg}`,
  droppedCount: (count: number) => `Dropped ${count} view(s)`,
  viewNotFound: (name: string) => `Database view not found: ${name}`,
  viewNotDeployed: (name: string, status: string) => `Database view ${name} is not deployed (hot_status ${status})`,
  schemaNotFound: (name: string) => `Schema not found: ${name}`,
  invalidSchemaName: (name: string) => `Invalid schema name: ${name}`,
  invalidTableName: (name: string) => `Invalid table name: ${name}`,
  invalidLimit: (max: number) => `Limit must be an integer from 1 to ${max}`,
  invalidOffset: 'Offset must be an integer >= 0',
  retrievedRows: (count: number, total: number) => `Retrieved ${count} of ${total} row(s)`,
  schemasListed: (count: number) => `${count} schema(s)`,
  tablesListed: (count: number, schema: string) => `${count} table(s) and view(s) in schema ${schema}`,
  fieldsListed: (count: number, table: string) => `${count} column(s) of ${table}`,
} as const;
