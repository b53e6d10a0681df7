import { join } from 'node:path';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { installRoot } from '../version.js';
import { readRepository } from './abapgit/index.js';
import { readWorkingTree } from './worktree.js';
import { EmbeddedSystem, type SystemSeed } from './system.js';
import { routeOrigin } from './repository/origins.js';
import { kernelDirectory } from './kernel/index.js';
import { contentStamp, copyPrepared, filesBelow, preparedDir, stampOf, systemCodeFiles, writeStamp } from './prepared.js';

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

/** The demo system, seeded object by object (the prepared copy is made from this). */
const seededDemo: SystemSeed = {
  objects: (system, user) => {
    const { problems } = seedDemoObjects(system, user);
    if (problems.length > 0) throw new Error(`the demo system does not read cleanly:\n${problems.join('\n')}`);
  },
  rows: (system) => {
    const { problems } = seedDemoRows(system);
    if (problems.length > 0) throw new Error(`the demo rows do not load:\n${problems.join('\n')}`);
  },
};

/**
 * The demo system: examples/demo-repo and examples/demo-local with the rows of examples/demo-data.json. A new
 * data folder gets a copy of the databases the build prepared with the same content (prepareDemoSystem), when
 * they were made from these examples, this kernel and this system's code; else it is seeded object by object.
 */
export const demoSeed: SystemSeed = {
  ...seededDemo,
  prepared: (dataDir) => copyPreparedDemo(join(preparedDir(), 'demo'), dataDir),
};

/** The databases of a prepared system, the repository last (its presence says the data folder is set up). */
const DATABASE_FILES = ['data.db', 'repository.db'] as const;

/** What the demo system is made from: the examples, the kernel and the system's code (hashed once a process). */
function demoStamp(): string {
  return (computedDemoStamp ??= contentStamp([...filesBelow(examplesDir(), ['']), ...filesBelow(kernelDirectory(), ['']), ...systemCodeFiles()]));
}
let computedDemoStamp: string | undefined;

/** Prepares the demo system's databases in a folder, for new data folders to copy (the build does it). */
export function prepareDemoSystem(folder: string): void {
  const work = mkdtempSync(join(tmpdir(), 'abapdeck-prepare-demo-'));
  try {
    // passwords of no one: every copy gets its own (EmbeddedSystem.open)
    EmbeddedSystem.open({ dataDir: work, seed: seededDemo }).close();
    mkdirSync(folder, { recursive: true });
    copyPrepared(work, folder, DATABASE_FILES);
    // readable by every user of the installation: the users' password hashes are of passwords no one was given
    for (const name of DATABASE_FILES) chmodSync(join(folder, name), 0o644);
    writeStamp(folder, demoStamp());
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Copies the prepared demo system of a folder into a new data folder, when it was made from what is here now. */
export function copyPreparedDemo(folder: string, dataDir: string): boolean {
  const stamp = stampOf(folder);
  if (!stamp || stamp !== demoStamp()) return false;
  try {
    copyPrepared(folder, dataDir, DATABASE_FILES);
    return true;
  } catch {
    // not readable, or the disk is full: seeded as before, into a folder without the partial copy
    for (const name of DATABASE_FILES) rmSync(join(dataDir, name), { force: true });
    return false;
  }
}
