import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedCall {
  method: string;
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
}

export interface CountingProxy {
  /** http://127.0.0.1:<port>: what a client is pointed at. */
  url: string;
  port: number;
  /** Every call passed on, in order, with the status the system answered. */
  calls: ProxiedCall[];
  /** The system the calls go to; may be changed between calls (a system restarted elsewhere, same address for the client). */
  target: string;
  /** When it holds for a call, the proxy answers 401 itself, as a system that no longer honours a session cookie may. */
  refuse?: (headers: IncomingHttpHeaders) => boolean;
  /** When it answers a call, the proxy answers with that itself (routes the system behind it lacks, as a real system has them). */
  answer?: (method: string, url: URL) => { status: number; contentType: string; body: string } | undefined;
  close(): Promise<void>;
}

/**
 * A plain HTTP proxy in front of a test service that records each call: how many round trips a command
 * makes, with which cookies and token. The system's answers pass through unchanged.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const calls: ProxiedCall[] = [];
  const proxy: CountingProxy = { url: '', port: 0, calls, target, close: async () => {} };
  const server = createServer((incoming, outgoing) => {
    const to = new URL(incoming.url ?? '/', proxy.target);
    if (proxy.refuse?.(incoming.headers)) {
      calls.push({ method: incoming.method ?? '', path: to.pathname, status: 401, headers: incoming.headers });
      incoming.resume();
      outgoing.writeHead(401, { 'www-authenticate': 'Basic realm="SAP NetWeaver Application Server [DEV]"', 'content-type': 'text/plain' }).end('Logon failed');
      return;
    }
    const own = proxy.answer?.(incoming.method ?? '', to);
    if (own) {
      calls.push({ method: incoming.method ?? '', path: to.pathname, status: own.status, headers: incoming.headers });
      incoming.resume();
      outgoing.writeHead(own.status, { 'content-type': own.contentType }).end(own.body);
      return;
    }
    const headers = { ...incoming.headers, host: to.host };
    const forwarded = request(to, { method: incoming.method, headers }, (answer) => {
      calls.push({ method: incoming.method ?? '', path: to.pathname, status: answer.statusCode ?? 0, headers: incoming.headers });
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.port = (server.address() as AddressInfo).port;
  proxy.url = `http://127.0.0.1:${proxy.port}`;
  proxy.close = () => new Promise((resolve) => server.close(() => resolve()));
  return proxy;
}
