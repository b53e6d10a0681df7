import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { ServiceError } from '../errors.js';
import { messages } from '../../protocol/messages.js';
import { CustomizeRequest } from '../../protocol/reading.js';
import { duplicateField } from '../../system/reading/customize.js';

const body = CustomizeRequest;

/** POST /customize (protocol-notes): one customizing entry (S_TABU_DIS change). */
export function customizeRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/customize', { schema: { body }, config: { command: 'Customize', authorization: requires.tableChange } }, async (request) => {
    const duplicate = duplicateField(request.body.field_values);
    if (duplicate !== undefined) throw new ServiceError(400, messages.customizingDuplicateField(duplicate));
    return system.reading.customize(request.body, request.call.client, request.call.user);
  });
}
