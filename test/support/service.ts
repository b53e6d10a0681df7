import { mkdtempSync, rmSync } from 'node:fs';
import { keysToLower } from '../../src/protocol/keys.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService, type ServeOptions } from '../../src/server/serve.js';
import { EmbeddedSystem } from '../../src/system/system.js';
import type { Connection } from '../../src/workspace/credentials.js';
import { openDemoSystemAt } from './demo-template.js';
import { testPasswords } from './passwords.js';

export { testPasswords };

export interface TestService extends RunningService {
  dataDir: string;
  servicePath: string;
  adtPath: string;
  connection(user?: keyof typeof testPasswords): Connection;
  stop(): Promise<void>;
}

export function tempDir(prefix = 'abapdeck-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A real service on 127.0.0.1 with a temporary data folder. The data folder is prepared first with
 * known passwords (`demo`: a copy of the demo template); `prepare` may add fixtures through the system API
 * before the service opens it.
 */
export async function startTestService(
  options: { demo?: boolean; prepare?: (system: EmbeddedSystem) => void; dataDir?: string } & Partial<ServeOptions> = {},
): Promise<TestService> {
  const dataDir = options.dataDir ?? tempDir();
  // the demo is a copy of the run's seeded template when there is one (test/support/demo-template.ts)
  const system = options.demo ? openDemoSystemAt(dataDir) : EmbeddedSystem.open({ dataDir, initialPasswords: testPasswords });
  options.prepare?.(system);
  system.close();
  // the tests' local repositories lie in temporary folders: the service takes those (none unless told otherwise)
  const localRepositories = 'localRepositoryRoot' in options ? {} : { localRepositoryRoot: tmpdir() };
  // no background warm-up (the runtime build, the work processes): a test that runs code builds what it needs
  const running = await startService({ host: '127.0.0.1', port: 0, warmChecks: false, warmUp: false, ...localRepositories, ...options, demo: false, dataDir });
  const servicePath = '/sap/bc/z_abapgit_agent';
  const adtPath = '/sap/bc/adt';
  return {
    ...running,
    dataDir,
    servicePath,
    adtPath,
    connection: (user = 'DEVELOPER') => ({
      origin: running.url,
      servicePath,
      adtPath,
      client: '100',
      user,
      password: testPasswords[user],
      language: 'EN',
      source: 'file',
    }),
    async stop() {
      await running.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A JSON answer with its keys in lower case (rows keep theirs): for tests of the contents of routes the
 * service answers in upper case. test/server/key-spelling.test.ts proves each route's spelling itself.
 */
export function lowerCaseKeys(answer: unknown): any {
  return keysToLower(answer);
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/**
 * Headers of a logged-in raw HTTP session: fetches a CSRF token and keeps the cookies. A user of the test
 * passwords, or any other with its password.
 */
export async function rawSession(service: TestService, user: keyof typeof testPasswords | (string & {}) = 'DEVELOPER', password?: string) {
  const auth = basicAuth(user, password ?? testPasswords[user as keyof typeof testPasswords]);
  const response = await fetch(`${service.url}${service.servicePath}/health`, {
    headers: { authorization: auth, 'x-csrf-token': 'fetch' },
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = response.headers.get('x-csrf-token') ?? '';
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${service.url}${service.servicePath}${path}`, {
      method: 'POST',
      headers: { authorization: auth, cookie, 'x-csrf-token': token, 'content-type': 'application/json', ...extra },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { auth, cookie, token, post };
}

/** A logged-in session's call of the language routes (`POST {adt}/deck/language/<operation>`, JSON). */
export async function languageSession(service: TestService, user: keyof typeof testPasswords = 'DEVELOPER') {
  const session = await rawSession(service, user);
  return (operation: string, body: unknown) =>
    fetch(`${service.url}${service.adtPath}/deck/language/${operation}`, {
      method: 'POST',
      headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
}
