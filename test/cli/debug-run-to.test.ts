/**
 * debug run-to and debug jump (stepRunToLine and stepJumpToLine with the line's source URI, issue 17),
 * end to end against the built CLI, and the REPL's r and j.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { debugCliProject, startCli } from '../support/debug-processes.js';
import { addDebugFixtures, adtSession, probeRows as rows } from '../support/debug-fixtures.js';

const project = debugCliProject(addDebugFixtures);
const cli = (args: string[]) => runCli(args, { cwd: project.cwd, env: project.env });

const start = (args: string[]) => startCli(args, { cwd: project.cwd, env: project.env }, project.children);

describe('debug run-to and jump', () => {
  it('runs to a line and jumps over one; a jump the system refuses is reported with its reason', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`]);
    const attach = start(['debug', 'attach', '--json', '--timeout', '30']);
    await attach.until(() => attach.stderr().includes('Listener active'));
    const run = (async () => (await adtSession(project.service)).post('/oo/classrun/ZCL_DEBUG_PROBE'))();
    expect(await attach.exited).toBe(0);
    await cli(['debug', 'delete', '--all']);

    const ranTo = JSON.parse((await cli(['debug', 'run-to', '--line', String(rows.writeText), '--json'])).stdout) as { action: string; position: { source: { line: number } } };
    expect(ranTo).toMatchObject({ action: 'run-to', position: { source: { line: rows.writeText } } });
    expect(JSON.parse((await cli(['debug', 'vars', '--name', 'lv_count', '--json'])).stdout).variables[0].value).toBe('3');
    // over the first WRITE: it never runs
    const jumped = JSON.parse((await cli(['debug', 'jump', '--line', String(rows.writeCount), '--json'])).stdout) as typeof ranTo;
    expect(jumped).toMatchObject({ action: 'jump', position: { source: { line: rows.writeCount } } });
    // a jump the system refuses is passed on as it says it, and the program stays
    const refused = await cli(['debug', 'jump', '--line', String(rows.totalCalls)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Jump to line can only go to a statement of the procedure the program stands in');
    expect(JSON.parse((await cli(['debug', 'stack', '--json'])).stdout).stack[0].line).toBe(rows.writeCount);
    expect((await cli(['debug', 'run-to'])).code).toBe(2);
    expect(JSON.parse((await cli(['debug', 'step', '--type', 'continue', '--json'])).stdout)).toEqual({ action: 'step', finished: true });
    expect(await run).toMatchObject({ status: 200, body: '3\n' });
  }, 60_000);

  it('the REPL runs to a line with r and jumps with j; a refused j is reported and the session goes on', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`]);
    const repl = start(['debug', 'attach']);
    await repl.until(() => repl.stderr().includes('Listener active'));
    const run = (async () => (await adtSession(project.service)).post('/oo/classrun/ZCL_DEBUG_PROBE'))();
    const prompts = () => repl.stdout().split('debug> ').length - 1;
    await repl.until(() => prompts() === 1);
    const send = async (line: string) => {
      const before = prompts();
      repl.child.stdin.write(line + '\n');
      await repl.until(() => prompts() > before || repl.child.exitCode !== null);
      const parts = repl.stdout().split('debug> ');
      return parts[parts.length - 1 - (repl.child.exitCode === null ? 1 : 0)] ?? '';
    };
    expect(await send(`r ${rows.loop}`)).toContain(`> ${rows.loop}  `);
    expect(await send(`j ${rows.loopBody}`)).toContain('Error: Jump to line cannot go into a block');
    // over the loop and the call: LV_COUNT stays 0
    expect(await send(`j ${rows.writeText}`)).toContain(`> ${rows.writeText}  `);
    expect(await send('r')).toContain('r needs a line number');
    repl.child.stdin.write('q\n');
    expect(await repl.exited).toBe(0);
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n0\n' });
  }, 60_000);
});
