/**
 * Which repository an object belongs to, for the rename's refusals (issue 36): the root package of the repository
 * link whose package tree holds the object's package, or, for an object of no linked tree, the top package of its
 * tree. The system keeps no mark of a released API: for a rename begun in one repository, the objects of another
 * count as one (and the kernel's names always do).
 *
 *   const homeOf = repositoryHomes(db);
 *   homeOf('CLAS', 'ZCL_X'); // { repository: 'ZROOT', package: 'ZROOT_A' }
 */
import type Database from 'better-sqlite3';
import { ObjectStore } from '../repository/objects.js';
import { PackageStore } from '../repository/packages.js';

export interface ObjectHome {
  /** The linked root package (or the top package of an unlinked tree). */
  repository: string;
  /** The object's own package. */
  package: string;
}

/** The home of an object of the system; undefined for one it does not hold (a new file, the kernel's). */
export type HomeOf = (type: string, name: string) => ObjectHome | undefined;

export function repositoryHomes(db: Database.Database): HomeOf {
  const objects = new ObjectStore(db);
  const packages = new PackageStore(db);
  const linkedRoots = () => new Set((db.prepare('SELECT package FROM repositories').all() as { package: string }[]).map((row) => row.package));
  return (type, name) => {
    const own = objects.entry(type, name)?.package;
    if (own === undefined) return undefined;
    const linked = linkedRoots();
    let at = own;
    const seen = new Set<string>();
    while (!linked.has(at) && !seen.has(at)) {
      seen.add(at);
      const parent = packages.get(at)?.parent ?? '';
      if (parent === '') break;
      at = parent;
    }
    return { repository: at, package: own };
  };
}
