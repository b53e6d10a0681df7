/**
 * debug record FILE (the REPL, each stop kept with its stack and the variables read, and what stopped it: a
 * watchpoint's change, an exception) and debug replay FILE (walked forward and back, and listed with --json,
 * with no system connected), against the built CLI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../support/cli.js';
import { tempDir } from '../support/service.js';
import { debugCliProject, startCli } from '../support/debug-processes.js';
import { addDebugFixtures, adtSession, probeRows as rows } from '../support/debug-fixtures.js';
import { addExceptionFixtures, raiserRows } from '../support/exception-fixtures.js';
import type { Recording } from '../../src/debug/recording.js';

const project = debugCliProject((system) => {
  addDebugFixtures(system);
  addExceptionFixtures(system);
});
let offline: string;

const start = (args: string[], where = project.cwd) => startCli(args, { cwd: where, env: project.env }, project.children);

/** A REPL driver: sends a line, answers what was printed up to the next prompt. */
function driver(repl: ReturnType<typeof start>, prompt: string) {
  const prompts = () => repl.stdout().split(prompt).length - 1;
  return async (line: string) => {
    const before = prompts();
    repl.child.stdin.write(line + '\n');
    await repl.until(() => prompts() > before || repl.child.exitCode !== null);
    const parts = repl.stdout().split(prompt);
    return parts[parts.length - 1 - (repl.child.exitCode === null ? 1 : 0)] ?? '';
  };
}

beforeAll(() => {
  offline = tempDir('abapdeck-replay-');
});

afterAll(() => {
  rmSync(offline, { recursive: true, force: true });
});

