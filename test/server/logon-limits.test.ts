import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogonGuard } from '../../src/server/logon-limits.js';
import { EmbeddedSystem } from '../../src/system/system.js';
import { demoSeed } from '../../src/system/seed.js';
import { basicAuth, rawSession, startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';

// Issue 19.5: user enumeration by timing, a synchronous hash on the event loop, no limit on attempts.
// The tests assert the mechanisms; bench/logon.bench.mjs measures the times.

const healthAs = (service: TestService, user: string, password: string) =>
  fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: basicAuth(user, password) } });

describe('password checks', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => service.stop());

  it('hashes against a dummy for an unknown user, as it hashes a wrong password of a known one', async () => {
    const checks = service.system.users.passwordChecks;
    const before = { ...checks };
    expect((await healthAs(service, 'NOBODY', 'whatever-1')).status).toBe(401);
    expect(checks.scrypt - before.scrypt).toBe(1);
    expect(checks.dummy - before.dummy).toBe(1);
    expect((await healthAs(service, 'DEVELOPER', 'wrong-password')).status).toBe(401);
    expect(checks.scrypt - before.scrypt).toBe(2);
    expect(checks.dummy - before.dummy).toBe(1);
  });

  it('hashes a wrong password even when the right one was verified before (no fast wrong answer)', async () => {
    expect((await healthAs(service, 'VIEWER', testPasswords.VIEWER)).status).toBe(200);
    const before = service.system.users.passwordChecks.scrypt;
    expect((await healthAs(service, 'VIEWER', testPasswords.VIEWER)).status).toBe(200);
    expect(service.system.users.passwordChecks.scrypt).toBe(before);
    expect((await healthAs(service, 'VIEWER', 'not-the-password')).status).toBe(401);
    expect(service.system.users.passwordChecks.scrypt).toBe(before + 1);
  });

  it("knows the passwords it set: the first logon with a new data folder's initial password costs no scrypt", async () => {
    const system = EmbeddedSystem.open({ dataDir: tempDir('abapdeck-initial-logon-'), seed: demoSeed, initialPasswords: { DEVELOPER: 'first-logon-1', VIEWER: 'first-logon-2' } });
    try {
      expect(await system.users.verify('100', 'DEVELOPER', 'first-logon-1')).toBe(true);
      expect(system.users.passwordChecks.scrypt).toBe(0);
      expect(await system.users.verify('100', 'DEVELOPER', 'first-logon-2')).toBe(false);
      expect(system.users.passwordChecks.scrypt).toBe(1);
    } finally {
      system.close();
    }
  });

  it('hashes off the event loop: other work runs while a password is checked', async () => {
    let turned = false;
    const checking = service.system.users.verify('100', 'NOBODY', 'some-password');
    setImmediate(() => (turned = true));
    expect(await checking).toBe(false);
    expect(turned).toBe(true);
  });
});

describe('failed logons per user', () => {
  let service: TestService;
  const log: string[] = [];
  beforeAll(async () => {
    service = await startTestService({
      logonLimits: { failuresPerUser: 3, failuresPerAddress: 1000, windowMillis: 4000 },
      log: (line) => log.push(line),
    });
  });
  afterAll(async () => service.stop());

  it('refuses the user with 429 after the limit, even with the right password, and logs it', async () => {
    for (let i = 0; i < 3; i++) expect((await healthAs(service, 'DEVELOPER', `guess-${i}`)).status).toBe(401);
    const refused = await healthAs(service, 'DEVELOPER', testPasswords.DEVELOPER);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      success: false,
      command: 'HEALTH',
      error: expect.stringMatching(/^Too many failed logons for user DEVELOPER from address 127\.0\.0\.1; logon is refused for \d+ second\(s\), then try again$/),
    });
    expect(log.some((line) => /3 failed logons for user DEVELOPER in client 100 from 127\.0\.0\.1/.test(line))).toBe(true);
    // other users are not affected
    expect((await healthAs(service, 'VIEWER', testPasswords.VIEWER)).status).toBe(200);
  });

  it('accepts the user again once the window has passed', async () => {
    await new Promise((resolve) => setTimeout(resolve, 4100));
    expect((await healthAs(service, 'DEVELOPER', testPasswords.DEVELOPER)).status).toBe(200);
  });

  it('counts unknown users like known ones', async () => {
    for (let i = 0; i < 3; i++) expect((await healthAs(service, 'GHOST', `guess-${i}`)).status).toBe(401);
    expect((await healthAs(service, 'GHOST', 'guess-4')).status).toBe(429);
  });

  it('starts counting afresh after a right password', async () => {
    for (let i = 0; i < 2; i++) expect((await healthAs(service, 'VIEWER', `guess-${i}`)).status).toBe(401);
    expect((await healthAs(service, 'VIEWER', testPasswords.VIEWER)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await healthAs(service, 'VIEWER', `guess-${i}`)).status).toBe(401);
    expect((await healthAs(service, 'VIEWER', testPasswords.VIEWER)).status).toBe(200);
  });
});

