/**
 * POST /dbview: one function per action. Answers are normalised to the lower-case shapes of
 * src/protocol/dbview.ts whichever key spelling or success flag ('X' or true) a server uses, with absent
 * fields filled; row keys keep their case (view columns are case-sensitive names).
 */
import { basename } from 'node:path';
import { refused, type Outcome } from '../protocol/outcome.js';
import {
  type CheckedObject,
  type CheckResult,
  type DbviewFile,
  type DbviewRequest,
  DeployedObject,
  type DeployResult,
  type DeployState,
  DroppedObject,
  type DropResult,
  type HotStatus,
  type ImportResult,
  ListedObject,
  type ListResult,
  type PreviewResult,
  RowsField,
  SchemaField,
  SchemaInfo,
  SchemaMapping,
  type SchemaResult,
  SchemaTable,
  type TablePreviewResult,
  type ViewColumn,
} from '../protocol/dbview.js';
import { readWire, Type } from '../protocol/wire-schema.js';
import { normalizeName } from '../protocol/names.js';
import { readPagination } from '../protocol/pagination.js';
import type { Agent } from './agent.js';
import { keysToLower } from '../protocol/keys.js';
import { postService } from './wire-values.js';
import { flag, integer, list, record, text, type Loose } from '../protocol/wire-values.js';

export type * from '../protocol/dbview.js';

type ViewFilesRequest = { package: string; files: DbviewFile[]; transport?: string };

export async function checkViews(agent: Agent, request: ViewFilesRequest): Promise<CheckResult> {
  const { body, header } = await postViewFiles(agent, 'check', request);
  return { ...header, objects: list(body['objects']).map(checkedObject) };
}

export async function deployViews(agent: Agent, request: ViewFilesRequest): Promise<DeployResult> {
  const { body, header } = await postViewFiles(agent, 'deploy', request);
  return { ...header, objects: list(body['objects']).map(deployedObject) };
}

/** check and deploy send the same request and answer under the same header; only their objects differ. */
async function postViewFiles<A extends 'check' | 'deploy'>(agent: Agent, action: A, request: ViewFilesRequest) {
  const body = await post(agent, { action, package: normalizeName(request.package), files: request.files, ...transport(request.transport) });
  return { body, header: { ...envelope(body, action), package: text(body['package']), transportable: flag(body['transportable']), transport: text(body['transport']) } };
}

/** The plain name an imported view file is written under: nothing the service sends may name a path. */
export function importedFileName(served: string): Outcome<{ name: string }> {
  const name = basename(served.replace(/\\/g, '/'));
  return name === '' || name === '.' || name === '..' ? refused(`the service sent an unusable file name '${served}'`) : { ok: true, name };
}

export async function importViews(agent: Agent, request: { package: string }): Promise<ImportResult> {
  const body = await post(agent, { action: 'import', package: normalizeName(request.package) });
  return {
    ...envelope(body, 'import'),
    package: text(body['package']),
    files: list(body['files']).map((f) => ({ file: text((f as Loose)['file']), content: text((f as Loose)['content']) })),
  };
}

export async function listViews(agent: Agent, request: { package: string }): Promise<ListResult> {
  const body = await post(agent, { action: 'list', package: normalizeName(request.package) });
  return { ...envelope(body, 'list'), package: text(body['package']), objects: list(body['objects']).map(listedObject) };
}

export async function dropViews(agent: Agent, request: { package?: string; objects: string[]; transport?: string }): Promise<DropResult> {
  const payload: DbviewRequest = { action: 'drop', objects: request.objects.map((name) => name.trim()), ...transport(request.transport) };
  if (request.package) payload.package = normalizeName(request.package);
  const body = await post(agent, payload);
  return {
    ...envelope(body, 'drop'),
    package: text(body['package']),
    transport: text(body['transport']),
    objects: readWire(Type.Array(DroppedObject), body['objects']),
    warnings: list(body['warnings']).map(text),
  };
}

export interface RowsRequest {
  where?: string;
  columns?: string[];
  limit?: number;
  offset?: number;
}

