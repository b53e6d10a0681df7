/**
 * The inspector agent's reading of a stop: the ABAP frames (the main thread's DebugInspector, debug-variables.ts,
 * evaluated on the paused frame), the frame a client selected (goToStack) and the capture of a frame's variables,
 * once per frame and stop, and what a client reads at each stop in one answer (stop-view.ts).
 */
import type { EngineReply } from '../agent-protocol.js';
import type { AbapFrame } from '../../execution/pool/protocol.js';
import { AgentBase } from './agent-base.js';
import { isRaise, sameFunction, type CallFrame, type StopFrames } from './inspector-types.js';

export abstract class StopCapture extends AgentBase {
  /** Whether variables were read at this stop (the inspector then remembers them for the next stop's changes). */
  private readAtStop = false;

  private topFrame(): CallFrame {
    const frame = this.paused?.callFrames[0];
    if (!frame) throw new Error('the debuggee is not stopped');
    return frame;
  }

  protected async evaluate(call: string): Promise<unknown> {
    const frame = this.topFrame();
    const result = await this.post<{ result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
      'Debugger.evaluateOnCallFrame',
      // one string crosses the inspector protocol: V8 turns a large result object into protocol values slowly
      { callFrameId: frame.callFrameId, expression: `JSON.stringify(globalThis.${this.data.inspectorGlobal}.${call})`, returnByValue: true, silent: true },
    );
    if (result.exceptionDetails) throw new Error(result.exceptionDetails.exception?.description ?? result.exceptionDetails.text);
    const text = result.result.value;
    return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
  }

  /** ABAP frames on the stack, innermost first (awaiting callers included). */
  protected async abapFrames(): Promise<AbapFrame[]> {
    const frames = await this.evaluate('frames()').catch(() => []);
    return Array.isArray(frames) ? (frames as AbapFrame[]) : [];
  }

  /** What a client reads at a stop (stop-view.ts): the ABAP frames, and the top frame's @ROOT with each child it names. */
  protected async viewOfStop(): Promise<Omit<EngineReply & { op: 'view' }, 'op'>> {
    const { frames } = await this.stackOfStop();
    const children = await this.capture('view');
    return { frames, children: (children ?? (await this.evaluate('view()'))) as never };
  }

  /** The ABAP frames of this stop, each with its capture slot and (while on the synchronous stack) its call frame. */
  protected async stackOfStop(): Promise<StopFrames> {
    const paused = this.paused;
    if (!paused) throw new Error('the debuggee is not stopped');
    if (this.stopFrames?.paused === paused) return this.stopFrames;
    const frames = await this.abapFrames();
    // V8's synchronous frames in generated code come first; awaiting callers only appear in the ABAP stack (a
    // raise's frame stands at RAISE EXCEPTION's unmapped `throw` line: it is the raising statement's frame)
    const raising = isRaise(paused) ? this.index.raisePlace(paused)?.frame : undefined;
    const generated = paused.callFrames.filter((frame) => frame === raising || this.index.placeOf(frame.location, frame)?.row !== undefined);
    let next = 0;
    const slots = frames.map((frame, index) => {
      const slot = `${frames.length - 1 - index}:${frame.module}:${frame.jsName}`;
      for (let j = next; j < generated.length; j++) {
        const place = this.index.placeOf(generated[j]!.location, generated[j]!)!;
        if (place.module !== frame.module) continue;
        if (place.row !== frame.row && sameFunction(generated[j]!.functionName, frame.jsName) === false) continue;
        next = j + 1;
        // V8's stack trace places a frame standing at a statement's jump check (jump-dispatch.ts) on the line
        // before; the pause's own location is exact
        if (place.row !== undefined && place.file !== '') frames[index] = { ...frame, file: place.file, row: place.row };
        return { slot, callFrame: generated[j] };
      }
      return { slot };
    });
    if (slots.length === 0 && paused.callFrames[0]) slots.push({ slot: `0:top`, callFrame: paused.callFrames[0] });
    this.stopFrames = { paused, frames, slots, selected: 0, captured: new Set() };
    return this.stopFrames;
  }

  /** goToStack: answers the position selected (the top frame has the highest). */
  protected async select(position: number): Promise<number> {
    const stop = await this.stackOfStop();
    const count = stop.slots.length;
    if (!Number.isInteger(position) || position < 1 || position > count) throw new Error(`Stack position ${position} does not exist (1 to ${count})`);
    stop.selected = count - position;
    return position;
  }

  /**
   * Hands the selected frame's variables to the main thread's inspector (once per frame and stop): V8's scope
   * objects of the frame — the function's own scopes up to its local scope, and the enclosing ones of its
   * program (a report's or function group's globals) — in one call. A caller that awaits a call is not on V8's
   * stack: its variables are the ones captured when it was (at an earlier stop), if it was. With `then`, a frame
   * captured now also answers that read of the inspector in the same call (its JSON; undefined otherwise).
   */
  protected async capture(then?: 'view'): Promise<unknown> {
    const stop = await this.stackOfStop();
    this.readAtStop = true;
    const selected = stop.slots[stop.selected];
    if (!selected) return;
    const keep = JSON.stringify(stop.slots.map((s) => s.slot));
    if (stop.captured.has(selected.slot)) {
      await this.evaluate(`select(${JSON.stringify(selected.slot)})`);
      return;
    }
    const frame = selected.callFrame;
    if (!frame) {
      await this.evaluate(`select(${JSON.stringify(selected.slot)}, ${keep})`);
      stop.captured.add(selected.slot);
      return;
    }
    const own: string[] = [];
    const outer: string[] = [];
    let inOwn = true;
    for (const scope of frame.scopeChain) {
      const objectId = scope.object.objectId;
      if (!objectId || scope.type === 'global' || scope.type === 'script' || scope.type === 'eval') continue;
      if (inOwn) own.push(objectId);
      else if (scope.type === 'block' || scope.type === 'closure' || scope.type === 'module') outer.push(objectId);
      if (scope.type === 'local') inOwn = false;
    }
    const receiver = own[0] ?? outer[0];
    if (!receiver) return;
    const result = await this.post<{ result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } }>('Runtime.callFunctionOn', {
      objectId: receiver,
      functionDeclaration: `function (slot, keep, self, functionName, then, ownCount, ...scopes) { const inspector = globalThis.${this.data.inspectorGlobal}; inspector.retain(keep); inspector.capture(slot, self, functionName, scopes.slice(0, ownCount), scopes.slice(ownCount)); return then ? JSON.stringify(inspector[then]()) : undefined; }`,
      arguments: [
        { value: selected.slot },
        { value: stop.slots.map((s) => s.slot) },
        frame.this?.objectId ? { objectId: frame.this.objectId } : { value: null },
        { value: frame.functionName },
        { value: then ?? null },
        { value: own.length },
        ...[...own, ...outer].map((objectId) => ({ objectId })),
      ],
      returnByValue: true,
      silent: true,
    });
    if (result.exceptionDetails) throw new Error(result.exceptionDetails.exception?.description ?? result.exceptionDetails.text);
    stop.captured.add(selected.slot);
    // the follow-up read answered in the same request (one round trip to the main thread less)
    return typeof result.result?.value === 'string' ? (JSON.parse(result.result.value) as unknown) : undefined;
  }

  /** Before the debuggee goes on: what was read at this stop is what the next stop's changes compare with. */
  protected async leaveStop(): Promise<void> {
    await this.forgetException();
    if (!this.readAtStop) return;
    this.readAtStop = false;
    await this.evaluate('leaveStop()').catch(() => undefined);
  }
}
