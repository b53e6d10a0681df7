import { describe, expect, it } from 'vitest';
import { breakpointUri, parseSourceUri, objectKindOfName, stackUri, type SourceLine } from '../../../src/protocol/debugger.js';
import {
  breakpointsRequestDocument,
  breakpointsResponseDocument,
  childVariablesRequestDocument,
  childVariablesResponseDocument,
  debuggeeDocument,
  debugStateDocument,
  parseAdtException,
  parseBreakpointsRequest,
  parseBreakpointsResponse,
  parseChildVariablesRequest,
  parseChildVariablesResponse,
  parseDebugState,
  parseListenerAnswer,
  parseStack,
  parseVariablesRequest,
  parseVariablesResponse,
  stackDocument,
  variablesRequestDocument,
  variablesResponseDocument,
  type DebugVariable,
  type Debuggee,
} from '../../../src/protocol/debugger-documents.js';
import { element, renderXml, text } from '../../../src/protocol/debugger-xml-writer.js';

const adt = '/sap/bc/adt';

describe('breakpoint and stack URIs', () => {
  const cases: Array<{ source: SourceLine; uri: string }> = [
    { source: { kind: 'class', name: 'ZCL_DEMO_CLASSRUN', line: 87 }, uri: '/sap/bc/adt/oo/classes/zcl_demo_classrun/source/main#start=87' },
    { source: { kind: 'class', name: 'ZCL_X', include: 'testclasses', line: 12 }, uri: '/sap/bc/adt/oo/classes/zcl_x/includes/testclasses#start=12' },
    { source: { kind: 'class', name: 'ZCL_X', include: 'locals_imp', line: 3 }, uri: '/sap/bc/adt/oo/classes/zcl_x/includes/implementations#start=3' },
    { source: { kind: 'class', name: 'ZCL_X', include: 'locals_def', line: 4 }, uri: '/sap/bc/adt/oo/classes/zcl_x/includes/definitions#start=4' },
    { source: { kind: 'program', name: 'ZDEMO_FLIGHT_LIST', line: 23 }, uri: '/sap/bc/adt/programs/programs/zdemo_flight_list#start=23' },
    { source: { kind: 'class', name: '/DMO/CL_X', line: 5 }, uri: '/sap/bc/adt/oo/classes/%2Fdmo%2Fcl_x/source/main#start=5' },
  ];
  it.each(cases)('$uri', ({ source, uri }) => {
    expect(breakpointUri(adt, source)).toBe(uri);
    expect(parseSourceUri(uri, adt)).toEqual(source);
  });

  it.each([
    ['/sap/bc/adt/oo/classes/zcl_x/source/main#start=12,0', { kind: 'class', name: 'ZCL_X', line: 12 }],
    ['/oo/classes/zcl_x/source/main#start=12', { kind: 'class', name: 'ZCL_X', line: 12 }],
    ['/sap/bc/adt/programs/programs/zprog/source/main#start=7', { kind: 'program', name: 'ZPROG', line: 7 }],
    ['/sap/bc/adt/programs/includes/zprog_f01#start=9,3', { kind: 'program', name: 'ZPROG_F01', line: 9 }],
    ['/sap/bc/adt/oo/classes/zcl_x/source/main#type=CLAS;start=4', { kind: 'class', name: 'ZCL_X', line: 4 }],
  ])('reads %s', (uri, expected) => {
    expect(parseSourceUri(uri, adt)).toEqual(expected);
  });

  it.each(['/sap/bc/adt/oo/classes/zcl_x/source/main', '/sap/bc/adt/ddic/tables/x#start=1', '/sap/bc/adt/oo/classes/zcl_x/includes/macros#start=1', ''])(
    'rejects %j',
    (uri) => expect(parseSourceUri(uri, adt)).toBeUndefined(),
  );

  it('stack URIs end in #start=<line>,0', () => {
    expect(stackUri(adt, { kind: 'class', name: 'ZCL_X', line: 3 })).toBe('/sap/bc/adt/oo/classes/zcl_x/source/main#start=3,0');
  });

  it.each([
    ['ZCL_X', 'class'],
    ['YCL_X', 'class'],
    ['zif_x', 'interface'],
    ['ZDEMO_REPORT', 'program'],
    ['ZCX_ERROR', 'program'],
  ])('%s is a %s by its name', (name, kind) => expect(objectKindOfName(name)).toBe(kind));
});