describe('debug record and replay', () => {
  const file = () => join(offline, 'probe.recording.json');

  it('records each stop with its stack, and the variables and expansions read there', async () => {
    await runCli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`], { cwd: project.cwd, env: project.env });
    const repl = start(['debug', 'record', file(), '--timeout', '30']);
    await repl.until(() => repl.stderr().includes('Listener active'));
    const run = (await adtSession(project.service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
    await repl.until(() => repl.stdout().includes('debug> '));
    const send = driver(repl, 'debug> ');
    expect(await send('v')).toMatch(/LV_CHAR +\S+ +''/);
    expect(await send('n')).toContain(`> ${rows.text}  `);
    expect(await send('n')).toContain(`> ${rows.firstId}  `);
    expect(await send('n')).toContain(`> ${rows.label1}  `);
    expect(await send('x LS_ITEM')).toMatch(/LS_ITEM \(/);
    expect(await send('v')).toMatch(/LV_TEXT +\S+ +`Probe ABC`/);
    repl.child.stdin.write('q\n');
    expect(await repl.exited).toBe(0);
    expect(repl.stderr()).toContain(`Recorded 4 stop(s) in ${file()}`);
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });

    expect(statSync(file()).mode & 0o777).toBe(0o600);
    const recording = JSON.parse(readFileSync(file(), 'utf8')) as Recording;
    expect(recording).toMatchObject({ format: 'abapdeck-debug-recording', version: 1, system: { user: 'DEVELOPER' } });
    expect(JSON.stringify(recording)).not.toContain('developer-secret');
    expect(recording.stops.map((stop) => stop.position.source?.line)).toEqual([rows.first, rows.text, rows.firstId, rows.label1]);
    expect(recording.stops[0]!.stack.map((entry) => entry.eventName)).toEqual(['IF_OO_ADT_CLASSRUN~MAIN']);
    expect(recording.stops[0]!.variables?.find((v) => v.name === 'LV_CHAR')?.value).toBe('');
    expect(recording.stops[1]!.variables).toBeUndefined();
    expect(Object.keys(recording.stops[3]!.expanded)).toEqual(['LS_ITEM']);
    expect(recording.stops[3]!.variables?.find((v) => v.name === 'LV_TEXT')?.value).toBe('Probe ABC');
  }, 60_000);

  it('replays the recording forward and back with no system (a folder without a project)', async () => {
    const repl = start(['debug', 'replay', file()], offline);
    await repl.until(() => repl.stdout().includes('replay> '));
    expect(repl.stdout()).toContain('[1/4]');
    expect(repl.stdout()).toContain(`> ${rows.first}  `);
    const send = driver(repl, 'replay> ');
    expect(await send('v')).toMatch(/LV_CHAR +\S+ +''/);
    expect(await send('n')).toContain(`> ${rows.text}  `);
    expect(await send('v')).toBe('The variables were not read at this stop while recording.\n');
    expect(await send('c')).toContain('[3/4]');
    expect(await send('s')).toContain(`> ${rows.label1}  `);
    expect(await send('x ls_item')).toMatch(/LS_ITEM \(/);
    expect(await send('n')).toContain('The recording ends here (stop 4 of 4)');
    const back = await send('b');
    expect(back).toContain('[3/4]');
    expect(back).toContain(`> ${rows.firstId}  `);
    expect(await send('x LS_ITEM')).toBe('LS_ITEM was not expanded at this stop while recording.\n');
    expect(await send('bt')).toMatch(/#0 {2}METHOD IF_OO_ADT_CLASSRUN~MAIN/);
    expect(await send('g 1')).toContain('[1/4]');
    expect(await send('b')).toBe('This is the first recorded stop.\n');
    expect(await send('l')).toMatch(new RegExp(`>   1  ZCL_DEBUG_PROBE:${rows.first} +METHOD IF_OO_ADT_CLASSRUN~MAIN`));
    repl.child.stdin.write('q\n');
    expect(await repl.exited).toBe(0);
  }, 30_000);

  it('lists the stops with --json, and refuses what is not a recording', async () => {
    const listed = await runCli(['debug', 'replay', file(), '--json'], { cwd: offline, env: project.env });
    expect(listed.code).toBe(0);
    const data = JSON.parse(listed.stdout) as { version: number; stops: Array<{ stop: number; position: string; frames: number; variables: number | null; expanded: string[] }> };
    expect(data.version).toBe(1);
    expect(data.stops.map((s) => s.position)).toEqual([`ZCL_DEBUG_PROBE:${rows.first}`, `ZCL_DEBUG_PROBE:${rows.text}`, `ZCL_DEBUG_PROBE:${rows.firstId}`, `ZCL_DEBUG_PROBE:${rows.label1}`]);
    expect(data.stops[1]).toMatchObject({ stop: 2, frames: 1, variables: null, expanded: [] });
    expect(data.stops[3]!.expanded).toEqual(['LS_ITEM']);
    const text = await runCli(['debug', 'replay', file()], { cwd: offline, env: project.env, input: '' });
    expect(text.code).toBe(0);

    const bad = join(offline, 'bad.json');
    writeFileSync(bad, '{"format":"something-else"}');
    expect(await runCli(['debug', 'replay', bad], { cwd: offline, env: project.env })).toMatchObject({ code: 1, stderr: expect.stringContaining('is not an abapdeck debug recording') });
    writeFileSync(bad, JSON.stringify({ format: 'abapdeck-debug-recording', version: 9, stops: [] }));
    expect((await runCli(['debug', 'replay', bad], { cwd: offline, env: project.env })).stderr).toContain('is a recording of version 9; this abapdeck reads version 1');
    writeFileSync(bad, 'not json');
    expect((await runCli(['debug', 'replay', bad], { cwd: offline, env: project.env })).stderr).toContain('is not JSON');
    expect((await runCli(['debug', 'replay', join(offline, 'missing.json')], { cwd: offline, env: project.env })).stderr).toContain('Cannot read');
    expect((await runCli(['debug', 'replay'], { cwd: offline, env: project.env })).code).toBe(2);
    expect((await runCli(['debug', 'record'], { cwd: project.cwd, env: project.env })).code).toBe(2);
  }, 30_000);
});

describe('debug record and replay: watchpoints and exceptions', () => {
  const file = () => join(offline, 'raiser.recording.json');
  const cli = (args: string[], where = project.cwd) => runCli(args, { cwd: where, env: project.env });

  it('keeps, at an exception stop, the class and text, and at a watchpoint stop the variable with its old and new value', async () => {
    expect((await cli(['debug', 'exception', 'ZCX_DEBUG_CHILD'])).code).toBe(0);
    expect((await cli(['debug', 'set', '--objects', `ZCL_DEBUG_RAISER:${raiserRows.counterSet}`])).code).toBe(0);
    const repl = start(['debug', 'record', file(), '--timeout', '30']);
    await repl.until(() => repl.stderr().includes('Listener active'));
    const run = (await adtSession(project.service)).post('/oo/classrun/ZCL_DEBUG_RAISER');
    await repl.until(() => repl.stdout().includes('debug> '));
    expect(repl.stdout()).toContain('Exception ZCX_DEBUG_CHILD raised: Debug failure 2 ({EXCEPTION} holds it)');
    expect(repl.stdout()).toContain(`> ${raiserRows.childRaise}  `);
    const send = driver(repl, 'debug> ');
    expect(await send('c')).toContain(`> ${raiserRows.counterSet}  `);
    expect(await send('w lv_counter')).toMatch(/LV_COUNTER/);
    const changed = await send('c');
    expect(changed).toContain("Watchpoint 1: LV_COUNTER changed from '0' to '1'");
    expect(changed).toContain(`> ${raiserRows.resultSet}  `);
    repl.child.stdin.write('q\n');
    expect(await repl.exited).toBe(0);
    expect(await run).toMatchObject({ status: 200 });

    const recording = JSON.parse(readFileSync(file(), 'utf8')) as Recording;
    expect(recording.stops.map((stop) => stop.position.source?.line)).toEqual([raiserRows.childRaise, raiserRows.counterSet, raiserRows.resultSet]);
    expect(recording.stops[0]!.reached).toEqual([expect.objectContaining({ kind: 'exception', exceptionClass: 'ZCX_DEBUG_CHILD', exceptionText: 'Debug failure 2' })]);
    expect(recording.stops[1]!.reached).toBeUndefined();
    expect(recording.stops[2]!.reached).toEqual([expect.objectContaining({ kind: 'watchpoint', id: '1', variableName: 'LV_COUNTER', oldValue: '0', newValue: '1' })]);
  }, 60_000);

  it('replays them: shown at their stops, forward and back, in the stop list and in --json', async () => {
    const repl = start(['debug', 'replay', file()], offline);
    await repl.until(() => repl.stdout().includes('replay> '));
    expect(repl.stdout()).toContain('[1/3]');
    expect(repl.stdout()).toContain('Exception ZCX_DEBUG_CHILD raised: Debug failure 2');
    const send = driver(repl, 'replay> ');
    expect(await send('n')).not.toMatch(/Watchpoint|Exception/);
    const watched = await send('n');
    expect(watched).toContain("Watchpoint 1: LV_COUNTER changed from '0' to '1'");
    expect(watched).toContain(`> ${raiserRows.resultSet}  `);
    expect(await send('g 1')).toContain('Exception ZCX_DEBUG_CHILD raised');
    const list = await send('l');
    expect(list).toMatch(/>   1  ZCL_DEBUG_RAISER:\d+ +METHOD FAIL  \[exception ZCX_DEBUG_CHILD\]/);
    expect(list).toMatch(/    3  ZCL_DEBUG_RAISER:\d+ +METHOD IF_OO_ADT_CLASSRUN~MAIN  \[watchpoint LV_COUNTER\]/);
    repl.child.stdin.write('q\n');
    expect(await repl.exited).toBe(0);

    const listed = await cli(['debug', 'replay', file(), '--json'], offline);
    const data = JSON.parse(listed.stdout) as { stops: Array<{ reached: Array<Record<string, string>> }> };
    expect(data.stops.map((s) => s.reached.map((r) => r.kind))).toEqual([['exception'], [], ['watchpoint']]);
    expect(data.stops[2]!.reached[0]).toMatchObject({ variableName: 'LV_COUNTER', oldValue: '0', newValue: '1' });
  }, 30_000);
});
