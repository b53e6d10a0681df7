import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { messages } from '../../protocol/messages.js';
import { TreeRequest, type TreeResult } from '../../protocol/results.js';

const body = TreeRequest;

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
