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
});
