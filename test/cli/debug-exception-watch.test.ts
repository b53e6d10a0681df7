/**
 * Exception breakpoints and watchpoints from the CLI, end to end against the built CLI and a real service:
 * `debug exception <CLASS>` (listed, deleted like line breakpoints, refused for a class that is none),
 * `debug watch <VAR> [--condition]`, `--list`, `--delete` in a background session, and the step answers
 * that say what stopped the program (the exception, the variable's old and new value), text and --json.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { debugCliProject, startCli } from '../support/debug-processes.js';
import { adtSession } from '../support/debug-fixtures.js';
import { addExceptionFixtures, raiserRows as rows } from '../support/exception-fixtures.js';

const project = debugCliProject(addExceptionFixtures);
const cli = (args: string[]) => runCli(args, { cwd: project.cwd, env: project.env });
const start = (args: string[]) => startCli(args, { cwd: project.cwd, env: project.env }, project.children);
const trigger = async () => (await adtSession(project.service)).post('/oo/classrun/ZCL_DEBUG_RAISER');

describe('debug exception and debug watch', () => {
  it('sets, lists and deletes an exception breakpoint; refuses a class that is no exception class', async () => {
    const set = await cli(['debug', 'exception', 'zcx_debug_child']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toBe('Breakpoint set at exception ZCX_DEBUG_CHILD\n');
    const listed = JSON.parse((await cli(['debug', 'list', '--json'])).stdout) as { breakpoints: Array<{ position: string; exceptionClass?: string; id: string }> };
    expect(listed.breakpoints).toEqual([expect.objectContaining({ position: 'exception ZCX_DEBUG_CHILD', exceptionClass: 'ZCX_DEBUG_CHILD' })]);
    const refused = await cli(['debug', 'exception', 'ZCL_DEBUG_RAISER', '--json']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout).rejected).toEqual([{ position: 'exception ZCL_DEBUG_RAISER', error: 'ZCL_DEBUG_RAISER is not an exception class (a subclass of CX_ROOT)' }]);
    expect((await cli(['debug', 'exception'])).code).toBe(2);
    expect((await cli(['debug', 'delete', '--id', '1'])).stdout).toBe('1 breakpoint(s) deleted.\n');
    expect((await cli(['debug', 'list'])).stdout).toBe('No breakpoints.\n');
  }, 60_000);

  it('stops at the raise, says which exception; a watchpoint then stops after each change with the old and new value', async () => {
    await cli(['debug', 'exception', 'CX_SY_ZERODIVIDE']);
    const attach = start(['debug', 'attach', '--json', '--timeout', '30']);
    await attach.until(() => attach.stderr().includes('Listener active'));
    const run = trigger();
    expect(await attach.exited).toBe(0);
    expect(JSON.parse(attach.stdout()).position.source.line).toBe(rows.division);
    const exception = JSON.parse((await cli(['debug', 'vars', '--name', '{EXCEPTION_TEXT}', '--json'])).stdout) as { variables: Array<{ value: string }> };
    expect(exception.variables[0]?.value).toBe('Division by zero');

    // on to the first change of the counter: a run to its line, then the watchpoint
    await cli(['debug', 'run-to', '--line', String(rows.counterSet)]);
    const watch = await cli(['debug', 'watch', 'lv_counter']);
    expect(watch.code, watch.stderr).toBe(0);
    expect(watch.stdout).toMatch(/^ 1  LV_COUNTER +  = '0'  local$/m);
    const conditional = await cli(['debug', 'watch', 'lv_result', '--condition', 'lv_result = 99', '--json']);
    expect(JSON.parse(conditional.stdout).watchpoints[0]).toMatchObject({ id: '2', variableName: 'LV_RESULT', condition: 'lv_result = 99' });

    const first = await cli(['debug', 'step', '--type', 'continue']);
    expect(first.stdout).toMatch(/^Watchpoint 1: LV_COUNTER changed from '0' to '1'$/m);
    expect(first.stdout).toContain(`ZCL_DEBUG_RAISER:${rows.resultSet}`);
    const second = JSON.parse((await cli(['debug', 'step', '--type', 'continue', '--json'])).stdout) as { position: { source: { line: number } }; reached: Array<Record<string, string>> };
    expect(second.position.source.line).toBe(rows.counterSame);
    expect(second.reached).toEqual([expect.objectContaining({ kind: 'watchpoint', id: '1', variableName: 'LV_COUNTER', oldValue: '1', newValue: '2' })]);

    const listed = await cli(['debug', 'watch', '--list', '--json']);
    expect(JSON.parse(listed.stdout).watchpoints).toEqual([
      expect.objectContaining({ id: '1', currentValue: '2', oldValue: '1', hits: 2 }),
      expect.objectContaining({ id: '2', hits: 0 }),
    ]);
    const deleted = await cli(['debug', 'watch', '--delete', '1']);
    expect(deleted.stdout).not.toContain('LV_COUNTER');
    expect((await cli(['debug', 'watch'])).code).toBe(2);
    expect((await cli(['debug', 'step', '--type', 'continue'])).stdout).toContain('The program has ended');
    expect((await run).body).toContain('done 42');
    await cli(['debug', 'delete', '--all']);
  }, 120_000);

  it('gives an exception breakpoint a condition and a skip count (debug condition), listed and evaluated at the raise', async () => {
    expect((await cli(['debug', 'exception', 'ZCX_DEBUG_PARENT'])).code).toBe(0);
    const conditioned = await cli(['debug', 'condition', '--id', '1', '--condition', 'iv_child = abap_true', '--json']);
    expect(conditioned.code, conditioned.stderr).toBe(0);
    expect(JSON.parse(conditioned.stdout).breakpoint).toMatchObject({ position: 'exception ZCX_DEBUG_PARENT', condition: 'iv_child = abap_true' });
    const listed = JSON.parse((await cli(['debug', 'list', '--json'])).stdout) as { breakpoints: Array<Record<string, unknown>> };
    expect(listed.breakpoints).toEqual([expect.objectContaining({ exceptionClass: 'ZCX_DEBUG_PARENT', condition: 'iv_child = abap_true' })]);
    const attach = start(['debug', 'attach', '--json', '--timeout', '30']);
    await attach.until(() => attach.stderr().includes('Listener active'));
    const run = trigger();
    expect(await attach.exited).toBe(0);
    // the parent's raise (IV_CHILD initial) is let by: the stop is the child's
    expect(JSON.parse(attach.stdout()).position.source.line).toBe(rows.childRaise);
    expect((await cli(['debug', 'step', '--type', 'continue'])).stdout).toContain('The program has ended');
    expect((await run).body).toContain('done 42');

    // a skip count instead: the first raise of the class is let by
    await cli(['debug', 'condition', '--id', '1', '--condition', '', '--skip', '1']);
    const skipping = start(['debug', 'attach', '--json', '--timeout', '30']);
    await skipping.until(() => skipping.stderr().includes('Listener active'));
    const again = trigger();
    expect(await skipping.exited).toBe(0);
    expect(JSON.parse(skipping.stdout()).position.source.line).toBe(rows.childRaise);
    expect((await cli(['debug', 'step', '--type', 'continue'])).stdout).toContain('The program has ended');
    expect((await again).body).toContain('done 42');
    await cli(['debug', 'delete', '--all']);
  }, 120_000);
});
