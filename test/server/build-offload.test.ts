import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { classRun } from '../system/execution/fixtures.js';

// Issue 20: after an activation the runtime build transpiles on the build worker; the activation returns at
// once (before, a pull of 1,000 objects held the event loop for the whole transpiling), other users' calls are
// answered meanwhile, and a run waits until the new generation is published.

let service: TestService;
let session: Awaited<ReturnType<typeof rawSession>>;

const run = (name: string) =>
  fetch(`${service.url}${service.adtPath}/oo/classrun/${name}`, {
    method: 'POST',
    headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token, accept: 'text/plain' },
  });

beforeAll(async () => {
  service = await startTestService({ demo: true, execution: { poolSize: 1 } });
  session = await rawSession(service);
  await service.execution.ready();
}, 180_000);
afterAll(async () => service.stop());

describe('runtime build off the event loop', () => {
  it('an activation of 150 classes returns before they are transpiled; list answers meanwhile; the run gets the new code', async () => {
    const { system, execution } = service;
    const before = execution.build.current!.number;
    const classes = Array.from({ length: 150 }, (_, i) => classRun(`ZCL_OFFLOAD_${String(i).padStart(3, '0')}`, `    out->write( \`Offloaded ${i}\` ).`));
    system.db.transaction(() => {
      for (const object of classes) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
    })();
    const activated = classes.map((object) => system.objects.get('CLAS', object.name, 'A')!);
    expect(system.activation.announce({ activated, deleted: [] })).toEqual([]);
    // still the old generation: the build runs on its worker
    expect(execution.build.current!.number).toBe(before);

    const order: string[] = [];
    const ran = run('ZCL_OFFLOAD_149').then(async (response) => {
      order.push('run');
      return response.text();
    });
    const list = await session.post('/list', { package: 'ZDEMO_TOOLS', limit: 5 });
    expect(list.status).toBe(200);
    order.push('list');
    expect(await ran).toBe('Offloaded 149\n');
    expect(order).toEqual(['list', 'run']);
    expect(execution.build.current!.number).toBeGreaterThan(before);
    expect(new Set(execution.pool.processes().map((p) => p.generation))).toEqual(new Set([execution.build.current!.number]));
  }, 180_000);
});
