/**
 * The few @abaplint/core internals the engine needs that the package does not export: computing the
 * definition of one global class or interface, and fresh reference stores for a throw-away registry
 * view. The package versions are pinned; the checks tests cover these paths.
 */
import type { IObject, IRegistry } from '#abaplint/core';
import { abaplintInternal } from '#abaplint/internals';


interface GlobalDefinitionsFinder {
  /** Computes the definitions of all classes and interfaces that have none (and retypes DDIC objects). */
  run(): void;
  /** Computes the definition of one class or interface. */
  update(object: IObject): void;
  /** How many types of a class's or interface's definition are still unresolved (0 when complete). */
  countUntyped(object: IObject): number;
}

export type DdicReferenceStore = ReturnType<IRegistry['getDDICReferences']>;
export type MessageReferenceStore = ReturnType<IRegistry['getMSAGReferences']>;
export type MacroReferenceStore = ReturnType<IRegistry['getMacroReferences']>;

const { FindGlobalDefinitions } = abaplintInternal('@abaplint/core/build/src/abap/5_syntax/global_definitions/find_global_definitions.js') as {
  FindGlobalDefinitions: new (registry: IRegistry) => GlobalDefinitionsFinder;
};
const { DDICReferences } = abaplintInternal('@abaplint/core/build/src/ddic_references.js') as {
  DDICReferences: new () => DdicReferenceStore;
};
const { MSAGReferences } = abaplintInternal('@abaplint/core/build/src/msag_references.js') as {
  MSAGReferences: new () => MessageReferenceStore;
};
const { MacroReferences } = abaplintInternal('@abaplint/core/build/src/macro_references.js') as {
  MacroReferences: new () => MacroReferenceStore;
};

export function globalDefinitions(registry: IRegistry): GlobalDefinitionsFinder {
  return new FindGlobalDefinitions(registry);
}

/** Empty reference stores, so that checking a temporary object records nothing in the long-lived registry. */
export function freshReferenceStores(): { ddic: DdicReferenceStore; messages: MessageReferenceStore; macros: MacroReferenceStore } {
  return { ddic: new DDICReferences(), messages: new MSAGReferences(), macros: new MacroReferences() };
}
