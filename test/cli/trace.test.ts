/**
 * `abapdeck trace list|show` end to end through the built CLI. A real system: a service without abapdeck's
 * extensions behind a proxy that answers ADT's runtime-trace routes with documents written here (the shapes
 * abap-adt-api reads; its own parser reads the same answers as a check of the documents). The embedded system
 * says plainly that it profiles its own runs instead.
 */
import { rmSync } from 'node:fs';
import { ADTClient } from 'abap-adt-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startCountingProxy, type CountingProxy } from '../support/counting-proxy.js';
import { startTestService, testPasswords, type TestService } from '../support/service.js';

const TRACES = '/sap/bc/adt/runtime/traces/abaptraces';
const ID = 'ATRA20261129A1';

const feed = `<?xml version="1.0" encoding="utf-8"?>
<atom:feed xmlns:atom="http://www.w3.org/2005/Atom" xmlns:trc="http://www.sap.com/adt/runtime/traces/abaptraces">
  <atom:author><atom:name>SAP</atom:name></atom:author>
  <atom:contributor><atom:name>DEVELOPER</atom:name></atom:contributor>
  <atom:title>ABAP Traces of DEVELOPER</atom:title>
  <atom:updated>2026-11-29T10:00:00Z</atom:updated>
  <atom:entry xml:lang="EN">
    <atom:author><atom:name>DEVELOPER</atom:name><atom:uri>/sap/bc/adt/system/users/DEVELOPER</atom:uri></atom:author>
    <atom:content type="application/vnd.sap.adt.runtime.traces.abaptraces.hitlist+xml" src="${TRACES}/${ID}/hitlist"/>
    <atom:id>${TRACES}/${ID}</atom:id>
    <atom:link href="${TRACES}/${ID}/hitlist" rel="http://www.sap.com/adt/relations/runtime/traces/abaptraces/hitlist" type="application/xml" title="Hit list"/>
    <atom:link href="${TRACES}/${ID}/dbAccesses" rel="http://www.sap.com/adt/relations/runtime/traces/abaptraces/dbaccesses" type="application/xml" title="Database accesses"/>
    <atom:published>2026-11-29T09:58:12Z</atom:published>
    <atom:title>Order import, slow</atom:title>
    <atom:updated>2026-11-29T09:58:14Z</atom:updated>
    <trc:extendedData>
      <trc:host>appserver01</trc:host>
      <trc:size>81920</trc:size>
      <trc:runtime>1845213</trc:runtime>
      <trc:runtimeABAP>402117</trc:runtimeABAP>
      <trc:runtimeSystem>21096</trc:runtimeSystem>
      <trc:runtimeDatabase>1422000</trc:runtimeDatabase>
      <trc:expiration>2026-12-06T09:58:12Z</trc:expiration>
      <trc:system>DEV</trc:system>
      <trc:client>100</trc:client>
      <trc:isAggregated>false</trc:isAggregated>
      <trc:objectName>ZORDER_IMPORT</trc:objectName>
      <trc:state value="R" text="Read Only"/>
    </trc:extendedData>
  </atom:entry>
</atom:feed>`;

const program = (name: string) =>
  `<trc:callingProgram context="${name}" byteCodeOffset="112" uri="/sap/bc/adt/programs/programs/${name.toLowerCase()}" type="PROG/P" name="${name}" packageName="ZORDERS" objectReferenceQuery=""/>`;
const time = (tag: string, micros: number, percent: number) => `<trc:${tag} time="${micros}" percentage="${percent}"/>`;

const hitlist = `<?xml version="1.0" encoding="utf-8"?>
<trc:hitlist xmlns:trc="http://www.sap.com/adt/runtime/traces/abaptraces" xmlns:atom="http://www.w3.org/2005/Atom">
  <atom:link rel="parent" href="${TRACES}/${ID}"/>
  <trc:entry topDownIndex="1" index="1" hitCount="1" recursionDepth="0" description="Call Program ZORDER_IMPORT">
    <trc:calledProgram context="ZORDER_IMPORT"/>
    ${time('grossTime', 1845213, 100)}${time('traceEventNetTime', 40212, 2.2)}${time('proceduralNetTime', 52000, 2.8)}
  </trc:entry>
  <trc:entry topDownIndex="2" index="2" hitCount="1200" recursionDepth="0" description="Select Single ZORDER_ITEM" dbAccessAnchor="1">
    ${program('ZORDER_IMPORT')}<trc:calledProgram context="ZORDER_IMPORT"/>
    ${time('grossTime', 1398000, 75.8)}${time('traceEventNetTime', 1398000, 75.8)}${time('proceduralNetTime', 1398000, 75.8)}
  </trc:entry>
  <trc:entry topDownIndex="3" index="3" hitCount="1200" recursionDepth="0" description="Loop At IT_ORDERS">
    ${program('ZORDER_IMPORT')}<trc:calledProgram context="ZORDER_IMPORT"/>
    ${time('grossTime', 1700000, 92.1)}${time('traceEventNetTime', 310500, 16.8)}${time('proceduralNetTime', 310500, 16.8)}
  </trc:entry>
</trc:hitlist>`;

