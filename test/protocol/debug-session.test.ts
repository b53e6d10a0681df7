/**
 * The debug daemon's socket JSON (src/protocol/debug-session.ts): what the background process answers on its
 * local socket passes each shape's schema, the CLI's side reads it through readWire (another key spelling, numbers
 * as text, 'X' flags), and a bad shape is a clear error, not data printed as if it were right.
 */
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { DaemonReply, DaemonRequests, FrameData, Position, readDaemonReply, readDaemonRequest, SessionInfo, StepData, VarsData, WatchData, type DaemonRequest } from '../../src/protocol/debug-session.js';
import type { DebugVariable } from '../../src/protocol/debugger-documents.js';
import { DebugVariable as DebugVariableShape } from '../../src/protocol/debugger-shapes.js';
import { readWire } from '../../src/protocol/wire-schema.js';
import { sendToDaemon } from '../../src/debug/daemon-client.js';
import { notableReached } from '../../src/debug/daemon-protocol.js';
import { toVariable } from '../../src/debug/session.js';
import { DebugStateStore } from '../../src/debug/state.js';
import { tempDir } from '../support/service.js';

const position: Position = {
  program: 'ZCL_A=========================CP',
  include: 'ZCL_A=========================CM001',
  line: 12,
  event: 'RUN',
  uri: '/sap/bc/adt/oo/classes/zcl_a/source/main#start=12,0',
  source: { kind: 'class', name: 'ZCL_A', line: 12 },
  lines: [
    { line: 11, text: '    DATA(x) = 1.', current: false },
    { line: 12, text: '    x = x + 1.', current: true },
  ],
};

function debugVariable(fields: Partial<DebugVariable>): DebugVariable {
  const empty = Object.fromEntries(Object.keys(DebugVariableShape.properties).map((name) => [name, ''])) as DebugVariable;
  return { ...empty, ...fields };
}

const lvX = toVariable(debugVariable({ ID: 'LV_X', NAME: 'LV_X', TECHNICAL_TYPE: 'I', META_TYPE: 'simple', VALUE: '2', IS_VALUE_CHANGED: 'X' }));
const ltRows = toVariable(debugVariable({ ID: 'LT_ROWS', NAME: 'LT_ROWS', DECLARED_TYPE_NAME: 'TY_ROWS', META_TYPE: 'table', TABLE_LINES: '3' }));

describe('what the background process writes passes the schema', () => {
  it('a stop, a frame, variables, watchpoints, the attached session', () => {
    const reached = notableReached([{ id: 'W1', kind: 'watchpoint', variableName: 'LV_X', oldValue: '1', newValue: '2' }, { id: 'B1', kind: 'line' }]);
    const written: Array<[unknown, unknown]> = [
      [StepData, { position, reached }],
      [StepData, { continued: true }],
      [StepData, { finished: true }],
      [FrameData, { frame: 1, position, variables: [lvX, ltRows] }],
      [VarsData, { expanded: 'LT_ROWS', variables: [ltRows] }],
      [WatchData, { watchpoints: [{ id: 'W1', variableName: 'LV_X', kind: 'local', currentValue: '2', oldValue: '1', hits: 3 }] }],
      [SessionInfo, { session: 'S1', debuggee: 'D1', socket: '/tmp/s.sock', pid: 4711, position }],
    ];
    for (const [schema, data] of written) {
      expect(Value.Check(schema as typeof StepData, data)).toBe(true);
      // through JSON, as the socket carries it, the reader gives back what was written
      expect(readWire(schema as typeof StepData, JSON.parse(JSON.stringify(data)))).toEqual(data);
    }
    expect(Value.Check(FrameData, { frame: 1, position, variables: [{ ...lvX, tableLines: 'three' }] })).toBe(false);
  });
});

