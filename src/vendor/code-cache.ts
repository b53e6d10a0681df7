/**
 * Loads a CommonJS bundle with V8's code cache (issue 20). Node 20 has no module compile cache
 * (`module.enableCompileCache` is Node 22), and @abaplint/core as 1,600 small modules took ~0.85 s to load:
 * bundled into one file (scripts/bundle-vendor.mjs) ~0.45 s, and with the code cache that the build writes
 * after a warm-up ~0.1 s. A cache V8 rejects (another Node version, other V8 flags) costs nothing but the
 * compile it would have saved; the process then writes a fresh one at its exit for the next start, when it may.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

interface LoadedBundle {
  module: { exports: unknown };
  script: Script;
  cacheFile: string;
  /** the chunks of a pack its cache was made after running (their functions are in it), and those run now */
  cachedChunks: ReadonlySet<string>;
  ranChunks: Set<string>;
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

/**
 * A cache file: "ADC1", the length of a JSON list, the list of the pack's chunks run before it was written, then
 * V8's data. V8 keeps the functions a process compiled, and a command runs only its own chunks: a pack's cache
 * written after `--version` lacked `list`'s functions, which every `list` then compiled again (1.36× `node -e 0`
 * instead of 1.28×). So a process that runs a chunk the list lacks writes the cache again at its exit, with the
 * functions of both; the caches of the commands in use soon hold them all.
 */
function readCache(cacheFile: string): { data: Buffer; chunks: Set<string> } | undefined {
  try {
    const content = readFileSync(cacheFile);
    if (content.length < 8 || content.toString('latin1', 0, 4) !== 'ADC1') return undefined;
    const length = content.readUInt32LE(4);
    const chunks = JSON.parse(content.toString('utf8', 8, 8 + length)) as unknown;
    if (!Array.isArray(chunks)) return undefined;
    return { data: content.subarray(8 + length), chunks: new Set(chunks.filter((chunk): chunk is string => typeof chunk === 'string')) };
  } catch {
    return undefined;
  }
}

function cacheContent(data: Buffer, chunks: Iterable<string>): Buffer {
  const list = Buffer.from(JSON.stringify([...chunks].sort()), 'utf8');
  const head = Buffer.alloc(8);
  head.write('ADC1', 0, 'latin1');
  head.writeUInt32LE(list.length, 4);
  return Buffer.concat([head, list, data]);
}

type ModuleFunction = (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string, load: (specifier: string) => Promise<unknown>) => void;

/**
 * A file holding several chunks of a split bundle (scripts/bundle.mjs packs the command line's core so): each
 * chunk a module function under its name from the file's folder; `main` is the one the file stands for.
 */
interface Pack {
  abapdeckPack: 1;
  main: string;
  modules: Record<string, ModuleFunction>;
}

/** The folders of the packs loaded so far: a relative require that stays inside one names a chunk. */
const chunkFolders: string[] = [];
const isChunk = (file: string) => chunkFolders.some((folder) => file.startsWith(folder));

/** The chunks of the packs loaded so far, by the file each stands for, and the exports of those run. */
const packed = new Map<string, { name: string; run: ModuleFunction; pack: LoadedBundle & { file: string } }>();
const packedModules = new Map<string, { exports: unknown }>();

/**
 * Runs a CommonJS bundle once per process, as `require` would, compiled from its code cache when V8 accepts it.
 * A pack's chunks become known by their names, and its main chunk's exports are the answer.
 */
