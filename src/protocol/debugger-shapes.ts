/**
 * The debugger's shapes shared by the client and the service, one TypeBox schema each (src/protocol/wire-schema.ts):
 * the answers the client reads from the developer API's debugger documents (breakpoints, the state after attach
 * and step, the stack, variables, watchpoints, a listener's hit) and the data of `debug … --json`. The documents
 * stay XML: their readers and writers are in debugger-documents.ts, which takes its types from here (types only,
 * so the check workers that read breakpoint documents load no schema).
 */
import { Type, type Static } from './wire-schema.js';

const maybeText = Type.Optional(Type.String());

/** An exc:exception document (any namespace prefix) read by the client. */
export const AdtException = Type.Object({
  type: Type.String(),
  message: Type.String(),
  properties: Type.Record(Type.String(), Type.String()),
});
export type AdtException = Static<typeof AdtException>;

// ---------------------------------------------------------------------------------------------- breakpoints

/** What a breakpoint request entry and its answer share: its kind, the terminal that set it, the class it stops at. */
const breakpointFields = {
  kind: Type.String(),
  clientId: Type.String(),
};
/** kind="exception": the exception class (ADT's exceptionClass attribute); the breakpoint has no URI. */
const exceptionClass = maybeText;

export const BreakpointRequestEntry = Type.Object({
  ...breakpointFields,
  skipCount: Type.Integer(),
  /** Source URI with `#start=<line>` (on the wire including {dev_api_base}). */
  uri: Type.String(),
  condition: maybeText,
  exceptionClass,
});
export type BreakpointRequestEntry = Static<typeof BreakpointRequestEntry>;

export const BreakpointsRequest = Type.Object({
  scope: Type.String(),
  debuggingMode: Type.String(),
  requestUser: Type.String(),
  terminalId: Type.String(),
  ideId: Type.String(),
  systemDebugging: Type.Boolean(),
  deactivated: Type.Boolean(),
  /** full: the list is the complete desired state (absent breakpoints are removed). */
  syncMode: Type.Union([Type.Literal('full'), Type.Literal('partial')]),
  /** partial: the object whose breakpoints the list replaces (`syncScope/adtcore:objectReference`). */
  syncObjectUri: maybeText,
  breakpoints: Type.Array(BreakpointRequestEntry),
});
export type BreakpointsRequest = Static<typeof BreakpointsRequest>;

/** One breakpoint of an answer: the server id, or errorMessage where the position is invalid. */
export const BreakpointAnswer = Type.Object({
  ...breakpointFields,
  uri: maybeText,
  id: maybeText,
  errorMessage: maybeText,
  /** An exception breakpoint's class (answered back, as ADT does). */
  exceptionClass,
});
export type BreakpointAnswer = Static<typeof BreakpointAnswer>;

// ---------------------------------------------------------------------------------------------- listener

const abapText = Type.String();

/** The STPDA_DEBUGGEE structure of a listener hit (the fields the embedded system fills). */
export const Debuggee = Type.Object({
  CLIENT: abapText,
  DEBUGGEE_ID: abapText,
  TERMINAL_ID: abapText,
  IDE_ID: abapText,
  DEBUGGEE_USER: abapText,
  PRG_CURR: abapText,
  INCL_CURR: abapText,
  LINE_CURR: abapText,
  RFCDEST: abapText,
  APPLSERVER: abapText,
  SYSID: abapText,
  SYSNR: abapText,
  TSTMP: abapText,
  DBGEE_KIND: abapText,
  IS_ATTACH_IMPOSSIBLE: abapText,
  IS_SAME_SERVER: abapText,
  INSTANCE_NAME: abapText,
  HOST: abapText,
  URI: abapText,
});
export type Debuggee = Static<typeof Debuggee>;

/** What a listener poll answered: a hit, nothing (timeout), a conflict (HTTP 406), or another error. */
export const ListenerAnswer = Type.Union([
  Type.Object({ kind: Type.Literal('hit'), debuggee: Type.Intersect([Type.Record(Type.String(), Type.String()), Type.Object({ DEBUGGEE_ID: Type.String() })]) }),
  Type.Object({ kind: Type.Literal('timeout') }),
  Type.Object({ kind: Type.Literal('conflict'), message: Type.String(), properties: AdtException.properties.properties }),
]);
export type ListenerAnswer = Static<typeof ListenerAnswer>;

