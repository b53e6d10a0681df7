/**
 * Exception breakpoints in the inspector agent: V8 pauses at every raise while any is armed; the agent stops at
 * the raising statement when one is armed for the raised class (or a superclass), past its skip count and where
 * its condition holds, and shows the exception ({EXCEPTION}) with its text (exception-text.ts).
 */
import type { ArmedException, StopPosition, UnresolvedCondition } from '../agent-protocol.js';
import { EXCEPTION_TEXT_GLOBAL } from './exception-text.js';
import { WatchStops } from './watch-stops.js';
import { isRaise, type CallFrame, type Paused, type Place } from './inspector-types.js';

/** Marks an exception object whose raise was looked at (a rejection passing up through awaiting callers is the same raise). */
const RAISED_MARK = '__abapdeckRaised';

export abstract class ExceptionStops extends WatchStops {
  /** Exception breakpoints: V8 pauses at every raise while there are any. */
  private exceptions: ArmedException[] = [];
  /** Raises of each exception breakpoint's class in this run (its skip count). */
  private readonly exceptionPasses = new Map<string, number>();

  /** Exception breakpoints: V8 pauses at every raise while any is armed (none: no cost at all). Raises are counted from zero. */
  protected async armExceptions(exceptions: readonly ArmedException[]): Promise<number> {
    if ((this.exceptions.length > 0) !== (exceptions.length > 0)) {
      await this.post('Debugger.setPauseOnExceptions', { state: exceptions.length > 0 ? 'all' : 'none' });
    }
    this.exceptions = [...exceptions];
    this.exceptionPasses.clear();
    return exceptions.length;
  }

  /**
   * Where an exception pause stops: at the raising statement, when an exception breakpoint is armed for the
   * raised object's class (or a superclass), its raises so far exceed its skip count and its condition holds
   * there (evaluated on the raising statement's frame; one that cannot be evaluated stops and says why).
   */
  protected async exceptionStop(paused: Paused): Promise<StopPosition | undefined> {
    const objectId = paused.data?.objectId;
    if (!isRaise(paused) || this.exceptions.length === 0 || !objectId) return undefined;
    const names = await this.raisedClasses(objectId);
    const armed = this.exceptions.filter((e) => names.includes(e.exceptionClass));
    const at = armed.length > 0 ? (this.index.raisePlace(paused) ?? (await this.awaitingRaisePlace())) : undefined;
    if (!at || at.place.row === undefined) return undefined;
    const ids: string[] = [];
    const unresolved: UnresolvedCondition[] = [];
    for (const exception of armed) {
      const passes = (this.exceptionPasses.get(exception.id) ?? 0) + 1;
      this.exceptionPasses.set(exception.id, passes);
      if (passes <= (exception.skipCount ?? 0)) continue;
      if (exception.condition) {
        const result = at.frame
          ? await this.conditionAt(at.frame, exception.id, exception.condition)
          : { holds: true, unresolved: { id: exception.id, message: 'The variables of the raising statement cannot be read at this raise (it was raised after the statement\'s call returned)', offset: 0 } };
        if (result.unresolved) unresolved.push(result.unresolved);
        else if (!result.holds) continue;
      }
      ids.push(exception.id);
    }
    if (ids.length === 0) return undefined;
    const text = await this.exceptionText(objectId);
    await this.post('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function (text) { globalThis.${this.data.inspectorGlobal}.setException(this, text); }`,
      arguments: [{ value: text }],
      silent: true,
    }).catch(() => undefined);
    this.exceptionShown = true;
    const { place } = at;
    return { file: place.file, row: place.row!, module: place.module, breakpoints: ids, exception: { className: names[0] ?? '', text }, ...(unresolved.length > 0 ? { unresolved } : {}) };
  }

  /**
   * The class chain (upper-case names, the raised class first) of an exception pause's object; empty when this
   * raise was looked at before: V8 reports a raise in an async method without a handler of its own as the
   * rejection of its promise, at the raising statement, and one raise is reported once (the object is marked),
   * however many callers it passes.
   */
  private async raisedClasses(objectId: string): Promise<string[]> {
    const classes = await this.post<{ result: { value?: string[] } }>('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function () { if (this === null || typeof this !== 'object' || Object.prototype.hasOwnProperty.call(this, '${RAISED_MARK}')) return []; Object.defineProperty(this, '${RAISED_MARK}', { value: true }); const names = []; for (let c = this.constructor; typeof c === 'function' && c.INTERNAL_NAME; c = Object.getPrototypeOf(c)) names.push(String(c.INTERNAL_NAME).toUpperCase()); return names; }`,
      returnByValue: true,
      silent: true,
    }).catch(() => undefined);
    return classes?.result.value ?? [];
  }

  /**
   * The text of a raised exception while the run is paused, as get_text( ) gives it: a T100 message's text with
   * its attributes filled in (exception-text.ts, on the main thread), else its class's default text, which ABAP
   * methods compute without waiting (an async method that awaits nothing has settled when it returns).
   */
  protected async exceptionText(objectId: string): Promise<string> {
    const message = await this.post<{ result: { value?: unknown } }>('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function () { const text = globalThis.${EXCEPTION_TEXT_GLOBAL}; return typeof text === 'function' ? text(this) : undefined; }`,
      returnByValue: true,
      silent: true,
    }).catch(() => undefined);
    if (typeof message?.result.value === 'string') return message.result.value;
    const promise = await this.post<{ result: { objectId?: string } }>('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function () { return typeof this.default_text === 'function' ? this.default_text() : undefined; }`,
      silent: true,
    }).catch(() => undefined);
    const promiseId = promise?.result.objectId;
    if (!promiseId) return '';
    const properties = await this.post<{ internalProperties?: Array<{ name: string; value?: { objectId?: string; value?: unknown } }> }>('Runtime.getProperties', {
      objectId: promiseId,
      ownProperties: true,
    }).catch(() => undefined);
    const state = properties?.internalProperties?.find((p) => p.name === '[[PromiseState]]')?.value?.value;
    const resultId = properties?.internalProperties?.find((p) => p.name === '[[PromiseResult]]')?.value?.objectId;
    if (state !== 'fulfilled' || !resultId) return '';
    const text = await this.post<{ result: { value?: unknown } }>('Runtime.callFunctionOn', {
      objectId: resultId,
      functionDeclaration: `function () { const v = typeof this.get === 'function' ? this.get() : ''; return typeof v === 'string' ? v.trimEnd() : String(v); }`,
      returnByValue: true,
      silent: true,
    }).catch(() => undefined);
    return typeof text?.result.value === 'string' ? text.result.value : '';
  }

  /**
   * Where a raise that no generated frame is under stands: the runtime raised it after the statement's call
   * awaited (its frame is suspended, not on V8's stack), at the innermost ABAP frame of the awaiting callers.
   * Its variables are not reachable there (no frame).
   */
  private async awaitingRaisePlace(): Promise<{ place: Place; frame?: CallFrame } | undefined> {
    const top = (await this.abapFrames())[0];
    return top ? { place: { module: top.module, file: top.file, row: top.row, line: -1, column: 0, functionKey: '' } } : undefined;
  }
}
