/**
 * Issue 33.9: the bodies of getVariables and getChildVariables, when malformed or nested deeply, answered 500.
 * They are a 400 with ADT's exception document, and the debuggee stays attached and readable. The hostile
 * documents are seeds of test/reliability/attack-seeds-b.test.ts too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ADTClient } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, attachAtFirstStop, probeRows as rows, probeUri } from '../support/debug-fixtures.js';
import { hostileVariableRequests } from '../reliability/attack-seeds-b.corpus.js';

let service: TestService;
let adt: ADTClient;
let listener: ADTClient;
let run: Promise<unknown>;
const TERMINAL = 'VARIABLE-REQUESTS-TEST';

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 1 } });
  await service.execution.ready();
  ({ adt, listener, run } = await attachAtFirstStop(service, TERMINAL, 'ZCL_DEBUG_PROBE', [probeUri(rows.first)]));
}, 120_000);

afterAll(async () => {
  await listener?.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], 'DEVELOPER').catch(() => undefined);
  await adt?.debuggerStep('stepContinue').catch(() => undefined);
  await run?.catch(() => undefined);
  await service?.stop();
});

/** A raw call in the attached stateful session; an error answer is abap-adt-api's reading of ADT's exception document. */
async function post(method: string, body: string): Promise<{ status: number; message: string; exceptionType?: string }> {
  return adt.httpClient.request(`/sap/bc/adt/debugger?method=${method}`, { method: 'POST', headers: { 'Content-Type': 'application/vnd.sap.as+xml', Accept: 'application/xml' }, body }).then(
    (r) => ({ status: r.status, message: r.body }),
    (error: { err?: number; message?: string; type?: string }) => ({ status: error.err ?? 0, message: error.message ?? '', exceptionType: error.type }),
  );
}

describe('variable requests of the debugger with hostile bodies (issue 33.9)', () => {
  it.each(hostileVariableRequests)('%s is a 400 with the exception document', async (_name, method, body) => {
    const answer = await post(method, body);
    expect(answer.status, answer.message.slice(0, 300)).toBe(400);
    // the exception document's type, as abap-adt-api read it
    expect(answer.exceptionType).toBe('ExceptionResourceFailure');
    expect(answer.message).toMatch(new RegExp(`^The body of ${method} (is not a well-formed XML document|is nested deeper than \\d+ elements)$`));
  });

  it('the debuggee stays attached and readable after them', async () => {
    const [variable] = await adt.debuggerVariables(['ME']);
    expect(variable).toBeDefined();
  });
});
