import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The version in package.json, found from this module in src/ and in dist/src/. */
export function packageVersion(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'abapdeck') return (cached = pkg.version ?? '0.0.0');
    } catch {
      // not here: look one folder up
    }
  }
  return (cached = '0.0.0');
}
