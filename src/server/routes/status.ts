import { Type } from 'typebox';
import type { RouteContext, ServiceApp } from '../app.js';
import { requires } from '../context.js';
import { gitSync } from '../../system/sync/index.js';

const body = Type.Object({ url: Type.Optional(Type.String({ maxLength: 2000 })) });

export function statusRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/status', { schema: { body }, config: { command: 'STATUS', authorization: requires.developDisplay } }, async (request) =>
    gitSync(system).status(request.body.url),
  );
}
