/**
 * The client's breakpoint list: kept locally per system and user, and sent whole to the system on every
 * change (syncScope full: whatever the list leaves out is removed there).
 */
import { randomBytes } from 'node:crypto';
import type { Agent } from '../client/agent.js';
import { DebuggerApi } from '../client/debugger.js';
import { breakpointUri, parseSourceUri, type DebuggerIdentity, type SourceLine } from '../protocol/debugger.js';
import type { DebugStateStore, LocalBreakpoint } from './state.js';
import { describeTarget } from './targets.js';

export interface BreakpointView {
  id: string;
  /** `ZCL_X:42`, `ZCL_X (testclasses):12`. */
  position: string;
  object: string;
  include?: string;
  line: number;
  uri: string;
  enabled: boolean;
  condition?: string;
  skipCount?: number;
  /** An exception breakpoint's class. */
  exceptionClass?: string;
}

export interface SetResult {
  breakpoints: BreakpointView[];
  rejected: Array<{ position: string; error: string }>;
}

/** The local key of an exception breakpoint (the list is keyed by URI; an exception breakpoint has none). */
export function exceptionKey(exceptionClass: string): string {
  return `exception:${exceptionClass.toUpperCase()}`;
}

function exceptionBreakpoint(exceptionClass: string, id?: string): LocalBreakpoint {
  const name = exceptionClass.toUpperCase();
  return { uri: exceptionKey(name), source: { kind: 'class', name, line: 0 }, exceptionClass: name, ...(id ? { id } : {}) };
}

function positionOf(bp: LocalBreakpoint): string {
  return bp.exceptionClass ? `exception ${bp.exceptionClass}` : describeTarget(bp.source);
}

function view(bp: LocalBreakpoint): BreakpointView {
  if (bp.exceptionClass) {
    // the uri is the list's local key (exception:<CLASS>): enable, disable and delete find it by it
    return {
      id: bp.id ?? '',
      position: positionOf(bp),
      object: bp.exceptionClass,
      line: 0,
      uri: bp.uri,
      enabled: !bp.disabled,
      exceptionClass: bp.exceptionClass,
      ...(bp.condition ? { condition: bp.condition } : {}),
      ...(bp.skipCount ? { skipCount: bp.skipCount } : {}),
    };
  }
  return {
    id: bp.id ?? '',
    position: describeTarget(bp.source),
    object: bp.source.name,
    ...(bp.source.include ? { include: bp.source.include } : {}),
    line: bp.source.line,
    uri: bp.uri,
    enabled: !bp.disabled,
    ...(bp.condition ? { condition: bp.condition } : {}),
    ...(bp.skipCount ? { skipCount: bp.skipCount } : {}),
  };
}

/**
 * The IDE id of this process. The terminal id is shared by every abapdeck of the user on a system (the
 * breakpoints belong to it); the IDE id tells the processes apart, since a listener of the same terminal and
 * IDE id takes the waiting one over: two listening processes (the TUI and `debug attach`) would take the
 * listener from each other at every poll, where a different IDE id meets the conflict and waits.
 */
const processIdeId = `ABAPDECK_${randomBytes(6).toString('hex').toUpperCase()}`;

export function identityOf(agent: Agent, terminalId: string): DebuggerIdentity {
  return { requestUser: agent.connection.user.toUpperCase(), terminalId, ideId: processIdeId, debuggingMode: 'user' };
}

export class BreakpointBook {
  readonly api: DebuggerApi;

  constructor(
    agent: Agent,
    private readonly store: DebugStateStore,
  ) {
    this.api = new DebuggerApi(agent, identityOf(agent, store.load().terminalId));
  }

  /** Adds positions to the list; the system's answer decides which are kept. */
  async add(targets: readonly SourceLine[]): Promise<SetResult> {
    const state = this.store.load();
    const adtPath = this.api.agent.connection.adtPath;
    const wanted = state.breakpoints.filter((bp) => !bp.disabled);
    for (const source of targets) {
      const uri = breakpointUri(adtPath, source);
      if (!wanted.some((bp) => bp.uri === uri)) wanted.push({ uri, source });
    }
    const { accepted, rejected } = await this.sync(wanted);
    const added = new Set(targets.map((source) => breakpointUri(adtPath, source)));
    return {
      breakpoints: accepted.filter((a) => added.has(a.requested)).map((a) => view(a.breakpoint)),
      rejected: rejected.filter((r) => added.has(r.uri)).map((r) => ({ position: describeTarget(r.source), error: r.error })),
    };
  }

