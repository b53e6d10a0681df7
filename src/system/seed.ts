import { join } from 'node:path';
import { installRoot } from '../version.js';
import { readRepository } from './abapgit/index.js';
import { readWorkingTree } from './worktree.js';
import type { EmbeddedSystem } from './system.js';

export function examplesDir(): string {
  return join(installRoot(), 'examples');
}

export const demoRepositories = [
  { folder: 'demo-repo', rootPackage: 'ZDEMO' },
  { folder: 'demo-local', rootPackage: '$DEMO_LOCAL' },
] as const;

/** Loads the demo repositories' packages and objects as active objects (call inside a transaction). */
export function seedDemoSystem(system: EmbeddedSystem, user: string): { problems: string[] } {
  const problems: string[] = [];
  for (const demo of demoRepositories) {
    const repo = readRepository(readWorkingTree(join(examplesDir(), demo.folder)), demo.rootPackage);
    problems.push(...repo.problems);
    for (const pkg of repo.packages) system.packages.save(pkg, user);
    for (const obj of repo.objects) system.objects.save(obj, obj.package, 'A', user);
  }
  return { problems };
}
