/**
 * The debugger pane's state and actions (pane 6), as the screens read them. The actions are made by the
 * modules beside this one, one per concept: breakpoint-list editing (breakpoints.ts), the listen/attach loop
 * and what follows a stop (listener.ts), the variables tree (variables.ts), replay (replay.ts), the cursor
 * and sections (navigation.ts); src/store/debugger.ts puts them together as one slice of the one store.
 */
import type { SourceLine } from '../../protocol/debugger.js';
import type { StackEntry, WatchpointEntry } from '../../protocol/debugger-documents.js';
import type { BreakpointView } from '../../debug/breakpoints.js';
import type { Position, StepType, Variable } from '../../debug/session.js';

export type { BreakpointView } from '../../debug/breakpoints.js';
/** A watchpoint of the stopped program as the breakpoint list shows it (after the breakpoints). */
export type WatchpointView = WatchpointEntry;

export type DebuggerPhase = 'idle' | 'listening' | 'stopped' | 'stepping' | 'replay';

/** The part of the pane the cursor keys move in (h and l go from one to the next). */
export type DebuggerSection = 'variables' | 'stack' | 'breakpoints' | 'watches';
export const debuggerSections: readonly DebuggerSection[] = ['variables', 'stack', 'breakpoints', 'watches'];

/** A watched variable (a path as x takes it), read again at each stop. */
export interface WatchRow {
  path: string;
  variable?: Variable;
  /** Differs from its value at the previous stop. */
  changed?: boolean;
  error?: string;
}

export interface VariableRow {
  variable: Variable;
  depth: number;
  expanded: boolean;
}

export interface DebuggerData {
  phase: DebuggerPhase;
  message: string;
  breakpoints: BreakpointView[];
  position: Position | null;
  stack: StackEntry[];
  variables: VariableRow[];
  cursor: number;
  section: DebuggerSection;
  stackCursor: number;
  /** The frame whose variables are shown (0: the top). */
  frame: number;
  /** In the breakpoints section: the breakpoints, then the watchpoints (their rows follow the breakpoints' rows). */
  breakpointCursor: number;
  /** The stopped program's watchpoints (they live as long as its debug session), read again at each stop. */
  watchpoints: WatchpointView[];
  watches: WatchRow[];
  watchCursor: number;
  /** A recording walked (debug record's file): where it stands. */
  replay: { file: string; index: number; count: number } | null;
}

export const initialDebuggerData: DebuggerData = {
  phase: 'idle',
  message: 'no breakpoints: b on a source line sets one',
  breakpoints: [],
  position: null,
  stack: [],
  variables: [],
  cursor: 0,
  section: 'variables',
  stackCursor: 0,
  frame: 0,
  breakpointCursor: 0,
  watchpoints: [],
  watches: [],
  watchCursor: 0,
  replay: null,
};

export interface DebuggerActions {
  /** Reads the breakpoint list kept for this system and user; listens when there is one. */
  load(): Promise<void>;
  /** Sets or removes the breakpoint at the source pane's current line. */
  toggleAtCursor(): Promise<void>;
  toggle(target: SourceLine): Promise<void>;
  step(type: StepType): Promise<void>;
  /** Opens the input for the line to run to (R) or jump to (J), the stop's line filled in. */
  promptToLine(how: 'run' | 'jump'): void;
  /** Runs to a line of the stop's source, or jumps there (nothing between runs). */
  toLine(how: 'run' | 'jump', text: string): Promise<void>;
  /** Asks, then aborts the program. */
  terminate(): void;
  /** Deletes every breakpoint, then lets the program run on. */
  detach(): Promise<void>;
  /**
   * Quits the deck; with a program stopped for it, asks first: continue (breakpoints deleted, the program
   * runs to its end), terminate (aborted, breakpoints deleted), or stay.
   */
  quitAsking(): void;
  /**
   * The deck is going away (quit, Ctrl+C): no more listening, and a program stopped for it is let go (its
   * session ends, so the system lets the program run on), waiting for the system at most `timeoutMillis`.
   */
  leave(timeoutMillis: number): Promise<void>;
  move(delta: number): void;
  moveTo(position: 'first' | 'last'): void;
  page(direction: 1 | -1, fraction?: number): void;
  /** Expands or collapses the variable at the cursor (structures, tables, references, objects). */
  toggleVariable(): Promise<void>;
  /** Moves between the sections (variables, stack, breakpoints, watches). */
  nextSection(delta: 1 | -1): void;
  focusSection(section: DebuggerSection): void;
  /** Enter in a section: expand a variable, select a frame, enable or disable a breakpoint. */
  activate(): Promise<void>;
  /** Reads the variables of the frame at the stack cursor. */
  selectFrame(index?: number): Promise<void>;
  toggleBreakpointEnabled(): Promise<void>;
  /** x: deletes the breakpoint, the watchpoint or the watch at the cursor. */
  deleteAtCursor(): Promise<void>;
  /** Opens the input for the condition of the breakpoint at the cursor. */
  editCondition(): void;
  setCondition(condition: string): Promise<void>;
  /** Opens the input for a new value of the variable at the cursor (=), its value filled in. */
  editValue(): void;
  /**
   * Gives the variable the input was opened for the text as its new value: the system converts it by the
   * variable's type (or refuses it), and the row shows the value it now holds.
   */
  setValue(text: string): Promise<void>;
  /** Opens the input for a variable to watch. */
  addWatch(): void;
  /** Opens the input for an exception breakpoint's class (E). */
  promptException(): void;
  addException(exceptionClass: string): Promise<void>;
  /** Opens the input for a watchpoint of the stopped program (W): the system stops after each change. */
  promptWatchpoint(): void;
  /** `<variable> [<condition>]`. */
  addWatchpoint(text: string): Promise<void>;
  watch(path: string): Promise<void>;
  /** The rows of the internal table at the cursor in the preview grid. */
  openTable(): Promise<void>;
  /** Walks a recording (debug record's file) with no system: forward and back. */
  startReplay(file: string): void;
  replayStep(delta: 1 | -1): void;
  endReplay(): void;
}

export interface DebuggerSlice {
  debugger: DebuggerData & DebuggerActions;
}
