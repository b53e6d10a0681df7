/**
 * Inputs and results of the checks engine, in the wire shapes of POST /syntax, POST /inspect and
 * POST /where (service spec "Syntax check", "Inspect"; protocol-notes for where-used).
 */

/** One object of a syntax request. FUGR: one object per function module, name = group. */
export interface SyntaxObject {
  type: string;
  name: string;
  source: string;
  locals_def?: string;
  locals_imp?: string;
  testclasses?: string;
  fixpt?: string;
  /** FUGR: the function module whose source is in `source`. */
  fugr_include_name?: string;
}

export interface SyntaxRequest {
  objects: SyntaxObject[];
  /** 'X' standard ABAP (default), '5' ABAP for Cloud Development. */
  uccheck?: string;
}

export type SyntaxInclude = 'main' | 'locals_def' | 'locals_imp' | 'testclasses' | 'class_pool';

export interface SyntaxError {
  /** Line within the supplied source part. */
  line: number;
  text: string;
  word?: string;
  /** Class part in error; set for classes only. */
  /** A class part; for a function group the sent module or include in lower case. */
  include?: SyntaxInclude | string;
}

/** DDLS only. */
export interface SyntaxWarning {
  line: number;
  column: number;
  text: string;
  severity: 'W' | 'I';
}

export interface SyntaxObjectResult {
  object_type: string;
  object_name: string;
  success: boolean;
  error_count: number;
  warning_count: number;
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

export interface InspectObject {
  type: string;
  name: string;
}

export interface InspectError {
  line: string;
  column: string;
  text: string;
  word: string;
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

/** An error that keeps a pulled object from being activated. */
export interface ActivationError {
  /** abapGit file name the error lies in, '' when it belongs to no file. */
  file: string;
  line: number;
  text: string;
}

/** Errors per object key "<TYPE> <NAME>"; objects without errors have no entry. */
export type ActivationErrors = Map<string, ActivationError[]>;