describe('XML writer', () => {
  it('escapes every attribute value and text node', () => {
    const xml = renderXml(element('a', { x: `"<&>'\n` }, text('<b>&</b>'), element('c', { y: undefined })));
    expect(xml).toBe('<?xml version="1.0" encoding="utf-8"?><a x="&quot;&lt;&amp;&gt;&apos;&#10;">&lt;b&gt;&amp;&lt;/b&gt;<c/></a>');
  });

  // values with nothing to escape are written as they are; any one character to escape or strip is found
  it.each([
    ['plain ABAP value', 'LV_COUNT 42 éü', 'LV_COUNT 42 éü', 'LV_COUNT 42 éü'],
    ['ampersand alone', 'a&b', 'a&amp;b', 'a&amp;b'],
    ['less than at the end', 'a<', 'a&lt;', 'a&lt;'],
    ['greater than first', '>a', '&gt;a', '&gt;a'],
    ['carriage return', 'a\rb', 'a&#13;b', 'a&#13;b'],
    ['line feed and tab', 'a\n\tb', 'a\n\tb', 'a&#10;&#9;b'],
    ['quotes', `"'`, `"'`, '&quot;&apos;'],
    ['control characters', 'a\u0000b\u0008c\u001fd\u000be', 'a\ufffdb\ufffdc\ufffdd\ufffde', 'a\ufffdb\ufffdc\ufffdd\ufffde'],
    ['non-characters', '\ufffe\uffff', '\ufffd\ufffd', '\ufffd\ufffd'],
    ['control character beside markup', '\u0001<', '\ufffd&lt;', '\ufffd&lt;'],
  ])('escapes %s', (_what, value, inText, inAttribute) => {
    expect(renderXml(element('v', {}, text(value)))).toBe(`<?xml version="1.0" encoding="utf-8"?><v>${inText}</v>`);
    expect(renderXml(element('v', { a: value }))).toBe(`<?xml version="1.0" encoding="utf-8"?><v a="${inAttribute}"/>`);
  });
});

describe('breakpoints documents', () => {
  it('request round trip with the attributes of the spec', () => {
    const request = {
      scope: 'external',
      debuggingMode: 'user',
      requestUser: 'DEVELOPER',
      terminalId: 'abapdeck-1',
      ideId: 'abapdeck-1',
      systemDebugging: false,
      deactivated: false,
      syncMode: 'full' as const,
      breakpoints: [{ kind: 'line', clientId: 'abapdeck-1', skipCount: 0, uri: '/sap/bc/adt/oo/classes/zcl_x/source/main#start=12' }],
    };
    const xml = breakpointsRequestDocument(request);
    expect(xml).toContain('<syncScope mode="full"/>');
    expect(xml).toContain('adtcore:uri="/sap/bc/adt/oo/classes/zcl_x/source/main#start=12"');
    expect(parseBreakpointsRequest(xml)).toEqual(request);
  });

  it('reads the request as abap-adt-api sends it (whitespace, namespaces on children)', () => {
    const body = `<?xml version="1.0" encoding="UTF-8"?>
    <dbg:breakpoints scope="external" debuggingMode="user" requestUser="developer"
        terminalId="T1" ideId="I1" systemDebugging="false" deactivated="false"
        xmlns:dbg="http://www.sap.com/adt/debugger">
        <syncScope mode="full"></syncScope>
        <breakpoint xmlns:adtcore="http://www.sap.com/adt/core" kind="line" clientId="C1" skipCount="0" adtcore:uri="/sap/bc/adt/programs/programs/zp#start=3"/><breakpoint xmlns:adtcore="http://www.sap.com/adt/core" kind="line" clientId="C1" skipCount="0" adtcore:uri="/sap/bc/adt/programs/programs/zp#start=4"/>
    </dbg:breakpoints>`;
    const parsed = parseBreakpointsRequest(body)!;
    expect(parsed.requestUser).toBe('DEVELOPER');
    expect(parsed.terminalId).toBe('T1');
    expect(parsed.breakpoints.map((b) => b.uri)).toEqual(['/sap/bc/adt/programs/programs/zp#start=3', '/sap/bc/adt/programs/programs/zp#start=4']);
  });

  it('response round trip: ids and error messages', () => {
    const answers = [
      { kind: 'line', clientId: 'C', uri: '/sap/bc/adt/programs/programs/zp#start=3', id: 'KIND=0.SOURCETYPE=ABAP.MAIN_PROGRAM=ZP.INCLUDE=ZP.LINE_NR=3' },
      { kind: 'line', clientId: 'C', uri: '/sap/bc/adt/programs/programs/zp#start=1', errorMessage: 'Cannot create a breakpoint at this position' },
    ];
    expect(parseBreakpointsResponse(breakpointsResponseDocument(answers))).toEqual(answers);
  });

  it('reads a response with prefixed breakpoint children', () => {
    const body = `<dbg:breakpoints xmlns:dbg="http://www.sap.com/adt/debugger"><dbg:breakpoint kind="line" clientId="C" id="X1" xmlns:adtcore="http://www.sap.com/adt/core" adtcore:uri="/sap/bc/adt/oo/classes/zcl_a/source/main#start=5"/></dbg:breakpoints>`;
    expect(parseBreakpointsResponse(body)).toEqual([{ kind: 'line', clientId: 'C', id: 'X1', uri: '/sap/bc/adt/oo/classes/zcl_a/source/main#start=5' }]);
  });
});

