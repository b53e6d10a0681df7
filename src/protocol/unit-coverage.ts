/**
 * Unit tests with statement coverage, an abapdeck extension (protocol-notes: "abapdeck's extensions"): the
 * public implementation's POST /unit has no coverage, so coverage has a route of its own,
 * POST {base_url}/unit/coverage, body {files} as for /unit, answered with upper-case keys:
 *
 *   { SUCCESS, COMMAND: 'UNIT_COVERAGE', TEST_COUNT, PASSED_COUNT, FAILED_COUNT, MESSAGE, ERRORS: [...as /unit],
 *     COVERAGE: [{ NAME, TYPE: 'CLAS'|'PROG', COVERED, TOTAL, PERCENT,
 *                  FILES: [{ FILE (abapGit file name), LINES: [{ LINE, HITS }] }],
 *                  METHODS: [{ CLASS_NAME, NAME, FILE, START_LINE, END_LINE, COVERED, TOTAL, PERCENT }] }] }
 *
 * LINES lists the file's executable statements (first rows) with how often each ran; PERCENT is
 * COVERED / TOTAL × 100 rounded to two decimals (100 for nothing to cover).
 */
import type { UnitResult } from './execution.js';

/** Capability of the route in GET /health. */
export const unitCoverageCapability = 'unit.coverage';

export const UNIT_COVERAGE_PATH = '/unit/coverage';

export interface CoverageLine {
  line: number;
  hits: number;
}

export interface CoverageFile {
  /** Lower-case abapGit file name (zcl_x.clas.abap, zcl_x.clas.locals_imp.abap). */
  file: string;
  lines: CoverageLine[];
}

export interface MethodCoverage {
  /** Upper-case class implementing the method (the global class, or a local class). */
  class_name: string;
  /** Upper-case method name as implemented (an interface method as INTF~METHOD). */
  name: string;
  file: string;
  /** Rows of METHOD and ENDMETHOD. */
  start_line: number;
  end_line: number;
  covered: number;
  total: number;
  percent: number;
}

export interface ClassCoverage {
  /** Upper-case class (or program) under test. */
  name: string;
  type: 'CLAS' | 'PROG';
  covered: number;
  total: number;
  percent: number;
  files: CoverageFile[];
  methods: MethodCoverage[];
}

/** The normalised result (lower case), as the client reads it. */
export interface UnitCoverageResult extends UnitResult {
  command: 'UNIT_COVERAGE';
  coverage: ClassCoverage[];
}
