import type { ActivationChange, ActivationFollower, ActivationProblem } from './activation.js';
import { resolveTable, type ApplicationData, type ObjectLookup } from './data/index.js';
import type { ObjectStore } from './repository/objects.js';

/** Looks objects up for dictionary resolution: structures are listed as STRU but referenced as TABL. */
export function dictionaryLookup(objects: ObjectStore): ObjectLookup {
  return (type, name) => objects.get(type, name) ?? (type === 'TABL' ? objects.get('STRU', name) : undefined);
}

/** Keeps the application database's tables and views in step with the active dictionary objects. */
export function applicationDataFollower(data: ApplicationData, objects: ObjectStore): ActivationFollower {
  const lookup = dictionaryLookup(objects);
  return {
    name: 'application data',
    follow(change: ActivationChange): ActivationProblem[] {
      const problems: ActivationProblem[] = [];
      const report = (type: string, name: string, result: { ok: boolean; problems?: Array<{ message: string }> }) => {
        if (!result.ok) for (const p of result.problems ?? []) problems.push({ type, name, text: p.message });
      };
      // Tables before views: a CDS view selects from tables activated in the same change.
      for (const obj of change.activated.filter((o) => o.type === 'TABL')) {
        const resolved = resolveTable(obj, lookup);
        if (resolved.definition.tableClass !== 'TRANSP') continue;
        for (const p of resolved.problems) problems.push({ type: obj.type, name: obj.name, text: p.message });
        report(obj.type, obj.name, data.applyTable(resolved.definition));
      }
      for (const obj of change.activated.filter((o) => o.type === 'DDLS')) {
        report(obj.type, obj.name, data.applyCdsView(obj.name, obj.sources['asddls'] ?? ''));
      }
      for (const key of change.deleted) {
        if (key.type === 'TABL') data.dropTable(key.name);
        if (key.type === 'DDLS') data.dropView(key.name);
      }
      return problems;
    },
  };
}
