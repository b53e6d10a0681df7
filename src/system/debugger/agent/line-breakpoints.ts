/**
 * Line breakpoints in the inspector agent: a run's breakpoints armed as V8 breakpoints at the generated lines
 * of their rows (a loop header's at the start of its body, so it stops at every iteration), or, with a condition
 * or a skip count, as patched lines that ask the main thread's hook (line-patches.ts); and which of them a pause
 * reached.
 */
import type { ArmedBreakpoint, UnresolvedCondition } from '../agent-protocol.js';
import type { GeneratedModule } from '../../execution/transpile/generated-module.js';
import { BREAKPOINTS_GLOBAL, type PatchRequest } from './line-patches.js';
import { ExceptionStops } from './exception-stops.js';
import type { Paused } from './inspector-types.js';

export abstract class LineBreakpoints extends ExceptionStops {
  private readonly cdpBreakpoints = new Map<string, { key: string; ids: string[] }>();
  /** Positions (file:row) of armed breakpoints that are loop headers. */
  private loopHeaders = new Set<string>();

  /** Replaces the armed breakpoints with the given ones; returns how many resolved to generated code. */
  protected async arm(all: readonly ArmedBreakpoint[]): Promise<number> {
    // a position where any breakpoint has a condition or a skip count is decided by the hook, all of its breakpoints there
    const keyOf = (bp: ArmedBreakpoint) => `${bp.file}:${bp.row}`;
    const hooked = new Set(all.filter((bp) => bp.condition !== undefined || (bp.skipCount ?? 0) > 0).map(keyOf));
    const breakpoints = all.filter((bp) => !hooked.has(keyOf(bp)));
    this.loopHeaders = new Set(all.filter((bp) => bp.loopHeader).map(keyOf));
    const patched = await this.patches.apply(this.patchRequests(all.filter((bp) => hooked.has(keyOf(bp)))));
    const wanted = new Map<string, string[]>();
    for (const bp of breakpoints) {
      const key = `${bp.file}:${bp.row}`;
      wanted.set(key, [...(wanted.get(key) ?? []), bp.id]);
    }
    for (const [cdpId, armed] of [...this.cdpBreakpoints]) {
      if (wanted.has(armed.key)) continue;
      await this.post('Debugger.removeBreakpoint', { breakpointId: cdpId }).catch(() => {});
      this.cdpBreakpoints.delete(cdpId);
    }
    const armedKeys = new Map([...this.cdpBreakpoints].map(([cdpId, armed]) => [armed.key, cdpId]));
    let resolved = 0;
    for (const [key, ids] of wanted) {
      const existing = armedKeys.get(key);
      if (existing) {
        this.cdpBreakpoints.get(existing)!.ids = ids;
        resolved++;
        continue;
      }
      const [file, row] = [key.slice(0, key.lastIndexOf(':')), Number(key.slice(key.lastIndexOf(':') + 1))];
      let placed = false;
      for (const module of this.index.modulesOf(file)) {
        const generated = this.index.module(module);
        for (const line of this.armedLines(generated, file, row)) {
          const cdpId = await this.breakAt(module, line);
          if (!cdpId) continue;
          this.cdpBreakpoints.set(cdpId, { key, ids });
          placed = true;
        }
      }
      if (placed) resolved++;
    }
    return resolved + patched;
  }

  /** The generated lines a breakpoint at a row is armed at: a loop header's at the start of its body (every iteration). */
  private armedLines(generated: GeneratedModule | undefined, file: string, row: number): number[] {
    if (!generated) return [];
    if (this.loopHeaders.has(`${file}:${row}`)) {
      const body = generated.loopBodyLines(file, row);
      if (body.length > 0) return body;
    }
    return generated.linesOf(file, row);
  }

  /** The hook's requests for breakpoints with a condition or a skip count, one per position. */
  private patchRequests(breakpoints: readonly ArmedBreakpoint[]): PatchRequest[] {
    const requests = new Map<string, PatchRequest>();
    for (const bp of breakpoints) {
      const key = `${bp.file}:${bp.row}`;
      let request = requests.get(key);
      if (!request) {
        const places = this.index.modulesOf(bp.file).flatMap((module) =>
          this.armedLines(this.index.module(module), bp.file, bp.row).map((line) => ({ module, line, url: this.index.urlOf(module) })),
        );
        request = { key, breakpoints: [], roots: [], places };
        requests.set(key, request);
      }
      request.breakpoints.push({ id: bp.id, skipCount: bp.skipCount ?? 0, ...(bp.condition ? { condition: bp.condition } : {}) });
      for (const root of bp.condition?.ok ? bp.condition.roots : []) if (!request.roots.includes(root)) request.roots.push(root);
    }
    return [...requests.values()];
  }

  /**
   * The breakpoints a pause reached: V8 breakpoints of ours, and (the `debugger` statement of a patched line, or
   * a stand-in's hit) those the hook decided for, with the conditions it could not evaluate.
   */
  protected async reachedAt(paused: Paused): Promise<{ breakpoints: string[]; unresolved: UnresolvedCondition[]; at?: { file: string; row: number } }> {
    const hits = paused.hitBreakpoints ?? [];
    const breakpoints = hits.flatMap((cdpId) => this.cdpBreakpoints.get(cdpId)?.ids ?? []);
    // a loop header's breakpoint stands at the start of the loop's body: the stop is the header's row
    const keys = hits.map((cdpId) => this.cdpBreakpoints.get(cdpId)?.key).filter((key): key is string => key !== undefined);
    const top = paused.callFrames[0];
    const hooked = hits.some((cdpId) => this.patches.isStandIn(cdpId)) || (top && this.patches.pauseAt(top.location.scriptId, top.location.lineNumber, top.location.columnNumber, top.functionLocation) === 'stop');
    let unresolved: UnresolvedCondition[] = [];
    if (hooked) {
      const taken = await this.post<{ result: { value?: { slot: number; ids: string[]; unresolved: UnresolvedCondition[] } } }>('Runtime.evaluate', {
        expression: `globalThis.${BREAKPOINTS_GLOBAL}.take()`,
        returnByValue: true,
        silent: true,
      }).catch(() => undefined);
      const reached = taken?.result.value;
      breakpoints.push(...(reached?.ids ?? []));
      unresolved = reached?.unresolved ?? [];
      const key = reached ? this.patches.keyOf(reached.slot) : undefined;
      if (key) keys.push(key);
    }
    const header = keys.find((key) => this.loopHeaders.has(key));
    const at = header ? { file: header.slice(0, header.lastIndexOf(':')), row: Number(header.slice(header.lastIndexOf(':') + 1)) } : undefined;
    return { breakpoints, unresolved, ...(at ? { at } : {}) };
  }
}
