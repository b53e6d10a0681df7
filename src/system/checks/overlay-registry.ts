/**
 * A read-only view of the long-lived registry with its own configuration and, optionally, objects laid
 * over the active ones. Checking source that is not active (POST /syntax) or checking with another rule
 * set (inspect variants, ABAP for Cloud) goes through such a view, so the long-lived registry is never
 * written and never reconfigured (reconfiguring it would force a full reparse).
 */
import {
  Objects,
  type IConfiguration,
  type IFile,
  type IObject,
  type IRegistry,
  type Issue,
  type Registry,
  RulesRunner,
} from '#abaplint/core';
import { freshReferenceStores, globalDefinitions } from './abaplint-internals.js';
import { objectKey } from '../objects.js';

/** abaplint's own registry stops after as many passes. */
const MAX_DEFINITION_PASSES = 10;


export class OverlayRegistry implements IRegistry {
  private readonly overlays = new Map<string, IObject>();
  private readonly overlayFiles = new Map<string, { file: IFile; object: IObject }>();
  private readonly stores = freshReferenceStores();
  private readonly errorNamespace: RegExp;

  constructor(
    private readonly base: Registry,
    private readonly config: IConfiguration,
    overlays: readonly IObject[] = [],
  ) {
    this.errorNamespace = new RegExp(config.getSyntaxSetttings().errorNamespace, 'i');
    for (const object of overlays) {
      this.overlays.set(objectKey(object.getType(), object.getName()), object);
      for (const file of object.getFiles()) this.overlayFiles.set(file.getFilename().toUpperCase(), { file, object });
    }
  }

  /**
   * Parses the overlay objects under this view's language version and computes the definitions of
   * overlaid classes and interfaces, which other objects' checks look up through getObject.
   */
  prepare(): this {
    const release = this.config.getRelease();
    const macros = this.config.getSyntaxSetttings().globalMacros;
    for (const object of this.overlays.values()) {
      object.parse(release, macros, this, this.config.getLanguageVersion());
    }
    this.computeDefinitions();
    return this;
  }

  /**
   * Definitions of the overlaid classes and interfaces, in passes until no more types resolve (as abaplint's
   * own registry does): an interface using the types of another overlaid interface resolves in a later pass,
   * so a set of objects checked together gives the same result whatever their order.
   */
  private computeDefinitions(): void {
    const definitions = globalDefinitions(this);
    let pending: IObject[] = [...this.overlays.values()]
      .filter((object) => object instanceof Objects.Class || object instanceof Objects.Interface)
      .sort((a, b) => a.getName().localeCompare(b.getName()));
    let lastUntyped = Number.MAX_SAFE_INTEGER;
    for (let pass = 0; pass < MAX_DEFINITION_PASSES && pending.length > 0; pass++) {
      let untyped = 0;
      const next: IObject[] = [];
      for (const object of pending) {
        definitions.update(object);
        const count = definitions.countUntyped(object);
        if (count > 0) next.push(object);
        untyped += count;
      }
      if (untyped === 0 || untyped === lastUntyped) break;
      lastUntyped = untyped;
      pending = next;
    }
  }

  isOverlay(object: IObject): boolean {
    return this.overlays.get(objectKey(object.getType(), object.getName())) === object;
  }

  getConfig(): IConfiguration {
    return this.config;
  }

  getObject(type: string | undefined, name: string | undefined): IObject | undefined {
    if (type === undefined || name === undefined) return undefined;
    return this.overlays.get(objectKey(type, name)) ?? this.base.getObject(type, name);
  }

  *getObjects(): Generator<IObject, void, undefined> {
    yield* this.overlays.values();
    for (const object of this.base.getObjects()) {
      if (!this.overlays.has(objectKey(object.getType(), object.getName()))) yield object;
    }
  }

  *getObjectsByType(type: string): Generator<IObject, void, undefined> {
    for (const object of this.overlays.values()) if (object.getType() === type) yield object;
    for (const object of this.base.getObjectsByType(type)) {
      if (!this.overlays.has(objectKey(object.getType(), object.getName()))) yield object;
    }
  }

