/**
 * Full builds shared between data folders of one machine. A new data folder with the same objects as one
 * built before (the demo system, every test service) gets its first generation copied from the cache
 * instead of transpiling everything again. The key covers every source and the build format, so a hit is
 * exactly the build the transpiler would produce.
 *
 * Entries are written to a temporary folder and renamed into place (concurrent writers of one key are
 * harmless); the oldest entries beyond `maxEntries` are removed.
 */
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The machine's cache folder: $XDG_CACHE_HOME/abapdeck/runtime-builds, else ~/.cache/abapdeck/runtime-builds. */
export function defaultBuildCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env['XDG_CACHE_HOME'] || join(homedir(), '.cache');
  return join(base, 'abapdeck', 'runtime-builds');
}

export function buildKey(format: string, hashes: ReadonlyArray<readonly [string, string]>): string {
  const hash = createHash('sha256').update(format);
  for (const [key, value] of [...hashes].sort((a, b) => a[0].localeCompare(b[0]))) hash.update('\0').update(key).update('\0').update(value);
  return hash.digest('hex');
}

/**
 * Copies a folder tree, hard-linking files where the file system allows it. Everything is owner-only
 * (folders 0700, files 0600): a data folder holds nothing others may read, and a link shares its mode with
 * the cache's file, so the cache's files are tightened too (an older cache may hold 0644 files).
 */
export function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  chmodSync(to, 0o700);
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    if (statSync(source).isDirectory()) {
      copyTree(source, target);
      continue;
    }
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
    chmodSync(target, 0o600);
  }
}

export class BuildCache {
  constructor(
    readonly dir: string,
    private readonly maxEntries = 20,
  ) {}

  /** The cached build folder of a key, or undefined. */
  find(key: string): string | undefined {
    const entry = join(this.dir, key);
    if (!existsSync(join(entry, 'manifest.json'))) return undefined;
    const now = new Date();
    try {
      utimesSync(entry, now, now);
    } catch {
      // the entry is still usable
    }
    return entry;
  }

  /** Stores a finished build folder under its key. */
  store(key: string, buildDir: string): void {
    try {
      mkdirSync(this.dir, { recursive: true });
      if (existsSync(join(this.dir, key, 'manifest.json'))) return;
      const temporary = join(this.dir, `.${key}.${process.pid}.${Date.now()}`);
      copyTree(buildDir, temporary);
      try {
        renameSync(temporary, join(this.dir, key));
      } catch {
        // another process stored it first
        rmSync(temporary, { recursive: true, force: true });
      }
      this.evict();
    } catch {
      // a cache that cannot be written only costs the next full build
    }
  }

  private evict(): void {
    const entries = readdirSync(this.dir)
      .filter((name) => !name.startsWith('.'))
      .map((name) => ({ name, time: statSync(join(this.dir, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const entry of entries.slice(this.maxEntries)) rmSync(join(this.dir, entry.name), { recursive: true, force: true });
  }
}
