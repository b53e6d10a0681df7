/**
 * The checks engine of one system: keeps the registry of active objects current and answers syntax
 * checks, inspections and where-used queries from it. Problems are results, never exceptions.
 */
import type { AbapObject } from '../objects.js';
import { checkActivation } from './activation-check.js';
import { ActiveRegistry } from './active-registry.js';
import { builtinVariant, DEFAULT_VARIANT_NAME, type CheckVariant } from './check-variants.js';
import { inspect, variantNotFound } from './inspect.js';
import { syntaxCheck } from './syntax-check.js';
import type {
  ActivationCheck,
  InspectObject,
  InspectResult,
  SyntaxRequest,
  SyntaxResponse,
} from './types.js';
import { whereUsed, type PackageOf } from './where-used.js';
import type { WhereRequest, WhereResponse } from '../../protocol/checks.js';

export interface CheckEngineOptions {
  /** Variants stored by the system; consulted before the built-in ones. */
  findVariant?: (name: string) => CheckVariant | undefined;
}

export class CheckEngine {
  /** The registry of active objects; the language service (src/system/language) reads it too. */
  readonly active = new ActiveRegistry();

  constructor(private readonly options: CheckEngineOptions = {}) {}

  /**
   * Adds the active objects of a system at start; types the abapGit format does not know are skipped.
   * Returns the objects that could not be added, as texts.
   */
  load(objects: readonly AbapObject[]): string[] {
    return this.active.load(objects);
  }

  /**
   * Parses everything and computes all global definitions, so the first request does not pay for it
   * (about 2 s for 1,000 classes). Call once after load at start.
   */
  warmUp(): void {
    this.active.ready();
  }

  /** An object was activated: adds it or replaces its active version. Returns problems as texts. */
  upsert(object: AbapObject): string[] {
    return this.active.upsert(object);
  }

  /** An object was deleted. Returns problems as texts. */
  remove(type: string, name: string): string[] {
    return this.active.remove(type, name);
  }

  /** POST /syntax. */
  syntaxCheck(request: SyntaxRequest): SyntaxResponse {
    return syntaxCheck(this.active, request);
  }

  /** POST /inspect: one result per object, or one VARIANT result when the variant does not exist. */
  inspect(objects: readonly InspectObject[], variant?: string): InspectResult[] {
    const name = variant?.trim() ? variant.trim().toUpperCase() : DEFAULT_VARIANT_NAME;
    const found = this.options.findVariant?.(name) ?? builtinVariant(name);
    return found ? inspect(this.active, objects, found) : variantNotFound(name);
  }

  /**
   * Checks objects about to be activated together (a pull), against the active system; nothing is
   * written. Returns all errors and kernel gaps per object key "<TYPE> <NAME>".
   */
  checkActivation(objects: readonly AbapObject[], strict = false): ActivationCheck {
    return checkActivation(this.active, objects, strict);
  }

  /** POST /where. */
  whereUsed(request: WhereRequest, packageOf?: PackageOf): WhereResponse {
    return whereUsed(this.active, request, packageOf);
  }
}
