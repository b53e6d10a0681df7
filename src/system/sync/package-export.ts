/**
 * A package with its subpackages as the files of an abapGit repository: `.abapgit.xml`, a
 * `package.devc.xml` per package and the files of every active object. Serialises in small batches
 * and yields between them, so a large package never holds up the service.
 */
import { SUPPORTED_TYPES, writeRepository, type DotAbapgit } from '../abapgit/index.js';
import type { GitFile, PackageInfo } from '../objects.js';
import type { StoredObject } from '../repository/objects.js';
import { LoopTurns } from '../event-loop-turns.js';
import type { EmbeddedSystem } from '../system.js';

const BATCH = 25;

export interface PackageExport {
  files: GitFile[];
  objects: StoredObject[];
  packages: PackageInfo[];
}

/** The packages of a root package and its subpackages, parents first. */
export function packageSubtree(system: EmbeddedSystem, rootPackage: string): PackageInfo[] {
  return system.packages.subtree(rootPackage, 1000).map(({ depth: _depth, ...pkg }) => pkg);
}

/** The active objects of the given packages that the abapGit format can write. */
export function activeObjectsOf(system: EmbeddedSystem, packages: readonly PackageInfo[]): StoredObject[] {
  const entries = system.objects.query({ packages: packages.map((p) => p.name), limit: 1_000_000, offset: 0 }).entries;
  const objects: StoredObject[] = [];
  for (const entry of entries) {
    const object = system.objects.get(entry.type, entry.name, 'A');
    if (object && SUPPORTED_TYPES.includes(object.type)) objects.push(object);
  }
  return objects;
}

export async function exportPackage(
  system: EmbeddedSystem,
  rootPackage: string,
  dotAbapgit: DotAbapgit,
  onProgress?: (done: number, total: number) => void | Promise<void>,
  signal?: AbortSignal,
): Promise<PackageExport> {
  const packages = packageSubtree(system, rootPackage);
  const objects = activeObjectsOf(system, packages);
  const base = { dotAbapgit, rootPackage, packages };
  const files = writeRepository({ ...base, objects: [] });
  const frame = new Set(files.map((file) => file.path));
  const turns = new LoopTurns();
  for (let start = 0; start < objects.length; start += BATCH) {
    signal?.throwIfAborted();
    const batch = objects.slice(start, start + BATCH).map((object) => ({ ...object, package: object.package }));
    for (const file of writeRepository({ ...base, objects: batch })) if (!frame.has(file.path)) files.push(file);
    await onProgress?.(Math.min(start + BATCH, objects.length), objects.length);
    await turns.turn();
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, objects, packages };
}
