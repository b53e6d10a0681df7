import type { FastifyReply, FastifyRequest } from '#fastify';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { exceptionDocument, ServiceError } from '../errors.js';
import { debuggerErrors, debuggerMessages, debuggerMedia } from '../../protocol/debugger.js';
import { breakpointsResponseDocument, debuggeeDocument } from '../../protocol/debugger-documents.js';
import { breakpointScope } from '../../system/debugger/index.js';
import { boundCount } from '../work-limits.js';
import { asServiceError } from './debugger.js';

/** Longest listener poll a client may ask for, in seconds. */
const MAX_LISTENER_SECONDS = 3600;
const DEFAULT_LISTENER_SECONDS = 30;

function query(request: FastifyRequest): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries((request.query as Record<string, unknown>) ?? {})) {
    if (typeof value === 'string') values[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') values[key] = value[0];
  }
  return values;
}

function xml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type(debuggerMedia.xml).send(body);
}

/**
 * The 406 answer for a second listener of a user (subType conflictDetected), and for a listener another
 * terminal took over (conflictNotification): abap-adt-api throws both as errors whose properties carry the
 * subType, which ABAP FS reads.
 */
function conflictDocument(user: string, which: 'conflict' | 'displaced' = 'conflict'): string {
  const text = which === 'conflict' ? debuggerMessages.listenerConflict(user) : debuggerMessages.listenerTakenOver(user);
  const error = debuggerErrors[which];
  return exceptionDocument(error.type, text, {
    conflictText: text,
    ideUser: user,
    'com.sap.adt.communicationFramework.subType': error.subType,
    'T100KEY-ID': error.t100.id,
    'T100KEY-NO': error.t100.no,
  });
}

/** A query flag as clients send it (true/false, X/space). */
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return /^(true|x|1)$/i.test(value);
}

/**
 * {dev_api_base}/debugger/breakpoints and /debugger/listeners: external breakpoints per user and terminal
 * (POST with the full list, GET by clientId, DELETE by id) and the listener long poll.
 */
export function debuggerBreakpointRoutes(app: ServiceApp, { debugger: engine, system }: RouteContext): void {
  const config = (command: string) => ({ command, authorization: requires.debug });

  // bounded (issue 33): the body, the breakpoints of one document; the engine bounds conditions and what a user holds
  app.post('/debugger/breakpoints', { bodyLimit: engine.limits.bodyBytes, config: config('BREAKPOINTS') }, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    // read on a check worker: the XML of 256 KiB of small elements is ~200 ms of parsing
    const parsed = body.trim() === '' ? undefined : await system.checkWorkers.readBreakpointsDocument(body);
    if (!parsed) throw new ServiceError(400, debuggerMessages.notBreakpointsDocument);
    boundCount('breakpoints', parsed.breakpoints.length, engine.limits.breakpointsPerDocument);
    const caller = { client: request.call.client, user: request.call.user };
    const entries = parsed.breakpoints.map((bp) => ({
      kind: bp.kind,
      clientId: bp.clientId,
      uri: bp.uri,
      skipCount: bp.skipCount,
      ...(bp.condition ? { condition: bp.condition } : {}),
      ...(bp.exceptionClass !== undefined ? { exceptionClass: bp.exceptionClass } : {}),
    }));
    const registration = { terminalId: parsed.terminalId, ideId: parsed.ideId, debuggingMode: parsed.debuggingMode, scope: breakpointScope(parsed.scope) };
    const sync = { mode: parsed.syncMode, ...(parsed.syncObjectUri ? { objectUri: parsed.syncObjectUri } : {}) };
    let results;
    try {
      results = await engine.setBreakpoints(caller, registration, entries, sync);
    } catch (error) {
      throw asServiceError(error);
    }
    return xml(reply, 200, breakpointsResponseDocument(results));
  });

  app.get('/debugger/breakpoints', { config: config('BREAKPOINTS') }, async (request, reply) => {
    const { clientId } = query(request);
    const breakpoints = engine.listBreakpoints({ client: request.call.client, user: request.call.user }, clientId);
    return xml(reply, 200, breakpointsResponseDocument(breakpoints.map((bp) => ({ id: bp.id, kind: bp.kind, clientId: bp.clientId, uri: bp.uri, ...(bp.exceptionClass ? { exceptionClass: bp.exceptionClass } : {}) }))));
  });

  // a wildcard: breakpoint ids are longer than a path parameter may be
  app.delete<{ Params: { '*': string } }>('/debugger/breakpoints/*', { config: config('BREAKPOINTS') }, async (request, reply) => {
    // scope=debugger (ABAP FS at the end of a session) deletes the session's copy only, never the user's own breakpoint
    const { terminalId, scope } = query(request);
    engine.deleteBreakpoint({ client: request.call.client, user: request.call.user }, request.params['*'], terminalId, breakpointScope(scope));
    return reply.code(200).send('');
  });

  app.post('/debugger/listeners', { config: config('LISTENERS') }, async (request, reply) => {
    const params = query(request);
    const seconds = Math.min(Math.max(Number(params['timeout'] ?? DEFAULT_LISTENER_SECONDS) || DEFAULT_LISTENER_SECONDS, 0), MAX_LISTENER_SECONDS);
    const abort = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const outcome = await engine.listen(
      { client: request.call.client, user: request.call.user },
      {
        terminalId: params['terminalId'] ?? '',
        ideId: params['ideId'] ?? '',
        timeoutMillis: seconds * 1000,
        signal: abort.signal,
        takeover: !flag(params['checkConflict'], true),
        notifyOnConflict: flag(params['isNotifiedOnConflict'], false),
      },
    );
    if (outcome.kind === 'conflict') return xml(reply, 406, conflictDocument(outcome.user));
    if (outcome.kind === 'displaced') return xml(reply, 406, conflictDocument(outcome.user, 'displaced'));
    if (outcome.kind === 'timeout') return reply.code(200).send('');
    return reply.code(200).type('application/vnd.sap.as+xml; charset=utf-8').send(debuggeeDocument(outcome.debuggee));
  });

  // a client asking whether another listener of its user waits (abap-adt-api's debuggerListeners): a
  // conflict is an error answer, which the library throws and ABAP FS reads before it listens
  app.get('/debugger/listeners', { config: config('LISTENERS') }, async (request, reply) => {
    const active = engine.activeListener({ client: request.call.client, user: request.call.user });
    const { terminalId = '', ideId = '', checkConflict } = query(request);
    const other = active && (active.terminalId !== terminalId || active.ideId !== ideId);
    if (other && flag(checkConflict, true)) return xml(reply, 406, conflictDocument(request.call.user));
    return reply.code(200).send('');
  });

  app.delete('/debugger/listeners', { config: config('LISTENERS') }, async (request, reply) => {
    const { terminalId } = query(request);
    engine.stopListener({ client: request.call.client, user: request.call.user }, terminalId);
    return reply.code(200).send('');
  });
}
