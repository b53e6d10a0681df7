/** Problems of the data layer, returned as data (never thrown) so callers can report them per object. */
export type DataProblemCode =
  | 'unknown-object'
  | 'unknown-data-element'
  | 'unknown-domain'
  | 'unknown-include'
  | 'recursive-include'
  | 'unsupported-field'
  | 'duplicate-field'
  | 'not-a-table'
  | 'table-not-found'
  | 'view-not-found'
  | 'invalid-name'
  | 'invalid-where'
  | 'invalid-column'
  | 'invalid-field'
  | 'invalid-value'
  | 'missing-key'
  | 'conversion-failed'
  | 'cds-unsupported'
  | 'cds-syntax'
  | 'cds-unknown-source'
  | 'cds-unknown-field'
  | 'locked'
  | 'database';

export interface DataProblem {
  code: DataProblemCode;
  message: string;
}

export type DataResult<T extends object> = ({ ok: true } & T) | { ok: false; problems: DataProblem[] };

export function problem(code: DataProblemCode, message: string): DataProblem {
  return { code, message };
}

export function failure(code: DataProblemCode, message: string): { ok: false; problems: DataProblem[] } {
  return { ok: false, problems: [problem(code, message)] };
}
