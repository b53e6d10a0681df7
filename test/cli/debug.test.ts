import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { debugCliProject, startCli } from '../support/debug-processes.js';
import { addDebugFixtures, adtSession, probeRows as rows } from '../support/debug-fixtures.js';

const project = debugCliProject(addDebugFixtures);

const cli = (args: string[], extraEnv: Record<string, string> = {}) => runCli(args, { cwd: project.cwd, env: { ...project.env, ...extraEnv } });

const start = (args: string[], extraEnv: Record<string, string> = {}) => startCli(args, { cwd: project.cwd, env: { ...project.env, ...extraEnv } }, project.children);

/** Waits until a process is gone (fails after 10 s). */
async function waitForExit(pid: number): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`process ${pid} is still running`);
}

async function trigger() {
  const runner = await adtSession(project.service);
  return runner.post('/oo/classrun/ZCL_DEBUG_PROBE');
}

describe('debug set, list, delete', () => {
  it('sets breakpoints by object and by file, rejects non-executable lines, lists and deletes them', async () => {
    const set = await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first},ZCL_DEBUG_PROBE:${rows.data}`, '--json']);
    expect(set.code).toBe(0);
    const data = JSON.parse(set.stdout) as { breakpoints: Array<{ position: string; id: string }>; rejected: Array<{ position: string; error: string }> };
    expect(data.breakpoints.map((b) => b.position)).toEqual([`ZCL_DEBUG_PROBE:${rows.first}`]);
    expect(data.rejected).toEqual([{ position: `ZCL_DEBUG_PROBE:${rows.data}`, error: 'Cannot create a breakpoint at this position' }]);

    const byFile = await cli(['debug', 'set', '--files', `src/zcl_debug_probe.clas.abap:${rows.loopBody}`]);
    expect(byFile).toMatchObject({ code: 0, stdout: `Breakpoint set at ZCL_DEBUG_PROBE:${rows.loopBody}\n` });
    const onlyBad = await cli(['debug', 'set', '--object', 'ZCL_DEBUG_PROBE', '--line', String(rows.comment)]);
    expect(onlyBad.code).toBe(1);
    expect(onlyBad.stdout).toContain('Cannot create a breakpoint at this position');

    const list = JSON.parse((await cli(['debug', 'list', '--json'])).stdout) as { source: string; breakpoints: Array<{ position: string; id: string }> };
    expect(list.source).toBe('local');
    expect(list.breakpoints.map((b) => b.position)).toEqual([`ZCL_DEBUG_PROBE:${rows.first}`, `ZCL_DEBUG_PROBE:${rows.loopBody}`]);

    expect((await cli(['debug', 'delete', '--id', list.breakpoints[0]!.id])).code).toBe(0);
    expect(JSON.parse((await cli(['debug', 'list', '--json'])).stdout).breakpoints).toHaveLength(1);
    expect(JSON.parse((await cli(['debug', 'delete', '--all', '--json'])).stdout)).toEqual({ action: 'delete', deleted: 1 });
    expect((await cli(['debug', 'list'])).stdout).toBe('No breakpoints.\n');
  });

  it('refuses wrong usage with exit code 2', async () => {
    expect((await cli(['debug'])).code).toBe(2);
    expect((await cli(['debug', 'set', '--object', 'ZCL_DEBUG_PROBE'])).code).toBe(2);
    expect((await cli(['debug', 'set', '--objects', 'ZDEMO_FLIGHT_LIST:3', '--include', 'testclasses'])).code).toBe(2);
    expect((await cli(['debug', 'step', '--type', 'sideways'])).code).toBe(2);
    expect((await cli(['debug', 'delete'])).code).toBe(2);
  });

  it('says so when there is no background session', async () => {
    const stack = await cli(['debug', 'stack']);
    expect(stack.code).toBe(1);
    expect(stack.stderr).toContain('No debug session');
  });
});

describe('debug attach --json and the background process', () => {
  it('listens, attaches on a hit, and serves step, vars and stack until continue', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`]);
    const attach = start(['debug', 'attach', '--json', '--timeout', '30']);
    await attach.until(() => attach.stderr().includes('Listener active'));
    const run = trigger();
    expect(await attach.exited).toBe(0);
    const session = JSON.parse(attach.stdout()) as { session: string; socket: string; pid: number; position: { line: number; source: { line: number } } };
    expect(session.session).not.toBe('');
    expect(session.position.source.line).toBe(rows.first);

    const over = JSON.parse((await cli(['debug', 'step', '--type', 'over', '--json'])).stdout) as { position: { source: { line: number }; lines: Array<{ line: number; current: boolean }> } };
    expect(over.position.source.line).toBe(rows.text);
    expect(over.position.lines.find((l) => l.current)?.line).toBe(rows.text);
    const text = await cli(['debug', 'step', '--type', 'over']);
    expect(text.stdout).toContain(`> ${rows.firstId}  `);

    const vars = JSON.parse((await cli(['debug', 'vars', '--json'])).stdout) as { variables: Array<{ name: string; value: string; metaType: string }> };
    expect(vars.variables.find((v) => v.name === 'LV_TEXT')).toMatchObject({ value: 'Probe ABC', metaType: 'string' });
    const one = JSON.parse((await cli(['debug', 'vars', '--name', 'lv_char', '--json'])).stdout) as { variables: Array<{ name: string; value: string }> };
    expect(one.variables).toEqual([expect.objectContaining({ name: 'LV_CHAR', value: 'ABC' })]);
    const expanded = JSON.parse((await cli(['debug', 'vars', '--expand', 'LS_ITEM', '--json'])).stdout) as { variables: Array<{ id: string; name: string }> };
    expect(expanded.variables.map((v) => v.id)).toEqual(['LS_ITEM-ID', 'LS_ITEM-NAME']);
    expect(expanded.variables.map((v) => v.name)).toEqual(['ID', 'NAME']);
    // the text lists the paths, for the next --expand
    expect((await cli(['debug', 'vars', '--expand', 'ls_item'])).stdout).toMatch(/^LS_ITEM:\nLS_ITEM-ID +\S+ +'0'\nLS_ITEM-NAME +\S+ +``\n$/);

    await cli(['debug', 'step', '--type', 'into']);
    const into = await cli(['debug', 'step', '--type', 'into', '--json']);
    expect(JSON.parse(into.stdout).position.source.line).toBe(rows.labelCalls);
    const stack = JSON.parse((await cli(['debug', 'stack', '--json'])).stdout) as { stack: Array<{ eventName: string }> };
    expect(stack.stack.map((e) => e.eventName)).toEqual(['LABEL', 'IF_OO_ADT_CLASSRUN~MAIN']);

    await cli(['debug', 'delete', '--all']);
    // no breakpoint ahead: the continue comes back when the program has ended
    expect(JSON.parse((await cli(['debug', 'step', '--type', 'continue', '--json'])).stdout)).toEqual({ action: 'step', finished: true });
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  });

  it('terminate aborts the program and ends the background process', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.text}`]);
    const attach = start(['debug', 'attach', '--json']);
    await attach.until(() => attach.stderr().includes('Listener active'));
    const run = trigger();
    expect(await attach.exited).toBe(0);
    const { pid } = JSON.parse(attach.stdout()) as { pid: number };
    expect((await cli(['debug', 'terminate'])).stdout).toBe('The program was terminated.\n');
    expect((await run).status).toBe(500);
    await waitForExit(pid);
    expect((await cli(['debug', 'stack'])).stderr).toContain('No debug session');
    await cli(['debug', 'delete', '--all']);
  });

  it('the background process lets the program go and exits after its idle time', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`]);
    const attach = start(['debug', 'attach', '--json'], { ABAPDECK_DEBUG_IDLE_MS: '2000' });
    await attach.until(() => attach.stderr().includes('Listener active'));
    const run = trigger();
    expect(await attach.exited).toBe(0);
    const { pid } = JSON.parse(attach.stdout()) as { pid: number };
    await cli(['debug', 'delete', '--all']);
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
    await waitForExit(pid);
    expect((await cli(['debug', 'step', '--type', 'over'])).stderr).toContain('No debug session');
  });
});

