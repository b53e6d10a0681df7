/**
 * What the CLI answers to the mistakes of a person typing (issue 32, item 11), end to end against the built binary:
 * a mistyped command or flag gets one error line with the closest name ("did you mean") instead of pages of help,
 * `--json` gets one JSON object on stdout for every failure (usage errors included), `-h` and `help <command>`
 * are `--help`, and the exit code of an operation that ran but found nothing it was named follows one rule.
 */
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

const cli = (...args: string[]) => runCli(args, { cwd });

describe('a mistyped command', () => {
  it.each([
    ['lsit', 'list'],
    ['pul', 'pull'],
    ['trnasport', 'transport'],
    ['Tree', 'tree'],
  ])("'%s' is one error line naming '%s' and abapdeck help, exit 2", async (typed, meant) => {
    const run = await cli(typed, '--package', 'ZROOT');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`abapdeck: unknown command '${typed}'; did you mean '${meant}'? (abapdeck help lists the commands)\n`);
  });

  it('names no command when none is close, still in one line', async () => {
    const run = await cli('frobnicate');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("abapdeck: unknown command 'frobnicate' (abapdeck help lists the commands)\n");
  });

  it('answers one JSON object on stdout with --json', async () => {
    const run = await cli('lsit', '--json');
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({ success: false, error: "unknown command 'lsit'; did you mean 'list'? (abapdeck help lists the commands)" });
    expect(run.stderr).toBe('');
  });
});

describe('a mistyped flag', () => {
  it('names the flag meant, then the usage of the command', async () => {
    const run = await cli('list', '--pakage', 'ZROOT');
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe("Error: Unknown option '--pakage'; did you mean --package?");
    expect(run.stderr).toContain('Usage: abapdeck list --package <name>');
  });

  it('names it in the written-together form too, and in --json', async () => {
    const run = await cli('view', '--object=ZCL_ROOT', '--json');
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({ success: false, error: "Unknown option '--object'; did you mean --objects?" });
  });
});

describe("a mistyped action of a command's actions", () => {
  it.each([
    [['transport', 'lsit'], "unknown action 'lsit'; did you mean 'list'? (list, create, check, release)"],
    [['ctx', 'uze'], "unknown action 'uze'; did you mean 'use'? (list, use)"],
    [['user', 'lsit'], "unknown action 'lsit'; did you mean 'list'? (add, list, passwd, grant, revoke, remove)"],
  ])('%j names the action meant', async (args, error) => {
    const run = await cli(...(args as string[]));
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(`Error: ${error}`);
  });

  it('says it in --json too', async () => {
    const run = await cli('debug', 'stpe', '--json');
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout).error).toMatch(/^unknown action 'stpe'; did you mean 'step'\? \(set, exception, /);
  });
});

describe('--json answers one JSON object on stdout for every failure', () => {
  it.each([
    [['list', '--json'], 2, '--package is required'],
    [['list', '--package', 'ZROOT', '--limit', 'many', '--json'], 2, "--limit must be a whole number, got 'many'"],
    [['--context', '--json'], 2, '--context needs a context name (abapdeck ctx list names them)'],
    [['help', 'lsit', '--json'], 2, "unknown command 'lsit'; did you mean 'list'? (abapdeck help lists the commands)"],
  ])('%j exits %i', async (args, code, error) => {
    const run = await cli(...(args as string[]));
    expect(run.code).toBe(code);
    expect(JSON.parse(run.stdout)).toEqual({ success: false, error });
    expect(run.stderr).toBe('');
  });
});

describe('help', () => {
  it('-h is --help', async () => {
    const short = await cli('pull', '-h');
    const long = await cli('pull', '--help');
    expect(short.code).toBe(0);
    expect(long.stdout).toMatch(/^Usage: abapdeck pull /);
    expect(short.stdout).toBe(long.stdout);
  });

  it("abapdeck help <command> prints the command's help", async () => {
    const help = await cli('help', 'pull');
    expect(help.code).toBe(0);
    expect(help.stdout).toBe((await cli('pull', '--help')).stdout);
  });

  it('every command shows examples in its help', async () => {
    const list = await cli('list', '--help');
    expect(list.stdout).toMatch(/\nExamples:\n {2}abapdeck list --package \S+/);
  });
});

describe('an operation that ran and found nothing it was named', () => {
  it.each([
    [['view', '--objects', 'ZCL_NOPE', '--json'], { SUCCESS: true, OBJECTS: [{ NAME: 'ZCL_NOPE', NOT_FOUND: true }] }],
    [['view', '--objects', 'ZCL_NOPE,ZCL_ROOT', '--json'], { SUCCESS: true, OBJECTS: [{ NAME: 'ZCL_NOPE', NOT_FOUND: true }, { NAME: 'ZCL_ROOT' }] }],
    [['where', '--objects', 'ZCL_NOPE', '--json'], { SUCCESS: true, OBJECTS: [{ NAME: 'ZCL_NOPE', NOT_FOUND: true }] }],
    [['preview', '--objects', 'ZNOPE', '--json'], { SUCCESS: false, OBJECTS: [{ NAME: 'ZNOPE', NOT_FOUND: true }] }],
    [['list', '--package', 'ZNOPE', '--json'], { SUCCESS: false }],
    [['tree', '--package', 'ZNOPE', '--json'], { SUCCESS: false }],
  ])('%j exits 1, the system answer as it came', async (args, answer) => {
    const run = await cli(...(args as string[]));
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject(answer);
  });

  it.each([
    [['list', '--package', 'ZROOT', '--name', 'ZNOTHING*']],
    [['where', '--objects', 'ZA_DTEL']],
    [['dump', '--date', '2001-01-01']],
  ])('a search that matches nothing, %j, exits 0', async (args) => {
    expect((await cli(...(args as string[]))).code).toBe(0);
  });

  it('the rule is said in the general help and in the help of view and where', async () => {
    const general = (await cli('help')).stdout.replace(/\s+/g, ' ');
    expect(general).toContain('Exit codes: 0 success, also for a search that matches nothing');
    expect(general).toContain('1 the operation ran and reported failure, or an object or package named on the command line does not exist');
    for (const command of ['view', 'where']) {
      expect((await cli(command, '--help')).stdout.replace(/\s+/g, ' ')).toContain('Exits 1 when an object is not found');
    }
  });
});
