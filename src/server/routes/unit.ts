import { Type } from '#typebox';
import type { RouteContext, ServiceApp } from '../app.js';
import { requires } from '../context.js';
import type { UnitResult } from '../../protocol/execution.js';

// Structure only: unknown files and missing classes are results with their own texts.
const body = Type.Object({ files: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000 })) });

/** POST /unit: runs the test classes of the classes behind the files in a work process. */
export function unitRoute(app: ServiceApp, { execution }: RouteContext): void {
  app.post('/unit', { schema: { body }, config: { command: 'UNIT', authorization: requires.execute } }, async (request): Promise<UnitResult> =>
    execution.unitTests(request.body.files ?? [], request.call),
  );
}