describe('debug attach (REPL)', () => {
  it('shows the source around the position and takes n, s, bt, v, x, h and q', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.label1}`]);
    const repl = start(['debug', 'attach', '--timeout', '30']);
    await repl.until(() => repl.stderr().includes('Listener active'));
    const run = trigger();
    const prompts = () => repl.stdout().split('debug> ').length - 1;
    await repl.until(() => prompts() === 1);
    expect(repl.stdout()).toContain(`> ${rows.label1}      ls_item-name = label( iv_id = 1 ).`);
    const send = async (line: string) => {
      const before = prompts();
      repl.child.stdin.write(line + '\n');
      await repl.until(() => prompts() > before || repl.child.exitCode !== null);
      const parts = repl.stdout().split('debug> ');
      return parts[parts.length - 1 - (repl.child.exitCode === null ? 1 : 0)] ?? '';
    };
    expect(await send('s')).toContain(`> ${rows.labelCalls}      mv_calls = mv_calls + 1.`);
    expect(await send('bt')).toMatch(/#0 {2}METHOD LABEL .*\n#1 {2}METHOD IF_OO_ADT_CLASSRUN~MAIN/);
    expect(await send('v')).toMatch(/IV_ID +I +'1'/);
    expect(await send('n')).toContain(`> ${rows.labelText}  `);
    expect(await send('n')).toContain(`> ${rows.append1}  `);
    const expanded = await send('x LS_ITEM');
    expect(expanded, expanded).toMatch(/LS_ITEM-NAME +\S+ +`item 1`/);
    expect(await send('h')).toContain('kill       terminate the program');
    repl.child.stdin.write('q\n');
    expect(await repl.exited).toBe(0);
    expect(repl.stdout()).toContain('Detached: breakpoints deleted, the program runs to its end.');
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
    expect((await cli(['debug', 'list'])).stdout).toBe('No breakpoints.\n');
  });

  it('kill terminates the program; a listener timeout ends with exit code 1', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`]);
    const repl = start(['debug', 'attach']);
    await repl.until(() => repl.stderr().includes('Listener active'));
    const run = trigger();
    await repl.until(() => repl.stdout().includes('debug> '));
    repl.child.stdin.write('kill\n');
    expect(await repl.exited).toBe(0);
    expect(repl.stdout()).toContain('The program was terminated.');
    expect((await run).status).toBe(500);
    await cli(['debug', 'delete', '--all']);
    const quiet = await cli(['debug', 'attach', '--timeout', '1']);
    expect(quiet.code).toBe(1);
    expect(quiet.stderr).toContain('No breakpoint was reached within 1 seconds');
  });
});
