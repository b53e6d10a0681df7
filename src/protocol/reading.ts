/**
 * Wire shapes of the reading operations: POST /view, POST /preview and POST /customize (spec: View result,
 * Preview result, Customize result), in the lower-case spelling the service sends. The client normalises
 * whatever a server sends to these shapes (src/client/reading.ts).
 */
import type { Pagination } from './pagination.js';

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

export interface ViewRequest {
  objects: string[];
  type?: string;
  full?: boolean;
}

/**
 * One part of an object's source. Classes: CU public, CO protected, CP private section, CM001… one per
 * method implementation, CCDEF, CCIMP, CCAU; other types a single entry.
 */
export interface ViewSection {
  suffix: string;
  description: string;
  /** Upper-case method name of a CM section, else ''. */
  method_name: string;
  /** locals_def, locals_imp or testclasses when the section comes from a separate git file, else ''. */
  file: string;
  lines: string[];
  /**
   * Line of the assembled class source (the main file) on which the section starts; 0 when the section
   * is not part of it (local classes, test classes) or is empty. Sent by newer servers of the protocol
   * (ours included); older ones omit it and the client finds the lines itself.
   */
  global_start?: number;
}

/** A field of a table or structure; for DTEL, DOMA, TTYP, MSAG and FUGR a property row (see propertyRow). */
export interface ViewComponent {
  field: string;
  key: boolean;
  type: string;
  length: number;
  dataelement: string;
  description: string;
}

export interface ViewObject {
  name: string;
  type: string;
  type_text: string;
  /** '<Kind> <name> in <package>'. */
  description: string;
  source: string;
  definition: string;
  domain?: string;
  domain_type?: string;
  domain_length?: number;
  domain_decimals?: number;
  /** Only with full=true. */
  sections?: ViewSection[];
  not_found: boolean;
  components: ViewComponent[];
  /** abapdeck: the object is activated with kernel gaps (standard names the embedded kernel lacks), each with its first use. */
  kernel_gaps?: Array<{ name: string; file: string; line: number }>;
}

export interface ViewResult {
  success: boolean;
  command: 'VIEW';
  message: string;
  objects: ViewObject[];
  summary: { total: number; by_type: string[] };
  error: string;
}

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

export interface PreviewRequest {
  objects: string[];
  /** TABL or DDLS, any case. */
  type?: string;
  limit?: number;
  offset?: number;
  where?: string;
  columns?: string[];
}

export interface PreviewField {
  field: string;
  type: string;
  length: number;
}

export interface PreviewObject {
  name: string;
  type: 'TABL' | 'DDLS';
  type_text: 'Table' | 'CDS View';
  /** Rows in this page. */
  row_count: number;
  /** Rows matching the condition over all pages. */
  total_rows: number;
  /** Upper-case field name → value as text. */
  rows: Array<Record<string, string>>;
  fields: PreviewField[];
  columns_displayed: number;
  columns_hidden: string[];
  not_found: boolean;
  access_denied: boolean;
  error: string;
}

export interface PreviewPagination extends Pagination {
  /** The largest total_rows of the objects. */
  total: number;
  /** Offset of the next page (offset + the rows of the longest page). */
  next_offset: number;
}

export interface PreviewResult {
  success: boolean;
  command: 'PREVIEW';
  message: string;
  objects: PreviewObject[];
  summary: { total_objects: number; total_rows: number };
  pagination: PreviewPagination;
  error: string;
}

export const previewLimits = { defaultLimit: 100, maxLimit: 500, defaultOffset: 0 } as const;
/** Columns a grid shows before it names the rest as hidden (spec: client display). */
export const PREVIEW_DISPLAYED_COLUMNS = 6;

export interface CustomizeFieldValue {
  field: string;
  value: string;
}

export interface CustomizeRequest {
  table_name: string;
  field_values: CustomizeFieldValue[];
  /** Customizing transport request (function W). */
  transport?: string;
  /** 'X' skips transport recording. */
  no_transport?: string;
}

export interface CustomizeResult {
  success: 'X' | '';
  command: 'Customize';
  message: string;
  error: string;
  table_name: string;
  /** INSERTED or MODIFIED; '' when nothing was written. */
  action: 'INSERTED' | 'MODIFIED' | '';
  /** Transport the entry was recorded on; '' when none. */
  transport: string;
  delivery_class: string;
}
