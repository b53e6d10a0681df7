/**
 * The debug daemon's socket JSON, one TypeBox schema each (src/protocol/wire-schema.ts): what the background
 * process of `abapdeck debug attach --json` answers the CLI on its local socket (the position and source lines of
 * a stop, variables, the stack, watchpoints, a selected frame) and the session it announces on stdout. The CLI
 * reads each answer through its schema with `readWire`; `debug … --json` prints the data so read.
 */
import type { SourceLine } from './debugger.js';
import { ReachedBreakpoint, StackEntry, WatchpointEntry } from './debugger-shapes.js';
import { readWire, Type, type Static } from './wire-schema.js';

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

// ---------------------------------------------------------------------------------------------- requests and replies

const op = <Name extends string>(name: Name) => Type.Literal(name);
const maybeText = Type.Optional(Type.String());

/** The requests the CLI sends on the socket, one shape per op; the background process reads each through its own. */
export const DaemonRequests = {
  step: Type.Object({ op: op('step'), type: Type.Union([Type.Literal('over'), Type.Literal('into'), Type.Literal('out'), Type.Literal('continue')]) }),
  vars: Type.Object({ op: op('vars'), name: maybeText, expand: maybeText }),
  stack: Type.Object({ op: op('stack') }),
  /** Select a frame (0: the top) for the variables read next. */
  frame: Type.Object({ op: op('frame'), index: Type.Integer() }),
  setValue: Type.Object({ op: op('setValue'), name: Type.String(), value: Type.String() }),
  /** Run to (stepRunToLine) or jump to (stepJumpToLine) a line of the top frame's source. */
  toLine: Type.Object({ op: op('toLine'), how: Type.Union([Type.Literal('run'), Type.Literal('jump')]), line: Type.Integer() }),
  terminate: Type.Object({ op: op('terminate') }),
  /** A watchpoint on a variable of the selected frame (in the attached session); watches lists them, unwatch ends one. */
  watch: Type.Object({ op: op('watch'), name: Type.String(), condition: maybeText }),
  watches: Type.Object({ op: op('watches') }),
  unwatch: Type.Object({ op: op('unwatch'), id: Type.String() }),
  status: Type.Object({ op: op('status') }),
  /** A new session of the same system and user takes over: let the program go and end. */
  shutdown: Type.Object({ op: op('shutdown') }),
};
export type DaemonRequest = Static<(typeof DaemonRequests)[keyof typeof DaemonRequests]>;

/** A request as the background process reads it: through the shape of its op; an unknown op is an error. */
export function readDaemonRequest(value: unknown): DaemonRequest {
  const { op: name } = readWire(Type.Object({ op: Type.String() }), value);
  if (!Object.hasOwn(DaemonRequests, name)) throw new Error(`unknown request '${name}'`);
  const shape = DaemonRequests[name as keyof typeof DaemonRequests];
  const request = readWire(shape, value);
  refuseUnnamedChoices(name, shape, request, value);
  return request;
}

/**
 * readWire reads a choice of texts it does not know as the first (tolerant of what a system answers); a request
 * is an order, so a choice it makes (a step's kind, run or jump) must be one the shape names.
 */
function refuseUnnamedChoices(name: string, shape: { properties: Record<string, unknown> }, request: Record<string, unknown>, sent: unknown): void {
  for (const [key, property] of Object.entries(shape.properties)) {
    const options = (property as { anyOf?: { const?: unknown }[] }).anyOf?.map((option) => option.const);
    if (!options || options.some((option) => typeof option !== 'string')) continue;
    const read = request[key];
    const said = readWire(Type.Object({ [key]: Type.String() }), sent)[key];
    if (said.toLowerCase() !== String(read).toLowerCase()) throw new Error(`${name}: ${key} is '${said}', not one of ${options.join(', ')}`);
  }
}

const DaemonAnswer = Type.Object({ ok: Type.Literal(true), data: Type.Unknown() });
const DaemonRefusal = Type.Object({ ok: Type.Literal(false), reason: Type.String() });
/** The background process's reply: the answer's data (read then through its shape), or why not. */
export const DaemonReply = Type.Union([DaemonAnswer, DaemonRefusal]);
export type DaemonReply = Static<typeof DaemonReply>;

export function readDaemonReply(value: unknown): DaemonReply {
  return readWire(Type.Object({ ok: Type.Boolean() }), value).ok ? readWire(DaemonAnswer, value) : readWire(DaemonRefusal, value);
}
