/**
 * Debugger depth over the wire (issue 17), driven with abap-adt-api as ABAP FS drives it: go to any frame (PUT on
 * its stackUri, and the older setStackPosition) and read its scopes; setVariableValue answers the converted value
 * or a 400 with the reason; the changed-values extension among the capabilities; malformed or deeply nested bodies of
 * getVariables and getChildVariables are a 400 with ADT's exception document, never a 500 (issue 33.9; their
 * documents are seeds of test/reliability/attack-seeds-b.test.ts too). What the engine and the agent
 * show at each frame (attributes, globals of reports and function groups, nested data, conversions, changed
 * values) is test/system/debugger/depth.test.ts's subject.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADTClient, isAdtError, isDebuggee, type DebugStackInfo, type DebugVariable } from 'abap-adt-api';
import { basicAuth, startTestService, testPasswords, type TestService } from '../support/service.js';
import { addDebugFixtures, adtSession, attachAtFirstStop, probeRows, probeUri, topOf, adtClients } from '../support/debug-fixtures.js';
import { hostileVariableRequests } from '../reliability/attack-seeds-b.corpus.js';

const USER = 'DEVELOPER';
const TERMINAL = 'T-DEPTH';

let service: TestService;
const { client, logout: logoutClients } = adtClients(() => service);

/** Sets a breakpoint, listens, starts the probe and attaches a stateful abap-adt-api client. */
async function stopAt(uri: string) {
  const listener = await client();
  await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [uri], USER);
  const listening = listener.debuggerListen('user', TERMINAL, TERMINAL, USER);
  await new Promise((resolve) => setTimeout(resolve, 150));
  const running = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
  const debuggee = await listening;
  if (!isDebuggee(debuggee)) throw new Error(`no hit: ${JSON.stringify(debuggee)}`);
  const adt = await client(true);
  await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, USER);
  const finish = async () => {
    await listener.debuggerSetBreakpoints('user', TERMINAL, TERMINAL, TERMINAL, [], USER);
    await adt.debuggerStep('stepContinue').catch(() => undefined);
    expect((await running).status).toBe(200);
  };
  return { adt, finish };
}

/** What ABAP FS reads for a frame: goToStack, the scopes of @ROOT, then each scope's variables. */
async function scopesOf(adt: ADTClient, stackUri: string): Promise<Map<string, DebugVariable[]>> {
  await adt.debuggerGoToStack(stackUri);
  const { hierarchies } = await adt.debuggerChildVariables(['@ROOT']);
  const scopes = new Map<string, DebugVariable[]>();
  for (const h of hierarchies) scopes.set(h.CHILD_ID, (await adt.debuggerChildVariables([h.CHILD_ID])).variables);
  return scopes;
}

const byName = (variables: DebugVariable[]) => new Map(variables.map((v) => [v.NAME, v]));
const abapStack = (info: DebugStackInfo) => info.stack.filter((s) => 'stackUri' in s) as Array<DebugStackInfo['stack'][number] & { stackUri: string; stackPosition: number }>;

async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string } | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (!isAdtError(error)) throw error;
    return { status: error.err, message: error.message };
  }
}

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 1 }, debugger: { listenerGraceMillis: 3000, idleReleaseMillis: 20_000 } });
  await service.execution.ready();
}, 120_000);

afterEach(async () => {
  await logoutClients();
});

afterAll(async () => {
  await service?.stop();
});

