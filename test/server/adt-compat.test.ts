/**
 * What ADT clients send that the developer API must take: abap-adt-api's runClass posts an empty
 * form-urlencoded body, and its logout calls the ICF logoff service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';

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

  it('ends the session at the ICF logoff service', async () => {
    const response = await fetch(`${service.url}/sap/public/bc/icf/logoff`, { headers: { authorization: session.auth, cookie: session.cookie } });
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
