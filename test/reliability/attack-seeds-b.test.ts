/**
 * Replays the seed corpus of issue 33's attack review (attack-seeds-b.corpus.ts) against a real service. Each seed
 * once did harm (a 500 with a stack trace in the log, a session ended from another page, a failed logon counted
 * against a chosen address); the property every seed holds now is the fuzzers' (no 500, no stack trace) and the
 * route's own refusal. New findings are added to the corpus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, rawSession, startTestService, testPasswords, type TestService } from '../support/service.js';
import { forgedLogoffs, malformedCookies, spoofedForwardedFor } from './attack-seeds-b.corpus.js';

let service: TestService;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  service = await startTestService({ demo: true });
  session = await rawSession(service);
});
afterAll(async () => service?.stop());

/** No 5xx and no stack trace: the property every answer holds. */
function expectNoInternalError(what: string, status: number, text: string): void {
  expect(status, `${what} → ${status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, what).not.toMatch(/URIError|\n\s+at \S+ \(|node_modules|\.js:\d+:\d+/);
}

describe('cookies whose values do not decode (item 8)', () => {
  it.each(malformedCookies)('%s without credentials is a 401, not a 500', async (cookie) => {
    const response = await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie } });
    const text = await response.text();
    expectNoInternalError(cookie, response.status, text);
    expect(response.status).toBe(401);
  });

  it.each(malformedCookies)('%s beside valid credentials is ignored: the call is answered', async (cookie) => {
    const auth = basicAuth('DEVELOPER', testPasswords.DEVELOPER);
    const response = await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie, authorization: auth } });
    expectNoInternalError(cookie, response.status, await response.text());
    expect(response.status).toBe(200);
  });

  it('a valid session cookie still works beside an undecodable one', async () => {
    const response = await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie: `junk=%E0%A4%A; ${session.cookie}` } });
    expect(response.status).toBe(200);
  });
});

describe('forged logoffs (item 14)', () => {
  it.each(forgedLogoffs)('%s is refused with 403 and the session goes on', async (_name, method, headers) => {
    const own = await rawSession(service);
    const response = await fetch(`${service.url}/sap/public/bc/icf/logoff`, { method, headers: { cookie: own.cookie, ...headers } });
    expectNoInternalError(_name, response.status, await response.text());
    expect(response.status).toBe(403);
    expect((await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie: own.cookie } })).status).toBe(200);
  });
});

describe('X-Forwarded-For from a client that is no trusted proxy (item 5)', () => {
  it('changes nothing: every failure counts for the connection’s own address', async () => {
    const limited = await startTestService({ logonLimits: { failuresPerUser: 1000, failuresPerAddress: spoofedForwardedFor.length, windowMillis: 60_000 } });
    try {
      for (const forwarded of spoofedForwardedFor) {
        const response = await fetch(`${limited.url}${limited.servicePath}/health`, { headers: { authorization: basicAuth('NOBODY', 'guess'), 'x-forwarded-for': forwarded } });
        expectNoInternalError(forwarded.slice(0, 40), response.status, await response.text());
        expect(response.status).toBe(401);
      }
      const refused = await fetch(`${limited.url}${limited.servicePath}/health`, { headers: { authorization: basicAuth('VIEWER', testPasswords.VIEWER), 'x-forwarded-for': '192.0.2.99' } });
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toContain('from address 127.0.0.1');
    } finally {
      await limited.stop();
    }
  });
});