describe('any frame, set a value (abap-adt-api)', () => {
  it('reads the scopes of the frame goToStack selects (stackUri and position); a step continues from the top frame; a frame that does not exist and a value that cannot be converted are a 400', async () => {
    const { adt, finish } = await stopAt(probeUri(probeRows.total));
    try {
      // into total, to its loop's body: the caller awaits it with the variables it had when stopped in
      await adt.debuggerStep('stepInto');
      await adt.debuggerStep('stepOver');
      await adt.debuggerStep('stepOver');
      const stack = abapStack(await adt.debuggerStackTrace());
      expect(stack.length).toBe(2);
      const top = topOf(stack);
      const caller = stack.find((s) => s !== top)!;
      expect(caller.stackUri).toMatch(/^\/sap\/bc\/adt\/debugger\/stack\/type\/ABAP\/position\/\d+$/);

      const callerScopes = await scopesOf(adt, caller.stackUri);
      expect(byName(callerScopes.get('@LOCALS')!).get('LT_ITEMS')).toMatchObject({ META_TYPE: 'table', TABLE_LINES: 2 });
      expect(byName(callerScopes.get('@PARAMETERS') ?? []).has('IT_ITEMS')).toBe(false);
      const topScopes = await scopesOf(adt, top.stackUri);
      expect(byName(topScopes.get('@PARAMETERS')!).get('IT_ITEMS')?.TABLE_LINES).toBe(2);
      expect(byName(topScopes.get('@LOCALS')!).has('LT_ITEMS')).toBe(false);

      // the older form selects by position, and an id read afterwards is the selected frame's
      await adt.debuggerGoToStack(Number(caller.stackPosition));
      expect((await adt.debuggerVariables(['LT_ITEMS']))[0]?.TABLE_LINES).toBe(2);
      const missing = await refusal(adt.debuggerGoToStack('/sap/bc/adt/debugger/stack/type/ABAP/position/9'));
      expect(missing).toMatchObject({ status: 400, message: expect.stringMatching(/Stack position 9 does not exist/) });

      expect(await adt.debuggerSetVariableValue('LV_COUNT', ' 41 ')).toBe('41');
      expect(await refusal(adt.debuggerSetVariableValue('LV_COUNT', 'abc'))).toMatchObject({ status: 400, message: expect.stringMatching(/'abc' is not a number/) });

      await adt.debuggerStep('stepOver');
      expect(abapStack(await adt.debuggerStackTrace()).length).toBe(2);
      expect(await adt.debuggerVariables(['LT_ITEMS'])).toEqual([]);
    } finally {
      await finish();
    }
  });

  it('names the changed values extension among the capabilities of /health', async () => {
    const health = (await (await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: basicAuth(USER, testPasswords.DEVELOPER) } })).json()) as { capabilities: string[] };
    expect(health.capabilities).toContain('debugger.changed-values');
  });

  it('answers setVariableValue without a name or an attached session with a clear error', async () => {
    const session = await adtSession(service);
    const unattached = await session.post('/debugger?method=setVariableValue&variableName=GV_TOTAL', { body: '1', stateful: true });
    expect(unattached.status).toBe(400);
    expect(unattached.body).toContain('No session attached');
  });
});

describe('variable requests with hostile bodies (issue 33.9)', () => {
  const terminal = 'VARIABLE-REQUESTS-TEST';
  let adt: ADTClient;
  let listener: ADTClient;
  let run: Promise<unknown>;

  beforeAll(async () => {
    // not clients of adtClients: they stay logged in from test to test
    ({ adt, listener, run } = await attachAtFirstStop(service, terminal, 'ZCL_DEBUG_PROBE', [probeUri(probeRows.first)]));
  }, 60_000);

  afterAll(async () => {
    await listener?.debuggerSetBreakpoints('user', terminal, terminal, terminal, [], USER).catch(() => undefined);
    await adt?.debuggerStep('stepContinue').catch(() => undefined);
    await run?.catch(() => undefined);
  });

  /** A raw call in the attached stateful session; an error answer is abap-adt-api's reading of ADT's exception document. */
  async function post(method: string, body: string): Promise<{ status: number; message: string; exceptionType?: string }> {
    return adt.httpClient.request(`/sap/bc/adt/debugger?method=${method}`, { method: 'POST', headers: { 'Content-Type': 'application/vnd.sap.as+xml', Accept: 'application/xml' }, body }).then(
      (r) => ({ status: r.status, message: r.body }),
      (error: { err?: number; message?: string; type?: string }) => ({ status: error.err ?? 0, message: error.message ?? '', exceptionType: error.type }),
    );
  }

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
