import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { boundCount, workLimits } from '../work-limits.js';
import { WhereRequestBody, type WhereResponse } from '../../protocol/checks.js';

const body = WhereRequestBody;

/** POST /where: where-used list of code and dictionary objects, paged by limit (default 100, at most 500) and offset. */
export function whereRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/where', { schema: { body }, config: { command: 'WHERE', authorization: requires.developDisplay } }, async (request): Promise<WhereResponse> => {
    const { objects = [], type, limit, offset } = request.body;
    boundCount('objects', objects.length, workLimits.whereObjectsPerRequest);
    return system.checkWorkers.whereUsed({ objects, type: type?.trim() ? type : undefined, limit, offset });
  });
}
