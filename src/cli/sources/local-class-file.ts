import { readFileSync } from 'node:fs';
import { filesBelow } from '../../workspace/files-below.js';
import { fileNameForObject } from '../../protocol/filenames.js';
import { splitSourceLines } from '../../protocol/reading.js';

/** Folders a search for source files never enters. */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const MAX_DEPTH = 6;
const MAX_FOLDERS = 2000;

/**
 * The lines of a class's main file (<name>.clas.abap) in the working folder's repository, found breadth-first
 * (abapGit's PREFIX folder logic puts it in a subpackage folder); undefined when there is none. The view
 * command checks the lines against the system's before trusting them.
 */
export function localClassSource(cwd: string, className: string): string[] | undefined {
  const wanted = fileNameForObject('CLAS', className, 'abap');
  const [file] = filesBelow(cwd, {
    wanted: (name) => name.toLowerCase() === wanted,
    maxDepth: MAX_DEPTH,
    skip: (name) => name.startsWith('.') || SKIPPED.has(name),
    maxFolders: MAX_FOLDERS,
    limit: 1,
  });
  return file === undefined ? undefined : splitSourceLines(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
}
