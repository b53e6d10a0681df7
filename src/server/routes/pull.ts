import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { gitCredentialFields, nameList, optionalText as text, repositoryFields } from './body-fields.js';
import { gitSync } from '../../system/sync/index.js';

// Structure only: a missing url, an unknown repository or transport, a bad conflict mode reach the handler.
const body = Type.Object({
  ...repositoryFields,
  ...gitCredentialFields,
  files: nameList,
  transport_request: text(50),
  conflict_mode: text(20),
  strict: Type.Optional(Type.Boolean()),
});

export function pullRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/pull', { schema: { body }, config: { command: 'PULL', authorization: requires.developChange } }, async (request) =>
    gitSync(system).pull(request.body, request.call.user),
  );
}
