import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { boundSyntaxRequest } from '../work-limits.js';
import { SyntaxRequestBody, UCCHECK_STANDARD, type SyntaxResponse } from '../../protocol/checks.js';

const body = SyntaxRequestBody;

/**
 * A syntax request's body is bounded well below the service's general limit, so one huge request is refused
 * at once (413, while it streams in); within it, lines and objects are bounded by work-limits.ts.
 */
export const SYNTAX_BODY_LIMIT = 8 * 1024 * 1024;

/** POST /syntax: checks the sent source against the active objects, in memory (nothing is written). */
export function syntaxRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/syntax', { bodyLimit: SYNTAX_BODY_LIMIT, schema: { body }, config: { command: 'SYNTAX', authorization: requires.developDisplay } }, async (request): Promise<SyntaxResponse> => {
    const { objects = [], uccheck = UCCHECK_STANDARD, strict } = request.body;
    boundSyntaxRequest(objects);
    return system.checkWorkers.syntaxCheck({ objects: objects.map((object) => ({ ...object, source: object.source ?? '' })), uccheck, ...(strict ? { strict } : {}) });
  });
}
