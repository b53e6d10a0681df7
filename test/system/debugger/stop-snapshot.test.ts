/**
 * What a client reads at each stop comes from one snapshot of the stop (stop-view.ts), taken with the step's
 * answer when the client read the stop before, and loaded right after an attach (issue 17: what ABAP FS reads
 * at each stop ≤ 10 ms): the reads then cost no request to the work process, a value set at the stop is read
 * back fresh, and a client that only steps reads the stop it stands at, never an earlier one. On the engine and
 * the agent without the service, read as the service reads them for ABAP FS (StopView alone: stop-view.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DebugVariable } from '../../../src/protocol/debugger-documents.js';
import { AgentConnection } from '../../../src/system/debugger/engine/agent-connection.js';
import { DebuggerEngine } from '../../../src/system/debugger/engine/engine.js';
import type { RunOutcome } from '../../../src/system/execution/index.js';
import { openDebugSystem, probeRows, probeUri, type DebugSystem } from '../../support/debug-fixtures.js';

const caller = { client: '100', user: 'DEVELOPER' };
let debug: DebugSystem;

beforeAll(async () => {
  debug = await openDebugSystem({ execution: { poolSize: 1 }, debugger: { listenerGraceMillis: 3000, idleReleaseMillis: 20_000 } });
}, 120_000);

afterAll(async () => {
  await debug?.stop();
});

/** Stops the probe at its first statement on `terminal` and attaches; `finish` lets the run end. */
async function stopAtFirst(terminal: string) {
  const registration = { terminalId: terminal, ideId: terminal, debuggingMode: 'user' };
  await debug.engine.setBreakpoints(caller, registration, [{ kind: 'line', clientId: terminal, uri: probeUri(probeRows.first) }]);
  const listening = debug.engine.listen(caller, { terminalId: terminal, ideId: terminal, timeoutMillis: 30_000 });
  const run: Promise<RunOutcome> = debug.execution.classRun('ZCL_DEBUG_PROBE', caller);
  const hit = await listening;
  if (hit.kind !== 'hit') throw new Error(`the run did not stop (${hit.kind})`);
  const { debuggeeId } = await debug.engine.attach(caller, hit.debuggee.DEBUGGEE_ID);
  const finish = async () => {
    await debug.engine.setBreakpoints(caller, registration, []);
    await debug.engine.step(caller, debuggeeId, 'stepContinue').catch(() => undefined);
    expect(await run).toMatchObject({ kind: 'output' });
  };
  return { debuggeeId, finish };
}

const stepOver = (debuggeeId: string) => debug.engine.step(caller, debuggeeId, 'stepOver');

/** ABAP FS's reads at a stop: the stack, goToStack on the top frame, @ROOT and each scope it names. */
async function abapFsReads(debuggeeId: string): Promise<{ line: number; scopes: Map<string, DebugVariable[]> }> {
  const stack = await debug.engine.stack(caller, debuggeeId);
  const top = stack.reduce((highest, entry) => (Number(entry.stackPosition) > Number(highest.stackPosition) ? entry : highest));
  await debug.engine.goToStack(caller, debuggeeId, Number(top.stackPosition));
  const { hierarchies } = await debug.engine.childVariables(caller, debuggeeId, ['@ROOT']);
  const scopes = new Map<string, DebugVariable[]>();
  for (const h of hierarchies) scopes.set(h.CHILD_ID, (await debug.engine.childVariables(caller, debuggeeId, [h.CHILD_ID])).variables);
  return { line: Number(top.line), scopes };
}

const valueOf = (variables: DebugVariable[] | undefined, name: string) => variables?.find((v) => v.NAME === name)?.VALUE;

