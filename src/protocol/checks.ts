/**
 * Wire shapes of POST /syntax, POST /inspect and POST /where (service spec "Syntax check", "Inspect",
 * "POST /syntax", "POST /inspect", "POST /where"; protocol-notes "Syntax request details" and the /where
 * shape). The service answers all three in lower case; the client normalises any spelling to these shapes.
 * The embedded system's checks engine answers in these same shapes (the routes type their answers with
 * them, so a drift shows up at compile time); this module imports nothing from src/system.
 *
 * Inspect with several files: the service answers an ARRAY of per-object results, one per object in the
 * order of the files (files of one object collapse into one result), as the public implementation does;
 * also for a single file. A failure that concerns the whole call (an unknown check variant) is one
 * result in that array with object_type 'VARIANT'. The client accepts an array or a single object.
 */
import type { Pagination } from './pagination.js';

/** uccheck values: standard ABAP, and ABAP for Cloud Development (--cloud). */
export const UCCHECK_STANDARD = 'X';
export const UCCHECK_CLOUD = '5';

/** One object of a syntax request. FUGR: one object per function module, name = group. */
export interface SyntaxObject {
  type: string;
  name: string;
  source: string;
  locals_def?: string;
  locals_imp?: string;
  /** Test-class source of a class (protocol-notes). */
  testclasses?: string;
  /** FIXPT of the object's XML metadata, 'X' or blank. */
  fixpt?: string;
  /** FUGR: the function module whose source is in `source`. */
  fugr_include_name?: string;
}

export interface SyntaxRequest {
  objects: SyntaxObject[];
  /** 'X' standard ABAP (the default), '5' ABAP for Cloud Development. */
  uccheck?: string;
  /** abapdeck: every name must exist (a standard name the kernel lacks is an error, not a kernel gap). */
  strict?: boolean;
}

/** The part of a class an error lies in. */
export type SyntaxInclude = 'main' | 'locals_def' | 'locals_imp' | 'testclasses' | 'class_pool';

export interface SyntaxError {
  /** Line within the supplied source part. */
  line: number;
  text: string;
  word?: string;
  /** Class part in error (classes only; a real system may name a function module here for FUGR). */
  include?: SyntaxInclude | string;
  /** Sent by some systems. */
  column?: number;
}

/** Warnings: DDLS findings, and kernel gaps (code KERNEL_GAP with the missing name). */
export interface SyntaxWarning {
  line: number;
  column?: number;
  text: string;
  severity?: string;
  /** abapdeck: KERNEL_GAP for a standard name the embedded kernel does not provide. */
  code?: string;
  /** abapdeck: the missing name of a kernel gap. */
  name?: string;
  /** The class part or function group include the warning lies in (as an error's). */
  include?: string;
}

export interface SyntaxObjectResult {
  object_type: string;
  object_name: string;
  success: boolean;
  error_count: number;
  warning_count?: number;
  errors: SyntaxError[];
  warnings: SyntaxWarning[];
  message: string;
}

export interface SyntaxResponse {
  success: boolean;
  command: 'SYNTAX';
  message: string;
  results: SyntaxObjectResult[];
}

export interface InspectRequest {
  /** File names (`zcl_x.clas.abap`, any leading folder is dropped), mapped to objects as for pull. */
  files: string[];
  /** Check variant; EMPTY means the standard checks; the system's default when absent. */
  variant?: string;
}

export interface InspectError {
  line: string;
  column: string;
  text: string;
  word: string;
  /** Include name. */
  sobjname: string;
  method_name: string;
}

export interface InspectMessage {
  line: string;
  message: string;
  sobjname: string;
  method_name: string;
}

export interface InspectResult {
  success: 'X' | '';
  object_type: string;
  object_name: string;
  error_count: number;
  errors: InspectError[];
  warnings: InspectMessage[];
  infos: InspectMessage[];
}

/** The object type of the one result that answers an unknown check variant. */
export const INSPECT_VARIANT_RESULT_TYPE = 'VARIANT';

export interface WhereRequest {
  /** Object names, upper case. */
  objects: string[];
  /** CLAS, INTF, PROG, TABL (STRU), DTEL, DOMA or TTYP; found by name when absent. */
  type?: string;
  /** References per page: default 100, 1 to 500. */
  limit?: number;
  /** References skipped: default 0. */
  offset?: number;
}

export const WHERE_DEFAULT_LIMIT = 100;
export const WHERE_MAX_LIMIT = 500;

/**
 * One use of an object (protocol-notes, "Where-used"): OBJECT and OBJECT_TYPE name the using object,
 * INCLUDE_NAME the include holding the use (readable with view; '' for a use in a dictionary object).
 * `line` and `program` are abapdeck's additions (the line in the include, the include's main program).
 */
export interface WhereReference {
  object: string;
  object_type: string;
  include_name: string;
  /** The method or function module the include implements, else ''. */
  method_name: string;
  /** What the include is: method, public_section, local_implementations, test_classes, program, function_module, dictionary … */
  include_type: string;
  package: string;
  line: number;
  program: string;
}

export interface WhereObject {
  name: string;
  type: string;
  /** References on this page. */
  references: WhereReference[];
  count: number;
  not_found: boolean;
  error: string;
}

export interface WherePagination extends Pagination {
  /** References of all objects together. */
  total: number;
}

export interface WhereResponse {
  success: boolean;
  command: 'WHERE';
  message: string;
  objects: WhereObject[];
  summary: { total_objects: number; total_references: number };
  pagination: WherePagination;
  error: string;
}
