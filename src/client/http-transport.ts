/**
 * How the agent's calls travel: one request out, the whole answer back as text. Two transports keep the same
 * behaviour (keep-alive sockets, the session's cookies, no redirects followed, no retries, a timeout per call):
 * got with tough-cookie (got-transport.ts) for the long-lived faces — the TUI and the debugger — and this
 * file's sender for the one-shot CLI, which would otherwise spend about half its run loading got
 * (docs/PERFORMANCE.md has the figures): HTTP/1.1 over node:net (http1.ts) for an http origin, node:https for TLS.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { KeptCookie } from './session-cache.js';

export interface WireRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  timeoutMillis: number;
}

export interface WireResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Transport {
  send(request: WireRequest): Promise<WireResponse>;
  /** Ends the kept-alive connections. */
  close(): void;
  /** The session's cookies to keep between processes (session-cache.ts); only the CLI's transport has them. */
  sessionCookies?: SessionCookies;
}

/** A failure before an answer arrived; `unsent` when nothing reached the server (a kept-alive socket it had closed). */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly unsent: boolean,
  ) {
    super(message);
  }
}

export type TransportKind = 'got' | 'node';

export async function createTransport(kind: TransportKind, origin: URL): Promise<Transport> {
  if (kind === 'got') return (await import('./got-transport.js')).gotTransport();
  return nodeTransport(origin);
}

const keepAlive = { keepAlive: true, maxSockets: 8 };

async function nodeTransport(origin: URL): Promise<Transport> {
  if (origin.protocol === 'http:') return plainTransport(origin);
  // TLS: node:https (an http origin, the embedded default, never loads it)
  const module = await import('node:https');
  const sockets = new module.Agent(keepAlive);
  const cookies = new SessionCookies(origin.protocol === 'https:');
  return {
    close: () => sockets.destroy(),
    sessionCookies: cookies,
    send: (request) =>
      new Promise<WireResponse>((resolve, reject) => {
        const cookie = cookies.headerFor(request.url.pathname);
        const headers: Record<string, string> = { ...request.headers };
        if (cookie) headers['cookie'] = cookie;
        if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
        const outgoing = module.request(request.url, { method: request.method, headers, agent: sockets });
        const timer = setTimeout(() => {
          const error = Object.assign(new Error(`Timeout awaiting 'request' for ${request.timeoutMillis}ms`), { code: 'ETIMEDOUT' });
          outgoing.destroy(error);
        }, request.timeoutMillis);
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          reject(new TransportError(error.message, error.code, error.code === 'ECONNRESET' && outgoing.reusedSocket));
        });
        outgoing.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error: NodeJS.ErrnoException) => {
            clearTimeout(timer);
            reject(new TransportError(error.message, error.code, false));
          });
          response.on('end', () => {
            clearTimeout(timer);
            cookies.take(response.headers['set-cookie'], request.url.pathname);
            decoded(Buffer.concat(chunks), response.headers['content-encoding']).then(
              (body) => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }),
              (error: Error) => reject(new TransportError(error.message, (error as NodeJS.ErrnoException).code, false)),
            );
          });
        });
        outgoing.end(request.body);
      }),
  };
}

/** A plain-http origin over node:net (http1.ts), without node:http's modules. */
async function plainTransport(origin: URL): Promise<Transport> {
  const { Http1Error, Http1Pool } = await import('./http1.js');
  const port = origin.port === '' ? 80 : Number(origin.port);
  const pool = new Http1Pool(origin.hostname.replace(/^\[|\]$/g, ''), port, keepAlive.maxSockets);
  const cookies = new SessionCookies(false);
  return {
    close: () => pool.destroy(),
    sessionCookies: cookies,
    send: async (request) => {
      const cookie = cookies.headerFor(request.url.pathname);
      const headers: Record<string, string> = { ...request.headers };
      if (cookie) headers['cookie'] = cookie;
      try {
        const target = `${request.url.pathname}${request.url.search}`;
        const answer = await pool.request({ method: request.method, target, headers, timeoutMillis: request.timeoutMillis, ...(request.body !== undefined ? { body: request.body } : {}) });
        cookies.take(answer.headers['set-cookie'], request.url.pathname);
        const body = await decoded(answer.body, answer.headers['content-encoding']);
        return { statusCode: answer.statusCode, headers: answer.headers, body };
      } catch (error) {
        if (error instanceof Http1Error) throw new TransportError(error.message, error.code, error.unsent);
        throw new TransportError((error as Error).message, (error as NodeJS.ErrnoException).code, false);
      }
    },
  };
}

