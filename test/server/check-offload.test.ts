import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { smallHierarchy } from '../support/fixtures.js';

// Issue 19 item 1 / issue 20: a heavy check runs on a check worker thread, so another user's list and tree are
// answered while it runs (before, the event loop was held for the check's whole duration).

let service: TestService;
let post: (path: string, body: unknown) => Promise<Response>;

beforeAll(async () => {
  service = await startTestService({ prepare: smallHierarchy });
  post = (await rawSession(service)).post;
  // the worker loads its registry on its first task
  expect((await post('/syntax', { objects: [{ type: 'PROG', name: 'ZWARM', source: 'REPORT zwarm.' }] })).status).toBe(200);
}, 120_000);
afterAll(async () => service.stop());

describe('checks off the event loop', () => {
  it('answers list and tree while a syntax check of 45,000 lines runs', async () => {
    const order: string[] = [];
    const source = `REPORT zheavy.\n${Array.from({ length: 45_000 }, (_, i) => `DATA(lv_${i}) = ${i} + 1.`).join('\n')}\n`;
    const heavy = post('/syntax', { objects: [{ type: 'PROG', name: 'ZHEAVY', source }] }).then(async (response) => {
      order.push('syntax');
      return response.status;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    for (let i = 0; i < 5; i++) {
      const list = await post('/list', { package: 'ZROOT_A', limit: 5 });
      expect(list.status).toBe(200);
      const tree = await post('/tree', { package: 'ZROOT' });
      expect(tree.status).toBe(200);
      order.push('list+tree');
    }
    expect(await heavy).toBe(200);
    expect(order).toEqual(['list+tree', 'list+tree', 'list+tree', 'list+tree', 'list+tree', 'syntax']);
  }, 120_000);

  // Issue 33: small checks queued behind the heavy one on the one check thread (p99 2.9 s for where, 1.8 s for a
  // small syntax call in the load bench); they have a lane of their own.
  it('answers a small syntax check and a where-used while a syntax check of 45,000 lines runs', async () => {
    const order: string[] = [];
    const source = `REPORT zheavy2.\n${Array.from({ length: 45_000 }, (_, i) => `DATA(lv_${i}) = ${i} + 1.`).join('\n')}\n`;
    const heavy = post('/syntax', { objects: [{ type: 'PROG', name: 'ZHEAVY2', source }] }).then((response) => {
      order.push('heavy');
      return response.status;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    for (let i = 0; i < 3; i++) {
      const small = await post('/syntax', { objects: [{ type: 'PROG', name: 'ZSMALL', source: 'REPORT zsmall.\nDATA lv_x TYPE i.\nlv_x = 1.\n' }] });
      expect(small.status).toBe(200);
      const where = await post('/where', { objects: ['ZCL_ROOT'] });
      expect(where.status).toBe(200);
      order.push('small');
    }
    expect(await heavy).toBe(200);
    expect(order).toEqual(['small', 'small', 'small', 'heavy']);
  }, 120_000);
});
