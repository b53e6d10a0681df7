/**
 * What depends on what among the objects of an abaplint Registry, and how a change reaches the objects
 * that use it: the one module both registries of a system read (the checks engine's ActiveRegistry and
 * the runtime build's TranspileRegistry; they must stay two abaplint Registries, because the transpiler
 * re-configures the registry it works on).
 *
 * A mention is any word of an object's files (comments and literals included): a superset of the real
 * references is safe, it only costs a recheck.
 */
import { ABAPObject, Objects, type IFile, type IObject, type Registry } from '#abaplint/core';
import { objectKey } from '../objects.js';

const WORD = /[A-Za-z_/][A-Za-z0-9_/]*/g;

/** Types that others take types from: a change of one can change the definitions of its users' users. */
const TYPE_PROVIDERS = new Set(['CLAS', 'INTF', 'TABL', 'DTEL', 'TTYP', 'DOMA', 'VIEW', 'DDLS', 'TYPE']);

export class DependencyIndex {
  private readonly namesByObject = new Map<string, Set<string>>();
  private readonly objectsByName = new Map<string, Set<string>>();

  /** Indexes (again) the words of an object. */
  index(object: IObject): void {
    this.set(objectKey(object.getType(), object.getName()), wordsOf(object));
  }

  set(key: string, names: ReadonlySet<string>): void {
    this.delete(key);
    this.namesByObject.set(key, new Set(names));
    for (const name of names) {
      let objects = this.objectsByName.get(name);
      if (!objects) this.objectsByName.set(name, (objects = new Set()));
      objects.add(key);
    }
  }

  delete(key: string): void {
    const names = this.namesByObject.get(key);
    if (!names) return;
    for (const name of names) {
      const objects = this.objectsByName.get(name);
      objects?.delete(key);
      if (objects?.size === 0) this.objectsByName.delete(name);
    }
    this.namesByObject.delete(key);
  }

  mentioning(name: string): ReadonlySet<string> {
    return this.objectsByName.get(name.toUpperCase()) ?? new Set();
  }

  /**
   * The keys of the objects that mention the given names, transitively through type providers, with their
   * cached syntax results and (for classes and interfaces) definitions dropped. `changed` is not included.
   * `reparse` marks those classes and interfaces for parsing again (a registry that recomputes global
   * definitions itself does not need it).
   */
  invalidateUsers(registry: Registry, names: readonly string[], changed: string, reparse = true): Set<string> {
    const queue = [...names];
    const seen = new Set([changed]);
    const users = new Set<string>();
    while (queue.length > 0) {
      for (const key of this.mentioning(queue.pop()!)) {
        if (seen.has(key)) continue;
        seen.add(key);
        const [type, ...rest] = key.split(' ');
        const user = registry.getObject(type!, rest.join(' '));
        if (!user) continue;
        users.add(key);
        if (user instanceof ABAPObject) user.syntaxResult = undefined;
        if (user instanceof Objects.Class || user instanceof Objects.Interface) {
          user.setDefinition(undefined);
          // re-parsing marks it dirty, so the registry computes its definition again
          if (reparse) user.setDirty();
        }
        if (TYPE_PROVIDERS.has(user.getType())) queue.push(...namesProvidedBy(user));
      }
    }
    return users;
  }
}

/** The upper-case words of all files of an object. */
export function wordsOf(object: IObject): Set<string> {
  const words = new Set<string>();
  for (const file of object.getFiles()) {
    for (const match of file.getRaw().matchAll(WORD)) words.add(match[0].toUpperCase());
  }
  return words;
}

/** The names under which other objects refer to an object: its own, plus its function modules. */
export function namesProvidedBy(object: IObject): string[] {
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

/**
 * Gives an object of the registry exactly the given files: files it no longer has are removed, changed
 * ones updated, new ones added (or the object added when the registry does not hold it).
 */
export function replaceFiles(registry: Registry, type: string, name: string, files: readonly IFile[]): void {
  const current = registry.getObject(type, name);
  if (!current) {
    registry.addFiles([...files]);
    return;
  }
  const wanted = new Set(files.map((file) => file.getFilename().toUpperCase()));
  for (const file of [...current.getFiles()]) {
    if (!wanted.has(file.getFilename().toUpperCase())) registry.removeFile(file);
  }
  const remaining = registry.getObject(type, name);
  for (const file of files) {
    const old = remaining?.getFiles().find((f) => f.getFilename().toUpperCase() === file.getFilename().toUpperCase());
    if (!old) registry.addFile(file);
    else if (old.getRaw() !== file.getRaw()) registry.updateFile(file);
  }
}
