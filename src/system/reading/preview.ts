/**
 * The preview operation: rows of tables and CDS views from the application database, one PreviewObject per
 * requested name. The data layer does the reading (read-only connection, WHERE grammar with bound
 * parameters); this module decides types, checks the request's limits and shapes the answer. A problem of
 * one object (missing, a WHERE that does not fit its fields) is that object's error, never the others'.
 */
import type { ApplicationData, DataProblem, PreviewData } from '../data/index.js';
import { messages } from '../../protocol/messages.js';
import {
  PREVIEW_DISPLAYED_COLUMNS,
  previewLimits,
  type PreviewObject,
  type PreviewRequest,
  type PreviewResult,
} from '../../protocol/reading.js';
import type { ObjectStore } from '../repository/objects.js';

export interface PreviewContext {
  objects: ObjectStore;
  data: ApplicationData;
}

type PreviewType = 'TABL' | 'DDLS';

const TYPE_TEXTS = { TABL: 'Table', DDLS: 'CDS View' } as const;

export function previewObjects(context: PreviewContext, request: PreviewRequest, client: string): PreviewResult {
  const limit = request.limit ?? previewLimits.defaultLimit;
  const offset = request.offset ?? previewLimits.defaultOffset;
  const names = requestedNames(request);
  const requestedType = request.type?.trim().toUpperCase() || undefined;
  const refuse = (error: string) => result([], limit, offset, error);
  if (requestedType !== undefined && requestedType !== 'TABL' && requestedType !== 'DDLS') {
    return refuse(messages.unsupportedObjectType(requestedType));
  }
  if (limit > previewLimits.maxLimit) return refuse(messages.limitTooHigh(previewLimits.maxLimit));
  if (limit < 1) return refuse(messages.limitTooLow(1));
  if (offset < 0) return refuse(messages.offsetNegative);

  const objects = names.map((name) => {
    const type = requestedType ?? previewTypeOf(context.objects, name);
    const read = context.data.previewRows({
      object: name,
      type,
      columns: request.columns,
      where: request.where,
      limit,
      offset,
      client,
    });
    return read.ok ? found(type, read, request.columns !== undefined && request.columns.length > 0) : failed(name, type, read.problems);
  });
  return result(objects, limit, offset, objects.flatMap((o) => (o.error ? [o.error] : [])).join('; '));
}

/** Every requested object refused for want of S_TABU_DIS display: the spec's per-object text. */
export function previewDenied(request: Partial<PreviewRequest>): PreviewResult {
  const objects = requestedNames(request).map((name): PreviewObject => {
    const type: PreviewType = request.type?.trim().toUpperCase() === 'DDLS' || (!request.type && name.startsWith('ZC_')) ? 'DDLS' : 'TABL';
    return { ...emptyObject(name, type), access_denied: true, error: messages.tableAccessDenied(name) };
  });
  return result(
    objects,
    request.limit ?? previewLimits.defaultLimit,
    request.offset ?? previewLimits.defaultOffset,
    objects.map((o) => o.error).join('; '),
  );
}

function requestedNames(request: Partial<PreviewRequest>): string[] {
  const names = Array.isArray(request.objects) ? request.objects : [];
  return [...new Set(names.map((name) => String(name).trim().toUpperCase()).filter((name) => name !== ''))];
}

/**
 * Without a type the spec reads names starting ZC_ as CDS views and others as tables. A name the object
 * directory knows only as a CDS view (ZI_…) is read as one too, rather than reported as a missing table.
 */
export function previewTypeOf(objects: ObjectStore, name: string): PreviewType {
  if (name.startsWith('ZC_')) return 'DDLS';
  const types = objects.findByName(name).map((entry) => entry.type);
  return types.includes('DDLS') && !types.includes('TABL') ? 'DDLS' : 'TABL';
}

function emptyObject(name: string, type: PreviewType): PreviewObject {
  return {
    name,
    type,
    type_text: TYPE_TEXTS[type],
    row_count: 0,
    total_rows: 0,
    rows: [],
    fields: [],
    columns_displayed: 0,
    columns_hidden: [],
    not_found: false,
    access_denied: false,
    error: '',
  };
}

function found(type: PreviewType, data: PreviewData, columnsChosen: boolean): PreviewObject {
  // Columns the caller chose are all shown; otherwise a grid shows the first six and names the rest.
  const displayed = columnsChosen ? data.fields.length : Math.min(PREVIEW_DISPLAYED_COLUMNS, data.fields.length);
  return {
    ...emptyObject(data.name, type),
    row_count: data.rows.length,
    total_rows: data.total,
    rows: data.rows,
    fields: data.fields.map((field) => ({ field: field.field, type: field.type, length: field.length })),
    columns_displayed: displayed,
    columns_hidden: data.fields.slice(displayed).map((field) => field.field),
  };
}

function failed(name: string, type: PreviewType, problems: DataProblem[]): PreviewObject {
  const first = problems[0];
  const missing = first?.code === 'table-not-found' || first?.code === 'view-not-found';
  return { ...emptyObject(name, type), not_found: missing, error: first?.message ?? messages.tableNotFound(name) };
}

function result(objects: PreviewObject[], limit: number, offset: number, error: string): PreviewResult {
  const total = Math.max(0, ...objects.map((o) => o.total_rows));
  const longestPage = Math.max(0, ...objects.map((o) => o.row_count));
  return {
    success: error === '',
    command: 'PREVIEW',
    message: objects.length === 0 ? '' : objects.length === 1 ? messages.retrievedData : messages.retrievedObjects(objects.length),
    objects,
    summary: { total_objects: objects.length, total_rows: objects.reduce((sum, o) => sum + o.row_count, 0) },
    pagination: {
      limit,
      offset,
      total,
      has_more: objects.some((o) => offset + o.row_count < o.total_rows),
      next_offset: offset + longestPage,
    },
    error,
  };
}
