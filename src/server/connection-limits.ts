/**
 * Connections held open per client address (issue 33.11): one address opening connections without end could hold
 * thousands of descriptors. Past the limit a new connection of that address is answered 503 with the envelope and
 * closed at once; the connections it already has are untouched. Trusted proxies are exempt: every client behind
 * them shares their address, and the proxy bounds its own clients.
 */
import type { Server } from 'node:http';
import { BlockList, isIPv6, type Socket } from 'node:net';
import { transportErrors } from '../protocol/messages.js';
import { envelope } from './errors.js';

export function limitConnectionsPerAddress(server: Server, maxPerAddress: number, exempt: readonly string[], log: (line: string) => void): void {
  const open = new Map<string, number>();
  const logged = new Set<string>();
  const proxies = addressList(exempt);
  server.on('connection', (socket: Socket) => {
    // an IPv4 client of a dual-stack listener shows as ::ffff:a.b.c.d
    const address = (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
    if (proxies.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')) return;
    const count = open.get(address) ?? 0;
    if (count >= maxPerAddress) {
      if (!logged.has(address)) {
        logged.add(address);
        log(`connections: ${address} holds ${count} connections, the limit; refusing more until some close`);
      }
      refuse(socket, address, maxPerAddress);
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else {
        open.delete(address);
        logged.delete(address);
      }
    });
  });
}

/** Addresses and CIDR ranges (as --trusted-proxy takes them) as a BlockList to check addresses against. */
function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    try {
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    } catch {
      // not an address: fastify's trustProxy ignores it as well
    }
  }
  return list;
}

function refuse(socket: Socket, address: string, limit: number): void {
  const body = JSON.stringify(envelope('', transportErrors.tooManyConnections(address, limit)));
  socket.on('error', () => {});
  socket.end(
    'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 5\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.destroySoon();
}
