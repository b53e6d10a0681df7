/**
 * abapdeck's extension route of unit tests with statement coverage (protocol-notes: "abapdeck's
 * extensions"; shapes in src/protocol/unit-coverage.ts), registered only with extensions on:
 *
 *   POST /unit/coverage   the unit run of POST /unit, with each class's coverage   capability unit.coverage
 */
import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { unitTimeoutLimits } from '../../protocol/execution.js';
import { UNIT_COVERAGE_PATH, unitCoverageCapability, type UnitCoverageResult } from '../../protocol/unit-coverage.js';

/** What GET /health lists for this route. */
export const unitCoverageCapabilities = [unitCoverageCapability] as const;

// as POST /unit: structure only; unknown files and missing classes are results with their own texts
const body = Type.Object({
  files: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000 })),
  /** abapdeck: the run's time limit in seconds (the system's maximum runtime without it). */
  timeout: Type.Optional(Type.Integer({ minimum: unitTimeoutLimits.min, maximum: unitTimeoutLimits.max })),
});

export function unitCoverageRoute(app: ServiceApp, { execution }: RouteContext): void {
  app.post(
    UNIT_COVERAGE_PATH,
    { schema: { body }, config: { command: 'UNIT_COVERAGE', authorization: requires.execute } },
    async (request): Promise<UnitCoverageResult> => execution.unitCoverage(request.body.files ?? [], request.call, request.body.timeout),
  );
}