describe('the background process reads the requests through their shapes', () => {
  it('what the CLI sends, another spelling, an unknown op', () => {
    const sent: DaemonRequest[] = [
      { op: 'step', type: 'continue' }, { op: 'vars', name: 'LV_X' }, { op: 'vars', expand: 'LT_ROWS' }, { op: 'stack' }, { op: 'frame', index: 2 },
      { op: 'setValue', name: 'LV_X', value: '42' }, { op: 'toLine', how: 'jump', line: 14 }, { op: 'terminate' }, { op: 'watch', name: 'LV_X', condition: 'LV_X > 3' },
      { op: 'watches' }, { op: 'unwatch', id: 'W1' }, { op: 'status' }, { op: 'shutdown' },
    ];
    for (const request of sent) {
      expect(Value.Check(DaemonRequests[request.op], request)).toBe(true);
      expect(readDaemonRequest(JSON.parse(JSON.stringify(request)))).toEqual(request);
    }
    expect(readDaemonRequest({ OP: 'toLine', HOW: 'run', LINE: '14' })).toEqual({ op: 'toLine', how: 'run', line: 14 });
    expect(() => readDaemonRequest({ op: 'reboot' })).toThrow("unknown request 'reboot'");
    // a choice the request names is one of its values: a step of an unknown kind is refused, not taken as another
    expect(() => readDaemonRequest({ op: 'step', type: 'sideways' })).toThrow("step: type is 'sideways', not one of over, into, out, continue");
    expect(() => readDaemonRequest({ op: 'toLine', line: 3 })).toThrow("toLine: how is '', not one of run, jump");
    expect(() => readDaemonRequest('step')).toThrow("unexpected answer: the answer is the text 'step' where an object belongs");
  });

  it('the reply: an answer or a refusal, in either spelling', () => {
    expect(readDaemonReply({ OK: 'X', DATA: { finished: true } })).toEqual({ ok: true, data: { finished: true } });
    expect(readDaemonReply({ ok: false, REASON: 'No debuggee is stopped for this session' })).toEqual({ ok: false, reason: 'No debuggee is stopped for this session' });
    expect(Value.Check(DaemonReply, { ok: true, data: [1] })).toBe(true);
  });
});

describe('the CLI reads the socket through the schema', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A background process that answers every request with `reply` (written as the daemon writes it). */
  async function answering(reply: unknown): Promise<DebugStateStore> {
    const store = new DebugStateStore(tempDir('abapdeck-debug-session-'), 'k1');
    const socketPath = join(store.dir, 'k1.sock');
    const server = createServer((socket) => socket.once('data', () => socket.end(JSON.stringify(reply) + '\n')));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    store.update((state) => ({ ...state, session: { debugSessionId: 'S1', debuggeeId: 'D1', socketPath, pid: process.pid, startedAt: new Date().toISOString() } }));
    return store;
  }

  it('an answer in another key spelling, numbers as text and X flags', async () => {
    const store = await answering({
      ok: true,
      data: {
        FRAME: '1',
        position: { PROGRAM: position.program, include: position.include, LINE: '12', event: 'RUN', uri: position.uri, SOURCE: { kind: 'CLASS', name: 'ZCL_A', line: '12' }, lines: [{ line: '12', TEXT: '    x = x + 1.', current: 'X' }] },
        variables: [{ ID: 'LV_X', NAME: 'LV_X', type: 'I', meta_type: 'simple', value: '2', CHANGED: 'X' }, { id: 'LT_ROWS', name: 'LT_ROWS', type: 'TY_ROWS', metaType: 'table', value: '', table_lines: '3' }],
      },
    });
    const frame = await sendToDaemon(store, { op: 'frame', index: 1 }, FrameData);
    expect(frame).toEqual({ frame: 1, position: { ...position, lines: [position.lines[1]] }, variables: [lvX, { ...ltRows, value: '' }] });
    expect(Value.Check(FrameData, frame)).toBe(true);
  });

  it('a bad shape is a clear error', async () => {
    const store = await answering({ ok: true, data: { position, variables: 'LV_X = 2' } });
    await expect(sendToDaemon(store, { op: 'vars' }, VarsData)).rejects.toThrow("unexpected answer: variables is the text 'LV_X = 2' where a list belongs");
    const stepping = await answering({ ok: true, data: { position: { ...position, lines: { line: 12 } } } });
    await expect(sendToDaemon(stepping, { op: 'step', type: 'over' }, StepData)).rejects.toThrow('unexpected answer: position.lines is an object where a list belongs');
  });

  it('a refusal of the background process stays its reason', async () => {
    const store = await answering({ ok: false, reason: 'No debuggee is stopped for this session' });
    await expect(sendToDaemon(store, { op: 'stack' }, StepData)).rejects.toThrow('No debuggee is stopped for this session');
  });
});
