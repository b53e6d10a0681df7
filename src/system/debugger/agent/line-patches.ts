/**
 * The inspector agent's conditional breakpoints and skip counts (see breakpoint-hook.ts): the generated
 * line of each such breakpoint is patched with V8 live edit (Debugger.setScriptSource, the line count and
 * the text after the patch unchanged) to ask the main thread's hook at every pass, and a `debugger`
 * statement stops the run when the hook says so. Where a line cannot be patched — a line that continues a
 * block (`} else if …`), module top-level code (V8 refuses to live-edit it), a function on the stack while
 * the debuggee is stopped — a V8 breakpoint whose condition asks the same hook stands in (correct, but a
 * debug-evaluate at every pass).
 */
import type { SlotBreakpoint } from './breakpoint-hook.js';

/** Global names of the main thread's hook (breakpoint-hook.ts): the function patched lines call, and the hook object. */
export const BREAK_HOOK = '__abapdeckBreak';
export const BREAKPOINTS_GLOBAL = '__abapdeckBreakpoints';

type Post = <T = unknown>(method: string, params?: object) => Promise<T>;

/** One breakpoint position (ABAP file and row) that needs the hook, and where its generated lines are. */
export interface PatchRequest {
  key: string;
  breakpoints: SlotBreakpoint[];
  /** Root variables the conditions read (lower-case ABAP names, CLASS=>attribute). */
  roots: string[];
  places: Array<{ module: string; url: string; line: number }>;
}

interface PatchedModule {
  scriptId: string;
  original: string;
  /** Line → slot, the columns the patch takes and how many variables it passes. */
  lines: Map<number, { slot: number; start: number; end: number; roots: number }>;
}

/** What a pause in a patched line is. */
export type PatchPause = 'stop' | 'helper' | undefined;

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await arguments eval'.split(' '),
);

/** The JavaScript expression of a condition's root variable in the generated code. */
export function rootExpression(root: string): string {
  const separator = root.indexOf('=>');
  if (separator > 0) {
    const className = root.slice(0, separator).toUpperCase();
    const attribute = root.slice(separator + 2).toLowerCase();
    return `globalThis.abap?.Classes?.[${JSON.stringify(className)}]?.[${JSON.stringify(attribute)}]`;
  }
  const fieldSymbol = /^<(.+)>$/.exec(root);
  const name = fieldSymbol ? `fs_${fieldSymbol[1]}_` : root;
  if (!/^[a-z_$][\w$]*$/i.test(name) || RESERVED.has(name)) return 'undefined';
  // a local of the function (else the hook looks for an attribute of the instance, ME->…, or of the class)
  return `(typeof ${name} === 'undefined' ? undefined : ${name})`;
}

function hookCall(slot: number, roots: readonly string[]): string {
  const values = roots.length > 0 ? `, () => [${roots.map(rootExpression).join(', ')}]` : '';
  return `globalThis.${BREAK_HOOK}(${slot}, this${values})`;
}

export class LinePatches {
  private readonly modules = new Map<string, PatchedModule>();
  /** Stand-in V8 breakpoints (their CDP ids) → slot. */
  private readonly standIns = new Map<string, { slot: number; key: string }>();
  private readonly slots = new Map<string, number>();
  private readonly keyOfSlot = new Map<number, string>();
  /** The variables each slot's patched lines pass (grow-only). */
  private readonly slotRoots = new Map<number, string[]>();
  private nextSlot = 1;

  constructor(
    private readonly post: Post,
    private readonly scriptIdOf: (url: string) => string | undefined,
  ) {}

  /**
   * Patches the lines of the requested positions and (re)defines their slots, passes counted from zero; answers
   * how many positions are armed. A patched line stays patched for the life of the process and its variable list
   * only grows: live-editing a function again so that a variable it closed over no longer is makes V8 read that
   * frame's locals shifted (seen with Node 20), while a line whose slot has no breakpoints costs one map lookup.
   */
  async apply(requests: readonly PatchRequest[]): Promise<number> {
    const wanted = new Map<string, { url: string; lines: Map<number, number> }>();
    for (const request of requests) {
      let slot = this.slots.get(request.key);
      if (slot === undefined) {
        slot = this.nextSlot++;
        this.slots.set(request.key, slot);
        this.keyOfSlot.set(slot, request.key);
      }
      const roots = this.slotRoots.get(slot) ?? [];
      for (const root of request.roots) if (!roots.includes(root)) roots.push(root);
      this.slotRoots.set(slot, roots);
      for (const place of request.places) {
        const entry = wanted.get(place.module) ?? { url: place.url, lines: new Map() };
        entry.lines.set(place.line, slot);
        wanted.set(place.module, entry);
      }
    }
    for (const [cdpId] of this.standIns) await this.post('Debugger.removeBreakpoint', { breakpointId: cdpId }).catch(() => {});
    this.standIns.clear();
    const standIns: Array<{ url: string; line: number; slot: number }> = [];
    for (const [module, want] of wanted) {
      for (const line of await this.patchModule(module, want)) standIns.push({ url: want.url, line, slot: want.lines.get(line)! });
    }
    for (const standIn of standIns) {
      const result = await this.post<{ breakpointId: string }>('Debugger.setBreakpointByUrl', {
        urlRegex: `^${escapeRegExp(standIn.url)}(\\?.*)?$`,
        lineNumber: standIn.line,
        columnNumber: 0,
        condition: hookCall(standIn.slot, this.slotRoots.get(standIn.slot) ?? []),
      }).catch(() => undefined);
      if (result) this.standIns.set(result.breakpointId, { slot: standIn.slot, key: this.keyOfSlot.get(standIn.slot)! });
    }
    const definitions = requests.map((request) => {
      const slot = this.slots.get(request.key)!;
      return { slot, roots: this.slotRoots.get(slot) ?? [], breakpoints: request.breakpoints };
    });
    await this.post('Runtime.evaluate', {
      expression: `(() => { const hook = globalThis.${BREAKPOINTS_GLOBAL}; const all = ${JSON.stringify(definitions)}; hook.keep(all.map((d) => d.slot)); for (const d of all) hook.define(d.slot, d.roots, d.breakpoints); })()`,
      silent: true,
    });
    return requests.length;
  }

