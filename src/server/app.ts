import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from '#fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { transportErrors } from '../protocol/messages.js';
import type { EmbeddedSystem } from '../system/system.js';
import { openExecution, type Execution, type ExecutionOptions } from '../system/execution/index.js';
import { gitSync } from '../system/sync/index.js';
import { BreakpointStore, debugAgentModule, DebuggerEngine, type DebuggerOptions } from '../system/debugger/index.js';
import { authenticator, authorizer } from './auth.js';
import { ServiceError, sendError } from './errors.js';
import { databaseBusyError, isDatabaseBusy } from './database-busy.js';
import { isStorageFull, storageFullError } from './storage-full.js';
import { limitConnectionsPerAddress } from './connection-limits.js';
import { installJsonParser, lazyValidatorCompilers, pathError, strictValidation } from './request-edge.js';
import { SessionStore, sessionLimitDefaults } from './sessions.js';
import { LogonGuard, logonLimitDefaults, type LogonLimits } from './logon-limits.js';
import { serviceRoutes, adtRoutes } from './routes/index.js';
import type { RouteContext, ServiceApp } from './context.js';

export interface ServiceOptions {
  system: EmbeddedSystem;
  /** {base_url}, default /sap/bc/z_abapgit_agent. */
  servicePath?: string;
  /** {dev_api_base}, default /sap/bc/adt. */
  adtPath?: string;
  /** Request body limit in bytes (default 32 MiB). */
  bodyLimit?: number;
  /** Idle time after which a session expires (default 30 minutes). */
  sessionIdleMillis?: number;
  /** Sessions kept at most (default 10,000); beyond it the user holding the most gives up its least recently used one. */
  maxSessions?: number;
  /** Sessions one user of one client keeps at most (default 1,000); beyond it that user's least recently used one ends. */
  maxSessionsPerUser?: number;
  /** Failed logons per user and per address before 429 (defaults in logon-limits.ts). */
  logonLimits?: Partial<LogonLimits>;
  /**
   * Addresses (or CIDR ranges) of proxies whose X-Forwarded-For names the client's address (default none: the
   * header is ignored, so a client cannot choose the address its failed logons count against).
   */
  trustedProxies?: string[];
  /** Time for a request to arrive whole, headers and body (default 120 s); past it the answer is 408 and the connection closes. */
  requestTimeoutMillis?: number;
  /** Time for a request's headers to arrive (default 20 s). */
  headersTimeoutMillis?: number;
  /** How often the server looks for requests past those times (default 1 s; Node's own is 30 s). */
  connectionCheckMillis?: number;
  /** Connections one client address may hold open (default 256); past it a new one is answered 503 and closed. */
  maxConnectionsPerAddress?: number;
  /** Lines for the service log (refused logons). */
  log?: (line: string) => void;
  version?: string;
  /** Called for every failure answered with 500, with the error (the client never sees its details). */
  logInternalError?: (error: unknown) => void;
  /** Work processes and maximum runtime of the system's execution. */
  execution?: ExecutionOptions;
  /** Listener grace and idle release of the debugger (tests shorten them). */
  debugger?: Partial<Pick<DebuggerOptions, 'listenerGraceMillis' | 'idleReleaseMillis' | 'listenerGoneMillis' | 'limits'>>;
  /**
   * Serve abapdeck's extension routes and announce them in /health (default true). false answers as a
   * system of the public implementation does: for trying a client against such a backend.
   */
  extensions?: boolean;
  /**
   * The folder local repositories (absolute paths, file: URLs) may lie below, for create and import
   * (src/system/sync/local-repositories.ts); undefined: none, the default of a shared service.
   */
  localRepositoryRoot?: string;
}

export const serviceDefaults = {
  servicePath: '/sap/bc/z_abapgit_agent',
  adtPath: '/sap/bc/adt',
  bodyLimit: 32 * 1024 * 1024,
  sessionIdleMillis: 30 * 60 * 1000,
  maxSessions: sessionLimitDefaults.maxSessions,
  maxSessionsPerUser: sessionLimitDefaults.maxSessionsPerUser,
  requestTimeoutMillis: 120_000,
  headersTimeoutMillis: 20_000,
  connectionCheckMillis: 1_000,
  maxConnectionsPerAddress: 256,
} as const;

/** ICF's logoff service (outside {dev_api_base}, as on a real system). */
export const logoffPath = '/sap/public/bc/icf/logoff';

