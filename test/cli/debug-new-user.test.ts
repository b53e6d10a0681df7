/**
 * What a new user ran into with the debug commands (issue 17): `debug delete --id <the number list shows>`,
 * `debug stack` while a continue runs, `run` after terminate promising a dump, and `Listener active` printed
 * while another listener held the user.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { debugCliProject, startCli } from '../support/debug-processes.js';
import { addDebugFixtures, adtSession, probeRows as rows } from '../support/debug-fixtures.js';
import type { EmbeddedSystem } from '../../src/system/system.js';

/** A class that runs on for a while after its first statement (the continue under way). */
const slowMain = `CLASS zcl_debug_slow DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_debug_slow IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lv_n TYPE i.
    lv_n = 1.
    DO 20000000 TIMES.
      lv_n = lv_n + 1.
    ENDDO.
    out->write( lv_n ).
  ENDMETHOD.
ENDCLASS.
`;
const slowFirst = slowMain.split('\n').findIndex((line) => line.includes('lv_n = 1.')) + 1;

function addSlowClass(system: EmbeddedSystem): void {
  addDebugFixtures(system);
  system.objects.save(
    {
      type: 'CLAS',
      name: 'ZCL_DEBUG_SLOW',
      description: 'Runs a while',
      metadata: { VSEOCLASS: { CLSNAME: 'ZCL_DEBUG_SLOW', LANGU: 'E', DESCRIPT: 'Runs a while', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
      sources: { main: slowMain },
    },
    'ZDEMO_TOOLS',
    'A',
    'DEVELOPER',
  );
}

const project = debugCliProject(addSlowClass);

const cli = (args: string[]) => runCli(args, { cwd: project.cwd, env: project.env });

const start = (args: string[]) => startCli(args, { cwd: project.cwd, env: project.env }, project.children);

describe('what a new user ran into', () => {
  it('run at a breakpoint no debugger attends says that it waits for one and how to remove the breakpoint (issue 32, item 15)', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`]);
    const ran = await cli(['run', '--class', 'ZCL_DEBUG_PROBE']);
    expect(ran).toMatchObject({ code: 0, stdout: 'Probe ABC\n3\n' });
    expect(ran.stderr).toContain('The run stopped at a breakpoint and waits for a debugger');
    expect(ran.stderr).toContain('abapdeck debug attach');
    expect(ran.stderr).toContain('abapdeck debug delete --all');
    // a unit test run says the same
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.totalCalls}`]);
    const tested = await cli(['unit', '--files', 'zcl_debug_probe.clas.abap']);
    expect(tested.stdout).toContain('passed');
    expect(tested.stderr).toContain('The run stopped at a breakpoint and waits for a debugger');
    await cli(['debug', 'delete', '--all']);
    // without breakpoints the run says nothing of the kind
    expect(await cli(['run', '--class', 'ZCL_DEBUG_PROBE'])).toMatchObject({ code: 0, stderr: '' });
  });

  it('debug delete --id takes the number debug list shows', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first},ZCL_DEBUG_PROBE:${rows.text}`]);
    const list = await cli(['debug', 'list']);
    expect(list.stdout).toMatch(new RegExp(`^ 1  ZCL_DEBUG_PROBE:${rows.first} `));
    const deleted = await cli(['debug', 'delete', '--id', '1']);
    expect(deleted).toMatchObject({ code: 0, stdout: '1 breakpoint(s) deleted.\n' });
    const left = JSON.parse((await cli(['debug', 'list', '--json'])).stdout) as { breakpoints: Array<{ position: string }> };
    expect(left.breakpoints.map((b) => b.position)).toEqual([`ZCL_DEBUG_PROBE:${rows.text}`]);
    expect((await cli(['debug', 'delete', '--id', '5'])).code).toBe(1);
    await cli(['debug', 'delete', '--all']);
  });

  it('debug stack while a continue runs answers "not stopped" at once', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_SLOW:${slowFirst}`]);
    const attach = start(['debug', 'attach', '--json', '--timeout', '30']);
    await attach.until(() => attach.stderr().includes('Listener active'));
    const run = (await adtSession(project.service)).post('/oo/classrun/ZCL_DEBUG_SLOW');
    expect(await attach.exited).toBe(0);
    await cli(['debug', 'delete', '--all']);
    const continued = start(['debug', 'step', '--type', 'continue', '--json']);
    // the continue has reached the background process once the program no longer answers its stack
    let stack = await cli(['debug', 'stack']);
    for (let tries = 0; tries < 100 && stack.code === 0; tries++) stack = await cli(['debug', 'stack']);
    expect(stack.code).toBe(1);
    expect(stack.stderr).toContain('Not stopped: the program is running');
    const vars = await cli(['debug', 'vars', '--json']);
    expect(vars.code).toBe(1);
    expect(vars.stdout + vars.stderr).toContain('Not stopped');
    expect(await continued.exited).toBe(0);
    expect(JSON.parse(continued.stdout())).toEqual({ action: 'step', finished: true });
    expect(await run).toMatchObject({ status: 200, body: "20000001\n" });
  }, 90_000);

  it('run after a terminate in the debugger does not promise a dump', async () => {
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`]);
    const attach = start(['debug', 'attach', '--json']);
    await attach.until(() => attach.stderr().includes('Listener active'));
    const run = start(['run', '--class', 'ZCL_DEBUG_PROBE']);
    expect(await attach.exited).toBe(0);
    expect((await cli(['debug', 'terminate'])).code).toBe(0);
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('The program was terminated in the debugger');
    expect(run.stderr()).not.toContain('dump --detail');
    expect(run.stderr()).toContain('no dump');
    await cli(['debug', 'delete', '--all']);
  }, 60_000);

  it('does not say "Listener active" while another listener holds the user', async () => {
    const other = await adtSession(project.service);
    const held = other.post('/debugger/listeners?debuggingMode=user&requestUser=DEVELOPER&terminalId=OTHER_TOOL&ideId=OTHER_TOOL&timeout=8');
    // the other listener waits once a second one is refused
    for (let tries = 0; tries < 100; tries++) {
      const probe = await other.call('GET', '/debugger/listeners?debuggingMode=user&requestUser=DEVELOPER&terminalId=PROBE&ideId=PROBE&checkConflict=true');
      if (probe.status === 406) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await cli(['debug', 'set', '--objects', `ZCL_DEBUG_PROBE:${rows.first}`]);
    const attach = await cli(['debug', 'attach', '--json', '--timeout', '3']);
    expect(attach.code).toBe(1);
    expect(attach.stderr).toContain('retrying in 2 s');
    expect(attach.stderr).not.toContain('Listener active');
    expect((await held).status).toBe(200);
    await cli(['debug', 'delete', '--all']);
  }, 60_000);
});
