import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { gitSync } from '../../system/sync/index.js';
import { CreateRequest } from '../../protocol/sync.js';

const body = CreateRequest;

export function createRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/create', { schema: { body }, config: { command: 'CREATE', authorization: requires.developChange } }, async (request) =>
    gitSync(system).create(request.body, request.call.user),
  );
}
