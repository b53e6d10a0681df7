/**
 * The CLI's HTTP/1.1 over node:net (src/client/http1.ts, through the node transport of http-transport.ts): the
 * framings a server may answer with, kept-alive sockets, interim answers, the errors the agent tells apart, and
 * what it refuses to send. Against real servers on 127.0.0.1: node:http's, and a raw one where the test
 * writes the bytes itself.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { Http1Error, Http1Pool } from '../../src/client/http1.js';
import { createTransport, TransportError } from '../../src/client/http-transport.js';

const servers: Server[] = [];
const pools: Http1Pool[] = [];

afterEach(async () => {
  for (const pool of pools.splice(0)) pool.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** node:http's server; counts the connections it was given. */
async function httpServer(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  const server = createHttpServer(handler);
  server.on('connection', () => connections++);
  return { port: await listen(server), connections: () => connections };
}

/** A server that answers each request's bytes with what `answer` writes on the socket. */
async function rawServer(answer: (socket: Socket, request: string, index: number) => void): Promise<number> {
  let index = 0;
  const server = createNetServer((socket) => {
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const request = buffered.slice(0, end);
      buffered = buffered.slice(end + 4);
      answer(socket, request, index++);
    });
    socket.on('error', () => {});
  });
  return listen(server);
}

function pool(port: number, maxSockets?: number): Http1Pool {
  const made = new Http1Pool('127.0.0.1', port, maxSockets);
  pools.push(made);
  return made;
}

const get = (target: string, timeoutMillis = 5000) => ({ method: 'GET', target, headers: {}, timeoutMillis });

