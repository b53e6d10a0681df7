/**
 * Wire shapes of the reading operations: POST /view, POST /preview and POST /customize (spec: View result,
 * Preview result, Customize result), in the lower-case spelling the service sends, one TypeBox schema each
 * (src/protocol/wire-schema.ts): the service validates the request bodies with them and the client reads the
 * answers through them, whatever spelling a server sends.
 */
import { optionalText } from './body-fields.js';
import { Pagination } from './pagination.js';
import { readWire, readWith, SapFlag, Type, type Static } from './wire-schema.js';
import { field, list, record, text } from './wire-values.js';

/** Object types POST /view reads, in the spec's order (which also decides between two types of one name). */
export const viewTypes = [
  'CLAS', 'INTF', 'TABL', 'STRU', 'DTEL', 'TTYP', 'DDLS', 'STOB', 'PROG', 'DOMA', 'MSAG', 'FUGR', 'DCLS', 'ENHO', 'TRAN', 'SHLP', 'W3MI', 'ENQU',
] as const;
export type ViewType = (typeof viewTypes)[number];

export const viewTypeTexts: Record<ViewType, string> = {
  CLAS: 'Class',
  INTF: 'Interface',
  TABL: 'Table',
  STRU: 'Structure',
  DTEL: 'Data Element',
  TTYP: 'Table Type',
  DDLS: 'CDS View',
  STOB: 'Structured Object',
  PROG: 'Program',
  DOMA: 'Domain',
  MSAG: 'Message Class',
  FUGR: 'Function Group',
  DCLS: 'Access Control',
  ENHO: 'Enhancement Implementation',
  TRAN: 'Transaction',
  SHLP: 'Search Help',
  W3MI: 'MIME Object',
  ENQU: 'Lock Object',
};

/** Lines of a source text, LF or CRLF, without the empty string a final newline leaves. */
export function splitSourceLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function isViewType(type: string): type is ViewType {
  return (viewTypes as readonly string[]).includes(type);
}

/** Object names of a request: upper case by the client, bounded by the service. */
const objectNames = (maxItems: number) => Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems });
/** A type of a request (any case). */
const requestType = optionalText(30);

// Structure only: an unknown type or a missing object is a result with the spec's text, not a 400.
export const ViewRequest = Type.Object({
  objects: objectNames(200),
  type: requestType,
  full: Type.Optional(Type.Boolean()),
});
export type ViewRequest = Static<typeof ViewRequest>;

/**
 * One part of an object's source. Classes: CU public, CO protected, CP private section, CM001… one per
 * method implementation, CCDEF, CCIMP, CCAU; other types a single entry.
 */
export const ViewSection = Type.Object({
  suffix: Type.String(),
  description: Type.String(),
  /** Upper-case method name of a CM section, else ''. */
  method_name: Type.String(),
  /** locals_def, locals_imp or testclasses when the section comes from a separate git file, else ''. */
  file: Type.String(),
  lines: Type.Array(Type.String()),
  /**
   * Line of the assembled class source (the main file) on which the section starts; 0 when the section
   * is not part of it (local classes, test classes) or is empty. Sent by newer servers of the protocol
   * (ours included); older ones omit it and the client finds the lines itself.
   */
  global_start: Type.Optional(Type.Integer()),
});
export type ViewSection = Static<typeof ViewSection>;

/** A field of a table or structure; for DTEL, DOMA, TTYP, MSAG and FUGR a property row (see propertyRow). */
export const ViewComponent = Type.Object({
  field: Type.String(),
  key: Type.Boolean(),
  type: Type.String(),
  length: Type.Integer(),
  dataelement: Type.String(),
  description: Type.String(),
});
export type ViewComponent = Static<typeof ViewComponent>;

export const ViewObject = Type.Object({
  name: Type.String(),
  type: Type.String(),
  type_text: Type.String(),
  /** '<Kind> <name> in <package>'. */
  description: Type.String(),
  source: Type.String(),
  definition: Type.String(),
  domain: Type.Optional(Type.String()),
  domain_type: Type.Optional(Type.String()),
  domain_length: Type.Optional(Type.Integer()),
  domain_decimals: Type.Optional(Type.Integer()),
  /** Only with full=true. */
  sections: Type.Optional(Type.Array(ViewSection)),
  not_found: Type.Boolean(),
  components: Type.Array(ViewComponent),
  /** abapdeck: the object is activated with kernel gaps (standard names the embedded kernel lacks), each with its first use. */
  kernel_gaps: Type.Optional(Type.Array(Type.Object({ name: Type.String(), file: Type.String(), line: Type.Integer() }))),
});
export type ViewObject = Static<typeof ViewObject>;

export const ViewResult = Type.Object({
  success: Type.Boolean(),
  command: Type.Literal('VIEW'),
  message: Type.String(),
  objects: Type.Array(ViewObject),
  summary: Type.Object({ total: Type.Integer(), by_type: Type.Array(Type.String()) }),
  error: Type.String(),
});
export type ViewResult = Static<typeof ViewResult>;

/**
 * Property rows (DTEL, DOMA, TTYP, MSAG, FUGR) use the component shape: the property's name in `field`,
 * its value as text in `description`, the other fields empty. Domain fixed values are rows VALUE_<n>,
 * message class rows carry '<number>: <text>', function group rows the module with its [RFC] mark.
 */
export function propertyRow(field: string, description: string): ViewComponent {
  return { field, key: false, type: '', length: 0, dataelement: '', description };
}

