/**
 * `pull --working-files` (issue 32 item 4): the embedded system pulls the working folder's files as they are,
 * not committed, as an explicit choice; the exit-4 local-changes message names that choice when the system
 * offers it; a system without the capability refuses plainly; history tells the working folder's versions apart.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { git } from '../support/git.js';
import { linkedWorkingFolder } from '../support/linked-working-folder.js';

let service: TestService;
let root: string;
const env = { ABAP_TRANSPORT: undefined, GIT_USERNAME: undefined, GIT_PASSWORD: undefined, XDG_DATA_HOME: undefined };

beforeAll(async () => {
  root = tempDir('abapdeck-cli-working-');
  service = await startTestService();
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

const cli = (work: string, ...args: string[]) => runCli(args, { cwd: work, env });

function edit(work: string, file: string, greeting: string): void {
  const path = join(work, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/result = \|\w+ \{ name \}\|/, `result = |${greeting} { name }|`));
}

describe('pull --working-files', () => {
  it('pulls the uncommitted file as it is; history names the working folder; the same content committed later is unchanged', async () => {
    const { work, n } = await linkedWorkingFolder(service, root, 'PWF');
    expect((await cli(work, 'pull')).code).toBe(0);
    const file = `src/${n.greeter.toLowerCase()}.clas.abap`;
    edit(work, file, 'Howdy');

    // the refusal names the choice, since this system offers it
    const refused = await cli(work, 'pull', '--files', file);
    expect(refused.code).toBe(4);
    expect(refused.stdout).toContain('Or pull these files as they are in the working folder (not committed) with --working-files.');

    const pulled = await cli(work, 'pull', '--working-files');
    expect(pulled.stderr).toBe('');
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toContain('From the working folder, not committed (1):');
    expect(pulled.stdout).toContain(`  ${file}`);
    expect(pulled.stdout).toContain(`Activated (1):\n  CLAS ${n.greeter}`);
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Howdy');
    // git is as it was: the file is still not committed
    expect(await git(work, 'status', '--porcelain')).toContain(file);

    const history = await cli(work, 'history', '--objects', n.greeter, '--json');
    expect(history.code).toBe(0);
    const versions = JSON.parse(history.stdout).VERSIONS as Array<{ ORIGIN: string }>;
    const head = (await git(work, 'rev-parse', 'HEAD')).trim();
    expect(versions[0]?.ORIGIN).toMatch(new RegExp(`^the working folder of repository .*, not committed, based on commit ${head.slice(0, 12)}$`));
    expect(versions.some((v) => /^repository .* at commit /.test(v.ORIGIN))).toBe(true);

    // committed and pushed, the same content: the pull finds it unchanged, no conflict
    await git(work, 'commit', '--quiet', '-am', 'Howdy');
    await git(work, 'push', '--quiet', 'origin', 'HEAD');
    const later = await cli(work, 'pull', '--files', file, '--json');
    expect(later.code).toBe(0);
    const result = JSON.parse(later.stdout);
    expect(result.conflict_count ?? result.CONFLICT_COUNT).toBe(0);
    expect(result.activated_count ?? result.ACTIVATED_COUNT).toBe(0);
  }, 90_000);

  it('takes the files of --files and a new file git does not have; --json answers the pull result', async () => {
    const { work, n } = await linkedWorkingFolder(service, root, 'PWG');
    expect((await cli(work, 'pull')).code).toBe(0);
    const name = `zif_pwg_new`;
    writeFileSync(join(work, 'src', `${name}.intf.abap`), `INTERFACE ${name} PUBLIC.\n  METHODS hello.\nENDINTERFACE.\n`);
    writeFileSync(
      join(work, 'src', `${name}.intf.xml`),
      readFileSync(join(work, 'src', `${n.intf.toLowerCase()}.intf.xml`), 'utf8').replaceAll(n.intf, name.toUpperCase()),
    );
    const pulled = await cli(work, 'pull', '--working-files', '--files', `src/${name}.intf.abap,src/${name}.intf.xml`, '--json');
    expect(pulled.code).toBe(0);
    const result = JSON.parse(pulled.stdout);
    expect(result.working_files).toEqual([`src/${name}.intf.abap`, `src/${name}.intf.xml`]);
    expect(service.system.objects.get('INTF', name.toUpperCase(), 'A')?.sources['main']).toContain('METHODS hello');

    const nothing = await cli(work, 'pull', '--working-files', '--files', 'src/zcl_nope.clas.abap');
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('src/zcl_nope.clas.abap is not a file of the working folder');
  }, 90_000);
});

describe('a system without the extension', () => {
  let plain: TestService;
  beforeAll(async () => {
    plain = await startTestService({ extensions: false });
  });
  afterAll(async () => {
    await plain.stop();
  });

  it('refuses plainly: commit and push first; the local-changes advice does not name --working-files', async () => {
    const { work, n } = await linkedWorkingFolder(plain, root, 'PWH');
    const file = `src/${n.greeter.toLowerCase()}.clas.abap`;
    edit(work, file, 'Howdy');
    const refused = await cli(work, 'pull', '--files', file);
    expect(refused.code).toBe(4);
    expect(refused.stdout).not.toContain('--working-files');
    const working = await cli(work, 'pull', '--working-files');
    expect(working.code).toBe(1);
    expect(working.stderr).toMatch(/does not pull files that are not in git: commit and push them first/);
    expect(plain.system.objects.get('CLAS', n.greeter, 'A')).toBeUndefined();
  }, 60_000);
});
