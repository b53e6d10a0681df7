import { Type } from '#typebox';
import type { FastifyReply } from '#fastify';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { ServiceError } from '../errors.js';
import type { RunOutcome } from '../../system/execution/index.js';
import type { RunMeasure } from '../../system/execution/pool/protocol.js';
import { executionMessages } from '../../protocol/execution.js';

const params = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) });
const flag = Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')]));
/** abapdeck: measure the run (src/protocol/profile.ts); the answer is then JSON. Ignored without extensions. */
const querystring = Type.Object({ profile: flag, sqlTrace: flag });

function measureOf(query: { profile?: string; sqlTrace?: string }, extensions: boolean): RunMeasure | undefined {
  if (!extensions || (query.profile !== 'true' && query.sqlTrace !== 'true')) return undefined;
  return { profile: query.profile === 'true', sqlTrace: query.sqlTrace === 'true' };
}

/**
 * The answer of a run (developer API): the output as text/plain; 404 for a missing object, 400 for a
 * program that cannot be run on its own, 500 with the runtime error and the dump's ID when it dumped.
 */
function answer(reply: FastifyReply, outcome: RunOutcome): FastifyReply {
  switch (outcome.kind) {
    case 'output':
      // a measured run answers its output with what was measured
      if (outcome.measured) return reply.code(200).type('application/json; charset=utf-8').send({ output: outcome.output, ...outcome.measured });
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
export function classRunRoute(app: ServiceApp, { execution, extensions }: RouteContext): void {
  app.post('/oo/classrun/:name', { schema: { params, querystring }, config: { command: 'CLASSRUN', authorization: requires.execute } }, async (request, reply) =>
    answer(reply, await execution.classRun(request.params.name, request.call, measureOf(request.query, extensions))),
  );
}

/** POST {dev_api_base}/programs/programrun/<program>: runs the report with its coded defaults, answers its list. */
export function programRunRoute(app: ServiceApp, { execution, extensions }: RouteContext): void {
  app.post('/programs/programrun/:name', { schema: { params, querystring }, config: { command: 'PROGRAMRUN', authorization: requires.execute } }, async (request, reply) =>
    answer(reply, await execution.programRun(request.params.name, request.call, measureOf(request.query, extensions))),
  );
}
