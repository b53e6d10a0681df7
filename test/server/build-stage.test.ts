import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { classRun } from '../system/execution/fixtures.js';
import type { AbapObject } from '../../src/system/objects.js';

// Issue 31's unit-run speed: a pull tells the runtime build which objects it is about to check
// (ActivationHub.expect), and the build worker builds them while the checks run, into a generation the service
// does not take yet. The apply after the activation keeps what activated as staged and builds back what did not.

let service: TestService;
let session: Awaited<ReturnType<typeof rawSession>>;

const run = async (name: string) => {
  const response = await fetch(`${service.url}${service.adtPath}/oo/classrun/${name}`, {
    method: 'POST',
    headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token, accept: 'text/plain' },
  });
  return response.text();
};

function activate(objects: AbapObject[]): void {
  const { system } = service;
  system.db.transaction(() => {
    for (const object of objects) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  })();
  const activated = objects.map((object) => system.objects.get('CLAS', object.name, 'A')!);
  expect(system.activation.announce({ activated, deleted: [] })).toEqual([]);
}

beforeAll(async () => {
  service = await startTestService({ demo: true, execution: { poolSize: 1 } });
  session = await rawSession(service);
  await service.execution.warmBuild();
}, 180_000);
afterAll(async () => service.stop());

describe('a staged runtime build', () => {
  it('an activation of what was staged publishes the staged generation without building again', async () => {
    const { system, execution } = service;
    const before = execution.build.current!.number;
    const classes = Array.from({ length: 5 }, (_, i) => classRun(`ZCL_STAGED_${i}`, `    out->write( \`Staged ${i}\` ).`));
    system.activation.expect(classes);
    await execution.ready();
    // built, not published: the service still has its generation, the staged one is on disk
    expect(execution.build.current!.number).toBe(before);
    const staged = join(execution.build.root, `g${String(before + 1).padStart(6, '0')}`, 'manifest.json');
    expect(Object.keys(JSON.parse(readFileSync(staged, 'utf8')).objects)).toContain('CLAS ZCL_STAGED_0');
    const written = statSync(staged).mtimeMs;

    activate(classes);
    expect(await run('ZCL_STAGED_4')).toBe('Staged 4\n');
    // the staged generation, confirmed as it was written
    expect(execution.build.current!.number).toBe(before + 1);
    expect(statSync(staged).mtimeMs).toBe(written);
    expect(execution.build.current!.manifest.objects['CLAS ZCL_STAGED_0']!.modules).toContain('zcl_staged_0.clas.mjs');
  }, 180_000);

  it('what was staged and did not activate is built back: a new object leaves, a changed one keeps its active code', async () => {
    const { system, execution } = service;
    const kept = classRun('ZCL_STAGED_KEPT', '    out->write( `Active version` ).');
    activate([kept]);
    expect(await run('ZCL_STAGED_KEPT')).toBe('Active version\n');
    const before = execution.build.current!;
    const keptHash = before.manifest.objects['CLAS ZCL_STAGED_KEPT']!.hash;

    const activated = classRun('ZCL_STAGED_OK', '    out->write( `Activated` ).');
    const failedNew = classRun('ZCL_STAGED_FAILED', '    out->write( `Never activated` ).');
    const failedChange = classRun('ZCL_STAGED_KEPT', '    out->write( `Staged, never activated` ).');
    system.activation.expect([activated, failedNew, failedChange]);
    // the checks refused two of them: only one is activated
    activate([activated]);

    expect(await run('ZCL_STAGED_OK')).toBe('Activated\n');
    expect(await run('ZCL_STAGED_KEPT')).toBe('Active version\n');
    const after = execution.build.current!;
    expect(after.number).toBe(before.number + 2);
    expect(after.manifest.objects['CLAS ZCL_STAGED_FAILED']).toBeUndefined();
    expect(after.manifest.objects['CLAS ZCL_STAGED_KEPT']!.hash).toBe(keptHash);
    expect(new Set(execution.pool.processes().map((p) => p.generation))).toEqual(new Set([after.number]));
  }, 180_000);

  it('a stage no activation followed is built back by the next activation', async () => {
    const { system, execution } = service;
    const before = execution.build.current!;
    system.activation.expect([classRun('ZCL_STAGED_ORPHAN', '    out->write( `Orphan` ).')]);
    const next = classRun('ZCL_STAGED_NEXT', '    out->write( `Next` ).');
    activate([next]);
    expect(await run('ZCL_STAGED_NEXT')).toBe('Next\n');
    const after = execution.build.current!;
    expect(after.number).toBeGreaterThan(before.number);
    expect(after.manifest.objects['CLAS ZCL_STAGED_ORPHAN']).toBeUndefined();
  }, 180_000);
});
