import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { repositoryFields } from './body-fields.js';
import { gitSync } from '../../system/sync/index.js';

const body = Type.Object({ url: repositoryFields.url });

export function deleteRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/delete', { schema: { body }, config: { command: 'DELETE', authorization: requires.developChange } }, async (request) =>
    gitSync(system).delete(request.body.url),
  );
}
