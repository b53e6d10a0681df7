/**
 * Loads a CommonJS bundle with V8's code cache (issue 20). Node 20 has no module compile cache
 * (`module.enableCompileCache` is Node 22), and @abaplint/core as 1,600 small modules took ~0.85 s to load:
 * bundled into one file (scripts/bundle-vendor.mjs) ~0.45 s, and with the code cache that the build writes
 * after a warm-up ~0.1 s. A cache V8 rejects (another Node version, other V8 flags) costs nothing but the
 * compile it would have saved; the process then writes a fresh one at its exit for the next start, when it may.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

interface LoadedBundle {
  exports: unknown;
  script: Script;
  cacheFile: string;
}

const loaded = new Map<string, LoadedBundle>();

/**
 * The code cache's file beside the bundle. V8 rejects a cache made by another V8 or under other flags, so the
 * name carries both: processes started with other options (a test runner's, a profiler's) keep their own
 * file instead of overwriting, and being overwritten by, the warm one the build wrote.
 */
function cacheFileOf(file: string): string {
  return `${file}.${fnv1a(JSON.stringify([process.versions.v8, process.execArgv, process.env.NODE_OPTIONS ?? '']))}.cache`;
}

/** A short hash for a file name (node:crypto would cost a command's start a few milliseconds to load). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function readCache(cacheFile: string): Buffer | undefined {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/** Runs a CommonJS bundle once per process, as `require` would, compiled from its code cache when V8 accepts it. */
export function requireWithCodeCache(file: string): unknown {
  const known = loaded.get(file);
  if (known) return known.exports;
  const source = readFileSync(file, 'utf8');
  const cacheFile = cacheFileOf(file);
  const cachedData = readCache(cacheFile);
  // Code compiled by node:vm cannot use import() in Node 20 (without --experimental-vm-modules): a bundle that
  // loads ES modules lazily calls __import instead (scripts/bundle.mjs rewrites its import() calls).
  const wrapper = `(function (exports, require, module, __filename, __dirname, __import) { ${source}\n})`;
  const script = new Script(wrapper, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  const importFromBundle = (specifier: string) => import(specifier.startsWith('.') ? new URL(specifier, pathToFileURL(file)).href : specifier);
  run.call(module.exports, module.exports, createRequire(file), module, file, dirname(file), importFromBundle);
  loaded.set(file, { exports: module.exports, script, cacheFile });
  // a missing or rejected cache is written at exit, holding every function the process compiled by then
  if (cachedData === undefined || script.cachedDataRejected === true) process.once('exit', () => writeCodeCache(file));
  return module.exports;
}

/**
 * Writes the code cache of a bundle this process loaded, with every function compiled so far: the build calls
 * it after a warm-up, so a later start finds the functions a check and a transpile need already compiled.
 * Quietly does nothing where the folder is not writable (an installation owned by someone else).
 */
export function writeCodeCache(file: string): boolean {
  const bundle = loaded.get(file);
  if (!bundle) return false;
  const partial = `${bundle.cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(partial, bundle.script.createCachedData());
    renameSync(partial, bundle.cacheFile);
    return true;
  } catch {
    return false;
  }
}

/** Every bundle this process loaded with its code cache, by file. */
export function loadedBundles(): string[] {
  return [...loaded.keys()];
}
