/**
 * The seed corpus of issue 33 (items 1, 2, 7, 13, 15; test/reliability/attack-seeds-a.ts) thrown at a running
 * service: each answer is a refusal of its own kind — never a 5xx, never a stack trace — and nothing changes:
 * no row in another client, no breakpoint kept, no branch in a repository the service was not linked to.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCondition } from '../../src/system/debugger/engine/breakpoint-conditions.js';
import { debuggerLimits } from '../../src/system/debugger/index.js';
import { adtSession, type AdtSession } from '../support/debug-fixtures.js';
import { createBareRepository, git, workingCopy } from '../support/git.js';
import { rawSession, startTestService, tempDir, type TestService } from '../support/service.js';
import { breakpointsBodySeeds, breakpointsDocument, customizeSeeds, hostileConditions, repositorySeeds } from './attack-seeds-a.js';

let service: TestService;
let root: string;
let session: Awaited<ReturnType<typeof rawSession>>;
let adt: AdtSession;

beforeAll(async () => {
  root = tempDir('abapdeck-seeds-a-');
  // local repositories below a folder of their own: the seeds' other paths lie outside it
  service = await startTestService({ demo: true, localRepositoryRoot: join(root, 'repositories') });
  session = await rawSession(service);
  adt = await adtSession(service);
});
afterAll(async () => {
  await service?.stop();
  rmSync(root, { recursive: true, force: true });
});

function expectNoFailure(answer: { status: number; text: string }, context: string): void {
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.text, context).not.toMatch(/\n\s+at \S+ \(|node_modules|\.ts:\d+|\.js:\d+:\d+/);
}

describe('the seeds of issue 33', () => {
  it.each(customizeSeeds.map((seed, index) => [index, seed] as const))('customize seed %i writes into no client', async (_, seed) => {
    const response = await session.post('/customize', seed);
    const text = await response.text();
    expectNoFailure({ status: response.status, text }, JSON.stringify(seed));
    expect(JSON.parse(text)).toMatchObject({ success: expect.anything() });
    for (const client of ['100', '997', '998', '999']) {
      const rows = service.system.reading.preview({ objects: ['ZDEMO_FARE_RULE'], where: "FARE_CLASS = 'V'" }, client).objects[0]!.rows;
      expect(rows, `client ${client}`).toEqual([]);
    }
  });

  it('breakpoints documents: malformed ones are 400, oversized ones 413, and none is kept', async () => {
    const post = async (body: string) => {
      const response = await adt.post('/debugger/breakpoints', { body, contentType: 'application/xml' });
      expectNoFailure({ status: response.status, text: response.body }, body.slice(0, 200));
      return response.status;
    };
    for (const body of breakpointsBodySeeds.malformed) expect(await post(body), body).toBe(400);
    expect(await post(breakpointsDocument('SEED-36K', Array(60).fill({ exceptionClass: 'CX_ROOT', condition: hostileConditions.long36k })))).toBe(413);
    expect(await post(breakpointsBodySeeds.manySmall(debuggerLimits.breakpointsPerDocument + 1))).toBe(413);
    expect(await post(breakpointsBodySeeds.manySmall(3000))).toBe(413);
    expect((await adt.call('GET', '/debugger/breakpoints')).body).not.toContain('<breakpoint');
  });

  it.each(hostileConditions.trailing)('condition %j is not cut to the expression before it', (condition) => {
    expect(compileCondition(condition)).toMatchObject({ ok: false, reason: expect.stringContaining('must be one logical expression') });
  });

  it('import and create aimed at repositories the service may not touch are refused, and no branch appears', async () => {
    const unlinked = await createBareRepository(join(root, 'repositories'), 'unlinked');
    await workingCopy(join(root, 'work'), unlinked, { 'README.md': '# not linked\n' });
    for (const seed of repositorySeeds(unlinked)) {
      for (const path of ['/import', '/import/preview', '/create']) {
        const response = await session.post(path, seed);
        const text = await response.text();
        expectNoFailure({ status: response.status, text }, `${path} ${JSON.stringify(seed)}`);
        const answer = JSON.parse(text) as Record<string, unknown>;
        const refused = answer['success'] === false || answer['success'] === '' || answer['SUCCESS'] === '';
        // the one seed a create may take: the unlinked repository itself, spelt inside the root
        if (path === '/create' && !refused) {
          expect(seed['url'], JSON.stringify(answer)).not.toMatch(/^\/(etc)?$|^file:\/\/\/etc/);
          await session.post('/delete', { url: seed['url'] });
          continue;
        }
        expect(refused, `${path} ${JSON.stringify(seed)} → ${text}`).toBe(true);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await git(unlinked, 'branch', '--format=%(refname:short)')).trim()).toBe('main');
  });
});
