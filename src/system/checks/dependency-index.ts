/**
 * Which objects mention which names. When an object changes, the objects mentioning its name may check
 * differently, so their cached syntax results and definitions are dropped. A mention is any word of the
 * object's files (comments and literals included): a superset of the real references is safe, it only
 * costs a recheck.
 */
import { Objects, type IObject } from '@abaplint/core';

const WORD = /[A-Za-z_/][A-Za-z0-9_/]*/g;

export class DependencyIndex {
  private readonly namesByObject = new Map<string, Set<string>>();
  private readonly objectsByName = new Map<string, Set<string>>();

  set(objectKey: string, names: ReadonlySet<string>): void {
    this.delete(objectKey);
    this.namesByObject.set(objectKey, new Set(names));
    for (const name of names) {
      let objects = this.objectsByName.get(name);
      if (!objects) this.objectsByName.set(name, (objects = new Set()));
      objects.add(objectKey);
    }
  }

  delete(objectKey: string): void {
    const names = this.namesByObject.get(objectKey);
    if (!names) return;
    for (const name of names) {
      const objects = this.objectsByName.get(name);
      objects?.delete(objectKey);
      if (objects?.size === 0) this.objectsByName.delete(name);
    }
    this.namesByObject.delete(objectKey);
  }

  mentioning(name: string): ReadonlySet<string> {
    return this.objectsByName.get(name.toUpperCase()) ?? new Set();
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
