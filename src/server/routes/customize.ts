import { Type } from '#typebox';
import type { RouteContext, ServiceApp } from '../app.js';
import { requires } from '../context.js';

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
  app.post('/customize', { schema: { body }, config: { command: 'Customize', authorization: requires.tableChange } }, async (request) =>
    system.reading.customize(request.body, request.call.client, request.call.user),
  );
}
