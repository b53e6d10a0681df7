/**
 * `transport`, `drop`, `inactive`, `activate` and the project's remaining safeguards end to end: the built
 * binary in a git working folder against a real service.
 */
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { commitAndPush, createBareRepository, workingCopy } from '../support/git.js';
import { names, syncRepository } from '../support/git-fixtures.js';
import { gitSync } from '../../src/system/sync/index.js';

let service: TestService;
let root: string;
const env = { ABAP_TRANSPORT: undefined, GIT_USERNAME: undefined, GIT_PASSWORD: undefined, XDG_DATA_HOME: undefined };

beforeAll(async () => {
  root = tempDir('abapdeck-cli-transports-');
  service = await startTestService();
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

async function project(prefix: string, projectConfig?: object) {
  const bare = await createBareRepository(join(root, 'remotes'), prefix.toLowerCase());
  const work = join(root, prefix);
  await workingCopy(work, bare, syncRepository({ prefix, withTable: false }));
  writeFileSync(
    join(work, '.abapGitAgent'),
    JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', client: '100', user: 'DEVELOPER', password: testPasswords.DEVELOPER }),
  );
  writeFileSync(join(work, '.git', 'info', 'exclude'), '.abapGitAgent\n');
  if (projectConfig) writeFileSync(join(work, '.abapgit-agent.json'), JSON.stringify(projectConfig));
  expect((await gitSync(service.system).create({ url: bare, package: names(prefix).root }, 'DEVELOPER')).success).toBe('X');
  return { work, bare, n: names(prefix) };
}

const cli = (work: string, ...args: string[]) => runCli(args, { cwd: work, env });

describe('abapdeck transport', () => {
  it('creates, lists, checks and releases, and refuses what the project disables', async () => {
    const { work } = await project('CTA');
    const created = await cli(work, 'transport', 'create', '--description', 'CLI feature', '--json');
    expect(created.code).toBe(0);
    const { number } = JSON.parse(created.stdout);
    const list = await cli(work, 'transport');
    expect(list.stdout).toMatch(new RegExp(`^  ${number}  \\d{4}-\\d\\d-\\d\\d  DEVELOPER {4}CLI feature$`, 'm'));
    expect((await cli(work, 'transport', 'check', '--number', number)).stdout).toBe(`Transport request ${number} passed the check\n`);
    expect((await cli(work, 'transport', 'release', '--number', number)).stdout).toBe(`Transport request ${number} released\n`);
    expect((await cli(work, 'transport', 'check')).code).toBe(2);
    expect((await cli(work, 'transport', 'merge')).code).toBe(2);

    const locked = await project('CTB', { transports: { allowCreate: false, allowRelease: false, reason: 'Release managers only' } });
    const refused = await cli(locked.work, 'transport', 'create', '--description', 'x');
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('transport create is disabled for this project.\nReason: Release managers only');
    expect((await cli(locked.work, 'transport', 'release', '--number', number)).stderr).toContain('transport release is disabled for this project.');
  });
});

describe('abapdeck drop, inactive and activate', () => {
  it('drops the object of a file and pulls it back; refuses data elements and missing files', async () => {
    const { work, n } = await project('CTC');
    expect((await cli(work, 'pull')).code).toBe(0);
    const file = `src/${n.counter.toLowerCase()}.clas.abap`;
    const dropped = await cli(work, 'drop', '--files', file, '--pull');
    expect(dropped.code).toBe(0);
    expect(dropped.stdout).toMatch(new RegExp(`^CLAS ${n.counter} deleted, recorded on transport request DEVK9\\d{5}$`, 'm'));
    expect(dropped.stdout).toContain(`  activated CLAS ${n.counter}`);
    expect((await cli(work, 'drop', '--files', 'src/zctc_nothing.prog.abap')).stderr).toContain('does not exist');
    writeFileSync(join(work, 'src', 'zctc_element.dtel.xml'), '<x/>');
    expect((await cli(work, 'drop', '--files', 'src/zctc_element.dtel.xml')).stderr).toContain('Data elements are not dropped');
  });

  it('lists my inactive objects with their errors and activates them once fixed', async () => {
    const { work, n } = await project('CTD');
    await cli(work, 'pull');
    await commitAndPush(work, syncRepository({ prefix: 'CTD', withTable: false, counterBroken: true }), 'broken');
    await cli(work, 'pull');
    const listed = await cli(work, 'inactive');
    expect(listed.stdout).toContain(`  CLAS ${n.counter}  (${n.root}, DEVELOPER,`);
    expect(listed.stdout).toMatch(/zcl_ctd_counter\.clas\.abap:16: .*lv_undeclared/);
    expect((await cli(work, 'activate', '--objects', n.counter)).code).toBe(1);
    expect((await cli(work, 'activate')).code).toBe(2);
  });
});

describe('the project safeguards and transport hook', () => {
  it('refuses import as the project says, exempting allowed users; requires a message when asked', async () => {
    const disabled = await project('CTE', { safeguards: { disableImport: true, importAllowedUsers: ['lead'], reason: 'Mirror of production' } });
    const refused = await cli(disabled.work, 'import');
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('import command is disabled for this project\nReason: Mirror of production\nAllowed users: LEAD');
    const allowed = await project('CTF', { safeguards: { disableImport: true, importAllowedUsers: ['developer'], requireImportMessage: true } });
    const noMessage = await cli(allowed.work, 'import');
    expect(noMessage.code).toBe(4);
    expect(noMessage.stderr).toContain('import requires a commit message for this project');
  });

  it('pulls on the request the project hook prints when nothing else names one', async () => {
    const request = gitSync(service.system).transports.create('DEVELOPER', 'from the hook');
    const { work } = await project('CTG', { transports: { hook: { path: './which-transport.sh', description: 'team request' } } });
    writeFileSync(join(work, 'which-transport.sh'), `#!/bin/sh\necho ${request.number.toLowerCase()}\n`);
    chmodSync(join(work, 'which-transport.sh'), 0o755);
    const pulled = await cli(work, 'pull', '--json');
    expect(JSON.parse(pulled.stdout).TRANSPORT_REQUEST).toBe(request.number);
    writeFileSync(join(work, 'which-transport.sh'), '#!/bin/sh\necho nonsense\n');
    const bad = await cli(work, 'pull');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("The project's transport hook ./which-transport.sh printed 'NONSENSE', which is no transport request");
  });
});

describe('messages that point to a flag', () => {
  it('name the flag, not the wire field', async () => {
    const { flagWording } = await import('../../src/cli/commands/customize.js');
    expect(flagWording('Table ZT is in a transportable package. Provide a customizing transport or set no_transport.')).toBe(
      'Table ZT is in a transportable package. Provide a customizing transport (--transport <request>) or use --no-transport.',
    );
  });
});
