/**
 * `abapdeck dap` end to end: the built bin/abapdeck as a real process, driven by @vscode/debugadapter-testsupport's
 * DebugClient against one real test service (the debugger's probe and raiser classes). Launch a class, breakpoints
 * by working-folder file and by the adapter's source reference, stack (current frame first), scopes and variables,
 * set a value, steps, a conditional breakpoint and a log point, jump to a line, an exception stop, a watchpoint, a
 * method breakpoint with a hit count, attach to a run the CLI started and disconnect (the program goes on).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DebugClient } from '@vscode/debugadapter-testsupport';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { afterEach, describe, expect, it } from 'vitest';
import { binPath, projectFolderFor, runCli } from '../support/cli.js';
import { startTestService } from '../support/service.js';
import { Agent } from '../../src/client/agent.js';
import { DebuggerApi } from '../../src/client/debugger.js';
import { addDebugFixtures, probeMain, probeRows, probeTestRows, probeTests } from '../support/debug-fixtures.js';
import { debugCliProject } from '../support/debug-processes.js';
import { addExceptionFixtures, raiserRows } from '../support/exception-fixtures.js';
import { calcClass, calcTestRows, calcTests } from '../support/unit-method-fixtures.js';

/** A report: its globals are the Globals scope. */
const reportSource = `REPORT zdap_report.
DATA gv_total TYPE i.

START-OF-SELECTION.
  gv_total = 2.
  gv_total = gv_total * 21.
  WRITE / gv_total.
`;
const reportRows = { first: 5, times: 6 };

