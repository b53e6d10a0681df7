/**
 * The runtime build of a system: every active object (and the kernel) transpiled to an ES module with its
 * source map, in generation folders under `<dataDir>/runtime/`. A generation is immutable once written
 * (work processes load modules lazily, and modules cannot be reloaded), so a change writes a new
 * generation: modules of unchanged objects are hard-linked from the previous one, only the changed objects
 * and the objects that use them are transpiled again.
 *
 * A generation folder holds:
 *   <module>.mjs, <module>.mjs.map   the modules, with `//# sourceMappingURL` and the ABAP sources embedded
 *   abap/<file>.abap                 the ABAP sources the modules were made from
 *   manifest.json                    objects (hash, modules, problems), load order, unit tests, include layouts
 *
 * Objects that fail the transpiler's validation get no module; their problems are kept in the manifest.
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Objects, Version, type ABAPFile, type IObject, type Issue } from '#abaplint/core';
import { sourceLayouts, type SourceLayout } from './source-layout.js';
import { generatedCodeFixes, moduleLoadOrder, OutputLayout, skipsFunctionGroup, transpileObject, validateObjects } from './transpiler-internals.js';
import { TranspileRegistry, type BuildSource } from './transpile-registry.js';
import { buildKey, copyTree, type BuildCache } from './build-cache.js';
import { addJumpDispatch, mayDispatch, rowClassifier, type RawSourceMap } from './jump-dispatch.js';
import { kernelGapCode } from './kernel-gap-code.js';

/** Changes when the generated output of the same source changes (transpiler version, fixes, layout). */
export const BUILD_FORMAT = `abapdeck-runtime-13/transpiler-2.14.33/${Version.OpenABAP}`;

export interface UnitTestClass {
  /** Upper-case global class owning the test class. */
  objectName: string;
  /** Upper-case local test class name. */
  testClass: string;
  /** Module exporting the test class (its lower-case name). */
  module: string;
  /** Upper-case test method names in declaration order. */
  methods: string[];
  riskLevel: string;
  duration: string;
}

export interface ManifestObject {
  type: string;
  name: string;
  hash: string;
  kernel: boolean;
  /** Module file names of the object (none when it failed validation or needs no module). */
  modules: string[];
  /** ABAP source files (lower case) of the object. */
  sources: string[];
  /** Transpiler validation problems: '<file>:<row> <text>'. */
  problems: string[];
}

export interface Manifest {
  format: string;
  generation: number;
  objects: Record<string, ManifestObject>;
  /** Modules in the order a work process imports them at start. */
  loadOrder: string[];
  unitTests: UnitTestClass[];
  /** Include layout per ABAP source file (lower-case file name). */
  layouts: Record<string, SourceLayout>;
}

/** A written generation: where its files are and what it holds. */
export interface Generation {
  number: number;
  dir: string;
  manifest: Manifest;
}

export interface BuildProblem {
  type: string;
  name: string;
  text: string;
}

export interface BuildResult {
  generation: Generation;
  /** Keys of the objects whose modules were (re)written. */
  transpiled: string[];
  problems: BuildProblem[];
  millis: number;
}

const GENERATION_PREFIX = 'g';

export function hashSource(source: BuildSource): string {
  const hash = createHash('sha256').update(BUILD_FORMAT);
  for (const file of [...source.files].sort((a, b) => a.getFilename().localeCompare(b.getFilename()))) {
    hash.update('\0').update(file.getFilename().toLowerCase()).update('\0').update(file.getRaw());
  }
  return hash.digest('hex');
}

export class RuntimeBuild {
  private currentGeneration: Generation | undefined;
  private transpileRegistry: TranspileRegistry | undefined;

  /**
   * @param root the build folder (`<dataDir>/runtime`)
   * @param allSources every build source of the system (kernel and active objects), read when the registry
   *   is first needed
   */
  constructor(
    readonly root: string,
    private readonly allSources: () => BuildSource[],
    /** Full builds shared between data folders (see build-cache.ts); none: every full build transpiles. */
    private readonly cache?: BuildCache,
  ) {
    mkdirSync(root, { recursive: true });
    this.currentGeneration = this.latestOnDisk();
  }

  get current(): Generation | undefined {
    return this.currentGeneration;
  }

