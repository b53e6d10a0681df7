import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  let level = [cwd];
  let visited = 0;
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const folder of level) {
      if (++visited > MAX_FOLDERS) return undefined;
      let entries;
      try {
        entries = readdirSync(folder, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (entry.isFile() && entry.name.toLowerCase() === wanted) {
          return splitSourceLines(readFileSync(join(folder, entry.name), 'utf8').replace(/^\uFEFF/, ''));
        }
        if (entry.isDirectory() && !entry.name.startsWith('.') && !SKIPPED.has(entry.name)) next.push(join(folder, entry.name));
      }
    }
    level = next;
  }
  return undefined;
}
