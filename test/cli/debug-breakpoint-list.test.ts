/**
 * The breakpoint list's own commands (issue 17), end to end: debug disable/enable (a disabled breakpoint is
 * kept but not sent: the run does not stop there) and debug condition (sent with the breakpoint; the system
 * stops only where it holds).
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { debugCliProject, startCli } from '../support/debug-processes.js';
import { addDebugFixtures, adtSession, probeRows as rows } from '../support/debug-fixtures.js';

const project = debugCliProject(addDebugFixtures);
const cli = (args: string[]) => runCli(args, { cwd: project.cwd, env: project.env });

function attach() {
  const started = startCli(['debug', 'attach', '--json', '--timeout', '30'], { cwd: project.cwd, env: project.env }, project.children);
  const listening = started.until(() => started.stderr().includes('Listener active'));
  return { listening, exited: started.exited, stdout: started.stdout };
}

describe('debug disable, enable and condition', () => {
  it('a disabled breakpoint is listed but does not stop; a condition stops only where it holds', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first},ZCL_DEBUG_PROBE:${rows.loopBody}`]);
    const disabled = await cli(['debug', 'disable', '--id', '1', '--json']);
    expect(JSON.parse(disabled.stdout)).toMatchObject({ action: 'disable', breakpoint: { position: `ZCL_DEBUG_PROBE:${rows.first}`, enabled: false } });
    const condition = await cli(['debug', 'condition', '--id', `ZCL_DEBUG_PROBE:${rows.loopBody}`, '--condition', 'ls_item-id = 2']);
    expect(condition).toMatchObject({ code: 0, stdout: expect.stringContaining(`ZCL_DEBUG_PROBE:${rows.loopBody}`) });
    expect(condition.stdout).toContain('if ls_item-id = 2');
    const list = (await cli(['debug', 'list'])).stdout;
    expect(list).toMatch(new RegExp(`^ 1  ZCL_DEBUG_PROBE:${rows.loopBody} +\\S+  if ls_item-id = 2$`, 'm'));
    expect(list).toMatch(new RegExp(`^ 2  ZCL_DEBUG_PROBE:${rows.first} +disabled$`, 'm'));

    const session = attach();
    await session.listening;
    const run = (async () => (await adtSession(project.service)).post('/oo/classrun/ZCL_DEBUG_PROBE'))();
    expect(await session.exited).toBe(0);
    const stop = JSON.parse(session.stdout()) as { position: { source: { line: number } } };
    // not the disabled first line, and the loop's second pass, where the condition holds
    expect(stop.position.source.line).toBe(rows.loopBody);
    const item = JSON.parse((await cli(['debug', 'vars', '--expand', 'ls_item', '--json'])).stdout) as { variables: Array<{ id: string; value: string }> };
    expect(item.variables.find((v) => v.id === 'LS_ITEM-ID')?.value).toBe('2');

    expect(JSON.parse((await cli(['debug', 'enable', '--id', '2', '--json'])).stdout)).toMatchObject({ breakpoint: { enabled: true } });
    expect((await cli(['debug', 'condition', '--id', '1', '--condition', ''])).stdout).not.toContain(' if ');
    expect((await cli(['debug', 'disable', '--id', '9'])).code).toBe(1);
    expect((await cli(['debug', 'condition', '--id', '1'])).code).toBe(2);
    await cli(['debug', 'delete', '--all']);
    expect(JSON.parse((await cli(['debug', 'step', '--type', 'continue', '--json'])).stdout)).toEqual({ action: 'step', finished: true });
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  }, 90_000);

  it('--skip lets the first passes go (skipCount)', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.loopBody}`]);
    const skipped = await cli(['debug', 'condition', '--id', '1', '--skip', '1', '--json']);
    expect(JSON.parse(skipped.stdout)).toMatchObject({ action: 'condition', breakpoint: { position: `ZCL_DEBUG_PROBE:${rows.loopBody}`, skipCount: 1 } });
    expect((await cli(['debug', 'list'])).stdout).toMatch(/ skip 1$/m);
    expect((await cli(['debug', 'condition', '--id', '1', '--skip', '-1'])).code).toBe(2);
    const session = attach();
    await session.listening;
    const run = (async () => (await adtSession(project.service)).post('/oo/classrun/ZCL_DEBUG_PROBE'))();
    expect(await session.exited).toBe(0);
    expect((JSON.parse(session.stdout()) as { position: { source: { line: number } } }).position.source.line).toBe(rows.loopBody);
    const item = JSON.parse((await cli(['debug', 'vars', '--expand', 'ls_item', '--json'])).stdout) as { variables: Array<{ id: string; value: string }> };
    expect(item.variables.find((v) => v.id === 'LS_ITEM-ID')?.value).toBe('2');
    await cli(['debug', 'delete', '--all']);
    expect(JSON.parse((await cli(['debug', 'step', '--type', 'continue', '--json'])).stdout)).toEqual({ action: 'step', finished: true });
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  }, 90_000);
});
