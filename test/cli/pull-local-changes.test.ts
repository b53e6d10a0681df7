/**
 * A pull reads git, not the working folder (issue 32: an edited file, checked, pulled — "activated 0", the edit
 * never reached the system). A pull whose files have uncommitted or unpushed changes says so before anything
 * else, names them and what to do, and pulls nothing; --ignore-local pulls what git has.
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
  root = tempDir('abapdeck-cli-local-');
  service = await startTestService();
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

const project = (prefix: string) => linkedWorkingFolder(service, root, prefix);

const cli = (work: string, ...args: string[]) => runCli(args, { cwd: work, env });

/** Changes the greeting in the class's file of the working folder. */
function edit(work: string, file: string, greeting: string): void {
  const path = join(work, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/result = \|\w+ \{ name \}\|/, `result = |${greeting} { name }|`));
}

describe('pull with changes git does not have', () => {
  it('names uncommitted and unpushed files of the pull before anything else and pulls nothing', async () => {
    const { work, n } = await project('PLC');
    expect((await cli(work, 'pull')).code).toBe(0);
    const file = `src/${n.greeter.toLowerCase()}.clas.abap`;

    edit(work, file, 'Hi');
    const refused = await cli(work, 'pull', '--files', file);
    expect(refused.code).toBe(4);
    expect(refused.stdout).toContain('The pull reads git (origin/main), which does not have these changes of the working folder:');
    expect(refused.stdout).toContain(`  not committed  ${file}`);
    expect(refused.stdout).toContain('Nothing was pulled. Commit and push them first');
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Hello');

    // a change of another object's file does not concern a pull of this one
    const interfaceFile = `src/${n.intf.toLowerCase()}.intf.abap`;
    await git(work, 'commit', '--quiet', '-am', 'greeting Hi');
    const unpushed = await cli(work, 'pull', '--files', interfaceFile, '--json');
    expect(unpushed.code).toBe(0);

    const json = await cli(work, 'pull', '--files', file, '--json');
    expect(json.code).toBe(4);
    expect(JSON.parse(json.stdout)).toMatchObject({ success: '', command: 'PULL', local_changes: { uncommitted: [], unpushed: [file], remote: 'origin/main' } });

    // the whole repository concerns every file
    const whole = await cli(work, 'pull');
    expect(whole.code).toBe(4);
    expect(whole.stdout).toContain(`  not pushed     ${file}`);

    const anyway = await cli(work, 'pull', '--files', file, '--ignore-local');
    expect(anyway.code).toBe(0);
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Hello');

    await git(work, 'push', '--quiet', 'origin', 'HEAD');
    const pushed = await cli(work, 'pull', '--files', file);
    expect(pushed.code).toBe(0);
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Hi');
  }, 60_000);
});
