import { ListRequest } from '../../protocol/results.js';
import { requires, type RouteContext, type ServiceApp } from '../context.js';

const body = ListRequest;

export function listRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/list', { schema: { body }, config: { command: 'LIST', authorization: requires.developDisplay } }, async (request) =>
    system.list(request.body),
  );
}
