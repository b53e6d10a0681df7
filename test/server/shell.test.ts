import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, rawSession, startTestService, testPasswords, type TestService } from '../support/service.js';
import { smallHierarchy } from '../support/fixtures.js';

let service: TestService;
const url = (path: string) => `${service.url}${service.servicePath}${path}`;

beforeAll(async () => {
  service = await startTestService({ prepare: smallHierarchy, bodyLimit: 64 * 1024 });
});
afterAll(async () => service.stop());

describe('authentication', () => {
  it('answers 401 with WWW-Authenticate without credentials', async () => {
    const response = await fetch(url('/health'));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect(await response.json()).toMatchObject({ success: false, command: 'HEALTH' });
  });

  it('answers 401 for a wrong password and for an unknown user', async () => {
    for (const auth of [basicAuth('DEVELOPER', 'wrong'), basicAuth('NOBODY', 'x')]) {
      const response = await fetch(url('/health'), { headers: { authorization: auth } });
      expect(response.status).toBe(401);
    }
  });

  it('accepts the user name in any case', async () => {
    const response = await fetch(url('/health'), { headers: { authorization: basicAuth('developer', testPasswords.DEVELOPER) } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'OK' });
  });

  it('refuses a client that does not exist, by header or by query parameter', async () => {
    const auth = basicAuth('DEVELOPER', testPasswords.DEVELOPER);
    const byHeader = await fetch(url('/health'), { headers: { authorization: auth, 'sap-client': '999' } });
    expect(byHeader.status).toBe(401);
    expect((await byHeader.json()).error).toBe('Client 999 does not exist in this system');
    const byQuery = await fetch(url('/health?sap-client=200'), { headers: { authorization: auth } });
    expect(byQuery.status).toBe(401);
    const good = await fetch(url('/health?sap-client=100'), { headers: { authorization: auth } });
    expect(good.status).toBe(200);
  });

  it('keeps the session by cookie without credentials on later calls', async () => {
    const { cookie } = await rawSession(service);
    const response = await fetch(url('/health'), { headers: { cookie } });
    expect(response.status).toBe(200);
  });
});

describe('CSRF', () => {
  it('refuses a modifying call without a token with 403 and x-csrf-token: Required', async () => {
    const response = await fetch(url('/tree'), {
      method: 'POST',
      headers: { authorization: basicAuth('DEVELOPER', testPasswords.DEVELOPER), 'content-type': 'application/json' },
      body: JSON.stringify({ package: 'ZROOT' }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-csrf-token')).toBe('Required');
  });

  it('accepts the fetched token with the session cookie, and reuses it across calls', async () => {
    const session = await rawSession(service);
    expect(session.token).toMatch(/.{20,}/);
    for (let i = 0; i < 3; i++) {
      const response = await session.post('/tree', { package: 'ZROOT' });
      expect(response.status).toBe(200);
    }
  });

  it('refuses the token of one session presented with another session', async () => {
    const first = await rawSession(service);
    const second = await rawSession(service);
    const response = await fetch(url('/tree'), {
      method: 'POST',
      headers: { authorization: first.auth, cookie: second.cookie, 'x-csrf-token': first.token, 'content-type': 'application/json' },
      body: '{"package":"ZROOT"}',
    });
    expect(response.status).toBe(403);
  });

  it('hands out a token on any GET, as real systems do', async () => {
    const response = await fetch(`${service.url}${service.adtPath}/discovery`, {
      headers: { authorization: basicAuth('DEVELOPER', testPasswords.DEVELOPER), 'x-csrf-token': 'fetch' },
    });
    expect(response.headers.get('x-csrf-token')).toMatch(/.{20,}/);
  });
});

describe('authorisations', () => {
  it('answers 403 naming the authorisation object when the user lacks it', async () => {
    const { EmbeddedSystem } = await import('../../src/system/system.js');
    const system = EmbeddedSystem.open({ dataDir: service.dataDir });
    system.users.add('100', 'NOAUTH', 'no-auth-secret', []);
    system.close();
    const auth = basicAuth('NOAUTH', 'no-auth-secret');
    const health = await fetch(url('/health'), { headers: { authorization: auth, 'x-csrf-token': 'fetch' } });
    const cookie = health.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const token = health.headers.get('x-csrf-token')!;
    const headers = { authorization: auth, cookie, 'x-csrf-token': token, 'content-type': 'application/json' };
    const list = await fetch(url('/list'), { method: 'POST', headers, body: '{"package":"ZROOT"}' });
    expect(list.status).toBe(403);
    expect((await list.json()).error).toContain('S_DEVELOP');
    // The spec gives tree its own answer for this: a result with the access-denied text.
    const tree = await fetch(url('/tree'), { method: 'POST', headers, body: '{"package":"ZROOT"}' });
    expect(tree.status).toBe(200);
    expect(await tree.json()).toMatchObject({ SUCCESS: false, ERROR: 'Access denied to package information' });
  });

  it('lets the display-only user read the tree', async () => {
    const session = await rawSession(service, 'VIEWER');
    const response = await session.post('/tree', { package: 'ZROOT' });
    expect(await response.json()).toMatchObject({ SUCCESS: true });
  });
});

describe('malformed requests', () => {
  it.each([
    ['not JSON', '{"package": '],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"ZROOT"'],
    ['a wrongly typed field', '{"package":"ZROOT","depth":"deep"}'],
  ])('answers 400 with the envelope for %s', async (_label, body) => {
    const session = await rawSession(service);
    const response = await session.post('/tree', body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json).toMatchObject({ success: false, command: 'TREE' });
    expect(typeof json.error).toBe('string');
  });

  it('answers 400 for a body of another content type', async () => {
    const session = await rawSession(service);
    const response = await session.post('/list', 'package=ZROOT', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const session = await rawSession(service);
    const response = await session.post('/list', { package: 'ZROOT', name: 'x'.repeat(100 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('answers 404 with the envelope for an unknown path, and an exception document under the developer API', async () => {
    const session = await rawSession(service);
    const json = await session.post('/nonsense', {});
    expect(json.status).toBe(404);
    expect(await json.json()).toMatchObject({ success: false, command: 'NONSENSE' });
    const adt = await fetch(`${service.url}${service.adtPath}/nonsense`, { headers: { authorization: session.auth } });
    expect(adt.status).toBe(404);
    expect(await adt.text()).toContain('exc:exception');
  });
});
