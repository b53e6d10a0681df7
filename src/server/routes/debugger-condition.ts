/**
 * abapdeck's extension route of the debugger (src/protocol/debugger-condition.ts), registered only with extensions
 * on, in the debugger's scope (the attached, stateful session):
 *
 *   POST {dev_api_base}/deck/debugger/condition   a condition evaluated at the stop   capability debugger.condition
 */
import type { FastifyRequest } from '#fastify';
import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { keysToUpper } from '../../protocol/keys.js';
import { DEBUGGER_CONDITION_PATH } from '../../protocol/debugger-condition.js';
import { debuggerLimits } from '../../system/debugger/index.js';
import { asServiceError } from './debugger.js';

// a condition past the debugger's own bound is answered 'invalid' with its length; far past it the body is refused
const body = Type.Object({ condition: Type.String({ maxLength: debuggerLimits.conditionCharacters * 4 }) });

/** `debuggeeOf`: the debuggee the request's stateful session is attached to (else the debugger's noSessionAttached). */
export function debuggerConditionRoute(scope: ServiceApp, context: RouteContext, debuggeeOf: (request: FastifyRequest) => string): void {
  const config = { command: 'DEBUGGER', authorization: requires.debug };
  scope.post(DEBUGGER_CONDITION_PATH, { schema: { body }, config }, async (request, reply) => {
    try {
      const caller = { client: request.call.client, user: request.call.user };
      const evaluation = await context.debugger.evaluateCondition(caller, debuggeeOf(request), request.body.condition);
      return reply.code(200).type('application/json; charset=utf-8').send(keysToUpper(evaluation));
    } catch (error) {
      throw asServiceError(error);
    }
  });
}