// ---------------------------------------------------------------------------------------------- attach and step

/** An exception breakpoint's stop (abapdeck's attributes): the exception's class and text. */
const exceptionStop = { exceptionClass, exceptionText: maybeText };
/** A watchpoint's stop (abapdeck's attributes): the variable, its value before and after. */
const watchStop = { variableName: maybeText, oldValue: maybeText, newValue: maybeText };

export const ReachedBreakpoint = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  /** Why the breakpoint's condition could not be evaluated (it stopped for that), and where in the condition. */
  unresolvableCondition: maybeText,
  unresolvableConditionErrorOffset: Type.Optional(Type.Integer()),
  ...exceptionStop,
  ...watchStop,
});
export type ReachedBreakpoint = Static<typeof ReachedBreakpoint>;

export const DebugState = Type.Object({
  debugSessionId: Type.String(),
  processId: Type.Integer(),
  serverName: Type.String(),
  isSteppingPossible: Type.Boolean(),
  isTerminationPossible: Type.Boolean(),
  /** Step answers: whether the debuggee changed (another program or ended). */
  isDebuggeeChanged: Type.Optional(Type.Boolean()),
  /**
   * unresolvableCondition: why a reached breakpoint's condition could not be evaluated (it stopped for that);
   * exceptionClass and exceptionText (abapdeck's): the exception an exception breakpoint stopped at;
   * kind watchpoint (abapdeck's attributes variableName, oldValue, newValue): a watched variable changed.
   */
  reachedBreakpoints: Type.Array(ReachedBreakpoint),
});
export type DebugState = Static<typeof DebugState>;

// ---------------------------------------------------------------------------------------------- watchpoints

/** A watchpoint as {dev_api_base}/debugger/watchpoints answers it (abapdeck's reading of ADT's watchpoints resource). */
export const WatchpointEntry = Type.Object({
  id: Type.String(),
  variableName: Type.String(),
  condition: maybeText,
  /** local, global, attribute, static. */
  kind: Type.String(),
  currentValue: Type.String(),
  oldValue: Type.String(),
  hits: Type.Integer(),
});
export type WatchpointEntry = Static<typeof WatchpointEntry>;

// ---------------------------------------------------------------------------------------------- stack

export const StackEntry = Type.Object({
  stackPosition: Type.Integer(),
  /** ABAP, or others (DYNP, ENHANCEMENT) that clients skip. */
  stackType: Type.String(),
  programName: Type.String(),
  includeName: Type.String(),
  line: Type.Integer(),
  /** METHOD, FORM, FUNCTION, EVENT. */
  eventType: Type.String(),
  eventName: Type.String(),
  /** Source URI ending in `#start=<line>,0`. */
  uri: Type.String(),
});
export type StackEntry = Static<typeof StackEntry>;

// ---------------------------------------------------------------------------------------------- variables

/** One STPDA_ADT_VARIABLE (all values are texts on the wire). */
export const DebugVariable = Type.Object({
  ID: abapText,
  NAME: abapText,
  DECLARED_TYPE_NAME: abapText,
  ACTUAL_TYPE_NAME: abapText,
  /** Where it lives (PARAMETER, LOCAL, ATTRIBUTE, …). */
  KIND: abapText,
  INSTANTIATION_KIND: abapText,
  ACCESS_KIND: abapText,
  /** simple, string, structure, table, dataref, objectref, unknown … */
  META_TYPE: abapText,
  PARAMETER_KIND: abapText,
  VALUE: abapText,
  HEX_VALUE: abapText,
  READ_ONLY: abapText,
  TECHNICAL_TYPE: abapText,
  LENGTH: abapText,
  TABLE_BODY: abapText,
  TABLE_LINES: abapText,
  IS_VALUE_INCOMPLETE: abapText,
  IS_EXCEPTION: abapText,
  INHERITANCE_LEVEL: abapText,
  INHERITANCE_CLASS: abapText,
  /**
   * 'X' when the value differs from what it was at the previous stop (abapdeck's extension: ADT has no such
   * field, its clients compare themselves; a real system leaves it out and readers take it as '').
   */
  IS_VALUE_CHANGED: maybeText,
});
export type DebugVariable = Static<typeof DebugVariable>;

export const VariableHierarchy = Type.Object({ PARENT_ID: abapText, CHILD_ID: abapText, CHILD_NAME: abapText });
export type VariableHierarchy = Static<typeof VariableHierarchy>;