  /** Adds exception breakpoints (classes; a subclass's raise stops too); the system answers which it takes. */
  async addExceptions(classes: readonly string[]): Promise<SetResult> {
    const state = this.store.load();
    const wanted = state.breakpoints.filter((bp) => !bp.disabled);
    for (const name of classes) {
      const bp = exceptionBreakpoint(name);
      if (!wanted.some((w) => w.uri === bp.uri)) wanted.push(bp);
    }
    const { accepted, rejected } = await this.sync(wanted);
    const added = new Set(classes.map(exceptionKey));
    return {
      breakpoints: accepted.filter((a) => added.has(a.requested)).map((a) => view(a.breakpoint)),
      rejected: rejected.filter((r) => added.has(r.uri)).map((r) => ({ position: positionOf(r), error: r.error })),
    };
  }

  /** The local list; when it is empty, what the system holds for this tool. */
  async list(): Promise<{ source: 'local' | 'system'; breakpoints: BreakpointView[] }> {
    const state = this.store.load();
    if (state.breakpoints.length > 0) return { source: 'local', breakpoints: state.breakpoints.map(view) };
    const answers = await this.api.listBreakpoints(state.terminalId);
    const adtPath = this.api.agent.connection.adtPath;
    const breakpoints = answers.flatMap((answer) => {
      if (answer.exceptionClass && answer.id) return [view(exceptionBreakpoint(answer.exceptionClass, answer.id))];
      const source = answer.uri ? parseSourceUri(answer.uri, adtPath) : undefined;
      return source && answer.id ? [view({ uri: answer.uri!, source, id: answer.id })] : [];
    });
    return { source: 'system', breakpoints };
  }

  /**
   * Removes one breakpoint: by server id, position text (`ZCL_X:42`) or the number `debug list` shows in
   * front of it (1 is the first); false when there is no such one.
   */
  async delete(idOrPosition: string): Promise<boolean> {
    const state = this.store.load();
    const listed = /^\d+$/.test(idOrPosition) && !state.breakpoints.some((bp) => bp.id === idOrPosition) ? (await this.list()).breakpoints[Number(idOrPosition) - 1] : undefined;
    return this.deleteOne(listed ? listed.id || listed.position : idOrPosition);
  }

  private async deleteOne(idOrPosition: string): Promise<boolean> {
    const state = this.store.load();
    const target = state.breakpoints.find((bp) => bp.id === idOrPosition || positionOf(bp) === idOrPosition || (bp.exceptionClass !== undefined && bp.exceptionClass === idOrPosition.toUpperCase()));
    if (!target) {
      const known = (await this.api.listBreakpoints(state.terminalId)).some((bp) => bp.id === idOrPosition);
      if (known) await this.api.deleteBreakpoint(idOrPosition);
      return known;
    }
    if (target.id) await this.api.deleteBreakpoint(target.id);
    this.store.update((current) => ({ ...current, breakpoints: current.breakpoints.filter((bp) => bp.uri !== target.uri) }));
    return true;
  }

  /**
   * Enables or disables one breakpoint (by id, position or list number as delete takes them): a disabled
   * one stays in the list but is no longer sent, so the system does not stop there. Undefined when there is none.
   */
  async setEnabled(idOrPosition: string, enabled: boolean): Promise<BreakpointView | undefined> {
    const target = await this.find(idOrPosition);
    if (!target) return undefined;
    this.store.update((state) => ({
      ...state,
      breakpoints: state.breakpoints.map((bp) => (bp.uri === target.uri ? { ...bp, disabled: !enabled, ...(enabled ? {} : { id: undefined }) } : bp)),
    }));
    await this.sync(this.store.load().breakpoints.filter((bp) => !bp.disabled));
    const now = this.store.load().breakpoints.find((bp) => bp.uri === target.uri);
    return now ? view(now) : undefined;
  }

