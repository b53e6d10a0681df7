/**
 * The XML documents of the debugger (protocol-notes, "Debugger wire shapes"): each one built by the side
 * that sends it (rendered through the escaping writer) and parsed by the side that receives it (fast-xml-parser,
 * namespace prefixes removed, so whatever prefixes a real system uses are accepted). The shapes they carry
 * are the schemas of debugger-shapes.ts.
 */
import { XMLParser } from 'fast-xml-parser';
import { debuggerNamespaces as ns } from './debugger.js';
import { element, field, renderXml, type XmlElement } from './debugger-xml-writer.js';
import type {
  AdtException,
  BreakpointAnswer,
  BreakpointRequestEntry,
  BreakpointsRequest,
  Debuggee,
  DebugState,
  DebugVariable,
  ListenerAnswer,
  ReachedBreakpoint,
  StackEntry,
  VariableHierarchy,
  WatchpointEntry,
} from './debugger-shapes.js';

// the shapes the documents carry are schemas of debugger-shapes.ts (types only here: the check workers read breakpoints)
export type * from './debugger-shapes.js';

// ---------------------------------------------------------------------------------------------- parsing

type XmlObject = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  ignoreDeclaration: true,
});

/** The parsed document; undefined for an empty body. Throws on malformed XML. */
export function parseXmlDocument(body: string): XmlObject | undefined {
  if (body.trim() === '') return undefined;
  const parsed = parser.parse(body, true) as XmlObject;
  return parsed;
}

function asObject(value: unknown): XmlObject | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlObject) : undefined;
}

/** The children of that name (one or many), as objects; text-only children become `{'#text': …}`. */
function childList(parent: unknown, name: string): XmlObject[] {
  const value = asObject(parent)?.[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => asObject(item) ?? { '#text': item === '' ? '' : String(item) });
}

function child(parent: unknown, ...path: string[]): XmlObject | undefined {
  let current: unknown = parent;
  for (const name of path) current = childList(current, name)[0];
  return asObject(current);
}

function attribute(node: XmlObject | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return value === undefined ? undefined : String(value);
}

/** The attributes of an element as a plain record (prefixes removed). */
function attributes(node: XmlObject | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node ?? {})) if (key.startsWith('@_')) out[key.slice(2)] = String(value);
  return out;
}

/** Text of a field element: `<NAME>text</NAME>` (whitespace kept: character values may start with blanks). */
function fieldText(parent: XmlObject | undefined, name: string): string {
  const value = parent?.[name];
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return String((value as XmlObject)['#text'] ?? '');
  return String(value);
}

/** The fields of an abap-xml structure as a record of texts. */
function fields(node: XmlObject): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(node)) {
    if (key.startsWith('@_') || key === '#text') continue;
    out[key] = fieldText(node, key);
  }
  return out;
}

/** `true`, `X` are true; everything else false (real systems use both spellings). */
export function xmlBoolean(value: string | undefined): boolean {
  return value === 'true' || value === 'X' || value === 'x';
}

function abapXml(...data: XmlElement[]): string {
  return renderXml(element('asx:abap', { 'xmlns:asx': ns.abapxml, version: '1.0' }, element('asx:values', {}, element('DATA', {}, ...data))));
}

function abapXmlData(body: string): XmlObject | undefined {
  return child(parseXmlDocument(body), 'abap', 'values', 'DATA');
}

// ---------------------------------------------------------------------------------------------- exceptions


export function parseAdtException(body: string): AdtException | undefined {
  let document: XmlObject | undefined;
  try {
    document = parseXmlDocument(body);
  } catch {
    return undefined;
  }
  const exception = child(document, 'exception');
  if (!exception) return undefined;
  const properties: Record<string, string> = {};
  for (const entry of childList(child(exception, 'properties'), 'entry')) {
    const key = attribute(entry, 'key');
    if (key) properties[key] = String(entry['#text'] ?? '');
  }
  return {
    type: attribute(child(exception, 'type'), 'id') ?? '',
    message: fieldText(exception, 'localizedMessage') || fieldText(exception, 'message'),
    properties,
  };
}

// ---------------------------------------------------------------------------------------------- breakpoints