  /** Brings the build in step with the given sources (start of the system): transpiles what differs. */
  sync(sources: readonly BuildSource[] = this.allSources()): BuildResult | undefined {
    const previous = this.currentGeneration?.manifest;
    const wanted = new Map(sources.map((source) => [source.key, source]));
    const changed = sources.filter((source) => previous?.objects[source.key]?.hash !== hashSource(source));
    const removed = Object.keys(previous?.objects ?? {}).filter((key) => !wanted.has(key));
    if (previous && previous.format === BUILD_FORMAT && changed.length === 0 && removed.length === 0) return undefined;
    if (!this.cache || (previous && previous.format === BUILD_FORMAT)) return this.apply(changed, removed, sources);
    // a full build: the same sources may have been built before in another data folder
    const key = buildKey(BUILD_FORMAT, sources.map((source) => [source.key, hashSource(source)] as const));
    const cached = this.cache.find(key);
    if (cached) return this.adopt(cached);
    const result = this.apply(changed, removed, sources);
    this.cache.store(key, result.generation.dir);
    return result;
  }

  /** A cached full build as the next generation of this folder. */
  private adopt(cached: string): BuildResult {
    const started = Date.now();
    const number = (this.currentGeneration?.number ?? 0) + 1;
    const dir = join(this.root, `${GENERATION_PREFIX}${String(number).padStart(6, '0')}`);
    rmSync(dir, { recursive: true, force: true });
    copyTree(cached, dir);
    const manifest = { ...(JSON.parse(readFileSync(join(cached, 'manifest.json'), 'utf8')) as Manifest), generation: number };
    // replace the linked manifest (never write through a link into the cache)
    writeFileSync(join(dir, 'manifest.json.tmp'), JSON.stringify(manifest));
    renameSync(join(dir, 'manifest.json.tmp'), join(dir, 'manifest.json'));
    this.currentGeneration = { number, dir, manifest };
    const problems = Object.values(manifest.objects).flatMap((entry) => entry.problems.map((text) => ({ type: entry.type, name: entry.name, text })));
    return { generation: this.currentGeneration, transpiled: [], problems, millis: Date.now() - started };
  }

