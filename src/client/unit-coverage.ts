/**
 * Client call of unit tests with coverage, an abapdeck extension (capability unit.coverage; shapes in
 * src/protocol/unit-coverage.ts): a system of the public implementation has no such route, and the caller
 * is told so plainly before any test runs.
 */
import { UNIT_COVERAGE_PATH, UnitCoverage, unitCoverageCapability, type UnitCoverageResult } from '../protocol/unit-coverage.js';
import { readWire } from '../protocol/wire-schema.js';
import type { Agent } from './agent.js';
import { normalizeUnitResult } from './execution.js';
import { requireCapability } from './sync.js';
import { postAndRead } from './wire-values.js';

/** Runs may take as long as the system's maximum runtime (as POST /unit). */
const RUN_TIMEOUT_MILLIS = 15 * 60 * 1000;

export async function unitCoverage(agent: Agent, files: string[], timeoutSeconds?: number): Promise<UnitCoverageResult> {
  await requireCapability(agent, unitCoverageCapability, 'unit test coverage');
  return postAndRead(agent, UNIT_COVERAGE_PATH, { files, ...(timeoutSeconds ? { timeout: timeoutSeconds } : {}) }, normalizeUnitCoverage, Math.max(RUN_TIMEOUT_MILLIS, ((timeoutSeconds ?? 0) + 60) * 1000));
}

export function normalizeUnitCoverage(value: unknown): UnitCoverageResult {
  return { ...normalizeUnitResult(value), command: 'UNIT_COVERAGE', coverage: readWire(UnitCoverage, value).coverage };
}
