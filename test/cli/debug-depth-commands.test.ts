/**
 * The debug commands of issue 17 that read and change the stopped program, end to end against the built
 * CLI: debug frame (goToStack), debug vars --set (setVariableValue), the changed-value marks, and the
 * REPL's f and set.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { debugCliProject, startCli } from '../support/debug-processes.js';
import { addDebugFixtures, adtSession, probeRows as rows } from '../support/debug-fixtures.js';

const project = debugCliProject(addDebugFixtures);
const cli = (args: string[]) => runCli(args, { cwd: project.cwd, env: project.env });

const start = (args: string[]) => startCli(args, { cwd: project.cwd, env: project.env }, project.children);

const trigger = async () => (await adtSession(project.service)).post('/oo/classrun/ZCL_DEBUG_PROBE');

type Vars = { variables: Array<{ name: string; value: string; changed?: boolean }> };

describe('debug frame, vars --set and the changed marks (background session)', () => {
  it('marks what a step changed, sets a value the program then uses, reads the caller frame until the next step', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`]);
    const attach = start(['debug', 'attach', '--json', '--timeout', '30']);
    await attach.until(() => attach.stderr().includes('Listener active'));
    const run = trigger();
    expect(await attach.exited).toBe(0);

    await cli(['debug', 'step', '--type', 'over']);
    const afterChar = JSON.parse((await cli(['debug', 'vars', '--json'])).stdout) as Vars;
    expect(afterChar.variables.find((v) => v.name === 'LV_CHAR')).toMatchObject({ value: 'ABC', changed: true });
    expect(afterChar.variables.find((v) => v.name === 'LV_TEXT')?.changed).toBeUndefined();
    const marked = await cli(['debug', 'vars']);
    expect(marked.stdout, JSON.stringify(marked)).toMatch(/^\* LV_CHAR +\S+ +'ABC'$/m);

    const set = await cli(['debug', 'vars', '--name', 'lv_char', '--set', 'XYZ', '--json']);
    expect(JSON.parse(set.stdout)).toEqual({ action: 'vars', variable: 'LV_CHAR', value: 'XYZ' });
    expect((await cli(['debug', 'vars', '--name', 'lv_count', '--set', '7'])).stdout).toBe("LV_COUNT = '7'\n");
    const refused = await cli(['debug', 'vars', '--name', 'lv_count', '--set', 'abc']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/'abc' is not a number/);
    expect((await cli(['debug', 'vars', '--set', '1'])).code).toBe(2);

    await cli(['debug', 'step', '--type', 'over']);
    const text = JSON.parse((await cli(['debug', 'vars', '--name', 'lv_text', '--json'])).stdout) as Vars;
    expect(text.variables[0]).toMatchObject({ value: 'Probe XYZ', changed: true });

    await cli(['debug', 'step', '--type', 'over']);
    const into = JSON.parse((await cli(['debug', 'step', '--type', 'into', '--json'])).stdout) as { position: { source: { line: number } } };
    expect(into.position.source.line).toBe(rows.labelCalls);

    const frame = JSON.parse((await cli(['debug', 'frame', '--position', '1', '--json'])).stdout) as { frame: number; position: { source: { line: number }; event: string } } & Vars;
    expect(frame.frame).toBe(1);
    expect(frame.position.source.line).toBe(rows.label1);
    expect(frame.variables.find((v) => v.name === 'LV_TEXT')?.value).toBe('Probe XYZ');
    expect(frame.variables.some((v) => v.name === 'IV_ID')).toBe(false);
    // the caller's variables until the next step
    expect((await cli(['debug', 'vars', '--name', 'lv_count'])).stdout).toMatch(/LV_COUNT +\S+ +'7'/);
    expect((await cli(['debug', 'frame', '--position', '1'])).stdout).toMatch(new RegExp(`^Frame #1: ZCL_DEBUG_PROBE:${rows.label1} `));
    const missing = await cli(['debug', 'frame', '--position', '5']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No frame #5: the stack has 2 (#0 is the top)');
    expect((await cli(['debug', 'frame'])).code).toBe(2);

    await cli(['debug', 'step', '--type', 'over']);
    const top = JSON.parse((await cli(['debug', 'vars', '--json'])).stdout) as Vars;
    expect(top.variables.find((v) => v.name === 'IV_ID')?.value).toBe('1');

    await cli(['debug', 'delete', '--all']);
    expect(JSON.parse((await cli(['debug', 'step', '--type', 'continue', '--json'])).stdout)).toEqual({ action: 'step', finished: true });
    expect(await run).toMatchObject({ status: 200, body: 'Probe XYZ\n3\n' });
  }, 90_000);
});

describe('the REPL: f and set', () => {
  it('selects the caller frame and sets a value', async () => {
    await cli(['debug', 'delete', '--all']);
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.label1}`]);
    const repl = start(['debug', 'attach', '--timeout', '30']);
    await repl.until(() => repl.stderr().includes('Listener active'));
    const run = trigger();
    const prompts = () => repl.stdout().split('debug> ').length - 1;
    await repl.until(() => prompts() === 1);
    const send = async (line: string) => {
      const before = prompts();
      repl.child.stdin.write(line + '\n');
      await repl.until(() => prompts() > before || repl.child.exitCode !== null);
      const parts = repl.stdout().split('debug> ');
      return parts[parts.length - 1 - (repl.child.exitCode === null ? 1 : 0)] ?? '';
    };
    expect(await send('s')).toContain(`> ${rows.labelCalls}  `);
    expect(await send('f 1')).toMatch(new RegExp(`^Frame #1: ZCL_DEBUG_PROBE:${rows.label1} `));
    expect(await send('v')).toMatch(/LV_TEXT +\S+ +`Probe ABC`/);
    expect(await send('f 9')).toContain('Error: No frame #9');
    expect(await send('f')).toContain('f needs a frame number');
    expect(await send('n')).toContain(`> ${rows.labelText}  `);
    expect(await send('set iv_id 5')).toBe("IV_ID = '5'\n");
    expect(await send('set iv_id five')).toMatch(/Error: .*'five' is not a number/);
    expect(await send('h')).toContain('set <var> <value>');
    repl.child.stdin.write('q\n');
    expect(await repl.exited).toBe(0);
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  }, 60_000);
});
