/**
 * The adapter's breakpoints: the editor's per-source lists, function breakpoints and exception filters, sent
 * whole to the system as one list (syncScope full) under the adapter's own terminal id, so the user's other
 * tools keep theirs. Each answer comes back in the request's order: the system's id ties a reached breakpoint to
 * the editor's one (its log message and client-side hit count).
 */
import type { DebugProtocol } from '@vscode/debugprotocol';
import type { DebuggerApi } from '../client/debugger.js';
import { breakpointUri, parseSourceUri, sourceUri, type SourceLine } from '../protocol/debugger.js';
import { parseHitCondition, HitConditionError, type HitCondition } from './hit-conditions.js';
import { sourceKey, type ObjectSource } from './sources.js';

/** One breakpoint as the editor asked for it, and what the system made of it. */
interface Wanted {
  dapId: number;
  /** Where it goes: a line, or an exception class. */
  target: { line: SourceLine } | { exceptionClass: string };
  condition?: string;
  hit?: HitCondition;
  logMessage?: string;
  /** A reason it cannot be sent at all (a bad hit condition, a file of no object). */
  problem?: string;
  /** The system's answer. */
  id?: string;
  error?: string;
  /** The line the system stops at (a continuation line moves to its statement's first). */
  stopLine?: number;
  /** Stops the system reported for it (client-side hit counting). */
  hits: number;
  /** The line the editor asked for (answered back when the breakpoint cannot be sent). */
  requestedLine?: number;
}

export interface Reached {
  /** The editor's breakpoints the stop is for. */
  dapIds: number[];
  /** Log points only (or hit counts not met): the adapter logs and goes on. */
  silent: boolean;
  logMessages: string[];
}

export const exceptionFilters: DebugProtocol.ExceptionBreakpointsFilter[] = [
  { filter: 'any', label: 'Any exception', description: 'stop where any class-based exception is raised (CX_ROOT and its subclasses)', default: false },
  {
    filter: 'class',
    label: 'Exception classes',
    description: 'stop where one of these classes or a subclass is raised',
    supportsCondition: true,
    conditionDescription: 'class names, comma-separated: CX_SY_ZERODIVIDE, ZCX_MY_ERROR',
  },
];

export class AdapterBreakpoints {
  private nextId = 1;
  private readonly bySource = new Map<string, Wanted[]>();
  private functions: Wanted[] = [];
  private exceptions: Wanted[] = [];
  private readonly byServerId = new Map<string, Wanted>();

  constructor(private readonly api: DebuggerApi) {}

  /** Replaces the breakpoints of one source; answers them in the request's order. */
  async setForSource(source: ObjectSource | { problem: string }, requested: readonly DebugProtocol.SourceBreakpoint[], key: string): Promise<DebugProtocol.Breakpoint[]> {
    const wanted = requested.map((bp) => this.wanted('problem' in source ? { problem: source.problem } : { line: { ...source, line: bp.line } }, bp));
    this.bySource.set('problem' in source ? key : sourceKey(source), wanted);
    await this.sync();
    return wanted.map((w) => this.answer(w));
  }

  /** Function breakpoints: `ZCL_X=>METHOD` (or `->`, an interface method `ZCL_X=>ZIF_Y~METHOD`), at the method's first statement. */
  async setFunctions(requested: readonly DebugProtocol.FunctionBreakpoint[]): Promise<DebugProtocol.Breakpoint[]> {
    this.functions = await Promise.all(
      requested.map(async (bp) => {
        try {
          return this.wanted({ line: await this.methodLine(bp.name) }, bp);
        } catch (error) {
          return this.wanted({ problem: error instanceof Error ? error.message : String(error) }, bp);
        }
      }),
    );
    await this.sync();
    return this.functions.map((w) => this.answer(w));
  }

  /** Exception filters: `any` is CX_ROOT; `class` names classes in its condition. */
  async setExceptions(args: DebugProtocol.SetExceptionBreakpointsArguments): Promise<DebugProtocol.Breakpoint[]> {
    // filters without options, and those with (VS Code sends a filter with a condition only among the options)
    const withOptions = args.filterOptions ?? [];
    const options: DebugProtocol.ExceptionFilterOptions[] = [...args.filters.filter((id) => !withOptions.some((o) => o.filterId === id)).map((filterId) => ({ filterId })), ...withOptions];
    this.exceptions = options.flatMap((option) => {
      if (option.filterId === 'any') return [this.wanted({ exceptionClass: 'CX_ROOT' }, {})];
      if (option.filterId !== 'class') return [this.wanted({ problem: `unknown exception filter '${option.filterId}' (any or class)` }, {})];
      const classes = (option.condition ?? '').split(/[\s,]+/).map((name) => name.trim().toUpperCase()).filter(Boolean);
      if (classes.length === 0) return [this.wanted({ problem: 'the exception classes filter needs class names (CX_SY_ZERODIVIDE, …)' }, {})];
      return classes.map((exceptionClass) => this.wanted({ exceptionClass }, {}));
    });
    await this.sync();
    return this.exceptions.map((w) => this.answer(w));
  }

  /** Removes every breakpoint of the adapter from the system. */
  async clear(): Promise<void> {
    this.bySource.clear();
    this.functions = [];
    this.exceptions = [];
    await this.api.setBreakpoints([]);
  }

  get count(): number {
    return this.all().filter((w) => w.id).length;
  }

