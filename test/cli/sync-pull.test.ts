/** `abapdeck pull` end to end: the built binary in a git working folder against a real service. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { commitAndPush, createBareRepository, git, workingCopy, writeFiles } from '../support/git.js';
import { clas, counterClass, pkg, repositoryFiles, syncRepository } from '../support/git-fixtures.js';
import { gitSync } from '../../src/system/sync/index.js';

let service: TestService;
let root: string;
const env = { ABAP_TRANSPORT: undefined, GIT_USERNAME: undefined, GIT_PASSWORD: undefined, XDG_DATA_HOME: undefined };

beforeAll(async () => {
  root = tempDir('abapdeck-cli-pull-');
  service = await startTestService();
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

let counter = 0;
/**
 * A working folder with origin → a new bare repository holding `files`, a .abapGitAgent for the service
 * (extra fields merged in) and, unless link is false, a repository link for `pkgName`.
 */
async function project(files: Record<string, Buffer>, options: { credentials?: Record<string, unknown>; link?: string | false; upstream?: boolean } = {}) {
  const name = `p${++counter}`;
  const bare = await createBareRepository(join(root, 'remotes'), name);
  const work = join(root, name);
  if (options.upstream === false) {
    await workingCopy(work, bare);
    writeFiles(work, files);
    await git(work, 'add', '-A');
    await git(work, 'commit', '--quiet', '-m', 'initial');
    await git(work, 'push', '--quiet', 'origin', 'main');
  } else {
    await workingCopy(work, bare, files);
  }
  const port = new URL(service.url).port;
  writeFileSync(
    join(work, '.abapGitAgent'),
    JSON.stringify({ host: '127.0.0.1', sapport: Number(port), protocol: 'http', client: '100', user: 'DEVELOPER', password: testPasswords.DEVELOPER, ...options.credentials }),
  );
  writeFileSync(join(work, '.git', 'info', 'exclude'), '.abapGitAgent\n');
  if (options.link !== false) {
    const created = await gitSync(service.system).create({ url: bare, package: options.link ?? 'ZSYNC' }, 'DEVELOPER');
    expect(created.success).toBe('X');
  }
  return { work, bare };
}

/** The sync fixture under other object names, so each test has objects of its own in the one system. */
function renamed(suffix: string, options: { counterBroken?: boolean; dot?: boolean } = {}): Record<string, Buffer> {
  const root = `ZSY${suffix}`;
  const plain = `zcl_${suffix.toLowerCase()}_plain`;
  return repositoryFiles(
    root,
    [pkg(root, '')],
    [
      { ...counterClass(suffix, options.counterBroken ?? false), package: root },
      {
        ...clas(plain.toUpperCase(), `CLASS ${plain} DEFINITION PUBLIC FINAL CREATE PUBLIC.\n  PUBLIC SECTION.\nENDCLASS.\n\n\n\nCLASS ${plain} IMPLEMENTATION.\nENDCLASS.\n`),
        package: root,
      },
    ],
    options.dot === false ? null : {},
  );
}

