/**
 * The abapGit reference files (test oracles) in ../shared/reference/abapgit-format beside the clone.
 * They are read in place, never copied into the project.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { GitFile } from '../../../src/system/objects.js';

export const REFERENCE_DIR = resolve(process.cwd(), '..', 'shared', 'reference', 'abapgit-format');
export const hasReference = existsSync(REFERENCE_DIR);

if (!hasReference) {
  console.warn(`abapGit reference files not found at ${REFERENCE_DIR}: reference round-trip tests are skipped`);
}

/** Every file below a folder of the reference set, paths relative to that folder. */
export function referenceFiles(folder: string): GitFile[] {
  const base = join(REFERENCE_DIR, folder);
  const files: GitFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.push({ path: relative(base, path).split('\\').join('/'), data: readFileSync(path) });
    }
  };
  walk(base);
  return files;
}

export function referenceFolders(): string[] {
  return hasReference
    ? readdirSync(REFERENCE_DIR).filter((entry) => statSync(join(REFERENCE_DIR, entry)).isDirectory()).sort()
    : [];
}
