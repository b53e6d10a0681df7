import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { gitSync } from '../../system/sync/index.js';
import { PullRequest } from '../../protocol/sync.js';

const body = PullRequest;

export function pullRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/pull', { schema: { body }, config: { command: 'PULL', authorization: requires.developChange } }, async (request) =>
    gitSync(system).pull(request.body, request.call.user),
  );
}
