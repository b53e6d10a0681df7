/**
 * Route schemas are compiled on a route's first request, not at start (src/server/request-edge.ts
 * lazyValidatorCompilers, issue 20): the first request of each route must be validated as strictly as every
 * later one — a wrongly typed field is a 400 naming it, never converted — over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { smallHierarchy } from '../support/fixtures.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ prepare: smallHierarchy });
});
afterAll(async () => service.stop());

describe('route schemas compiled on first use', () => {
  it("refuses a route's very first request when a field has the wrong type, naming the field, and converts nothing", async () => {
    const session = await rawSession(service);
    const refused = await session.post('/list', { package: 'ZROOT', limit: '5' });
    expect(refused.status).toBe(400);
    const json = (await refused.json()) as { success: boolean; command: string; error: string };
    expect(json).toMatchObject({ success: false, command: 'LIST' });
    expect(json.error).toMatch(/^Invalid request: .*limit.* must be integer/);
    const again = await session.post('/list', { package: 'ZROOT', limit: 'five' });
    expect(again.status).toBe(400);
  });

  it('accepts the right types on the same route, and validates a route whose first request is valid', async () => {
    const session = await rawSession(service);
    const listed = await session.post('/list', { package: 'ZROOT', limit: 5 });
    expect(listed.status).toBe(200);
    const tree = await session.post('/tree', { package: 'ZROOT' });
    expect(tree.status).toBe(200);
    const wrong = await session.post('/tree', { package: 'ZROOT', depth: 'deep' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/depth/);
  });
});