describe('listener documents', () => {
  const debuggee: Debuggee = {
    CLIENT: '100',
    DEBUGGEE_ID: 'abc<&>',
    TERMINAL_ID: 'T',
    IDE_ID: 'I',
    DEBUGGEE_USER: 'DEVELOPER',
    PRG_CURR: 'ZCL_X=========================CP',
    INCL_CURR: 'ZCL_X=========================CM001',
    LINE_CURR: '3',
    RFCDEST: '',
    APPLSERVER: 'host_DEV_00',
    SYSID: 'DEV',
    SYSNR: '00',
    TSTMP: '20260101120000',
    DBGEE_KIND: 'DEBUGGEE',
    IS_ATTACH_IMPOSSIBLE: '',
    IS_SAME_SERVER: 'X',
    INSTANCE_NAME: 'host_DEV_00',
    HOST: 'host',
    URI: '/sap/bc/adt/oo/classes/zcl_x/source/main#start=40,0',
  };

  it('a hit carries DEBUGGEE_ID in STPDA_DEBUGGEE', () => {
    const xml = debuggeeDocument(debuggee);
    expect(xml).toContain('<asx:values><DATA><STPDA_DEBUGGEE><CLIENT>100</CLIENT><DEBUGGEE_ID>abc&lt;&amp;&gt;</DEBUGGEE_ID>');
    const answer = parseListenerAnswer(xml);
    expect(answer.kind).toBe('hit');
    if (answer.kind === 'hit') expect(answer.debuggee).toMatchObject({ DEBUGGEE_ID: 'abc<&>', LINE_CURR: '3', RFCDEST: '' });
  });

  it('an empty body is a timeout', () => expect(parseListenerAnswer('')).toEqual({ kind: 'timeout' }));

  it('a 406 exception is a conflict with its properties', () => {
    const body = `<?xml version="1.0" encoding="utf-8"?><exc:exception xmlns:exc="http://www.sap.com/abapxml/types/communicationframework"><namespace id="com.sap.adt"/><type id="conflictNotification"/><message lang="EN">Another listener</message><localizedMessage lang="EN">Another listener</localizedMessage><properties><entry key="conflictText">Another listener</entry><entry key="ideUser">DEVELOPER</entry><entry key="T100KEY-NO">520</entry></properties></exc:exception>`;
    expect(parseListenerAnswer(body, 406)).toEqual({
      kind: 'conflict',
      message: 'Another listener',
      properties: { conflictText: 'Another listener', ideUser: 'DEVELOPER', 'T100KEY-NO': '520' },
    });
    expect(parseAdtException(body)?.type).toBe('conflictNotification');
  });
});

describe('attach, step and stack documents', () => {
  it('attach and step state round trip', () => {
    const state = { debugSessionId: 'S1', processId: 4, serverName: 'host_DEV_00', isSteppingPossible: true, isTerminationPossible: true, reachedBreakpoints: [{ id: 'B1', kind: 'line' }] };
    const attach = debugStateDocument('attach', state);
    expect(attach).toMatch(/^<\?xml[^>]*\?><dbg:attach /);
    expect(parseDebugState(attach)).toEqual(state);
    expect(parseDebugState(debugStateDocument('step', { ...state, isDebuggeeChanged: true, reachedBreakpoints: [] }))).toEqual({ ...state, isDebuggeeChanged: true, reachedBreakpoints: [] });
  });

  it('stack: non-ABAP entries skipped, top of the stack first', () => {
    const entry = (position: number, line: number, stackType = 'ABAP') => ({
      stackPosition: position,
      stackType,
      programName: 'ZCL_X=========================CP',
      includeName: 'ZCL_X=========================CM001',
      line,
      eventType: 'METHOD',
      eventName: 'MAIN',
      uri: `/sap/bc/adt/oo/classes/zcl_x/source/main#start=${line},0`,
    });
    // as ADT sends it: the current frame first, stackPosition counting down to the outermost call
    const xml = stackDocument([entry(3, 30), entry(2, 20, 'DYNP'), entry(1, 10)], 'host', adt);
    expect(xml).toContain('stackUri="/sap/bc/adt/debugger/stack/type/ABAP/position/3"');
    expect(parseStack(xml).map((e) => e.line)).toEqual([30, 10]);
    // a system that sends the outermost call first (abapdeck before issue 32) reads the same
    expect(parseStack(stackDocument([entry(1, 10), entry(2, 20, 'DYNP'), entry(3, 30)], 'host', adt)).map((e) => e.line)).toEqual([30, 10]);
  });
});