  *getFiles(): Generator<IFile, void, undefined> {
    for (const object of this.getObjects()) yield* object.getFiles();
  }

  getObjectCount(): { total: number; normal: number; dependencies: number } {
    const count = { total: 0, normal: 0, dependencies: 0 };
    for (const object of this.getObjects()) {
      count.total++;
      if (this.isDependency(object)) count.dependencies++;
      else count.normal++;
    }
    return count;
  }

  getFirstObject(): IObject | undefined {
    return this.getObjects().next().value ?? undefined;
  }

  getFileByName(filename: string): IFile | undefined {
    return this.overlayFiles.get(filename.toUpperCase())?.file ?? this.base.getFileByName(filename);
  }

  findObjectForFile(file: IFile): IObject | undefined {
    const overlay = this.overlayFiles.get(file.getFilename().toUpperCase());
    if (overlay) return overlay.object;
    const object = this.base.findObjectForFile(file);
    return object && this.isOverlaid(object) ? undefined : object;
  }

  isDependency(object: IObject): boolean {
    return this.isOverlay(object) ? false : this.base.isDependency(object);
  }

  isFileDependency(filename: string): boolean {
    return this.overlayFiles.has(filename.toUpperCase()) ? false : this.base.isFileDependency(filename);
  }

  inErrorNamespace(name: string): boolean {
    return this.errorNamespace.test(name);
  }

  getDDICReferences() {
    return this.stores.ddic;
  }

  getMSAGReferences() {
    return this.stores.messages;
  }

  getMacroReferences() {
    return this.stores.macros;
  }

  /** Runs the configured rules on the given objects (pseudo comments and exclusions applied). */
  findIssuesOf(objects: Iterable<IObject>): readonly Issue[] {
    return new ConfiguredRulesRunner(this, excludesSomething(this.config)).runRules(objects);
  }

  findIssues(): readonly Issue[] {
    return this.findIssuesOf(this.getObjects());
  }

  findIssuesObject(object: IObject): readonly Issue[] {
    return this.findIssuesOf([object]);
  }

  parse(): this {
    return this;
  }

  async parseAsync(): Promise<this> {
    return this;
  }

  clear(): void {
    throw readOnly();
  }
  setConfig(): IRegistry {
    throw readOnly();
  }
  addFile(): IRegistry {
    throw readOnly();
  }
  updateFile(): IRegistry {
    throw readOnly();
  }
  removeFile(): IRegistry {
    throw readOnly();
  }
  addFiles(): IRegistry {
    throw readOnly();
  }
  addDependencies(): IRegistry {
    throw readOnly();
  }
  addDependency(): IRegistry {
    throw readOnly();
  }
  removeDependency(): void {
    throw readOnly();
  }

  private isOverlaid(object: IObject): boolean {
    return this.overlays.has(objectKey(object.getType(), object.getName()));
  }
}

/**
 * abaplint's rules runner, without its exclusion pass when the configuration excludes nothing: that pass makes
 * an instance of every rule abaplint knows (about 180) and reads each one's settings at every run, a third of
 * the time of checking one class (issue 20). With exclusions configured it runs as abaplint's.
 */
class ConfiguredRulesRunner extends RulesRunner {
  constructor(
    registry: IRegistry,
    private readonly excludes: boolean,
  ) {
    super(registry);
  }

  override excludeIssues(issues: Issue[]): Issue[] {
    return this.excludes ? super.excludeIssues(issues) : issues;
  }
}

const excluding = new WeakMap<IConfiguration, boolean>();

/** Whether a configuration excludes files from issues (globally, or for one of its rules). */
function excludesSomething(config: IConfiguration): boolean {
  let known = excluding.get(config);
  if (known === undefined) {
    const rules = Object.values((config.get().rules ?? {}) as Record<string, unknown>);
    const excludes = (setting: unknown) => typeof setting === 'object' && setting !== null && ((setting as { exclude?: unknown[] }).exclude ?? []).length > 0;
    known = (config.getGlobal().noIssues ?? []).length > 0 || rules.some(excludes);
    excluding.set(config, known);
  }
  return known;
}

function readOnly(): Error {
  return new Error('the overlay registry is a read-only view of the active objects');
}
