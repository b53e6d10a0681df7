/**
 * Local repositories (an absolute path or a file: URL) on a service others reach (issue 33): git reads and
 * writes them as the service's own user, so a client could have read any repository of that user's, or pushed
 * into one. The service takes them only below a root folder it is given (`serve --repository-root`); none
 * without one. The embedded default, the user's own service on loopback, takes any of the user's.
 * Paths are compared as they resolve on disk (symbolic links and '..' followed), so a link inside the root to a
 * repository outside it is outside, and two spellings of one folder are one repository.
 */
import { realpathSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncMessages } from './sync-messages.js';

/** The folder a URL names when it is a local repository (an absolute path or a file: URL). */
export function localPathOf(url: string): string | undefined {
  const text = url.trim();
  if (text.startsWith('/')) return text;
  if (!/^file:/i.test(text)) return undefined;
  try {
    return fileURLToPath(text);
  } catch {
    return text;
  }
}

/** A path as it resolves on disk: its longest existing part through realpath, the rest as written. */
export function resolvedPath(path: string): string {
  const rest: string[] = [];
  let existing = resolve(path);
  for (;;) {
    try {
      return join(realpathSync.native(existing), ...rest.reverse());
    } catch {
      const parent = dirname(existing);
      if (parent === existing) return resolve(path);
      rest.push(basename(existing));
      existing = parent;
    }
  }
}

/** Why a service with this root (undefined: none) does not take the URL as a repository; undefined when it does. */
export function localRepositoryRefusal(url: string, root: string | undefined): string | undefined {
  const path = localPathOf(url);
  if (path === undefined) return undefined;
  if (root === undefined) return syncMessages.localRepositoriesNotAllowed;
  const folder = resolvedPath(root);
  const target = resolvedPath(path);
  const inside = target === folder || target.startsWith(folder.endsWith(sep) ? folder : folder + sep);
  return inside ? undefined : syncMessages.localRepositoryOutside(path);
}
