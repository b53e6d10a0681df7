import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';
import { smallHierarchy } from '../support/fixtures.js';

let service: TestService;
let cwd: string;

beforeAll(async () => {
  service = await startTestService({ prepare: smallHierarchy });
  cwd = projectFolderFor(service);
});
afterAll(async () => service.stop());

describe('abapdeck tree', () => {
  it('prints an indented tree with object counts', async () => {
    const run = await runCli(['tree', '--package', 'zroot', '--include-types'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'ZROOT  Root  (2 objects)',
        '├─ ZROOT_A  Part A  (15 objects)',
        '│  └─ ZROOT_A_X  Deep  (1 object)',
        '└─ ZROOT_B  Part B  (1 object)',
        '',
        '4 package(s), 19 object(s)',
        'By type: CLAS 13, DTEL 1, FUGR 1, INTF 1, PROG 1, STRU 1, TABL 1',
        '',
      ].join('\n'),
    );
  });

  it('prints the result as JSON with --json', async () => {
    const run = await runCli(['tree', '--package', 'ZROOT', '--depth', '1', '--json'], { cwd });
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ SUCCESS: true, COMMAND: 'TREE', TOTAL_PACKAGES: 3 });
    expect(json.OBJECTS.length).toBeGreaterThan(0);
  });

  it('exits 1 with the spec text for a missing package', async () => {
    const run = await runCli(['tree', '--package', 'ZNOPE'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Package ZNOPE does not exist in the system');
  });

  it('exits 2 with usage for a missing --package or an unknown flag', async () => {
    const missing = await runCli(['tree'], { cwd });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--package is required');
    expect(missing.stderr).toContain('Usage: abapdeck tree');
    const unknown = await runCli(['tree', '--package', 'ZROOT', '--bogus'], { cwd });
    expect(unknown.code).toBe(2);
  });
});

describe('abapdeck list', () => {
  it('prints an aligned table with a paging hint', async () => {
    const run = await runCli(['list', '--package', 'ZROOT_A', '--limit', '3'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'TYPE  NAME',
        'CLAS  ZCL_A_01',
        'CLAS  ZCL_A_02',
        'CLAS  ZCL_A_03',
        '',
        '1-3 of 15 object(s) in ZROOT_A',
        'More: --offset 3',
        'By type: CLAS 12, PROG 1, STRU 1, TABL 1',
        '',
      ].join('\n'),
    );
  });

  it('filters by type and name and prints JSON', async () => {
    const run = await runCli(['list', '--package', 'ZROOT_A', '--type', 'clas', '--name', 'zcl_a_1*', '--json'], { cwd });
    const json = JSON.parse(run.stdout);
    expect(json.OBJECTS.map((o: { NAME: string }) => o.NAME)).toEqual(['ZCL_A_10', 'ZCL_A_11', 'ZCL_A_12']);
  });

  it('exits 1 with the spec text for a limit above 1000 and prints it in JSON mode too', async () => {
    const run = await runCli(['list', '--package', 'ZROOT', '--limit', '1001', '--json'], { cwd });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ SUCCESS: false, ERROR: 'Limit value too high (max: 1000)' });
  });

  it('exits 3 when the system cannot be reached or refuses the credentials', async () => {
    const viewerCwd = projectFolderFor({ ...service, url: 'http://127.0.0.1:1' } as TestService);
    const unreachable = await runCli(['list', '--package', 'ZROOT'], { cwd: viewerCwd });
    expect(unreachable.code).toBe(3);
    expect(unreachable.stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:1/);
    const wrong = await runCli(['list', '--package', 'ZROOT'], {
      cwd: '/',
      env: { ABAP_HOST: '127.0.0.1', ABAP_PORT: String(service.port), ABAP_PROTOCOL: 'http', ABAP_USER: 'developer', ABAP_PASSWORD: 'wrong' },
    });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('refused the credentials of user DEVELOPER');
    expect(wrong.stderr).not.toContain('wrong');
  });
});

describe('abapdeck help', () => {
  it('lists every command and shows per-command help', async () => {
    const general = await runCli(['--help'], { cwd });
    expect(general.code).toBe(0);
    expect(general.stdout).toMatch(/tree\s+show the package hierarchy/);
    const tree = await runCli(['tree', '--help'], { cwd });
    expect(tree.stdout).toMatch(/^Usage: abapdeck tree --package <name> /);
    expect(tree.stdout).toContain('package hierarchy with object counts (depth default 3, at most 10)');
    expect(tree.stdout).toMatch(/--package <name> +root package \(required\)/);
  });

  it("shows every form of a command with what it does, the README's wording without Markdown", async () => {
    const debug = await runCli(['debug', '--help'], { cwd });
    expect(debug.code).toBe(0);
    expect(debug.stdout).toContain('\n       abapdeck debug attach --json [--timeout <s>]\n');
    expect(debug.stdout).toContain('\nabapdeck debug attach --json [--timeout <s>]\n  for scripts: prints Listener active on stderr');
  });

  it('exits 2 for an unknown command', async () => {
    expect((await runCli(['frobnicate'], { cwd })).code).toBe(2);
  });
});