  /** Patches a module's wanted lines (line → slot) beside those patched before; answers the lines that could not be patched. */
  private async patchModule(module: string, want: { url: string; lines: Map<number, number> }): Promise<number[]> {
    let current = this.modules.get(module);
    if (!current) {
      const scriptId = this.scriptIdOf(want.url);
      if (!scriptId) return [...want.lines.keys()];
      const source = await this.post<{ scriptSource: string }>('Debugger.getScriptSource', { scriptId }).catch(() => undefined);
      if (!source) return [...want.lines.keys()];
      current = { scriptId, original: source.scriptSource, lines: new Map() };
    }
    const all = new Map<number, number>([...[...current.lines].map(([line, at]) => [line, at.slot] as [number, number]), ...want.lines]);
    const lines = current.original.split('\n');
    const patched = new Map<number, { slot: number; start: number; end: number; roots: number }>();
    const refused: number[] = [];
    for (const [line, slot] of all) {
      const text = lines[line];
      const start = text === undefined ? -1 : text.length - text.trimStart().length;
      // only a line that begins a statement takes one in front of it
      if (text === undefined || /^[})\]]/.test(text.trimStart()) || /^(case\b|default\s*:)/.test(text.trimStart())) {
        if (want.lines.has(line)) refused.push(line);
        continue;
      }
      const roots = this.slotRoots.get(slot) ?? [];
      const prefix = `if (${hookCall(slot, roots)}) debugger; `;
      lines[line] = text.slice(0, start) + prefix + text.slice(start);
      patched.set(line, { slot, start, end: start + prefix.length, roots: roots.length });
    }
    const unchanged = this.modules.has(module) && patched.size === current.lines.size && [...patched].every(([line, p]) => current!.lines.get(line)?.end === p.end && current!.lines.get(line)?.roots === p.roots);
    if (unchanged) return refused;
    const result = await this.post<{ status?: string; exceptionDetails?: unknown }>('Debugger.setScriptSource', {
      scriptId: current.scriptId,
      scriptSource: lines.join('\n'),
    }).catch(() => ({ status: 'Error', exceptionDetails: undefined }));
    const ok = (result.status === undefined || result.status === 'Ok') && !result.exceptionDetails;
    // refused (module top-level code, a function on the stack): the module keeps what it had and the wanted lines
    // not patched yet get stand-ins (a line patched before keeps its patch: a stand-in too would count its passes twice)
    if (!ok) return [...want.lines.keys()].filter((line) => !current!.lines.has(line));
    this.modules.set(module, { ...current, lines: patched });
    return refused;
  }

  /** A pause at a patched line: the `debugger` statement of a reached breakpoint, or a step into the patch's own arrow. */
  pauseAt(scriptId: string, line: number, column: number, functionLocation?: { scriptId: string; lineNumber: number; columnNumber: number }): PatchPause {
    for (const patched of this.modules.values()) {
      if (patched.scriptId !== scriptId) continue;
      const at = patched.lines.get(line);
      if (!at) return undefined;
      const definedInPatch = functionLocation && functionLocation.scriptId === scriptId && functionLocation.lineNumber === line && functionLocation.columnNumber >= at.start && functionLocation.columnNumber < at.end;
      if (definedInPatch) return 'helper';
      // the `debugger` statement ends the patch ("debugger; ")
      return column === at.end - 'debugger; '.length ? 'stop' : undefined;
    }
    return undefined;
  }

  /** How many characters a patch put in front of a generated line (0: none). */
  prefixLength(scriptId: string, line: number): number {
    for (const patched of this.modules.values()) {
      if (patched.scriptId !== scriptId) continue;
      const at = patched.lines.get(line);
      return at ? at.end - at.start : 0;
    }
    return 0;
  }

  /** The position (file:row) a slot stands for. */
  keyOf(slot: number): string | undefined {
    return this.keyOfSlot.get(slot);
  }

  /** Whether a CDP breakpoint is a stand-in of a patch. */
  isStandIn(cdpId: string): boolean {
    return this.standIns.has(cdpId);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
