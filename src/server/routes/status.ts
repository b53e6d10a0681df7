import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { gitSync } from '../../system/sync/index.js';
import { RepositoryUrlRequest } from '../../protocol/sync.js';

const body = RepositoryUrlRequest;

export function statusRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/status', { schema: { body }, config: { command: 'STATUS', authorization: requires.developDisplay } }, async (request) =>
    gitSync(system).status(request.body.url),
  );
}
