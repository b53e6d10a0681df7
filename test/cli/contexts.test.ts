/**
 * Contexts end to end (issue 21): the user's contexts file under $XDG_CONFIG_HOME/abapdeck, `--context` before or
 * among a command's flags, `ctx`, `ctx list`, `ctx use` (text and --json), the precedence against a working
 * folder's .abapGitAgent, an unknown context, and a read-only context refusing each operation that changes the
 * system — at the client, before any call.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFolderFor, runCli } from '../support/cli.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';

let service: TestService;
let root: string;
let config: string;
let plain: string;
let env: Record<string, string | undefined>;
const closedPort = 'http://127.0.0.1:9';

function writeContexts(content: object): void {
  writeFileSync(join(config, 'abapdeck', 'contexts.json'), JSON.stringify(content, null, 2));
}

function contexts(current?: string) {
  const port = Number(new URL(service.url).port);
  const inline = { host: '127.0.0.1', sapport: port, protocol: 'http', user: 'developer', password: testPasswords.DEVELOPER };
  writeFileSync(join(config, 'dev.abapGitAgent'), JSON.stringify(inline));
  return {
    ...(current ? { current } : {}),
    contexts: {
      dev: { credentials: '../dev.abapGitAgent', description: 'the test service by a credentials file' },
      inline: inline,
      prod: { ...inline, readOnly: true, production: true },
      offline: { host: '127.0.0.1', sapport: 9, protocol: 'http', user: 'DEVELOPER', password: 'x', readOnly: true },
    },
  };
}

const cli = (cwd: string, ...args: string[]) => runCli(args, { cwd, env });

beforeAll(async () => {
  service = await startTestService({ demo: true });
  root = tempDir('abapdeck-contexts-');
  config = join(root, 'config');
  mkdirSync(join(config, 'abapdeck'), { recursive: true });
  plain = join(root, 'plain');
  mkdirSync(plain);
  // the embedded default must never start here: every run names a context or has one current
  env = { XDG_CONFIG_HOME: config, ABAPDECK_DATA: join(root, 'no-embedded'), ABAPDECK_CONTEXT: undefined, ABAP_TRANSPORT: undefined };
  writeContexts(contexts('dev'));
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('--context', () => {
  it('picks a context before the command or among its flags, by credentials file or inline fields', async () => {
    for (const args of [
      ['--context', 'inline', 'health', '--json'],
      ['--context=dev', 'health', '--json'],
      ['health', '--context', 'inline', '--json'],
    ]) {
      const run = await cli(plain, ...args);
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ status: 'OK', system: service.url.replace(/\/$/, ''), user: 'DEVELOPER', source: 'file' });
    }
    const text = await cli(plain, '--context', 'dev', 'health');
    expect(text.stdout).toMatch(/^OK: http:\/\/127\.0\.0\.1:\d+ client 100 as DEVELOPER \(context dev\), service version /);
    expect(JSON.parse((await cli(plain, '--context', 'dev', 'health', '--json')).stdout)).toMatchObject({ context: 'dev' });
    const tree = await cli(plain, '--context', 'prod', 'tree', '--package', 'ZDEMO');
    expect(tree.code, tree.stderr).toBe(0);
    expect(tree.stdout).toContain('ZDEMO');
  });

  it('refuses an unknown context, listing the known ones (exit 2)', async () => {
    const run = await cli(plain, '--context', 'qas', 'health');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown context 'qas'; known contexts: dev, inline, prod, offline");
    const json = await cli(plain, 'health', '--context', 'qas', '--json');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toEqual({ success: false, error: expect.stringContaining("unknown context 'qas'; known contexts: dev, inline, prod, offline") });
    const missing = await cli(plain, '--context');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--context needs a context name');
  });

  it('ABAPDECK_CONTEXT names one too; the flag wins over it', async () => {
    const run = await runCli(['health', '--json'], { cwd: plain, env: { ...env, ABAPDECK_CONTEXT: 'offline' } });
    expect(run.code).toBe(3);
    expect(run.stderr + run.stdout).toContain('cannot reach http://127.0.0.1:9');
    const flagged = await runCli(['--context', 'dev', 'health', '--json'], { cwd: plain, env: { ...env, ABAPDECK_CONTEXT: 'offline' } });
    expect(flagged.code, flagged.stderr).toBe(0);
  });
});

describe('abapdeck ctx', () => {
  it('lists the contexts (text and --json) without a password, and says what this folder uses', async () => {
    const text = await cli(plain, 'ctx');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^CURRENT {2}NAME {5}TARGET +MARKS$/m);
    expect(text.stdout).toMatch(/^\* {8}dev {6}credentials file .*config\/dev\.abapGitAgent$/m);
    expect(text.stdout).toMatch(/^ {9}prod {5}DEVELOPER@http:\/\/127\.0\.0\.1:\d+ client 100 +read-only, production$/m);
    expect(text.stdout).toContain("Commands here use context 'dev' (the current context).");
    expect(text.stdout).not.toContain(testPasswords.DEVELOPER);
    expect((await cli(plain, 'ctx', 'list')).stdout).toBe(text.stdout);

    const json = await cli(plain, 'ctx', 'list', '--json');
    const data = JSON.parse(json.stdout);
    expect(data).toMatchObject({ action: 'list', current: 'dev', exists: true, active: { kind: 'context', name: 'dev', why: 'current' } });
    expect(data.contexts.map((c: { name: string }) => c.name)).toEqual(['dev', 'inline', 'prod', 'offline']);
    expect(data.contexts[2]).toMatchObject({ name: 'prod', kind: 'inline', readOnly: true, production: true, current: false });
    expect(json.stdout).not.toContain(testPasswords.DEVELOPER);

    // a working folder's .abapGitAgent wins over the current context, and ctx says so
    const project = projectFolderFor(service);
    const here = await cli(project, 'ctx');
    expect(here.stdout).toContain("Commands here use the working folder's .abapGitAgent");
    expect(JSON.parse((await cli(project, '--context', 'prod', 'ctx', '--json')).stdout).active).toEqual({ kind: 'context', name: 'prod', why: 'flag' });
  });

  it('ctx use switches the current context (the file stays owner-only); an unknown name is refused', async () => {
    try {
      const used = await cli(plain, 'ctx', 'use', 'offline');
      expect(used.code, used.stderr).toBe(0);
      expect(used.stdout).toBe("Switched to context 'offline'.\n");
      const file = join(config, 'abapdeck', 'contexts.json');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ current: 'offline', contexts: { dev: { credentials: '../dev.abapGitAgent' } } });
      expect(statSync(file).mode & 0o077).toBe(0);
      // the current context is what a command here now uses
      const health = await cli(plain, 'health');
      expect(health.code).toBe(3);
      expect(health.stderr).toContain(`cannot reach ${closedPort}`);

      const json = await cli(plain, 'ctx', 'use', 'inline', '--json');
      expect(JSON.parse(json.stdout)).toMatchObject({ action: 'use', current: 'inline' });
      expect((await cli(plain, 'health')).code).toBe(0);

      const unknown = await cli(plain, 'ctx', 'use', 'nope');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("unknown context 'nope'; known contexts: dev, inline, prod, offline");
      expect((await cli(plain, 'ctx', 'frobnicate')).code).toBe(2);
    } finally {
      writeContexts(contexts('dev'));
    }
  });

  it('says how to start when there is no contexts file', async () => {
    const empty = join(root, 'empty-config');
    const run = await runCli(['ctx'], { cwd: plain, env: { ...env, XDG_CONFIG_HOME: empty } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`No contexts file (${join(empty, 'abapdeck', 'contexts.json')}).`);
    expect(run.stdout).toContain('Commands here use the embedded demo system (no context is current).');
    const json = JSON.parse((await runCli(['ctx', '--json'], { cwd: plain, env: { ...env, XDG_CONFIG_HOME: empty } })).stdout);
    expect(json).toMatchObject({ exists: false, contexts: [], current: null, active: { kind: 'embedded-default' } });
  });

  it('reports a broken contexts file plainly', async () => {
    try {
      writeContexts({ contexts: { bad: { embedded: true, host: 'x' } } });
      const both = await cli(plain, 'ctx');
      expect(both.code).toBe(2);
      expect(both.stderr).toContain(`context 'bad' needs exactly one of "embedded": true, "credentials": "<file>" or the credentials' fields`);
      writeContexts({ current: 'gone', contexts: {} });
      const current = await cli(plain, 'health');
      expect(current.code).toBe(3);
      expect(current.stderr).toContain("current names an unknown context 'gone'; no contexts are defined in");
    } finally {
      writeContexts(contexts('dev'));
    }
  });
});

describe('a read-only context', () => {
  const refusals: Array<[string, string[]]> = [
    ['pull', ['pull']],
    ['import', ['import', '--package', 'ZDEMO']],
    ['customize', ['customize', 'ZDEMO_FLIGHT', '--set', 'CARRID=LH']],
    ['drop', ['drop', '--files', 'src/zcl_x.clas.abap']],
    ['drop', ['dbview', 'drop', '--objects', 'ZDEMO_VIEW']],
    ['dbview deploy', ['dbview', 'deploy', '--package', 'ZHANA', '--files', 'cv.calculationview']],
    ['schema mapping', ['dbview', 'schema', 'map', '--schema', 'SALES', '--physical', 'SALES_P']],
    ['schema mapping', ['dbview', 'schema', 'unmap', '--schema', 'SALES']],
    ['transport release', ['transport', 'release', '--number', 'DEVK900001']],
    ['run', ['run', '--class', 'ZCL_DEMO_BOOKING_RUN']],
    ['unit', ['unit', '--files', 'src/zcl_demo_fare_calculator.clas.testclasses.abap']],
    ['debug', ['debug', 'list']],
  ];

  it.each(refusals)('refuses %s at the client (exit 4), before any call', async (operation, args) => {
    for (const context of ['prod', 'offline']) {
      const run = await cli(plain, '--context', context, ...args);
      expect(run.code, run.stderr).toBe(4);
      expect(run.stderr).toContain(`Error: ${operation} is refused: context '${context}' is read-only${context === 'prod' ? ' (production)' : ''}.`);
      // nothing was sent: the offline context's system cannot be reached, which would be exit 3
      expect(run.stderr).not.toContain('cannot reach');
    }
    const json = await cli(plain, '--context', 'prod', ...args, '--json');
    expect(json.code).toBe(4);
    expect(JSON.parse(json.stdout).error).toContain(`${operation} is refused: context 'prod' is read-only (production).`);
  });

  it('lets reading, previews and listings through, and a writable context of the same system releases', async () => {
    const list = await cli(plain, '--context', 'prod', 'transport', 'list', '--json');
    expect(list.code, list.stderr).toBe(0);
    const created = await cli(plain, '--context', 'inline', 'transport', 'create', '--description', 'contexts test', '--json');
    expect(created.code, created.stderr).toBe(0);
    const { number } = JSON.parse(created.stdout);
    const refused = await cli(plain, '--context', 'prod', 'transport', 'release', '--number', number);
    expect(refused.code).toBe(4);
    // the request is still open: the refusal sent nothing
    const open = JSON.parse((await cli(plain, '--context', 'prod', 'transport', 'list', '--json')).stdout);
    expect(JSON.stringify(open)).toContain(number);
    const released = await cli(plain, '--context', 'inline', 'transport', 'release', '--number', number);
    expect(released.code, released.stderr).toBe(0);
    expect(released.stdout).toBe(`Transport request ${number} released\n`);
  });
});