/** The operations the engine sent to work processes while `work` ran, and (as 'getStack') when a stack read reached the engine. */
async function agentOps(work: () => Promise<void>): Promise<string[]> {
  const ops: string[] = [];
  const request = AgentConnection.prototype.request;
  const stack = DebuggerEngine.prototype.stack;
  const spies = [
    vi.spyOn(AgentConnection.prototype, 'request').mockImplementation(function (this: AgentConnection, body) {
      ops.push(body.op === 'step' && 'view' in body && body.view ? 'step+view' : body.op);
      return request.call(this, body);
    } as typeof request),
    vi.spyOn(DebuggerEngine.prototype, 'stack').mockImplementation(function (this: DebuggerEngine, ...args) {
      ops.push('getStack');
      return stack.apply(this, args);
    } as typeof stack),
  ];
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return ops;
}

describe('the stop snapshot (the engine and the agent)', () => {
  it('is taken once per stop, before the reads of a client that reads every stop, and answers them all', async () => {
    const { debuggeeId, finish } = await stopAtFirst('T-SNAP-1');
    try {
      const first = await agentOps(async () => {
        const read = await abapFsReads(debuggeeId);
        expect(read.line).toBe(probeRows.first);
        expect([...read.scopes.keys()]).toEqual(expect.arrayContaining(['@LOCALS', 'ME', 'SY']));
      });
      // attach loads it (the load may still be on its way when the reads begin): the reads ask nothing more
      expect(first.filter((op) => op !== 'view')).toEqual(['getStack']);
      expect(first.filter((op) => op === 'view').length).toBeLessThanOrEqual(1);
      let read: Awaited<ReturnType<typeof abapFsReads>> | undefined;
      const second = await agentOps(async () => {
        await stepOver(debuggeeId);
        read = await abapFsReads(debuggeeId);
      });
      // the step brings the stop's snapshot: the reads ask the work process nothing
      expect(second).toEqual(['step+view', 'getStack']);
      expect(read!.line).toBe(probeRows.text);
      expect(valueOf(read!.scopes.get('@LOCALS'), 'LV_CHAR')).toBe('ABC');
    } finally {
      await finish();
    }
  });

  it('reads a value set at the stop back fresh, right after a step that brought the snapshot', async () => {
    const { debuggeeId, finish } = await stopAtFirst('T-SNAP-2');
    try {
      await abapFsReads(debuggeeId);
      await stepOver(debuggeeId);
      // no read in between: the set drops the snapshot the step brought
      expect(await debug.engine.setVariableValue(caller, debuggeeId, 'LV_COUNT', '7')).toBe('7');
      expect(valueOf((await debug.engine.childVariables(caller, debuggeeId, ['@LOCALS'])).variables, 'LV_COUNT')).toBe('7');
      expect((await debug.engine.variables(caller, debuggeeId, ['LV_COUNT']))[0]?.VALUE).toBe('7');
      const read = await abapFsReads(debuggeeId);
      expect(valueOf(read.scopes.get('@LOCALS'), 'LV_COUNT')).toBe('7');
      expect(valueOf(read.scopes.get('@LOCALS'), 'LV_CHAR')).toBe('ABC');
    } finally {
      await finish();
    }
  });

  it('is not taken for a client that steps without reading, which reads the stop it stands at', async () => {
    const { debuggeeId, finish } = await stopAtFirst('T-SNAP-3');
    try {
      const ops = await agentOps(async () => {
        await stepOver(debuggeeId);
        await stepOver(debuggeeId);
        await stepOver(debuggeeId);
      });
      // the snapshot attach loads was never read: the steps load none
      expect(ops.slice(ops.indexOf('step'))).toEqual(['step', 'step', 'step']);
      expect(ops.indexOf('step')).toBeLessThanOrEqual(1);
      const reads = await agentOps(async () => void (await abapFsReads(debuggeeId)));
      expect(reads).toEqual(['getStack', 'view']);
      const read = await abapFsReads(debuggeeId);
      expect(read.line).toBe(probeRows.label1);
      expect(valueOf(read.scopes.get('@LOCALS'), 'LV_TEXT')).toBe('Probe ABC');
    } finally {
      await finish();
    }
  });
});
