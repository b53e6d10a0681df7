import { Type } from 'typebox';
import type { RouteContext, ServiceApp } from '../app.js';
import { requires } from '../context.js';
import { gitSync } from '../../system/sync/index.js';

const body = Type.Object({ url: Type.Optional(Type.String({ maxLength: 2000 })) });

export function deleteRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/delete', { schema: { body }, config: { command: 'DELETE', authorization: requires.developChange } }, async (request) =>
    gitSync(system).delete(request.body.url),
  );
}