export function breakpointsRequestDocument(request: BreakpointsRequest): string {
  return renderXml(
    element(
      'dbg:breakpoints',
      {
        'xmlns:dbg': ns.debugger,
        'xmlns:adtcore': ns.adtcore,
        scope: request.scope,
        debuggingMode: request.debuggingMode,
        requestUser: request.requestUser,
        terminalId: request.terminalId,
        ideId: request.ideId,
        systemDebugging: request.systemDebugging,
        deactivated: request.deactivated,
      },
      element(
        'syncScope',
        { mode: request.syncMode },
        request.syncObjectUri ? element('adtcore:objectReference', { 'adtcore:uri': request.syncObjectUri }) : undefined,
      ),
      ...request.breakpoints.map((bp) =>
        element('breakpoint', {
          kind: bp.kind,
          clientId: bp.clientId,
          skipCount: bp.skipCount,
          'adtcore:uri': bp.uri === '' && bp.exceptionClass ? undefined : bp.uri,
          exceptionClass: bp.exceptionClass,
          condition: bp.condition,
        }),
      ),
    ),
  );
}

/** The breakpoints request as the service reads it; undefined when the body is not a breakpoints document. */
export function parseBreakpointsRequest(body: string): BreakpointsRequest | undefined {
  const root = child(parseXmlDocument(body), 'breakpoints');
  if (!root) return undefined;
  return {
    scope: attribute(root, 'scope') ?? 'external',
    debuggingMode: attribute(root, 'debuggingMode') ?? 'user',
    requestUser: (attribute(root, 'requestUser') ?? '').toUpperCase(),
    terminalId: attribute(root, 'terminalId') ?? '',
    ideId: attribute(root, 'ideId') ?? '',
    systemDebugging: xmlBoolean(attribute(root, 'systemDebugging')),
    deactivated: xmlBoolean(attribute(root, 'deactivated')),
    syncMode: attribute(child(root, 'syncScope'), 'mode') === 'partial' ? 'partial' : 'full',
    ...(attribute(child(child(root, 'syncScope'), 'objectReference'), 'uri') ? { syncObjectUri: attribute(child(child(root, 'syncScope'), 'objectReference'), 'uri') } : {}),
    breakpoints: childList(root, 'breakpoint').map((bp) => ({
      kind: attribute(bp, 'kind') ?? 'line',
      clientId: attribute(bp, 'clientId') ?? '',
      skipCount: Number(attribute(bp, 'skipCount') ?? 0) || 0,
      uri: attribute(bp, 'uri') ?? '',
      ...(attribute(bp, 'condition') ? { condition: attribute(bp, 'condition') } : {}),
      ...(attribute(bp, 'exceptionClass') ? { exceptionClass: attribute(bp, 'exceptionClass')!.toUpperCase() } : {}),
    })),
  };
}


export function breakpointsResponseDocument(breakpoints: readonly BreakpointAnswer[]): string {
  return renderXml(
    element(
      'dbg:breakpoints',
      { 'xmlns:dbg': ns.debugger, 'xmlns:adtcore': ns.adtcore },
      ...breakpoints.map((bp) =>
        element('breakpoint', {
          id: bp.id,
          kind: bp.kind,
          clientId: bp.clientId,
          errorMessage: bp.errorMessage,
          // a refused breakpoint is answered with kind, clientId and errorMessage only, as ADT does
          nonAbapFlavour: bp.errorMessage === undefined ? '' : undefined,
          'adtcore:uri': bp.uri || undefined,
          exceptionClass: bp.exceptionClass,
        }),
      ),
    ),
  );
}

export function parseBreakpointsResponse(body: string): BreakpointAnswer[] {
  const root = child(parseXmlDocument(body), 'breakpoints');
  return childList(root, 'breakpoint').map((bp) => {
    const answer: BreakpointAnswer = { kind: attribute(bp, 'kind') ?? 'line', clientId: attribute(bp, 'clientId') ?? '' };
    const uri = attribute(bp, 'uri');
    const id = attribute(bp, 'id');
    const errorMessage = attribute(bp, 'errorMessage');
    const exceptionClass = attribute(bp, 'exceptionClass');
    if (exceptionClass) answer.exceptionClass = exceptionClass;
    if (uri) answer.uri = uri;
    if (id) answer.id = id;
    if (errorMessage) answer.errorMessage = errorMessage;
    return answer;
  });
}

