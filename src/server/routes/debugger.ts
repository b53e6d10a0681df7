import type { FastifyReply, FastifyRequest } from '#fastify';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { exceptionDocument, ServiceError } from '../errors.js';
import type { Session } from '../sessions.js';
import { debuggerErrors, debuggerMedia, debuggerMessages, variableRoots, type StepMethod } from '../../protocol/debugger.js';
import {
  childVariablesResponseDocument,
  debugStateDocument,
  parseChildVariablesRequest,
  parseVariablesRequest,
  stackDocument,
  variablesResponseDocument,
  watchpointsDocument,
} from '../../protocol/debugger-documents.js';
import { DebuggerError, type DebugSessionState } from '../../system/debugger/index.js';
import { nestsDeeperThan } from '../../system/dbview/xml-depth.js';
import { debuggerBreakpointRoutes } from './debugger-breakpoints.js';
import { debuggerSourceRoutes } from './debugger-sources.js';
import { debuggerConditionRoute } from './debugger-condition.js';

/** Where a stateful session keeps the debuggee it is attached to. */
const ATTACHMENT = 'debugger.attachment';

interface Attachment {
  debuggeeId: string;
  debugSessionId: string;
}

const stepMethods = new Set<string>(['stepOver', 'stepInto', 'stepReturn', 'stepContinue', 'stepRunToLine', 'stepJumpToLine']);

function noSession(): ServiceError {
  const { type, t100 } = debuggerErrors.noSessionAttached;
  return new ServiceError(400, debuggerMessages.noSessionAttached, {}, t100, type);
}

/** The answer to a step or continue whose program ended first (subType debuggeeEnded, which ABAP FS reads). */
function debuggeeEndedDocument(): string {
  const { type, subType } = debuggerErrors.debuggeeEnded;
  return exceptionDocument(type, debuggerMessages.debuggeeEnded, { 'com.sap.adt.communicationFramework.subType': subType });
}

/** The engine's refusals as exc:exception answers. */
export function asServiceError(error: unknown): unknown {
  if (!(error instanceof DebuggerError)) return error;
  switch (error.reason) {
    case 'no-session':
      return noSession();
    case 'not-found':
      return new ServiceError(404, error.message, {}, undefined, 'ExceptionResourceNotFound');
    case 'conflict':
    case 'not-stopped':
      return new ServiceError(409, error.message, {}, undefined, 'ExceptionResourceConflict');
    case 'forbidden':
      return new ServiceError(403, error.message, {}, undefined, 'ExceptionResourceNoAccess');
    case 'invalid':
      return new ServiceError(400, error.message);
    case 'ended':
      return new ServiceError(500, error.message, {}, undefined, debuggerErrors.debuggeeEnded.type);
  }
}

function methodOf(request: FastifyRequest): string {
  const value = (request.query as Record<string, unknown> | undefined)?.['method'];
  return typeof value === 'string' ? value : '';
}

