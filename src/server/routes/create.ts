import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { gitCredentialFields, optionalText as text, repositoryFields } from './body-fields.js';
import { gitSync } from '../../system/sync/index.js';

// Structure only: a missing url or package, a bad branch or folder logic get the route's own answer.
const body = Type.Object({
  ...repositoryFields,
  package: text(200),
  name: text(200),
  display_name: text(200),
  folder_logic: text(20),
  folder: text(500),
  ...gitCredentialFields,
});

export function createRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/create', { schema: { body }, config: { command: 'CREATE', authorization: requires.developChange } }, async (request) =>
    gitSync(system).create(request.body, request.call.user),
  );
}
