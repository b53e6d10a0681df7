import { Type } from 'typebox';
import type { RouteContext, ServiceApp } from '../app.js';
import { requires } from '../context.js';
import { gitSync } from '../../system/sync/index.js';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

// Structure only: a missing url, an unknown repository or transport, a bad conflict mode reach the handler.
const body = Type.Object({
  url: text(2000),
  branch: text(250),
  username: text(500),
  password: text(5000),
  files: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100_000 })),
  transport_request: text(50),
  conflict_mode: text(20),
});

export function pullRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/pull', { schema: { body }, config: { command: 'PULL', authorization: requires.developChange } }, async (request) =>
    gitSync(system).pull(request.body, request.call.user),
  );
}