// ---------------------------------------------------------------------------------------------- listener


const debuggeeFieldOrder: Array<keyof Debuggee> = [
  'CLIENT',
  'DEBUGGEE_ID',
  'TERMINAL_ID',
  'IDE_ID',
  'DEBUGGEE_USER',
  'PRG_CURR',
  'INCL_CURR',
  'LINE_CURR',
  'RFCDEST',
  'APPLSERVER',
  'SYSID',
  'SYSNR',
  'TSTMP',
  'DBGEE_KIND',
  'IS_ATTACH_IMPOSSIBLE',
  'IS_SAME_SERVER',
  'INSTANCE_NAME',
  'HOST',
  'URI',
];

export function debuggeeDocument(debuggee: Debuggee): string {
  return abapXml(element('STPDA_DEBUGGEE', {}, ...debuggeeFieldOrder.map((name) => field(name, debuggee[name]))));
}

/** Reads a listener answer body of HTTP 200 (empty: timeout) or 406 (a conflict). */
export function parseListenerAnswer(body: string, status = 200): ListenerAnswer {
  if (status === 406 || /<(\w+:)?exception[\s>]/.test(body)) {
    const exception = parseAdtException(body);
    return { kind: 'conflict', message: exception?.message ?? '', properties: exception?.properties ?? {} };
  }
  if (body.trim() === '') return { kind: 'timeout' };
  const debuggee = child(abapXmlData(body), 'STPDA_DEBUGGEE');
  if (!debuggee) return { kind: 'timeout' };
  const values = fields(debuggee);
  if (!values['DEBUGGEE_ID']) return { kind: 'timeout' };
  return { kind: 'hit', debuggee: values as Record<string, string> & { DEBUGGEE_ID: string } };
}

// ---------------------------------------------------------------------------------------------- attach and step



/** `dbg:attach` (root 'attach') or `dbg:step` (root 'step'). */
export function debugStateDocument(root: 'attach' | 'step', state: DebugState): string {
  return renderXml(
    element(
      `dbg:${root}`,
      {
        'xmlns:dbg': ns.debugger,
        isRfc: false,
        isSameSystem: true,
        serverName: state.serverName,
        debugSessionId: state.debugSessionId,
        processId: state.processId,
        isPostMortem: false,
        isUserAuthorizedForChanges: false,
        debuggeeSessionId: state.debugSessionId,
        abapTraceState: 'off',
        canAdvancedTableFeatures: false,
        isNonExclusive: false,
        isNonExclusiveToggled: false,
        guiEditorGuid: '',
        sessionTitle: '',
        isSteppingPossible: state.isSteppingPossible,
        isTerminationPossible: state.isTerminationPossible,
        isDebuggeeChanged: root === 'step' ? (state.isDebuggeeChanged ?? false) : undefined,
      },
      element('dbg:reachedBreakpoints', {}, ...state.reachedBreakpoints.map((bp) =>
          element('dbg:breakpoint', {
            id: bp.id,
            kind: bp.kind,
            unresolvableCondition: bp.unresolvableCondition,
            unresolvableConditionErrorOffset: bp.unresolvableCondition === undefined ? undefined : (bp.unresolvableConditionErrorOffset ?? 0),
            exceptionClass: bp.exceptionClass,
            exceptionText: bp.exceptionText,
            variableName: bp.variableName,
            oldValue: bp.oldValue,
            newValue: bp.newValue,
          }),
        )),
    ),
  );
}

