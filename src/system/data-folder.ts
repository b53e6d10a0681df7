/**
 * The data folder holds the repository (password hashes, sources), the application data, git mirrors with
 * sealed credentials and the runtime builds: it is the owner's alone. A folder made by an older version, a
 * file copied in, or one written under a loose umask may carry group or other permission bits; the service
 * removes them at every start (directories 0700; files keep only their owner's bits, so 0644 becomes 0600
 * and a read-only git object stays read-only).
 */
import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Tightened {
  /** Entries whose mode was changed: path relative to the folder, old and new mode (octal text). */
  changed: Array<{ path: string; from: string; to: string }>;
  /** Entries that could not be changed (owned by someone else), with the reason. */
  failed: Array<{ path: string; error: string }>;
}

/**
 * Removes group and other permission bits from a folder and everything in it; symbolic links are skipped.
 * With `depth`, only that many levels below the folder: what lies inside a 0700 folder is out of others'
 * reach whatever its own mode (the build cache's 20,000 files need not be visited at every start).
 */
export function tightenToOwner(root: string, depth = Infinity): Tightened {
  const result: Tightened = { changed: [], failed: [] };
  if (!existsSync(root)) return result;
  const visit = (path: string, level: number) => {
    let stat;
    try {
      stat = lstatSync(path);
    } catch {
      return; // removed meanwhile
    }
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o7777;
    const wanted = stat.isDirectory() ? 0o700 : mode & 0o700;
    if (mode !== wanted) {
      try {
        chmodSync(path, wanted);
        result.changed.push({ path: relative(root, path) || '.', from: mode.toString(8).padStart(4, '0'), to: wanted.toString(8).padStart(4, '0') });
      } catch (error) {
        result.failed.push({ path: relative(root, path) || '.', error: (error as Error).message });
      }
    }
    if (stat.isDirectory() && level < depth) {
      let names: string[] = [];
      try {
        names = readdirSync(path);
      } catch (error) {
        result.failed.push({ path: relative(root, path) || '.', error: (error as Error).message });
      }
      for (const name of names) visit(join(path, name), level + 1);
    }
  };
  visit(root, 0);
  return result;
}
