/**
 * Issue 33.2: breakpoint conditions were parsed on the event loop. One breakpoints document of 2.2 MB (60
 * exception breakpoints with ~36 KB conditions) held every request, /health too, for 9.5 s. The route's body,
 * a condition's length, the breakpoints of a document, of a user and a user's terminals are bounded now, and
 * the document and its conditions are read on a check worker. bench/breakpoint-document.bench.mjs prints /health's
 * times while such documents are posted (under 50 ms on a quiet machine); the assertions here leave room for a
 * loaded one (the machines are shared), well under what parsing on the event loop took (seconds).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { adtSession, type AdtSession } from '../support/debug-fixtures.js';
import { breakpointsDocument, hostileConditions } from '../reliability/attack-seeds-a.js';
import { debuggerLimits } from '../../src/system/debugger/index.js';

let service: TestService;
let adt: AdtSession;

beforeAll(async () => {
  service = await startTestService({ demo: true, execution: { poolSize: 1 }, debugger: { limits: { breakpointsPerUser: 4, terminalsPerUser: 2 } } });
  await service.execution.ready();
  adt = await adtSession(service);
  // the check worker's thread starts with the first document
  expect((await post(breakpointsDocument('T-WARM', exceptionBreakpoints(['CX_ROOT'], 'LV_A = 1')))).status).toBe(200);
  await post(breakpointsDocument('T-WARM', []));
}, 120_000);
afterAll(async () => service?.stop());

// every terminal a test used gives its breakpoints back, so the per-user bounds start from nothing
const terminals = new Set<string>();
afterEach(async () => {
  for (const terminal of terminals) await post(breakpointsDocument(terminal, []));
  terminals.clear();
});

const post = (body: string) => {
  const terminal = /terminalId="([^"]*)"/.exec(body)?.[1];
  if (terminal) terminals.add(terminal);
  return adt.post('/debugger/breakpoints', { body, contentType: 'application/xml' });
};
const exceptionBreakpoints = (classes: string[], condition?: string) => classes.map((exceptionClass) => ({ exceptionClass, ...(condition ? { condition } : {}) }));
const listed = async () => (await adt.call('GET', '/debugger/breakpoints')).body.match(/exceptionClass="[^"]+"/g)?.sort() ?? [];

/** The event loop's busy time (ms) while `work` runs alone: the service shares this process's loop. */
async function busyWhile<T>(work: () => Promise<T>): Promise<{ result: T; busy: number }> {
  const before = performance.eventLoopUtilization();
  const result = await work();
  return { result, busy: performance.eventLoopUtilization(before).active };
}

