/**
 * The git loop's commands end to end: the built binary in a git working folder against a real service —
 * `pull --dry-run`, `diff`, `history`, `pull --undo`, `import --dry-run` and `import --prune`.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { commitAndPush, git } from '../support/git.js';
import { syncRepository } from '../support/git-fixtures.js';
import { gitSync } from '../../src/system/sync/index.js';
import { linkedWorkingFolder } from '../support/linked-working-folder.js';

let service: TestService;
let root: string;
const env = { ABAP_TRANSPORT: undefined, GIT_USERNAME: undefined, GIT_PASSWORD: undefined, XDG_DATA_HOME: undefined };

beforeAll(async () => {
  root = tempDir('abapdeck-cli-loop-');
  service = await startTestService();
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

const project = (prefix: string) => linkedWorkingFolder(service, root, prefix);

const cli = (work: string, ...args: string[]) => runCli(args, { cwd: work, env });

describe('pull --dry-run and diff', () => {
  it('show what a pull would do with the diff of each file, change nothing, and answer JSON as the system sent it', async () => {
    const { work, n } = await project('CLA');
    expect((await cli(work, 'pull')).code).toBe(0);
    await commitAndPush(work, syncRepository({ prefix: 'CLA', withTable: false, greeting: 'Hi' }), 'greeting');

    const dry = await cli(work, 'pull', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^Commit [0-9a-f]{12} on main: 0 to create, 1 to update, 0 to delete, 2 unchanged, 0 conflict\(s\)$/m);
    expect(dry.stdout).toContain(`  update    CLAS ${n.greeter}`);
    expect(dry.stdout).toContain(`CLAS ${n.greeter}: ${n.greeter.toLowerCase()}.clas.abap (git against the active version)`);
    expect(dry.stdout).toContain('+    result = |Hi { name }|.');
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Hello');

    const diff = await cli(work, 'diff', '--objects', n.greeter.toLowerCase(), '--json');
    expect(diff.code).toBe(0);
    const json = JSON.parse(diff.stdout);
    expect(json).toMatchObject({ SUCCESS: 'X', COMMAND: 'PULL_PREVIEW', SUMMARY: { UPDATE: 1 } });
    expect(json.OBJECTS).toHaveLength(1);

    const none = await cli(work, 'diff', '--files', `src/${n.intf.toLowerCase()}.intf.abap`);
    expect(none.stdout).not.toContain('@@');
  });
});

describe('history and pull --undo', () => {
  it('lists the pulls, undoes the last one on a transport, and lists the versions of an object', async () => {
    const { work, n } = await project('CLB');
    await cli(work, 'pull');
    await commitAndPush(work, syncRepository({ prefix: 'CLB', withTable: false, greeting: 'Hi' }), 'greeting');
    await cli(work, 'pull');

    const history = await cli(work, 'history');
    expect(history.code).toBe(0);
    expect(history.stdout).toMatch(/#\d+ pull\s+success .* DEVELOPER {2}[0-9a-f]{12} {2}DEVK9\d{5}/);
    expect(history.stdout).toContain('Pull completed successfully (activated 1 · failed 0 · deleted 0)');

    // the dry run shows what the undo would do and changes nothing (issue 32, item 16)
    const preview = await cli(work, 'pull', '--undo', '--dry-run');
    expect(preview.code).toBe(0);
    expect(preview.stdout).toMatch(/^Undo of pull \d+ \(dry run, nothing changed\): 1 object\(s\) would go back to the version before it$/m);
    expect(preview.stdout).toContain(`  restore   CLAS ${n.greeter}`);
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Hi');
    expect(JSON.parse((await cli(work, 'pull', '--undo', '--dry-run', '--json')).stdout)).toMatchObject({ SUCCESS: 'X', COMMAND: 'UNDO', DRY_RUN: true, OBJECTS: [{ OBJ_NAME: n.greeter, ACTION: 'restored' }] });

    const undo = await cli(work, 'pull', '--undo');
    expect(undo.code).toBe(0);
    expect(undo.stdout).toMatch(/^Pull \d+ undone: 1 object\(s\) back to the version before it$/m);
    expect(undo.stdout).toContain(`  restored  CLAS ${n.greeter}`);
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Hello');

    const again = await cli(work, 'pull', '--undo', '--json');
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout)).toMatchObject({ SUCCESS: '', COMMAND: 'UNDO' });

    const versions = await cli(work, 'history', '--objects', n.greeter);
    expect(versions.stdout.split('\n')[0]).toBe(`CLAS ${n.greeter}`);
    expect(versions.stdout).toMatch(/active {3}\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} DEVELOPER {2}repository clb at commit [0-9a-f]{12}/);
    expect((await cli(work, 'history', '--limit', '0')).code).toBe(2);
  });
});

describe('import --dry-run and --prune', () => {
  it('lists what an import would change, keeps git-only files, and prunes them on request', async () => {
    const { work, bare, n } = await project('CLC');
    await cli(work, 'pull');
    await commitAndPush(work, { 'src/zclc_only_git.prog.abap': 'REPORT zclc_only_git.\n' }, 'a file only git has');
    service.system.objects.save(
      { ...service.system.objects.get('CLAS', n.greeter, 'A')!, sources: { main: service.system.objects.get('CLAS', n.greeter, 'A')!.sources['main']!.replace('Hello', 'Servus') } },
      n.root,
      'A',
      'DEVELOPER',
    );
    const dry = await cli(work, 'import', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout.split('\n')[0]).toBe(`Import of ${n.root} to main: 0 to add, 1 to change, 0 to delete, 8 unchanged`);
    expect(dry.stdout).toContain(`  change ${'src/'}${n.greeter.toLowerCase()}.clas.abap`);

    const pruneDry = await cli(work, 'import', '--dry-run', '--prune');
    expect(pruneDry.stdout).toContain('  delete src/zclc_only_git.prog.abap');

    const pruned = await cli(work, 'import', '--prune');
    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toContain('Pruned (1):\n  src/zclc_only_git.prog.abap');
    expect(await git(bare, 'ls-tree', '-r', '--name-only', 'main')).not.toContain('zclc_only_git');
  });
});

describe('diff against a system without the pull preview', () => {
  it('compares the working folder with view results, sources only, and says that metadata was not compared', async () => {
    const plain = await startTestService({ extensions: false });
    try {
      const { work, bare } = await linkedWorkingFolder(plain, root, 'CLP');
      expect((await gitSync(plain.system).pull({ url: bare }, 'DEVELOPER')).success).toBe('X');
      // edited in the working folder, not yet pushed
      writeFileSync(join(work, 'src', 'zcl_clp_greeter.clas.abap'), syncRepository({ prefix: 'CLP', withTable: false, greeting: 'Hi' })['src/zcl_clp_greeter.clas.abap']!);

      const diff = await runCli(['diff'], { cwd: work, env });
      expect(diff.code).toBe(0);
      expect(diff.stdout).toMatch(/^Working folder: 0 to create, 1 to update, 0 to delete, 2 unchanged, 0 conflict\(s\)$/m);
      expect(diff.stdout).toContain('+    result = |Hi { name }|.');
      expect(diff.stdout).toContain('metadata (XML) was not compared');
      const history = await runCli(['history'], { cwd: work, env });
      expect(history.code).toBe(1);
      expect(history.stderr).toContain('The connected system does not offer history and versions (capability versions)');
    } finally {
      await plain.stop();
    }
  });
});
