/**
 * The profiler and SQL trace over real HTTP: a class run and a unit run with `profile` / `sqlTrace`, measured
 * in a profile work process and named in ABAP terms (test/system/measure/fixtures.ts has the rows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys, rawSession, startTestService, type TestService } from '../../support/service.js';
import { addProfileFixtures, PROFILE_ROWS as ROWS } from './fixtures.js';
import type { ProfileCallNode, RunMeasurements } from '../../../src/protocol/profile.js';

const FILE = 'zcl_prf_demo.clas.abap';

describe('profile and SQL trace over HTTP', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;
  const classRun = (query: string) =>
    fetch(`${service.url}${service.adtPath}/oo/classrun/ZCL_PRF_DEMO${query}`, {
      method: 'POST',
      headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token, accept: 'application/json' },
    });
  const child = (node: ProfileCallNode | undefined, name: string, line?: number) => node?.children.find((c) => c.name === name && (line === undefined || c.call_line === line));

  beforeAll(async () => {
    service = await startTestService({ execution: { poolSize: 1, maxRuntimeMillis: 30_000 }, prepare: addProfileFixtures });
    session = await rawSession(service);
    await service.execution.ready();
  }, 240_000);
  afterAll(async () => service?.stop());

  it('a class run with profile=true: the hot loop first with its line and count, procedures with their calls, a call tree with known counts', async () => {
    const response = await classRun('?profile=true');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const answer = (await response.json()) as { output: string } & RunMeasurements;
    expect(answer.output).toBe('300012\n20\n0\n');
    const profile = answer.profile!;
    expect(profile.statements[0]).toMatchObject({ object: 'ZCL_PRF_DEMO', type: 'CLAS', file: FILE, line: ROWS.hotLoop, procedure: 'ZCL_PRF_DEMO=>HOT', count: 100000, source: 'result = result + sy-index MOD 7.' });
    expect(profile.statements[0]!.own_ms).toBeGreaterThan(0);
    const statement = (line: number) => profile.statements.find((s) => s.file === FILE && s.line === line);
    expect(statement(ROWS.callLeafInHot)).toMatchObject({ count: 3 });
    expect(statement(ROWS.callLeafInInner)).toMatchObject({ count: 2 });
    // a statement's total holds the calls it makes
    expect(statement(ROWS.callHot)!.total_ms).toBeGreaterThanOrEqual(statement(ROWS.hotLoop)!.total_ms);
    const procedure = (name: string) => profile.procedures.find((p) => p.name === name);
    expect(procedure('ZCL_PRF_DEMO=>HOT')).toMatchObject({ kind: 'METHOD', object: 'ZCL_PRF_DEMO', file: FILE, line: ROWS.hot, calls: 1 });
    expect(procedure('ZCL_PRF_DEMO=>LEAF')).toMatchObject({ line: ROWS.leaf, calls: 5 });
    expect(procedure('ZCL_PRF_DEMO=>INNER')).toMatchObject({ line: ROWS.inner, calls: 2 });
    expect(profile.procedures[0]!.name).toBe('ZCL_PRF_DEMO=>HOT');
    // the call tree: main → hot (line 12) → leaf ×3 (line 19); main → inner ×2 (line 13) → leaf ×2 (line 31)
    const [root] = profile.call_tree;
    expect(root).toMatchObject({ name: 'ZCL_PRF_DEMO=>IF_OO_ADT_CLASSRUN~MAIN', line: ROWS.main, calls: 1 });
    expect(root!.call_line).toBeUndefined();
    const hot = child(root, 'ZCL_PRF_DEMO=>HOT', ROWS.callHot);
    expect(hot).toMatchObject({ calls: 1, call_file: FILE });
    expect(child(hot, 'ZCL_PRF_DEMO=>LEAF', ROWS.callLeafInHot)).toMatchObject({ calls: 3, children: [] });
    const inner = child(root, 'ZCL_PRF_DEMO=>INNER', ROWS.callInner);
    expect(inner).toMatchObject({ calls: 2 });
    expect(child(inner, 'ZCL_PRF_DEMO=>LEAF', ROWS.callLeafInInner)).toMatchObject({ calls: 2 });
    expect(child(root, 'ZCL_PRF_DEMO=>PRICES', ROWS.callPrices)).toMatchObject({ calls: 1 });
    expect(hot!.lines.find((line) => line.line === ROWS.hotLoop)).toMatchObject({ count: 100000 });
    expect(root!.total_ms).toBeGreaterThanOrEqual(hot!.total_ms);
    expect(answer.sql_trace).toBeUndefined();
  }, 120_000);

  it('a class run with sqlTrace=true: every statement with its ABAP line, identical ones aggregated, and the findings', async () => {
    const answer = (await (await classRun('?sqlTrace=true')).json()) as { output: string } & RunMeasurements;
    expect(answer.profile).toBeUndefined();
    const trace = answer.sql_trace!;
    expect(trace.statements).toHaveLength(5);
    expect(trace.statements[0]).toMatchObject({ operation: 'SELECT', table: 'ZPRF_ITEM', object: 'ZCL_PRF_DEMO', file: FILE, line: ROWS.selectInLoop, rows: 0, parameters: ['A'] });
    expect(trace.statements[0]!.statement).toMatch(/^SELECT SINGLE \* FROM zprf_item WHERE id = @id INTO @row/);
    expect(trace.statements[0]!.sql).toMatch(/^SELECT \* FROM .*zprf_item/i);
    expect(trace.statements.map((s) => s.parameters[0])).toEqual(['A', 'B', 'C', 'A', 'B']);
    const group = trace.groups.find((g) => g.line === ROWS.selectInLoop);
    expect(group).toMatchObject({ operation: 'SELECT', executions: 3, rows: 0 });
    expect(group!.sql).not.toContain("'A'");
    expect(trace.groups).toHaveLength(3);
    const finding = (kind: string) => trace.findings.filter((f) => f.kind === kind);
    expect(finding('N_PLUS_ONE')).toEqual([
      expect.objectContaining({ table: 'ZPRF_ITEM', file: FILE, line: ROWS.selectInLoop, loop_file: FILE, loop_line: ROWS.loop, executions: 3 }),
    ]);
    // the loop reads PRICE of the row; the table read into ITEMS is only counted (lines( items ))
    expect(finding('SELECT_STAR').map((f) => f.line)).toEqual([ROWS.selectInLoop, ROWS.fullScan]);
    expect(finding('SELECT_STAR')[0]!.text).toContain('reads all 5 fields of ZPRF_ITEM, the code uses 1 of row (PRICE)');
    expect(finding('SELECT_STAR')[1]!.text).toContain('uses 0 of items (none)');
    expect(finding('FULL_SCAN').map((f) => f.line).sort()).toEqual([ROWS.fullScan, ROWS.singleWithoutKey]);
    expect(finding('SINGLE_WITHOUT_KEY')).toEqual([expect.objectContaining({ line: ROWS.singleWithoutKey, text: expect.stringContaining('missing ID') })]);
  }, 120_000);

  it('a SELECT in a method called inside a LOOP: the N+1 names the SELECT and the caller’s loop', async () => {
    const response = await fetch(`${service.url}${service.adtPath}/oo/classrun/ZCL_PRF_CALLER?sqlTrace=true`, {
      method: 'POST',
      headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token, accept: 'application/json' },
    });
    const trace = ((await response.json()) as RunMeasurements).sql_trace!;
    expect(trace.groups).toEqual([expect.objectContaining({ file: 'zcl_prf_caller.clas.abap', line: 20, executions: 2 })]);
    expect(trace.findings.filter((f) => f.kind === 'N_PLUS_ONE')).toEqual([
      expect.objectContaining({ file: 'zcl_prf_caller.clas.abap', line: 20, loop_file: 'zcl_prf_caller.clas.abap', loop_line: 13, executions: 2 }),
    ]);
  }, 120_000);

  it('a unit run with profile and sql_trace: each test method and fixture a root, answered in upper case', async () => {
    const answer = (await (await session.post('/unit', { files: ['zcl_prf_demo.clas.testclasses.abap'], profile: true, sql_trace: true })).json()) as Record<string, any>;
    expect(answer['PROFILE']).toBeDefined();
    const body = lowerCaseKeys(answer) as Record<string, any> & RunMeasurements;
    expect(body).toMatchObject({ success: 'X', test_count: 2, passed_count: 2 });
    const roots = body.profile!.call_tree.map((node) => [node.name, node.calls]);
    expect(roots).toEqual(expect.arrayContaining([['LTCL_PRF=>SETUP', 2], ['LTCL_PRF=>HOT_IS_HOT', 1], ['LTCL_PRF=>INNER_TWICE', 1]]));
    expect(roots).toHaveLength(3);
    expect(body.profile!.statements[0]).toMatchObject({ line: ROWS.hotLoop, count: 100000 });
    expect(body.sql_trace).toMatchObject({ statements: [], groups: [], findings: [] });
  }, 120_000);

  it('runs without the flags answer as before, and bad flags are refused', async () => {
    const plain = await classRun('');
    expect(plain.headers.get('content-type')).toContain('text/plain');
    expect(await plain.text()).toBe('300012\n20\n0\n');
    expect((await classRun('?profile=yes')).status).toBe(400);
    expect((await session.post('/unit', { files: ['zcl_prf_demo.clas.abap'], profile: 'yes' })).status).toBe(400);
    const unit = lowerCaseKeys(await (await session.post('/unit', { files: ['zcl_prf_demo.clas.abap'] })).json()) as Record<string, unknown>;
    expect(unit).not.toHaveProperty('profile');
  }, 120_000);
});
