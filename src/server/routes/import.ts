import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { ServiceError } from '../errors.js';
import { gitSync, syncMessages } from '../../system/sync/index.js';
import { ImportRequest } from '../../protocol/sync.js';
import { optionalText as text } from '../../protocol/body-fields.js';

const body = ImportRequest;

const query = Type.Object({ jobNumber: text(50) });

/**
 * POST /import schedules the background job (202 with the accepted record); GET /import?jobNumber= polls
 * it (variant A). Jobs left running by a crash are settled before the service answers (service start),
 * and running jobs are stopped before the service closes.
 */
export function importRoute(app: ServiceApp, { system }: RouteContext): void {
  const sync = gitSync(system);
  // before the service answers: a job cut off by a crash is settled (its push stopped, the remote asked)
  app.addHook('onReady', async () => {
    await sync.recoverInterruptedJobs();
  });
  app.addHook('onClose', async () => sync.stopJobs());

  app.post('/import', { schema: { body }, config: { command: 'IMPORT', authorization: requires.developChange } }, async (request, reply) => {
    const result = sync.startImport(request.body, request.call.user);
    if (result.success) reply.code(202);
    return result;
  });

  app.get('/import', { schema: { querystring: query }, config: { command: 'IMPORT', authorization: requires.developDisplay } }, async (request) => {
    const jobNumber = request.query.jobNumber?.trim();
    if (!jobNumber) throw new ServiceError(400, syncMessages.jobNumberRequired);
    return sync.importStatus(jobNumber);
  });
}
