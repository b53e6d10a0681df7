/**
 * Every run starts in a fresh internal session, as on an application system: static attributes of classes
 * hold what they held right after the classes were loaded (class constructors included), not what an
 * earlier run of the same work process left in them. Modules cannot be loaded again, so the state is
 * snapshotted once after loading and restored before each run. Program globals need no restore: a program
 * run imports a fresh instance of the program's module.
 */
import './abap-global.js';
import { kernelGapOf } from './kernel-gaps.js';

interface Restorable {
  clone(): unknown;
  set(value: unknown): unknown;
}

type ClassRecord = Record<string, unknown> & {
  ATTRIBUTES?: Record<string, { is_class?: string; is_constant?: string }>;
};

export class SessionState {
  private snapshot: Array<{ owner: ClassRecord; name: string; value: unknown }> = [];
  private readonly seen = new Set<unknown>();

  /** Records the static attributes of every class loaded so far (call again after loading more). */
  capture(): void {
    for (const cls of Object.values(abap.Classes) as ClassRecord[]) {
      if (!cls || this.seen.has(cls)) continue;
      this.seen.add(cls);
      for (const [attribute, meta] of Object.entries(cls.ATTRIBUTES ?? {})) {
        if (meta.is_class !== 'X' || meta.is_constant === 'X') continue;
        const name = attribute.toLowerCase();
        const holder = cls[name] as Restorable | undefined;
        // a static attribute of a type the kernel lacks holds a placeholder that raises when touched
        if (kernelGapOf(holder) !== undefined) continue;
        if (!holder || typeof holder.clone !== 'function' || typeof holder.set !== 'function') continue;
        this.snapshot.push({ owner: cls, name, value: holder.clone() });
      }
    }
  }

  /** Puts every recorded static attribute back to its recorded value. */
  restore(): void {
    for (const { owner, name, value } of this.snapshot) {
      const holder = owner[name] as Restorable | undefined;
      try {
        holder?.set((value as Restorable).clone());
      } catch {
        // a value that cannot be set back (a changed type) keeps its current content
      }
    }
  }
}
