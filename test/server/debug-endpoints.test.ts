import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, adtSession, probeRows as rows, probeTestRows, probeUri, type AdtSession } from '../support/debug-fixtures.js';
import { debuggerMedia, parseSourceUri } from '../../src/protocol/debugger.js';
import {
  breakpointsRequestDocument,
  childVariablesRequestDocument,
  parseAdtException,
  parseBreakpointsResponse,
  parseChildVariablesResponse,
  parseDebugState,
  parseListenerAnswer,
  parseStack,
  parseVariablesResponse,
  variablesRequestDocument,
} from '../../src/protocol/debugger-documents.js';

let service: TestService;
let debuggerSession: AdtSession;
let runner: AdtSession;

const breakpointsBody = (uris: string[], terminal = 'T1', user = 'DEVELOPER') =>
  breakpointsRequestDocument({
    scope: 'external',
    debuggingMode: 'user',
    requestUser: user,
    terminalId: terminal,
    ideId: terminal,
    systemDebugging: false,
    deactivated: false,
    syncMode: 'full',
    breakpoints: uris.map((uri) => ({ kind: 'line', clientId: terminal, skipCount: 0, uri })),
  });

async function setBreakpoints(session: AdtSession, uris: string[], terminal = 'T1') {
  const response = await session.post('/debugger/breakpoints', { body: breakpointsBody(uris, terminal, session.user), contentType: 'application/xml' });
  expect(response.status).toBe(200);
  return parseBreakpointsResponse(response.body);
}

function listen(session: AdtSession, timeoutSeconds = 20, terminal = 'T1') {
  return session
    .post(`/debugger/listeners?debuggingMode=user&requestUser=${session.user}&terminalId=${terminal}&ideId=${terminal}&timeout=${timeoutSeconds}`)
    .then((response) => ({ status: response.status, answer: parseListenerAnswer(response.body, response.status) }));
}

const runProbe = (session = runner) => session.post('/oo/classrun/ZCL_DEBUG_PROBE');

/** Listens, starts a class run from the second client, attaches; answers the run's pending answer. */
async function stopAt(lines: number[]) {
  await setBreakpoints(debuggerSession, lines.map(probeUri));
  const listening = listen(debuggerSession);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const run = runProbe();
  const hit = await listening;
  expect(hit.answer.kind).toBe('hit');
  const debuggeeId = hit.answer.kind === 'hit' ? hit.answer.debuggee.DEBUGGEE_ID : '';
  const attach = await debuggerSession.post(`/debugger?method=attach&debuggeeId=${debuggeeId}&dynproDebugging=true&debuggingMode=user&requestUser=DEVELOPER`, { stateful: true });
  expect(attach.status).toBe(200);
  return { run, hit, state: parseDebugState(attach.body) };
}

async function stack() {
  const response = await debuggerSession.post('/debugger?method=getStack&emode=_&semanticURIs=true', { stateful: true });
  expect(response.status).toBe(200);
  return parseStack(response.body);
}

/** The line of the top frame in the object's source (breakpoint coordinates). */
async function line(): Promise<number> {
  return parseSourceUri((await stack())[0]!.uri, '/sap/bc/adt')!.line;
}

/** A step's new state; undefined when the program ended first (500, subType debuggeeEnded, as ADT). */
async function step(method: string) {
  const response = await debuggerSession.post(`/debugger?method=${method}`, { stateful: true });
  if (response.status === 500 && parseAdtException(response.body)?.properties['com.sap.adt.communicationFramework.subType'] === 'debuggeeEnded') return undefined;
  expect(response.status).toBe(200);
  return parseDebugState(response.body);
}

/** A continue with no breakpoint ahead: the program ends, and the continue says so. */
async function continueToEnd() {
  expect(await step('stepContinue')).toBeUndefined();
}

