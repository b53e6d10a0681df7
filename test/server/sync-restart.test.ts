/**
 * Import jobs and the life of the service: a service killed during an import (SIGKILL, no chance to
 * clean up) finds the job on its next start and marks it error; a service stopped normally ends its
 * running jobs as errors before it closes the database. Runs the built bin (npm run build first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedSystem } from '../../src/system/system.js';
import { gitSync } from '../../src/system/sync/index.js';
import { binPath } from '../support/cli.js';
import { openDemoSystemAt } from '../support/demo-template.js';
import { startGitServer, type GitServer } from '../support/git-server.js';
import { createBareRepository, headOf } from '../support/git.js';
import { basicAuth, startTestService, tempDir, testPasswords } from '../support/service.js';

const credentials = { username: 'gituser', password: 'restart-secret-77' };
let root: string;
let server: GitServer;

beforeAll(async () => {
  root = tempDir('abapdeck-restart-');
  await createBareRepository(join(root, 'remotes'), 'killed');
  await createBareRepository(join(root, 'remotes'), 'stopped');
  await createBareRepository(join(root, 'remotes'), 'orphan');
  await createBareRepository(join(root, 'remotes'), 'landed');
  // every push hangs long enough for the service to be killed while the job runs
  server = await startGitServer({ root: join(root, 'remotes'), ...credentials, receivePackDelayMillis: 60_000 });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** `abapdeck serve` on a free port as a child process; resolves with its URL once it listens. */
async function serve(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [binPath, 'serve', '--data', dataDir, '--port', '0', '--no-demo'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return { child, url };
}

async function session(url: string) {
  const auth = basicAuth('DEVELOPER', testPasswords.DEVELOPER);
  const base = `${url}/sap/bc/z_abapgit_agent`;
  const health = await fetch(`${base}/health`, { headers: { authorization: auth, 'x-csrf-token': 'fetch' } });
  const cookie = health.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = health.headers.get('x-csrf-token') ?? '';
  return {
    post: async (path: string, body: unknown) =>
      (
        await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { authorization: auth, cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json(),
    poll: async (jobNumber: string) => (await fetch(`${base}/import?jobNumber=${jobNumber}`, { headers: { authorization: auth } })).json(),
  };
}

async function until(what: string, condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function waitUntilPushing(poll: (n: string) => Promise<any>, jobNumber: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const record = await poll(jobNumber);
    expect(record.STATUS).toBe('running');
    if (String(record.MESSAGE).startsWith('Pushing')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job never reached the push');
}

describe('import jobs across the life of the service', () => {
  it('a service killed during an import marks the job error when it starts again', async () => {
    const dataDir = tempDir('abapdeck-restart-data-');
    openDemoSystemAt(dataDir).close();

    const first = await serve(dataDir);
    let second: ChildProcess | undefined;
    try {
      const api = await session(first.url);
      const url = server.urlOf('killed.git');
      expect((await api.post('/create', { url, package: 'ZDEMO_CORE', ...credentials })).success).toBe('X');
      const accepted = await api.post('/import', { url });
      await waitUntilPushing(api.poll, accepted.jobNumber);

      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;

      const restarted = await serve(dataDir);
      second = restarted.child;
      const record = await (await session(restarted.url)).poll(accepted.jobNumber);
      expect(record).toMatchObject({
        JOB_NUMBER: accepted.jobNumber,
        STATUS: 'error',
        MESSAGE: 'Error during import',
        ERROR_MESSAGE: 'Job interrupted by a restart of the system',
        STAGE: 'FAILED',
        COMPLETED_AT: expect.stringMatching(/^\d{14}$/),
      });
    } finally {
      first.child.kill('SIGKILL');
      second?.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a push left running by a killed service never lands once the job is error after the restart', async () => {
    const dataDir = tempDir('abapdeck-orphan-data-');
    openDemoSystemAt(dataDir).close();
    // the remote holds the push until the test lets it through, after the restart
    const held = server.holdPushes();
    const first = await serve(dataDir);
    let second: ChildProcess | undefined;
    try {
      const api = await session(first.url);
      const url = server.urlOf('orphan.git');
      expect((await api.post('/create', { url, package: 'ZDEMO_TOOLS', ...credentials })).success).toBe('X');
      const accepted = await api.post('/import', { url });
      await waitUntilPushing(api.poll, accepted.jobNumber);
      await until('the push held by the remote', () => held.count() === 1);
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;

      const restarted = await serve(dataDir);
      second = restarted.child;
      const record = await (await session(restarted.url)).poll(accepted.jobNumber);
      expect(record).toMatchObject({ STATUS: 'error', ERROR_MESSAGE: 'Job interrupted by a restart of the system' });
      // the remote lets the held push through (served, or dropped as its client is gone): it never arrived
      await held.release();
      await expect(headOf(join(root, 'remotes', 'orphan.git'))).rejects.toThrow();
    } finally {
      await held.release();
      first.child.kill('SIGKILL');
      second?.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a push that landed after its service was killed completes the job at the restart', async () => {
    const dataDir = tempDir('abapdeck-landed-data-');
    openDemoSystemAt(dataDir).close();
    server.setReceivePackDelay(800);
    const first = await serve(dataDir);
    let second: ChildProcess | undefined;
    try {
      const api = await session(first.url);
      const url = server.urlOf('landed.git');
      expect((await api.post('/create', { url, package: 'ZDEMO_TOOLS', ...credentials })).success).toBe('X');
      const accepted = await api.post('/import', { url });
      await waitUntilPushing(api.poll, accepted.jobNumber);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;
      // the orphaned push finishes before the service comes back
      for (let i = 0; i < 100; i++) {
        if (await headOf(join(root, 'remotes', 'landed.git')).then(() => true, () => false)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const head = await headOf(join(root, 'remotes', 'landed.git'));

      const restarted = await serve(dataDir);
      second = restarted.child;
      const record = await (await session(restarted.url)).poll(accepted.jobNumber);
      expect(record).toMatchObject({ STATUS: 'completed', MESSAGE: 'Import completed successfully' });
      expect(JSON.parse(record.RESULT).commit).toBe(head);
    } finally {
      server.setReceivePackDelay(60_000);
      first.child.kill('SIGKILL');
      second?.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a service stopped during an import ends the job as error before it closes', async () => {
    const dataDir = tempDir('abapdeck-stop-data-');
    const service = await startTestService({ demo: true, dataDir });
    let jobNumber = '';
    try {
      const sync = gitSync(service.system);
      const url = server.urlOf('stopped.git');
      expect((await sync.create({ url, package: 'ZDEMO_TOOLS', ...credentials }, 'DEVELOPER')).success).toBe('X');
      const accepted = sync.startImport({ url }, 'DEVELOPER');
      if (!accepted.success) throw new Error(accepted.error);
      jobNumber = accepted.jobNumber;
      await waitUntilPushing(async (n) => sync.importStatus(n), jobNumber);
    } finally {
      await service.stop();
    }
    const reopened = EmbeddedSystem.open({ dataDir });
    try {
      expect(gitSync(reopened).jobs.get(jobNumber)).toMatchObject({
        status: 'error',
        errorMessage: 'Job interrupted by a shutdown of the system',
      });
    } finally {
      reopened.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
