/**
 * Watchpoints in the inspector agent: the main thread's inspector wraps the watched variables (watchpoints.ts)
 * and pauses in its own script when one changes; the agent goes on to the end of the changing statement and stops
 * at the next one where the watchpoint's condition holds. A condition (a watchpoint's, an exception breakpoint's)
 * is evaluated on a paused frame by the breakpoint hook (breakpoint-hook.ts).
 */
import type { CompiledCondition, StopPosition, UnresolvedCondition, WatchpointHit } from '../agent-protocol.js';
import { BREAK_HOOK, BREAKPOINTS_GLOBAL, rootExpression } from './line-patches.js';
import { WATCH_SOURCE_URL } from './watchpoints.js';
import { StopCapture } from './stop-capture.js';
import type { CallFrame, Paused, Place } from './inspector-types.js';

/** The breakpoint hook's slot a watchpoint's or exception breakpoint's condition is evaluated under (patched lines count from 1). */
const CONDITION_SLOT = -1;

export abstract class WatchStops extends StopCapture {
  /** Watchpoints of the run (their condition, if any): the main thread's inspector watches the variables. */
  protected readonly watchConditions = new Map<string, CompiledCondition | undefined>();

  /** A pause at the watch wrappers' `debugger` statement: a watched variable changed. */
  protected isWatchPause(paused: Paused): boolean {
    const top = paused.callFrames[0];
    return this.watchConditions.size > 0 && top !== undefined && this.index.scripts.get(top.location.scriptId) === WATCH_SOURCE_URL;
  }

  protected async unwatch(id?: string): Promise<void> {
    if (id === undefined) this.watchConditions.clear();
    else this.watchConditions.delete(id);
    await this.post('Runtime.evaluate', { expression: `globalThis.${this.data.inspectorGlobal}.unwatch(${id === undefined ? '' : JSON.stringify(id)})`, silent: true }).catch(() => undefined);
  }

  /**
   * A watched variable changed inside a statement: out of the wrapper (and the runtime beneath it) into the
   * statement's generated code, then on to the next statement, where the watchpoint stops if its condition
   * holds (stop), else the run goes on (no stop); ended: the run ended first.
   */
  protected async afterWatch(): Promise<{ stop?: StopPosition; ended: boolean }> {
    // the statement that made the change: the innermost frame of generated code under the wrapper
    const changing = this.paused?.callFrames.map((frame) => this.index.placeOf(frame.location, frame)).find((place) => place?.row !== undefined);
    let place: Place | undefined;
    for (let i = 0; i < 20; i++) {
      const top = this.paused?.callFrames[0];
      if (!top) return { ended: true };
      place = this.index.placeOf(top.location, top);
      if (place && place.row !== undefined) break;
      const next = this.nextPause();
      this.paused = undefined;
      this.stopFrames = undefined;
      await this.post('Debugger.stepOut');
      if (!(await next)) return { ended: true };
    }
    // V8's step out may already stand at the start of the next statement; else on to it
    const next = place && place.row !== undefined && changing && (place.row !== changing.row || place.functionKey !== changing.functionKey) && (await this.index.isStop(place.file, place.row));
    let stop: StopPosition | undefined;
    if (next && place) stop = { file: place.file, row: place.row!, module: place.module, breakpoints: [] };
    else {
      const stepping = this.stepping;
      stop = await this.step('over');
      this.stepping = stepping;
    }
    if (!stop) return { ended: true };
    const withHits = await this.withWatchHits(stop);
    return withHits.breakpoints.length > 0 || (withHits.watchpoints?.length ?? 0) > 0 ? { stop: withHits, ended: false } : { ended: false };
  }

  /** The watchpoints whose variable changed before this stop and whose condition holds here, added to the stop. */
  protected async withWatchHits(stop: StopPosition): Promise<StopPosition> {
    if (this.watchConditions.size === 0 || !this.paused) return stop;
    const taken = await this.post<{ result: { value?: string } }>('Runtime.evaluate', {
      expression: `JSON.stringify(globalThis.${this.data.inspectorGlobal}.watchHits())`,
      returnByValue: true,
      silent: true,
    }).catch(() => undefined);
    const hits = JSON.parse(taken?.result.value ?? '[]') as WatchpointHit[];
    const holding: WatchpointHit[] = [];
    for (const hit of hits) if (await this.watchConditionHolds(hit.id)) holding.push(hit);
    return holding.length > 0 ? { ...stop, watchpoints: [...(stop.watchpoints ?? []), ...holding] } : stop;
  }

  /** A watchpoint's condition at the stop, on the top frame; one that cannot be evaluated holds (it stops, as ADT). */
  private async watchConditionHolds(id: string): Promise<boolean> {
    const condition = this.watchConditions.get(id);
    const top = this.paused?.callFrames[0];
    if (!condition || !top) return true;
    const result = await this.conditionAt(top, id, condition);
    return result.holds || result.unresolved !== undefined;
  }

  /**
   * A condition at the stop, on the frame a client selected (goToStack): whether it holds, or why it cannot be
   * evaluated there. A caller that awaits a call is not on V8's stack: its variables cannot be evaluated.
   */
  protected async conditionOfSelected(condition: CompiledCondition): Promise<{ holds?: boolean; error?: string }> {
    const stop = await this.stackOfStop();
    const frame = stop.slots[stop.selected]?.callFrame;
    if (!frame) return { error: 'The condition cannot be evaluated in this frame: it waits for the method it called (select a frame nearer the top)' };
    const result = await this.conditionAt(frame, 'evaluate', condition);
    return result.unresolved ? { error: result.unresolved.message } : { holds: result.holds };
  }

  /**
   * A condition evaluated on a paused frame by the breakpoint hook (the same evaluator as a conditional
   * breakpoint's, under a slot of its own for the one evaluation): whether it holds, or why it cannot be evaluated.
   */
  protected async conditionAt(frame: CallFrame, id: string, condition: CompiledCondition): Promise<{ holds: boolean; unresolved?: UnresolvedCondition }> {
    if (!condition.ok) return { holds: true, unresolved: { id, message: condition.reason, offset: condition.offset } };
    const slot = CONDITION_SLOT;
    const roots = condition.roots.map(rootExpression).join(', ');
    const expression = `(() => { const hook = globalThis.${BREAKPOINTS_GLOBAL}; hook.define(${slot}, ${JSON.stringify(condition.roots)}, [{ id: ${JSON.stringify(id)}, skipCount: 0, condition: ${JSON.stringify(condition)} }]); const stop = globalThis.${BREAK_HOOK}(${slot}, this, () => [${roots}]); const reached = hook.take(); hook.keep([...hook.slots.keys()].filter((s) => s !== ${slot})); return JSON.stringify({ stop, unresolved: reached ? reached.unresolved : [] }); })()`;
    const result = await this.post<{ result: { value?: unknown } }>('Debugger.evaluateOnCallFrame', { callFrameId: frame.callFrameId, expression, returnByValue: true, silent: true }).catch(() => undefined);
    const value = typeof result?.result.value === 'string' ? (JSON.parse(result.result.value) as { stop: boolean; unresolved: UnresolvedCondition[] }) : undefined;
    if (!value) return { holds: true, unresolved: { id, message: 'The condition cannot be evaluated at this statement', offset: 0 } };
    const unresolved = value.unresolved.find((u) => u.id === id);
    return unresolved ? { holds: true, unresolved } : { holds: value.stop };
  }
}
