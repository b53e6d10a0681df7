/**
 * Breakpoints and positions in the debugger engine: a terminal's breakpoints checked against the generation's
 * executable statements (source-positions.ts, one per generation) and registered per user and terminal
 * (breakpoints.ts), re-armed in stopped work processes when they change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { breakpointUri, debuggerMessages, parseObjectUri, parseSourceUri, sameObject } from '../../../protocol/debugger.js';
import type { Generation, Manifest, WorkProcess } from '../../execution/index.js';
import { armRequest, exceptionBreakpointId, type Breakpoint, type BreakpointScope } from './breakpoints.js';
import { checkExceptionClass } from './exception-classes.js';
import { SourcePositions } from './source-positions.js';
import { DebuggerError, type Caller, type BreakpointInput, type BreakpointResult, type BreakpointSync } from './engine-types.js';
import { EngineBase } from './engine-base.js';

export abstract class BreakpointPositions extends EngineBase {
  private readonly positionsByGeneration = new Map<number, SourcePositions>();

  /**
   * Synchronises a terminal's breakpoints (syncScope full: the list is the whole list; partial with an object
   * reference: it replaces that object's breakpoints only); answers each in order. A line inside a statement
   * is answered with the statement's first line, where the breakpoint stops.
   */
  async setBreakpoints(
    caller: Caller,
    registration: { terminalId: string; ideId: string; debuggingMode: string; scope?: BreakpointScope },
    entries: readonly BreakpointInput[],
    sync: BreakpointSync = { mode: 'full' },
  ): Promise<BreakpointResult[]> {
    const limits = this.options.limits;
    const positions = await this.currentPositions();
    const results: BreakpointResult[] = [];
    // conditions are read together once every entry is checked (on a check worker in the service)
    const conditioned: Array<{ breakpoint: Breakpoint; condition: string }> = [];
    const conditionOf = (entry: BreakpointInput, clientId: string, extra: Partial<BreakpointResult> = {}): string | false | undefined => {
      const condition = entry.condition?.trim() ? entry.condition.trim() : undefined;
      if (condition === undefined || condition.length <= limits.conditionCharacters) return condition;
      results.push({ kind: entry.kind, clientId, ...extra, errorMessage: debuggerMessages.conditionTooLong(condition.length, limits.conditionCharacters) });
      return false;
    };
    const scope = sync.mode === 'partial' && sync.objectUri ? parseObjectUri(sync.objectUri, this.options.adtPath) : undefined;
    const previous = this.breakpoints.of(caller.client, caller.user, registration.terminalId, registration.scope)?.breakpoints ?? [];
    const kept: Breakpoint[] = sync.mode === 'full' ? [] : previous.filter((bp) => bp.exceptionClass !== undefined || !scope || !sameObject(bp.source, scope));
    const keep = (breakpoint: Breakpoint) => {
      const same = kept.findIndex((bp) => bp.id === breakpoint.id);
      if (same >= 0) kept[same] = breakpoint;
      else kept.push(breakpoint);
    };
    for (const entry of entries) {
      if (entry.kind === 'exception' || entry.exceptionClass !== undefined) {
        const checked = checkExceptionClass(positions.generation, entry.exceptionClass ?? '');
        if (!checked.ok) {
          results.push({ kind: entry.kind, clientId: entry.clientId, ...(entry.exceptionClass ? { exceptionClass: entry.exceptionClass } : {}), errorMessage: checked.reason });
          continue;
        }
        const condition = conditionOf(entry, entry.clientId, { exceptionClass: checked.name });
        if (condition === false) continue;
        const id = exceptionBreakpointId(checked.name);
        results.push({ kind: 'exception', clientId: entry.clientId, exceptionClass: checked.name, id, uri: '' });
        const breakpoint: Breakpoint = {
          id, kind: 'exception', clientId: entry.clientId, uri: '', source: { kind: 'class', name: checked.name, line: 0 }, file: '', row: 0, exceptionClass: checked.name,
          skipCount: Math.max(0, Math.trunc(entry.skipCount ?? 0) || 0),
        };
        if (condition) conditioned.push({ breakpoint, condition });
        keep(breakpoint);
        continue;
      }
      const source = parseSourceUri(entry.uri, this.options.adtPath);
      if (!source) {
        results.push({ kind: entry.kind, clientId: entry.clientId, errorMessage: debuggerMessages.unsupportedObject(entry.uri) });
        continue;
      }
      const resolved = positions.resolve(source);
      if (!resolved.ok) {
        results.push({ kind: entry.kind, clientId: entry.clientId, errorMessage: resolved.reason });
        continue;
      }
      const condition = conditionOf(entry, entry.clientId);
      if (condition === false) continue;
      const stopsAt = { ...source, line: resolved.line };
      const uri = breakpointUri(this.options.adtPath, stopsAt);
      results.push({ kind: entry.kind, clientId: entry.clientId, uri, id: resolved.id });
      const breakpoint: Breakpoint = {
        id: resolved.id,
        kind: entry.kind,
        clientId: entry.clientId,
        uri,
        source: stopsAt,
        file: resolved.file,
        row: resolved.row,
        loopHeader: resolved.loopHeader,
        skipCount: Math.max(0, Math.trunc(entry.skipCount ?? 0) || 0),
      };
      if (condition) conditioned.push({ breakpoint, condition });
      keep(breakpoint);
    }
    this.checkUserBounds(caller, registration.terminalId, kept.length);
    if (conditioned.length > 0) {
      // each text once: a document may repeat one condition on many lines
      const texts = [...new Set(conditioned.map((c) => c.condition))];
      const compiled = await this.options.compileConditions(texts, limits.conditionCharacters);
      const byText = new Map(texts.map((text, index) => [text, compiled[index]!]));
      for (const { breakpoint, condition } of conditioned) Object.assign(breakpoint, { condition, compiled: byText.get(condition) });
      // another request of the user may have changed the registrations while the conditions were read
      this.checkUserBounds(caller, registration.terminalId, kept.length);
    }
    this.breakpoints.replace({ client: caller.client, user: caller.user, ...registration, breakpoints: kept });
    this.listenedTerminals.get(`${caller.client}\u0000${caller.user}`)?.delete(registration.terminalId);
    await this.rearmStopped(caller);
    return results;
  }

  /** Refuses a terminal's list that would take its user past the breakpoints or terminals a user may have. */
  private checkUserBounds(caller: Caller, terminalId: string, count: number): void {
    if (count === 0) return;
    const { breakpointsPerUser, terminalsPerUser } = this.options.limits;
    const others = this.breakpoints.ofUser(caller.client, caller.user).filter((r) => r.terminalId !== terminalId);
    if (others.length >= terminalsPerUser) throw new DebuggerError('conflict', debuggerMessages.terminalsPerUser(caller.user, others.length, terminalsPerUser));
    const total = others.reduce((sum, r) => sum + r.breakpoints.length, count);
    if (total > breakpointsPerUser) throw new DebuggerError('conflict', debuggerMessages.breakpointsPerUser(caller.user, total, breakpointsPerUser));
  }

  listBreakpoints(caller: Caller, clientId?: string): Breakpoint[] {
    return this.breakpoints.list(caller.client, caller.user, clientId);
  }

  /** Deletes a breakpoint of one scope (a debug session's copy never takes the user's external breakpoint with it). */
  deleteBreakpoint(caller: Caller, id: string, terminalId?: string, scope: BreakpointScope = 'external'): boolean {
    const deleted = this.breakpoints.delete(caller.client, caller.user, id, terminalId, scope);
    if (deleted) void this.rearmStopped(caller);
    return deleted;
  }

  /** The user's stopped runs take a changed breakpoint list at once (a continue stops only where it is set now). */
  private async rearmStopped(caller: Caller): Promise<void> {
    const processes = new Set([...this.debuggees.values()].filter((d) => d.client === caller.client && d.user === caller.user).map((d) => d.process));
    const request = armRequest(this.withLoopHeaders(this.breakpoints.list(caller.client, caller.user)));
    for (const process of processes) {
      const connection = this.connections.get(process);
      if (!connection || this.disarmedRuns.has(process)) continue;
      await connection.request(request).catch(() => undefined);
      this.armed.set(process, request.breakpoints.length + (request.exceptions?.length ?? 0));
    }
  }

  /** Breakpoints read back from the database learn whether their line is a loop header (it is not kept there). */
  protected withLoopHeaders(breakpoints: Breakpoint[], process?: WorkProcess): Breakpoint[] {
    for (const bp of breakpoints) {
      if (bp.loopHeader !== undefined || bp.exceptionClass !== undefined) continue;
      const positions = process ? this.positionsOf(process) : this.execution.build.current ? this.positionsFor(this.execution.build.current) : undefined;
      const resolved = positions?.resolve(bp.source);
      if (resolved) bp.loopHeader = resolved.ok && resolved.loopHeader;
    }
    return breakpoints;
  }

  /** The executable statement rows of a file of the current generation (for clients asking where to stop). */
  async stopRows(file: string): Promise<number[]> {
    return (await this.currentPositions()).stopRows(file);
  }

  private async currentPositions(): Promise<SourcePositions> {
    await this.execution.ready().catch(() => undefined);
    const generation = this.execution.ensureBuilt();
    return this.positionsFor(generation);
  }

  protected positionsOf(process: WorkProcess): SourcePositions {
    const current = this.execution.build.current;
    if (current && current.number === process.generation) return this.positionsFor(current);
    const cached = this.positionsByGeneration.get(process.generation);
    if (cached) return cached;
    const dir = process.options.config.generationDir;
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      return this.positionsFor(current!);
    }
    return this.positionsFor({ number: process.generation, dir, manifest });
  }

  private positionsFor(generation: Generation): SourcePositions {
    let positions = this.positionsByGeneration.get(generation.number);
    if (!positions) {
      positions = new SourcePositions(generation, this.options.adtPath);
      this.positionsByGeneration.set(generation.number, positions);
      // keep the few generations work processes may still run
      for (const number of [...this.positionsByGeneration.keys()]) if (number < generation.number - 3) this.positionsByGeneration.delete(number);
    }
    return positions;
  }
}
