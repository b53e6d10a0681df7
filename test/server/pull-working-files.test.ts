/**
 * POST /pull/working-files (abapdeck extension, capability pull.working-files) over real HTTP against a real git
 * repository: the pull's body plus files of the working folder, their contents laid over git's branch head;
 * bounded and checked (paths inside the repository, abapGit names, base64), the versions' origin says where
 * they came from.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService } from '../support/service.js';
import { createBareRepository, git, workingCopy } from '../support/git.js';
import { greeterClass, names, syncRepository } from '../support/git-fixtures.js';
import { workingFilesLimits } from '../../src/protocol/sync-extensions.js';

let service: TestService;
let root: string;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  root = tempDir('abapdeck-pull-working-');
  service = await startTestService();
  session = await rawSession(service);
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

const post = async (path: string, body: unknown) => {
  const response = await session.post(path, body);
  return { status: response.status, answer: await response.json() };
};

const base64 = (text: string) => Buffer.from(text).toString('base64');

async function linked(prefix: string) {
  const bare = await createBareRepository(root, prefix.toLowerCase());
  const work = await workingCopy(join(root, `work-${prefix}`), bare, syncRepository({ prefix, withTable: false }));
  expect((await post('/create', { url: bare, package: names(prefix).root })).answer.success).toBe('X');
  expect((await post('/pull', { url: bare })).answer.SUCCESS).toBe('X');
  return { bare, work, n: names(prefix) };
}

describe('GET /health', () => {
  it('announces pull.working-files', async () => {
    const health = await (await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: session.auth } })).json();
    expect(health.capabilities).toContain('pull.working-files');
  });
});

describe('POST /pull/working-files', () => {
  it('pulls the sent content over the branch head, with an origin of its own in history', async () => {
    const { bare, work, n } = await linked('PWA');
    const file = `src/${n.greeter.toLowerCase()}.clas.abap`;
    const edited = greeterClass('PWA', 'Howdy').sources['main']!;
    const { status, answer } = await post('/pull/working-files', { url: bare, WORKING_FILES: [{ FILE: file, CONTENT: base64(edited) }] });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ SUCCESS: 'X', ACTIVATED_COUNT: 1, ACTIVATED_OBJECTS: [{ OBJ_TYPE: 'CLAS', OBJ_NAME: n.greeter }] });
    const head = (await git(work, 'rev-parse', 'HEAD')).trim();
    expect(answer.LOG_MESSAGES).toContainEqual(expect.objectContaining({ TYPE: 'I', OBJ_NAME: n.greeter, TEXT: `${file}: pulled from the working folder (not committed), based on commit ${head.slice(0, 12)}` }));
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Howdy');
    // only the named file's object was in scope
    expect(answer.LOG_MESSAGES.filter((m: { TEXT: string }) => m.TEXT === 'Object activated')).toHaveLength(1);

    const history = (await post('/history', { url: bare, objects: [n.greeter] })).answer;
    expect(history.VERSIONS[0]).toMatchObject({ OBJ_NAME: n.greeter, ORIGIN: expect.stringMatching(/^the working folder of repository .*, not committed, based on commit /) });
    expect(history.VERSIONS[1].ORIGIN).toMatch(/^repository .* at commit /);
  });

  it('takes a file git does not have yet', async () => {
    const { bare, work, n } = await linked('PWB');
    const source = 'INTERFACE zif_pwb_fresh PUBLIC.\nENDINTERFACE.\n';
    const xml = readFileSync(join(work, 'src', `${n.intf.toLowerCase()}.intf.xml`), 'utf8').replaceAll(n.intf, 'ZIF_PWB_FRESH');
    const WORKING_FILES = [
      { FILE: 'src/zif_pwb_fresh.intf.abap', CONTENT: base64(source) },
      { FILE: 'src/zif_pwb_fresh.intf.xml', CONTENT: base64(xml) },
    ];
    const { answer } = await post('/pull/working-files', { url: bare, WORKING_FILES });
    expect(answer).toMatchObject({ SUCCESS: 'X', ACTIVATED_OBJECTS: [{ OBJ_TYPE: 'INTF', OBJ_NAME: 'ZIF_PWB_FRESH' }] });
    expect(service.system.objects.get('INTF', 'ZIF_PWB_FRESH', 'A')?.origin).toMatchObject({ kind: 'link', working: true });
  });

  it('refuses paths outside the repository or its starting folder, non-abapGit names, names twice and bad base64; nothing is written', async () => {
    const { bare, n } = await linked('PWC');
    const content = base64('CLASS x DEFINITION. ENDCLASS.');
    const cases: Array<[string, string, string]> = [
      ['../zcl_pwc_greeter.clas.abap', content, "with no '.', '..', '\\' or leading '/'"],
      ['/etc/zcl_pwc_greeter.clas.abap', content, "with no '.', '..', '\\' or leading '/'"],
      ['src/../../zcl_pwc_greeter.clas.abap', content, "with no '.', '..', '\\' or leading '/'"],
      ['src\\zcl_pwc_greeter.clas.abap', content, "with no '.', '..', '\\' or leading '/'"],
      ['src/readme.md', content, 'not an abapGit file name'],
      [`src/${n.greeter.toLowerCase()}.clas.abap`, 'not base64!', 'CONTENT is not base64'],
    ];
    for (const [FILE, CONTENT, text] of cases) {
      const { status, answer } = await post('/pull/working-files', { url: bare, WORKING_FILES: [{ FILE, CONTENT }] });
      expect(status, FILE).toBe(200);
      expect(answer.SUCCESS, FILE).toBe('');
      expect(answer.FAILED_OBJECTS[0].TEXT, FILE).toBe(`${FILE}: ${text.startsWith('with') ? `a working file is named by its path relative to the repository's root, ${text}` : text}`);
    }
    const twice = await post('/pull/working-files', { url: bare, WORKING_FILES: [{ FILE: 'src/zif_x.intf.abap', CONTENT: content }, { FILE: 'src/zif_x.intf.abap', CONTENT: content }] });
    expect(twice.answer.FAILED_OBJECTS[0].TEXT).toBe('src/zif_x.intf.abap: named twice');
    // inside the repository but outside its starting folder (src/)
    const outside = await post('/pull/working-files', { url: bare, WORKING_FILES: [{ FILE: 'other/zif_pwc_outside.intf.abap', CONTENT: base64('INTERFACE zif_pwc_outside PUBLIC.\nENDINTERFACE.\n') }] });
    expect(outside.answer.SUCCESS).toBe('');
    expect(outside.answer.FAILED_OBJECTS[0].TEXT).toBe('other/zif_pwc_outside.intf.abap: outside the starting folder /src/');
    expect(service.system.objects.get('INTF', 'ZIF_PWC_OUTSIDE', 'A')).toBeUndefined();
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Hello');
  });

  it('answers 400 for a body without files and 413 for a body over its bound, naming it', async () => {
    const { bare } = await linked('PWD');
    expect((await post('/pull/working-files', { url: bare })).status).toBe(400);
    expect((await post('/pull/working-files', { url: bare, WORKING_FILES: [] })).status).toBe(400);
    const many = Array.from({ length: workingFilesLimits.files + 1 }, (_, i) => ({ FILE: `src/zif_m${i}.intf.abap`, CONTENT: '' }));
    expect((await post('/pull/working-files', { url: bare, WORKING_FILES: many })).status).toBe(400);
    const huge = 'A'.repeat(workingFilesLimits.bodyBytes);
    const large = await post('/pull/working-files', { url: bare, WORKING_FILES: [{ FILE: 'src/zif_big.intf.abap', CONTENT: huge }] });
    expect(large.status).toBe(413);
    expect(JSON.stringify(large.answer)).toContain(String(workingFilesLimits.bodyBytes));
  });
});
