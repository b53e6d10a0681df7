/**
 * What ADT clients send that the developer API must take: abap-adt-api's runClass posts an empty
 * form-urlencoded body, and its logout calls the ICF logoff service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADTClient } from 'abap-adt-api';
import { rawSession, startTestService, testPasswords, type TestService } from '../support/service.js';

let service: TestService;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  service = await startTestService({ demo: true });
  session = await rawSession(service);
});
afterAll(async () => service.stop());

describe('the developer API as ADT clients call it', () => {
  it('runs a class posted with an empty form-urlencoded body and Accept */*', async () => {
    const response = await fetch(`${service.url}${service.adtPath}/oo/classrun/ZCL_DEMO_CLASSRUN`, {
      method: 'POST',
      headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token, 'content-type': 'application/x-www-form-urlencoded', accept: '*/*' },
    });
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(0);
  });

  // Issue 33.14: logoff was a GET without a CSRF token, so any page could log a user out with a link or an image.
  it('refuses a logoff without the CSRF token, by GET or POST: the session goes on', async () => {
    const own = await rawSession(service);
    const get = await fetch(`${service.url}/sap/public/bc/icf/logoff`, { headers: { cookie: own.cookie } });
    expect(get.status).toBe(403);
    const post = await fetch(`${service.url}/sap/public/bc/icf/logoff`, { method: 'POST', headers: { cookie: own.cookie } });
    expect(post.status).toBe(403);
    expect((await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie: own.cookie } })).status).toBe(200);
  });

  it('logs off with a POST carrying the token', async () => {
    const own = await rawSession(service);
    const response = await fetch(`${service.url}/sap/public/bc/icf/logoff`, { method: 'POST', headers: { cookie: own.cookie, 'x-csrf-token': own.token } });
    expect(response.status).toBe(200);
    expect((await fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie: own.cookie } })).status).toBe(401);
  });

  it("ends the session at the ICF logoff service as abap-adt-api's logout calls it (GET with the session's token)", async () => {
    const adt = new ADTClient(service.url, 'DEVELOPER', testPasswords.DEVELOPER, '100', 'EN');
    await adt.login();
    await adt.logout();
    const response = await fetch(`${service.url}/sap/public/bc/icf/logoff`, { headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token } });
    expect(response.status).toBe(200);
    // the session cookie no longer carries a CSRF token: a modifying call with the old token is refused
    const after = await fetch(`${service.url}${service.servicePath}/pull`, {
      method: 'POST',
      headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(after.status).toBe(403);
  });
});