describe('HTTP/1.1 over node:net', () => {
  it('reads a Content-Length answer and sends the next request on the same kept-alive socket', async () => {
    const server = await httpServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => response.end(JSON.stringify({ method: request.method, url: request.url, host: request.headers.host, body })));
    });
    const client = pool(server.port);
    const first = await client.request({ method: 'POST', target: '/sap/bc/adt/list?x=1', headers: { 'content-type': 'application/json' }, body: '{"ä":1}', timeoutMillis: 5000 });
    const second = await client.request(get('/second'));
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body.toString('utf8'))).toEqual({ method: 'POST', url: '/sap/bc/adt/list?x=1', host: `127.0.0.1:${server.port}`, body: '{"ä":1}' });
    expect(JSON.parse(second.body.toString('utf8'))).toMatchObject({ method: 'GET', url: '/second' });
    expect(server.connections()).toBe(1);
  });

  it('reads a chunked answer with trailers, and headers as node:http gives them (set-cookie a list, others joined)', async () => {
    const port = await rawServer((socket) => {
      socket.write('HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\nSet-Cookie: a=1; Path=/\r\nSet-Cookie: b=2\r\nX-Twice: one\r\nx-twice: two\r\n\r\n');
      socket.write('5;ext=1\r\nhello\r\n');
      setTimeout(() => socket.write('7\r\n, world\r\n0\r\nX-Trailer: t\r\n\r\n'), 20);
    });
    const answer = await pool(port).request(get('/'));
    expect(answer.statusCode).toBe(201);
    expect(answer.body.toString()).toBe('hello, world');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2']);
    expect(answer.headers['x-twice']).toBe('one, two');
  });

  it('reads an answer framed by the connection closing, and opens a new socket for the next', async () => {
    const port = await rawServer((socket, _request, index) => socket.end(`HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nanswer ${index}`));
    const client = pool(port);
    expect((await client.request(get('/'))).body.toString()).toBe('answer 0');
    // the first socket was ended with its answer: the second request got through on another
    expect((await client.request(get('/'))).body.toString()).toBe('answer 1');
  });

  it('skips an interim 100 Continue, and reads no body for HEAD and 204', async () => {
    const port = await rawServer((socket, request) => {
      if (request.startsWith('HEAD')) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 42\r\n\r\n');
      else if (request.startsWith('DELETE')) socket.write('HTTP/1.1 204 No Content\r\n\r\n');
      else socket.write('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok');
    });
    const client = pool(port, 1);
    const continued = await client.request(get('/'));
    expect([continued.statusCode, continued.body.toString()]).toEqual([200, 'ok']);
    const head = await client.request({ ...get('/'), method: 'HEAD' });
    expect([head.statusCode, head.headers['content-length'], head.body.length]).toEqual([200, '42', 0]);
    const deleted = await client.request({ ...get('/'), method: 'DELETE' });
    expect([deleted.statusCode, deleted.body.length]).toEqual([204, 0]);
  });

  it('says a request on a kept-alive socket the server closed was not answered (unsent), so the agent may send it again', async () => {
    const port = await rawServer((socket, _request, index) => {
      if (index === 0) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\n1');
      // the second request on that socket: the server drops it unanswered, as one that closed an idle socket does
      else socket.destroy();
    });
    const client = pool(port);
    await client.request(get('/'));
    const failure = await client.request(get('/')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Http1Error);
    expect(failure).toMatchObject({ code: 'ECONNRESET', unsent: true });
  });

  it('fails a request on a new socket that gets no answer as sent (not to be repeated), and a refused connection with its code', async () => {
    const port = await rawServer((socket) => socket.destroy());
    expect(await pool(port).request(get('/')).catch((error: unknown) => error)).toMatchObject({ code: 'ECONNRESET', unsent: false });
    const closed = await listen(createNetServer());
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await pool(closed).request(get('/')).catch((error: unknown) => error)).toMatchObject({ code: 'ECONNREFUSED', unsent: false });
  });

  it('times out an answer that does not come', async () => {
    const port = await rawServer(() => {});
    const failure = await pool(port).request(get('/', 100)).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'ETIMEDOUT', message: "Timeout awaiting 'request' for 100ms" });
  });

  it('refuses to send a header or a target that would split the request', async () => {
    const server = await httpServer((_request, response) => response.end());
    const client = pool(server.port);
    await expect(client.request({ ...get('/'), headers: { 'x-a': 'b\r\nx-injected: 1' } })).rejects.toThrow(/invalid value of header x-a/);
    await expect(client.request({ ...get('/'), headers: { 'x a': 'b' } })).rejects.toThrow(/invalid header name/);
    await expect(client.request(get('/a b'))).rejects.toThrow(/invalid request target/);
    await expect(client.request({ ...get('/'), method: 'GET /x' })).rejects.toThrow(/invalid method/);
    expect(server.connections()).toBe(0);
  });

  it('refuses an answer that is not HTTP/1.x, or whose framing is broken', async () => {
    const port = await rawServer((socket, request) => {
      if (request.includes('/garbage')) socket.write('SSH-2.0-OpenSSH\r\n\r\n');
      else socket.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n');
    });
    await expect(pool(port).request(get('/garbage'))).rejects.toThrow(/not an HTTP\/1.x answer/);
    await expect(pool(port).request(get('/chunks'))).rejects.toThrow(/invalid chunk size/);
  });

  it('opens at most maxSockets sockets and queues the rest', async () => {
    const server = await httpServer((request, response) => setTimeout(() => response.end(request.url), 20));
    const client = pool(server.port, 2);
    const answers = await Promise.all(['/1', '/2', '/3', '/4', '/5'].map((target) => client.request(get(target))));
    expect(answers.map((answer) => answer.body.toString())).toEqual(['/1', '/2', '/3', '/4', '/5']);
    expect(server.connections()).toBe(2);
  });
});

describe('the node transport of an http origin', () => {
  it('keeps the session cookies, sends them back and decodes a compressed answer', async () => {
    const seen: Array<string | undefined> = [];
    const server = await httpServer((request, response) => {
      seen.push(request.headers.cookie);
      response.setHeader('set-cookie', ['SAP_SESSIONID=abc; Path=/; HttpOnly']);
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipSync(Buffer.from('{"ok":true}')));
    });
    const transport = await createTransport('node', new URL(`http://127.0.0.1:${server.port}`));
    try {
      const send = () => transport.send({ method: 'GET', url: new URL(`http://127.0.0.1:${server.port}/sap/bc/adt/discovery`), headers: {}, timeoutMillis: 5000 });
      expect((await send()).body).toBe('{"ok":true}');
      await send();
      expect(seen).toEqual([undefined, 'SAP_SESSIONID=abc']);
      expect(transport.sessionCookies?.kept().map((cookie) => cookie.name)).toEqual(['SAP_SESSIONID']);
    } finally {
      transport.close();
    }
  });

  it('answers a failure as the TransportError the agent reads', async () => {
    const port = await rawServer((socket) => socket.destroy());
    const transport = await createTransport('node', new URL(`http://127.0.0.1:${port}`));
    try {
      const failure = await transport.send({ method: 'GET', url: new URL(`http://127.0.0.1:${port}/`), headers: {}, timeoutMillis: 5000 }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TransportError);
      expect(failure).toMatchObject({ code: 'ECONNRESET', unsent: false });
    } finally {
      transport.close();
    }
  });
});
