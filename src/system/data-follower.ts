import type { ActivationChange, ActivationFollower, ActivationProblem, ObjectKey } from './activation.js';
import { resolveTable, type ApplicationData, type ObjectLookup } from './data/index.js';
import type { ObjectStore, StoredObject } from './repository/objects.js';
import { withKernelObjects } from './reading/kernel-objects.js';

/** Looks objects up for dictionary resolution: structures are listed as STRU but referenced as TABL. */
export function dictionaryLookup(objects: ObjectStore): ObjectLookup {
  return (type, name) => objects.get(type, name) ?? (type === 'TABL' ? objects.get('STRU', name) : undefined);
}

/** Keeps the application database's tables and views in step with the active dictionary objects. */
export function applicationDataFollower(data: ApplicationData, objects: ObjectStore): ActivationFollower {
  // the kernel's data elements and structures too (SYDATE, SYST …), as the checks and view see them
  const lookup = dictionaryLookup(withKernelObjects(objects));
  /** Tables, then views, then deletions of one change (or of one part of it). */
  const apply = (tables: readonly StoredObject[], views: readonly StoredObject[], deleted: readonly ObjectKey[]): ActivationProblem[] => {
    const problems: ActivationProblem[] = [];
    const report = (type: string, name: string, result: { ok: boolean; problems?: Array<{ message: string }> }) => {
      if (!result.ok) for (const p of result.problems ?? []) problems.push({ type, name, text: p.message });
    };
    for (const obj of tables) {
      const resolved = resolveTable(obj, lookup);
      if (resolved.definition.tableClass !== 'TRANSP') continue;
      for (const p of resolved.problems) problems.push({ type: obj.type, name: obj.name, text: p.message });
      report(obj.type, obj.name, data.applyTable(resolved.definition));
    }
    for (const obj of views) {
      report(obj.type, obj.name, data.applyCdsView(obj.name, obj.sources['asddls'] ?? ''));
    }
    for (const key of deleted) {
      if (key.type === 'TABL') data.dropTable(key.name);
      if (key.type === 'DDLS') data.dropView(key.name);
    }
    return problems;
  };
  return {
    name: 'application data',
    follow(change: ActivationChange): ActivationProblem[] {
      // Tables before views: a CDS view selects from tables activated in the same change.
      return apply(
        change.activated.filter((o) => o.type === 'TABL'),
        change.activated.filter((o) => o.type === 'DDLS'),
        change.deleted,
      );
    },
    *parts(change: ActivationChange): Iterable<() => ActivationProblem[]> {
      // the latest active version when the part runs (one activated again or deleted in between is left to its own announcement)
      const latest = (group: readonly StoredObject[]) =>
        group.flatMap((o) => {
          const active = objects.get(o.directoryType, o.name, 'A');
          return active ? [active] : [];
        });
      const tables = change.activated.filter((o) => o.type === 'TABL');
      for (let start = 0; start < tables.length; start += OBJECTS_PER_PART) {
        const group = tables.slice(start, start + OBJECTS_PER_PART);
        yield () => apply(latest(group), [], []);
      }
      const views = change.activated.filter((o) => o.type === 'DDLS');
      for (let start = 0; start < views.length; start += OBJECTS_PER_PART) {
        const group = views.slice(start, start + OBJECTS_PER_PART);
        yield () => apply([], latest(group), []);
      }
      if (change.deleted.length > 0) yield () => apply([], [], change.deleted);
    },
  };
}

/** Tables or views created or altered in one part of a large activation (announceInParts). */
const OBJECTS_PER_PART = 10;
