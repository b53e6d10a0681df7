/**
 * Watchpoints on the main thread of a work process. A watchpoint is set while the debuggee is stopped, on a
 * variable of the frame the client looks at: its data object (and, for a structure, every component; for a
 * table, the table) gets its changing methods (set, clear, append …) wrapped, on that object only. After each
 * call the wrapper compares the variable with what it was; when it changed, the change is kept (old and new
 * value) and the wrapper's `debugger` statement pauses the run, and the inspector agent steps on to the end of
 * the statement that made the change, where the watchpoint stops. The wrappers live in a script of their own
 * (WATCH_SOURCE_URL), not blackboxed, so V8 pauses there; a variable nobody watches costs nothing.
 */
import runtime from '@abaplint/runtime';

const { types } = runtime;

/** The script the wrappers are compiled in: a pause there is a watchpoint's. */
export const WATCH_SOURCE_URL = 'abapdeck-watchpoints.js';

/**
 * The methods of the runtime's data objects that change them in place. A reference or a field symbol changes by
 * `assign` (READ TABLE … REFERENCE INTO, GET REFERENCE OF, ASSIGN) and `unassign`.
 */
const CHANGING_METHODS = ['set', 'clear', 'append', 'appendInitial', 'insertIndex', 'deleteIndex', 'setValue', 'assign', 'unassign'];

type Wrap = (original: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown;

interface Watch {
  id: string;
  variable: string;
  root: unknown;
  /** What the variable showed after the last change looked at. */
  last: string;
  shown: string;
  targets: object[];
}

/** A change of a watched variable: its value before and after. */
export interface WatchHit {
  id: string;
  variable: string;
  oldValue: string;
  newValue: string;
}

interface Patched {
  original: unknown;
  own: boolean;
}

export class Watchpoints {
  private readonly watches = new Map<string, Watch>();
  private readonly byTarget = new Map<object, Set<Watch>>();
  private readonly patched = new Map<object, Map<string, Patched>>();
  private hits = new Map<string, WatchHit>();
  private wrap: Wrap | undefined;

  /** signature: what a change is compared by; shown: the value a client sees. */
  constructor(
    private readonly signature: (value: unknown) => string,
    private readonly shown: (value: unknown) => string,
  ) {}

  get size(): number {
    return this.watches.size;
  }

  /** Watches a data object under an id (a variable path for the client); answers its value now. */
  add(id: string, variable: string, root: unknown): string {
    this.remove(id);
    const targets = dataObjects(root);
    const watch: Watch = { id, variable, root, last: this.signature(root), shown: this.shown(root), targets };
    this.watches.set(id, watch);
    for (const target of targets) {
      const set = this.byTarget.get(target) ?? new Set<Watch>();
      set.add(watch);
      this.byTarget.set(target, set);
      this.patch(target);
    }
    return watch.shown;
  }

  /** Ends a watchpoint (none given: every one), restoring the methods nobody watches any more. */
  remove(id?: string): void {
    for (const watch of [...this.watches.values()]) {
      if (id !== undefined && watch.id !== id) continue;
      this.watches.delete(watch.id);
      this.hits.delete(watch.id);
      for (const target of watch.targets) {
        const set = this.byTarget.get(target);
        set?.delete(watch);
        if (set && set.size > 0) continue;
        this.byTarget.delete(target);
        this.unpatch(target);
      }
    }
  }

  /** The changes since the last take (one per watchpoint: its first old value and its last new one). */
  take(): WatchHit[] {
    const hits = [...this.hits.values()];
    this.hits = new Map();
    return hits;
  }

  /** Called by a wrapper after a changing method ran on a target: whether a watched variable changed. */
  private changed(target: object): boolean {
    const watches = this.byTarget.get(target);
    if (!watches) return false;
    let changed = false;
    for (const watch of watches) {
      const now = this.signature(watch.root);
      if (now === watch.last) continue;
      const shown = this.shown(watch.root);
      const earlier = this.hits.get(watch.id);
      this.hits.set(watch.id, { id: watch.id, variable: watch.variable, oldValue: earlier?.oldValue ?? watch.shown, newValue: shown });
      watch.last = now;
      watch.shown = shown;
      changed = true;
    }
    return changed;
  }

  private patch(target: object): void {
    if (this.patched.has(target)) return;
    const wrap = this.wrapper();
    const methods = new Map<string, Patched>();
    const holder = target as Record<string, unknown>;
    for (const name of CHANGING_METHODS) {
      const original = holder[name];
      if (typeof original !== 'function') continue;
      methods.set(name, { original, own: Object.prototype.hasOwnProperty.call(target, name) });
      Object.defineProperty(target, name, { value: wrap(original as (...args: unknown[]) => unknown), configurable: true, writable: true, enumerable: false });
    }
    this.patched.set(target, methods);
  }

  private unpatch(target: object): void {
    const methods = this.patched.get(target);
    if (!methods) return;
    for (const [name, { original, own }] of methods) {
      if (own) Object.defineProperty(target, name, { value: original, configurable: true, writable: true, enumerable: false });
      else delete (target as Record<string, unknown>)[name];
    }
    this.patched.delete(target);
  }

  /** The wrapper factory, compiled in a script of its own (its `debugger` statement is where V8 pauses). */
  private wrapper(): Wrap {
    if (!this.wrap) {
      const source = `(function (changed) {
  return function (original) {
    return function (...args) {
      const result = original.apply(this, args);
      if (changed(this)) {
        debugger;
      }
      return result;
    };
  };
})
//# sourceURL=${WATCH_SOURCE_URL}`;
      const factory = (0, eval)(source) as (changed: (target: object) => boolean) => Wrap;
      this.wrap = factory((target) => this.changed(target));
    }
    return this.wrap;
  }
}

/** The data objects a change of the variable goes through: it, and a structure's components (deeply). */
function dataObjects(root: unknown, depth = 0): object[] {
  if (!root || typeof root !== 'object' || depth > 6) return [];
  const out: object[] = [root];
  if (root instanceof types.Structure) {
    for (const component of Object.values(root.get() as Record<string, unknown>)) out.push(...dataObjects(component, depth + 1));
  }
  return out;
}
