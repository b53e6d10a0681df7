/**
 * The debugger of the developer API ({dev_api_base}/debugger): names, media types, the spec's texts and
 * the source URIs breakpoints and stack entries carry. Shared by the service and the client; the XML
 * documents themselves are in debugger-documents.ts.
 */
import { fileNameForObject } from './filenames.js';
import { messages } from './messages.js';
import { typeFromName } from './names.js';

export const debuggerNamespaces = {
  debugger: 'http://www.sap.com/adt/debugger',
  adtcore: 'http://www.sap.com/adt/core',
  abapxml: 'http://www.sap.com/abapxml',
} as const;

/** Media types; the dataname of the abap-xml ones is a routing key (a wrong one reaches the wrong handler). */
export const debuggerMedia = {
  xml: 'application/xml',
  childVariables: 'application/vnd.sap.as+xml; charset=UTF-8; dataname=com.sap.adt.debugger.ChildVariables',
  variables: 'application/vnd.sap.as+xml; charset=UTF-8; dataname=com.sap.adt.debugger.Variables',
} as const;

export type DebuggerMethod =
  | 'attach'
  | 'stepOver'
  | 'stepInto'
  | 'stepReturn'
  | 'stepContinue'
  | 'getStack'
  | 'getChildVariables'
  | 'getVariables'
  | 'terminateDebuggee';

export type StepMethod = 'stepOver' | 'stepInto' | 'stepReturn' | 'stepContinue';

/** The client's step types (`debug step --type`) and the methods they send. */
export const stepMethods: Record<'over' | 'into' | 'out' | 'continue', StepMethod> = {
  over: 'stepOver',
  into: 'stepInto',
  out: 'stepReturn',
  continue: 'stepContinue',
};

/** The virtual parents of getChildVariables; all four are asked for at once to get leaf ids in one round trip. */
export const variableRoots = ['@ROOT', '@PARAMETERS', '@LOCALS', '@DATAAGING'] as const;

/**
 * GET /health capability of abapdeck's debugger extension: variables carry IS_VALUE_CHANGED ('X' when the value
 * differs from the previous stop). A system without it sends no such field; a client then compares itself.
 */
export const debuggerChangedValuesCapability = 'debugger.changed-values';

/** Texts of the spec and of real systems, used by the service, the client and the tests. */
export const debuggerMessages = {
  invalidPosition: messages.breakpointInvalidPosition,
  notBreakpointsDocument: 'The body is not a breakpoints document',
  /** The bounds of issue 33 (src/system/debugger/limits.ts). */
  conditionTooLong: (length: number, limit: number) =>
    `The condition has ${length.toLocaleString('en-US')} characters; the limit is ${limit.toLocaleString('en-US')} characters`,
  conditionTrailingText: (rest: string) => `The condition must be one logical expression; "${rest}" follows it`,
  breakpointsPerUser: (user: string, count: number, limit: number) =>
    `${user} would have ${count.toLocaleString('en-US')} breakpoints; the limit is ${limit.toLocaleString('en-US')} breakpoints per user. ` +
    'Nothing was changed: delete breakpoints, or those of terminals no longer used',
  terminalsPerUser: (user: string, count: number, limit: number) =>
    `${user} has breakpoints of ${count.toLocaleString('en-US')} terminals; the limit is ${limit.toLocaleString('en-US')} terminals per user. ` +
    'Nothing was changed: clear the breakpoints of a terminal no longer used (an empty list from it, or DELETE of its breakpoints)',
  noSessionAttached: 'No session attached',
  listenerConflict: (user: string) => `Another debugger is already listening for user ${user}`,
  listenerTakenOver: (user: string) => `The debugger listener of user ${user} was taken over by another session`,
  debuggeeNotFound: (id: string) => `Debuggee ${id} does not exist or is no longer waiting`,
  debuggeeAttached: 'Debuggee already attached, and it does not belong to this session',
  debuggeeEnded: 'The debuggee has ended',
  terminated: 'The program was terminated in the debugger',
  notStopped: 'The debuggee is running and cannot be inspected',
  jumpIntoBlock: 'Jump to line cannot go into a block (IF, CASE, DO, WHILE, LOOP, TRY, SELECT) the program is not in: jump to a statement of the current block or of a block around it',
  jumpOtherProcedure: 'Jump to line can only go to a statement of the procedure the program stands in',
  jumpAtRaise: 'Jump to line is not possible while the program stands at a raised exception: step on first',
  jumpNotAtStatement: 'Jump to line is possible only where the program stands at the start of a statement of generated ABAP code: step on first',
  targetLineMissing: (uri: string) => `The target ${uri || '(none)'} is not a source line (uri=<source URI>#start=<line>)`,
  unknownVariable: (id: string) => `Variable ${id} is not known at this position`,
  missingVariableName: 'setVariableValue needs the query parameter variableName',
  invalidStackPosition: (position: string) => `Invalid stack position: ${position}`,
  unknownMethod: (method: string) => `Unknown debugger method: ${method}`,
  unsupportedObject: (uri: string) => `Breakpoints are not supported for ${uri}`,
  objectNotFound: (name: string) => `Object ${name} does not exist`,
  watchpointNotFound: (id: string) => `Watchpoint ${id} does not exist`,
  watchpointVariableMissing: 'A watchpoint needs the query parameter variableName',
  notExceptionClass: (name: string) => `${name} is not an exception class (a subclass of CX_ROOT)`,
  malformedRequestDocument: (method: string) => `The body of ${method} is not a well-formed XML document`,
  requestDocumentTooDeep: (method: string, depth: number) => `The body of ${method} is nested deeper than ${depth} elements`,
} as const;

