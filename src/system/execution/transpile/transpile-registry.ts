/**
 * The abaplint Registry the runtime build transpiles from: the kernel and the active objects as plain
 * (non-dependency) objects, configured for the transpiler. It is a registry of its own: Transpiler
 * validation re-configures the registry it works on, so it must never be the checks engine's registry.
 *
 * A change replaces an object's files and drops the cached syntax results and definitions of the objects
 * that mention it (types are inlined into the modules of their users, so those must be transpiled again).
 */
import { ABAPObject, MemoryFile, Objects, Registry, type IObject } from '@abaplint/core';
import { abaplintFiles } from '../../checks/abaplint-files.js';
import { kernelFiles } from '../../kernel/index.js';
import type { AbapObject } from '../../objects.js';
import { transpilerConfig } from './transpiler-internals.js';

export const objectKey = (type: string, name: string): string => `${type.toUpperCase()} ${name.toUpperCase()}`;

/** The files of one object as the build sees them. */
export interface BuildSource {
  key: string;
  type: string;
  name: string;
  files: MemoryFile[];
  kernel: boolean;
}

/** Types other objects take definitions from: a change of one reaches the users of the users. */
const TYPE_PROVIDERS = new Set(['CLAS', 'INTF', 'TABL', 'DTEL', 'TTYP', 'DOMA', 'VIEW', 'DDLS', 'TYPE']);
const WORD = /[A-Za-z_/][A-Za-z0-9_/]*/g;

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
  private readonly mentions = new Map<string, Set<string>>();
  private readonly mentionedBy = new Map<string, Set<string>>();

  /** Puts the given sources (kernel and active objects; active objects win over kernel ones of the same key). */
  load(sources: readonly BuildSource[]): void {
    for (const source of sources) this.put(source);
  }

  /** Adds or replaces an object; returns the keys whose modules must be transpiled again (itself included). */
  put(source: BuildSource): Set<string> {
    const existing = this.registry.getObject(source.type, source.name);
    if (existing) {
      const wanted = new Map(source.files.map((file) => [file.getFilename().toLowerCase(), file]));
      for (const file of [...existing.getFiles()]) {
        if (!wanted.has(file.getFilename().toLowerCase())) this.registry.removeFile(file);
      }
      const remaining = this.registry.getObject(source.type, source.name);
      for (const file of source.files) {
        const old = remaining?.getFiles().find((f) => f.getFilename().toLowerCase() === file.getFilename().toLowerCase());
        if (!old) this.registry.addFile(file);
        else if (old.getRaw() !== file.getRaw()) this.registry.updateFile(file);
      }
    } else {
      this.registry.addFiles(source.files);
    }
    const object = this.registry.getObject(source.type, source.name);
    if (object) this.index(source.key, object);
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
    this.unindex(key);
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

  private index(key: string, object: IObject): void {
    this.unindex(key);
    const words = new Set<string>();
    for (const file of object.getFiles()) for (const match of file.getRaw().matchAll(WORD)) words.add(match[0].toUpperCase());
    this.mentions.set(key, words);
    for (const word of words) {
      let keys = this.mentionedBy.get(word);
      if (!keys) this.mentionedBy.set(word, (keys = new Set()));
      keys.add(key);
    }
  }

  private unindex(key: string): void {
    for (const word of this.mentions.get(key) ?? []) this.mentionedBy.get(word)?.delete(key);
    this.mentions.delete(key);
  }

  /** The object and every object mentioning it, transitively through type providers; their caches dropped. */
  private invalidateUsers(key: string, object: IObject | undefined): Set<string> {
    const affected = new Set([key]);
    const queue = object ? namesProvidedBy(object) : [key.split(' ').slice(1).join(' ')];
    while (queue.length > 0) {
      for (const user of this.mentionedBy.get(queue.pop()!) ?? []) {
        if (affected.has(user)) continue;
        affected.add(user);
        const dependant = this.object(user);
        if (!dependant) continue;
        if (dependant instanceof ABAPObject) dependant.syntaxResult = undefined;
        if (dependant instanceof Objects.Class || dependant instanceof Objects.Interface) {
          dependant.setDefinition(undefined);
          // re-parsing marks it dirty, so the registry computes its definition again
          dependant.setDirty();
        }
        if (TYPE_PROVIDERS.has(dependant.getType())) queue.push(...namesProvidedBy(dependant));
      }
    }
    return affected;
  }
}

/** The names under which other objects refer to an object: its own, plus its function modules. */
function namesProvidedBy(object: IObject): string[] {
  const names = [object.getName().toUpperCase()];
  if (object instanceof Objects.FunctionGroup) {
    try {
      for (const module of object.getModules()) names.push(module.getName().toUpperCase());
    } catch {
      // a group without readable XML provides no modules
    }
  }
  return names;
}
