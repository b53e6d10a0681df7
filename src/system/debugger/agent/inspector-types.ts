/**
 * What the inspector agent (debug-agent-thread.ts) reads of V8's pauses, in the terms of the inspector protocol,
 * and a stop in ABAP terms (Place).
 */
import type { AbapFrame } from '../../execution/pool/protocol.js';

export interface AgentData {
  channelFd: number;
  generationDir: string;
  /** Global name of the main thread's DebugInspector. */
  inspectorGlobal: string;
}

export interface Location {
  scriptId: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CallFrame {
  callFrameId: string;
  functionName: string;
  functionLocation?: Location;
  location: Location;
  scopeChain: Array<{ type: string; object: { objectId?: string } }>;
  this?: { type: string; objectId?: string };
}

/** The ABAP frames of one stop and the frame the client looks at (goToStack; 0 is the top). */
export interface StopFrames {
  paused: Paused;
  frames: AbapFrame[];
  /** Per ABAP frame: its capture slot and, while it is on V8's synchronous stack, its call frame. */
  slots: Array<{ slot: string; callFrame?: CallFrame }>;
  selected: number;
  /** Slots captured at this stop. */
  captured: Set<string>;
}

/** A range of a script V8's step passes over (Debugger.stepOver's and stepInto's skipList). */
export interface SkipRange {
  scriptId: string;
  start: { lineNumber: number; columnNumber: number };
  end: { lineNumber: number; columnNumber: number };
}

/** Ranges sorted, overlapping ones joined (V8 wants them so). */
export function mergeRanges(ranges: SkipRange[]): SkipRange[] {
  const before = (a: { lineNumber: number; columnNumber: number }, b: { lineNumber: number; columnNumber: number }) => a.lineNumber - b.lineNumber || a.columnNumber - b.columnNumber;
  const sorted = [...ranges].sort((a, b) => before(a.start, b.start));
  const merged: SkipRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && before(range.start, last.end) <= 0) {
      if (before(range.end, last.end) > 0) last.end = range.end;
    } else merged.push({ ...range });
  }
  return merged;
}


export interface Paused {
  callFrames: CallFrame[];
  hitBreakpoints?: string[];
  reason: string;
  /** reason 'exception': the thrown value. */
  data?: { objectId?: string };
}

/** A stop of the main thread in generated code, in ABAP terms. */
export interface Place {
  module: string;
  file: string;
  /** 0-based generated line and column. */
  line: number;
  column: number;
  /** The ABAP row the generated line belongs to (its first mapping). */
  row: number | undefined;
  functionKey: string;
}

/** A pause of V8's pause on exceptions (a throw, or an async function's promise rejected with what it threw). */
export function isRaise(paused: Paused): boolean {
  return paused.reason === 'exception' || paused.reason === 'promiseRejection';
}

/** Whether a V8 function name and a stack trace's name name the same function (undefined: cannot tell). */
export function sameFunction(cdpName: string, stackName: string): boolean | undefined {
  if (!cdpName || !stackName) return undefined;
  const last = (name: string) => name.replace(/^async /, '').split('.').pop()!;
  return last(cdpName) === last(stackName);
}

/** Identifies the function a frame runs (its definition's location). */
export function functionKey(frame: CallFrame): string {
  const fn = frame.functionLocation;
  return fn ? `${fn.scriptId}:${fn.lineNumber}:${fn.columnNumber}` : `${frame.location.scriptId}:${frame.functionName}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