describe('variables documents', () => {
  const variable = (id: string, value: string, meta = 'simple'): DebugVariable => ({
    ID: id,
    NAME: id,
    DECLARED_TYPE_NAME: 'C',
    ACTUAL_TYPE_NAME: 'C',
    KIND: 'LOCAL',
    INSTANTIATION_KIND: '',
    ACCESS_KIND: '',
    META_TYPE: meta,
    PARAMETER_KIND: '',
    VALUE: value,
    HEX_VALUE: '',
    READ_ONLY: 'X',
    TECHNICAL_TYPE: 'C',
    LENGTH: '10',
    TABLE_BODY: '',
    TABLE_LINES: '0',
    IS_VALUE_INCOMPLETE: '',
    IS_EXCEPTION: '',
    INHERITANCE_LEVEL: '0',
    INHERITANCE_CLASS: '',
  });

  it('getChildVariables request and response round trip', () => {
    const request = childVariablesRequestDocument(['@ROOT', '@PARAMETERS', '@LOCALS', '@DATAAGING']);
    expect(request).toContain('<HIERARCHIES><STPDA_ADT_VARIABLE_HIERARCHY><PARENT_ID>@ROOT</PARENT_ID></STPDA_ADT_VARIABLE_HIERARCHY>');
    expect(parseChildVariablesRequest(request)).toEqual(['@ROOT', '@PARAMETERS', '@LOCALS', '@DATAAGING']);
    const hierarchies = [
      { PARENT_ID: '@ROOT', CHILD_ID: '@LOCALS', CHILD_NAME: 'Locals' },
      { PARENT_ID: '@LOCALS', CHILD_ID: 'LT_X', CHILD_NAME: 'LT_X' },
    ];
    const response = parseChildVariablesResponse(childVariablesResponseDocument(hierarchies, [variable('LT_X', '', 'table')]));
    expect(response.hierarchies).toEqual(hierarchies);
    expect(response.variables[0]).toMatchObject({ ID: 'LT_X', META_TYPE: 'table' });
  });

  it('getVariables keeps blanks of character values and escapes markup', () => {
    const ids = ['LT_X[1]', 'LR_X->*', 'LS_X-NAME'];
    expect(parseVariablesRequest(variablesRequestDocument(ids))).toEqual(ids);
    const values = [variable('LV_A', '  <b>&</b> '), variable('LV_B', '')];
    expect(parseVariablesResponse(variablesResponseDocument(values))).toEqual(values);
  });

  it('carries the changed mark (abapdeck\'s extension) only when a variable has it', () => {
    const changed = { ...variable('LV_A', '2'), IS_VALUE_CHANGED: 'X' };
    const plain = variable('LV_B', '1');
    const body = variablesResponseDocument([changed, plain]);
    expect(body.match(/<IS_VALUE_CHANGED>/g)).toHaveLength(1);
    expect(parseVariablesResponse(body)).toEqual([changed, plain]);
  });

  it('reads the request as abap-adt-api formats it', () => {
    const body = `<?xml version="1.0" encoding="UTF-8" ?><asx:abap version="1.0" xmlns:asx="http://www.sap.com/abapxml"><asx:values><DATA>
    <HIERARCHIES><STPDA_ADT_VARIABLE_HIERARCHY><PARENT_ID>@ROOT</PARENT_ID></STPDA_ADT_VARIABLE_HIERARCHY><STPDA_ADT_VARIABLE_HIERARCHY><PARENT_ID>@DATAAGING</PARENT_ID></STPDA_ADT_VARIABLE_HIERARCHY></HIERARCHIES>
    </DATA></asx:values></asx:abap>`;
    expect(parseChildVariablesRequest(body)).toEqual(['@ROOT', '@DATAAGING']);
  });

  it('answers a request body read before as the first time, and refuses a malformed one every time', () => {
    const body = childVariablesRequestDocument(['@LOCALS']);
    const first = parseChildVariablesRequest(body);
    first.push('CHANGED BY THE CALLER');
    expect(parseChildVariablesRequest(body)).toEqual(['@LOCALS']);
    for (let i = 0; i < 70; i++) parseChildVariablesRequest(childVariablesRequestDocument([`LV_${i}`]));
    expect(parseChildVariablesRequest(body)).toEqual(['@LOCALS']);
    const malformed = '<asx:abap><asx:values><DATA><HIERARCHIES>';
    expect(() => parseChildVariablesRequest(malformed)).toThrow();
    expect(() => parseChildVariablesRequest(malformed)).toThrow();
  });
});
