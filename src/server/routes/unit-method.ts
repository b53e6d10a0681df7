/**
 * abapdeck's extension route of one test method of a unit run (protocol-notes: "abapdeck's extensions";
 * src/protocol/unit-method.ts), registered only with extensions on:
 *
 *   POST /unit/method   the unit run of POST /unit, of one test method   capability unit.method
 */
import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { ServiceError } from '../errors.js';
import { unitTimeoutLimits, type UnitResult } from '../../protocol/execution.js';
import { parseTestMethod, UNIT_METHOD_PATH, unitMethodCapability, unitMethodMaxLength, unitMethodMessages } from '../../protocol/unit-method.js';

/** What GET /health lists for this route. */
export const unitMethodCapabilities = [unitMethodCapability] as const;

// as POST /unit: structure only; unknown files and missing classes are results with their own texts
const body = Type.Object({
  files: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000 })),
  /** The test method: NAME, or TEST_CLASS=>NAME. */
  method: Type.String({ minLength: 1, maxLength: unitMethodMaxLength }),
  /** The run's time limit in seconds (the system's maximum runtime without it). */
  timeout: Type.Optional(Type.Integer({ minimum: unitTimeoutLimits.min, maximum: unitTimeoutLimits.max })),
});

export function unitMethodRoute(app: ServiceApp, { execution }: RouteContext): void {
  app.post(UNIT_METHOD_PATH, { schema: { body }, config: { command: 'UNIT_METHOD', authorization: requires.execute } }, async (request): Promise<UnitResult> => {
    const choice = parseTestMethod(request.body.method);
    if (!choice) throw new ServiceError(400, unitMethodMessages.invalid(request.body.method));
    return execution.unitMethod(request.body.files ?? [], choice, request.call, request.body.timeout);
  });
}
