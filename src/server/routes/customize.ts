import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { ServiceError } from '../errors.js';
import { messages } from '../../protocol/messages.js';
import { duplicateField } from '../../system/reading/customize.js';

const body = Type.Object({
  table_name: Type.String({ maxLength: 200 }),
  field_values: Type.Array(Type.Object({ field: Type.String({ maxLength: 200 }), value: Type.String({ maxLength: 65_535 }) }), {
    maxItems: 1000,
  }),
  transport: Type.Optional(Type.String({ maxLength: 30 })),
  no_transport: Type.Optional(Type.String({ maxLength: 5 })),
});

/** POST /customize (protocol-notes): one customizing entry (S_TABU_DIS change). */
export function customizeRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/customize', { schema: { body }, config: { command: 'Customize', authorization: requires.tableChange } }, async (request) => {
    const duplicate = duplicateField(request.body.field_values);
    if (duplicate !== undefined) throw new ServiceError(400, messages.customizingDuplicateField(duplicate));
    return system.reading.customize(request.body, request.call.client, request.call.user);
  });
}