export function requireWithCodeCache(file: string): unknown {
  const known = loaded.get(file);
  if (known) return known.module.exports;
  const source = readFileSync(file, 'utf8');
  const cacheFile = cacheFileOf(file);
  const cache = readCache(cacheFile);
  const cachedData = cache?.data;
  // Code compiled by node:vm cannot use import() in Node 20 (without --experimental-vm-modules): a bundle that
  // loads ES modules lazily calls __import instead (scripts/bundle.mjs rewrites its import() calls).
  const wrapper = `(function (exports, require, module, __filename, __dirname, __import) { ${source}\n})`;
  const script = new Script(wrapper, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  // known before it runs, as require does, so that chunks requiring each other in a circle get the one instance
  const bundle = { file, module, script, cacheFile, cachedChunks: script.cachedDataRejected === false ? (cache?.chunks ?? new Set<string>()) : new Set<string>(), ranChunks: new Set<string>() };
  loaded.set(file, bundle);
  runModule(script.runInThisContext() as ModuleFunction, module, file);
  // a missing or rejected cache is written at exit, holding every function the process compiled by then
  if (cachedData === undefined || script.cachedDataRejected === true) writeAtExit(file);
  const pack = module.exports as Partial<Pack> | undefined;
  if (pack?.abapdeckPack !== 1 || typeof pack.main !== 'string' || !pack.modules) return module.exports;
  const folder = dirname(file);
  chunkFolders.push(`${folder}/`);
  // names are plain relative paths (scripts/bundle.mjs): joined, not resolved (path.resolve for each of ~80 chunks
  // made V8 optimise it on a background thread, ~19 ms of CPU)
  for (const [name, chunk] of Object.entries(pack.modules)) packed.set(`${folder}/${name}`, { name, run: chunk, pack: bundle });
  return requireChunk(`${folder}/${pack.main}`);
}

/** Runs a module's function as Node runs a CommonJS module, with the require and import of its file. */
function runModule(run: ModuleFunction, module: { exports: unknown }, file: string): void {
  const load = (specifier: string) => import(specifier.startsWith('.') ? new URL(specifier, pathToFileURL(file)).href : specifier);
  run.call(module.exports, module.exports, requireFrom(file), module, file, dirname(file), load);
}

/** A chunk of a split bundle: from a pack loaded before, else from its own file. */
function requireChunk(file: string): unknown {
  const known = packedModules.get(file);
  if (known) return known.exports;
  const chunk = packed.get(file);
  if (!chunk) return requireWithCodeCache(file);
  const module = { exports: {} as unknown };
  packedModules.set(file, module);
  chunk.pack.ranChunks.add(chunk.name);
  // the first chunk its cache was not made with: written again at exit, with this process's functions too
  if (!chunk.pack.cachedChunks.has(chunk.name)) writeAtExit(chunk.pack.file);
  runModule(chunk.run, module, file);
  return module.exports;
}

/**
 * Node's own modules, the same from anywhere (process.getBuiltinModule, Node 20.16; engines asks 20.20). node:module
 * itself is taken so, when first needed: its public module loads the ES module loader and the source maps' modules,
 * which a command that requires only chunks and Node's modules never needs.
 */
const builtinModule = (process as unknown as { getBuiltinModule: (id: string) => unknown }).getBuiltinModule.bind(process);

const toWriteAtExit = new Set<string>();

/** One exit listener for every bundle (a split bundle's chunks are several). */
function writeAtExit(file: string): void {
  if (toWriteAtExit.has(file)) return;
  if (toWriteAtExit.size === 0) process.once('exit', () => toWriteAtExit.forEach((each) => writeCodeCache(each)));
  toWriteAtExit.add(file);
}

/**
 * The require of a bundle's file (or a packed chunk's): a relative name inside a pack's folder is another chunk of
 * the split bundle (the command line's, scripts/bundle.mjs), run the same way; Node's own modules are taken as
 * they are; anything else (a package, a compiled module of dist/src) is Node's require from the file, made on
 * first use (~0.1 ms each: most chunks need none).
 */
function requireFrom(file: string): NodeJS.Require {
  const folder = dirname(file);
  let nodeRequire: NodeJS.Require | undefined;
  const node = () => (nodeRequire ??= (builtinModule('node:module') as typeof import('node:module')).createRequire(file));
  const routed = (id: string) => {
    if (id.startsWith('./') || id.startsWith('../')) {
      const target = id.startsWith('./') && !id.includes('/.') ? folder + id.slice(1) : resolve(folder, id);
      if (isChunk(target)) return requireChunk(target);
    } else if (id.startsWith('node:')) {
      const builtin = builtinModule(id);
      if (builtin) return builtin;
    }
    return node()(id);
  };
  // what bundled libraries read of it (require.main, require.cache, require.resolve) stays Node's
  return Object.defineProperties(routed, {
    resolve: { get: () => node().resolve },
    cache: { get: () => node().cache },
    main: { get: () => node().main },
    extensions: { get: () => node().extensions },
  }) as unknown as NodeJS.Require;
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
    writeFileSync(partial, cacheContent(bundle.script.createCachedData(), new Set([...bundle.cachedChunks, ...bundle.ranChunks])));
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
