/**
 * POST /pull/working-files (abapdeck extension): the files of the working folder a pull takes instead of git's
 * branch head — checked here (count, bytes, paths relative to the repository's root, abapGit file names),
 * then laid over the git tree by the pull's analysis (pull-analysis.ts). The versions they make carry an
 * origin of their own (repository/origins.ts: the working folder, not committed, based on the commit).
 */
import { baseName, objectFromFileName } from '../../protocol/filenames.js';
import { workingFilesLimits, type WorkingFile } from '../../protocol/sync-extensions.js';
import type { TreeEntry } from '../git/index.js';
import { syncMessages } from './sync-messages.js';

/** The working files by path, or the refusals (one text each). */
export function readWorkingFiles(files: readonly WorkingFile[] | undefined): Map<string, Buffer> | string[] {
  if (!files || files.length === 0) return [syncMessages.workingFilesRequired];
  if (files.length > workingFilesLimits.files) return [syncMessages.workingFilesTooMany(files.length, workingFilesLimits.files)];
  const refusals: string[] = [];
  const contents = new Map<string, Buffer>();
  for (const { FILE: path, CONTENT: content } of files) {
    const refusal = pathRefusal(path) ?? (contents.has(path) ? syncMessages.workingFileTwice(path) : undefined) ?? contentRefusal(path, content);
    if (refusal) refusals.push(refusal);
    else contents.set(path, Buffer.from(content, 'base64'));
  }
  for (const [path, data] of contents) {
    if (data.length > workingFilesLimits.fileBytes) refusals.push(syncMessages.workingFileTooLarge(path, workingFilesLimits.fileBytes));
  }
  return refusals.length > 0 ? refusals : contents;
}

function pathRefusal(path: string): string | undefined {
  const parts = path.split('/');
  if (path.includes('\\') || path.includes('\0') || parts.some((part) => part === '' || part === '.' || part === '..')) return syncMessages.workingFileBadPath(path);
  if (!objectFromFileName(baseName(path))) return syncMessages.workingFileNoAbapGitName(path);
  return undefined;
}

function contentRefusal(path: string, content: string): string | undefined {
  return /^[A-Za-z0-9+/]*={0,2}$/.test(content) && content.length % 4 === 0 ? undefined : syncMessages.workingFileNotBase64(path);
}

/**
 * The git tree with the working files laid over it: a working file replaces git's file of its path, and git's
 * files of the same name elsewhere (the file was moved in the working folder); a file git lacks is added.
 * Working files have no blob: their entries' sha is empty.
 */
export function overlayTree(tree: readonly TreeEntry[], working: ReadonlyMap<string, Buffer>): TreeEntry[] {
  const names = new Set([...working.keys()].map((path) => baseName(path).toLowerCase()));
  const kept = tree.filter((entry) => !working.has(entry.path) && !names.has(baseName(entry.path).toLowerCase()));
  return [...kept, ...[...working.keys()].map((path) => ({ path, mode: '100644', sha: '' }))];
}
