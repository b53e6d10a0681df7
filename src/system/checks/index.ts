/**
 * Checks of the embedded system on the abaplint engine: syntax check of sent source (POST /syntax),
 * inspection of active objects with check variants (POST /inspect) and where-used (POST /where).
 *
 *   const engine = new CheckEngine();
 *   engine.load(activeObjects);            // at start; the kernel is always there
 *   engine.upsert(object);                 // after activation; engine.remove(type, name) after deletion
 *   engine.syntaxCheck({ objects, uccheck });
 *   engine.inspect([{ type, name }], 'DEFAULT');
 *   engine.whereUsed({ objects: ['ZIF_X'], limit: 50 });
 */
export { CheckEngine, type CheckEngineOptions } from './check-engine.js';
export {
  BUILTIN_VARIANTS,
  DEFAULT_VARIANT,
  DEFAULT_VARIANT_NAME,
  STANDARD_VARIANT,
  SYNTAX_CHECK_VARIANT,
  builtinVariant,
  type CheckVariant,
} from './check-variants.js';
export { SYNTAX_RULE_KEYS, type LanguageVersion, type RuleSetting, type RuleSeverity } from './check-config.js';
export { SYNTAX_CHECK_TYPES } from './syntax-check.js';
export { WHERE_USED_TYPES, type PackageOf } from './where-used.js';
export { classLayout, classLayoutOfSource, functionPoolName, type ClassLayout, type IncludeSection } from './include-layout.js';
export { checkMessages } from './messages.js';
export type * from './types.js';
