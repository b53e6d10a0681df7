/**
 * What a client reads at a stop, fetched from the work process in one request: the ABAP stack and the top
 * frame's @ROOT with each scope it names (parameters, locals, globals, ME, SY). ADT clients read exactly that
 * after every step (ABAP FS: the stack, goToStack on the top frame, @ROOT, then each scope), one HTTP request
 * at a time; answering them from one snapshot spares each its round trip to the work process.
 *
 * The snapshot belongs to one stop of one debuggee, of the top frame: another frame selected (goToStack) reads
 * through to the work process, and a changed value (setVariableValue) drops it. A client that read the previous
 * stop is expected to read this one too: the step's request asks the work process for the snapshot with its
 * answer (`taken`; after an attach, which does not reach the work process, the engine loads it right after the
 * answer: `loadAhead`), so the reads find it in memory; a client that only steps pays nothing for it.
 */
import type { DebugVariable, VariableHierarchy } from '../../../protocol/debugger-documents.js';
import type { AbapFrame } from '../../execution/pool/protocol.js';

export interface ChildVariables {
  hierarchies: VariableHierarchy[];
  variables: DebugVariable[];
}

/** The agent's answer to a view request. */
export interface StopSnapshot {
  frames: AbapFrame[];
  /** getChildVariables of @ROOT and of each child @ROOT names, by parent id. */
  children: Record<string, ChildVariables>;
}

/** Parents with no children in the embedded system (ADT's data aging). */
const EMPTY_PARENTS = new Set(['@DATAAGING']);

export class StopView {
  private snapshot: Promise<StopSnapshot> | undefined;
  /** The stack position the client selected, while it is not the top frame's. */
  private selected: number | undefined;
  /** Whether the client read anything at this stop. */
  private read = false;

  constructor(private readonly load: () => Promise<StopSnapshot>) {}

  /** A new stop: nothing read yet, the top frame selected. Answers whether the client read the stop before. */
  reset(): boolean {
    const wasRead = this.read;
    this.snapshot = undefined;
    this.selected = undefined;
    this.read = false;
    return wasRead;
  }

  /** Loads the snapshot before any read asks for it (not a read of the client's). */
  async loadAhead(): Promise<void> {
    await this.current();
  }

  /** The snapshot of this stop, taken by the work process with the step's answer. */
  taken(snapshot: StopSnapshot): void {
    this.snapshot = Promise.resolve(snapshot);
  }

  /** A value changed: the next reads fetch again. */
  invalidate(): void {
    this.snapshot = undefined;
  }

  async frames(): Promise<AbapFrame[]> {
    this.read = true;
    return (await this.current()).frames;
  }

  /** How many frames goToStack may select (the top one at least). */
  async frameCount(): Promise<number> {
    return Math.max(1, (await this.frames()).length);
  }

  /** Records the selected position; true when the work process must be told (the selection changed). */
  async select(position: number): Promise<boolean> {
    const top = await this.frameCount();
    const next = position === top ? undefined : position;
    const changed = next !== this.selected;
    this.selected = next;
    return changed;
  }

  /** getChildVariables from the snapshot, as the inspector answers it; undefined when it does not hold them. */
  async children(parentIds: readonly string[]): Promise<ChildVariables | undefined> {
    this.read = true;
    if (this.selected !== undefined) return undefined;
    const snapshot = await this.current();
    if (!parentIds.every((id) => EMPTY_PARENTS.has(id) || snapshot.children[id])) return undefined;
    const hierarchies: VariableHierarchy[] = [];
    const variables: DebugVariable[] = [];
    const seen = new Set<string>();
    for (const id of parentIds) {
      const part = snapshot.children[id];
      if (!part) continue;
      hierarchies.push(...part.hierarchies);
      for (const variable of part.variables) {
        if (seen.has(variable.ID)) continue;
        seen.add(variable.ID);
        variables.push(variable);
      }
    }
    return { hierarchies, variables };
  }

  /** getVariables from the snapshot; undefined unless it holds every id asked for. */
  async values(ids: readonly string[]): Promise<DebugVariable[] | undefined> {
    this.read = true;
    if (this.selected !== undefined) return undefined;
    const snapshot = await this.current();
    const byId = new Map<string, DebugVariable>();
    for (const part of Object.values(snapshot.children)) for (const variable of part.variables) byId.set(variable.ID, variable);
    // only variables whose record getVariables would answer the same (a scope's own, named by their id)
    const found = ids.map((id) => byId.get(id)).map((variable) => (variable && variable.NAME === variable.ID ? variable : undefined));
    return found.every((variable) => variable !== undefined) ? (found as DebugVariable[]) : undefined;
  }

  private current(): Promise<StopSnapshot> {
    if (!this.snapshot) {
      const loading = this.load();
      this.snapshot = loading;
      // a failed load is not kept: the next read tries again
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }
}
