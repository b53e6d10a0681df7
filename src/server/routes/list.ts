import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';

const body = Type.Object({
  package: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(Type.String({ maxLength: 200 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer()),
  offset: Type.Optional(Type.Integer()),
});

export function listRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/list', { schema: { body }, config: { command: 'LIST', authorization: requires.developDisplay } }, async (request) =>
    system.list(request.body),
  );
}
