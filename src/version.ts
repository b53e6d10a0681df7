import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: { root: string; version: string } | undefined;

/** The folder abapdeck is installed in (holding its package.json), found from this module in src/, dist/src/ or dist/bundle/. */
function installation(): { root: string; version: string } {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'abapdeck') return (cached = { root: dir, version: pkg.version ?? '0.0.0' });
    } catch {
      // not here: look one folder up
    }
  }
  throw new Error('abapdeck: cannot find the installation folder (package.json)');
}

export function installRoot(): string {
  return installation().root;
}

export function packageVersion(): string {
  return installation().version;
}
