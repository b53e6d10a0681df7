/**
 * POST /transport and POST /drop (protocol-notes: endpoints the spec leaves open; lower-case keys), and the
 * inactive-object extension routes POST /inactive and POST /activate (upper case, capability `inactive`).
 */
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { ActivateRequest, DropRequest, InactiveRequest, TransportRequestBody } from '../../protocol/transports.js';
import { ServiceError } from '../errors.js';
import { transportErrors } from '../../protocol/messages.js';
import { transportOperation } from '../../system/transports/transport-requests.js';
import { dropObject } from '../../system/lifecycle/drop.js';
import { activateObjects, inactiveObjects } from '../../system/lifecycle/inactive.js';

export function transportRoutes(app: ServiceApp, { system }: RouteContext): void {
  app.post('/transport', { schema: { body: TransportRequestBody }, config: { command: 'TRANSPORT', authorization: requires.developDisplay } }, async (request) => {
    const action = (request.body.action ?? 'list').trim().toLowerCase();
    // listing and checking are display; creating and releasing change the system
    if ((action === 'create' || action === 'release') && !system.users.isAuthorized(request.call.client, request.call.user, 'S_DEVELOP', '02')) {
      throw new ServiceError(403, transportErrors.notAuthorized('S_DEVELOP', '02'));
    }
    return transportOperation(system, request.body, request.call.user);
  });
  app.post('/drop', { schema: { body: DropRequest }, config: { command: 'DROP', authorization: requires.developChange } }, async (request) =>
    dropObject(system, request.body, request.call.user),
  );
}

export function inactiveRoutes(app: ServiceApp, { system }: RouteContext): void {
  app.post('/inactive', { schema: { body: InactiveRequest }, config: { command: 'INACTIVE', authorization: requires.developDisplay } }, async (request) =>
    inactiveObjects(system, (request.body.scope ?? 'mine').toLowerCase() === 'all' ? 'all' : 'mine', request.call.user),
  );
  app.post('/activate', { schema: { body: ActivateRequest }, config: { command: 'ACTIVATE', authorization: requires.developChange } }, async (request) =>
    activateObjects(system, request.body.objects, request.call.user),
  );
}
