/**
 * POST /transport and POST /drop (protocol-notes: endpoints the spec leaves open; lower-case keys), and the
 * inactive-object extension routes POST /inactive and POST /activate (upper case, capability `inactive`).
 */
import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { optionalText as text } from '../../protocol/body-fields.js';
import { ServiceError } from '../errors.js';
import { transportErrors } from '../../protocol/messages.js';
import { transportOperation } from '../../system/transports/transport-requests.js';
import { dropObject } from '../../system/lifecycle/drop.js';
import { activateObjects, inactiveObjects } from '../../system/lifecycle/inactive.js';

const transportBody = Type.Object({ action: text(20), scope: text(20), type: text(20), description: text(200), number: text(30) });
const dropBody = Type.Object({ object_type: text(10), object_name: text(200), transport_request: text(30) });
const inactiveBody = Type.Object({ scope: text(10) });
const activateBody = Type.Object({ objects: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10_000 }) });

export function transportRoutes(app: ServiceApp, { system }: RouteContext): void {
  app.post('/transport', { schema: { body: transportBody }, config: { command: 'TRANSPORT', authorization: requires.developDisplay } }, async (request) => {
    const action = (request.body.action ?? 'list').trim().toLowerCase();
    // listing and checking are display; creating and releasing change the system
    if ((action === 'create' || action === 'release') && !system.users.isAuthorized(request.call.client, request.call.user, 'S_DEVELOP', '02')) {
      throw new ServiceError(403, transportErrors.notAuthorized('S_DEVELOP', '02'));
    }
    return transportOperation(system, request.body, request.call.user);
  });
  app.post('/drop', { schema: { body: dropBody }, config: { command: 'DROP', authorization: requires.developChange } }, async (request) =>
    dropObject(system, request.body, request.call.user),
  );
}

export function inactiveRoutes(app: ServiceApp, { system }: RouteContext): void {
  app.post('/inactive', { schema: { body: inactiveBody }, config: { command: 'INACTIVE', authorization: requires.developDisplay } }, async (request) =>
    inactiveObjects(system, (request.body.scope ?? 'mine').toLowerCase() === 'all' ? 'all' : 'mine', request.call.user),
  );
  app.post('/activate', { schema: { body: activateBody }, config: { command: 'ACTIVATE', authorization: requires.developChange } }, async (request) =>
    activateObjects(system, request.body.objects, request.call.user),
  );
}
