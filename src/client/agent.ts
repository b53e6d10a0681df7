import type { Method } from 'got';
import type { CookieJar } from 'tough-cookie';
import type { Connection } from '../protocol/connection.js';
import { createTransport, TransportError, type Transport, type TransportKind, type WireResponse } from './http-transport.js';
import type { SessionCache } from './session-cache.js';

export interface CallRecord {
  method: string;
  /** The path with its query string (the HTTP log shows both). */
  path: string;
  status: number;
  millis: number;
}

export interface RequestOptions {
  /** JSON body; sent with Content-Type application/json. */
  json?: unknown;
  /** Raw body with its content type (developer API XML). */
  body?: string;
  contentType?: string;
  accept?: string;
  searchParams?: Record<string, string | number | boolean>;
  /** Send X-sap-adt-sessiontype: stateful (debugger calls). */
  stateful?: boolean;
  /** Per-call timeout in milliseconds (long-poll listeners get their own). */
  timeoutMillis?: number;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The server could not be reached, or refused our credentials: exit code 3 territory. */
export class ConnectionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

// the global `performance` loads perf_hooks on first use (~5 ms of a CLI command's start); hrtime is already there
const nowMillis = () => Number(process.hrtime.bigint()) / 1e6;

const modifying = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export interface AgentOptions {
  /**
   * got with tough-cookie (the default: the TUI, the debugger), or plain node:http(s) for a process that makes a
   * few calls and ends — the CLI, where loading got would cost more than the calls (src/client/transport.ts).
   */
  transport?: TransportKind;
  /**
   * Where the session (cookies and CSRF token) is kept between processes (session-cache.ts), so that the next
   * process's first modifying call needs no token fetch. Used with the node transport.
   */
  session?: SessionCache;
}

/**
 * The one stateful HTTP agent of a connection: basic auth, client and language headers, a cookie jar,
 * keep-alive, and the CSRF token fetched before the first modifying call and once more on a 403
 * 'Required'. Retries are off: a POST is never repeated except for that one CSRF refresh.
 */
export class Agent {
  private transport: Promise<Transport> | undefined;
  private openTransport: Transport | undefined;
  private csrfToken: string | undefined;
  private tokenRequest: Promise<void> | undefined;
  private readonly listeners: Array<(call: CallRecord) => void> = [];
  private readonly origin: string;
  private readonly fixedHeaders: Record<string, string>;
  /** The calls send cookies taken over from the session cache (a 401 then means they are stale, not the password). */
  private sendsKeptSession = false;
  /** The system id (SID), as the session cookie SAP_SESSIONID_<SID>_<client> names it; '' until a session cookie arrives. */
  systemId = '';

  constructor(
    readonly connection: Connection,
    private readonly defaultTimeoutMillis = 60_000,
    private readonly options: AgentOptions = {},
  ) {
    this.origin = connection.origin.replace(/\/?$/, '/');
    this.fixedHeaders = {
      'sap-client': connection.client,
      'sap-language': connection.language,
      'user-agent': 'abapdeck',
      authorization: `Basic ${Buffer.from(`${connection.user}:${connection.password}`).toString('base64')}`,
    };
  }

  /** The session's cookie jar of the got transport, once a call has been made (tests read the session cookie). */
  get cookies(): CookieJar {
    const jar = (this.openTransport as { cookies?: CookieJar } | undefined)?.cookies;
    if (!jar) throw new Error('the cookie jar exists once the got transport has sent a call');
    return jar;
  }

  /** Ends the kept-alive connections (a long-running process that is done with the system, such as the debugger's background process). */
  close(): void {
    this.openTransport?.close();
  }

  /** Observes every call made (the TUI's HTTP log). */
  onCall(listener: (call: CallRecord) => void): void {
    this.listeners.push(listener);
  }

  servicePath(path: string): string {
    return `${this.connection.servicePath}${path}`;
  }

  adtPath(path: string): string {
    return `${this.connection.adtPath}${path}`;
  }

  /** Fetches a CSRF token (and with it the session cookie); concurrent callers share one fetch. */
  async fetchCsrfToken(): Promise<void> {
    this.tokenRequest ??= (async () => {
      try {
        const response = await this.send('GET', this.servicePath('/health'), { 'x-csrf-token': 'fetch' }, {});
        ensureAuthenticated(response, this.connection);
        const token = response.headers['x-csrf-token'];
        this.csrfToken = typeof token === 'string' ? token : undefined;
        this.keepSession();
      } finally {
        this.tokenRequest = undefined;
      }
    })();
    return this.tokenRequest;
  }

  async request(method: Method, path: string, options: RequestOptions = {}): Promise<RawResponse> {
    const isModifying = modifying.has(method);
    // the transport first: it brings the session kept by an earlier process, whose token spares the fetch
    await this.wire();
    if (isModifying && this.csrfToken === undefined) await this.fetchCsrfToken();
    let response = await this.send(method, path, this.headersFor(isModifying, options), options);
    if (isModifying && response.statusCode === 403 && String(response.headers['x-csrf-token']).toLowerCase() === 'required') {
      this.csrfToken = undefined;
      await this.fetchCsrfToken();
      response = await this.send(method, path, this.headersFor(isModifying, options), options);
    }
    ensureAuthenticated(response, this.connection);
    return { status: response.statusCode, headers: response.headers, body: response.body };
  }

