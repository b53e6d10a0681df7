/**
 * `abapdeck mcp --http PORT`: the streamable HTTP transport on loopback only (127.0.0.1), one MCP session per
 * client, each call carrying the bearer token the server writes to a file of mode 0600 at start (a new one each
 * start). Anything else — another path, no or a wrong token — is refused before the MCP layer sees it; so is a
 * request whose Host or Origin is not this loopback server's (a page of another site whose name resolves to
 * 127.0.0.1 — DNS rebinding — carries its own), as the MCP specification asks of local servers.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AssistantServerOptions } from '../protocol/assistant-server.js';

export const mcpPath = '/mcp';

function authorised(request: IncomingMessage, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const expected = Buffer.from(token);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether Host (and Origin, when sent) name this server on loopback: 127.0.0.1, localhost or [::1] with its port. */
export function sameLoopbackServer(request: IncomingMessage, port: number): boolean {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  if (!hosts.includes((request.headers.host ?? '').toLowerCase())) return false;
  const origin = request.headers.origin;
  return origin === undefined || hosts.some((host) => origin.toLowerCase() === `http://${host}`);
}

function refuse(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json', ...(status === 401 ? { 'www-authenticate': 'Bearer' } : {}) });
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message }, id: null }));
}

export async function serveHttp(options: AssistantServerOptions, http: { port: number; tokenFile: string }, sessionServer: () => Server, toolCount: number): Promise<number> {
  const token = randomBytes(32).toString('hex');
  mkdirSync(dirname(http.tokenFile), { recursive: true, mode: 0o700 });
  writeFileSync(http.tokenFile, `${token}\n`, { mode: 0o600 });
  chmodSync(http.tokenFile, 0o600);
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let port = http.port;

  const listener = createServer((request, response) => {
    void (async () => {
      if (new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== mcpPath) return refuse(response, 404, `not found: the MCP endpoint is ${mcpPath}`);
      if (!sameLoopbackServer(request, port)) return refuse(response, 403, `refused: Host and Origin must name this server (http://127.0.0.1:${port})`);
      if (!authorised(request, token)) return refuse(response, 401, `a bearer token is required (the one in ${http.tokenFile})`);
      const sessionId = request.headers['mcp-session-id'];
      const known = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
      if (known) return known.handleRequest(request, response);
      if (typeof sessionId === 'string') return refuse(response, 404, 'unknown MCP session: initialise a new one');
      // a new session: its own server on the shared runner
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void sessions.set(id, transport),
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await sessionServer().connect(transport);
      await transport.handleRequest(request, response);
    })().catch((error: unknown) => {
      if (!response.headersSent) refuse(response, 500, error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(http.port, '127.0.0.1', () => resolve());
  });
  const address = listener.address();
  port = typeof address === 'object' && address ? address.port : http.port;
  options.log(`abapdeck mcp: serving ${toolCount} tools on http://127.0.0.1:${port}${mcpPath} (bearer token in ${http.tokenFile})`);
  // until the process is told to stop
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await Promise.all([...sessions.values()].map((transport) => transport.close()));
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  return 0;
}
