/**
 * src/vendor/code-cache.ts: a CommonJS bundle run once per process, compiled from V8's code cache when V8
 * accepts it, and a missing or rejected cache written afresh at exit. Each case runs in a child process of
 * its own (a code cache belongs to a process's V8 and flags).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/service.js';

const loader = pathToFileURL(join(import.meta.dirname, '..', '..', 'dist', 'src', 'vendor', 'code-cache.js')).href;
const folder = tempDir('abapdeck-code-cache-');
const bundle = join(folder, 'bundle.cjs');
writeFileSync(
  bundle,
  [
    'globalThis.runs = (globalThis.runs ?? 0) + 1;',
    'exports.twice = (n) => n * 2;',
    'exports.file = __filename;',
    "exports.later = () => __import('node:os').then((os) => typeof os.cpus);",
    "exports.sibling = () => __import('./sibling.mjs').then((module) => module.answer);",
  ].join('\n'),
);
writeFileSync(join(folder, 'sibling.mjs'), 'export const answer = 42;\n');

/** Loads the bundle twice in a new process: what it exports, how often it ran, whether V8 took the cache. */
function load(): { twice: number; runs: number; same: boolean; file: string; later: string; sibling: number } {
  const script = `
    import { requireWithCodeCache } from ${JSON.stringify(loader)};
    const first = requireWithCodeCache(${JSON.stringify(bundle)});
    const second = requireWithCodeCache(${JSON.stringify(bundle)});
    console.log(JSON.stringify({ twice: first.twice(21), runs: globalThis.runs, same: first === second, file: first.file,
      later: await first.later(), sibling: await first.sibling() }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as ReturnType<typeof load>;
}

const caches = () => readdirSync(folder).filter((name) => name.endsWith('.cache'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('requireWithCodeCache', () => {
  it('runs a bundle once per process with CommonJS variables and a lazy import of an ES module beside it', () => {
    expect(load()).toEqual({ twice: 42, runs: 1, same: true, file: bundle, later: 'function', sibling: 42 });
  });

  it('writes the code cache at exit and reads it at the next start', () => {
    expect(caches()).toHaveLength(1);
    const written = readFileSync(join(folder, caches()[0]!));
    expect(written.length).toBeGreaterThan(0);
    expect(load().twice).toBe(42);
    // accepted: not written again
    expect(readFileSync(join(folder, caches()[0]!)).equals(written)).toBe(true);
  });

  it('loads from source when the cache is damaged, and replaces it', () => {
    const file = join(folder, caches()[0]!);
    writeFileSync(file, Buffer.from('not a code cache'));
    expect(load().twice).toBe(42);
    expect(readFileSync(file).toString()).not.toBe('not a code cache');
  });
});
