/**
 * Ink 6 builds every frame from scratch: each written line is tokenised into styled characters and
 * measured, in caches that live for one frame only. Between two frames of a full-screen TUI nearly every
 * line is the same, so caches that live across frames roughly halve the work per key (bench/tui.bench.mjs:
 * a 500×40 grid ~18 → ~10 ms CPU a key). Ink exports no hook for this: its Output module is the one Ink
 * uses (ink-output-module.ts), and nothing is patched unless it has the expected shape. Entries are
 * dropped wholesale past a limit, so memory stays bounded.
 */
import { loadInkOutput } from './ink-output-module.js';

interface OutputCaches {
  widths: Map<string, number>;
  blockWidths: Map<string, number>;
  styledChars: Map<string, unknown>;
}

interface OutputClass {
  new (options: { width: number; height: number }): { caches: OutputCaches };
  prototype: { get(this: { caches: OutputCaches }): unknown };
}

let installed = false;

export async function shareInkOutputCaches(limit = 1500): Promise<boolean> {
  if (installed) return true;
  try {
    const Output = (await loadInkOutput()) as OutputClass;
    const shared = new Output({ width: 0, height: 0 }).caches;
    if (!(shared?.styledChars instanceof Map) || !(shared.widths instanceof Map) || !(shared.blockWidths instanceof Map)) return false;
    const get = Output.prototype.get;
    if (typeof get !== 'function') return false;
    Output.prototype.get = function (this: { caches: OutputCaches }) {
      if (shared.styledChars.size > limit || shared.widths.size > limit * 4) {
        shared.styledChars.clear();
        shared.widths.clear();
        shared.blockWidths.clear();
      }
      this.caches = shared;
      return get.call(this);
    };
    installed = true;
    return true;
  } catch {
    return false;
  }
}