const project = debugCliProject((system) => {
  addDebugFixtures(system);
  addExceptionFixtures(system);
  system.objects.save(calcClass, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  system.objects.save(
    {
      type: 'PROG',
      name: 'ZDAP_REPORT',
      description: 'DAP report',
      metadata: { PROGDIR: { NAME: 'ZDAP_REPORT', SUBC: '1', RLOAD: 'E', FIXPT: 'X', UCCHECK: 'X' }, TPOOL: [{ ID: 'R', ENTRY: 'DAP report', LENGTH: '10' }] },
      sources: { main: reportSource },
    },
    'ZDEMO_TOOLS',
    'A',
    'DEVELOPER',
  );
});
const WAIT = 30_000;
const clients: DebugClient[] = [];

afterEach(async () => {
  // stop() disconnects first and waits for the answer: an adapter that ended after a disconnect never gives one
  for (const client of clients.splice(0)) await Promise.race([client.stop().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
});

/** The probe's main source as a working-folder file (the raiser stays the system's alone). */
function probeFile(): string {
  const folder = join(project.cwd, 'src');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'zcl_debug_probe.clas.abap');
  writeFileSync(file, probeMain);
  return file;
}

/** A started adapter, initialized (its capabilities), not yet launched. */
async function adapter(cwd = project.cwd): Promise<{ dc: DebugClient; capabilities: DebugProtocol.Capabilities; output: () => string; console: () => string }> {
  const env = { ...process.env, ...project.env };
  delete env['ABAP_HOST'];
  const dc = new DebugClient(binPath, 'dap', 'abap', { cwd, env, shell: false });
  dc.defaultTimeout = WAIT;
  clients.push(dc);
  await dc.start();
  let stdout = '';
  let consoleText = '';
  dc.on('output', (event: DebugProtocol.OutputEvent) => {
    if (event.body.category === 'stdout') stdout += event.body.output;
    if (event.body.category === 'console') consoleText += event.body.output;
  });
  const [, initialized] = await Promise.all([dc.waitForEvent('initialized'), dc.initializeRequest({ adapterID: 'abap', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path', supportsVariablePaging: true })]);
  return { dc, capabilities: initialized.body ?? {}, output: () => stdout, console: () => consoleText };
}

async function stoppedAfter(dc: DebugClient, action: () => Promise<unknown>): Promise<DebugProtocol.StoppedEvent> {
  const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
  await action();
  return stopped;
}

async function top(dc: DebugClient): Promise<{ frames: DebugProtocol.StackFrame[]; frame: DebugProtocol.StackFrame }> {
  const frames = (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames;
  return { frames, frame: frames[0]! };
}

/** The variables of a frame's scope by name. */
async function scope(dc: DebugClient, frameId: number, name: string): Promise<Map<string, DebugProtocol.Variable>> {
  const scopes = (await dc.scopesRequest({ frameId })).body.scopes;
  const found = scopes.find((s) => s.name === name);
  if (!found) throw new Error(`no scope ${name}: ${scopes.map((s) => s.name).join(', ')}`);
  const variables = (await dc.variablesRequest({ variablesReference: found.variablesReference })).body.variables;
  return new Map(variables.map((v) => [v.name, v]));
}

describe('abapdeck dap', () => {
  it('announces its capabilities honestly and refuses a launch without a program', async () => {
    const { dc, capabilities } = await adapter();
    expect(capabilities).toMatchObject({
      supportsConfigurationDoneRequest: true,
      supportsConditionalBreakpoints: true,
      supportsHitConditionalBreakpoints: true,
      supportsLogPoints: true,
      supportsFunctionBreakpoints: true,
      supportsDataBreakpoints: true,
      supportsSetVariable: true,
      supportsGotoTargetsRequest: true,
      supportsStepBack: false,
    });
    expect(capabilities.exceptionBreakpointFilters?.map((f) => f.filter)).toEqual(['any', 'class']);
    await dc.configurationDoneRequest();
    await expect(dc.launchRequest({} as DebugProtocol.LaunchRequestArguments)).rejects.toThrow(/launch needs exactly one of "class"/);
    const notAbap = await dc.setBreakpointsRequest({ source: { path: join(project.cwd, 'README.md') }, breakpoints: [{ line: 3 }] });
    expect(notAbap.body.breakpoints[0]).toMatchObject({ verified: false, line: 3 });
    expect(notAbap.body.breakpoints[0]!.message).toMatch(/README\.md/);
    await expect(dc.pauseRequest({ threadId: 1 })).rejects.toThrow(/cannot be paused/);
  }, 60_000);

  it('ends the session when a launched run ends without stopping, its output in the console', async () => {
    const { dc, output } = await adapter();
    await dc.configurationDoneRequest();
    const terminated = dc.waitForEvent('terminated');
    await dc.launchRequest({ class: 'ZCL_DEBUG_PROBE' } as DebugProtocol.LaunchRequestArguments);
    await terminated;
    expect(output()).toBe('Probe ABC\n3\n');
  }, 60_000);

  it('launches a class: breakpoint, stack, variables, set value, steps, condition, log point, jump, to the end', async () => {
    const file = probeFile();
    const { dc, output, console } = await adapter();
    const set = await dc.setBreakpointsRequest({
      source: { path: file },
      breakpoints: [
        { line: probeRows.firstId },
        { line: probeRows.loopBody, condition: 'ls_item-id = 2' },
        { line: probeRows.totalBody, logMessage: 'total {rv_total} + {ls_item-id}' },
        { line: probeRows.writeText },
        { line: probeRows.comment },
      ],
    });
    expect(set.body.breakpoints.map((bp) => bp.verified)).toEqual([true, true, true, true, false]);
    await dc.configurationDoneRequest();
    const first = await stoppedAfter(dc, () => dc.launchRequest({ class: 'zcl_debug_probe' } as DebugProtocol.LaunchRequestArguments));
    expect(first.body.reason).toBe('breakpoint');
    expect(first.body.hitBreakpointIds).toEqual([set.body.breakpoints[0]!.id]);

    let { frame } = await top(dc);
    expect(frame).toMatchObject({ line: probeRows.firstId, source: { path: file } });
    const locals = await scope(dc, frame.id, 'Locals');
    expect(locals.get('LV_CHAR')?.value).toBe('ABC');
    expect(locals.get('LV_TEXT')?.value).toBe('`Probe ABC`');
    expect((await dc.scopesRequest({ frameId: frame.id })).body.scopes.map((s) => s.name)).toEqual(expect.arrayContaining(['Locals', 'Globals', 'ME', 'SY']));
    const changed = await dc.setVariableRequest({ variablesReference: (await dc.scopesRequest({ frameId: frame.id })).body.scopes[0]!.variablesReference, name: 'LV_CHAR', value: 'XYZ' }).catch((error: Error) => error);
    expect(changed).toBeInstanceOf(Error); // the scope's handle is of the listing above: list again first
    const scopes = (await dc.scopesRequest({ frameId: frame.id })).body.scopes;
    await dc.variablesRequest({ variablesReference: scopes[0]!.variablesReference });
    const setAnswer = await dc.setVariableRequest({ variablesReference: scopes[0]!.variablesReference, name: 'LV_CHAR', value: 'XYZ' });
    expect(setAnswer.body.value).toBe('XYZ');
    expect((await dc.evaluateRequest({ expression: 'lv_char', frameId: frame.id, context: 'hover' })).body.result).toBe('XYZ');
    // in the console a condition is checked and evaluated by the system at the stop; a hover reads variables only
    const condition = async (expression: string) => (await dc.evaluateRequest({ expression, frameId: frame.id, context: 'repl' })).body;
    expect(await condition("lv_char = 'XYZ'")).toMatchObject({ result: 'true', variablesReference: 0 });
    expect((await condition("lv_char = 'ABC' OR lv_text IS INITIAL")).result).toBe('false');
    await expect(condition("lv_char = = 'XYZ'")).rejects.toThrow(/^The condition "lv_char = = 'XYZ'" is not an ABAP logical expression$/);
    await expect(condition('lv_nope = 1')).rejects.toThrow(/^LV_NOPE is not known at this line$/);
    await expect(dc.evaluateRequest({ expression: "lv_char = 'XYZ'", frameId: frame.id, context: 'hover' })).rejects.toThrow(/is not a variable path .* conditions in the debug console/);
    await expect(dc.evaluateRequest({ expression: 'lv_nope', frameId: frame.id, context: 'watch' })).rejects.toThrow(/^Variable 'LV_NOPE' not found\.$/);

    await stoppedAfter(dc, () => dc.nextRequest({ threadId: 1 }));
    ({ frame } = await top(dc));
    expect(frame.line).toBe(probeRows.label1);
    const into = await stoppedAfter(dc, () => dc.stepInRequest({ threadId: 1 }));
    expect(into.body.reason).toBe('step');
    const inLabel = await top(dc);
    expect(inLabel.frame).toMatchObject({ line: probeRows.labelCalls, name: expect.stringContaining('LABEL') });
    expect(inLabel.frames[1]).toMatchObject({ line: probeRows.label1, name: expect.stringContaining('MAIN') });
    expect((await scope(dc, inLabel.frame.id, 'Locals')).get('IV_ID')?.value).toBe('1');
    await stoppedAfter(dc, () => dc.stepOutRequest({ threadId: 1 }));
    expect((await top(dc)).frame.name).toContain('MAIN');

    // the condition lets the first pass of the loop go
    const conditioned = await stoppedAfter(dc, () => dc.continueRequest({ threadId: 1 }));
    expect(conditioned.body.hitBreakpointIds).toEqual([set.body.breakpoints[1]!.id]);
    ({ frame } = await top(dc));
    expect(frame.line).toBe(probeRows.loopBody);
    expect((await dc.evaluateRequest({ expression: 'LS_ITEM-ID', frameId: frame.id, context: 'watch' })).body.result).toBe('2');
    const items = (await scope(dc, frame.id, 'Locals')).get('LT_ITEMS')!;
    expect(items).toMatchObject({ indexedVariables: 2 });
    const rows = (await dc.variablesRequest({ variablesReference: items.variablesReference, filter: 'indexed', start: 1, count: 1 })).body.variables;
    expect(rows.map((row) => row.name)).toEqual(['[2]']);
    const row = (await dc.variablesRequest({ variablesReference: rows[0]!.variablesReference })).body.variables;
    expect(row.map((component) => [component.name, component.value])).toEqual([['ID', '2'], ['NAME', '`item 2`']]);

    // the log point logs at each pass and does not stop; the next stop is the write
    const atWrite = await stoppedAfter(dc, () => dc.continueRequest({ threadId: 1 }));
    expect(atWrite.body.hitBreakpointIds).toEqual([set.body.breakpoints[3]!.id]);
    expect(console()).toContain('total 0 + 1\ntotal 1 + 2\n');
    ({ frame } = await top(dc));
    expect(frame.line).toBe(probeRows.writeText);
    // an object reference and a data reference expand; ME is a scope of its own
    const atWrite2 = await scope(dc, frame.id, 'Locals');
    const self = (await dc.variablesRequest({ variablesReference: atWrite2.get('LO_SELF')!.variablesReference })).body.variables;
    expect(self.find((v) => v.name === 'MV_CALLS')?.value).toBe('3');
    const target = (await dc.variablesRequest({ variablesReference: atWrite2.get('LR_ITEM')!.variablesReference })).body.variables;
    expect(target.map((v) => v.name)).toEqual(['->*']);
    expect((await scope(dc, frame.id, 'ME')).get('MV_CALLS')?.value).toBe('3');

    // jump over the write of the text
    const targets = await dc.gotoTargetsRequest({ source: { path: file }, line: probeRows.writeCount });
    const jumped = await stoppedAfter(dc, () => dc.gotoRequest({ threadId: 1, targetId: targets.body.targets[0]!.id }));
    expect(jumped.body.reason).toBe('goto');
    expect((await top(dc)).frame.line).toBe(probeRows.writeCount);

    const terminated = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await terminated;
    expect(output()).toBe('3\n');
    const loaded = (await dc.send('loadedSources', {})) as DebugProtocol.LoadedSourcesResponse;
    expect(loaded.body.sources.map((s) => s.path)).toContain(file);
  }, 120_000);

  it('stops at an exception (its text), shows the system source by reference, watches a variable (old → new), terminates', async () => {
    const { dc, output } = await adapter();
    const filters = await dc.setExceptionBreakpointsRequest({ filters: [], filterOptions: [{ filterId: 'class', condition: 'CX_SY_ZERODIVIDE' }] });
    expect(filters.body?.breakpoints?.map((bp) => bp.verified)).toEqual([true]);
    await dc.configurationDoneRequest();
    const stopped = await stoppedAfter(dc, () => dc.launchRequest({ class: 'ZCL_DEBUG_RAISER' } as DebugProtocol.LaunchRequestArguments));
    expect(stopped.body).toMatchObject({ reason: 'exception', text: expect.stringContaining('Division by zero') });
    expect((await dc.exceptionInfoRequest({ threadId: 1 })).body).toMatchObject({ exceptionId: 'CX_SY_ZERODIVIDE', description: 'Division by zero' });
    const { frame } = await top(dc);
    expect(frame.line).toBe(raiserRows.division);
    const reference = frame.source?.sourceReference ?? 0;
    expect(reference).toBeGreaterThan(0);
    expect(frame.source?.path).toBe('abap:zcl_debug_raiser.clas.abap');
    expect((await dc.sourceRequest({ sourceReference: reference, source: frame.source! })).body.content).toContain('CLASS zcl_debug_raiser IMPLEMENTATION.');

    const byReference = await dc.setBreakpointsRequest({ source: frame.source!, breakpoints: [{ line: raiserRows.counterSet }] });
    expect(byReference.body.breakpoints[0]).toMatchObject({ verified: true, line: raiserRows.counterSet });
    await stoppedAfter(dc, () => dc.continueRequest({ threadId: 1 }));
    const atCounter = await top(dc);
    expect(atCounter.frame.line).toBe(raiserRows.counterSet);
    const scopes = (await dc.scopesRequest({ frameId: atCounter.frame.id })).body.scopes;
    await dc.variablesRequest({ variablesReference: scopes[0]!.variablesReference });
    const info = await dc.dataBreakpointInfoRequest({ variablesReference: scopes[0]!.variablesReference, name: 'LV_COUNTER' });
    expect(info.body.dataId).toBe('LV_COUNTER');
    const watched = await dc.setDataBreakpointsRequest({ breakpoints: [{ dataId: info.body.dataId! }] });
    expect(watched.body.breakpoints[0]?.verified).toBe(true);
    const change = await stoppedAfter(dc, () => dc.continueRequest({ threadId: 1 }));
    expect(change.body).toMatchObject({ reason: 'data breakpoint', description: 'LV_COUNTER: 0 → 1' });
    expect((await top(dc)).frame.line).toBe(raiserRows.resultSet);

    const terminated = dc.waitForEvent('terminated');
    await dc.terminateRequest({});
    await terminated;
    expect(output()).not.toContain('done');
  }, 120_000);

  it('a method breakpoint with a hit count stops at the second call', async () => {
    const { dc } = await adapter();
    const set = await dc.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'zcl_debug_probe=>label', hitCondition: '2' }, { name: 'ZCL_DEBUG_PROBE=>NOPE' }] });
    expect(set.body.breakpoints[0]).toMatchObject({ verified: true, line: probeRows.labelCalls });
    expect(set.body.breakpoints[1]).toMatchObject({ verified: false, message: 'ZCL_DEBUG_PROBE has no implementation of method NOPE' });
    await dc.configurationDoneRequest();
    await stoppedAfter(dc, () => dc.launchRequest({ class: 'ZCL_DEBUG_PROBE' } as DebugProtocol.LaunchRequestArguments));
    const { frame } = await top(dc);
    expect(frame.line).toBe(probeRows.labelCalls);
    expect((await dc.evaluateRequest({ expression: 'iv_id', frameId: frame.id })).body.result).toBe('2');
    const terminated = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await terminated;
  }, 120_000);

  it('launches a report (its globals), and stops at any exception with the "any" filter', async () => {
    const { dc, output } = await adapter();
    const source = { name: 'zdap_report.prog.abap', path: join(project.cwd, 'src', 'zdap_report.prog.abap') };
    mkdirSync(join(project.cwd, 'src'), { recursive: true });
    writeFileSync(source.path, reportSource);
    await dc.setBreakpointsRequest({ source, breakpoints: [{ line: reportRows.times }] });
    await dc.configurationDoneRequest();
    await stoppedAfter(dc, () => dc.launchRequest({ program: 'zdap_report' } as DebugProtocol.LaunchRequestArguments));
    const { frame } = await top(dc);
    expect(frame).toMatchObject({ line: reportRows.times, source: { path: source.path } });
    expect((await scope(dc, frame.id, 'Globals')).get('GV_TOTAL')?.value).toBe('2');
    const terminated = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await terminated;
    expect(output()).toContain('42');

    // run without debugging: the breakpoint set does not stop it
    const plain = await adapter();
    await plain.dc.setBreakpointsRequest({ source, breakpoints: [{ line: reportRows.times }] });
    await plain.dc.configurationDoneRequest();
    const ended = plain.dc.waitForEvent('terminated');
    await plain.dc.launchRequest({ program: 'ZDAP_REPORT', noDebug: true } as DebugProtocol.LaunchRequestArguments);
    await ended;
    expect(plain.output()).toContain('42');

    const next = await adapter();
    const any = await next.dc.setExceptionBreakpointsRequest({ filters: ['any'] });
    expect(any.body?.breakpoints?.map((bp) => bp.verified)).toEqual([true]);
    await next.dc.configurationDoneRequest();
    const raised = await stoppedAfter(next.dc, () => next.dc.launchRequest({ class: 'ZCL_DEBUG_RAISER' } as DebugProtocol.LaunchRequestArguments));
    expect(raised.body).toMatchObject({ reason: 'exception', text: expect.stringContaining('ZCX_DEBUG_PARENT') });
    expect((await top(next.dc)).frame.line).toBe(raiserRows.parentRaise);
    await next.dc.disconnectRequest({ terminateDebuggee: true });
  }, 120_000);

  it('launches unit tests: stops in the test class file, prints the results at the end', async () => {
    const folder = join(project.cwd, 'src');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'zcl_debug_probe.clas.testclasses.abap');
    writeFileSync(file, probeTests);
    const { dc, output } = await adapter();
    await dc.setBreakpointsRequest({ source: { path: file }, breakpoints: [{ line: probeTestRows.create }] });
    await dc.configurationDoneRequest();
    await expect(dc.launchRequest({ unitFile: 'src/zcl_debug_probe.clas.testclasses.abap', method: 'sums; more' } as DebugProtocol.LaunchRequestArguments)).rejects.toThrow(
      /'sums; more' is not a test method: give its name \(SUMS\) or its test class and name \(LTCL_X=>SUMS\)/,
    );
    await stoppedAfter(dc, () => dc.launchRequest({ unitFile: 'src/zcl_debug_probe.clas.testclasses.abap' } as DebugProtocol.LaunchRequestArguments));
    expect((await top(dc)).frame).toMatchObject({ line: probeTestRows.create, source: { path: file } });
    const terminated = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await terminated;
    expect(output()).toBe('1 test method(s), 1 passed, 0 failed\n');
  }, 120_000);

  it('launches one test method: its breakpoint stops, those of the methods not chosen are not reached', async () => {
    const folder = join(project.cwd, 'src');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'zcl_um_calc.clas.testclasses.abap');
    writeFileSync(file, calcTests);
    const { dc, output } = await adapter();
    const set = await dc.setBreakpointsRequest({ source: { path: file }, breakpoints: [{ line: calcTestRows.adds }, { line: calcTestRows.fails }, { line: calcTestRows.moreAdds }] });
    expect(set.body.breakpoints.map((bp) => bp.verified)).toEqual([true, true, true]);
    await dc.configurationDoneRequest();
    const stopped = await stoppedAfter(dc, () => dc.launchRequest({ unitFile: 'src/zcl_um_calc.clas.testclasses.abap', method: 'ltcl_calc=>adds' } as DebugProtocol.LaunchRequestArguments));
    expect(stopped.body.hitBreakpointIds).toEqual([set.body.breakpoints[0]!.id]);
    expect((await top(dc)).frame).toMatchObject({ line: calcTestRows.adds, source: { path: file } });
    let laterStops = 0;
    dc.on('stopped', () => laterStops++);
    const terminated = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await terminated;
    expect(laterStops).toBe(0);
    expect(output()).toBe('1 test method(s), 1 passed, 0 failed\n');
  }, 120_000);

  it('on a system without the extensions: launch with a method and a condition at a stop are refused plainly', async () => {
    const plain = await startTestService({ extensions: false });
    const cwd = projectFolderFor(plain);
    try {
      const { dc } = await adapter(cwd);
      await dc.configurationDoneRequest();
      await expect(dc.launchRequest({ unitFile: 'zcl_debug_probe.clas.testclasses.abap', method: 'sums' } as DebugProtocol.LaunchRequestArguments)).rejects.toThrow(
        /^The connected system does not offer a unit run of one test method \("method"\) \(capability unit\.method\): it is an abapdeck extension$/,
      );
      // the adapter's console asks the debugger client, which asks the system what it offers before it sends the condition
      const api = new DebuggerApi(new Agent(plain.connection(), 10_000, { transport: 'node' }), { terminalId: 'T', ideId: 'T', requestUser: 'DEVELOPER', debuggingMode: 'user' });
      await expect(api.evaluateCondition("lv_char = 'ABC'")).rejects.toThrow(
        /^The connected system does not offer the evaluation of a condition at a stop \(capability debugger\.condition\): it is an abapdeck extension$/,
      );
    } finally {
      await plain.stop();
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 60_000);

  it('attaches to a run the CLI started; a disconnect while stopped lets the program go on', async () => {
    const file = probeFile();
    const { dc, console } = await adapter();
    await dc.setBreakpointsRequest({ source: { path: file }, breakpoints: [{ line: probeRows.firstId }] });
    await dc.configurationDoneRequest();
    await dc.attachRequest({} as DebugProtocol.AttachRequestArguments);
    expect(console()).toContain('waiting for your next run');
    const stopped = dc.waitForEvent('stopped');
    const run = runCli(['run', '--class', 'ZCL_DEBUG_PROBE'], { cwd: project.cwd, env: project.env });
    await stopped;
    expect((await top(dc)).frame).toMatchObject({ line: probeRows.firstId, source: { path: file } });
    await dc.disconnectRequest({ terminateDebuggee: false });
    const answer = await run;
    expect(answer.code, answer.stderr).toBe(0);
    expect(answer.stdout).toContain('Probe ABC');
  }, 120_000);
});
