import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, startTestService, testPasswords, type TestService } from '../support/service.js';

// Issue 19.4: every Basic-auth call without the cookie used to store a new session (100k calls: 1.4 → 7.5 ms a call).
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ maxSessions: 5 });
});
afterAll(async () => service.stop());

const auth = basicAuth('DEVELOPER', testPasswords.DEVELOPER);
const health = (headers: Record<string, string>) => fetch(`${service.url}${service.servicePath}/health`, { headers });
const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

describe('sessions of clients that never send the cookie back', () => {
  it('stores no session and sends no cookie for a basic-authenticated call without a cookie', async () => {
    const before = service.sessions.size;
    for (let i = 0; i < 50; i++) {
      const response = await health({ authorization: auth });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(service.sessions.size).toBe(before);
  });

  it('keeps a session for a CSRF token fetch: cookie and token then authorise a modifying call', async () => {
    const fetched = await health({ authorization: auth, 'x-csrf-token': 'fetch' });
    const cookie = sessionCookie(fetched);
    expect(cookie).toMatch(/^SAP_SESSIONID_DEV_100=/);
    const token = fetched.headers.get('x-csrf-token')!;
    const response = await fetch(`${service.url}${service.servicePath}/status`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.org/none.git' }),
    });
    expect(response.status).toBe(200);
  });

  it('keeps a stateful session (ADT clients send its cookies back)', async () => {
    const first = await health({ authorization: auth, 'x-sap-adt-sessiontype': 'stateful' });
    const cookies = first.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cookies).toEqual(['SAP_SESSIONID_DEV_100', 'sap-contextid']);
    const again = await health({ cookie: sessionCookie(first), 'x-sap-adt-sessiontype': 'stateful' });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('caps the stored sessions: beyond the cap the least recently used one ends', async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 7; i++) cookies.push(sessionCookie(await health({ authorization: auth, 'x-csrf-token': 'fetch' })));
    expect(service.sessions.size).toBe(5);
    expect((await health({ cookie: cookies[0]! })).status).toBe(401);
    expect((await health({ cookie: cookies[6]! })).status).toBe(200);
    // a session in use moves to the front of the line: cookies[2] is touched, so cookies[3] ends first
    expect((await health({ cookie: cookies[2]! })).status).toBe(200);
    await health({ authorization: auth, 'x-csrf-token': 'fetch' });
    expect((await health({ cookie: cookies[2]! })).status).toBe(200);
    expect((await health({ cookie: cookies[3]! })).status).toBe(401);
  });
});

// Issue 33.4: the cap was global, so one account opening sessions fast ended everyone else's (a debug session too).
describe('session quotas per user', () => {
  let quoted: TestService;
  beforeAll(async () => {
    quoted = await startTestService({
      maxSessions: 6,
      maxSessionsPerUser: 3,
      prepare: (system) => system.users.add('100', 'OTHER', 'other-secret-1', []),
    });
  });
  afterAll(async () => quoted.stop());

  const open = async (user: string, password: string) => {
    const response = await fetch(`${quoted.url}${quoted.servicePath}/health`, { headers: { authorization: basicAuth(user, password), 'x-csrf-token': 'fetch' } });
    return sessionCookie(response);
  };
  const alive = async (cookie: string) => (await fetch(`${quoted.url}${quoted.servicePath}/health`, { headers: { cookie } })).status === 200;

  it("one user's flood of sessions ends only that user's own oldest sessions", async () => {
    const viewer = await open('VIEWER', testPasswords.VIEWER);
    const developer: string[] = [];
    for (let i = 0; i < 20; i++) developer.push(await open('DEVELOPER', testPasswords.DEVELOPER));
    expect(await alive(viewer)).toBe(true);
    expect(quoted.sessions.size).toBe(4);
    expect(await alive(developer[19]!)).toBe(true);
    expect(await alive(developer[16]!)).toBe(false);
  });

  it('at the global cap the user holding the most sessions gives one up, not the least recently used user', async () => {
    const viewers = [await open('VIEWER', testPasswords.VIEWER)];
    // VIEWER: 2 (one from the test before), DEVELOPER: 3, OTHER: 1 → 6, at the cap; one more OTHER ends a DEVELOPER session
    await open('OTHER', 'other-secret-1');
    expect(quoted.sessions.size).toBe(6);
    await open('OTHER', 'other-secret-1');
    expect(quoted.sessions.size).toBe(6);
    for (const cookie of viewers) expect(await alive(cookie)).toBe(true);
    expect(quoted.sessions.countOf('100', 'DEVELOPER')).toBe(2);
  });
});
