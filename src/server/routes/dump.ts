import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { messages } from '../../protocol/messages.js';
import { DumpRequest, type DumpResult } from '../../protocol/execution.js';
import { dumpDetail, dumpFailure, listDumps } from '../../system/dumps/index.js';

const body = DumpRequest;

/** POST /dump: the short dump list (filters, time window, newest first) or one dump's detail. */
export function dumpRoute(app: ServiceApp, { execution }: RouteContext): void {
  app.post(
    '/dump',
    { schema: { body }, config: { command: 'DUMP', authorization: requires.dumps, deniedResult: () => dumpFailure(messages.dumpsNotAuthorized) } },
    async (request): Promise<DumpResult> => {
      const { detail, ...list } = request.body;
      return detail !== undefined ? dumpDetail(execution.dumps, request.call.client, detail) : listDumps(execution.dumps, request.call.client, list);
    },
  );
}
