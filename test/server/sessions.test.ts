import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, rawSession, startTestService, tempDir, type TestService } from '../support/service.js';
import { smallHierarchy } from '../support/fixtures.js';
import { binPath } from '../support/cli.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ prepare: smallHierarchy, sessionIdleMillis: 300 });
});
afterAll(async () => service.stop());

describe('sessions', () => {
  it('gives a stateful session a context cookie once, on the session header', async () => {
    const { auth, cookie } = await rawSession(service);
    const first = await fetch(`${service.url}${service.servicePath}/health`, {
      headers: { authorization: auth, cookie, 'x-sap-adt-sessiontype': 'stateful' },
    });
    expect(first.headers.getSetCookie().some((c) => c.startsWith('sap-contextid='))).toBe(true);
    const again = await fetch(`${service.url}${service.servicePath}/health`, {
      headers: { authorization: auth, cookie, 'x-sap-adt-sessiontype': 'stateful' },
    });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('expires a session after its idle time: the old cookie no longer authenticates', async () => {
    const { cookie } = await rawSession(service);
    expect((await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie } })).status).toBe(401);
  });
});

describe('abapdeck serve', () => {
  it('serves until SIGTERM, then shuts down cleanly and removes its embedded record', async () => {
    const dataDir = tempDir();
    const child = spawn(process.execPath, [binPath, 'serve', '--embedded', '--data', dataDir, '--port', '0', '--no-demo'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.on('exit', (code) => reject(new Error(`serve exited early with ${code}`)));
    });
    expect(existsSync(join(dataDir, 'server.json'))).toBe(true);
    const passwords = (await import(join(dataDir, 'credentials.json'), { with: { type: 'json' } })).default as Record<string, string>;
    const health = await fetch(`${url}/sap/bc/z_abapgit_agent/health`, { headers: { authorization: basicAuth('DEVELOPER', passwords['DEVELOPER']!) } });
    expect(await health.json()).toMatchObject({ status: 'OK' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
