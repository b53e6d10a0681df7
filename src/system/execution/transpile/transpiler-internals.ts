/**
 * The @abaplint/transpiler internals the runtime build needs, which the package does not export.
 * Transpiler.run transpiles and validates the whole registry every time; activation must re-transpile one
 * object (plus what follows it), so the build drives the per-object handlers itself, exactly as run() does
 * inside its loop. The package version is pinned (package.json) and the execution tests cover these paths.
 *
 * Two corrections of the pinned version live here, each applied to generated code only:
 * - a statement whose transpiler maps only its last token (a method call statement maps its closing ';')
 *   gets a mapping of its first generated column to its first ABAP token, so stack frames and breakpoints
 *   resolve to the statement's line and not to the previous statement;
 * - the built-in constants %_MINCHAR and %_MAXCHAR are emitted unquoted (raw bytes, invalid JavaScript);
 *   the fix-ups in `generatedCodeFixes` replace them with their intended values.
 */
import { Config, Version, type IObject, type IRegistry, type Issue } from '#abaplint/core';
import { config as transpilerConfigTemplate, OutputLayout, UnknownTypesEnum, type IOutputFile, type ITranspilerOptions } from '#abaplint/transpiler';
import { abaplintInternal } from '#abaplint/internals';


type Handler = new (options: ITranspilerOptions | undefined, layout?: OutputLayout) => { runObject(obj: IObject, reg: IRegistry): IOutputFile[] };

interface HandlerModules {
  HandleABAP: Handler;
  HandleFUGR: Handler & { shouldSkip(obj: IObject, reg: IRegistry): boolean };
  HandleTable: Handler;
  HandleView: Handler;
  HandleEnqu: Handler;
  HandleDataElement: Handler;
  HandleTableType: Handler;
  HandleTypePool: Handler;
  HandleMSAG: Handler;
  HandleSMIM: Handler;
  HandleW3MI: Handler;
  HandleOA2P: Handler;
}

const handlers: HandlerModules = {
  HandleABAP: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_abap.js').HandleABAP,
  HandleFUGR: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_fugr.js').HandleFUGR,
  HandleTable: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_table.js').HandleTable,
  HandleView: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_view.js').HandleView,
  HandleEnqu: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_enqu.js').HandleEnqu,
  HandleDataElement: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_data_element.js').HandleDataElement,
  HandleTableType: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_table_type.js').HandleTableType,
  HandleTypePool: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_type_pool.js').HandleTypePool,
  HandleMSAG: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_msag.js').HandleMSAG,
  HandleSMIM: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_smim.js').HandleSMIM,
  HandleW3MI: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_w3mi.js').HandleW3MI,
  HandleOA2P: abaplintInternal('@abaplint/transpiler/build/src/handlers/handle_oa2p.js').HandleOA2P,
};

const { UniqueIdentifier } = abaplintInternal('@abaplint/transpiler/build/src/unique_identifier.js') as {
  UniqueIdentifier: { reset(): void; resetIndexBackup(): void };
};

interface ValidationInternals {
  isInternalModify(reg: IRegistry, issue: Issue): boolean;
}
const { Validation } = abaplintInternal('@abaplint/transpiler/build/src/validation.js') as {
  Validation: new (options: ITranspilerOptions) => ValidationInternals;
};

const { Initialization } = abaplintInternal('@abaplint/transpiler/build/src/initialization.js') as {
  Initialization: new (layout: OutputLayout) => {
    script(reg: IRegistry, dbSetup: unknown, options: ITranspilerOptions | undefined, useImport: boolean): string;
  };
};

interface ChunkInternals {
  mappings: Array<{ source: string; generated: { line: number; column: number }; original: { line: number; column: number } }>;
  originalPosition(pos: unknown): { line: number; column: number };
}
interface TraversalInternals {
  getFilename(): string;
  isSourceMapEnabled?(): boolean;
}
const { Traversal } = abaplintInternal('@abaplint/transpiler/build/src/traversal.js') as {
  Traversal: { prototype: { traverseStatement(node: unknown): ChunkInternals } };
};

let statementMappingsPatched = false;

/** Every statement's chunk starts with a mapping to the statement's first token (see the module comment). */
function patchStatementStartMappings(): void {
  if (statementMappingsPatched) return;
  statementMappingsPatched = true;
  const original = Traversal.prototype.traverseStatement;
  Traversal.prototype.traverseStatement = function traverseStatement(this: TraversalInternals, node: unknown) {
    const chunk = original.call(this, node);
    const first = chunk.mappings[0];
    const startsMapped = first !== undefined && first.generated.line === 1 && first.generated.column === 0;
    if (!startsMapped && chunk.mappings.length > 0 && this.isSourceMapEnabled?.() !== false) {
      chunk.mappings.unshift({
        source: this.getFilename(),
        generated: { line: 1, column: 0 },
        original: chunk.originalPosition(node),
      });
    }
    return chunk;
  };
}

