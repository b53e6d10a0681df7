import type { FastifyReply, FastifyRequest } from '#fastify';
import { transportErrors } from '../protocol/messages.js';
import type { EmbeddedSystem } from '../system/system.js';
import { ServiceError } from './errors.js';
import type { LogonGuard } from './logon-limits.js';
import type { SessionStore, Session } from './sessions.js';

const modifyingMethods = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** The request's cookies by name; a value whose percent escapes do not decode is left out (it names no session). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const value = decodedCookieValue(part.slice(eq + 1).trim());
    if (value !== undefined) cookies.set(part.slice(0, eq).trim(), value);
  }
  return cookies;
}

function decodedCookieValue(value: string): string | undefined {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
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
 *
 * A session is stored (and its cookie sent) only when the call needs one kept: a CSRF token fetch or a
 * stateful session. A basic-authenticated call without a cookie otherwise runs in a transient session, so
 * clients that never send the cookie back cost nothing stored. A session ends at its next call once its
 * user's password changed or the user was removed (checked against the stored hash, which another process,
 * `abapdeck user`, may change). Failed logons are counted per user and address and per address (LogonGuard); the address is the forwarded one only
 * from a trusted proxy (fastify's trustProxy).
 */
export function authenticator(system: EmbeddedSystem, sessions: SessionStore, guard: LogonGuard) {
  const realm = `SAP NetWeaver Application Server [${system.sid}]`;
  const cookieName = (client: string) => `SAP_SESSIONID_${system.sid}_${client}`;
  const unauthorized = () => new ServiceError(401, transportErrors.unauthorized, { 'www-authenticate': `Basic realm="${realm}"` });

  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const client = headerValue(request, 'sap-client') ?? queryValue(request, 'sap-client') ?? system.defaultClient;
    if (!/^\d{3}$/.test(client) || !system.clientExists(client)) {
      throw new ServiceError(401, transportErrors.unknownClient(client), { 'www-authenticate': `Basic realm="${realm}"` });
    }
    const cookies = parseCookies(request.headers.cookie);
    let session: Session | undefined = sessions.get(cookies.get(cookieName(client)));
    if (session && session.client !== client) session = undefined;
    if (session && system.users.credentialStamp(client, session.user) !== session.credential) {
      sessions.end(session);
      session = undefined;
    }

    const credentials = parseBasicAuth(request.headers.authorization);
    if (credentials) {
      // the client sends basic auth on every call: a live session of the same user is not refused by the lockout
      const ofSession = session?.user === credentials.user;
      const refusal = ofSession ? undefined : guard.refusal(client, credentials.user, request.ip);
      if (refusal) {
        throw new ServiceError(429, transportErrors.tooManyLogons(refusal.what, refusal.retryAfterSeconds), {
          'retry-after': String(refusal.retryAfterSeconds),
        });
      }
      if (!(await system.users.verify(client, credentials.user, credentials.password))) {
        guard.failed(client, credentials.user, request.ip);
        throw unauthorized();
      }
      if (!ofSession) guard.succeeded(client, credentials.user, request.ip);
      if (session && session.user !== credentials.user) session = undefined;
      session ??= sessions.transient(client, credentials.user, system.users.credentialStamp(client, credentials.user) ?? '');
    } else if (!session) {
      throw unauthorized();
    }

    const sentToken = headerValue(request, 'x-csrf-token');
    const fetchesToken = (request.method === 'GET' || request.method === 'HEAD') && sentToken?.toLowerCase() === 'fetch';
    const stateful = headerValue(request, 'x-sap-adt-sessiontype')?.toLowerCase() === 'stateful';
    if (!session.stored && (fetchesToken || stateful)) {
      sessions.store(session);
      // fastify appends set-cookie headers rather than replacing them
      reply.header('set-cookie', `${cookieName(client)}=${session.id}; Path=/; HttpOnly; SameSite=Lax`);
    }

    if (stateful && !session.contextId) {
      const contextId = sessions.makeStateful(session);
      reply.header('set-cookie', `sap-contextid=${contextId}; Path=/; HttpOnly; SameSite=Lax`);
    }

    if (fetchesToken) reply.header('x-csrf-token', session.csrfToken);
    else if (modifyingMethods.has(request.method) && sentToken !== session.csrfToken) {
      throw new ServiceError(403, transportErrors.csrfRequired, { 'x-csrf-token': 'Required' });
    }
    request.call = { client, user: session.user, session };
  };
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
