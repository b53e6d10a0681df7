import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { messages } from '../../protocol/messages.js';
import type { DumpResult } from '../../protocol/execution.js';
import { dumpDetail, dumpFailure, listDumps } from '../../system/dumps/index.js';

// Structure only: a bad timestamp or an unknown ID are results with their own texts.
const body = Type.Object({
  limit: Type.Optional(Type.Integer()),
  user: Type.Optional(Type.String({ maxLength: 40 })),
  program: Type.Optional(Type.String({ maxLength: 200 })),
  error: Type.Optional(Type.String({ maxLength: 100 })),
  ts_from: Type.Optional(Type.String({ maxLength: 20 })),
  ts_to: Type.Optional(Type.String({ maxLength: 20 })),
  detail: Type.Optional(Type.String({ maxLength: 200 })),
});

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
