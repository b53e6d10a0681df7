/**
 * The debugger's shapes (src/protocol/debugger-shapes.ts) are true to its documents: what each XML reader of
 * debugger-documents.ts reads from what the matching writer wrote is valid by the shape's schema, which a bad value
 * is not. The documents stay XML; the schemas are the types the client and the service share and `debug --json`'s data.
 */
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  breakpointsRequestDocument,
  breakpointsResponseDocument,
  childVariablesResponseDocument,
  debuggeeDocument,
  debugStateDocument,
  parseBreakpointsRequest,
  parseBreakpointsResponse,
  parseChildVariablesResponse,
  parseDebugState,
  parseListenerAnswer,
  parseStack,
  parseWatchpoints,
  stackDocument,
  watchpointsDocument,
} from '../../src/protocol/debugger-documents.js';
import {
  BreakpointAnswer,
  BreakpointsRequest,
  Debuggee,
  DebugState,
  DebugVariable,
  ListenerAnswer,
  StackEntry,
  VariableHierarchy,
  WatchpointEntry,
} from '../../src/protocol/debugger-shapes.js';
import { Type } from '../../src/protocol/wire-schema.js';

const adt = '/sap/bc/adt';
const uri = `${adt}/oo/classes/zcl_a/source/main#start=12`;

describe('the debugger documents read into their shapes', () => {
  it('breakpoints: the request and the answer', () => {
    const request: BreakpointsRequest = {
      scope: 'external', debuggingMode: 'user', requestUser: 'DEVELOPER', terminalId: 'T1', ideId: 'I1', systemDebugging: false, deactivated: false, syncMode: 'full',
      breakpoints: [{ kind: 'line', clientId: 'T1', skipCount: 2, uri, condition: 'LV_X = 3' }, { kind: 'exception', clientId: 'T1', skipCount: 0, uri: '', exceptionClass: 'CX_SY_ZERODIVIDE' }],
    };
    expect(Value.Check(BreakpointsRequest, parseBreakpointsRequest(breakpointsRequestDocument(request)))).toBe(true);
    const answers = parseBreakpointsResponse(breakpointsResponseDocument([{ kind: 'line', clientId: 'T1', uri, id: 'BP1' }, { kind: 'line', clientId: 'T1', errorMessage: 'no statement' }]));
    expect(Value.Check(Type.Array(BreakpointAnswer), answers)).toBe(true);
  });

  it('a listener hit, a timeout, a conflict', () => {
    const debuggee = Object.fromEntries(Object.keys(Debuggee.properties).map((name) => [name, name === 'DEBUGGEE_ID' ? 'D1' : ''])) as Debuggee;
    const hit = parseListenerAnswer(debuggeeDocument(debuggee));
    expect(hit.kind).toBe('hit');
    expect(Value.Check(ListenerAnswer, hit)).toBe(true);
    expect(Value.Check(ListenerAnswer, parseListenerAnswer(''))).toBe(true);
    expect(Value.Check(ListenerAnswer, { kind: 'hit', debuggee: {} })).toBe(false);
  });

  it('the state after attach and step, the stack, watchpoints and variables', () => {
    const state: DebugState = {
      debugSessionId: 'S1', processId: 7, serverName: 'deck', isSteppingPossible: true, isTerminationPossible: true, isDebuggeeChanged: false,
      reachedBreakpoints: [{ id: 'W1', kind: 'watchpoint', variableName: 'LV_X', oldValue: '1', newValue: '2' }],
    };
    expect(Value.Check(DebugState, parseDebugState(debugStateDocument('step', state)))).toBe(true);
    const stack: StackEntry[] = [{ stackPosition: 1, stackType: 'ABAP', programName: 'ZCL_A=====CP', includeName: 'ZCL_A=====CM001', line: 12, eventType: 'METHOD', eventName: 'RUN', uri }];
    expect(Value.Check(Type.Array(StackEntry), parseStack(stackDocument(stack, 'deck', adt)))).toBe(true);
    const watchpoints: WatchpointEntry[] = [{ id: 'W1', variableName: 'LV_X', kind: 'local', currentValue: '2', oldValue: '1', hits: 3 }];
    expect(Value.Check(Type.Array(WatchpointEntry), parseWatchpoints(watchpointsDocument(watchpoints)))).toBe(true);
    const variable = Object.fromEntries(Object.keys(DebugVariable.properties).map((name) => [name, name === 'ID' ? 'LV_X' : ''])) as DebugVariable;
    const read = parseChildVariablesResponse(childVariablesResponseDocument([{ PARENT_ID: '@LOCALS', CHILD_ID: 'LV_X', CHILD_NAME: 'LV_X' }], [variable]));
    expect(Value.Check(Type.Array(VariableHierarchy), read.hierarchies)).toBe(true);
    expect(Value.Check(Type.Array(DebugVariable), read.variables)).toBe(true);
    expect(Value.Check(DebugState, { ...state, processId: '7' })).toBe(false);
  });
});
