/**
 * Messages between the debugger engine (service process) and the inspector agent of a work process (a
 * worker thread in the child), one JSON object per line over the work process's agent channel. Either side
 * may ask (`request` with an id, answered by one `reply` with that id); the agent also reports `event`s.
 */
import type { Refusal } from '../../protocol/outcome.js';
import type { DebugVariable, VariableHierarchy } from '../../protocol/debugger-documents.js';
import type { AbapFrame } from '../execution/pool/protocol.js';

/** A breakpoint as the agent arms it: an ABAP source file row (the first row of an executable statement). */
export interface ArmedBreakpoint {
  id: string;
  /** Lower-case ABAP source file name (abapGit name), as in the generation's abap/ folder. */
  file: string;
  row: number;
  /** A loop header: armed at the start of the loop's body, so that it stops at every iteration. */
  loopHeader?: boolean;
  /** Passes at the line that do not stop before the first that does (counted per run). */
  skipCount?: number;
  /** Stops only where this holds (breakpoint-conditions.ts); an unresolvable one stops and says why. */
  condition?: CompiledCondition;
}

/** An exception breakpoint as the agent arms it: stops where an exception of the class, or a subclass, is raised. */
export interface ArmedException {
  id: string;
  /** Upper-case class name. */
  exceptionClass: string;
  /** Raises of the class that do not stop before the first that does (counted per run). */
  skipCount?: number;
  /** Stops only where this holds at the raising statement; an unresolvable one stops and says why. */
  condition?: CompiledCondition;
}

/** One step of a variable path in a condition: a structure component, an object attribute, a dereference. */
export type ConditionPathStep = { component: string } | { attribute: string } | { dereference: true };

/** An operand of a condition: a variable path (root: index into the condition's roots) or a constant. */
export type ConditionOperand =
  | { kind: 'variable'; root: number; steps: ConditionPathStep[]; text: string }
  | { kind: 'integer'; value: number }
  | { kind: 'text' | 'string'; value: string };

/** A breakpoint condition as plain data (an ABAP logical expression read by abaplint). */
export type ConditionNode =
  | { op: 'and' | 'or' | 'equiv'; left: ConditionNode; right: ConditionNode }
  | { op: 'not'; operand: ConditionNode }
  | { op: 'compare'; operator: 'eq' | 'ne' | 'lt' | 'gt' | 'le' | 'ge' | 'co' | 'cn' | 'ca' | 'na' | 'cs' | 'ns' | 'cp' | 'np'; left: ConditionOperand; right: ConditionOperand }
  | { op: 'initial' | 'bound' | 'assigned'; operand: ConditionOperand }
  | { op: 'between'; operand: ConditionOperand; low: ConditionOperand; high: ConditionOperand };

/**
 * A compiled condition: the tree and its root variables (lower-case ABAP names, or CLASS=>attribute), or
 * why the text cannot be evaluated (message, 0-based offset in the condition text).
 */
export type CompiledCondition = { ok: true; tree: ConditionNode; roots: string[] } | (Refusal & { offset: number });

/** A breakpoint reached whose condition could not be evaluated at the line. */
export interface UnresolvedCondition {
  id: string;
  message: string;
  offset: number;
}

/** Where the debuggee stands: an ABAP file row. */
export interface StopPosition {
  file: string;
  row: number;
  /** The generated module running there (an include program runs inside its including program's). */
  module?: string;
  /** Breakpoints reached at this stop (their ids). */
  breakpoints: string[];
  /** Reached breakpoints whose condition could not be evaluated (they stopped for that reason). */
  unresolved?: UnresolvedCondition[];
  /** An exception breakpoint stopped here: the raised exception's class and text (its object is {EXCEPTION}). */
  exception?: { className: string; text: string };
  /** Watchpoints whose variable the statement before this stop changed (and whose condition holds here). */
  watchpoints?: WatchpointHit[];
}

/** A watched variable changed: its value before and after the statement. */
export interface WatchpointHit {
  id: string;
  variable: string;
  oldValue: string;
  newValue: string;
}