export function parseDebugState(body: string): DebugState {
  const document = parseXmlDocument(body);
  const root = child(document, 'attach') ?? child(document, 'step');
  const values = attributes(root);
  return {
    debugSessionId: values['debugSessionId'] ?? '',
    processId: Number(values['processId'] ?? 0) || 0,
    serverName: values['serverName'] ?? '',
    isSteppingPossible: xmlBoolean(values['isSteppingPossible']),
    isTerminationPossible: xmlBoolean(values['isTerminationPossible']),
    ...(values['isDebuggeeChanged'] !== undefined ? { isDebuggeeChanged: xmlBoolean(values['isDebuggeeChanged']) } : {}),
    reachedBreakpoints: childList(child(root, 'reachedBreakpoints'), 'breakpoint').map((bp) => {
      const unresolvable = attribute(bp, 'unresolvableCondition');
      const exceptionClass = attribute(bp, 'exceptionClass');
      return {
        id: attribute(bp, 'id') ?? '',
        kind: attribute(bp, 'kind') ?? 'line',
        ...(unresolvable !== undefined ? { unresolvableCondition: unresolvable, unresolvableConditionErrorOffset: Number(attribute(bp, 'unresolvableConditionErrorOffset') ?? 0) || 0 } : {}),
        ...(exceptionClass !== undefined ? { exceptionClass, exceptionText: attribute(bp, 'exceptionText') ?? '' } : {}),
        ...(attribute(bp, 'variableName') !== undefined
          ? { variableName: attribute(bp, 'variableName'), oldValue: attribute(bp, 'oldValue') ?? '', newValue: attribute(bp, 'newValue') ?? '' }
          : {}),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------- watchpoints


export function watchpointsDocument(watchpoints: readonly WatchpointEntry[]): string {
  return renderXml(
    element(
      'dbg:watchpoints',
      { 'xmlns:dbg': ns.debugger },
      ...watchpoints.map((wp) =>
        element('dbg:watchpoint', {
          id: wp.id,
          variableName: wp.variableName,
          condition: wp.condition,
          kind: wp.kind,
          currentValue: wp.currentValue,
          oldValue: wp.oldValue,
          hits: wp.hits,
        }),
      ),
    ),
  );
}

export function parseWatchpoints(body: string): WatchpointEntry[] {
  const root = child(parseXmlDocument(body), 'watchpoints');
  return childList(root, 'watchpoint').map((wp) => ({
    id: attribute(wp, 'id') ?? '',
    variableName: attribute(wp, 'variableName') ?? '',
    ...(attribute(wp, 'condition') ? { condition: attribute(wp, 'condition') } : {}),
    kind: attribute(wp, 'kind') ?? '',
    currentValue: attribute(wp, 'currentValue') ?? '',
    oldValue: attribute(wp, 'oldValue') ?? '',
    hits: Number(attribute(wp, 'hits') ?? 0) || 0,
  }));
}

// ---------------------------------------------------------------------------------------------- stack


export function stackDocument(entries: readonly StackEntry[], serverName: string, adtPath: string): string {
  return renderXml(
    element(
      'dbg:stack',
      { 'xmlns:dbg': ns.debugger, 'xmlns:adtcore': ns.adtcore, isRfc: false, isSameSystem: true, serverName },
      ...entries.map((entry) =>
        element('stackEntry', {
          stackPosition: entry.stackPosition,
          stackType: entry.stackType,
          stackUri: `${adtPath.replace(/\/+$/, '')}/debugger/stack/type/${entry.stackType}/position/${entry.stackPosition}`,
          programName: entry.programName,
          includeName: entry.includeName,
          line: entry.line,
          eventType: entry.eventType,
          eventName: entry.eventName,
          sourceType: 'ABAP',
          systemProgram: false,
          isVit: false,
          'adtcore:uri': entry.uri,
        }),
      ),
    ),
  );
}

/** The ABAP frames of a stack answer, top of the stack first (the spec: others skipped, stackPosition descending). */
export function parseStack(body: string): StackEntry[] {
  const root = child(parseXmlDocument(body), 'stack');
  return childList(root, 'stackEntry')
    .map((entry) => {
      const values = attributes(entry);
      return {
        stackPosition: Number(values['stackPosition'] ?? 0),
        stackType: values['stackType'] ?? 'ABAP',
        programName: values['programName'] ?? '',
        includeName: values['includeName'] ?? '',
        line: Number(values['line'] ?? 0),
        eventType: values['eventType'] ?? '',
        eventName: values['eventName'] ?? '',
        uri: values['uri'] ?? '',
      };
    })
    .filter((entry) => entry.stackType === 'ABAP')
    .sort((a, b) => b.stackPosition - a.stackPosition);
}

// ---------------------------------------------------------------------------------------------- variables


const variableFieldOrder: Array<keyof DebugVariable> = [
  'ID',
  'NAME',
  'DECLARED_TYPE_NAME',
  'ACTUAL_TYPE_NAME',
  'KIND',
  'INSTANTIATION_KIND',
  'ACCESS_KIND',
  'META_TYPE',
  'PARAMETER_KIND',
  'VALUE',
  'HEX_VALUE',
  'READ_ONLY',
  'TECHNICAL_TYPE',
  'LENGTH',
  'TABLE_BODY',
  'TABLE_LINES',
  'IS_VALUE_INCOMPLETE',
  'IS_EXCEPTION',
  'INHERITANCE_LEVEL',
  'INHERITANCE_CLASS',
  'IS_VALUE_CHANGED',
];

function variableElement(variable: DebugVariable): XmlElement {
  // the optional extension field only when the variable has it
  const names = variableFieldOrder.filter((name) => name !== 'IS_VALUE_CHANGED' || variable[name] !== undefined);
  return element('STPDA_ADT_VARIABLE', {}, ...names.map((name) => field(name, variable[name] ?? '')));
}

function readVariable(node: XmlObject): DebugVariable {
  const values = fields(node);
  const variable = {} as DebugVariable;
  for (const name of variableFieldOrder) if (name !== 'IS_VALUE_CHANGED' || values[name] !== undefined) variable[name] = values[name] ?? '';
  return variable;
}


export function childVariablesRequestDocument(parentIds: readonly string[]): string {
  return abapXml(element('HIERARCHIES', {}, ...parentIds.map((id) => element('STPDA_ADT_VARIABLE_HIERARCHY', {}, field('PARENT_ID', id)))));
}

/**
 * The parent ids of getChildVariables requests already read, by the request's text: a client sends the same few
 * bodies at every stop (ABAP FS: @ROOT, then each scope), and parsing one took longer than answering it from the
 * stop's snapshot. Small bodies only, the most recent 64.
 */
const parentIdsByBody = new Map<string, readonly string[]>();

export function parseChildVariablesRequest(body: string): string[] {
  const known = parentIdsByBody.get(body);
  if (known) return [...known];
  const ids = childList(child(abapXmlData(body), 'HIERARCHIES'), 'STPDA_ADT_VARIABLE_HIERARCHY')
    .map((entry) => fieldText(entry, 'PARENT_ID'))
    .filter((id) => id !== '');
  if (body.length <= 2048) {
    if (parentIdsByBody.size >= 64) parentIdsByBody.delete(parentIdsByBody.keys().next().value!);
    parentIdsByBody.set(body, ids);
  }
  return [...ids];
}

export function childVariablesResponseDocument(hierarchies: readonly VariableHierarchy[], variables: readonly DebugVariable[]): string {
  return abapXml(
    element(
      'HIERARCHIES',
      {},
      ...hierarchies.map((h) => element('STPDA_ADT_VARIABLE_HIERARCHY', {}, field('PARENT_ID', h.PARENT_ID), field('CHILD_ID', h.CHILD_ID), field('CHILD_NAME', h.CHILD_NAME))),
    ),
    element('VARIABLES', {}, ...variables.map(variableElement)),
  );
}

export function parseChildVariablesResponse(body: string): { hierarchies: VariableHierarchy[]; variables: DebugVariable[] } {
  const data = abapXmlData(body);
  return {
    hierarchies: childList(child(data, 'HIERARCHIES'), 'STPDA_ADT_VARIABLE_HIERARCHY').map((entry) => ({
      PARENT_ID: fieldText(entry, 'PARENT_ID'),
      CHILD_ID: fieldText(entry, 'CHILD_ID'),
      CHILD_NAME: fieldText(entry, 'CHILD_NAME'),
    })),
    variables: childList(child(data, 'VARIABLES'), 'STPDA_ADT_VARIABLE').map(readVariable),
  };
}

export function variablesRequestDocument(ids: readonly string[]): string {
  return abapXml(...ids.map((id) => element('STPDA_ADT_VARIABLE', {}, field('ID', id))));
}

export function parseVariablesRequest(body: string): string[] {
  return childList(abapXmlData(body), 'STPDA_ADT_VARIABLE')
    .map((entry) => fieldText(entry, 'ID'))
    .filter((id) => id !== '');
}

export function variablesResponseDocument(variables: readonly DebugVariable[]): string {
  return abapXml(...variables.map(variableElement));
}

export function parseVariablesResponse(body: string): DebugVariable[] {
  return childList(abapXmlData(body), 'STPDA_ADT_VARIABLE').map(readVariable);
}

