/**
 * Issue 33.11: the service had no request timeout, so connections that trickled a declared 30 MB body were held
 * indefinitely (1,000 still open after 130 s), and one address could hold any number of connections. Now a request
 * must arrive whole within its time (headers within their own), and each address keeps a bounded number of
 * connections open; past either bound the connection is answered and closed. The bounds are shortened here.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, rawSession, startTestService, testPasswords, type TestService } from '../support/service.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    requestTimeoutMillis: 1500,
    headersTimeoutMillis: 1000,
    connectionCheckMillis: 200,
    maxConnectionsPerAddress: 5,
  });
});
afterAll(async () => service?.stop());

/** A raw connection: what it has received and when it was closed. */
function rawConnection(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(service.port, '127.0.0.1');
    let text = '';
    const opened = Date.now();
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - opened)));
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

const auth = basicAuth('DEVELOPER', testPasswords.DEVELOPER);

describe('request timeouts (issue 33.11)', () => {
  it('closes a connection that trickles a declared 30 MB body, answering 408', async () => {
    const session = await rawSession(service);
    const { socket, received, closed } = await rawConnection();
    socket.write(`POST ${service.servicePath}/tree HTTP/1.1\r\nHost: x\r\nCookie: ${session.cookie}\r\nX-CSRF-Token: ${session.token}\r\nContent-Type: application/json\r\nContent-Length: ${30 * 1024 * 1024}\r\n\r\n{"package":`);
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    try {
      const after = await closed;
      expect(after).toBeLessThan(6000);
      expect(received()).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a connection whose headers never end', async () => {
    const { socket, closed } = await rawConnection();
    socket.write(`GET ${service.servicePath}/health HTTP/1.1\r\nHost: x\r\n`);
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    try {
      expect(await closed).toBeLessThan(6000);
    } finally {
      clearInterval(trickle);
    }
  });

  it('answers a request that arrives in time as before', async () => {
    const response = await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: auth } });
    expect(response.status).toBe(200);
  });
});

describe('connections per address (issue 33.11)', () => {
  it('refuses connections past the limit of one address with 503, and accepts again once one closes', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => rawConnection()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await rawConnection();
    expect(await refused.closed).toBeLessThan(3000);
    expect(refused.received()).toMatch(/^HTTP\/1\.1 503[\s\S]*Too many connections from 127\.0\.0\.1/);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await rawConnection();
    again.socket.write(`GET ${service.servicePath}/health HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nConnection: close\r\n\r\n`);
    await again.closed;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const connection of held) connection.socket.destroy();
  });
});

describe('connections of a trusted proxy', () => {
  it('are not limited: every client behind it shares its address', async () => {
    const behindProxy = await startTestService({ maxConnectionsPerAddress: 2, trustedProxies: ['127.0.0.0/8'] });
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < 4; i++) sockets.push(await new Promise<Socket>((resolve) => { const s = connect(behindProxy.port, '127.0.0.1', () => resolve(s)); }));
      const response = await fetch(`${behindProxy.url}${behindProxy.servicePath}/health`, { headers: { authorization: auth } });
      expect(response.status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
      await behindProxy.stop();
    }
  });
});
