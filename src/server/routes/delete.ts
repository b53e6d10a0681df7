import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { gitSync } from '../../system/sync/index.js';
import { RepositoryUrlRequest } from '../../protocol/sync.js';

const body = RepositoryUrlRequest;

export function deleteRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/delete', { schema: { body }, config: { command: 'DELETE', authorization: requires.developChange } }, async (request) =>
    gitSync(system).delete(request.body.url),
  );
}
