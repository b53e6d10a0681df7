import { join } from 'node:path';
import { installRoot } from '../version.js';
import { readRepository } from './abapgit/index.js';
import { readWorkingTree } from './worktree.js';
import { readFileSync } from 'node:fs';
import type { EmbeddedSystem, SystemSeed } from './system.js';
import { routeOrigin } from './repository/origins.js';

export function examplesDir(): string {
  return join(installRoot(), 'examples');
}

export const demoRepositories = [
  { folder: 'demo-repo', rootPackage: 'ZDEMO' },
  { folder: 'demo-local', rootPackage: '$DEMO_LOCAL' },
] as const;

/** Loads the demo repositories' packages and objects as active objects (call inside a transaction). */
function seedDemoObjects(system: EmbeddedSystem, user: string): { problems: string[] } {
  const problems: string[] = [];
  for (const demo of demoRepositories) {
    const repo = readRepository(readWorkingTree(join(examplesDir(), demo.folder)), demo.rootPackage);
    problems.push(...repo.problems);
    for (const pkg of repo.packages) system.packages.save(pkg, user);
    for (const obj of repo.objects) system.objects.save(obj, obj.package, 'A', { user, origin: routeOrigin('seed') });
  }
  return { problems };
}

/** Loads the demo tables' rows from examples/demo-data.json ({ TABLE: [ { FIELD: 'value' } ] }). */
function seedDemoRows(system: EmbeddedSystem): { problems: string[] } {
  const fixture = JSON.parse(readFileSync(join(examplesDir(), 'demo-data.json'), 'utf8')) as Record<string, Array<Record<string, string>>>;
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(fixture)) {
    const result = system.data.loadRows(table, rows);
    if (!result.ok) problems.push(...result.problems.map((p) => `${table}: ${p.message}`));
  }
  return { problems };
}

/** The demo system: examples/demo-repo and examples/demo-local with the rows of examples/demo-data.json. */
export const demoSeed: SystemSeed = {
  objects: (system, user) => {
    const { problems } = seedDemoObjects(system, user);
    if (problems.length > 0) throw new Error(`the demo system does not read cleanly:\n${problems.join('\n')}`);
  },
  rows: (system) => {
    const { problems } = seedDemoRows(system);
    if (problems.length > 0) throw new Error(`the demo rows do not load:\n${problems.join('\n')}`);
  },
};
