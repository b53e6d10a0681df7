import { requires, type RouteContext, type ServiceApp } from '../context.js';

import { ViewRequest } from '../../protocol/reading.js';

// Structure only: an unknown type or a missing object is a result with the spec's text, not a 400.
const body = ViewRequest;

/** POST /view: definitions and sources of objects (S_DEVELOP display). */
export function viewRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/view', { schema: { body }, config: { command: 'VIEW', authorization: requires.developDisplay } }, async (request) =>
    system.reading.view(request.body),
  );
}