/** Runs `work` while /health is asked in a loop; answers its result and the slowest /health answer in ms. */
async function whileHealthPolled<T>(work: () => Promise<T>): Promise<{ result: T; slowest: number; answers: number }> {
  let done = false;
  let slowest = 0;
  let answers = 0;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${service.url}${service.servicePath}/health`);
      await response.text();
      slowest = Math.max(slowest, performance.now() - started);
      answers++;
    }
  })();
  // let the poll start first
  await new Promise((resolve) => setTimeout(resolve, 20));
  const result = await work();
  done = true;
  await poll;
  return { result, slowest, answers };
}

describe('a hostile breakpoints document', () => {
  it('of 2.2 MB (60 exception breakpoints with 36 KB conditions) is refused with 413 at once, /health answering meanwhile', async () => {
    const body = breakpointsDocument('T-HOSTILE', exceptionBreakpoints(Array(60).fill('CX_SY_ZERODIVIDE'), hostileConditions.long36k));
    expect(body.length).toBeGreaterThan(2_000_000);
    const { result, slowest, answers } = await whileHealthPolled(() => post(body));
    expect(result.status).toBe(413);
    expect(result.body).toContain(`Request body exceeds the limit of ${debuggerLimits.bodyBytes} bytes`);
    // printed, not asserted (tests never fail on timings): the 413 itself says the body was never read
    console.log(`a 2.2 MB breakpoints document: 413; /health answered ${answers} times meanwhile, the slowest in ${slowest.toFixed(1)} ms; the event loop busy ${(await busyWhile(() => post(body))).busy.toFixed(0)} ms`);
    expect(await listed()).toEqual([]);
  }, 60_000);

  it('within the bounds is read off the event loop: /health keeps answering', async () => {
    // as many different conditions of the longest length as the body bound lets through
    const condition = hostileConditions.longest(debuggerLimits.conditionCharacters);
    const documentOf = (n: number) =>
      breakpointsDocument('T-LARGEST', hostileConditions.distinct(n, debuggerLimits.conditionCharacters).map((text) => ({ exceptionClass: 'CX_SY_ZERODIVIDE', condition: text })));
    const sizeOf = (n: number) => documentOf(n).length;
    const count = Math.floor((debuggerLimits.bodyBytes - sizeOf(0)) / (sizeOf(2) - sizeOf(1)));
    const body = documentOf(count);
    expect(body.length).toBeLessThanOrEqual(debuggerLimits.bodyBytes);
    const { result, busy } = await busyWhile(() => post(body));
    expect(result.status).toBe(200);
    expect(result.body).not.toContain('errorMessage');
    expect(await listed()).toEqual(['exceptionClass="CX_SY_ZERODIVIDE"']);
    await post(breakpointsDocument('T-LARGEST', []));
    const { slowest, answers } = await whileHealthPolled(() => post(body));
    console.log(`a breakpoints document of ${count} conditions of ${condition.length} characters (${body.length} bytes): the event loop busy ${busy.toFixed(0)} ms; /health answered ${answers} times meanwhile, the slowest in ${slowest.toFixed(1)} ms`);
    // parsed on the event loop these conditions held it 3 to 6 s; read on the worker its busy time is ~120 ms on a
    // quiet run. The figures are printed; the bound only tells one from the other (a loaded machine stretches them)
    expect(answers).toBeGreaterThan(0);
    expect(busy).toBeLessThan(2000);
  }, 60_000);

  it('answers a condition longer than the bound with its errorMessage and keeps the others', async () => {
    const tooLong = hostileConditions.longest(debuggerLimits.conditionCharacters + 1);
    const answer = await post(
      breakpointsDocument('T-LONG', [
        { exceptionClass: 'CX_SY_ZERODIVIDE', condition: tooLong },
        { exceptionClass: 'CX_SY_ITAB_LINE_NOT_FOUND', condition: hostileConditions.longest(debuggerLimits.conditionCharacters) },
      ]),
    );
    expect(answer.status).toBe(200);
    const limit = debuggerLimits.conditionCharacters.toLocaleString('en-US');
    expect(answer.body).toContain(`errorMessage="The condition has ${(debuggerLimits.conditionCharacters + 1).toLocaleString('en-US')} characters; the limit is ${limit} characters"`);
    expect(await listed()).toEqual(['exceptionClass="CX_SY_ITAB_LINE_NOT_FOUND"']);
  });

  it('of more breakpoints than a document may hold is refused with 413 naming the bound', async () => {
    const count = debuggerLimits.breakpointsPerDocument + 1;
    const answer = await post(breakpointsDocument('T-MANY', exceptionBreakpoints(Array(count).fill('CX_SY_ZERODIVIDE'))));
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(`The request has ${count} breakpoints; the limit is ${debuggerLimits.breakpointsPerDocument} breakpoints per request`);
    expect(await listed()).toEqual([]);
  });
});

describe('breakpoints and terminals per user (this service: 4 breakpoints, 2 terminals)', () => {
  it('refuses a terminal whose breakpoints would take the user over the bound, and changes nothing', async () => {
    expect((await post(breakpointsDocument('T-A', exceptionBreakpoints(['CX_SY_ZERODIVIDE', 'CX_SY_ITAB_LINE_NOT_FOUND', 'CX_ABAP_RANDOM'])))).status).toBe(200);
    const refused = await post(breakpointsDocument('T-B', exceptionBreakpoints(['CX_ABAP_DATFM', 'CX_SY_CONVERSION_NO_NUMBER'])));
    expect(refused.status).toBe(409);
    expect(refused.body).toContain('DEVELOPER would have 5 breakpoints; the limit is 4 breakpoints per user');
    expect(await listed()).toEqual(['exceptionClass="CX_ABAP_RANDOM"', 'exceptionClass="CX_SY_ITAB_LINE_NOT_FOUND"', 'exceptionClass="CX_SY_ZERODIVIDE"']);
    // replacing the same terminal's list counts it once
    expect((await post(breakpointsDocument('T-A', exceptionBreakpoints(['CX_SY_ZERODIVIDE', 'CX_ABAP_DATFM', 'CX_ROOT', 'CX_ABAP_RANDOM'])))).status).toBe(200);
  });

  it('refuses a third terminal, and takes it once another terminal cleared its list', async () => {
    expect((await post(breakpointsDocument('T-1', exceptionBreakpoints(['CX_SY_ZERODIVIDE'])))).status).toBe(200);
    expect((await post(breakpointsDocument('T-2', exceptionBreakpoints(['CX_ABAP_RANDOM'])))).status).toBe(200);
    const refused = await post(breakpointsDocument('T-3', exceptionBreakpoints(['CX_ROOT'])));
    expect(refused.status).toBe(409);
    expect(refused.body).toContain('DEVELOPER has breakpoints of 2 terminals; the limit is 2 terminals per user');
    expect((await post(breakpointsDocument('T-1', []))).status).toBe(200);
    expect((await post(breakpointsDocument('T-3', exceptionBreakpoints(['CX_ROOT'])))).status).toBe(200);
  });
});
