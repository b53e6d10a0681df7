/**
 * Skip counts and conditions of exception breakpoints over real HTTP (issue 17): the breakpoints document goes
 * through abap-adt-api's HTTP client (abap-adt-api cannot write exceptionClass) and both are kept in the system
 * database, so a restarted service still honours them; the rest is abap-adt-api's calls. How the engine and the
 * agent decide them: test/system/debugger/exception-conditions.test.ts.
 * ZCL_DEBUG_RAISER raises ZCX_DEBUG_PARENT from FAIL( abap_false ), then ZCX_DEBUG_CHILD from FAIL( abap_true ),
 * then divides by zero (the runtime raises CX_SY_ZERODIVIDE).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { adtSession, collectAdtStops, newAdtClient } from '../support/debug-fixtures.js';
import { addExceptionFixtures, raiserRows, setExceptionBreakpoints } from '../support/exception-fixtures.js';

const TERMINAL = 'EXCEPTION-COND-TEST';
const dataDir = tempDir('abapdeck-exception-cond-');
let service: TestService;

const client = () => newAdtClient(service);

beforeAll(async () => {
  service = await startTestService({ demo: true, dataDir, prepare: addExceptionFixtures, execution: { poolSize: 1 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('exception breakpoints with a skip count or a condition over real HTTP', () => {
  it('keeps the skip count and the condition in the system database: a restarted service still honours them', async () => {
    const listener = client();
    await listener.login();
    const kept = [{ exceptionClass: 'ZCX_DEBUG_PARENT', skipCount: 1 }, { exceptionClass: 'CX_SY_ZERODIVIDE', condition: 'lv_zero = 1' }];
    expect(await setExceptionBreakpoints(listener, TERMINAL, kept)).not.toContain('errorMessage');
    await service.stop();
    service = await startTestService({ demo: true, dataDir, execution: { poolSize: 1 } });
    await service.execution.ready();
    const listed = await (await adtSession(service)).call('GET', `/debugger/breakpoints?clientId=${TERMINAL}`);
    expect(listed.body).toContain('exceptionClass="ZCX_DEBUG_PARENT"');
    const again = client();
    await again.login();
    // the skip count lets the parent's raise by (the child's is the second), the condition the division
    const { stops } = await collectAdtStops(service, again, TERMINAL, 'ZCL_DEBUG_RAISER', async (adt) => {
      const stack = await adt.debuggerStackTrace();
      return Math.max(...stack.stack.map((e) => (Number(e.stackPosition) === stack.stack.length ? e.line : 0)));
    });
    expect(stops).toEqual([raiserRows.childRaise]);
  }, 120_000);
});