export async function previewView(agent: Agent, request: { view: string } & RowsRequest): Promise<PreviewResult> {
  const { body, rows } = await postRows(agent, { action: 'preview', view: request.view.trim(), ...rowsOptions(request) });
  return { ...envelope(body, 'preview'), view: text(body['view']), rows, fields: list(body['fields']).map(rowsField), pagination: readPagination(body['pagination']) };
}

/** schema list / tables / fields, and abapdeck's map / unmap of the logical schema mapping. */
export async function schemaInfo(agent: Agent, request: { subaction: string; schema?: string; table?: string; physical?: string }): Promise<SchemaResult> {
  const payload: DbviewRequest = { action: 'schema', subaction: request.subaction };
  if (request.schema !== undefined) payload.schema = request.schema.trim();
  if (request.table !== undefined) payload.table = request.table.trim();
  if (request.physical !== undefined) payload.physical = request.physical.trim();
  const body = await post(agent, payload);
  return {
    ...envelope(body, 'schema'),
    subaction: text(body['subaction']) || request.subaction,
    schema: text(body['schema']),
    physical_schema: text(body['physical_schema']),
    table: text(body['table']),
    schemas: list(body['schemas']).map((schema) => readWire(SchemaInfo, schema)),
    mappings: list(body['mappings']).map((mapping) => readWire(SchemaMapping, mapping)),
    tables: list(body['tables']).map((table) => readWire(SchemaTable, table)),
    fields: list(body['fields']).map((field) => readWire(SchemaField, field)),
  };
}

export async function previewTable(agent: Agent, request: { schema: string; table: string } & RowsRequest): Promise<TablePreviewResult> {
  const { body, rows } = await postRows(agent, { action: 'tablePreview', schema: request.schema.trim(), table: request.table.trim(), ...rowsOptions(request) });
  return {
    ...envelope(body, 'tablePreview'),
    schema: text(body['schema']),
    physical_schema: text(body['physical_schema']),
    table: text(body['table']),
    rows,
    fields: list(body['fields']).map(rowsField),
    pagination: readPagination(body['pagination']),
  };
}

function transport(number: string | undefined): { transport?: string } {
  return number ? { transport: normalizeName(number) } : {};
}

function rowsOptions(request: RowsRequest): Partial<DbviewRequest> {
  const options: Partial<DbviewRequest> = {};
  if (request.where !== undefined && request.where.trim() !== '') options.where = request.where;
  if (request.columns && request.columns.length > 0) options.columns = request.columns.map((column) => column.trim());
  if (request.limit !== undefined) options.limit = request.limit;
  if (request.offset !== undefined) options.offset = request.offset;
  return options;
}

async function post(agent: Agent, payload: DbviewRequest): Promise<Loose> {
  return keysToLower<Loose>(await postRaw(agent, payload));
}

/** Like post, but the rows keep their keys as sent. */
async function postRows(agent: Agent, payload: DbviewRequest): Promise<{ body: Loose; rows: Array<Record<string, string>> }> {
  const raw = await postRaw(agent, payload);
  const rawRows = list(raw['rows'] ?? raw['ROWS']);
  const body = keysToLower<Loose>({ ...raw, rows: undefined, ROWS: undefined });
  const rows = rawRows.map((row) => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries((row ?? {}) as Loose)) out[key] = text(value);
    return out;
  });
  return { body, rows };
}

async function postRaw(agent: Agent, payload: DbviewRequest): Promise<Loose> {
  return record(await postService(agent, '/dbview', payload));
}

function envelope<A extends string>(body: Loose, action: A) {
  return { success: flag(body['success']), command: 'DBVIEW' as const, action, message: text(body['message']), error: text(body['error']) };
}

function checkedObject(o: unknown): CheckedObject {
  const object = o as Loose;
  return {
    file: text(object['file']),
    name: text(object['name']),
    type: text(object['type']),
    status: text(object['status']).toUpperCase() === 'OK' ? 'OK' : 'ERROR',
    message: text(object['message']),
  };
}

function deployedObject(object: unknown): DeployedObject {
  return readWire(DeployedObject, object);
}

function listedObject(object: unknown): ListedObject {
  return readWire(ListedObject, object);
}

function rowsField(field: unknown): RowsField {
  return readWire(RowsField, field);
}

