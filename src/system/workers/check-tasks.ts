/**
 * What crosses the thread boundary between the service and its check workers. abaplint registries cannot be
 * transferred, so a worker keeps its own copy of the kernel and the active objects, read from the repository
 * database (the one source of truth); the service only tells it which objects changed since it last looked:
 * each activation gets a sequence number, and a task carries the current one with the changes the worker may
 * not have seen yet (keys only, never sources of active objects).
 */
import type { AbapObject } from '../objects.js';
import type { ActivationCheck, InspectObject, InspectResult, SyntaxRequest, SyntaxResponse } from '../checks/types.js';
import type { WhereRequest, WhereResponse } from '../../protocol/checks.js';
import type { CompiledCondition } from '../debugger/agent-protocol.js';
import type { BreakpointsRequest } from '../../protocol/debugger-documents.js';
import type { LanguageTask, LanguageTaskAnswer } from '../language/index.js';

/** One activated or deleted object (directory type and name); the worker reads its active version itself. */
export interface ObjectChange {
  seq: number;
  type: string;
  name: string;
}

/** The state of the active objects a task must see. */
export interface TaskBase {
  /** Repository database of the system. */
  repositoryFile: string;
  /** Sequence number of the latest activation. */
  seq: number;
  /** Changes after `since` (a worker that has seen less than `since` loads everything again). */
  since: number;
  changes: ObjectChange[];
}

export type CheckOperation =
  | { op: 'syntax'; request: SyntaxRequest }
  | { op: 'inspect'; objects: InspectObject[]; variant?: string }
  | { op: 'where'; request: WhereRequest }
  | { op: 'activation'; objects: AbapObject[]; strict: boolean }
  | { op: 'warm' }
  /** A language route's operation over the worker's registry, which it keeps warm between requests. */
  | { op: 'language'; task: LanguageTask }
  /** Breakpoint and watchpoint conditions read into their trees (needs no objects). */
  | { op: 'conditions'; texts: string[]; maxCharacters: number }
  /** An ADT breakpoints document read (its XML: 256 KiB of small elements took ~200 ms), undefined when it is none. */
  | { op: 'breakpointsDocument'; body: string };

export type CheckTask = TaskBase & CheckOperation;

/** What each operation answers. */
export interface CheckValues {
  syntax: SyntaxResponse;
  inspect: InspectResult[];
  where: WhereResponse;
  activation: ActivationCheck;
  warm: null;
  language: LanguageTaskAnswer;
  conditions: CompiledCondition[];
  breakpointsDocument: BreakpointsRequest | undefined;
}

export interface CheckAnswer<T = unknown> {
  threadId: number;
  /** The activation sequence number the worker is at now. */
  seq: number;
  value: T;
}
