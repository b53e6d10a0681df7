import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';

// Structure only: an unknown type or a missing object is a result with the spec's text, not a 400.
const body = Type.Object({
  objects: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 200 }),
  type: Type.Optional(Type.String({ maxLength: 30 })),
  full: Type.Optional(Type.Boolean()),
});

/** POST /view: definitions and sources of objects (S_DEVELOP display). */
export function viewRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/view', { schema: { body }, config: { command: 'VIEW', authorization: requires.developDisplay } }, async (request) =>
    system.reading.view(request.body),
  );
}