  /**
   * Writes a new generation with the given objects changed (added or replaced) and removed. Objects using
   * them are transpiled again; everything else is carried over.
   */
  apply(changed: readonly BuildSource[], removed: readonly string[], knownSources?: readonly BuildSource[]): BuildResult {
    const started = Date.now();
    const previous = this.currentGeneration;
    const fullBuild = !previous || previous.manifest.format !== BUILD_FORMAT;
    // the first change of a process loads the registry with every source (the change included)
    const loading = this.transpileRegistry ? undefined : (knownSources ?? this.allSources());
    const registry = this.registry(loading);
    const affected = new Set<string>();
    for (const source of changed) for (const key of registry.put(source)) affected.add(key);
    for (const key of removed) for (const user of registry.remove(key)) affected.add(user);
    for (const key of removed) affected.delete(key);
    const reg = registry.ready();
    const keys = fullBuild ? registry.keys() : [...affected].filter((key) => registry.object(key));

    const number = (previous?.number ?? 0) + 1;
    const dir = join(this.root, `${GENERATION_PREFIX}${String(number).padStart(6, '0')}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'abap'), { recursive: true });

    const hashes = new Map([...(loading ?? knownSources ?? []), ...changed].map((source) => [source.key, { hash: hashSource(source), kernel: source.kernel }]));
    const objects: Record<string, ManifestObject> = {};
    const layouts: Record<string, SourceLayout> = {};
    if (!fullBuild) {
      for (const [key, entry] of Object.entries(previous!.manifest.objects)) {
        if (removed.includes(key) || keys.includes(key)) continue;
        objects[key] = entry;
        for (const module of entry.modules) carryOver(previous!.dir, dir, module);
        for (const source of entry.sources) {
          carryOver(join(previous!.dir, 'abap'), join(dir, 'abap'), source);
          const layout = previous!.manifest.layouts[source];
          if (layout) layouts[source] = layout;
        }
      }
    }

    const layout = new OutputLayout(reg);
    const problems: BuildProblem[] = [];
    const issues = validateObjects(reg, keys.map((key) => registry.object(key)!));
    for (const key of keys) {
      const object = registry.object(key)!;
      const known = hashes.get(key) ?? { hash: previous?.manifest.objects[key]?.hash ?? '', kernel: previous?.manifest.objects[key]?.kernel ?? false };
      const entry = this.buildObject(reg, object, layout, dir, known, issues.get(object) ?? []);
      objects[key] = entry;
      for (const text of entry.problems) problems.push({ type: object.getType(), name: object.getName(), text });
      for (const source of sourceLayouts(reg, object)) layouts[source.file] = source;
    }

    const manifest: Manifest = {
      format: BUILD_FORMAT,
      generation: number,
      objects,
      loadOrder: moduleLoadOrder(reg, layout).filter((module) => existsSync(join(dir, module))),
      unitTests: unitTestClasses(registry, objects),
      layouts,
    };
    // the manifest is written last: a folder without one is an unfinished generation
    writeFileSync(join(dir, 'manifest.json.tmp'), JSON.stringify(manifest));
    renameSync(join(dir, 'manifest.json.tmp'), join(dir, 'manifest.json'));
    this.currentGeneration = { number, dir, manifest };
    return { generation: this.currentGeneration, transpiled: keys, problems, millis: Date.now() - started };
  }

  /**
   * A generation another RuntimeBuild of this folder wrote (the build worker's) becomes the current one; this
   * one's transpile registry is dropped, as it no longer matches (it is loaded again if this one applies).
   */
  takeOver(generation: Generation): void {
    this.currentGeneration = generation;
    this.transpileRegistry = undefined;
  }

  /**
   * Loads and parses the transpile registry (the kernel and every active object) ahead of the first change,
   * which then parses only what it changed; a registry already loaded is kept.
   */
  prepare(): void {
    this.registry(undefined).ready();
  }

  /**
   * Continues from the given generation of this folder (the one the service has), not from the newest on disk:
   * a newer one may be a staged build (build-worker.ts) the activation it was made for never confirmed.
   */
  resumeAt(number: number): void {
    if (this.currentGeneration?.number === number) return;
    const dir = join(this.root, `${GENERATION_PREFIX}${String(number).padStart(6, '0')}`);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    this.currentGeneration = { number, dir, manifest };
    this.transpileRegistry = undefined;
  }

  /** Removes generation folders older than the current one and not in use (newer ones may be being written). */
  prune(inUse: ReadonlySet<number>): void {
    for (const name of readdirSync(this.root)) {
      const number = generationNumber(name);
      if (number === undefined || number >= (this.currentGeneration?.number ?? Number.POSITIVE_INFINITY) || inUse.has(number)) continue;
      rmSync(join(this.root, name), { recursive: true, force: true });
    }
  }

  private registry(sources: readonly BuildSource[] | undefined): TranspileRegistry {
    if (!this.transpileRegistry) {
      this.transpileRegistry = new TranspileRegistry();
      this.transpileRegistry.load(sources ?? this.allSources());
    }
    return this.transpileRegistry;
  }

  private buildObject(
    reg: ReturnType<TranspileRegistry['ready']>,
    object: IObject,
    layout: OutputLayout,
    dir: string,
    known: { hash: string; kernel: boolean },
    issues: readonly Issue[],
  ): ManifestObject {
    const sources = object
      .getFiles()
      .map((file) => file.getFilename().toLowerCase())
      .filter((name) => name.endsWith('.abap'));
    for (const file of object.getFiles()) {
      if (file.getFilename().toLowerCase().endsWith('.abap')) writeFileSync(join(dir, 'abap', file.getFilename().toLowerCase()), file.getRaw());
    }
    const entry: ManifestObject = {
      type: object.getType(),
      name: object.getName(),
      hash: known.hash,
      kernel: known.kernel,
      modules: [],
      sources,
      problems: [],
    };
    if (object instanceof Objects.FunctionGroup && skipsFunctionGroup(reg, object)) return entry;
    if (issues.length > 0) {
      entry.problems = issues.map((issue) => `${issue.getFilename()}:${issue.getStart().getRow()} ${issue.getMessage()}`);
      return entry;
    }
    let files;
    try {
      files = transpileObject(reg, object, layout);
    } catch (error) {
      entry.problems = [`transpiler: ${error instanceof Error ? error.message : String(error)}`];
      return entry;
    }
    const fixedPoint = hasFixedPointArithmetic(object);
    const classify = rowClassifier((name) => parsedFile(reg, object, name));
    for (const file of files) {
      let chunk = file.chunk;
      for (const fix of generatedCodeFixes) chunk = chunk.replaceAll(fix.search, fix.replacement);
      chunk = kernelGapCode(chunk, (name) => reg.getObject('CLAS', name) !== undefined || reg.getObject('INTF', name) !== undefined);
      // packed-arithmetic.ts: calculations of a program without fixed point arithmetic ignore decimal points
      if (!fixedPoint) chunk = chunk.replaceAll('abap.operators.', 'abap.operatorsWithoutFixpt.');
      const sourceNames = [...new Set(chunk.mappings.map((mapping) => String(mapping.source)))];
      const sourceContents: Record<string, string> = {};
      for (const name of sourceNames) {
        const raw = reg.getFileByName(name)?.getRaw();
        if (raw !== undefined) sourceContents[name] = raw;
      }
      const sourcePaths = Object.fromEntries(sourceNames.map((name) => [name, `abap/${name.toLowerCase()}`]));
      const code = chunk.getCode();
      const mapText = chunk.getMap(file.filename, { sourcePaths, sourceContents });
      const generated = mayDispatch(code) ? addJumpDispatch(code, JSON.parse(mapText) as RawSourceMap, (source, row) => classify(source.replace(/^abap\//, ''), row)) : undefined;
      const dispatched = generated && generated.blocks.length > 0 ? generated : undefined;
      writeFileSync(join(dir, file.filename + '.map'), dispatched ? JSON.stringify(dispatched.map) : mapText);
      writeFileSync(join(dir, file.filename), `${dispatched?.code ?? code}\n//# sourceMappingURL=${encodeURIComponent(file.filename)}.map\n`);
      entry.modules.push(file.filename);
    }
    return entry;
  }