  /**
   * The editor's breakpoints a stop reached (the system's ids), their log messages, and whether the adapter
   * should go on without stopping: every reached one is a log point or a hit count not met yet.
   */
  reached(ids: readonly string[]): Reached {
    const found = ids.flatMap((id) => this.byServerId.get(id) ?? []);
    let stops = false;
    const logMessages: string[] = [];
    for (const wanted of found) {
      wanted.hits++;
      if (wanted.hit && !wanted.hit.stopsAt(wanted.hits)) continue;
      if (wanted.logMessage !== undefined) logMessages.push(wanted.logMessage);
      else stops = true;
    }
    return { dapIds: found.map((w) => w.dapId), silent: found.length > 0 && !stops, logMessages };
  }

  private wanted(target: Wanted['target'] | { problem: string }, bp: { line?: number; condition?: string; hitCondition?: string; logMessage?: string }): Wanted {
    const wanted: Wanted = { dapId: this.nextId++, target: 'problem' in target ? { exceptionClass: '' } : target, hits: 0 };
    if (bp.line !== undefined) wanted.requestedLine = bp.line;
    if ('problem' in target) wanted.problem = target.problem;
    if (bp.condition?.trim()) wanted.condition = bp.condition.trim();
    if (bp.logMessage !== undefined) wanted.logMessage = bp.logMessage;
    try {
      const hit = parseHitCondition(bp.hitCondition);
      if (hit) wanted.hit = hit;
    } catch (error) {
      if (!(error instanceof HitConditionError)) throw error;
      wanted.problem ??= error.message;
    }
    return wanted;
  }

  private all(): Wanted[] {
    return [...[...this.bySource.values()].flat(), ...this.functions, ...this.exceptions];
  }

  private async sync(): Promise<void> {
    const sent = this.all().filter((w) => !w.problem);
    const adtPath = this.api.agent.connection.adtPath;
    const answers = await this.api.setBreakpoints(
      sent.map((w) => ({
        ...('exceptionClass' in w.target ? { uri: '', exceptionClass: w.target.exceptionClass } : { uri: breakpointUri(adtPath, w.target.line) }),
        ...(w.condition ? { condition: w.condition } : {}),
        ...(w.hit?.skipCount ? { skipCount: w.hit.skipCount } : {}),
      })),
    );
    this.byServerId.clear();
    sent.forEach((w, index) => {
      const answer = answers[index];
      delete w.id;
      delete w.error;
      delete w.stopLine;
      if (answer?.id && !answer.errorMessage) {
        w.id = answer.id;
        const moved = answer.uri ? parseSourceUri(answer.uri, adtPath) : undefined;
        if ('line' in w.target) w.stopLine = moved?.line ?? w.target.line.line;
        this.byServerId.set(answer.id, w);
      } else {
        w.error = answer?.errorMessage || 'the system did not take the breakpoint';
      }
    });
  }

  private answer(w: Wanted): DebugProtocol.Breakpoint {
    const message = w.problem ?? w.error;
    return {
      id: w.dapId,
      verified: w.id !== undefined,
      ...(w.stopLine !== undefined ? { line: w.stopLine } : w.requestedLine !== undefined ? { line: w.requestedLine } : {}),
      ...(message ? { message } : {}),
    };
  }

  /** The line of a method's first statement in its class's source (the system's text). */
  private async methodLine(name: string): Promise<SourceLine> {
    const match = /^\s*([\w/]+)\s*(?:=>|->)\s*([\w/~]+)\s*$/.exec(name);
    if (!match) throw new Error(`'${name}' is not a method: write CLASS=>METHOD (ZCL_X=>CALCULATE, ZCL_X=>ZIF_Y~RUN)`);
    const className = match[1]!.toUpperCase();
    const method = match[2]!.toUpperCase();
    const source = { kind: 'class' as const, name: className };
    let text: string;
    try {
      text = await this.api.source(sourceUri(this.api.agent.connection.adtPath, source));
    } catch (error) {
      throw new Error(`class ${className}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const line = firstStatementOf(text, method);
    if (line === undefined) throw new Error(`${className} has no implementation of method ${method}`);
    if (line === null) throw new Error(`${className}=>${method} has no executable statement to stop at`);
    return { ...source, line };
  }
}

/** Declarations and blocks that run nothing themselves, as the first word of a statement. */
const NOT_RUN = /^(DATA|TYPES|CONSTANTS|FIELD-SYMBOLS|STATICS|CLASS-DATA|ENDMETHOD)\b/i;

/**
 * The first line of a method's first executable statement (a lexical reading: comments, blank lines and
 * declarations are passed over; statements end with a period outside literals). Undefined when the class has no
 * implementation of it, null when the method runs no statement.
 */
export function firstStatementOf(source: string, method: string): number | null | undefined {
  const lines = source.split('\n');
  const header = new RegExp(`^\\s*METHOD\\s+${method.replace(/[~/]/g, (c) => `\\${c}`)}\\s*\\.`, 'i');
  const start = lines.findIndex((line) => header.test(line));
  if (start < 0) return undefined;
  let statementStart: number | undefined;
  let statementText = '';
  for (let index = start + 1; index < lines.length; index++) {
    const code = lines[index]!.startsWith('*') ? '' : lines[index]!.replace(/"[^']*$/, '').trim();
    if (code === '') continue;
    statementStart ??= index;
    statementText += ` ${code}`;
    if (!/\.\s*$/.test(code)) continue;
    const text = statementText.trim();
    if (/^ENDMETHOD\b/i.test(text)) return null;
    if (!NOT_RUN.test(text)) return statementStart + 1;
    statementStart = undefined;
    statementText = '';
  }
  return start >= 0 ? null : undefined;
}