function queryValue(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** The session of a request that must be stateful (the session header on this request, and a context). */
function statefulSession(request: FastifyRequest): Session {
  const header = request.headers['x-sap-adt-sessiontype'];
  const stateful = (Array.isArray(header) ? header[0] : header)?.toLowerCase() === 'stateful';
  if (!stateful || !request.call.session.contextId) throw noSession();
  return request.call.session;
}

function attachmentOf(session: Session): Attachment {
  const attachment = session.state.get(ATTACHMENT) as Attachment | undefined;
  if (!attachment) throw noSession();
  return attachment;
}

function stateAnswer(reply: FastifyReply, root: 'attach' | 'step', session: Session, state: DebugSessionState): FastifyReply {
  if (state.attached) session.state.set(ATTACHMENT, { debuggeeId: state.debuggeeId, debugSessionId: state.debugSessionId });
  else session.state.delete(ATTACHMENT);
  return reply.code(200).type(debuggerMedia.xml).send(debugStateDocument(root, state));
}

/**
 * The debugger of the developer API ({dev_api_base}/debugger): breakpoints and listeners
 * (debugger-breakpoints.ts), and the methods of an attached debuggee: attach, the steps, getStack,
 * getChildVariables, getVariables and terminateDebuggee. Those need a stateful session; without one the
 * answer is noSessionAttached (T100KEY-NO 530), as on systems where the request reaches another work process.
 */
export function debuggerRoutes(app: ServiceApp, context: RouteContext): void {
  const engine = context.debugger;
  context.sessions.onEnd((session) => {
    const attachment = session.state.get(ATTACHMENT) as Attachment | undefined;
    if (attachment) void engine.release(attachment.debuggeeId);
  });

  void app.register(async (scope: ServiceApp) => {
    // clients post these methods with or without a body, under whatever content type they like
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    debuggerBreakpointRoutes(scope, context);
    debuggerSourceRoutes(scope, context);
    if (context.extensions) debuggerConditionRoute(scope, context, (request) => attachmentOf(statefulSession(request)).debuggeeId);

    const config = { command: 'DEBUGGER', authorization: requires.debug };
    const caller = (request: FastifyRequest) => ({ client: request.call.client, user: request.call.user });

    const handle = async (request: FastifyRequest, reply: FastifyReply, method: string): Promise<FastifyReply> => {
      try {
        if (method === 'attach') {
          const session = statefulSession(request);
          const requestUser = queryValue(request, 'requestUser').toUpperCase();
          if (requestUser && requestUser !== request.call.user) throw new DebuggerError('forbidden', debuggerMessages.debuggeeNotFound(queryValue(request, 'debuggeeId')));
          const state = await engine.attach(caller(request), queryValue(request, 'debuggeeId'));
          return stateAnswer(reply, 'attach', session, state);
        }
        if (method === 'setDebuggerSettings') {
          const body = typeof request.body === 'string' ? request.body : '';
          return reply.code(200).type(debuggerMedia.xml).send(body || '<?xml version="1.0" encoding="utf-8"?><dbg:settings xmlns:dbg="http://www.sap.com/adt/debugger"/>');
        }
        const session = statefulSession(request);
        const attachment = attachmentOf(session);
        if (method === 'detachDebugger') return stateAnswer(reply, 'step', session, await engine.detach(caller(request), attachment.debuggeeId));
        if (stepMethods.has(method)) {
          try {
            const target = method === 'stepRunToLine' || method === 'stepJumpToLine' ? queryValue(request, 'uri') : undefined;
            return stateAnswer(reply, 'step', session, await engine.step(caller(request), attachment.debuggeeId, method as StepMethod, target));
          } catch (error) {
            if (!(error instanceof DebuggerError) || error.reason !== 'ended') throw error;
            // as ADT: the program ended before the next stop (500, subType debuggeeEnded); the session is attached to nothing any more
            session.state.delete(ATTACHMENT);
            return reply.code(500).type(debuggerMedia.xml).send(debuggeeEndedDocument());
          }
        }
        switch (method) {
          case 'getStack': {
            // as ADT: the current frame first (ABAP FS takes entry 0 as the frame the program stands in)
            const entries = await engine.stack(caller(request), attachment.debuggeeId);
            return reply.code(200).type(debuggerMedia.xml).send(stackDocument(entries, engine.serverName, adtBase(request)));
          }
          case 'getChildVariables': {
            const parents = readRequestDocument(method, request.body, parseChildVariablesRequest);
            const result = await engine.childVariables(caller(request), attachment.debuggeeId, parents.length > 0 ? parents : [...variableRoots]);
            return reply.code(200).type(debuggerMedia.childVariables).send(childVariablesResponseDocument(result.hierarchies, result.variables));
          }
          case 'getVariables': {
            const ids = readRequestDocument(method, request.body, parseVariablesRequest);
            const variables = await engine.variables(caller(request), attachment.debuggeeId, ids);
            return reply.code(200).type(debuggerMedia.variables).send(variablesResponseDocument(variables));
          }
          case 'setStackPosition': {
            await engine.goToStack(caller(request), attachment.debuggeeId, stackPosition(queryValue(request, 'position')));
            return reply.code(200).send('');
          }
          case 'setVariableValue': {
            const variableName = queryValue(request, 'variableName').trim();
            if (variableName === '') throw new ServiceError(400, debuggerMessages.missingVariableName);
            const value = await engine.setVariableValue(caller(request), attachment.debuggeeId, variableName, typeof request.body === 'string' ? request.body : '');
            return reply.code(200).type('text/plain; charset=utf-8').send(value);
          }
          case 'insertWatchpoint': {
            const variableName = queryValue(request, 'variableName').trim();
            if (variableName === '') throw new ServiceError(400, debuggerMessages.watchpointVariableMissing);
            const condition = queryValue(request, 'condition');
            const watchpoint = await engine.addWatchpoint(caller(request), attachment.debuggeeId, variableName, condition || undefined);
            return reply.code(200).type(debuggerMedia.xml).send(watchpointsDocument([watchpoint]));
          }
          case 'getWatchpoints':
            return reply.code(200).type(debuggerMedia.xml).send(watchpointsDocument(engine.listWatchpoints(caller(request), attachment.debuggeeId)));
          case 'deleteWatchpoint':
            await engine.deleteWatchpoint(caller(request), attachment.debuggeeId, queryValue(request, 'id'));
            return reply.code(200).send('');
          case 'terminateDebuggee':
            return stateAnswer(reply, 'step', session, await engine.terminate(caller(request), attachment.debuggeeId));
          default:
            throw new ServiceError(400, debuggerMessages.unknownMethod(method));
        }
      } catch (error) {
        throw asServiceError(error);
      }
    };

    scope.post('/debugger', { config }, (request, reply) => handle(request, reply, methodOf(request)));
    // real clients also read the stack with GET (or POST) on /debugger/stack
    scope.get('/debugger/stack', { config }, (request, reply) => handle(request, reply, 'getStack'));
    scope.post('/debugger/stack', { config }, (request, reply) => handle(request, reply, 'getStack'));
    // watchpoints (ADT's /debugger/watchpoints: POST ?variableName=&condition=, GET, DELETE /<id>), bound to the attached session
    scope.post('/debugger/watchpoints', { config }, (request, reply) => handle(request, reply, 'insertWatchpoint'));
    scope.get('/debugger/watchpoints', { config }, (request, reply) => handle(request, reply, 'getWatchpoints'));
    scope.delete<{ Params: { id: string } }>('/debugger/watchpoints/:id', { config }, (request, reply) => {
      (request.query as Record<string, unknown>)['id'] = request.params.id;
      return handle(request, reply, 'deleteWatchpoint');
    });
    // goToStack: PUT on a stack entry's stackUri (abap-adt-api's debuggerGoToStack)
    scope.put<{ Params: { type: string; position: string } }>('/debugger/stack/type/:type/position/:position', { config }, (request, reply) => {
      (request.query as Record<string, unknown>)['position'] = request.params.position;
      return handle(request, reply, 'setStackPosition');
    });
  });
}

/** Deepest element nesting of a variables request (real ones nest about six levels). */
const requestDocumentMaxDepth = 64;

/**
 * A request document read by `parse`: a body nested too deep (the XML parser recurses) or not well-formed is a 400
 * with ADT's exception document, never a 500 (issue 33.9).
 */
function readRequestDocument<T>(method: string, body: unknown, parse: (body: string) => T): T {
  const text = typeof body === 'string' ? body : '';
  if (nestsDeeperThan(text, requestDocumentMaxDepth)) throw new ServiceError(400, debuggerMessages.requestDocumentTooDeep(method, requestDocumentMaxDepth));
  try {
    return parse(text);
  } catch {
    throw new ServiceError(400, debuggerMessages.malformedRequestDocument(method));
  }
}

/** A stack position of goToStack (a positive whole number). */
function stackPosition(text: string): number {
  const position = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(position) || position < 1) throw new ServiceError(400, debuggerMessages.invalidStackPosition(text));
  return position;
}

/** {dev_api_base} of the request (the route's own prefix). */
function adtBase(request: FastifyRequest): string {
  const path = request.url.split('?')[0]!;
  const at = path.indexOf('/debugger');
  return at >= 0 ? path.slice(0, at) : '/sap/bc/adt';
}
