import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { unitTimeoutLimits } from '../../protocol/execution.js';
import type { UnitResult } from '../../protocol/execution.js';

// Structure only: unknown files and missing classes are results with their own texts.
const body = Type.Object({
  files: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000 })),
  /** abapdeck: the run's time limit in seconds (the system's maximum runtime without it). */
  timeout: Type.Optional(Type.Integer({ minimum: unitTimeoutLimits.min, maximum: unitTimeoutLimits.max })),
  /** abapdeck: a profile and an SQL trace of the run (src/protocol/profile.ts); ignored without extensions. */
  profile: Type.Optional(Type.Boolean()),
  sql_trace: Type.Optional(Type.Boolean()),
});

/** POST /unit: runs the test classes of the classes behind the files in a work process. */
export function unitRoute(app: ServiceApp, { execution, extensions }: RouteContext): void {
  app.post('/unit', { schema: { body }, config: { command: 'UNIT', authorization: requires.execute } }, async (request): Promise<UnitResult> => {
    const { profile, sql_trace: sqlTrace } = request.body;
    const measure = extensions && (profile || sqlTrace) ? { profile: profile === true, sqlTrace: sqlTrace === true } : undefined;
    return execution.unitTests(request.body.files ?? [], request.call, request.body.timeout, measure);
  });
}