  /**
   * Gives one breakpoint a condition (empty: none); the system answers whether it takes it. Returns the
   * breakpoint, or the system's refusal.
   */
  async setCondition(idOrPosition: string, condition: string | undefined, skipCount?: number): Promise<{ breakpoint?: BreakpointView; error?: string }> {
    const target = await this.find(idOrPosition);
    if (!target) return { error: `No breakpoint ${idOrPosition}` };
    const trimmed = condition?.trim();
    const changed = {
      ...target,
      ...(trimmed === undefined ? {} : trimmed ? { condition: trimmed } : { condition: undefined }),
      ...(skipCount === undefined ? {} : skipCount > 0 ? { skipCount } : { skipCount: undefined }),
    };
    if (target.disabled) {
      this.store.update((state) => ({ ...state, breakpoints: state.breakpoints.map((bp) => (bp.uri === target.uri ? changed : bp)) }));
      return { breakpoint: view(changed) };
    }
    const wanted = this.store.load().breakpoints.filter((bp) => !bp.disabled).map((bp) => (bp.uri === target.uri ? changed : bp));
    const { accepted, rejected } = await this.sync(wanted);
    const refused = rejected.find((r) => r.uri === target.uri);
    if (refused) {
      // the old breakpoint back, as it was
      await this.sync([...this.store.load().breakpoints.filter((bp) => !bp.disabled), target]);
      return { error: refused.error };
    }
    const kept = accepted.find((a) => a.requested === target.uri);
    return kept ? { breakpoint: view(kept.breakpoint) } : { error: 'not accepted' };
  }

  private async find(idOrPosition: string): Promise<LocalBreakpoint | undefined> {
    const state = this.store.load();
    const listed = /^\d+$/.test(idOrPosition) && !state.breakpoints.some((bp) => bp.id === idOrPosition) ? state.breakpoints[Number(idOrPosition) - 1] : undefined;
    return listed ?? state.breakpoints.find((bp) => bp.id === idOrPosition || bp.uri === idOrPosition || positionOf(bp) === idOrPosition);
  }

  /** Removes every breakpoint of this tool (an empty full list). */
  async deleteAll(): Promise<number> {
    const count = this.store.load().breakpoints.length;
    await this.api.setBreakpoints([]);
    this.store.update((state) => ({ ...state, breakpoints: [] }));
    return count;
  }

  private async sync(wanted: LocalBreakpoint[]): Promise<{ accepted: Array<{ requested: string; breakpoint: LocalBreakpoint }>; rejected: Array<LocalBreakpoint & { error: string }> }> {
    const answers = await this.api.setBreakpoints(
      // an exception breakpoint's condition is evaluated at the raising statement, its skip count counts raises
      wanted.map((bp) => ({
        ...(bp.exceptionClass ? { uri: '', exceptionClass: bp.exceptionClass } : { uri: bp.uri }),
        ...(bp.condition ? { condition: bp.condition } : {}),
        ...(bp.skipCount ? { skipCount: bp.skipCount } : {}),
      })),
    );
    const kept: LocalBreakpoint[] = [];
    const accepted: Array<{ requested: string; breakpoint: LocalBreakpoint }> = [];
    const rejected: Array<LocalBreakpoint & { error: string }> = [];
    const adtPath = this.api.agent.connection.adtPath;
    // answers come in the order of the request; a refused one carries no URI, and an accepted one the line
    // it stops at (a continuation line moves to its statement's first line)
    wanted.forEach((bp, index) => {
      const answer = answers[index];
      const moved = !bp.exceptionClass && answer?.uri && answer.uri !== bp.uri ? parseSourceUri(answer.uri, adtPath) : undefined;
      if (answer?.id && !answer.errorMessage) {
        const breakpoint = moved ? { ...bp, uri: answer.uri!, source: moved, id: answer.id } : { ...bp, id: answer.id };
        accepted.push({ requested: bp.uri, breakpoint });
        if (!kept.some((k) => k.uri === breakpoint.uri)) kept.push(breakpoint);
      }
      else rejected.push({ ...bp, error: answer?.errorMessage ?? 'not accepted' });
    });
    // disabled breakpoints are not sent, and stay
    this.store.update((state) => ({ ...state, breakpoints: [...kept, ...state.breakpoints.filter((bp) => bp.disabled && !kept.some((k) => k.uri === bp.uri))] }));
    return { accepted, rejected };
  }
}