/** Steps until the program ends; the lines stopped at (the start line first). */
async function lines(method: string, limit = 40): Promise<number[]> {
  const visited = [await line()];
  for (let i = 0; i < limit; i++) {
    const state = await step(method);
    if (!state?.isSteppingPossible) return visited;
    visited.push(await line());
  }
  return visited;
}

async function variables(parents: string[]) {
  const response = await debuggerSession.post('/debugger?method=getChildVariables', {
    stateful: true,
    body: childVariablesRequestDocument(parents),
    contentType: debuggerMedia.childVariables,
  });
  expect(response.status).toBe(200);
  return parseChildVariablesResponse(response.body);
}

async function values(ids: string[]) {
  const response = await debuggerSession.post('/debugger?method=getVariables', { stateful: true, body: variablesRequestDocument(ids), contentType: debuggerMedia.variables });
  expect(response.status).toBe(200);
  return parseVariablesResponse(response.body);
}

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 2 }, debugger: { listenerGraceMillis: 2000, idleReleaseMillis: 15_000 } });
  await service.execution.ready();
  debuggerSession = await adtSession(service);
  runner = await adtSession(service);
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

afterEach(async () => {
  await setBreakpoints(debuggerSession, []);
});

describe('breakpoints', () => {
  it('accepts executable statements and rejects comments, blank lines, declarations, METHOD and ENDMETHOD', async () => {
    const cases = [
      { line: rows.first, ok: true },
      { line: rows.label2Continued, ok: true },
      { line: rows.loop, ok: true },
      { line: rows.comment, ok: false },
      { line: rows.blank, ok: false },
      { line: rows.data, ok: false },
      { line: rows.method, ok: false },
      { line: rows.endmethod, ok: false },
    ];
    const answers = await setBreakpoints(debuggerSession, cases.map((c) => probeUri(c.line)));
    // an accepted one answers the line it stops at (a line inside a multi-line statement: the statement's
    // first); a refused one only why, without a URI (as ADT)
    const stopsAt = (line: number) => (line === rows.label2Continued ? rows.label2 : line);
    expect(answers.map((a) => [a.uri, a.id !== undefined, a.errorMessage])).toEqual(
      cases.map((c) => [c.ok ? probeUri(stopsAt(c.line)) : undefined, c.ok, c.ok ? undefined : 'Cannot create a breakpoint at this position']),
    );
    expect(answers[1]!.id).toMatch(/^KIND=0\.SOURCETYPE=ABAP\.MAIN_PROGRAM=ZCL_DEBUG_PROBE=+CP\.INCLUDE=ZCL_DEBUG_PROBE=+CM\d{3}\.LINE_NR=\d+$/);
  });

  it('takes class test-class lines section-local and program includes; unknown objects are refused', async () => {
    const answers = await setBreakpoints(debuggerSession, [
      `/sap/bc/adt/oo/classes/zcl_debug_probe/includes/testclasses#start=${probeTestRows.create}`,
      `/sap/bc/adt/oo/classes/zcl_debug_probe/includes/testclasses#start=${probeTestRows.data}`,
      '/sap/bc/adt/programs/programs/zdemo_flight_list_f01#start=42',
      '/sap/bc/adt/programs/programs/zdemo_flight_list_f01#start=20',
      '/sap/bc/adt/oo/classes/zcl_does_not_exist/source/main#start=1',
    ]);
    expect(answers[0]!.id).toContain('INCLUDE=ZCL_DEBUG_PROBE===============CCAU');
    expect(answers[1]!.errorMessage).toBe('Cannot create a breakpoint at this position');
    expect(answers[2]!.id).toContain('INCLUDE=ZDEMO_FLIGHT_LIST_F01.LINE_NR=42');
    expect(answers[3]!.errorMessage).toBe('Cannot create a breakpoint at this position');
    expect(answers[4]!.errorMessage).toBe('Object ZCL_DOES_NOT_EXIST does not exist');
  });

  it('syncs the full list, lists by clientId and deletes by id', async () => {
    await setBreakpoints(debuggerSession, [probeUri(rows.first), probeUri(rows.text)]);
    const [kept] = await setBreakpoints(debuggerSession, [probeUri(rows.text)]);
    const listed = parseBreakpointsResponse((await debuggerSession.call('GET', '/debugger/breakpoints?clientId=T1')).body);
    expect(listed.map((b) => b.uri)).toEqual([probeUri(rows.text)]);
    const deleted = await debuggerSession.call('DELETE', `/debugger/breakpoints/${encodeURIComponent(kept!.id!)}?scope=external&debuggingMode=user&requestUser=DEVELOPER&terminalId=T1&ideId=T1`);
    expect(deleted.status).toBe(200);
    expect(parseBreakpointsResponse((await debuggerSession.call('GET', '/debugger/breakpoints?clientId=T1')).body)).toEqual([]);
  });
});

