/**
 * What a client reads at each stop comes from one snapshot of the stop (stop-view.ts), taken with the step's
 * answer when the client read the stop before, and loaded right after an attach (issue 17: what ABAP FS reads
 * at each stop ≤ 10 ms): the reads then cost no request to the work process, a value set at the stop is read
 * back fresh, and a client that only steps reads the stop it stands at, never an earlier one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADTClient, isDebuggee, type DebugStackInfo, type DebugVariable } from 'abap-adt-api';
import { startTestService, type TestService } from '../support/service.js';
import { addDebugFixtures, adtSession, probeRows, probeUri, topOf, adtClients } from '../support/debug-fixtures.js';
import { AgentConnection } from '../../src/system/debugger/engine/agent-connection.js';
import { DebuggerEngine } from '../../src/system/debugger/engine/engine.js';

const USER = 'DEVELOPER';
let service: TestService;
const { client, logout: logoutClients } = adtClients(() => service);

/** Stops the probe at its first statement and attaches a stateful abap-adt-api client. */
async function stopAtFirst(terminal: string) {
  const listener = await client();
  await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, [probeUri(probeRows.first)], USER);
  const listening = listener.debuggerListen('user', terminal, terminal, USER);
  await new Promise((resolve) => setTimeout(resolve, 150));
  const running = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
  const debuggee = await listening;
  if (!isDebuggee(debuggee)) throw new Error(`no hit: ${JSON.stringify(debuggee)}`);
  const adt = await client(true);
  await adt.debuggerAttach('user', debuggee.DEBUGGEE_ID, USER);
  const finish = async () => {
    await listener.debuggerSetBreakpoints('user', terminal, terminal, terminal, [], USER);
    await adt.debuggerStep('stepContinue').catch(() => undefined);
    expect((await running).status).toBe(200);
  };
  return { adt, finish };
}

/** The top ABAP entry of the stack. */
const topAbapEntry = (info: DebugStackInfo) => topOf(info.stack.filter((s) => 'stackUri' in s) as Array<DebugStackInfo['stack'][number] & { stackUri: string; stackPosition: number; line: number }>);

/** ABAP FS's reads at a stop: the stack, goToStack on the top frame, @ROOT and each scope it names. */
async function abapFsReads(adt: ADTClient): Promise<{ line: number; scopes: Map<string, DebugVariable[]> }> {
  const top = topAbapEntry(await adt.debuggerStackTrace());
  await adt.debuggerGoToStack(top.stackUri);
  const { hierarchies } = await adt.debuggerChildVariables(['@ROOT']);
  const scopes = new Map<string, DebugVariable[]>();
  for (const h of hierarchies) scopes.set(h.CHILD_ID, (await adt.debuggerChildVariables([h.CHILD_ID])).variables);
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

beforeAll(async () => {
  service = await startTestService({ demo: true, prepare: addDebugFixtures, execution: { poolSize: 1 }, debugger: { listenerGraceMillis: 3000, idleReleaseMillis: 20_000 } });
  await service.execution.ready();
}, 120_000);

afterEach(async () => {
  await logoutClients();
});

afterAll(async () => {
  await service?.close();
});

describe('the stop snapshot', () => {
  it('is taken once per stop, before the reads of a client that reads every stop, and answers them all', async () => {
    const { adt, finish } = await stopAtFirst('T-SNAP-1');
    try {
      const first = await agentOps(async () => {
        const read = await abapFsReads(adt);
        expect(read.line).toBe(probeRows.first);
        expect([...read.scopes.keys()]).toEqual(expect.arrayContaining(['@LOCALS', 'ME', 'SY']));
      });
      // attach loads it (the load may still be on its way when the reads begin): the seven reads ask nothing more
      expect(first.filter((op) => op !== 'view')).toEqual(['getStack']);
      expect(first.filter((op) => op === 'view').length).toBeLessThanOrEqual(1);
      let read: Awaited<ReturnType<typeof abapFsReads>> | undefined;
      const second = await agentOps(async () => {
        await adt.debuggerStep('stepOver');
        read = await abapFsReads(adt);
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
    const { adt, finish } = await stopAtFirst('T-SNAP-2');
    try {
      await abapFsReads(adt);
      await adt.debuggerStep('stepOver');
      // no read in between: the set drops the snapshot the step brought
      expect(await adt.debuggerSetVariableValue('LV_COUNT', '7')).toBe('7');
      expect(valueOf((await adt.debuggerChildVariables(['@LOCALS'])).variables, 'LV_COUNT')).toBe('7');
      expect((await adt.debuggerVariables(['LV_COUNT']))[0]?.VALUE).toBe('7');
      const read = await abapFsReads(adt);
      expect(valueOf(read.scopes.get('@LOCALS'), 'LV_COUNT')).toBe('7');
      expect(valueOf(read.scopes.get('@LOCALS'), 'LV_CHAR')).toBe('ABC');
    } finally {
      await finish();
    }
  });

  it('is not taken for a client that steps without reading, which reads the stop it stands at', async () => {
    const { adt, finish } = await stopAtFirst('T-SNAP-3');
    try {
      const ops = await agentOps(async () => {
        await adt.debuggerStep('stepOver');
        await adt.debuggerStep('stepOver');
        await adt.debuggerStep('stepOver');
      });
      // the snapshot attach loads was never read: the steps load none
      expect(ops.slice(ops.indexOf('step'))).toEqual(['step', 'step', 'step']);
      expect(ops.indexOf('step')).toBeLessThanOrEqual(1);
      const reads = await agentOps(async () => void (await abapFsReads(adt)));
      expect(reads).toEqual(['getStack', 'view']);
      const read = await abapFsReads(adt);
      expect(read.line).toBe(probeRows.label1);
      expect(valueOf(read.scopes.get('@LOCALS'), 'LV_TEXT')).toBe('Probe ABC');
    } finally {
      await finish();
    }
  });
});
