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

describe('a pack of chunks (the command line split by command)', () => {
  const packFolder = tempDir('abapdeck-code-cache-pack-');
  const pack = join(packFolder, 'cli.cjs');
  writeFileSync(
    pack,
    [
      'module.exports = { abapdeckPack: 1, main: "cli.js", modules: {',
      '"cli.js": function (exports, require, module) { module.exports = { run: (name) => require(`./cli/${name}.js`).answer() }; },',
      '"cli/a.js": function (exports, require, module) { module.exports = { answer: () => `a ${require("./shared.js").twice(2)}` }; },',
      '"cli/b.js": function (exports, require, module) { module.exports = { answer: () => `b ${require("./shared.js").twice(3)} ${typeof require("node:os").cpus}` }; },',
      '"cli/shared.js": function (exports, require, module) { globalThis.sharedRuns = (globalThis.sharedRuns ?? 0) + 1; exports.twice = (n) => n * 2; },',
      '} };',
    ].join('\n'),
  );
  afterAll(() => rmSync(packFolder, { recursive: true, force: true }));

  /** Runs one chunk of the pack in a new process, as one command would (named in the environment: the cache's name carries the -e script). */
  const script = `import { requireWithCodeCache } from ${JSON.stringify(loader)}; const cli = requireWithCodeCache(${JSON.stringify(pack)}); const chunk = process.env.CHUNK; console.log(cli.run(chunk), cli.run(chunk), globalThis.sharedRuns);`;
  const run = (chunk: string): string => execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, CHUNK: chunk } }).trim();
  const cacheFile = () => join(packFolder, readdirSync(packFolder).find((name) => name.endsWith('.cache'))!);
  /** The chunks the cache was written after running (its head: "ADC1", a length, a JSON list). */
  const cachedChunks = (): string[] => {
    const content = readFileSync(cacheFile());
    return JSON.parse(content.toString('utf8', 8, 8 + content.readUInt32LE(4))) as string[];
  };

  it('runs each chunk once, by its name, its requires of other chunks and of Node routed', () => {
    expect(run('a')).toBe('a 4 a 4 1');
    expect(cachedChunks()).toEqual(['cli.js', 'cli/a.js', 'cli/shared.js']);
  });

  it('writes the cache again when a command runs a chunk it was not made with, and keeps it once it holds them', () => {
    const first = readFileSync(cacheFile());
    expect(run('b')).toBe('b 6 function b 6 function 1');
    expect(cachedChunks()).toEqual(['cli.js', 'cli/a.js', 'cli/b.js', 'cli/shared.js']);
    const second = readFileSync(cacheFile());
    expect(second.equals(first)).toBe(false);
    expect(run('a')).toBe('a 4 a 4 1');
    expect(run('b')).toBe('b 6 function b 6 function 1');
    expect(readFileSync(cacheFile()).equals(second)).toBe(true);
  });
});
