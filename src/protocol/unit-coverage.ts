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
import { Type, type Static } from './wire-schema.js';

/** Capability of the route in GET /health. */
export const unitCoverageCapability = 'unit.coverage';

export const UNIT_COVERAGE_PATH = '/unit/coverage';

export const CoverageLine = Type.Object({ line: Type.Integer(), hits: Type.Integer() });
export type CoverageLine = Static<typeof CoverageLine>;

export const CoverageFile = Type.Object({
  /** Lower-case abapGit file name (zcl_x.clas.abap, zcl_x.clas.locals_imp.abap). */
  file: Type.String(),
  lines: Type.Array(CoverageLine),
});
export type CoverageFile = Static<typeof CoverageFile>;

export const MethodCoverage = Type.Object({
  /** Upper-case class implementing the method (the global class, or a local class). */
  class_name: Type.String(),
  /** Upper-case method name as implemented (an interface method as INTF~METHOD). */
  name: Type.String(),
  file: Type.String(),
  /** Rows of METHOD and ENDMETHOD. */
  start_line: Type.Integer(),
  end_line: Type.Integer(),
  covered: Type.Integer(),
  total: Type.Integer(),
  percent: Type.Number(),
});
export type MethodCoverage = Static<typeof MethodCoverage>;

export const ClassCoverage = Type.Object({
  /** Upper-case class (or program) under test. */
  name: Type.String(),
  /** CLAS unless PROG was sent. */
  type: Type.Union([Type.Literal('CLAS'), Type.Literal('PROG')]),
  covered: Type.Integer(),
  total: Type.Integer(),
  percent: Type.Number(),
  files: Type.Array(CoverageFile),
  methods: Type.Array(MethodCoverage),
});
export type ClassCoverage = Static<typeof ClassCoverage>;

/** The coverage part of the answer (the rest is POST /unit's). */
export const UnitCoverage = Type.Object({ coverage: Type.Array(ClassCoverage) });

/** The normalised result (lower case), as the client reads it. */
export interface UnitCoverageResult extends UnitResult {
  command: 'UNIT_COVERAGE';
  coverage: ClassCoverage[];
}