const dbAccesses = `<?xml version="1.0" encoding="utf-8"?>
<trc:dbAccesses xmlns:trc="http://www.sap.com/adt/runtime/traces/abaptraces" xmlns:atom="http://www.w3.org/2005/Atom" totalDbTime="1422000">
  <atom:link rel="parent" href="${TRACES}/${ID}"/>
  <trc:dbAccess index="1" tableName="ZORDER_ITEM" statement="SELECT SINGLE * FROM ZORDER_ITEM WHERE ORDER_ID = ?" type="OpenSQL" totalCount="1200" bufferedCount="0">
    ${program('ZORDER_IMPORT')}<trc:accessTime total="1398000" applicationServer="12000" database="1386000" ratioOfTraceTotal="75.8"/>
  </trc:dbAccess>
  <trc:dbAccess index="2" tableName="ZORDER_HEAD" statement="SELECT * FROM ZORDER_HEAD" type="OpenSQL" totalCount="1" bufferedCount="0">
    ${program('ZORDER_IMPORT')}<trc:accessTime total="24000" applicationServer="300" database="23700" ratioOfTraceTotal="1.3"/>
  </trc:dbAccess>
  <trc:tables>
    <trc:table name="ZORDER_ITEM" type="TRANSP" description="Order items" bufferMode="" storageType="" package="ZORDERS"/>
    <trc:table name="ZORDER_HEAD" type="TRANSP" description="Orders" bufferMode="" storageType="" package="ZORDERS"/>
  </trc:tables>
</trc:dbAccesses>`;

let embedded: TestService;
let real: TestService;
let proxy: CountingProxy;
let embeddedCwd: string;
let realCwd: string;

