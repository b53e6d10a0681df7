import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { GitFile } from './objects.js';

/** Reads every file below a folder (skipping .git) as GitFiles with '/'-separated relative paths. */
export function readWorkingTree(root: string): GitFile[] {
  const files: GitFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === '.git') continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push({ path: relative(root, full).split(sep).join('/'), data: readFileSync(full) });
    }
  };
  walk(root);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
