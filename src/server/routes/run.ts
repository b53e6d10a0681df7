import { Type } from '#typebox';
import type { FastifyReply } from '#fastify';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { ServiceError } from '../errors.js';
import type { RunOutcome } from '../../system/execution/index.js';
import { executionMessages } from '../../protocol/execution.js';

const params = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * The answer of a run (developer API): the output as text/plain; 404 for a missing object, 400 for a
 * program that cannot be run on its own, 500 with the runtime error and the dump's ID when it dumped.
 */
function answer(reply: FastifyReply, outcome: RunOutcome): FastifyReply {
  switch (outcome.kind) {
    case 'output':
      return reply.code(200).type('text/plain; charset=utf-8').send(outcome.output);
    case 'not-found':
      throw new ServiceError(404, outcome.message);
    case 'not-executable':
      throw new ServiceError(400, outcome.message);
    case 'dump':
      throw new ServiceError(500, executionMessages.runtimeError(outcome.dump.ERROR, outcome.dump.ID), {}, undefined, 'ExceptionResourceRuntimeError');
    case 'terminated':
      throw new ServiceError(500, outcome.message, {}, undefined, 'ExceptionResourceTerminated');
  }
}

// Names arrive decoded once by fastify (a malformed escape is a 400 before the route): decoding again would
// read an escaped '%' as the start of another escape.

/** POST {dev_api_base}/oo/classrun/<class>: calls IF_OO_ADT_CLASSRUN~MAIN in a work process. */
export function classRunRoute(app: ServiceApp, { execution }: RouteContext): void {
  app.post('/oo/classrun/:name', { schema: { params }, config: { command: 'CLASSRUN', authorization: requires.execute } }, async (request, reply) =>
    answer(reply, await execution.classRun(request.params.name, request.call)),
  );
}

/** POST {dev_api_base}/programs/programrun/<program>: runs the report with its coded defaults, answers its list. */
export function programRunRoute(app: ServiceApp, { execution }: RouteContext): void {
  app.post('/programs/programrun/:name', { schema: { params }, config: { command: 'PROGRAMRUN', authorization: requires.execute } }, async (request, reply) =>
    answer(reply, await execution.programRun(request.params.name, request.call)),
  );
}
