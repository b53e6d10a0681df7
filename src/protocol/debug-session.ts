/**
 * The debug daemon's socket JSON, one TypeBox schema each (src/protocol/wire-schema.ts): what the background
 * process of `abapdeck debug attach --json` answers the CLI on its local socket (the position and source lines of
 * a stop, variables, the stack, watchpoints, a selected frame) and the session it announces on stdout. The CLI
 * reads each answer through its schema with `readWire`; `debug … --json` prints the data so read.
 */
import type { SourceLine } from './debugger.js';
import { ReachedBreakpoint, StackEntry, WatchpointEntry } from './debugger-shapes.js';
import { Type, type Static } from './wire-schema.js';

/** A line in the source of an object (src/protocol/debugger.ts's SourceLine), as a position names it. */
export const PositionSource = Type.Object({
  kind: Type.Union([Type.Literal('class'), Type.Literal('program'), Type.Literal('interface'), Type.Literal('function')]),
  name: Type.String(),
  include: Type.Optional(Type.Union([Type.Literal('testclasses'), Type.Literal('locals_imp'), Type.Literal('locals_def')])),
  functionGroup: Type.Optional(Type.Object({ group: Type.String(), part: Type.Union([Type.Literal('fmodule'), Type.Literal('include')]) })),
  line: Type.Integer(),
});
type PositionSource = Static<typeof PositionSource>;
// the schema is SourceLine's: each assignable to the other
const sameSourceLine: [PositionSource, SourceLine] extends [SourceLine, PositionSource] ? true : never = true;
void sameSourceLine;

/** One source line shown around a stop. */
export const SourceRow = Type.Object({
  line: Type.Integer(),
  text: Type.String(),
  current: Type.Boolean(),
});
export type SourceRow = Static<typeof SourceRow>;

/** Where a program stands: its program and include, the line, and the source lines around it. */
export const Position = Type.Object({
  program: Type.String(),
  include: Type.String(),
  /** Line in the include (as the system counts it). */
  line: Type.Integer(),
  event: Type.String(),
  /** Source URI of the position (#start=<line>,0: the line in the object's source or class include). */
  uri: Type.String(),
  /** The object source and line the URI names (breakpoint coordinates). */
  source: Type.Optional(PositionSource),
  lines: Type.Array(SourceRow),
});
export type Position = Static<typeof Position>;

export const Variable = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  metaType: Type.String(),
  value: Type.String(),
  tableLines: Type.Optional(Type.Integer()),
  /** The value differs from the previous stop's (the system marks it; absent where it does not). */
  changed: Type.Optional(Type.Boolean()),
});
export type Variable = Static<typeof Variable>;

/** The session a background process attached to (its `attached` event, `debug attach --json`'s data). */
export const SessionInfo = Type.Object({
  session: Type.String(),
  debuggee: Type.String(),
  socket: Type.String(),
  pid: Type.Integer(),
  position: Position,
});
export type SessionInfo = Static<typeof SessionInfo>;

/** After a step, continue, run-to or jump: where it stopped (and what stopped it), or that it ran on or ended. */
export const StepData = Type.Object({
  continued: Type.Optional(Type.Boolean()),
  finished: Type.Optional(Type.Boolean()),
  position: Type.Optional(Position),
  /** What stopped the program beyond its position: a watchpoint (old and new value) or an exception breakpoint. */
  reached: Type.Optional(Type.Array(ReachedBreakpoint)),
});
export type StepData = Static<typeof StepData>;

export const FrameData = Type.Object({
  frame: Type.Integer(),
  position: Position,
  variables: Type.Array(Variable),
});
export type FrameData = Static<typeof FrameData>;

export const VarsData = Type.Object({
  variables: Type.Array(Variable),
  /** The variable whose components or lines are listed. */
  expanded: Type.Optional(Type.String()),
});
export type VarsData = Static<typeof VarsData>;

export const SetValueData = Type.Object({
  variable: Type.String(),
  value: Type.String(),
});
export type SetValueData = Static<typeof SetValueData>;

export const WatchData = Type.Object({
  watchpoints: Type.Array(WatchpointEntry),
});
export type WatchData = Static<typeof WatchData>;

export const StackData = Type.Object({
  stack: Type.Array(StackEntry),
});
export type StackData = Static<typeof StackData>;

export const TerminateData = Type.Object({ terminated: Type.Boolean() });
export type TerminateData = Static<typeof TerminateData>;

/** The answer to `shutdown` (a new session takes over). */
export const ShutdownData = Type.Object({ ending: Type.Boolean() });
export type ShutdownData = Static<typeof ShutdownData>;

/** The answer to `status`: attached or not, and the session id. */
export const StatusData = Type.Object({ attached: Type.Boolean(), session: Type.Union([Type.String(), Type.Null()]) });
export type StatusData = Static<typeof StatusData>;
