import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { repositoryFields } from './body-fields.js';
import { gitSync } from '../../system/sync/index.js';

const body = Type.Object({ url: repositoryFields.url });

export function statusRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/status', { schema: { body }, config: { command: 'STATUS', authorization: requires.developDisplay } }, async (request) =>
    gitSync(system).status(request.body.url),
  );
}