/** Exception types and T100 keys of the debugger's exc:exception answers. */
export const debuggerErrors = {
  noSessionAttached: { type: 'noSessionAttached', t100: { id: 'TPDA_ADT', no: '530' } },
  /** Another listener of the user waits (a listen, or the listener check). */
  conflict: { type: 'conflictNotification', t100: { id: 'TPDA_ADT', no: '520' }, subType: 'conflictDetected' },
  /** A waiting listener was taken over by another terminal of its user. */
  displaced: { type: 'conflictNotification', t100: { id: 'TPDA_ADT', no: '520' }, subType: 'conflictNotification' },
  /** A step or continue whose program ended before it stopped again. */
  debuggeeEnded: { type: 'debuggeeEnded', subType: 'debuggeeEnded' },
} as const;

/** Include of a class a breakpoint may target besides its main source (client flag values). */
export type ClassInclude = 'testclasses' | 'locals_imp' | 'locals_def';

export const classIncludePaths: Record<ClassInclude, string> = {
  testclasses: 'testclasses',
  locals_imp: 'implementations',
  locals_def: 'definitions',
};

/** The part of a function group a source line is in: a function module or one of the group's includes. */
export interface FunctionGroupPart {
  group: string;
  part: 'fmodule' | 'include';
}

/** A line in the source of an object, as breakpoint and stack URIs address it. */
export interface SourceLine {
  kind: 'class' | 'program' | 'interface' | 'function';
  /** Upper-case object name ('/' for namespaces); for kind function the function module or include. */
  name: string;
  /** Class sub-include; absent for the main source. Lines of a sub-include are counted from its start. */
  include?: ClassInclude;
  /** The function group (kind function only). */
  functionGroup?: FunctionGroupPart;
  line: number;
}

/** The abapGit file a source line lives in: `zcl_x.clas.abap`, `zcl_x.clas.testclasses.abap`, `zprog.prog.abap`. */
export function sourceFileName(source: Omit<SourceLine, 'line'>): string {
  switch (source.kind) {
    case 'class':
      return fileNameForObject('CLAS', source.name, source.include, 'abap');
    case 'interface':
      return fileNameForObject('INTF', source.name, 'abap');
    case 'program':
      return fileNameForObject('PROG', source.name, 'abap');
    case 'function':
      return fileNameForObject('FUGR', source.functionGroup?.group ?? source.name, source.name, 'abap');
  }
}

/** Classes and interfaces by the spec's guess from the name (typeFromName), everything else programs. */
export function objectKindOfName(name: string): SourceLine['kind'] {
  const type = typeFromName(name, 'PROG');
  return type === 'CLAS' ? 'class' : type === 'INTF' ? 'interface' : 'program';
}

function trimBase(adtPath: string): string {
  return adtPath.replace(/\/+$/, '');
}

function uriName(name: string): string {
  return encodeURIComponent(name.toLowerCase());
}

