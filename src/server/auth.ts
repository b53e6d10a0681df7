import type { FastifyReply, FastifyRequest } from 'fastify';
import { transportErrors } from '../protocol/messages.js';
import type { EmbeddedSystem } from '../system/system.js';
import { ServiceError } from './errors.js';
import type { SessionStore, Session } from './sessions.js';

const modifyingMethods = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return cookies;
}

export function parseBasicAuth(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon).toUpperCase(), password: decoded.slice(colon + 1) };
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Authentication, session and CSRF handling for every request (an onRequest hook): the client from
 * the sap-client header or query parameter, basic authentication or the session cookie, the stateful
 * session header, and the CSRF token on modifying calls.
 */
export function authenticator(system: EmbeddedSystem, sessions: SessionStore) {
  const realm = `SAP NetWeaver Application Server [${system.sid}]`;
  const cookieName = (client: string) => `SAP_SESSIONID_${system.sid}_${client}`;

  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const client = headerValue(request, 'sap-client') ?? queryValue(request, 'sap-client') ?? system.defaultClient;
    if (!/^\d{3}$/.test(client) || !system.clientExists(client)) {
      throw new ServiceError(401, transportErrors.unknownClient(client), { 'www-authenticate': `Basic realm="${realm}"` });
    }
    const cookies = parseCookies(request.headers.cookie);
    let session: Session | undefined = sessions.get(cookies.get(cookieName(client)));
    if (session && session.client !== client) session = undefined;

    const credentials = parseBasicAuth(request.headers.authorization);
    if (credentials) {
      if (!system.users.verify(client, credentials.user, credentials.password)) {
        throw new ServiceError(401, transportErrors.unauthorized, { 'www-authenticate': `Basic realm="${realm}"` });
      }
      if (session && session.user !== credentials.user) session = undefined;
      if (!session) session = startSession(reply, client, credentials.user);
    } else if (!session) {
      throw new ServiceError(401, transportErrors.unauthorized, { 'www-authenticate': `Basic realm="${realm}"` });
    }

    if (headerValue(request, 'x-sap-adt-sessiontype')?.toLowerCase() === 'stateful' && !session.contextId) {
      const contextId = sessions.makeStateful(session);
      reply.header('set-cookie', appendCookie(reply, `sap-contextid=${contextId}; Path=/; HttpOnly; SameSite=Lax`));
    }

    const sentToken = headerValue(request, 'x-csrf-token');
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (sentToken?.toLowerCase() === 'fetch') reply.header('x-csrf-token', session.csrfToken);
    } else if (modifyingMethods.has(request.method) && sentToken !== session.csrfToken) {
      throw new ServiceError(403, transportErrors.csrfRequired, { 'x-csrf-token': 'Required' });
    }
    request.call = { client, user: session.user, session };
  };

  function startSession(reply: FastifyReply, client: string, user: string): Session {
    const session = sessions.create(client, user);
    reply.header('set-cookie', appendCookie(reply, `${cookieName(client)}=${session.id}; Path=/; HttpOnly; SameSite=Lax`));
    return session;
  }
}

function appendCookie(reply: FastifyReply, cookie: string): string[] {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  return [...list, cookie];
}

/** Authorisation check (a preHandler): the route's requirement against the user's grants. */
export function authorizer(system: EmbeddedSystem) {
  return async function authorize(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const config = request.routeOptions.config;
    const requirement = config.authorization;
    if (!requirement) return;
    const { client, user } = request.call;
    if (requirement.anyOf.some((r) => system.users.isAuthorized(client, user, r.object, r.activity))) return;
    if (config.deniedResult) {
      return reply.code(200).send(config.deniedResult(request));
    }
    const first = requirement.anyOf[0]!;
    throw new ServiceError(403, transportErrors.notAuthorized(first.object, first.activity));
  };
}
