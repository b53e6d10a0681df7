/**
 * Kernel gaps: a standard name (a class, interface, type, table, type pool, function module or message
 * class outside the customer namespace) that neither the repository nor the embedded kernel provides.
 * abaplint treats a name outside its error namespace as void instead of reporting it; the object activates,
 * and the names it voided are read back here from its parsed references, one gap per name with its first
 * line. Everything else (undeclared variables, missing methods of a known class, type conflicts, syntax
 * errors, missing customer names) stays an error. Strict checks (`kernel.strict`, `--strict`) make every
 * name an error again, as an application system does.
 */
import {
  ABAPObject,
  BasicTypes,
  Expressions,
  Objects,
  ReferenceType,
  Statements,
  type AbstractType,
  type IObject,
  type IRegistry,
  type ISpaghettiScopeNode,
} from '#abaplint/core';

export interface KernelGap {
  /** Upper-case name the embedded kernel lacks. */
  name: string;
  /** abapGit file name of its first use. */
  file: string;
  line: number;
}

/** abaplint's own local naming conventions: a missing local class, interface or type stays an error. */
const LOCAL_PREFIXES = ['LCL_', 'LIF_', 'TY_'];

/**
 * The error namespace of a check: the customer namespace (Z, Y, the namespaces of the given object names,
 * the local conventions), or every name when strict.
 */
export function errorNamespace(strict: boolean, objectNames: Iterable<string> = []): string {
  if (strict) return '.';
  return `^(${['Z', 'Y', ...LOCAL_PREFIXES, ...[...namespacesOf(objectNames)].map(escape)].join('|')})`;
}

/** The namespaces (/DMO/) of object names. */
export function namespacesOf(names: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const name of names) {
    const match = /^(\/[A-Z0-9_]+\/)/i.exec(name);
    if (match) found.add(match[1]!.toUpperCase());
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const VOID_REFERENCES = new Set<string>([ReferenceType.VoidType, ReferenceType.ObjectOrientedVoidReference, ReferenceType.TableVoidReference]);

/** The gaps of a checked object (its syntax result must be computed: after the syntax rules ran on it). */
export function gapsOf(object: IObject, registry: IRegistry): KernelGap[] {
  const gaps = new Map<string, KernelGap>();
  const add = (name: string, file: string, line: number) => {
    const upper = name.toUpperCase();
    if (upper === '' || registry.inErrorNamespace(upper)) return;
    const known = gaps.get(upper);
    if (!known || (known.file === file && line < known.line)) gaps.set(upper, { name: upper, file, line });
  };
  if (object instanceof ABAPObject) {
    const top = object.syntaxResult?.spaghetti.getTop();
    if (top) voidReferences(top, add);
    statementGaps(object, registry, add);
  } else {
    const file = object.getXMLFile()?.getFilename() ?? object.getFiles()[0]?.getFilename() ?? '';
    const type = dictionaryType(object, registry);
    if (type) for (const name of voidedNames(type)) add(name, file, 1);
  }
  return [...gaps.values()];
}

function voidReferences(node: ISpaghettiScopeNode, add: (name: string, file: string, line: number) => void): void {
  for (const reference of node.getData().references) {
    if (!VOID_REFERENCES.has(reference.referenceType)) continue;
    const extra = reference.extra as { ooName?: string } | undefined;
    add(extra?.ooName ?? reference.position.getName(), reference.position.getFilename(), reference.position.getStart().getRow());
  }
  for (const child of node.getChildren()) voidReferences(child, add);
}

/** Function modules called and message classes used by a constant name, which abaplint does not look up. */
function statementGaps(object: ABAPObject, registry: IRegistry, add: (name: string, file: string, line: number) => void): void {
  let modules: Set<string> | undefined;
  for (const file of object.getABAPFiles()) {
    for (const statement of file.getStatements()) {
      const kind = statement.get();
      if (kind instanceof Statements.CallFunction) {
        const name = statement.findDirectExpression(Expressions.FunctionName);
        const literal = name?.findDirectExpression(Expressions.Constant)?.concatTokens();
        if (!literal || !/^'[^']+'$/.test(literal)) continue;
        modules ??= functionModules(registry);
        const module = literal.slice(1, -1).toUpperCase();
        if (!modules.has(module)) add(module, file.getFilename(), statement.getFirstToken().getStart().getRow());
      } else if (kind instanceof Statements.Message || kind instanceof Statements.Raise) {
        const messageClass = statement.findFirstExpression(Expressions.MessageClass)?.concatTokens();
        if (!messageClass || !/^[\w/]+$/.test(messageClass)) continue;
        if (!registry.getObject('MSAG', messageClass.toUpperCase())) add(messageClass, file.getFilename(), statement.getFirstToken().getStart().getRow());
      }
    }
  }
}

function functionModules(registry: IRegistry): Set<string> {
  const names = new Set<string>();
  for (const group of registry.getObjectsByType('FUGR')) {
    try {
      for (const module of (group as Objects.FunctionGroup).getModules()) names.add(module.getName().toUpperCase());
    } catch {
      // a group without readable XML provides no modules
    }
  }
  return names;
}

function dictionaryType(object: IObject, registry: IRegistry): AbstractType | undefined {
  try {
    if (object instanceof Objects.Table || object instanceof Objects.DataElement || object instanceof Objects.TableType) return object.parseType(registry);
  } catch {
    // a dictionary object that does not parse has its own errors
  }
  return undefined;
}

/** The names voided anywhere in a type. */
export function voidedNames(type: AbstractType, seen = new Set<AbstractType>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(type)) return names;
  seen.add(type);
  if (type instanceof BasicTypes.VoidType) names.add(type.getVoided() ?? '');
  else if (type instanceof BasicTypes.StructureType) for (const component of type.getComponents()) for (const name of voidedNames(component.type, seen)) names.add(name);
  else if (type instanceof BasicTypes.TableType) for (const name of voidedNames(type.getRowType(), seen)) names.add(name);
  else if (type instanceof BasicTypes.DataReference) for (const name of voidedNames(type.getType(), seen)) names.add(name);
  names.delete('');
  return names;
}