/** The source URI without a fragment: `/sap/bc/adt/oo/classes/zcl_x/source/main`, `/sap/bc/adt/programs/programs/zprog`. */
export function sourceUri(adtPath: string, source: Omit<SourceLine, 'line'>): string {
  const base = trimBase(adtPath);
  switch (source.kind) {
    case 'class':
      return source.include
        ? `${base}/oo/classes/${uriName(source.name)}/includes/${classIncludePaths[source.include]}`
        : `${base}/oo/classes/${uriName(source.name)}/source/main`;
    case 'interface':
      return `${base}/oo/interfaces/${uriName(source.name)}/source/main`;
    case 'program':
      return `${base}/programs/programs/${uriName(source.name)}`;
    case 'function': {
      const group = source.functionGroup ?? { group: source.name, part: 'include' as const };
      const folder = group.part === 'fmodule' ? 'fmodules' : 'includes';
      return `${base}/functions/groups/${uriName(group.group)}/${folder}/${uriName(source.name)}/source/main`;
    }
  }
}

/** A breakpoint URI: the source URI with `#start=<line>`. */
export function breakpointUri(adtPath: string, source: SourceLine): string {
  return `${sourceUri(adtPath, source)}#start=${source.line}`;
}

/** A stack entry URI: `#start=<line>,0`. */
export function stackUri(adtPath: string, source: SourceLine): string {
  return `${sourceUri(adtPath, source)}#start=${source.line},0`;
}

const includeByPath = new Map(Object.entries(classIncludePaths).map(([flag, path]) => [path, flag as ClassInclude]));

/**
 * The source line a URI addresses, with or without the {dev_api_base} prefix, `#start=<line>` or
 * `#start=<line>,<column>`; program sources also as `/programs/programs/<name>/source/main` and
 * `/programs/includes/<name>`; function modules and function-group includes as
 * `/functions/groups/<group>/fmodules|includes/<name>/source/main`. Undefined for anything else.
 */
export function parseSourceUri(uri: string, adtPath: string): SourceLine | undefined {
  const hash = uri.indexOf('#');
  const fragment = hash >= 0 ? uri.slice(hash + 1) : '';
  const start = /(?:^|;)start=(\d+)(?:,\d+)?/.exec(fragment);
  if (!start) return undefined;
  const object = parseObjectUri(uri, adtPath);
  return object ? { ...object, line: Number(start[1]) } : undefined;
}

/**
 * The object (and source part) a URI names, its fragment ignored: what a partial breakpoint sync's object
 * reference points at. Besides the source URIs of parseSourceUri, the object URIs without `/source/main`.
 */
export function parseObjectUri(uri: string, adtPath: string): Omit<SourceLine, 'line'> | undefined {
  const hash = uri.indexOf('#');
  const path = (hash >= 0 ? uri.slice(0, hash) : uri).split('?')[0]!;
  const base = trimBase(adtPath);
  const relative = path.startsWith(base + '/') ? path.slice(base.length) : path;
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment).toUpperCase();
    } catch {
      return undefined;
    }
  };
  let match = /^\/oo\/classes\/([^/]+)(?:\/source\/main|\/includes\/(testclasses|implementations|definitions))?$/.exec(relative);
  if (match) {
    const name = decode(match[1]!);
    if (!name) return undefined;
    const include = match[2] ? includeByPath.get(match[2]) : undefined;
    return { kind: 'class', name, ...(include ? { include } : {}) };
  }
  match = /^\/oo\/interfaces\/([^/]+)(?:\/source\/main)?$/.exec(relative);
  if (match) {
    const name = decode(match[1]!);
    return name ? { kind: 'interface', name } : undefined;
  }
  match = /^\/programs\/(?:programs|includes)\/([^/]+)(?:\/source\/main)?$/.exec(relative);
  if (match) {
    const name = decode(match[1]!);
    return name ? { kind: 'program', name } : undefined;
  }
  match = /^\/functions\/groups\/([^/]+)\/(fmodules|includes)\/([^/]+)(?:\/source\/main)?$/.exec(relative);
  if (match) {
    const group = decode(match[1]!);
    const name = decode(match[3]!);
    if (!group || !name) return undefined;
    return { kind: 'function', name, functionGroup: { group, part: match[2] === 'fmodules' ? 'fmodule' : 'include' } };
  }
  return undefined;
}

/** Whether a source line lies in the object a partial sync names (a class with any of its includes). */
export function sameObject(a: Omit<SourceLine, 'line'>, b: Omit<SourceLine, 'line'>): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'function') return a.name === b.name && a.functionGroup?.group === b.functionGroup?.group;
  return a.name === b.name;
}

/** Breakpoint registration identity: who set them, from which tool. */
export interface DebuggerIdentity {
  /** Upper-case user the breakpoints and listener are for. */
  requestUser: string;
  terminalId: string;
  ideId: string;
  debuggingMode: 'user' | 'terminal' | string;
}