  /** A JSON call to {base_url}; answers the parsed body whatever the status, or throws when the body is not JSON. */
  async json<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<{ status: number; body: T }> {
    const response = await this.request(method, this.servicePath(path), { ...options, json: body, accept: 'application/json' });
    try {
      return { status: response.status, body: JSON.parse(response.body) as T };
    } catch {
      throw new ConnectionError(
        `unexpected answer from ${this.connection.origin}${this.servicePath(path)} (HTTP ${response.status}): ${response.body.slice(0, 200)}`,
        response.status,
      );
    }
  }

  private headersFor(isModifying: boolean, options: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = {};
    if (isModifying && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (options.stateful) headers['x-sap-adt-sessiontype'] = 'stateful';
    if (options.accept) headers['accept'] = options.accept;
    if (options.contentType) headers['content-type'] = options.contentType;
    return headers;
  }

  private async send(method: Method, path: string, headers: Record<string, string>, options: RequestOptions): Promise<WireResponse> {
    const url = new URL(path.replace(/^\//, ''), this.origin);
    for (const [name, value] of Object.entries(options.searchParams ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
    const sent = { ...this.fixedHeaders, ...headers };
    if (options.json !== undefined && !sent['content-type']) sent['content-type'] = 'application/json';
    const transport = await this.wire();
    for (let attempt = 0; ; attempt++) {
      const started = nowMillis();
      let response: WireResponse;
      try {
        response = await transport.send({ method, url, headers: sent, body, timeoutMillis: options.timeoutMillis ?? this.defaultTimeoutMillis });
      } catch (error) {
        this.record(method, path + url.search, 0, started);
        const code = error instanceof TransportError ? error.code : (error as NodeJS.ErrnoException).code;
        // A kept-alive socket the server closed meanwhile (a restart, an idle timeout) resets on first use:
        // nothing reached the server, so the call is sent once more on a fresh connection.
        if (error instanceof TransportError && error.unsent && attempt === 0) continue;
        throw new ConnectionError(`cannot reach ${this.connection.origin}${path}: ${code ?? (error as Error).message}`);
      }
      this.systemId = systemIdOf(response.headers['set-cookie']) ?? this.systemId;
      this.record(method, path + url.search, response.statusCode, started);
      if (response.statusCode === 401 || response.statusCode === 403) this.options.session?.drop();
      // A kept session the system no longer honours: the call was refused before it ran, so it is sent once
      // more as a fresh logon (basic authentication alone); a modifying call then fetches its token anew.
      if (response.statusCode === 401 && this.sendsKeptSession) {
        this.sendsKeptSession = false;
        transport.sessionCookies?.clear();
        if (this.csrfToken !== undefined && sent['x-csrf-token'] === this.csrfToken) delete sent['x-csrf-token'];
        this.csrfToken = undefined;
        continue;
      }
      return response;
    }
  }

  /** Takes over the session kept by an earlier process (its cookies and CSRF token), when there is one. */
  private takeKeptSession(transport: Transport): void {
    const cookies = transport.sessionCookies;
    const kept = cookies ? this.options.session?.load() : undefined;
    if (!cookies || !kept) return;
    cookies.restore(kept.cookies);
    this.csrfToken = kept.csrfToken;
    this.sendsKeptSession = kept.cookies.length > 0;
    this.systemId = systemIdOf(kept.cookies.map((cookie) => `${cookie.name}=${cookie.value}`)) ?? this.systemId;
  }

  /** Keeps the session for the next process, after a token fetch made or renewed it. */
  private keepSession(): void {
    const cookies = this.openTransport?.sessionCookies;
    if (!this.options.session || !cookies) return;
    this.options.session.save({ cookies: cookies.kept(), ...(this.csrfToken !== undefined ? { csrfToken: this.csrfToken } : {}) });
    this.sendsKeptSession = false;
  }

  private wire(): Promise<Transport> {
    return (this.transport ??= createTransport(this.options.transport ?? 'got', new URL(this.origin)).then((transport) => {
      this.openTransport = transport;
      this.takeKeptSession(transport);
      return transport;
    }));
  }

  private record(method: string, path: string, status: number, started: number): void {
    const call = { method, path, status, millis: nowMillis() - started };
    for (const listener of this.listeners) listener(call);
  }
}

/** The SID of a session cookie SAP_SESSIONID_<SID>_<client> (real systems and the embedded one name it so). */
export function systemIdOf(setCookie: string | string[] | undefined): string | undefined {
  for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const match = /^SAP_SESSIONID_([A-Z0-9]{3})_\d{3}=[^;]/.exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

function ensureAuthenticated(response: WireResponse, connection: Connection): void {
  if (response.statusCode === 401) {
    throw new ConnectionError(
      `${connection.origin} refused the credentials of user ${connection.user} in client ${connection.client} (HTTP 401)`,
      401,
    );
  }
}
