/**
 * The long-lived abaplint Registry of a system: the kernel plus the active objects, updated one object at
 * a time. Parsing is lazy: a change marks the object (and the cached results of objects mentioning it)
 * stale, and the next query parses only what is stale.
 */
import { ABAPObject, MemoryFile, Objects, Registry, type IObject } from '@abaplint/core';
import { kernelFiles, kernelObjectKeys } from '../kernel/index.js';
import type { AbapObject } from '../objects.js';
import { abaplintFiles } from './abaplint-files.js';
import { globalDefinitions } from './abaplint-internals.js';
import { checkConfig, syntaxRules } from './check-config.js';
import { DependencyIndex, namesProvidedBy, wordsOf } from './dependency-index.js';

const objectKey = (type: string, name: string) => `${type.toUpperCase()} ${name.toUpperCase()}`;

/** Types that others take types from: a change of one can change the definitions of its dependants. */
const TYPE_PROVIDERS = new Set(['CLAS', 'INTF', 'TABL', 'DTEL', 'TTYP', 'DOMA', 'VIEW', 'DDLS', 'TYPE']);

export class ActiveRegistry {
  readonly registry = new Registry(checkConfig('standard', syntaxRules()));
  private readonly dependencies = new DependencyIndex();
  private readonly kernelKeys = kernelObjectKeys();
  private definitionsStale = false;

  constructor() {
    this.registry.addDependencies(kernelFiles().map((file) => new MemoryFile(file.path, file.text)));
    for (const object of this.registry.getObjects()) this.index(object);
  }

  /**
   * Adds many objects at once (system start). Types the abapGit format does not know (packages …) are
   * skipped; objects abaplint cannot take are reported, the rest are loaded.
   */
  load(objects: readonly AbapObject[]): string[] {
    return objects.flatMap((object) => this.upsert(object));
  }

  /** Adds an object or replaces the active version of it; what went wrong is returned, never thrown. */
  upsert(object: AbapObject): string[] {
    try {
      this.replace(object);
      return [];
    } catch (error) {
      return [`${object.type} ${object.name}: ${error instanceof Error ? error.message : String(error)}`];
    }
  }

  private replace(object: AbapObject): void {
    const files = abaplintFiles(object);
    if (files.length === 0) return;
    const existing = this.registry.getObject(object.type, object.name);
    const current = existing && !this.registry.isDependency(existing) ? existing : undefined;
    if (existing && !current) {
      // an active object of a kernel name replaces the kernel object
      this.registry.removeDependency(existing);
    }
    if (!current) {
      this.registry.addFiles(files);
    } else {
      const wanted = new Set(files.map((file) => file.getFilename().toUpperCase()));
      for (const file of [...current.getFiles()]) {
        if (!wanted.has(file.getFilename().toUpperCase())) this.registry.removeFile(file);
      }
      const remaining = this.registry.getObject(object.type, object.name);
      for (const file of files) {
        const old = remaining?.getFiles().find((f) => f.getFilename().toUpperCase() === file.getFilename().toUpperCase());
        if (!old) this.registry.addFile(file);
        else if (old.getRaw() !== file.getRaw()) this.registry.updateFile(file);
      }
    }
    const updated = this.registry.getObject(object.type, object.name);
    this.index(updated);
    if (updated) this.invalidateDependants(namesProvidedBy(updated), objectKey(object.type, object.name));
  }

  /** Removes an active object; a kernel object of the same name becomes visible again. */
  remove(type: string, name: string): string[] {
    try {
      this.drop(type, name);
      return [];
    } catch (error) {
      return [`${type} ${name}: ${error instanceof Error ? error.message : String(error)}`];
    }
  }

  private drop(type: string, name: string): void {
    const existing = this.registry.getObject(type.toUpperCase(), name);
    if (!existing || this.registry.isDependency(existing)) return;
    const names = namesProvidedBy(existing);
    for (const file of [...existing.getFiles()]) this.registry.removeFile(file);
    this.dependencies.delete(objectKey(type, name));
    const key = objectKey(type, name);
    if (this.kernelKeys.has(key)) {
      const kernel = kernelFiles().filter((file) => file.path.toUpperCase().startsWith(`${name.toUpperCase()}.${type.toUpperCase()}.`));
      this.registry.addDependencies(kernel.map((file) => new MemoryFile(file.path, file.text)));
      this.index(this.registry.getObject(type.toUpperCase(), name));
    }
    this.invalidateDependants(names, key);
  }

  /** The registry, parsed and with all global definitions computed. */
  ready(): Registry {
    this.registry.parse();
    if (this.definitionsStale) {
      globalDefinitions(this.registry).run();
      this.definitionsStale = false;
    }
    return this.registry;
  }

  private index(object: IObject | undefined): void {
    if (object) this.dependencies.set(objectKey(object.getType(), object.getName()), wordsOf(object));
  }

  private invalidateDependants(names: readonly string[], changed: string): void {
    const queue = [...names];
    const seen = new Set([changed]);
    while (queue.length > 0) {
      for (const key of this.dependencies.mentioning(queue.pop()!)) {
        if (seen.has(key)) continue;
        seen.add(key);
        const [type, ...rest] = key.split(' ');
        const dependant = this.registry.getObject(type, rest.join(' '));
        if (!dependant) continue;
        if (dependant instanceof ABAPObject) dependant.syntaxResult = undefined;
        if (dependant instanceof Objects.Class || dependant instanceof Objects.Interface) {
          dependant.setDefinition(undefined);
          this.definitionsStale = true;
        }
        if (TYPE_PROVIDERS.has(dependant.getType())) queue.push(...namesProvidedBy(dependant));
      }
    }
  }
}
