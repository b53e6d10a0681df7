/**
 * abapdeck's extension route of unit tests with statement coverage (protocol-notes: "abapdeck's
 * extensions"; shapes in src/protocol/unit-coverage.ts), registered only with extensions on:
 *
 *   POST /unit/coverage   the unit run of POST /unit, with each class's coverage   capability unit.coverage
 */
import { Type } from '#typebox';
import type { RouteContext, ServiceApp } from '../app.js';
import { requires } from '../context.js';
import { UNIT_COVERAGE_PATH, unitCoverageCapability, type UnitCoverageResult } from '../../protocol/unit-coverage.js';

/** What GET /health lists for this route. */
export const unitCoverageCapabilities = [unitCoverageCapability] as const;

// as POST /unit: structure only; unknown files and missing classes are results with their own texts
const body = Type.Object({ files: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000 })) });

export function unitCoverageRoute(app: ServiceApp, { execution }: RouteContext): void {
  app.post(
    UNIT_COVERAGE_PATH,
    { schema: { body }, config: { command: 'UNIT_COVERAGE', authorization: requires.execute } },
    async (request): Promise<UnitCoverageResult> => execution.unitCoverage(request.body.files ?? [], request.call),
  );
}
