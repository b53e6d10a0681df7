/**
 * A git smart-HTTP server on loopback for tests: a small Node http server that checks basic credentials
 * and runs `git http-backend` as a CGI program for each request, serving the bare repositories of one
 * folder. It records every request (method, path, whether credentials came) so tests can assert on them.
 */
import { spawn, execFileSync } from 'node:child_process';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface GitServerOptions {
  /** Folder holding the bare repositories (served as /<name>.git). */
  root: string;
  username: string;
  password: string;
  /** Holds a push (git-receive-pack POST) this long before serving it: a slow network, for interrupting an import. */
  receivePackDelayMillis?: number;
}

export interface GitRequestRecord {
  method: string;
  url: string;
  authorized: boolean;
  /** The raw Authorization header was present. */
  sentCredentials: boolean;
}

export interface GitServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  urlOf(repository: string): string;
  requests: GitRequestRecord[];
  setReceivePackDelay(millis: number): void;
  /**
   * Holds every push from now on, however long, until released: for a test that must know the push is
   * still waiting when it kills the pusher, without a fixed wait. Replaces the delay until released.
   */
  holdPushes(): HeldPushes;
  close(): Promise<void>;
}

export interface HeldPushes {
  /** How many pushes are held now. */
  count(): number;
  /** Lets the held pushes through (back to the delay); resolves once each was served or dropped (its client gone). */
  release(): Promise<void>;
}

const backend = join(execFileSync('git', ['--exec-path'], { encoding: 'utf8' }).trim(), 'git-http-backend');

export async function startGitServer(options: GitServerOptions): Promise<GitServer> {
  const requests: GitRequestRecord[] = [];
  let receivePackDelay = options.receivePackDelayMillis ?? 0;
  const held = new Set<NodeJS.Timeout>();
  let holding: Array<() => Promise<void>> | undefined;
  const expected = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;

  const server = http.createServer((request, response) => {
    const authorization = request.headers.authorization;
    const authorized = authorization === expected;
    requests.push({ method: request.method ?? '', url: request.url ?? '', authorized, sentCredentials: !!authorization });
    if (!authorized) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="git"', 'content-type': 'text/plain' });
      response.end('authentication required\n');
      return;
    }
    const isPush = (request.url ?? '').includes('git-receive-pack') && request.method === 'POST';
    const serve = () => runBackend(request, response, options.root, options.username);
    if (isPush && holding) {
      holding.push(serve);
    } else if (isPush && receivePackDelay > 0) {
      const timer = setTimeout(() => {
        held.delete(timer);
        void serve();
      }, receivePackDelay);
      held.add(timer);
    } else {
      void serve();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urlOf: (repository) => `${origin}/${repository}`,
    requests,
    setReceivePackDelay: (millis) => {
      receivePackDelay = millis;
    },
    holdPushes: () => {
      const pushes: Array<() => Promise<void>> = [];
      holding = pushes;
      return {
        count: () => pushes.length,
        release: async () => {
          if (holding === pushes) holding = undefined;
          await Promise.all(pushes.splice(0).map((serve) => serve()));
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of held) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves one request with git http-backend; resolves when the answer has ended (or was never started: the client left). */
function runBackend(request: IncomingMessage, response: ServerResponse, root: string, user: string): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    GIT_PROJECT_ROOT: root,
    GIT_HTTP_EXPORT_ALL: '1',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    REMOTE_USER: user,
    REMOTE_ADDR: '127.0.0.1',
    REQUEST_METHOD: request.method ?? 'GET',
    PATH_INFO: decodeURIComponent(url.pathname),
    QUERY_STRING: url.search.replace(/^\?/, ''),
    CONTENT_TYPE: request.headers['content-type'] ?? '',
    SERVER_PROTOCOL: 'HTTP/1.1',
    GATEWAY_INTERFACE: 'CGI/1.1',
  };
  if (request.headers['content-encoding']) env['HTTP_CONTENT_ENCODING'] = String(request.headers['content-encoding']);
  if (request.headers['git-protocol']) env['GIT_PROTOCOL'] = String(request.headers['git-protocol']);
  if (request.headers['content-length']) env['CONTENT_LENGTH'] = String(request.headers['content-length']);

  // the client may be gone already (a held push whose service was killed meanwhile)
  if (request.socket.destroyed) return Promise.resolve();
  const child = spawn(backend, [], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  // a client that went away (a push killed with its service) must not leave the backend spinning on a
  // truncated pack: it would burn a core long after the test
  response.on('close', () => {
    if (!response.writableFinished && child.exitCode === null) child.kill('SIGKILL');
  });
  request.pipe(child.stdin);
  child.stdin.on('error', () => {});
  let headerBuffer = Buffer.alloc(0);
  let headersSent = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (headersSent) {
      response.write(chunk);
      return;
    }
    headerBuffer = Buffer.concat([headerBuffer, chunk]);
    const end = findHeaderEnd(headerBuffer);
    if (!end) return;
    const lines = headerBuffer.subarray(0, end.index).toString('latin1').split(/\r?\n/);
    let status = 200;
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
      else headers[name] = value;
    }
    response.writeHead(status, headers);
    headersSent = true;
    response.write(headerBuffer.subarray(end.index + end.length));
  });
  child.stderr.on('data', () => {});
  return new Promise((resolve) => {
    child.on('close', () => {
      if (!headersSent) response.writeHead(500);
      response.end();
      resolve();
    });
  });
}

function findHeaderEnd(buffer: Buffer): { index: number; length: number } | undefined {
  const crlf = buffer.indexOf('\r\n\r\n');
  const lf = buffer.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return { index: crlf, length: 4 };
  if (lf >= 0) return { index: lf, length: 2 };
  return undefined;
}
