import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { messages } from '../../protocol/messages.js';
import type { TreeResult } from '../../protocol/results.js';

// Only structure is checked here: every condition the spec gives a text for reaches the handler.
const body = Type.Object({
  package: Type.Optional(Type.String({ maxLength: 200 })),
  depth: Type.Optional(Type.Integer()),
  include_objects: Type.Optional(Type.Boolean()),
});

export function treeRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post(
    '/tree',
    {
      schema: { body },
      config: {
        command: 'TREE',
        authorization: requires.developDisplay,
        deniedResult: (): TreeResult => ({
          SUCCESS: false, COMMAND: 'TREE', PACKAGE: '', MESSAGE: '', PARENT_PACKAGE: '', NODES: [],
          TOTAL_PACKAGES: 0, TOTAL_OBJECTS: 0, OBJECTS: [], ERROR: messages.packageAccessDenied,
        }),
      },
    },
    async (request) => system.tree(request.body),
  );
}