/** No Accept-Encoding is sent, so answers come plain; a server that compresses anyway is still understood. */
async function decoded(body: Buffer, encoding: string | undefined): Promise<string> {
  if (!encoding || encoding === 'identity') return body.toString('utf8');
  const zlib = await import('node:zlib');
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  return body.toString('utf8');
}

interface StoredCookie {
  value: string;
  path: string;
  expires: number;
  secure: boolean;
}

/**
 * The cookies of one origin (an agent talks to one system): name, value, path, expiry and Secure, as a
 * browser keeps host-only cookies (RFC 6265 §5.3, without the Domain attribute's sharing among hosts).
 */
export class SessionCookies {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly secureOrigin: boolean) {}

  take(setCookie: string[] | undefined, requestPath: string): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const cookie: StoredCookie = { value: pair.slice(equals + 1).trim(), path: defaultPath(requestPath), expires: Infinity, secure: false };
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const value = rest.join('=').trim();
        switch (key.trim().toLowerCase()) {
          case 'path':
            if (value.startsWith('/')) cookie.path = value;
            break;
          case 'max-age':
            if (/^-?\d+$/.test(value)) cookie.expires = Date.now() + Number(value) * 1000;
            break;
          case 'expires': {
            const at = Date.parse(value);
            if (!Number.isNaN(at) && !attributes.some((a) => /^\s*max-age\s*=/i.test(a))) cookie.expires = at;
            break;
          }
          case 'secure':
            cookie.secure = true;
            break;
        }
      }
      const key = `${cookie.path}\u0000${name}`;
      if (cookie.expires <= Date.now()) this.cookies.delete(key);
      else this.cookies.set(key, cookie);
    }
  }

  /** The cookies worth keeping for a later process: all but the stateful context's, which binds one process's session. */
  kept(): KeptCookie[] {
    const now = Date.now();
    return [...this.cookies]
      .filter(([key, cookie]) => cookie.expires > now && key.slice(key.indexOf('\u0000') + 1) !== 'sap-contextid')
      .map(([key, cookie]) => ({
        name: key.slice(key.indexOf('\u0000') + 1),
        value: cookie.value,
        path: cookie.path,
        expires: cookie.expires === Infinity ? null : cookie.expires,
        secure: cookie.secure,
      }));
  }

  /** Takes over cookies kept by an earlier process. */
  restore(cookies: readonly KeptCookie[]): void {
    for (const cookie of cookies) {
      if (typeof cookie.name !== 'string' || typeof cookie.value !== 'string' || typeof cookie.path !== 'string') continue;
      const expires = cookie.expires ?? Infinity;
      if (expires > Date.now()) this.cookies.set(`${cookie.path}\u0000${cookie.name}`, { value: cookie.value, path: cookie.path, expires, secure: cookie.secure === true });
    }
  }

  clear(): void {
    this.cookies.clear();
  }

  headerFor(requestPath: string): string | undefined {
    const now = Date.now();
    const sent: Array<[string, StoredCookie]> = [];
    for (const [key, cookie] of this.cookies) {
      if (cookie.expires <= now) {
        this.cookies.delete(key);
        continue;
      }
      if (cookie.secure && !this.secureOrigin) continue;
      if (!pathMatches(requestPath, cookie.path)) continue;
      sent.push([key.slice(key.indexOf('\u0000') + 1), cookie]);
    }
    if (sent.length === 0) return undefined;
    // longer paths first, as RFC 6265 §5.4 orders them
    sent.sort((a, b) => b[1].path.length - a[1].path.length);
    return sent.map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
  }
}

function defaultPath(requestPath: string): string {
  const slash = requestPath.lastIndexOf('/');
  return slash <= 0 ? '/' : requestPath.slice(0, slash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