describe('failed logons per address', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ logonLimits: { failuresPerUser: 1000, failuresPerAddress: 4, windowMillis: 60_000 } });
  });
  afterAll(async () => service.stop());

  it('refuses the address with 429 after the limit, whatever user it tries next', async () => {
    for (const user of ['A1', 'A2', 'A3', 'DEVELOPER']) expect((await healthAs(service, user, 'guess')).status).toBe(401);
    const refused = await healthAs(service, 'VIEWER', testPasswords.VIEWER);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/^Too many failed logons from address 127\.0\.0\.1;/);
  });

  it('answers the developer API with its exception document', async () => {
    const refused = await fetch(`${service.url}${service.adtPath}/discovery`, { headers: { authorization: basicAuth('VIEWER', testPasswords.VIEWER) } });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many failed logons from address 127.0.0.1');
  });
});

// Issue 33.5: the lockout was a weapon — ten wrong passwords from anyone locked a user out everywhere, their live
// CLI/TUI session too (the client sends basic auth on every call); behind a proxy every logon came from one address;
// failures for 10,000 other names pushed a locked user's counter out of the table.

/** GET /health from a given local address of the loopback network (127.0.0.2 is another client). */
function healthFrom(service: TestService, localAddress: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${service.url}${service.servicePath}/health`, { localAddress, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the logon lockout is no weapon', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ logonLimits: { failuresPerUser: 3, failuresPerAddress: 1000, windowMillis: 60_000 } });
  });
  afterAll(async () => service.stop());

  it("a live session keeps working while its user's logons are refused, though the client sends basic auth on every call", async () => {
    const { cookie } = await rawSession(service, 'VIEWER');
    for (let i = 0; i < 3; i++) expect((await healthAs(service, 'VIEWER', `guess-${i}`)).status).toBe(401);
    expect((await healthAs(service, 'VIEWER', testPasswords.VIEWER)).status).toBe(429);
    const withSession = await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie, authorization: basicAuth('VIEWER', testPasswords.VIEWER) } });
    expect(withSession.status).toBe(200);
    // the session is no way around the password: a wrong one beside the cookie is still refused
    const wrong = await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie, authorization: basicAuth('VIEWER', 'guess-x') } });
    expect(wrong.status).toBe(401);
  });

  it('refuses logons per user and address: the same user from another address logs on', async () => {
    for (let i = 0; i < 3; i++) expect(await healthFrom(service, '127.0.0.1', { authorization: basicAuth('DEVELOPER', `guess-${i}`) })).toBe(401);
    expect(await healthFrom(service, '127.0.0.1', { authorization: basicAuth('DEVELOPER', testPasswords.DEVELOPER) })).toBe(429);
    expect(await healthFrom(service, '127.0.0.2', { authorization: basicAuth('DEVELOPER', testPasswords.DEVELOPER) })).toBe(200);
  });

  it('counts a forwarded address only from a trusted proxy', async () => {
    const spoofed = (address: string, password: string) => healthFrom(service, '127.0.0.3', { authorization: basicAuth('GHOST2', password), 'x-forwarded-for': address });
    // not trusted: X-Forwarded-For changes nothing, the failures all count for 127.0.0.3
    for (let i = 0; i < 3; i++) expect(await spoofed(`10.0.0.${i}`, `guess-${i}`)).toBe(401);
    expect(await spoofed('10.0.0.9', 'guess-9')).toBe(429);
  });
});

describe('behind a trusted proxy', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ trustedProxies: ['127.0.0.1'], logonLimits: { failuresPerUser: 1000, failuresPerAddress: 3, windowMillis: 60_000 } });
  });
  afterAll(async () => service.stop());

  it("counts failures per forwarded client address, so one client's failures do not lock out everyone behind the proxy", async () => {
    const via = (client: string, password: string) =>
      fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: basicAuth('DEVELOPER', password), 'x-forwarded-for': client } });
    for (let i = 0; i < 3; i++) expect((await via('198.51.100.7', `guess-${i}`)).status).toBe(401);
    const refused = await via('198.51.100.7', testPasswords.DEVELOPER);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toContain('198.51.100.7');
    expect((await via('198.51.100.8', testPasswords.DEVELOPER)).status).toBe(200);
  });
});

describe('the counters of locked logons', () => {
  it('are never pushed out of the table by failures for other names', () => {
    const guard = new LogonGuard({ failuresPerUser: 3, failuresPerAddress: 1e9, windowMillis: 60_000, maxCounters: 100 }, () => {});
    const now = Date.now();
    for (let i = 0; i < 3; i++) guard.failed('100', 'DEVELOPER', '192.0.2.1', now);
    expect(guard.refusal('100', 'DEVELOPER', '192.0.2.1', now)).toBeDefined();
    for (let i = 0; i < 10_000; i++) guard.failed('100', `NAME${i}`, '192.0.2.1', now);
    expect(guard.refusal('100', 'DEVELOPER', '192.0.2.1', now)).toMatchObject({ what: 'for user DEVELOPER from address 192.0.2.1' });
  });
});
