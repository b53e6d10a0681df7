import type { FastifyReply } from '#fastify';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { ServiceError } from '../errors.js';
import { messages } from '../../protocol/messages.js';

const classIncludes: Record<string, string> = { testclasses: 'testclasses', implementations: 'locals_imp', definitions: 'locals_def' };

/**
 * GET the active source of a class (main or include), an interface or a program as text: the URIs breakpoints
 * and stack entries name, so a debugger client can show the lines around the position.
 */
export function debuggerSourceRoutes(app: ServiceApp, { system }: RouteContext): void {
  const config = { command: 'SOURCE', authorization: requires.developDisplay };
  const send = (reply: FastifyReply, type: string, rawName: string, part: string): FastifyReply => {
    // fastify has decoded the path once; a second decoding would read "%2525" as "%"
    const name = rawName.toUpperCase();
    const object = system.objects.get(type, name);
    const source = object?.sources[part];
    if (source === undefined) throw new ServiceError(404, messages.objectNotFound(name), {}, undefined, 'ExceptionResourceNotFound');
    return reply.code(200).type('text/plain; charset=utf-8').send(source);
  };
  app.get<{ Params: { name: string } }>('/oo/classes/:name/source/main', { config }, async (request, reply) => send(reply, 'CLAS', request.params.name, 'main'));
  app.get<{ Params: { name: string; include: string } }>('/oo/classes/:name/includes/:include', { config }, async (request, reply) => {
    const part = classIncludes[request.params.include];
    if (!part) throw new ServiceError(404, messages.objectNotFound(`${request.params.name}/${request.params.include}`), {}, undefined, 'ExceptionResourceNotFound');
    return send(reply, 'CLAS', request.params.name, part);
  });
  app.get<{ Params: { name: string } }>('/oo/interfaces/:name/source/main', { config }, async (request, reply) => send(reply, 'INTF', request.params.name, 'main'));
  for (const path of ['/programs/programs/:name', '/programs/programs/:name/source/main', '/programs/includes/:name', '/programs/includes/:name/source/main']) {
    app.get<{ Params: { name: string } }>(path, { config }, async (request, reply) => send(reply, 'PROG', request.params.name, 'main'));
  }
}
