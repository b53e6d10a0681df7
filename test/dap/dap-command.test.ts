/**
 * `abapdeck dap` as a command: a read-only context refuses it before any call (it runs programs and sets values,
 * as `debug` does), its bundle holds @vscode/debugadapter and no Ink or React, and the command line's bundle holds
 * none of it. The pure parts: hit conditions, log messages, a method's first statement, file names of sources.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { binPath, runCli } from '../support/cli.js';
import { tempDir } from '../support/service.js';
import { firstStatementOf } from '../../src/dap/breakpoints.js';
import { interpolate, parseHitCondition } from '../../src/dap/hit-conditions.js';
import { fileNameOf, objectOfFile } from '../../src/dap/sources.js';
import { probeMain, probeRows } from '../support/debug-fixtures.js';

const bundle = join(import.meta.dirname, '..', '..', 'dist', 'bundle');
const root = tempDir('abapdeck-dap-');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('abapdeck dap, the command', () => {
  it('is refused on a read-only context before anything is sent (exit 4)', async () => {
    const config = join(root, 'config');
    mkdirSync(join(config, 'abapdeck'), { recursive: true });
    writeFileSync(join(config, 'abapdeck', 'contexts.json'), JSON.stringify({ contexts: { offline: { host: '127.0.0.1', sapport: 9, protocol: 'http', user: 'DEVELOPER', password: 'x', readOnly: true } } }));
    const run = await runCli(['--context', 'offline', 'dap'], { cwd: root, env: { XDG_CONFIG_HOME: config, ABAPDECK_DATA: join(root, 'no-embedded'), ABAPDECK_CONTEXT: undefined }, input: '' });
    expect(run.code, run.stderr).toBe(4);
    expect(run.stderr).toContain("Error: debug is refused: context 'offline' is read-only.");
    expect(run.stdout).toBe('');
  });

  it('answers an initialize without pathFormat, and ends its process after a disconnect', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, ABAP_HOST: '127.0.0.1', ABAP_PORT: '9', ABAP_USER: 'DEVELOPER', ABAP_PASSWORD: 'x', XDG_CONFIG_HOME: join(root, 'none'), XDG_STATE_HOME: join(root, 'state') };
    delete env['ABAPDECK_CONTEXT'];
    const child = spawn(process.execPath, [binPath, 'dap'], { cwd: root, env });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const send = (seq: number, command: string, args: object) => {
      const body = JSON.stringify({ seq, type: 'request', command, arguments: args });
      child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    };
    const answers = () => stdout.split(/Content-Length: \d+\r\n\r\n/).filter(Boolean).map((text) => JSON.parse(text) as { type: string; command?: string; event?: string; success?: boolean });
    send(1, 'initialize', { adapterID: 'abap' });
    for (let waited = 0; !answers().some((a) => a.event === 'initialized') && waited < 30_000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
    send(2, 'disconnect', {});
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    expect(await exited).toBe(0);
    clearTimeout(timer);
    expect(answers().filter((a) => a.type === 'response').map((a) => [a.command, a.success])).toEqual([['initialize', true], ['disconnect', true]]);
  }, 60_000);

  it('keeps the debug adapter library in a bundle of its own', () => {
    const dap = readFileSync(join(bundle, 'dap.js'), 'utf8');
    expect(dap).toMatch(/\/\/ node_modules\/@vscode\/debugadapter\//);
    expect(dap).not.toMatch(/\/\/ node_modules\/(ink|react|react-reconciler|zustand)\//);
    expect(readFileSync(join(bundle, 'cli.cjs'), 'utf8')).not.toMatch(/node_modules\/@vscode\//);
  });
});

describe('the adapter’s pure parts', () => {
  it('reads hit conditions: the system skips N-1, ==N and %N are counted by the adapter', () => {
    expect(parseHitCondition(undefined)).toBeUndefined();
    expect(parseHitCondition('3')).toMatchObject({ skipCount: 2 });
    expect(parseHitCondition('>= 3')).toMatchObject({ skipCount: 2 });
    expect(parseHitCondition('>3')).toMatchObject({ skipCount: 3 });
    const exact = parseHitCondition('==3')!;
    expect([exact.skipCount, exact.stopsAt(1), exact.stopsAt(2)]).toEqual([2, true, false]);
    const every = parseHitCondition('%2')!;
    expect([every.skipCount, every.stopsAt(1), every.stopsAt(2), every.stopsAt(4)]).toEqual([0, false, true, true]);
    expect(() => parseHitCondition('0')).toThrow(/hit condition '0'/);
    expect(() => parseHitCondition('x > 2')).toThrow(/give N or >=N/);
  });

  it('interpolates log messages, a failed read in angle brackets', async () => {
    const values: Record<string, string> = { LV_X: '42', 'LS_ITEM-ID': '2' };
    const read = async (path: string) => {
      const value = values[path.toUpperCase()];
      if (value === undefined) throw new Error(`Variable '${path}' not found`);
      return value;
    };
    expect(await interpolate('x={lv_x}, id={ ls_item-id }, {nope}!', read)).toBe("x=42, id=2, <Variable 'nope' not found>!");
    expect(await interpolate('no braces', read)).toBe('no braces');
  });

  it("finds a method's first statement past comments and declarations", () => {
    expect(firstStatementOf(probeMain, 'IF_OO_ADT_CLASSRUN~MAIN')).toBe(probeRows.first);
    expect(firstStatementOf(probeMain, 'total')).toBe(probeRows.totalCalls);
    expect(firstStatementOf(probeMain, 'NOPE')).toBeUndefined();
    expect(firstStatementOf('METHOD empty.\n  " nothing\n  DATA lv_x TYPE i.\nENDMETHOD.', 'EMPTY')).toBeNull();
  });

  it('maps working-folder files to object sources and back (abapGit file names)', () => {
    const include = objectOfFile('/work/src/zcl_x.clas.testclasses.abap');
    expect(include).toEqual({ kind: 'class', name: 'ZCL_X', include: 'testclasses' });
    expect(fileNameOf(include)).toBe('zcl_x.clas.testclasses.abap');
    expect(fileNameOf(objectOfFile('src/#dmo#cl_flight.clas.abap'))).toBe('#dmo#cl_flight.clas.abap');
    expect(fileNameOf(objectOfFile('zreport.prog.abap'))).toBe('zreport.prog.abap');
    expect(() => objectOfFile('src/zcl_x.clas.xml')).toThrow(/zcl_x\.clas\.xml/);
  });
});
