/**
 * `abapdeck probe` end to end: the built binary writes probes into the project or the scratch workspace,
 * the probes check clean with `syntax`, and --run commits, pushes, pulls and runs one on the embedded system.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { cloneInto, createBareRepository, git, headOf, workingCopy, writeFiles } from '../support/git.js';
import { defaultDotAbapgit, serializeDotAbapgit, writeRepository } from '../../src/system/abapgit/index.js';

let service: TestService;
let root: string;

/** The CLI's git runs with this identity and no user or system configuration. */
const env = {
  ABAP_TRANSPORT: undefined,
  GIT_USERNAME: undefined,
  GIT_PASSWORD: undefined,
  XDG_DATA_HOME: undefined,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Test Developer',
  GIT_AUTHOR_EMAIL: 'dev@example.com',
  GIT_COMMITTER_NAME: 'Test Developer',
  GIT_COMMITTER_EMAIL: 'dev@example.com',
};

beforeAll(async () => {
  root = tempDir('abapdeck-cli-probe-');
  service = await startTestService();
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

let counter = 0;
/** A project folder (a git working copy) with a .abapGitAgent for the service, extra fields merged in. */
async function project(options: { credentials?: Record<string, unknown>; config?: Record<string, unknown>; files?: Record<string, string | Buffer> } = {}) {
  const dir = join(root, `project${++counter}`);
  await workingCopy(dir, join(root, 'remotes', `project${counter}.git`));
  writeFiles(dir, options.files ?? {});
  writeFileSync(
    join(dir, '.abapGitAgent'),
    JSON.stringify({
      host: '127.0.0.1',
      sapport: Number(new URL(service.url).port),
      protocol: 'http',
      client: '100',
      user: 'DEVELOPER',
      password: testPasswords.DEVELOPER,
      ...options.credentials,
    }),
  );
  if (options.config) writeFileSync(join(dir, '.abapgit-agent.json'), JSON.stringify(options.config));
  return dir;
}

/**
 * A scratch workspace: a clone of a new bare repository holding `.abapgit.xml` and the package file of
 * `pkg`, linked to that package in the system by `abapdeck create` from the project folder.
 */
async function scratchWorkspace(pkg: string, projectDir: string): Promise<{ path: string; bare: string }> {
  const bare = await createBareRepository(join(root, 'remotes'), `scratch-${pkg.replace('$', '').toLowerCase()}`);
  const seed = join(root, `seed-${counter}`);
  const files = writeRepository({
    dotAbapgit: defaultDotAbapgit(),
    rootPackage: pkg,
    packages: [{ name: pkg, parent: '', description: 'Scratch probes', softwareComponent: pkg.startsWith('$') ? 'LOCAL' : 'HOME', metadata: { DEVC: { CTEXT: 'Scratch probes' } } }],
    objects: [],
  });
  await workingCopy(seed, bare, Object.fromEntries(files.map((file) => [file.path, file.data])));
  const path = await cloneInto(join(root, `scratch-${counter}`), bare);
  const created = await runCli(['create', '--url', bare, '--package', pkg], { cwd: projectDir, env });
  expect(created.code, created.stderr).toBe(0);
  return { path, bare };
}

const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('abapdeck probe in the project', () => {
  it('writes a class-run class into src/, prints the next commands, and names the next one _2', async () => {
    const cwd = await project();
    const first = await runCli(['probe', 'flights'], { cwd, env });
    expect(first.code, first.stderr).toBe(0);
    expect(listing(join(cwd, 'src'))).toEqual(['zcl_developer_flights.clas.abap', 'zcl_developer_flights.clas.xml']);
    expect(first.stdout).toBe(
      [
        'Probe class ZCL_DEVELOPER_FLIGHTS written to the project:',
        `  ${join(cwd, 'src', 'zcl_developer_flights.clas.abap')}`,
        `  ${join(cwd, 'src', 'zcl_developer_flights.clas.xml')}`,
        '',
        'Next:',
        '  abapdeck syntax --files src/zcl_developer_flights.clas.abap',
        '  git add src/zcl_developer_flights.clas.abap src/zcl_developer_flights.clas.xml',
        "  git commit -m 'Add probe ZCL_DEVELOPER_FLIGHTS' -- src/zcl_developer_flights.clas.abap src/zcl_developer_flights.clas.xml",
        '  git push',
        '  abapdeck pull --files src/zcl_developer_flights.clas.abap',
        '  abapdeck run --class ZCL_DEVELOPER_FLIGHTS',
        '',
      ].join('\n'),
    );
    expect(first.stderr).toBe('');

    const second = await runCli(['probe', 'FLIGHTS', '--json'], { cwd, env });
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual({
      success: true,
      object_type: 'CLAS',
      object_name: 'ZCL_DEVELOPER_FLIGHTS_2',
      workspace: 'project',
      folder: join(cwd, 'src'),
      files: [join(cwd, 'src', 'zcl_developer_flights_2.clas.abap'), join(cwd, 'src', 'zcl_developer_flights_2.clas.xml')],
      next_commands: expect.arrayContaining(['abapdeck run --class ZCL_DEVELOPER_FLIGHTS_2']),
    });
    const third = await runCli(['probe', 'flights', '--json'], { cwd, env });
    expect(JSON.parse(third.stdout).object_name).toBe('ZCL_DEVELOPER_FLIGHTS_3');
    // the first probe was not touched
    expect(readFileSync(join(cwd, 'src', 'zcl_developer_flights.clas.abap'), 'utf8')).toContain('CLASS zcl_developer_flights DEFINITION');
  });

  it('writes a report with --program, and both probes check clean with abapdeck syntax', async () => {
    const cwd = await project();
    const classProbe = await runCli(['probe', 'carriers'], { cwd, env });
    const programProbe = await runCli(['probe', 'carriers', '--program'], { cwd, env });
    expect(classProbe.code).toBe(0);
    expect(programProbe.code).toBe(0);
    expect(programProbe.stdout).toContain('Probe report ZDEVELOPER_CARRIERS written to the project:');
    expect(programProbe.stdout).toContain('  abapdeck run --program ZDEVELOPER_CARRIERS\n');

    const syntax = await runCli(['syntax', '--files', 'src/zcl_developer_carriers.clas.abap,src/zdeveloper_carriers.prog.abap'], { cwd, env });
    expect(syntax.stdout).toBe(
      [
        'CLAS ZCL_DEVELOPER_CARRIERS: Syntax check passed',
        'PROG ZDEVELOPER_CARRIERS: Syntax check passed',
        'All 2 object(s) passed syntax check',
        '',
      ].join('\n'),
    );
    expect(syntax.code).toBe(0);
  }, 60_000);

  it('follows STARTING_FOLDER of .abapgit.xml, takes configured prefixes, and counts names taken in subfolders', async () => {
    const dot = serializeDotAbapgit({ ...defaultDotAbapgit(), startingFolder: '/abap/' });
    const cwd = await project({
      files: { '.abapgit.xml': dot, 'abap/sub/zcl_tmp_bookings.clas.abap': 'CLASS zcl_tmp_bookings DEFINITION.\nENDCLASS.\n' },
      credentials: { scratchWorkspace: { path: join(root, 'unused'), classPrefix: 'zcl_tmp_', programPrefix: 'ztmp_' } },
    });
    const run = await runCli(['probe', 'Bookings', '--json'], { cwd, env });
    expect(run.code, run.stdout).toBe(0);
    const data = JSON.parse(run.stdout);
    expect(data).toMatchObject({ object_name: 'ZCL_TMP_BOOKINGS_2', workspace: 'project', folder: join(cwd, 'abap') });
    expect(listing(join(cwd, 'abap'))).toEqual(['sub', 'zcl_tmp_bookings_2.clas.abap', 'zcl_tmp_bookings_2.clas.xml']);
    const program = await runCli(['probe', 'bookings', '--program', '--json'], { cwd, env });
    expect(JSON.parse(program.stdout).object_name).toBe('ZTMP_BOOKINGS');
  });

  it('refuses a PURPOSE that cannot be part of a name, and a prefix that leaves no room (exit 2, nothing written)', async () => {
    const cwd = await project({ credentials: { scratchWorkspace: { path: join(root, 'unused'), classPrefix: 'ZCL_A_VERY_LONG_PREFIX_OF_30CH' } } });
    const badPurpose = await runCli(['probe', 'read-flights'], { cwd, env });
    expect(badPurpose.code).toBe(2);
    expect(badPurpose.stderr).toContain("Error: PURPOSE 'read-flights' may hold only letters, digits and '_'");
    const noRoom = await runCli(['probe', 'flights', '--json'], { cwd, env });
    expect(noRoom.code).toBe(2);
    expect(JSON.parse(noRoom.stdout)).toEqual({
      success: false,
      error:
        "prefix 'ZCL_A_VERY_LONG_PREFIX_OF_30CH' has 30 characters and leaves no room for a purpose in a name of at most 30: configure a shorter prefix in scratchWorkspace of .abapGitAgent",
    });
    const none = await runCli(['probe'], { cwd, env });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Error: give one PURPOSE, for example: abapdeck probe FLIGHTS');
    expect(listing(join(cwd, 'src'))).toEqual([]);
  });

  it('--run in the project writes the probe, says why it does not run it, and commits nothing', async () => {
    const cwd = await project();
    const run = await runCli(['probe', 'flights', '--run'], { cwd, env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '--run runs probes only in the scratch workspace (safeguards.disableProbeClasses with scratchWorkspace in .abapGitAgent)',
    );
    expect(run.stdout).toContain('  abapdeck run --class ZCL_DEVELOPER_FLIGHTS\n');
    expect((await git(cwd, 'status', '--porcelain', '--untracked-files=all')).split('\n')).toContain('?? src/zcl_developer_flights.clas.abap');
    expect(await git(cwd, 'log', '--oneline').catch(() => '')).toBe('');
  });
});

describe('abapdeck probe with safeguards.disableProbeClasses', () => {
  it('refuses with a clear message when no scratch workspace is configured (exit 4, nothing written)', async () => {
    const cwd = await project({ config: { safeguards: { disableProbeClasses: true, reason: 'Keep the product repository clean' } } });
    const run = await runCli(['probe', 'flights'], { cwd, env });
    expect(run.code).toBe(4);
    expect(run.stderr).toBe(
      [
        'Error: Probe classes are disabled for this project (safeguards.disableProbeClasses): they go to your scratch workspace, and none is configured.',
        'Reason: Keep the product repository clean',
        'Add "scratchWorkspace": {"path": "/absolute/folder"} (optionally "classPrefix" and "programPrefix") to .abapGitAgent: a git repository of its own, linked to a package of its own with abapdeck create.',
        '',
      ].join('\n'),
    );
    const json = await runCli(['probe', 'flights', '--json'], { cwd, env });
    expect(json.code).toBe(4);
    expect(JSON.parse(json.stdout).error).toMatch(/^Probe classes are disabled for this project/);
    expect(listing(join(cwd, 'src'))).toEqual([]);

    const relative = await project({ config: { safeguards: { disableProbeClasses: true } }, credentials: { scratchWorkspace: { path: 'scratch' } } });
    const notAbsolute = await runCli(['probe', 'flights'], { cwd: relative, env });
    expect(notAbsolute.code).toBe(2);
    expect(notAbsolute.stderr).toContain("Error: scratchWorkspace.path must be an absolute folder, got 'scratch'");
  });

  it('writes into <scratchWorkspace.path>/src/ and prints commands for the scratch repository', async () => {
    const scratch = join(root, 'plain-scratch');
    mkdirSync(scratch);
    await workingCopy(scratch, join(root, 'remotes', 'plain-scratch.git'));
    writeFiles(scratch, { 'src/zcl_developer_flights.clas.abap': 'CLASS zcl_developer_flights DEFINITION.\nENDCLASS.\n' });
    const cwd = await project({ config: { safeguards: { disableProbeClasses: true } }, credentials: { scratchWorkspace: { path: scratch } } });
    const run = await runCli(['probe', 'flights'], { cwd, env });
    expect(run.code, run.stderr).toBe(0);
    expect(listing(join(cwd, 'src'))).toEqual([]);
    expect(listing(join(scratch, 'src'))).toEqual([
      'zcl_developer_flights.clas.abap',
      'zcl_developer_flights_2.clas.abap',
      'zcl_developer_flights_2.clas.xml',
    ]);
    expect(run.stdout).toContain('Probe class ZCL_DEVELOPER_FLIGHTS_2 written to the scratch workspace:\n');
    expect(run.stdout).toContain(
      [
        'Next:',
        `  abapdeck syntax --files ${join(scratch, 'src', 'zcl_developer_flights_2.clas.abap')}`,
        `  git -C ${scratch} add src/zcl_developer_flights_2.clas.abap src/zcl_developer_flights_2.clas.xml`,
        `  git -C ${scratch} commit -m 'Add probe ZCL_DEVELOPER_FLIGHTS_2' -- src/zcl_developer_flights_2.clas.abap src/zcl_developer_flights_2.clas.xml`,
        `  git -C ${scratch} push`,
        `  abapdeck pull --url ${join(root, 'remotes', 'plain-scratch.git')} --branch main --files src/zcl_developer_flights_2.clas.abap`,
        '  abapdeck run --class ZCL_DEVELOPER_FLIGHTS_2',
        '',
      ].join('\n'),
    );
  });

  it('--run commits and pushes the probe in the scratch workspace, pulls just its file, runs it and prints its output', async () => {
    const cwd = await project({ config: { safeguards: { disableProbeClasses: true } } });
    const { path, bare } = await scratchWorkspace('$SCRATCH', cwd);
    writeFileSync(
      join(cwd, '.abapGitAgent'),
      JSON.stringify({ ...JSON.parse(readFileSync(join(cwd, '.abapGitAgent'), 'utf8')), scratchWorkspace: { path, classPrefix: 'ZCL_TMP_', programPrefix: 'ZTMP_' } }),
    );
    // something else staged in the scratch workspace stays out of the probe's commit
    writeFiles(path, { 'NOTES.md': 'notes\n' });
    await git(path, 'add', 'NOTES.md');

    const run = await runCli(['probe', 'flights', '--run'], { cwd, env });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const head = await headOf(bare);
    expect(run.stdout).toMatch(
      new RegExp(
        [
          'Probe class ZCL_TMP_FLIGHTS written to the scratch workspace:',
          `  ${escape(join(path, 'src', 'zcl_tmp_flights.clas.abap'))}`,
          `  ${escape(join(path, 'src', 'zcl_tmp_flights.clas.xml'))}`,
          `Committed ${head.slice(0, 7)} and pushed.`,
          'Pulled into the system: CLAS ZCL_TMP_FLIGHTS.',
          '',
          'Output of ZCL_TMP_FLIGHTS:',
          'Probe ZCL_TMP_FLIGHTS ran as DEVELOPER in client 100 of DEV',
          'Date and time',
          '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}',
          '',
        ].join('\n') + '$',
      ),
    );
    expect((await git(bare, 'show', '--name-only', '--format=%s', 'main')).trim().split('\n')).toEqual([
      'Add probe ZCL_TMP_FLIGHTS',
      '',
      'src/zcl_tmp_flights.clas.abap',
      'src/zcl_tmp_flights.clas.xml',
    ]);
    expect((await git(path, 'status', '--porcelain')).trim()).toBe('A  NOTES.md');

    const program = await runCli(['probe', 'flights', '--program', '--run', '--json'], { cwd, env });
    expect(program.code, program.stdout).toBe(0);
    const data = JSON.parse(program.stdout);
    expect(data).toMatchObject({ success: true, object_type: 'PROG', object_name: 'ZTMP_FLIGHTS', workspace: 'scratch', commit: await headOf(bare) });
    expect(data.pull).toMatchObject({ success: 'X', activated_objects: [{ obj_type: 'PROG', obj_name: 'ZTMP_FLIGHTS' }] });
    expect(data.output).toContain('Probe ZTMP_FLIGHTS ran as DEVELOPER');
    expect(data.next_commands).toBeUndefined();

    // without --run nothing is committed, pushed or run
    const before = await headOf(bare);
    const quiet = await runCli(['probe', 'flights', '--json'], { cwd, env });
    expect(JSON.parse(quiet.stdout)).toMatchObject({ object_name: 'ZCL_TMP_FLIGHTS_2' });
    expect(JSON.parse(quiet.stdout).output).toBeUndefined();
    expect(await headOf(bare)).toBe(before);
  }, 120_000);

  it('--run is refused by safeguards.disableRun (exit 4) before anything is written', async () => {
    const cwd = await project({ config: { safeguards: { disableProbeClasses: true, disableRun: true, reason: 'No code runs from here' } } });
    const scratch = join(root, 'norun-scratch');
    await workingCopy(scratch, join(root, 'remotes', 'norun-scratch.git'));
    writeFileSync(
      join(cwd, '.abapGitAgent'),
      JSON.stringify({ ...JSON.parse(readFileSync(join(cwd, '.abapGitAgent'), 'utf8')), scratchWorkspace: { path: scratch } }),
    );
    const run = await runCli(['probe', 'flights', '--run'], { cwd, env });
    expect(run.code).toBe(4);
    expect(run.stderr).toBe('Error: run command is disabled for this project\nReason: No code runs from here\nPlease contact the project maintainer to enable it.\n');
    expect(listing(join(scratch, 'src'))).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