/** continue: on to the next breakpoint of the run (or its end). */
export type StepKind = 'over' | 'into' | 'out' | 'continue';

/** Requests of the engine to the agent. */
export type EngineRequest =
  | { op: 'arm'; breakpoints: ArmedBreakpoint[]; exceptions?: ArmedException[] }
  /** target: run to that statement (stepRunToLine), stopping earlier at a breakpoint; view: answer with the stop's view too. */
  | { op: 'step'; kind: StepKind; target?: { file: string; row: number }; view?: boolean; jump?: boolean }
  /** stepJumpToLine, before its step: checks that the statement can be the next one (else the reason) and keeps it for the step with jump: true. */
  | { op: 'jump'; target: { file: string; row: number } }
  | { op: 'continue' }
  | { op: 'stack' }
  | { op: 'children'; parentIds: string[] }
  | { op: 'values'; ids: string[] }
  /** The stack and the top frame's @ROOT with each scope it names, at once (stop-view.ts). */
  | { op: 'view' }
  /** goToStack: later variable requests read this frame (stackPosition: the top frame has the highest). */
  | { op: 'select'; position: number }
  /** setVariableValue: the text is converted with the variable's type. */
  | { op: 'set'; id: string; value: string }
  /** The run of the work process ended (or was aborted): a pending step will never stop. */
  | { op: 'run-ended' }
  /** A watchpoint on a variable of the selected frame; the run stops after a statement that changes it (where the condition holds). */
  | { op: 'watch'; id: string; variable: string; condition?: CompiledCondition }
  /** Ends a watchpoint (no id: every one). */
  | { op: 'unwatch'; id?: string }
  /** A condition evaluated at the stop on the selected frame (as a conditional breakpoint's at its line). */
  | { op: 'condition'; condition: CompiledCondition };

/** Requests of the agent to the engine. */
export type AgentRequest =
  /** The statement start rows of a source file where stepping stops (executable statements). */
  { op: 'stops'; file: string };

export type EngineReply =
  | { op: 'arm'; armed: number }
  /** stopped: a new position; running: the run went on (continued or ended). */
  | { op: 'step'; stop?: StopPosition; view?: { frames: AbapFrame[]; children: Record<string, { hierarchies: VariableHierarchy[]; variables: DebugVariable[] }> } }
  | { op: 'continue' }
  | { op: 'jump' }
  | { op: 'stack'; frames: AbapFrame[] }
  | { op: 'children'; hierarchies: VariableHierarchy[]; variables: DebugVariable[] }
  | { op: 'values'; variables: DebugVariable[] }
  | { op: 'select'; position: number }
  | { op: 'view'; frames: AbapFrame[]; children: Record<string, { hierarchies: VariableHierarchy[]; variables: DebugVariable[] }> }
  /** The value the variable has now, or why the text was refused. */
  | { op: 'set'; value?: string; error?: string }
  | { op: 'run-ended' }
  /** The watched variable's kind (local, global, attribute, static) and value, or why it cannot be watched. */
  | { op: 'watch'; kind?: string; value?: string; error?: string }
  | { op: 'unwatch' }
  /** Whether the condition holds, or why it cannot be evaluated here (a variable not known at this line …). */
  | { op: 'condition'; holds?: boolean; error?: string };

export type AgentEvent =
  /** The debuggee stopped at a breakpoint (not while stepping). */
  { event: 'paused'; stop: StopPosition };

export type ChannelMessage =
  | { kind: 'request'; id: number; body: EngineRequest | AgentRequest }
  | { kind: 'reply'; id: number; body?: EngineReply | { op: 'stops'; rows: number[] }; error?: string }
  | { kind: 'event'; body: AgentEvent };

/** Splits a byte stream into JSON lines and hands each parsed message on. */
export function lineReader(onMessage: (message: ChannelMessage) => void): (chunk: Buffer | string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.toString();
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (line.trim() === '') continue;
      try {
        onMessage(JSON.parse(line) as ChannelMessage);
      } catch {
        // a malformed line is dropped: the other side times out its request
      }
    }
  };
}
