/**
 * GET {base_url}/deck/status?since=<ISO 8601>: the TUI status line's live counts in one small call (capability
 * deck.status; src/protocol/deck-status.ts). Without `since` the dumps are counted from the start of the day (UTC).
 */
import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { ServiceError } from '../errors.js';
import { deckStatus } from '../../system/deck-status.js';
import type { DeckStatusResult } from '../../protocol/deck-status.js';
import { DECK_STATUS_PATH } from '../../protocol/deck-status.js';

const query = Type.Object({ since: Type.Optional(Type.String({ maxLength: 40 })) });

function sinceOf(text: string | undefined, now = new Date()): Date {
  if (text === undefined || text === '') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  // an instant with its zone: 2026-11-26T18:05:00Z or …+01:00
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/.test(text)) {
    throw new ServiceError(400, `since must be an ISO 8601 instant with its zone (2026-11-26T18:05:00Z), got '${text}'`);
  }
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new ServiceError(400, `since is not a valid instant: '${text}'`);
  return at;
}

export function deckStatusRoute(app: ServiceApp, { system, execution, debugger: debuggerEngine }: RouteContext): void {
  app.get(DECK_STATUS_PATH, { schema: { querystring: query }, config: { command: 'DECK_STATUS', authorization: requires.developDisplay } }, async (request): Promise<DeckStatusResult> => {
    const { client, user } = request.call;
    const mayReadDumps = system.users.isAuthorized(client, user, 'S_DEVELOP', '03') || system.users.isAuthorized(client, user, 'S_ABAP_DUMP', '03');
    return deckStatus(system, execution.dumps, debuggerEngine, { client, user, since: sinceOf(request.query.since), mayReadDumps });
  });
}
