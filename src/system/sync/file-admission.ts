/**
 * What a pull accepts from git before it writes anything: every file it reads must be a regular file
 * inside the starting folder whose name maps to a valid object name. Symbolic links (which would read as
 * an empty source), names with path parts (a name spelled "%2e%2e%2f…") and requested files outside the
 * starting folder are refused, one error per file, and the pull then changes nothing.
 */
import { DOT_ABAPGIT_FILE_NAME, isIgnored, type DotAbapgit } from '../abapgit/index.js';
import type { TreeEntry } from '../git/index.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import { isValidObjectName } from '../../protocol/names.js';
import { syncMessages } from './sync-messages.js';

const SYMBOLIC_LINK = '120000';

/** The refusals for the files of a pull's scope (empty: all accepted). */
export function refusedFiles(entries: readonly TreeEntry[], dot: DotAbapgit, requested: readonly string[] = []): string[] {
  const refusals: string[] = [];
  for (const file of requested) {
    if (file.split(/[\\/]/).includes('..')) refusals.push(syncMessages.fileWithPathParts(file));
  }
  for (const entry of entries) {
    if (entry.path === DOT_ABAPGIT_FILE_NAME) continue;
    const outside = isIgnored(dot, entry.path);
    if (outside) {
      // files abapGit leaves alone are no concern of a whole pull; a file asked for by name is
      if (requested.length > 0 && objectFromFileName(entry.path)) refusals.push(syncMessages.fileOutsideStartingFolder(entry.path, dot.startingFolder));
      continue;
    }
    if (entry.mode === SYMBOLIC_LINK) {
      refusals.push(syncMessages.symbolicLinkRefused(entry.path));
      continue;
    }
    const ref = objectFromFileName(entry.path);
    if (ref && !isValidObjectName(ref.name)) refusals.push(syncMessages.invalidObjectName(entry.path, ref.name));
  }
  return refusals;
}