/** The transpiler options of the runtime build: modules with imports and exports, unknown types fail when used. */
export const transpilerOptions: ITranspilerOptions = {
  unknownTypes: UnknownTypesEnum.runtimeError,
  addCommonJS: true,
  sharedTypeFactories: true,
};

/** The configuration Transpiler.run installs before validating (validation.ts of the transpiler, same settings). */
export function transpilerConfig(): Config {
  const template = JSON.parse(JSON.stringify(transpilerConfigTemplate)) as {
    syntax: { version: string; errorNamespace: string };
    rules: Record<string, unknown>;
  };
  template.syntax.version = Version.OpenABAP;
  // unknown types fail at run time (the object still runs up to the statement that needs them)
  template.syntax.errorNamespace = 'VOID_EVERYTHING';
  template.rules['implement_methods'] = false;
  template.rules['check_syntax'] = true;
  template.rules['forbidden_identifier'] = { check: ['^unique\\d+$'] };
  return new Config(JSON.stringify(template));
}

const { RulesRunner } = abaplintInternal('@abaplint/core/build/src/rules_runner.js') as {
  RulesRunner: new (reg: IRegistry) => { runRules(objects: IObject[]): Issue[] };
};

/**
 * Transpiler validation of some objects (the registry must carry transpilerConfig()), in one rules run:
 * rules initialise per run, so one run per object would cost more than the transpiling.
 */
export function validateObjects(reg: IRegistry, objects: IObject[]): Map<IObject, Issue[]> {
  const validation = new Validation(transpilerOptions);
  const byObject = new Map<IObject, Issue[]>(objects.map((object) => [object, []]));
  if (objects.length === 0) return byObject;
  for (const issue of new RulesRunner(reg).runRules(objects)) {
    if (issue.getKey() === 'ambiguous_statement' && validation.isInternalModify(reg, issue)) continue;
    const file = reg.getFileByName(issue.getFilename());
    const owner = file ? reg.findObjectForFile(file) : undefined;
    if (owner) byObject.get(owner)?.push(issue);
  }
  return byObject;
}

/** The modules of one object, exactly as Transpiler.run produces them for it. */
export function transpileObject(reg: IRegistry, object: IObject, layout: OutputLayout): IOutputFile[] {
  patchStatementStartMappings();
  // temporary names are numbered per module, so an object's output depends on the registry alone
  UniqueIdentifier.reset();
  UniqueIdentifier.resetIndexBackup();
  const type = object.getType();
  const handler = handlerFor(type);
  if (!handler) return [];
  const files = new handler(transpilerOptions, layout).runObject(object, reg);
  for (const file of files) file.filename = layout.file(file.object, file.filename);
  return files;
}

function handlerFor(type: string): Handler | undefined {
  switch (type) {
    case 'TYPE':
      return handlers.HandleTypePool;
    case 'FUGR':
      return handlers.HandleFUGR;
    case 'CLAS':
    case 'INTF':
    case 'PROG':
      return handlers.HandleABAP;
    case 'OA2P':
      return handlers.HandleOA2P;
    case 'TABL':
      return handlers.HandleTable;
    case 'VIEW':
      return handlers.HandleView;
    case 'ENQU':
      return handlers.HandleEnqu;
    case 'DTEL':
      return handlers.HandleDataElement;
    case 'TTYP':
      return handlers.HandleTableType;
    case 'SMIM':
      return handlers.HandleSMIM;
    case 'W3MI':
      return handlers.HandleW3MI;
    case 'MSAG':
      return handlers.HandleMSAG;
    default:
      return undefined;
  }
}

/**
 * The order in which a work process imports the modules (relative file names), as the transpiler's own
 * initialization script orders them: DDIC first, then interfaces, function groups and classes by name,
 * classes with class constructors last.
 */
export function moduleLoadOrder(reg: IRegistry, layout: OutputLayout): string[] {
  const emptySetup = { schemas: { sqlite: [], hdb: '', pg: [], snowflake: [] }, insert: [] };
  const script = new Initialization(layout).script(reg, emptySetup, transpilerOptions, false);
  const order: string[] = [];
  for (const match of script.matchAll(/^await import\("\.\/(.+)"\);$/gm)) order.push(decodeURIComponent(match[1]!));
  return order;
}

/** Function groups the transpiler leaves out (no function modules). */
export function skipsFunctionGroup(reg: IRegistry, object: IObject): boolean {
  return handlers.HandleFUGR.shouldSkip(object, reg);
}

/** Defects of the pinned transpiler in generated code, with their corrections (see the module comment). */
export const generatedCodeFixes: ReadonlyArray<{ search: string; replacement: string }> = [
  { search: 'set(\u0000\u0000)', replacement: 'set("\\u0000")' },
  { search: 'set(\uFFFD\uFFFD)', replacement: 'set("\\uFFFD")' },
];

export { OutputLayout };