/** Builds the HTTP service (not listening): {base_url} JSON endpoints and the {dev_api_base} developer API. */
export async function buildService(options: ServiceOptions): Promise<{ app: ServiceApp; sessions: SessionStore; execution: Execution }> {
  const servicePath = options.servicePath ?? serviceDefaults.servicePath;
  const adtPath = options.adtPath ?? serviceDefaults.adtPath;
  const bodyLimit = options.bodyLimit ?? serviceDefaults.bodyLimit;
  const sessions = new SessionStore({
    idleMillis: options.sessionIdleMillis ?? serviceDefaults.sessionIdleMillis,
    maxSessions: options.maxSessions ?? serviceDefaults.maxSessions,
    maxSessionsPerUser: options.maxSessionsPerUser ?? serviceDefaults.maxSessionsPerUser,
  });
  const logonGuard = new LogonGuard({ ...logonLimitDefaults, ...options.logonLimits }, options.log ?? (() => {}));
  const app = Fastify({
    bodyLimit,
    trustProxy: options.trustedProxies && options.trustedProxies.length > 0 ? options.trustedProxies : false,
    // a request must arrive whole in its time: a body trickled without end no longer holds its connection
    requestTimeout: options.requestTimeoutMillis ?? serviceDefaults.requestTimeoutMillis,
    http: {
      headersTimeout: options.headersTimeoutMillis ?? serviceDefaults.headersTimeoutMillis,
      connectionsCheckingInterval: options.connectionCheckMillis ?? serviceDefaults.connectionCheckMillis,
    },
    logger: false,
    return503OnClosing: true,
    ajv: strictValidation,
    schemaController: { compilersFactory: lazyValidatorCompilers() },
    frameworkErrors: (error, request, reply) => sendError(reply, pathError(error, request.url), commandOf(request.url, undefined), isAdt(request.url)),
  }).withTypeProvider<TypeBoxTypeProvider>();
  const isAdt = (url: string) => url.startsWith(adtPath);
  const commandOf = (url: string, configured: string | undefined) =>
    configured ?? (url.split('?')[0]!.split('/').filter(Boolean).pop() ?? '').toUpperCase();

  // XML and abap-xml bodies of the developer API are read as text; the routes parse them.
  app.addContentTypeParser(/^(application|text)\/(.*\+)?xml|^application\/vnd\.sap\./, { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  installJsonParser(app);
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  // ADT clients post bodiless calls (runClass) as an empty form: the routes that take no body accept it
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body === '' ? undefined : body));

  limitConnectionsPerAddress(app.server, options.maxConnectionsPerAddress ?? serviceDefaults.maxConnectionsPerAddress, options.trustedProxies ?? [], options.log ?? (() => {}));
  app.addHook('onRequest', authenticator(options.system, sessions, logonGuard));
  app.addHook('preHandler', authorizer(options.system));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const adt = isAdt(request.url);
    const command = commandOf(request.url, request.routeOptions?.config?.command);
    if (error instanceof ServiceError) return sendError(reply, error, command, adt);
    if (isDatabaseBusy(error)) return sendError(reply, databaseBusyError(execution), command, adt);
    if (isStorageFull(error)) {
      options.logInternalError?.(error);
      return sendError(reply, storageFullError(), command, adt);
    }
    if (error.validation) return sendError(reply, new ServiceError(400, `Invalid request: ${error.message}`), command, adt);
    if (error.statusCode === 413) return sendError(reply, new ServiceError(413, transportErrors.bodyTooLarge(request.routeOptions?.bodyLimit ?? bodyLimit)), command, adt);
    if (error.statusCode === 400 || error.statusCode === 415) {
      return sendError(reply, new ServiceError(400, transportErrors.malformedBody), command, adt);
    }
    options.logInternalError?.(error);
    return sendError(reply, new ServiceError(500, transportErrors.internal), command, adt);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new ServiceError(404, transportErrors.notFound(request.method, request.url.split('?')[0]!)), commandOf(request.url, undefined), isAdt(request.url)),
  );

  const execution = openExecution(options.system, { agentModule: debugAgentModule(), ...options.execution });
  const debuggerEngine = new DebuggerEngine(execution, {
    adtPath,
    sid: options.system.sid,
    host: execution.host,
    breakpointStore: new BreakpointStore(options.system.db),
    // conditions are parsed on a check worker, not on the event loop (issue 33)
    compileConditions: (texts, maxCharacters) => options.system.checkWorkers.compileConditions(texts, maxCharacters),
    ...options.debugger,
  });
  gitSync(options.system).localRepositoryRoot = options.localRepositoryRoot;
  const context: RouteContext = {
    system: options.system,
    sessions,
    version: options.version ?? '0.0.0',
    execution,
    debugger: debuggerEngine,
    extensions: options.extensions ?? true,
  };
  await app.register(async (scope) => serviceRoutes(scope as ServiceApp, context), { prefix: servicePath });
  await app.register(async (scope) => adtRoutes(scope as ServiceApp, context), { prefix: adtPath });
  // The ICF logoff service: the session ends. POST with the CSRF token (checked by the authenticator, as for every
  // modifying call); GET as ADT clients call it (abap-adt-api's logout), only with the session's CSRF token, which
  // those clients send on every call: a link or an image on another page cannot log a user off (issue 33.14).
  const logoff = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' && request.headers['x-csrf-token'] !== request.call.session.csrfToken) {
      throw new ServiceError(403, transportErrors.csrfRequired, { 'x-csrf-token': 'Required' });
    }
    sessions.end(request.call.session);
    reply.header('set-cookie', `SAP_SESSIONID_${options.system.sid}_${request.call.client}=; Path=/; Max-Age=0`);
    return '';
  };
  app.get(logoffPath, { config: { command: 'LOGOFF' } }, logoff);
  app.post(logoffPath, { config: { command: 'LOGOFF' } }, logoff);
  app.addHook('onClose', async () => sessions.endAll());
  // before the server waits for open requests: a run stopped in the debugger would never answer
  app.addHook('preClose', async () => debuggerEngine.close());
  app.addHook('onClose', async () => execution.close());
  return { app, sessions, execution };
}
