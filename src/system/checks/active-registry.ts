/**
 * The long-lived abaplint Registry of a system: the kernel plus the active objects, updated one object at
 * a time. Parsing is lazy: a change marks the object (and the cached results of objects mentioning it)
 * stale, and the next query parses only what is stale.
 */
import { MemoryFile, Objects, Registry, type IObject } from '#abaplint/core';
import { kernelFiles, kernelObjectKeys } from '../kernel/index.js';
import { objectKey, type AbapObject } from '../objects.js';
import { abaplintFiles } from './abaplint-files.js';
import { globalDefinitions } from './abaplint-internals.js';
import { checkConfig, syntaxRules } from './check-config.js';
import { errorNamespace, namespacesOf } from './kernel-gaps.js';
import { visibleDefinition } from './visible-definition.js';
import { DependencyIndex, namesProvidedBy, replaceFiles } from '../registry/dependencies.js';

export class ActiveRegistry {
  readonly registry = new Registry(checkConfig('standard', syntaxRules(), errorNamespace(false)));
  /** Active objects per namespace (/DMO/): a namespace the system's objects define is a customer namespace. */
  private readonly namespaceCounts = new Map<string, number>();
  private namespaceChanged = false;
  private readonly dependencies = new DependencyIndex();
  private readonly kernelKeys = kernelObjectKeys();
  private definitionsStale = false;
  /**
   * Whether an object was added, replaced or removed since the last ready(). abaplint's own dirty check
   * cannot tell: its non-ABAP objects (tables, data elements, message classes of the kernel) stay dirty for
   * ever, so Registry.parse() would walk every object and run its whole-registry passes (macros across
   * includes, all global definitions) at each query: ~20 ms at 10,000 classes, for nothing.
   */
  private changed = true;

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

  /** The namespaces the active objects define. */
  namespaces(): ReadonlySet<string> {
    return new Set(this.namespaceCounts.keys());
  }

  /**
   * The error namespace of a check of the given objects over this registry: every name when strict, else the
   * customer namespace with the namespaces of the active objects and of the checked ones.
   */
  errorNamespace(strict: boolean, checkedNames: Iterable<string> = []): string {
    return errorNamespace(strict, [...this.namespaceCounts.keys(), ...checkedNames]);
  }

  private countNamespace(name: string, by: 1 | -1): void {
    for (const namespace of namespacesOf([name])) {
      const count = (this.namespaceCounts.get(namespace) ?? 0) + by;
      if (count > 0) this.namespaceCounts.set(namespace, count);
      else this.namespaceCounts.delete(namespace);
      if (count === 0 || (by === 1 && count === 1)) this.namespaceChanged = true;
    }
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
    this.changed = true;
    const existing = this.registry.getObject(object.type, object.name);
    const current = existing && !this.registry.isDependency(existing) ? existing : undefined;
    if (existing && !current) {
      // an active object of a kernel name replaces the kernel object
      this.registry.removeDependency(existing);
    }
    const seenBefore = visibleDefinition(current);
    if (!current) this.countNamespace(object.name, 1);
    if (!current) this.registry.addFiles(files);
    else replaceFiles(this.registry, object.type, object.name, files);
    const updated = this.registry.getObject(object.type, object.name);
    this.index(updated);
    if (!updated) return;
    // a class changed where no other object looks (a method body): its users keep their results and definitions
    if (seenBefore !== undefined && seenBefore === visibleDefinition(this.parsed(updated))) return;
    this.invalidateDependants(namesProvidedBy(updated), objectKey(object.type, object.name));
  }

  /** The object parsed now, as the next ready() would parse it (a class only: others are left to ready()). */
  private parsed(object: IObject): IObject {
    if (object instanceof Objects.Class && object.isDirty()) {
      const config = this.registry.getConfig();
      object.parse(config.getRelease(), config.getSyntaxSetttings().globalMacros, this.registry, config.getLanguageVersion());
    }
    return object;
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
    this.changed = true;
    this.countNamespace(name, -1);
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
    if (this.namespaceChanged) {
      // a namespace came or went: names of it are now errors (or gaps); every object is parsed again
      this.namespaceChanged = false;
      this.registry.setConfig(checkConfig('standard', syntaxRules(), this.errorNamespace(false)));
      this.definitionsStale = true;
      this.changed = true;
    }
    if (this.changed) {
      this.registry.parse();
      this.changed = false;
    }
    if (this.definitionsStale) {
      globalDefinitions(this.registry).run();
      this.definitionsStale = false;
    }
    return this.registry;
  }

  private index(object: IObject | undefined): void {
    if (object) this.dependencies.index(object);
  }

  /** Drops the cached results of the users; global definitions are computed again by ready(). */
  private invalidateDependants(names: readonly string[], changed: string): void {
    for (const key of this.dependencies.invalidateUsers(this.registry, names, changed, false)) {
      const type = key.split(' ')[0];
      if (type === 'CLAS' || type === 'INTF') this.definitionsStale = true;
    }
  }
}
