/**
 * Result shapes the TUI reads for the endpoints whose client modules are still being written (view,
 * preview, dump, run, unit, inspect), exactly as service-spec.md "Resources" gives them. Each is replaced
 * by the exported type of its client module as that module lands (see backend.ts).
 */

export interface ViewSection {
  suffix: string;
  description: string;
  method_name: string;
  file: string;
  lines: string[];
}

export interface ViewComponent {
  field?: string;
  key?: boolean;
  type?: string;
  length?: number;
  dataelement?: string;
  description?: string;
  [property: string]: unknown;
}

export interface ViewObject {
  name: string;
  type: string;
  type_text?: string;
  description?: string;
  source?: string;
  definition?: string;
  sections?: ViewSection[];
  not_found?: boolean;
  components?: ViewComponent[];
  error?: string;
}

export interface ViewResult {
  success: boolean;
  command?: string;
  message?: string;
  objects: ViewObject[];
  error?: string;
}

export interface PreviewField {
  field: string;
  type: string;
  length: number;
  /** Not in the spec's field list; read when a server sends it. */
  key?: boolean;
}

export interface PreviewObject {
  name: string;
  type: string;
  type_text?: string;
  row_count: number;
  total_rows: number;
  rows: Array<Record<string, string>>;
  fields: PreviewField[];
  columns_displayed?: number;
  columns_hidden?: string[];
  not_found?: boolean;
  access_denied?: boolean;
  error?: string;
}

export interface PreviewResult {
  success: boolean;
  message?: string;
  objects: PreviewObject[];
  pagination?: { limit: number; offset: number; total: number; has_more: boolean; next_offset: number };
  error?: string;
}

export interface PreviewRequest {
  objects: string[];
  type?: string;
  limit?: number;
  offset?: number;
  where?: string;
  columns?: string[];
}

export interface DumpStackFrame {
  LEVEL: number;
  CLASS: string;
  METHOD: string;
  PROGRAM: string;
  INCLUDE: string;
  LINE: number;
}

export interface DumpEntry {
  ID: string;
  UTC_TIMESTAMP: string;
  DATE: string;
  TIME: string;
  USER: string;
  PROGRAM: string;
  OBJECT: string;
  ERROR: string;
  EXCEPTION: string;
  PACKAGE: string;
  HOST: string;
  WHAT_HAPPENED?: string;
  ERROR_ANALYSIS?: string;
  SOURCE_LINE?: number;
  SOURCE_INCLUDE?: string;
  CALL_STACK?: DumpStackFrame[];
}

export interface DumpResult {
  SUCCESS: boolean;
  MESSAGE?: string;
  TOTAL: number;
  DUMPS: DumpEntry[];
  ERROR?: string;
}

export interface DumpListRequest {
  limit?: number;
  user?: string;
  program?: string;
  error?: string;
  ts_from?: string;
  ts_to?: string;
}

export interface RunResult {
  success: boolean;
  output: string;
  class?: string;
  program?: string;
  error?: string;
}

export interface UnitResult {
  success: string;
  test_count: number;
  passed_count: number;
  failed_count: number;
  message: string;
  errors: Array<{ class_name: string; method_name: string; error_kind: string; error_text: string }>;
}

export interface InspectResult {
  success: string;
  object_type: string;
  object_name: string;
  error_count: number;
  errors: Array<{ line: string | number; column?: string | number; text: string; sobjname?: string; method_name?: string }>;
  warnings: Array<{ line: string | number; message: string; sobjname?: string; method_name?: string }>;
  infos?: Array<{ line: string | number; message: string; sobjname?: string; method_name?: string }>;
}
