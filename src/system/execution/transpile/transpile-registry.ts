/**
 * The abaplint Registry the runtime build transpiles from: the kernel and the active objects as plain
 * (non-dependency) objects, configured for the transpiler. It is a registry of its own: Transpiler
 * validation re-configures the registry it works on, so it must never be the checks engine's registry.
 *
 * A change replaces an object's files and drops the cached syntax results and definitions of the objects
 * that mention it (types are inlined into the modules of their users, so those must be transpiled again).
 */
import { MemoryFile, Registry, type IObject } from '#abaplint/core';
import { abaplintFiles } from '../../checks/abaplint-files.js';
import { kernelFiles } from '../../kernel/index.js';
import { objectKey, type AbapObject } from '../../objects.js';
import { DependencyIndex, namesProvidedBy, replaceFiles } from '../../registry/dependencies.js';
import { transpilerConfig } from './transpiler-internals.js';

/** The files of one object as the build sees them. */
export interface BuildSource {
  key: string;
  type: string;
  name: string;
  files: MemoryFile[];
  kernel: boolean;
}


/** The build sources of the kernel (objects of its abapGit files). */
export function kernelSources(): BuildSource[] {
  const byKey = new Map<string, BuildSource>();
  for (const file of kernelFiles()) {
    const [name, type] = file.path.split('.');
    if (!name || !type) continue;
    const key = objectKey(type, name.replace(/#/g, '/'));
    let source = byKey.get(key);
    if (!source) byKey.set(key, (source = { key, type: type.toUpperCase(), name: name.toUpperCase(), files: [], kernel: true }));
    source.files.push(new MemoryFile(file.path, file.text));
  }
  return [...byKey.values()];
}

/** The build source of an active object; undefined for types the abapGit format cannot write. */
export function objectSource(object: AbapObject): BuildSource | undefined {
  const files = abaplintFiles(object);
  if (files.length === 0) return undefined;
  // structures are STRU in the object directory and TABL in files; the registry knows them as TABL
  const type = object.type === 'STRU' ? 'TABL' : object.type;
  return { key: objectKey(type, object.name), type, name: object.name.toUpperCase(), files, kernel: false };
}

export class TranspileRegistry {
  readonly registry = new Registry(transpilerConfig());
  private readonly dependencies = new DependencyIndex();

  /** Puts the given sources (kernel and active objects; active objects win over kernel ones of the same key). */
  load(sources: readonly BuildSource[]): void {
    for (const source of sources) this.put(source);
  }

  /** Adds or replaces an object; returns the keys whose modules must be transpiled again (itself included). */
  put(source: BuildSource): Set<string> {
    replaceFiles(this.registry, source.type, source.name, source.files);
    const object = this.registry.getObject(source.type, source.name);
    if (object) this.dependencies.index(object);
    return this.invalidateUsers(source.key, object);
  }

  /** Removes an object; returns the keys of its users, whose modules must be transpiled again. */
  remove(key: string): Set<string> {
    const [type, ...rest] = key.split(' ');
    const object = this.registry.getObject(type!, rest.join(' '));
    if (!object) return new Set();
    const affected = this.invalidateUsers(key, object);
    affected.delete(key);
    for (const file of [...object.getFiles()]) this.registry.removeFile(file);
    this.dependencies.delete(key);
    return affected;
  }

  object(key: string): IObject | undefined {
    const [type, ...rest] = key.split(' ');
    return this.registry.getObject(type!, rest.join(' '));
  }

  keys(): string[] {
    return [...this.registry.getObjects()].map((object) => objectKey(object.getType(), object.getName()));
  }

  /** Parses what changed and computes global definitions; call before validating or transpiling. */
  ready(): Registry {
    this.registry.parse();
    return this.registry;
  }

  /** The object and every object mentioning it, transitively through type providers; their caches dropped. */
  private invalidateUsers(key: string, object: IObject | undefined): Set<string> {
    const names = object ? namesProvidedBy(object) : [key.split(' ').slice(1).join(' ')];
    return new Set([key, ...this.dependencies.invalidateUsers(this.registry, names, key)]);
  }
}