describe('listeners and sessions', () => {
  it('answers an empty 200 on timeout and 406 to a second listener of the same user', async () => {
    const first = listen(debuggerSession, 2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const other = await adtSession(service);
    const second = await other.post('/debugger/listeners?debuggingMode=user&requestUser=DEVELOPER&terminalId=T2&ideId=T2&timeout=1');
    expect(second.status).toBe(406);
    expect(parseListenerAnswer(second.body, 406)).toMatchObject({ kind: 'conflict', properties: { ideUser: 'DEVELOPER' } });
    expect(await first).toEqual({ status: 200, answer: { kind: 'timeout' } });
  });

  it('refuses debugger methods without the stateful session header: noSessionAttached, T100KEY-NO 530', async () => {
    for (const method of ['attach&debuggeeId=X', 'getStack', 'stepOver', 'terminateDebuggee']) {
      const response = await runner.post(`/debugger?method=${method}`);
      expect(response.status).toBe(400);
      expect(parseAdtException(response.body)).toMatchObject({ type: 'noSessionAttached', properties: { 'T100KEY-NO': '530' } });
    }
    const stateful = await runner.post('/debugger?method=getStack', { stateful: true });
    expect(parseAdtException(stateful.body)?.type).toBe('noSessionAttached');
  });

  it('needs the debugging authorisation S_ADT_RES 16', async () => {
    const viewer = await adtSession(service, 'VIEWER');
    const refused = await viewer.post('/debugger/breakpoints', { body: breakpointsBody([probeUri(rows.first)], 'T9', 'VIEWER'), contentType: 'application/xml' });
    expect(refused.status).toBe(403);
    expect(parseAdtException(refused.body)?.message).toContain('S_ADT_RES');
    expect((await viewer.post('/debugger/listeners?terminalId=T9&ideId=T9&timeout=1')).status).toBe(403);
  });

  it('does not stop runs of another user, nor runs nobody listens for', async () => {
    await setBreakpoints(debuggerSession, [probeUri(rows.first)]);
    const tester = await adtSession(service, 'TESTER');
    const listening = listen(debuggerSession, 5);
    const byTester = await tester.post('/oo/classrun/ZCL_DEBUG_PROBE');
    expect(byTester).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
    await debuggerSession.call('DELETE', '/debugger/listeners?debuggingMode=user&requestUser=DEVELOPER&terminalId=T1&ideId=T1');
    expect((await listening).answer.kind).toBe('timeout');
    // no listener: after the grace period the run goes on without breakpoints
    const started = Date.now();
    expect(await runProbe()).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });
});

describe('a stopped class run', () => {
  it('stops at the breakpoint of a class run started by a second client, with the debuggee document', async () => {
    const { run, hit, state } = await stopAt([rows.first]);
    expect(hit.answer).toMatchObject({
      kind: 'hit',
      debuggee: { CLIENT: '100', TERMINAL_ID: 'T1', IDE_ID: 'T1', DEBUGGEE_USER: 'DEVELOPER', PRG_CURR: 'ZCL_DEBUG_PROBE===============CP', URI: `${probeUri(rows.first)},0` },
    });
    expect(state.debugSessionId).not.toBe('');
    expect(state.reachedBreakpoints).toHaveLength(1);
    expect(await line()).toBe(rows.first);
    await continueToEnd();
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  });

  it('steps over statement by statement: a multi-line statement, a loop and calls', async () => {
    const { run } = await stopAt([rows.first]);
    expect(await lines('stepOver')).toEqual([
      rows.first,
      rows.text,
      rows.firstId,
      rows.label1,
      rows.append1,
      rows.secondId,
      rows.label2,
      rows.append2,
      rows.loop,
      rows.loopBody,
      rows.loop,
      rows.loopBody,
      rows.loop,
      rows.reference,
      rows.self,
      rows.total,
      rows.writeText,
      rows.writeCount,
    ]);
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  });

  it('steps into every called method: the multi-line statement, the loop, and back out to the caller', async () => {
    const { run } = await stopAt([rows.first]);
    const inLabel = [rows.labelCalls, rows.labelText];
    const inTotal = [rows.totalCalls, rows.totalLoop, rows.totalBody, rows.totalLoop, rows.totalBody, rows.totalLoop];
    expect(await lines('stepInto', 60)).toEqual([
      rows.first,
      rows.text,
      rows.firstId,
      rows.label1,
      ...inLabel,
      rows.append1,
      rows.secondId,
      rows.label2,
      ...inLabel,
      rows.append2,
      rows.loop,
      rows.loopBody,
      rows.loop,
      rows.loopBody,
      rows.loop,
      rows.reference,
      rows.self,
      rows.total,
      ...inTotal,
      rows.writeText,
      rows.writeCount,
    ]);
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  });

  it('steps into called methods and out again', async () => {
    const { run } = await stopAt([rows.label1, rows.total]);
    const visited = [await line()];
    for (const method of ['stepInto', 'stepInto', 'stepInto']) {
      await step(method);
      visited.push(await line());
    }
    expect(visited).toEqual([rows.label1, rows.labelCalls, rows.labelText, rows.append1]);
    // the continue answers at the second breakpoint, in the same session
    expect((await step('stepContinue'))?.isSteppingPossible).toBe(true);
    const inTotal = [await line()];
    for (const method of ['stepInto', 'stepOver', 'stepOver', 'stepReturn']) {
      await step(method);
      inTotal.push(await line());
    }
    expect(inTotal).toEqual([rows.total, rows.totalCalls, rows.totalLoop, rows.totalBody, rows.writeText]);
    await continueToEnd();
    expect((await run).status).toBe(200);
  });

  it('shows the stack top first: the called method above its caller', async () => {
    const { run } = await stopAt([rows.totalBody]);
    const entries = await stack();
    expect(entries.map((e) => [e.eventType, e.eventName, e.programName, e.includeName.replace(/=+/, '=')])).toEqual([
      ['METHOD', 'TOTAL', 'ZCL_DEBUG_PROBE===============CP', 'ZCL_DEBUG_PROBE=CM001'],
      ['METHOD', 'IF_OO_ADT_CLASSRUN~MAIN', 'ZCL_DEBUG_PROBE===============CP', 'ZCL_DEBUG_PROBE=CM003'],
    ]);
    expect(entries.map((e) => e.uri)).toEqual([`${probeUri(rows.totalBody)},0`, `${probeUri(rows.total)},0`]);
    expect(entries[0]!.stackPosition).toBeGreaterThan(entries[1]!.stackPosition);
    // the GET form real clients use
    const viaGet = await debuggerSession.call('GET', '/debugger/stack?method=getStack&emode=_&semanticURIs=true', { stateful: true });
    expect(parseStack(viaGet.body)).toEqual(entries);
    await setBreakpoints(debuggerSession, []);
    await continueToEnd();
    expect((await run).status).toBe(200);
  });

  it('reads variables of each kind and expands structures, tables and references', async () => {
    const { run } = await stopAt([rows.writeText]);
    const { hierarchies, variables: records } = await variables(['@ROOT', '@PARAMETERS', '@LOCALS', '@DATAAGING']);
    expect(hierarchies.filter((h) => h.PARENT_ID === '@LOCALS').map((h) => h.CHILD_ID)).toEqual(['LV_COUNT', 'LV_TEXT', 'LV_CHAR', 'LS_ITEM', 'LT_ITEMS', 'LR_ITEM', 'LO_SELF']);
    expect(hierarchies.filter((h) => h.PARENT_ID === '@PARAMETERS').map((h) => h.CHILD_ID)).toEqual(['OUT']);
    expect(hierarchies.filter((h) => h.PARENT_ID === '@ROOT').map((h) => h.CHILD_ID)).toEqual(['@PARAMETERS', '@LOCALS', 'ME', 'SY']);
    const byId = new Map(records.map((r) => [r.ID, r]));
    expect(byId.get('LV_COUNT')).toMatchObject({ META_TYPE: 'simple', VALUE: '3', TECHNICAL_TYPE: 'I' });
    expect(byId.get('LV_CHAR')).toMatchObject({ META_TYPE: 'simple', VALUE: 'ABC', TECHNICAL_TYPE: 'C', LENGTH: '10' });
    expect(byId.get('LV_TEXT')).toMatchObject({ META_TYPE: 'string', VALUE: 'Probe ABC' });
    expect(byId.get('LS_ITEM')).toMatchObject({ META_TYPE: 'structure', DECLARED_TYPE_NAME: 'ZCL_DEBUG_PROBE=>TY_ITEM' });
    expect(byId.get('LT_ITEMS')).toMatchObject({ META_TYPE: 'table', TABLE_LINES: '2' });
    expect(byId.get('LR_ITEM')).toMatchObject({ META_TYPE: 'dataref' });
    expect(byId.get('LO_SELF')).toMatchObject({ META_TYPE: 'objectref', VALUE: expect.stringContaining('CLASS=ZCL_DEBUG_PROBE') });

    const expanded = await variables(['LS_ITEM', 'LT_ITEMS', 'LR_ITEM', 'LO_SELF']);
    expect(expanded.hierarchies.map((h) => `${h.PARENT_ID}>${h.CHILD_ID}`)).toEqual([
      'LS_ITEM>LS_ITEM-ID',
      'LS_ITEM>LS_ITEM-NAME',
      'LT_ITEMS>LT_ITEMS[1]',
      'LT_ITEMS>LT_ITEMS[2]',
      'LR_ITEM>LR_ITEM->*',
      'LO_SELF>LO_SELF->MV_CALLS',
    ]);
    const read = await values(['LT_ITEMS[1]-NAME', 'LT_ITEMS[2]', 'LR_ITEM->*-ID', 'LO_SELF->MV_CALLS', 'ME->MV_CALLS', 'SY-UNAME', 'NO_SUCH_VARIABLE']);
    expect(read.map((v) => [v.ID, v.META_TYPE, v.VALUE])).toEqual([
      ['LT_ITEMS[1]-NAME', 'string', 'item 1'],
      ['LT_ITEMS[2]', 'structure', ''],
      ['LR_ITEM->*-ID', 'simple', '2'],
      ['LO_SELF->MV_CALLS', 'simple', '3'],
      ['ME->MV_CALLS', 'simple', '3'],
      ['SY-UNAME', 'simple', 'DEVELOPER'],
    ]);
    await continueToEnd();
    expect((await run).status).toBe(200);
  });

  it('continues to the second breakpoint: the continue answers there, in the same session and debuggee', async () => {
    const { run } = await stopAt([rows.first, rows.totalBody]);
    const continued = await step('stepContinue');
    expect(continued).toMatchObject({ isSteppingPossible: true, reachedBreakpoints: [expect.objectContaining({ kind: 'line' })] });
    expect(await line()).toBe(rows.totalBody);
    // deleted breakpoints no longer stop the stopped run (the loop would reach this one again)
    await setBreakpoints(debuggerSession, []);
    await continueToEnd();
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  });

  it('detaches: breakpoints deleted, then one continue, and the program runs to its end', async () => {
    const { run } = await stopAt([rows.first, rows.loopBody]);
    await setBreakpoints(debuggerSession, []);
    await continueToEnd();
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
    const after = await debuggerSession.post('/debugger?method=getStack', { stateful: true });
    expect(parseAdtException(after.body)?.type).toBe('noSessionAttached');
  });

  it('terminates: the run is aborted without a short dump', async () => {
    const dumpsBefore = service.execution.dumps.list({ client: '100', limit: 100 }).length;
    const { run } = await stopAt([rows.text]);
    const state = await step('terminateDebuggee');
    expect(state?.isSteppingPossible).toBe(false);
    const answer = await run;
    expect(answer.status).toBe(500);
    expect(parseAdtException(answer.body)?.message).toBe('The program was terminated in the debugger');
    expect(service.execution.dumps.list({ client: '100', limit: 100 }).length).toBe(dumpsBefore);
    // the pool replaces the ended work process
    expect(await runProbe()).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  });

  it('stops in a unit test at a section-local line of the test classes', async () => {
    await setBreakpoints(debuggerSession, [`/sap/bc/adt/oo/classes/zcl_debug_probe/includes/testclasses#start=${probeTestRows.create}`]);
    const listening = listen(debuggerSession);
    const unit = runner.post('/unit', { base: 'service', body: JSON.stringify({ files: ['zcl_debug_probe.clas.testclasses.abap'] }), contentType: 'application/json' });
    const hit = await listening;
    expect(hit.answer.kind).toBe('hit');
    const id = hit.answer.kind === 'hit' ? hit.answer.debuggee.DEBUGGEE_ID : '';
    await debuggerSession.post(`/debugger?method=attach&debuggeeId=${id}&dynproDebugging=true&debuggingMode=user&requestUser=DEVELOPER`, { stateful: true });
    const top = (await stack())[0]!;
    expect(top.uri).toBe(`/sap/bc/adt/oo/classes/zcl_debug_probe/includes/testclasses#start=${probeTestRows.create},0`);
    expect(top.includeName).toBe('ZCL_DEBUG_PROBE===============CCAU');
    await continueToEnd();
    const result = JSON.parse((await unit).body) as { SUCCESS: string; TEST_COUNT: number };
    expect(result).toMatchObject({ SUCCESS: 'X', TEST_COUNT: 1 });
  });

  it('stops a report in its include program: program, include, FORM and the include\'s own line numbers', async () => {
    const include = '/sap/bc/adt/programs/programs/zdemo_flight_list_f01';
    const [answer] = await setBreakpoints(debuggerSession, [`${include}#start=42`]);
    expect(answer!.id).toBeDefined();
    const listening = listen(debuggerSession);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const report = runner.post('/programs/programrun/ZDEMO_FLIGHT_LIST', {
      body: '<adtprog:programRun xmlns:adtprog="http://www.sap.com/adt/programs/programs"/>',
      contentType: 'application/vnd.sap.adt.programs.programRun+xml',
    });
    const hit = await listening;
    expect(hit.answer).toMatchObject({ kind: 'hit', debuggee: { PRG_CURR: 'ZDEMO_FLIGHT_LIST', INCL_CURR: 'ZDEMO_FLIGHT_LIST_F01', LINE_CURR: '42' } });
    const id = hit.answer.kind === 'hit' ? hit.answer.debuggee.DEBUGGEE_ID : '';
    await debuggerSession.post(`/debugger?method=attach&debuggeeId=${id}&dynproDebugging=true&debuggingMode=user&requestUser=DEVELOPER`, { stateful: true });
    const [top, caller] = await stack();
    expect(top).toMatchObject({ programName: 'ZDEMO_FLIGHT_LIST', includeName: 'ZDEMO_FLIGHT_LIST_F01', line: 42, eventType: 'FORM', eventName: 'WRITE_FLIGHTS', uri: `${include}#start=42,0` });
    expect(caller).toMatchObject({ programName: 'ZDEMO_FLIGHT_LIST', includeName: 'ZDEMO_FLIGHT_LIST' });
    const [seats] = await values(['LV_SEATS_FREE', 'LS_FLIGHT-CARRIER_ID']);
    expect(seats).toMatchObject({ META_TYPE: 'simple', TECHNICAL_TYPE: 'I' });
    await setBreakpoints(debuggerSession, []);
    await continueToEnd();
    const listed = await report;
    expect(listed.status).toBe(200);
    expect(listed.body).toContain('Flights listed:');
  });

  it('releases a stopped run nobody attends to after the idle time', async () => {
    await setBreakpoints(debuggerSession, [probeUri(rows.first)]);
    const listening = listen(debuggerSession);
    const started = Date.now();
    const run = runProbe();
    expect((await listening).answer.kind).toBe('hit');
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
  }, 40_000);
});

describe('a condition evaluated at a stop (abapdeck extension, capability debugger.condition)', () => {
  const condition = (text: string, session = debuggerSession) =>
    session.post('/deck/debugger/condition', { stateful: true, body: JSON.stringify({ condition: text }), contentType: 'application/json' });
  const evaluated = async (text: string) => {
    const response = await condition(text);
    expect(response.status, response.body).toBe(200);
    return JSON.parse(response.body) as Record<string, unknown>;
  };

  it('answers true, false, invalid (where) or unresolved, on the frame selected; needs an attached session', async () => {
    const health = await runner.call('GET', '/health', { base: 'service' });
    expect((JSON.parse(health.body) as { capabilities: string[] }).capabilities).toContain('debugger.condition');
    const detached = await condition('iv_id = 1', runner);
    expect(detached.status).toBe(400);
    expect(parseAdtException(detached.body)?.type).toBe('noSessionAttached');

    const { run } = await stopAt([rows.labelCalls]);
    expect(await evaluated('iv_id = 1')).toEqual({ CONDITION: 'iv_id = 1', RESULT: 'true', MESSAGE: '', OFFSET: 0 });
    // an attribute of the instance (ME->MV_CALLS, 0 before the first call counts) and OR
    expect(await evaluated('iv_id = 2 OR mv_calls > 0')).toMatchObject({ RESULT: 'false' });
    expect(await evaluated('iv_id = strlen( `x` )')).toMatchObject({ RESULT: 'invalid', MESSAGE: '"strlen( `x` )" is computed; a breakpoint condition compares variables and constants', OFFSET: 8 });
    expect(await evaluated('iv_id =')).toMatchObject({ RESULT: 'invalid', MESSAGE: 'The condition "iv_id =" is not an ABAP logical expression' });
    expect(await evaluated("lv_char = 'ABC'")).toEqual({ CONDITION: "lv_char = 'ABC'", RESULT: 'unresolved', MESSAGE: 'LV_CHAR is not known at this line', OFFSET: 0 });
    // the caller's frame (MAIN, stack position 1) selected: its locals
    const selected = await debuggerSession.call('PUT', '/debugger/stack/type/ABAP/position/1', { stateful: true });
    expect(selected.status).toBe(200);
    expect(await evaluated("lv_char = 'ABC' AND ls_item-id = 1")).toMatchObject({ RESULT: 'true' });
    await setBreakpoints(debuggerSession, []);
    await continueToEnd();
    expect((await run).status).toBe(200);
  });
});