/** Where the sections of a class come from, by suffix (the view operation's labels). */
export const classSectionInfo = {
  CU: { description: 'Public Section', file: '' },
  CO: { description: 'Protected Section', file: '' },
  CP: { description: 'Private Section', file: '' },
  CCDEF: { description: 'Local Definitions', file: 'locals_def' },
  CCIMP: { description: 'Local Implementations', file: 'locals_imp' },
  CCAU: { description: 'Unit Test', file: 'testclasses' },
} as const;
export const methodSectionDescription = 'Class Method';

// Limits, offsets, types, columns and the WHERE text all have the spec's own texts: the handler checks them.
export const PreviewRequest = Type.Object({
  objects: objectNames(50),
  /** TABL or DDLS, any case. */
  type: requestType,
  limit: Type.Optional(Type.Integer()),
  offset: Type.Optional(Type.Integer()),
  where: Type.Optional(Type.String()),
  columns: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
});
export type PreviewRequest = Static<typeof PreviewRequest>;

export const PreviewField = Type.Object({
  field: readWith(Type.String(), (value) => text(value).toUpperCase()),
  type: Type.String(),
  length: Type.Integer(),
});
export type PreviewField = Static<typeof PreviewField>;

/**
 * Rows as sent when they already have the expected shape (upper-case names, string values: checked on the
 * first row, as a server writes every row alike), else rebuilt. Rebuilding 500 rows of 40 columns costs
 * more than the rest of a preview answer together.
 */
function previewRows(value: unknown): Array<Record<string, string>> {
  const rows = list(value);
  const first = rows[0];
  const wellFormed =
    first !== undefined &&
    first !== null &&
    typeof first === 'object' &&
    Object.entries(first).every(([key, cell]) => typeof cell === 'string' && key === key.toUpperCase());
  if (wellFormed) return rows as Array<Record<string, string>>;
  return rows.map((row) => {
    const out: Record<string, string> = {};
    for (const [key, cell] of Object.entries(record(row))) out[key.toUpperCase()] = text(cell);
    return out;
  });
}

/** Upper-case field name → value as text: data, whose keys keep the system's names. */
const PreviewRows = readWith(Type.Array(Type.Record(Type.String(), Type.String())), previewRows);

export const PreviewObject = Type.Object({
  name: Type.String(),
  type: Type.Union([Type.Literal('TABL'), Type.Literal('DDLS')]),
  type_text: Type.Union([Type.Literal('Table'), Type.Literal('CDS View')]),
  /** Rows in this page (the rows sent when a system leaves it out). */
  row_count: Type.Integer(),
  /** Rows matching the condition over all pages. */
  total_rows: Type.Integer(),
  rows: PreviewRows,
  fields: Type.Array(PreviewField),
  columns_displayed: Type.Integer(),
  columns_hidden: Type.Array(Type.String()),
  not_found: Type.Boolean(),
  access_denied: Type.Boolean(),
  error: Type.String(),
});
export type PreviewObject = Static<typeof PreviewObject>;

/** total: the largest total_rows of the objects; next_offset: offset + the rows of the longest page. */
export const PreviewPagination = Pagination;
export type PreviewPagination = Pagination;

export const PreviewResult = Type.Object({
  success: Type.Boolean(),
  command: Type.Literal('PREVIEW'),
  message: Type.String(),
  objects: Type.Array(PreviewObject),
  /** Counted from the objects when a system leaves them out. */
  summary: Type.Object({ total_objects: Type.Integer(), total_rows: Type.Integer() }),
  pagination: PreviewPagination,
  error: Type.String(),
});
export type PreviewResult = Static<typeof PreviewResult>;

/** A preview answer in any spelling; the type text follows the type, absent counts are counted. */
export function readPreviewResult(value: unknown): PreviewResult {
  const result = readWire(PreviewResult, value);
  const source = record(value);
  const objects = list(field(source, 'objects'));
  result.objects.forEach((object, index) => {
    object.type_text = object.type === 'DDLS' ? 'CDS View' : 'Table';
    if (field(record(objects[index]), 'row_count') === undefined) object.row_count = object.rows.length;
  });
  const summary = record(field(source, 'summary'));
  if (field(summary, 'total_objects') === undefined) result.summary.total_objects = result.objects.length;
  if (field(summary, 'total_rows') === undefined) result.summary.total_rows = result.objects.reduce((n, o) => n + o.row_count, 0);
  return result;
}

export const previewLimits = { defaultLimit: 100, maxLimit: 500, defaultOffset: 0 } as const;
/** Columns a grid shows before it names the rest as hidden (spec: client display). */
export const PREVIEW_DISPLAYED_COLUMNS = 6;

export const CustomizeFieldValue = Type.Object({ field: Type.String({ maxLength: 200 }), value: Type.String({ maxLength: 65_535 }) });
export type CustomizeFieldValue = Static<typeof CustomizeFieldValue>;

export const CustomizeRequest = Type.Object({
  table_name: Type.String({ maxLength: 200 }),
  field_values: Type.Array(CustomizeFieldValue, { maxItems: 1000 }),
  /** Customizing transport request (function W). */
  transport: requestType,
  /** 'X' skips transport recording. */
  no_transport: optionalText(5),
});
export type CustomizeRequest = Static<typeof CustomizeRequest>;

export const CustomizeResult = Type.Object({
  success: SapFlag,
  command: Type.Literal('Customize'),
  message: Type.String(),
  error: Type.String(),
  table_name: Type.String(),
  /** INSERTED or MODIFIED; '' when nothing was written. */
  action: Type.Union([Type.Literal(''), Type.Literal('INSERTED'), Type.Literal('MODIFIED')]),
  /** Transport the entry was recorded on; '' when none. */
  transport: Type.String(),
  delivery_class: Type.String(),
});
export type CustomizeResult = Static<typeof CustomizeResult>;
