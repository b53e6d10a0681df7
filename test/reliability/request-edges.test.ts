/**
 * Hardening of the service's edge (issue 19): names of the developer API are decoded once, wrong JSON types
 * and lone surrogates are refused naming the field, deeply nested XML is refused before it is parsed,
 * customize writes only into the request's client, and one repository is one link however its URL is spelt.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService } from '../support/service.js';
import { startGitServer, type GitServer } from '../support/git-server.js';
import { createBareRepository } from '../support/git.js';
import { developerGrants } from '../../src/system/repository/users.js';
import { addPackage } from '../system/dbview/fixtures.js';

const git = { username: 'gituser', password: 'edges-secret-31' };
let service: TestService;
let server: GitServer;
let root: string;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  root = tempDir('abapdeck-edges-');
  await createBareRepository(root, 'local');
  await createBareRepository(root, 'remote');
  server = await startGitServer({ root, ...git });
  service = await startTestService({
    demo: true,
    prepare: (system) => {
      system.db.prepare("INSERT INTO clients (client, description) VALUES ('200', 'Second')").run();
      system.users.add('200', 'DEVELOPER', 'second-client', developerGrants);
      addPackage(system, '$EDGE_HANA');
    },
  });
  session = await rawSession(service);
});

afterAll(async () => {
  await service?.stop();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const adt = (path: string) =>
  fetch(`${service.url}${service.adtPath}${path}`, {
    method: 'POST',
    headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token },
  });

describe('names of the developer API are percent-decoded once', () => {
  it('a malformed escape in a class name is a 400 exc:exception, not a 500', async () => {
    for (const name of ['ZCL_%ZZ', 'ZCL_%E0%A4%A', '%']) {
      const response = await adt(`/oo/classrun/${name}`);
      expect(response.status, name).toBe(400);
      const text = await response.text();
      expect(text).toContain('<exc:exception');
      expect(text).not.toMatch(/URIError|at .*\.js/);
    }
  });

  it('an escaped percent sign stays a percent sign: %2525 names "%25", which does not exist (404)', async () => {
    const response = await adt('/oo/classrun/ZCL_%2525');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('ZCL_%25');
    const program = await adt('/programs/programrun/ZP%2541');
    expect(program.status).toBe(404);
    expect(await program.text()).toContain('ZP%41');
  });

  it('the source routes of the debugger decode once too', async () => {
    const malformed = await fetch(`${service.url}${service.adtPath}/oo/classes/zcl_%ZZ/source/main`, { headers: { authorization: session.auth } });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('<exc:exception');
  });
});

describe('JSON bodies have strict types', () => {
  it.each([
    ['/preview', { objects: ['ZDEMO_CARRIER'], limit: '5' }, 'limit'],
    ['/preview', { objects: 'ZDEMO_CARRIER' }, 'objects'],
    ['/list', { package: 42 }, 'package'],
    ['/tree', { package: 'ZDEMO', include_objects: 'yes' }, 'include_objects'],
    ['/tree', { package: 'ZDEMO', depth: '3' }, 'depth'],
    ['/import', { url: '/tmp/x.git', package: 'ZX', prune: 'true' }, 'prune'],
    ['/customize', { table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value: 7 }], no_transport: 'X' }, 'field_values/0/value'],
    ['/dump', { limit: true }, 'limit'],
  ])('%s with a wrong type is a 400 naming the field (%j)', async (path, body, field) => {
    const response = await session.post(path, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: boolean; command: string; error: string };
    expect(answer.success).toBe(false);
    expect(answer.error).toContain(field);
  });

  it('the spec’s own texts still reach the handlers', async () => {
    expect(await (await session.post('/list', {})).json()).toMatchObject({ SUCCESS: false, ERROR: 'Package parameter is required' });
    expect(await (await session.post('/list', { package: 'ZDEMO', limit: 5000 })).json()).toMatchObject({ ERROR: 'Limit value too high (max: 1000)' });
  });
});

describe('lone surrogates never reach the database', () => {
  it('a JSON string with a lone surrogate is a 400 naming the field, and nothing is written', async () => {
    const body = '{"table_name":"ZDEMO_FARE_RULE","field_values":[{"field":"FARE_CLASS","value":"Z"},{"field":"DESCRIPTION","value":"bad \\ud800 text"}],"no_transport":"X"}';
    const response = await session.post('/customize', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('field_values/1/value');
    const low = await session.post('/preview', '{"objects":["ZDEMO_CARRIER"],"where":"NAME = \'\\udc00\'"}');
    expect(low.status).toBe(400);
    expect(((await low.json()) as { error: string }).error).toContain('where');
  });

  it('a well-formed pair (an emoji written as two escapes) is accepted', async () => {
    const response = await session.post('/preview', '{"objects":["ZDEMO_CARRIER"],"where":"NAME = \'\\ud83d\\ude00\'"}');
    expect(response.status).toBe(200);
  });
});

describe('deeply nested XML in dbview', () => {
  const nested = (depth: number) => `<?xml version="1.0"?>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`;

  it.each(['check', 'deploy'])('%s refuses a document nested 100,000 deep with a clear text, not a 500', async (action) => {
    const response = await session.post('/dbview', { action, package: '$EDGE_HANA', files: [{ file: 'CV_DEEP.calculationview', content: nested(100_000) }] });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { OBJECTS: Array<{ STATUS: string; MESSAGE: string }> };
    expect(answer.OBJECTS[0]!.MESSAGE).toMatch(/nested deeper than \d+ elements/);
  });

  it('a deeply nested formula is refused, not a stack overflow', async () => {
    const formula = `${'('.repeat(50_000)}1${')'.repeat(50_000)}`;
    const content = `<?xml version="1.0"?><Calculation:scenario xmlns:Calculation="http://www.sap.com/ndb/BiModelCalculation.ecore" id="CV_F" calculationScenarioType="TREE_BASED"><calculatedViewAttributes><calculatedViewAttribute id="X" datatype="INTEGER"><formula>${formula}</formula></calculatedViewAttribute></calculatedViewAttributes></Calculation:scenario>`;
    const response = await session.post('/dbview', { action: 'check', package: '$EDGE_HANA', files: [{ file: 'CV_F.calculationview', content }] });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { OBJECTS: Array<{ STATUS: string; MESSAGE: string }> };
    expect(answer.OBJECTS[0]!.STATUS).not.toBe('OK');
  });
});

describe('customize writes into the request’s client only', () => {
  const dataRows = (where: string) => {
    const db = new Database(join(service.dataDir, 'data.db'), { readonly: true });
    try {
      return db.prepare(`SELECT * FROM "ZDEMO_FARE_RULE" WHERE ${where}`).all();
    } finally {
      db.close();
    }
  };

  it.each(['999', '200'])('naming client %s in MANDT is refused with a clear text and writes nothing', async (client) => {
    const response = await session.post('/customize', {
      table_name: 'ZDEMO_FARE_RULE',
      field_values: [{ field: 'MANDT', value: client }, { field: 'FARE_CLASS', value: 'K' }],
      no_transport: 'X',
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { success: string; error: string };
    expect(answer.success).toBe('');
    expect(answer.error).toBe(`Client ${client} is not the client of this request (100): customizing entries are written into the request's client only`);
    expect(dataRows("FARE_CLASS = 'K'")).toEqual([]);
  });

  it('naming the request’s own client is fine', async () => {
    const answer = (await (
      await session.post('/customize', { table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'MANDT', value: '100' }, { field: 'FARE_CLASS', value: 'L' }], no_transport: 'X' })
    ).json()) as { success: string };
    expect(answer.success).toBe('X');
    expect(dataRows("FARE_CLASS = 'L'")).toMatchObject([{ MANDT: '100' }]);
  });
});

describe('one repository is one link, however its URL is spelt', () => {
  const call = async (path: string, body: unknown) => (await session.post(path, body)).json() as Promise<Record<string, unknown>>;

  it('a local path with "..", "." and a trailing slash finds the link of the plain path', async () => {
    const plain = join(root, 'local.git');
    expect(await call('/create', { url: plain, package: '$EDGE_LOCAL' })).toMatchObject({ success: 'X' });
    const spelt = `${root}/./sub/../local.git/`;
    expect(await call('/create', { url: spelt, package: '$EDGE_LOCAL2' })).toMatchObject({ success: '', error: expect.stringMatching(/already/i) });
    expect(await call('/status', { url: spelt })).toMatchObject({ status: 'Found', package: '$EDGE_LOCAL' });
    expect(await call('/status', { url: `file://${plain}` })).toMatchObject({ status: 'Found', package: '$EDGE_LOCAL' });
    expect(await call('/delete', { url: spelt })).toMatchObject({ success: 'X' });
    expect(await call('/status', { url: plain })).toMatchObject({ status: 'Not found' });
  });

  it('an HTTP URL with or without ".git", a trailing slash, "..", a default port or an upper-case host is one link', async () => {
    const url = server.urlOf('remote.git');
    expect(await call('/create', { url, package: '$EDGE_REMOTE', ...git })).toMatchObject({ success: 'X' });
    const parsed = new URL(url);
    const spellings = [
      url.replace(/\.git$/, ''),
      `${url}/`,
      url.replace(/remote\.git$/, 'x/../remote.git'),
      url.replace('http://', 'HTTP://').replace(parsed.hostname, parsed.hostname === '127.0.0.1' ? '127.0.0.1' : parsed.hostname.toUpperCase()),
      url.replace(/\.git$/, '.GIT'),
    ];
    for (const spelt of spellings) {
      expect(await call('/create', { url: spelt, package: '$EDGE_REMOTE2', ...git }), spelt).toMatchObject({ success: '' });
      expect(await call('/status', { url: spelt }), spelt).toMatchObject({ status: 'Found', package: '$EDGE_REMOTE' });
    }
    const pulled = await call('/pull', { url: url.replace(/\.git$/, '/'), ...git });
    expect(pulled.ERROR ?? '').not.toMatch(/not found/i);
    expect(await call('/delete', { url: url.replace(/\.git$/, '') })).toMatchObject({ success: 'X' });
  });
});
