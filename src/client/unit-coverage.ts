/**
 * Client call of unit tests with coverage, an abapdeck extension (capability unit.coverage; shapes in
 * src/protocol/unit-coverage.ts): a system of the public implementation has no such route, and the caller
 * is told so plainly before any test runs.
 */
import { UNIT_COVERAGE_PATH, unitCoverageCapability, type ClassCoverage, type UnitCoverageResult } from '../protocol/unit-coverage.js';
import type { Agent } from './agent.js';
import { normalizeUnitResult } from './execution.js';
import { requireCapability } from './sync.js';
import { keepAnswer, postService } from './wire-values.js';
import { field, integer, list, record, text } from '../protocol/wire-values.js';

/** Runs may take as long as the system's maximum runtime (as POST /unit). */
const RUN_TIMEOUT_MILLIS = 15 * 60 * 1000;

const number = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(n) ? n : 0;
};

export async function unitCoverage(agent: Agent, files: string[], timeoutSeconds?: number): Promise<UnitCoverageResult> {
  await requireCapability(agent, unitCoverageCapability, 'unit test coverage');
  const answer = await postService(agent, UNIT_COVERAGE_PATH, { files, ...(timeoutSeconds ? { timeout: timeoutSeconds } : {}) }, Math.max(RUN_TIMEOUT_MILLIS, ((timeoutSeconds ?? 0) + 60) * 1000));
  return keepAnswer(normalizeUnitCoverage(answer), answer);
}

export function normalizeUnitCoverage(value: unknown): UnitCoverageResult {
  const body = record(value);
  return {
    ...normalizeUnitResult(body),
    command: 'UNIT_COVERAGE',
    coverage: list(field(body, 'coverage')).map((entry): ClassCoverage => {
      const item = record(entry);
      return {
        name: text(field(item, 'name')),
        type: text(field(item, 'type')) === 'PROG' ? 'PROG' : 'CLAS',
        covered: integer(field(item, 'covered')),
        total: integer(field(item, 'total')),
        percent: number(field(item, 'percent')),
        files: list(field(item, 'files')).map((file) => {
          const f = record(file);
          return {
            file: text(field(f, 'file')),
            lines: list(field(f, 'lines')).map((line) => ({ line: integer(field(record(line), 'line')), hits: integer(field(record(line), 'hits')) })),
          };
        }),
        methods: list(field(item, 'methods')).map((method) => {
          const m = record(method);
          return {
            class_name: text(field(m, 'class_name')),
            name: text(field(m, 'name')),
            file: text(field(m, 'file')),
            start_line: integer(field(m, 'start_line')),
            end_line: integer(field(m, 'end_line')),
            covered: integer(field(m, 'covered')),
            total: integer(field(m, 'total')),
            percent: number(field(m, 'percent')),
          };
        }),
      };
    }),
  };
}