  private latestOnDisk(): Generation | undefined {
    const numbers = readdirSync(this.root)
      .map(generationNumber)
      .filter((n): n is number => n !== undefined)
      .sort((a, b) => b - a);
    for (const number of numbers) {
      const dir = join(this.root, `${GENERATION_PREFIX}${String(number).padStart(6, '0')}`);
      try {
        return { number, dir, manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest };
      } catch {
        // unfinished or damaged: an older one, or a full build
      }
    }
    return undefined;
  }
}

function generationNumber(name: string): number | undefined {
  const match = new RegExp(`^${GENERATION_PREFIX}(\\d{6})$`).exec(name);
  return match ? Number(match[1]) : undefined;
}

/** A file of an unchanged object in the new generation: a hard link where the file system allows it. */
function carryOver(fromDir: string, toDir: string, name: string): void {
  const from = join(fromDir, name);
  const to = join(toDir, name);
  for (const [source, target] of [
    [from, to],
    [from + '.map', to + '.map'],
  ] as const) {
    if (!existsSync(source)) continue;
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
    chmodSync(target, 0o600);
  }
}

/** The program attribute "fixed point arithmetic" (FIXPT) of a class or program; other objects have it. */
function hasFixedPointArithmetic(object: IObject): boolean {
  if (!(object instanceof Objects.Class) && !(object instanceof Objects.Program)) return true;
  // an include has no attribute of its own: its code is expanded into the programs that include it
  if (object instanceof Objects.Program && object.isInclude()) return true;
  const xml = object.getXMLFile()?.getRaw();
  return xml === undefined || /<FIXPT>X<\/FIXPT>/.test(xml);
}

/**
 * The local test classes of global classes with a test include and of executable programs (their module
 * exports the local classes; importing it does not run the program), and their test methods.
 */
function unitTestClasses(registry: TranspileRegistry, objects: Record<string, ManifestObject>): UnitTestClass[] {
  const classes: UnitTestClass[] = [];
  for (const [key, entry] of Object.entries(objects)) {
    if ((entry.type !== 'CLAS' && entry.type !== 'PROG') || entry.kernel) continue;
    const object = registry.object(key);
    let module: string | undefined;
    let file: ABAPFile | undefined;
    if (object instanceof Objects.Class) {
      module = entry.modules.find((m) => m.endsWith('.clas.testclasses.mjs'));
      file = object.getABAPFiles().find((f) => f.getFilename().toLowerCase().endsWith('.clas.testclasses.abap'));
    } else if (object instanceof Objects.Program && !object.isInclude()) {
      module = entry.modules.find((m) => m.endsWith('.prog.mjs'));
      file = object.getMainABAPFile();
    }
    if (!module) continue;
    for (const definition of file?.getInfo().listClassDefinitions() ?? []) {
      if (!definition.isForTesting || definition.isGlobal || definition.isAbstract) continue;
      const methods = definition.methods.filter((m) => m.isForTesting).map((m) => m.name.toUpperCase());
      if (methods.length === 0) continue;
      classes.push({
        objectName: entry.name.toUpperCase(),
        testClass: definition.name.toUpperCase(),
        module,
        methods,
        riskLevel: String(definition.riskLevel ?? 'HARMLESS').toUpperCase(),
        duration: String(definition.duration ?? 'SHORT').toUpperCase(),
      });
    }
  }
  return classes.sort((a, b) => a.objectName.localeCompare(b.objectName) || a.testClass.localeCompare(b.testClass));
}

/** A parsed ABAP file a module of an object was made from, by lower-case name: the object's own, or another object's. */
function parsedFile(reg: ReturnType<TranspileRegistry['ready']>, object: IObject, name: string): ABAPFile | undefined {
  const named = (files: ABAPFile[]) => files.find((abap) => abap.getFilename().toLowerCase() === name);
  const found = named((object as { getABAPFiles?: () => ABAPFile[] }).getABAPFiles?.() ?? []);
  if (found) return found;
  const raw = reg.getFileByName(name);
  const owner = raw ? reg.findObjectForFile(raw) : undefined;
  return named((owner as { getABAPFiles?: () => ABAPFile[] } | undefined)?.getABAPFiles?.() ?? []);
}