describe('abapdeck pull', () => {
  it('reads URL and branch from git, prints activated objects, errors grouped by object and the transport; exit 1', async () => {
    const { work } = await project(syncRepository({ counterBroken: true }));
    const run = await runCli(['pull'], { cwd: work, env });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        'Pull completed with errors',
        'Transport request: DEVK900001',
        '',
        'Activated (3):',
        '  CLAS ZCL_SYNC_GREETER',
        '  INTF ZIF_SYNC_GREETER',
        '  TABL ZSYNC_ITEM',
        '',
        'Errors (1):',
        '  CLAS ZCL_SYNC_COUNTER',
        '    - "lv_undeclared" not found (zcl_sync_counter.clas.abap, line 16)',
        '',
      ].join('\n'),
    );
    expect(run.stderr).toBe('');

    const json = await runCli(['pull', '--json', '--files', 'src/zif_sync_greeter.intf.abap'], { cwd: work, env });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ SUCCESS: 'X', MESSAGE: 'Pull completed successfully', ACTIVATED_COUNT: 0, LOCAL_XML_FILES: [] });
  });

  it('refuses with the safeguards of .abapgit-agent.json (exit 4) and their exact texts', async () => {
    const { work } = await project(renamed('SG'), { link: 'ZSYSG' });
    writeFileSync(join(work, '.abapgit-agent.json'), JSON.stringify({ safeguards: { disablePull: true, reason: 'Production mirror' } }));
    const disabled = await runCli(['pull'], { cwd: work, env });
    expect(disabled.code).toBe(4);
    expect(disabled.stderr).toBe(
      'Error: pull command is disabled for this project\nReason: Production mirror\nPlease contact the project maintainer to enable it.\n',
    );
    writeFileSync(join(work, '.abapgit-agent.json'), JSON.stringify({ safeguards: { requireFilesForPull: true, reason: 'Large repository' } }));
    const noFiles = await runCli(['pull', '--json'], { cwd: work, env });
    expect(noFiles.code).toBe(4);
    expect(JSON.parse(noFiles.stdout)).toEqual({ success: false, error: '--files parameter is required for this project\nReason: Large repository' });
    const withFiles = await runCli(['pull', '--files', 'src/zcl_sg_plain.clas.abap'], { cwd: work, env });
    expect(withFiles.code).toBe(0);
    expect(withFiles.stdout).toContain('  CLAS ZCL_SG_PLAIN');
  });

  it('takes the transport from --transport, then the credentials file, then ABAP_TRANSPORT, else the system picks', async () => {
    const transports = gitSync(service.system).transports;
    const [flag, file, environment] = [transports.create('DEVELOPER', 'flag'), transports.create('DEVELOPER', 'file'), transports.create('DEVELOPER', 'env')];
    const { work, bare } = await project(renamed('TR'), { link: 'ZSYTR' });
    const credentialsFile = (extra: Record<string, unknown>) =>
      writeFileSync(
        join(work, '.abapGitAgent'),
        JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', user: 'DEVELOPER', password: testPasswords.DEVELOPER, ...extra }),
      );
    const transportOf = async (args: string[], extraEnv: Record<string, string | undefined> = {}) =>
      JSON.parse((await runCli(['pull', '--json', ...args], { cwd: work, env: { ...env, ...extraEnv } })).stdout).TRANSPORT_REQUEST;

    const picked = await transportOf([]);
    expect(picked).toMatch(/^DEVK9\d{5}$/);
    expect(transports.get(picked)).toMatchObject({ owner: 'DEVELOPER', description: `abapGit pull: ${bare.split('/').pop()!.replace('.git', '')}` });
    expect(transports.entries(picked)).toEqual([
      { type: 'CLAS', name: 'ZCL_TR_COUNTER' },
      { type: 'CLAS', name: 'ZCL_TR_PLAIN' },
    ]);
    expect(await transportOf([], { ABAP_TRANSPORT: environment.number })).toBe(environment.number);
    credentialsFile({ transport: file.number });
    expect(await transportOf([], { ABAP_TRANSPORT: environment.number })).toBe(file.number);
    expect(await transportOf(['--transport', flag.number], { ABAP_TRANSPORT: environment.number })).toBe(flag.number);
  });

  it('lets --conflict-mode override conflictDetection.mode of the project', async () => {
    const { work } = await project(renamed('CM'), { link: 'ZSYCM' });
    expect((await runCli(['pull'], { cwd: work, env })).code).toBe(0);
    const edited = service.system.objects.get('CLAS', 'ZCL_CM_PLAIN', 'A')!;
    service.system.objects.save({ ...edited, description: 'edited in the system', metadata: { VSEOCLASS: { ...(edited.metadata['VSEOCLASS'] as object), DESCRIPT: 'edited' } } }, 'ZSYCM', 'A', 'VIEWER');
    const files = renamed('CM');
    const xml = 'src/zcl_cm_plain.clas.xml';
    await commitAndPush(work, { [xml]: Buffer.from(files[xml]!.toString('utf8').replace('ZCL_CM_PLAIN class', 'changed in git')) }, 'describe');

    writeFileSync(join(work, '.abapgit-agent.json'), JSON.stringify({ conflictDetection: { mode: 'ignore' } }));
    const aborted = await runCli(['pull', '--conflict-mode', 'abort'], { cwd: work, env });
    expect(aborted.code).toBe(1);
    expect(aborted.stdout).toContain('Pull aborted: 1 conflict(s) detected');
    expect(aborted.stdout).toContain('  - CLAS ZCL_CM_PLAIN: changed in the system by VIEWER');
    const ignored = await runCli(['pull'], { cwd: work, env });
    expect(ignored.code).toBe(0);
    expect(service.system.objects.get('CLAS', 'ZCL_CM_PLAIN', 'A')!.description).toBe('changed in git');
  });

  it('warns on stderr about a missing .abapgit.xml, and sets MISSING_CONFIG_XML with --json', async () => {
    const { work } = await project(renamed('MC', { dot: false }), { link: 'ZSYMC' });
    const text = await runCli(['pull'], { cwd: work, env });
    expect(text.code).toBe(0);
    expect(text.stderr).toBe(
      'Warning: .abapgit.xml not found in the repository root: the system may use a wrong starting folder and report zero activated objects with an empty log.\n',
    );
    const json = await runCli(['pull', '--json'], { cwd: work, env });
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout).MISSING_CONFIG_XML).toBe(true);
  });

  it('--sync-xml rewrites differing local XML files, amends the last commit, force-pushes (setting the upstream) and pulls again', async () => {
    const files = renamed('SX');
    const xml = 'src/zcl_sx_plain.clas.xml';
    const canonical = files[xml]!;
    const { work, bare } = await project({ ...files, [xml]: canonical.subarray(3) }, { link: 'ZSYSX', upstream: false });
    writeFiles(work, { 'NOTES.md': 'untracked notes\n' });
    const before = { head: (await git(work, 'rev-parse', 'HEAD')).trim() };

    const plain = await runCli(['pull'], { cwd: work, env });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain(`XML files that differ from what the system generates (1):\n  ${xml}\nRun pull --sync-xml to rewrite them from the system.`);

    const synced = await runCli(['pull', '--sync-xml', '--json'], { cwd: work, env });
    expect(synced.code).toBe(0);
    const result = JSON.parse(synced.stdout);
    expect(result).toMatchObject({ success: 'X', local_xml_files: [], synced_xml_files: [xml] });
    expect(readFileSync(join(work, xml)).equals(canonical)).toBe(true);
    const head = (await git(work, 'rev-parse', 'HEAD')).trim();
    expect(head).not.toBe(before.head);
    expect((await git(work, 'log', '--format=%s')).trim()).toBe('initial');
    expect((await git(work, 'rev-list', '--count', 'HEAD')).trim()).toBe('1');
    expect((await git(bare, 'rev-parse', 'refs/heads/main')).trim()).toBe(head);
    expect((await git(work, 'rev-parse', '--abbrev-ref', '@{u}')).trim()).toBe('origin/main');
    // only the rewritten file went into the commit
    expect((await git(work, 'status', '--porcelain')).trim()).toBe('?? NOTES.md');
  });

  it('--sync-xml amends on a machine without a git identity: the commit takes the system user (the import\'s identity), the user\'s own when set', async () => {
    // a fresh CI container: no global or system configuration, no identity in the environment
    const home = tempDir('abapdeck-no-identity-');
    const isolated = { ...env, HOME: home, XDG_CONFIG_HOME: home, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: undefined, GIT_AUTHOR_EMAIL: undefined, GIT_COMMITTER_NAME: undefined, GIT_COMMITTER_EMAIL: undefined, EMAIL: undefined };
    const cases = [
      { suffix: 'SN', own: undefined, committer: 'DEVELOPER <developer@127.0.0.1.abapdeck>' },
      { suffix: 'SO', own: { name: 'Own Name', email: 'own@example.com' }, committer: 'Own Name <own@example.com>' },
    ];
    for (const { suffix, own, committer } of cases) {
      const files = renamed(suffix);
      const xml = `src/zcl_${suffix.toLowerCase()}_plain.clas.xml`;
      const { work } = await project({ ...files, [xml]: files[xml]!.subarray(3) }, { link: `ZSY${suffix}` });
      if (own) {
        // the user's own identity (here the repository's) is used when there is one
        await git(work, 'config', 'user.name', own.name);
        await git(work, 'config', 'user.email', own.email);
      }
      const synced = await runCli(['pull', '--sync-xml', '--json'], { cwd: work, env: isolated });
      expect(JSON.parse(synced.stdout), synced.stdout + synced.stderr).toMatchObject({ success: 'X', synced_xml_files: [xml] });
      expect((await git(work, 'log', '-1', '--format=%cn <%ce>')).trim()).toBe(committer);
    }
    rmSync(home, { recursive: true, force: true });
  });
});
