/**
 * The got transport (DESIGN.md's HTTP library) with a tough-cookie jar: the agent's default for the long-lived
 * faces. Loaded only when an agent first sends with it.
 */
import http from 'node:http';
import https from 'node:https';
import got, { type Method } from 'got';
import { CookieJar } from 'tough-cookie';
import { TransportError, type Transport } from './http-transport.js';

export interface GotTransport extends Transport {
  readonly cookies: CookieJar;
}

export function gotTransport(): GotTransport {
  const keepAlive = { keepAlive: true, maxSockets: 8 };
  const sockets = { http: new http.Agent(keepAlive), https: new https.Agent(keepAlive) };
  const cookies = new CookieJar();
  const client = got.extend({
    cookieJar: cookies,
    agent: sockets,
    retry: { limit: 0 },
    throwHttpErrors: false,
    followRedirect: false,
    responseType: 'text',
  });
  return {
    cookies,
    close() {
      sockets.http.destroy();
      sockets.https.destroy();
    },
    async send(request) {
      try {
        const response = await client(request.url, {
          method: request.method as Method,
          headers: request.headers,
          body: request.body,
          timeout: { request: request.timeoutMillis },
        });
        return { statusCode: response.statusCode, headers: response.headers, body: response.body };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // a RequestError that carries its request failed on the wire (a reset kept-alive socket), not while building
        const unsent = code === 'ECONNRESET' && !!(error as { request?: unknown }).request;
        throw new TransportError((error as Error).message, code, unsent);
      }
    },
  };
}