beforeAll(async () => {
  [embedded, real] = await Promise.all([startTestService(), startTestService({ extensions: false })]);
  proxy = await startCountingProxy(real.url);
  proxy.answer = (method, url) => {
    if (method !== 'GET' || !url.pathname.startsWith(TRACES)) return undefined;
    const xml = (body: string) => ({ status: 200, contentType: 'application/xml', body });
    if (url.pathname === TRACES) return url.searchParams.get('user') === 'DEVELOPER' ? xml(feed) : xml(feed.replace(/<atom:entry[\s\S]*<\/atom:entry>/, ''));
    if (url.pathname === `${TRACES}/${ID}/hitlist`) return xml(hitlist);
    if (url.pathname === `${TRACES}/${ID}/dbAccesses`) return xml(dbAccesses);
    return { status: 404, contentType: 'text/plain', body: 'Resource not found' };
  };
  embeddedCwd = projectFolderFor(embedded);
  realCwd = projectFolderFor({ url: proxy.url } as TestService);
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await Promise.all([embedded?.stop(), real?.stop()]);
  for (const dir of [embeddedCwd, realCwd]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('trace on a real system', () => {
  it('list shows the runs of the connection user; --json carries them as read', async () => {
    const run = await runCli(['trace', 'list'], { cwd: realCwd });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID +TAKEN +OBJECT +RUNTIME µs +DATABASE µs +STATE$/);
    expect(lines[1]).toMatch(new RegExp(`^${ID} +2026-11-29T09:58:12Z +ZORDER_IMPORT +1845213 +1422000 +Read Only$`));
    expect(lines).toHaveLength(2);

    const json = await runCli(['trace', 'list', '--json'], { cwd: realCwd });
    const data = JSON.parse(json.stdout);
    expect(data).toMatchObject({ action: 'list', user: 'DEVELOPER' });
    expect(data.runs).toEqual([
      expect.objectContaining({ id: ID, uri: `${TRACES}/${ID}`, title: 'Order import, slow', author: 'DEVELOPER', object: 'ZORDER_IMPORT', host: 'appserver01', system: 'DEV', client: '100', runtime: 1845213, runtime_database: 1422000, aggregated: false, state: 'Read Only' }),
    ]);
    // the same answers as abap-adt-api reads them
    const adt = new ADTClient(proxy.url, 'DEVELOPER', testPasswords.DEVELOPER, '100', 'EN');
    const runs = (await adt.tracesList('DEVELOPER')).runs;
    expect(runs.map((r) => [r.id, r.extendedData.objectName, r.extendedData.runtime, r.extendedData.state.text])).toEqual([[`${TRACES}/${ID}`, 'ZORDER_IMPORT', 1845213, 'Read Only']]);
    const hits = await adt.tracesHitList(ID);
    expect(hits.entries.map((entry) => entry.hitCount)).toEqual([1, 1200, 1200]);
    expect((await adt.tracesDbAccess(ID)).dbaccesses.map((access) => access.tableName)).toEqual(['ZORDER_ITEM', 'ZORDER_HEAD']);
  }, 60_000);

  it('list --user asks for that user; a user without traces is said so', async () => {
    const run = await runCli(['trace', 'list', '--user', 'tester'], { cwd: realCwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('No runtime traces of TESTER\n');
    expect(proxy.calls.some((call) => call.path === TRACES)).toBe(true);
  }, 60_000);

  it('show prints the hit list by net time and the database accesses by time', async () => {
    const run = await runCli(['trace', 'show', `${TRACES}/${ID}`], { cwd: realCwd });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Trace ${ID}`);
    expect(lines[2]).toBe('Hit list (3 entries, by net time)');
    expect(lines[3]).toMatch(/^ {2}NET µs +GROSS µs +HITS +STATEMENT +PROGRAM$/);
    expect(lines[4]).toMatch(/^ {2}1398000 +1398000 +1200 +Select Single ZORDER_ITEM +PROG\/P ZORDER_IMPORT$/);
    expect(lines[5]).toMatch(/^ {2}310500 +1700000 +1200 +Loop At IT_ORDERS +PROG\/P ZORDER_IMPORT$/);
    expect(lines[6]).toMatch(/^ {2}40212 +1845213 +1 +Call Program ZORDER_IMPORT +ZORDER_IMPORT$/);
    expect(lines[8]).toBe('Database accesses (2)');
    expect(lines[10]).toMatch(/^ {2}1398000 +1200 +ZORDER_ITEM +OpenSQL +SELECT SINGLE \* FROM ZORDER_ITEM WHERE ORDER_ID = \? +PROG\/P ZORDER_IMPORT$/);
    expect(lines[11]).toMatch(/^ {2}24000 +1 +ZORDER_HEAD +OpenSQL +SELECT \* FROM ZORDER_HEAD +PROG\/P ZORDER_IMPORT$/);

    const json = JSON.parse((await runCli(['trace', 'show', ID, '--json'], { cwd: realCwd })).stdout);
    expect(json.hit_list).toHaveLength(3);
    expect(json.db_accesses[0]).toMatchObject({ table: 'ZORDER_ITEM', count: 1200, total_time: 1398000, database_time: 1386000, percent: 75.8, calling_program: { name: 'ZORDER_IMPORT', type: 'PROG/P' } });
  }, 60_000);

  it('an unknown trace, an id that is not one and a wrong form are refused plainly', async () => {
    const unknown = await runCli(['trace', 'show', 'NOSUCHTRACE'], { cwd: realCwd });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No trace NOSUCHTRACE on the connected system');
    const bad = await runCli(['trace', 'show', '../../../sap/bc/adt/discovery'], { cwd: realCwd });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("is not a trace id");
    expect(proxy.calls.some((call) => call.path.includes('discovery'))).toBe(false);
    const usage = await runCli(['trace', 'show'], { cwd: realCwd });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('trace takes list or show <id>');
  }, 60_000);
});

describe('trace on the embedded system', () => {
  it('says that the embedded system profiles its own runs (run --profile) and reads nothing', async () => {
    const run = await runCli(['trace', 'list'], { cwd: embeddedCwd });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('the embedded system measures the runs it executes itself: take a profile with `abapdeck run --profile`');
  }, 60_000);
});
