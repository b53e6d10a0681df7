/**
 * Runtime error names of short dumps, as an application system names them: class-based exceptions with a
 * classic runtime error of their own, the rest UNCAUGHT_EXCEPTION; and the errors of the work process itself.
 */

/** Errors the work process raises for reasons outside the ABAP code's exceptions. */
export const processErrors = {
  /** The maximum runtime was exceeded. */
  timeout: 'TIME_OUT',
  /** The memory ceiling of the work process was reached. */
  memory: 'TSV_TNEW_PAGE_ALLOC_FAILED',
  /** The work process ended during the run (killed or crashed). */
  crash: 'SYSTEM_CORE_DUMPED',
  /** The program has no executable code (it does not transpile). */
  syntax: 'SYNTAX_ERROR',
  /** A classic exception of a function module nobody handled. */
  classic: 'RAISE_EXCEPTION',
  /** A failure of the runtime or of generated code, not an ABAP exception. */
  internal: 'RUNT_INTERNAL_ERROR',
  /** A class-based exception without a classic runtime error. */
  uncaught: 'UNCAUGHT_EXCEPTION',
} as const;

const BY_CLASS: Record<string, string> = {
  CX_SY_ARITHMETIC_OVERFLOW: 'COMPUTE_INT_PLUS_OVERFLOW',
  CX_SY_CONVERSION_NO_NUMBER: 'CONVT_NO_NUMBER',
  CX_SY_CONVERSION_OVERFLOW: 'CONVT_OVERFLOW',
  CX_SY_CONVERSION_DATA_LOSS: 'CONVT_DATA_LOSS',
  CX_SY_CONVERSION_CODEPAGE: 'CONVT_CODEPAGE',
  CX_SY_ITAB_LINE_NOT_FOUND: 'ITAB_LINE_NOT_FOUND',
  CX_SY_ITAB_DUPLICATE_KEY: 'ITAB_DUPLICATE_KEY',
  CX_SY_REF_IS_INITIAL: 'OBJECTS_OBJREF_NOT_ASSIGNED',
  CX_SY_MOVE_CAST_ERROR: 'MOVE_CAST_ERROR',
  CX_SY_ASSIGN_CAST_ERROR: 'ASSIGN_CASTING_ILLEGAL_CAST',
  CX_SY_RANGE_OUT_OF_BOUNDS: 'DATA_OFFSET_LENGTH_TOO_LARGE',
  CX_SY_OFFSET_NOT_ALLOWED: 'DATA_OFFSET_NOT_ALLOWED',
  CX_SY_OPEN_SQL_DB: 'DBSQL_SQL_ERROR',
  CX_SY_DYNAMIC_OSQL_SEMANTICS: 'SAPSQL_SEMANTIC_CHECK',
  CX_SY_DYNAMIC_OSQL_SYNTAX: 'SAPSQL_PARSE_ERROR',
  CX_SY_DYN_CALL_ILLEGAL_CLASS: 'CALL_METHOD_NOT_IMPLEMENTED',
  CX_SY_DYN_CALL_ILLEGAL_METHOD: 'CALL_METHOD_NOT_IMPLEMENTED',
  CX_SY_DYN_CALL_ILLEGAL_FUNC: 'CALL_FUNCTION_NOT_FOUND',
  CX_SY_DYN_CALL_ILLEGAL_FORM: 'PERFORM_NOT_FOUND',
  CX_SY_DYN_CALL_PARAM_MISSING: 'CALL_FUNCTION_PARM_MISSING',
  CX_SY_DYN_CALL_PARAM_NOT_FOUND: 'CALL_FUNCTION_PARM_UNKNOWN',
  CX_SY_CREATE_OBJECT_ERROR: 'CREATE_OBJECT_CLASS_ABSTRACT',
  CX_SY_CREATE_DATA_ERROR: 'CREATE_DATA_UNKNOWN_TYPE',
  CX_SY_PROGRAM_NOT_FOUND: 'LOAD_PROGRAM_NOT_FOUND',
  CX_SY_NO_HANDLER: 'UNCAUGHT_EXCEPTION',
  CX_SY_INVALID_REGEX: 'INVALID_REGEX',
  CX_SY_STRG_PAR_VAL: 'STRG_ILLEGAL_PARAM',
  // abapdeck: the running code touched a standard name the embedded kernel lacks
  CX_ABAPDECK_KERNEL_GAP: 'KERNEL_GAP',
};

const ZERO_DIVIDE: Record<string, string> = {
  INT: 'COMPUTE_INT_ZERODIVIDE',
  BCD: 'COMPUTE_BCD_ZERODIVIDE',
  FLOAT: 'COMPUTE_FLOAT_ZERODIVIDE',
};

/** The runtime error of an uncaught exception (class chain most specific first). */
export function runtimeErrorOf(exceptionClasses: readonly string[], calculationType?: string): string {
  const exception = exceptionClasses[0] ?? '';
  if (exception === 'CX_SY_ZERODIVIDE') return ZERO_DIVIDE[calculationType ?? 'INT'] ?? ZERO_DIVIDE['INT']!;
  return BY_CLASS[exception] ?? processErrors.uncaught;
}

/** A readable reason for the error analysis, where the exception's own text says little. */
export function reasonOf(exceptionClasses: readonly string[], text: string, calculationType?: string): string {
  if (exceptionClasses[0] === 'CX_SY_ZERODIVIDE') {
    const type = calculationType === 'BCD' ? 'P' : calculationType === 'FLOAT' ? 'F' : 'I';
    return `Division by zero (type ${type})`;
  }
  return text;
}
