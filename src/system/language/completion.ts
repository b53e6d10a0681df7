/**
 * Completion at a place of a document: after `->`, `=>`, `~` and `-` the components visible there (methods
 * with their call pattern, attributes, constants, structure components); types after TYPE, LIKE and REF TO;
 * statement keywords at a statement's start; elsewhere the names in scope and the keywords. The text before
 * the cursor is read from the document as the client sent it, the meaning from abaplint's scopes.
 */
import {
  ABAPObject,
  BasicTypes,
  Objects,
  Position,
  SyntaxLogic,
  Visibility,
  type IClassDefinition,
  type IInterfaceDefinition,
  type IMethodDefinition,
  type IRegistry,
  type ISpaghettiScopeNode,
  type TypedIdentifier,
} from '#abaplint/core';
import { STATEMENT_KEYWORDS, BUILTIN_TYPES } from './keywords.js';
import type { CompletionItem, CompletionResult, LanguagePosition } from '../../protocol/language.js';

const MAX_ITEMS = 300;
type ObjectDefinition = IClassDefinition | IInterfaceDefinition;

/** What the text before the operator stands for. */
type Resolved = { object: ObjectDefinition; staticOnly: boolean } | { components: readonly { name: string; type: { toText(level: number): string } }[] };

export function complete(view: IRegistry, document: string, position: LanguagePosition): CompletionResult {
  const file = view.getFileByName(document);
  const line = file?.getRawRows()[position.line] ?? '';
  const before = line.slice(0, position.character);
  const partial = /[A-Za-z0-9_/]*$/.exec(before)![0];
  const replace = { start: { line: position.line, character: position.character - partial.length }, end: position };
  const context = before.slice(0, before.length - partial.length);
  const object = file ? view.findObjectForFile(file) : undefined;
  const scope = object instanceof ABAPObject ? scopeAt(view, object, document, position) : undefined;

  let items: CompletionItem[];
  const chain = /(?:[A-Za-z_/][A-Za-z0-9_/]*(?:->|=>|~|-))+$/.exec(context);
  if (chain) items = componentItems(view, scope, chain[0]);
  else if (/\b(TYPE|LIKE|REF\s+TO)\s+$/i.test(context)) items = typeItems(view, scope, partial);
  else if (/^\s*$/.test(context) || /\.\s*$/.test(context)) items = keywordItems().concat(nameItems(scope));
  else items = nameItems(scope).concat(keywordItems());
  const wanted = partial.toUpperCase();
  const matching = items.filter((item) => item.label.toUpperCase().startsWith(wanted));
  return { replace, items: unique(matching).slice(0, MAX_ITEMS) };
}

function scopeAt(view: IRegistry, object: ABAPObject, document: string, position: LanguagePosition): ISpaghettiScopeNode | undefined {
  try {
    const spaghetti = new SyntaxLogic(view, object).run().spaghetti;
    return spaghetti.lookupPosition(new Position(position.line + 1, position.character + 1), document);
  } catch {
    return undefined;
  }
}

/** `a->`, `zcl_x=>`, `zif_x~`, `ls_s-`, `me->attr->`: resolves the chain step by step and lists the last one's components. */
function componentItems(view: IRegistry, scope: ISpaghettiScopeNode | undefined, chain: string): CompletionItem[] {
  if (!scope) return [];
  const steps = [...chain.matchAll(/([A-Za-z_/][A-Za-z0-9_/]*)(->|=>|~|-)/g)].map((match) => ({ name: match[1]!, operator: match[2]! }));
  let resolved: Resolved | undefined;
  for (const [index, step] of steps.entries()) {
    resolved = index === 0 ? resolveFirst(view, scope, step.name, step.operator) : resolveNext(view, scope, resolved, step.name, step.operator);
    if (!resolved) return [];
  }
  if (!resolved) return [];
  if ('components' in resolved) return resolved.components.map((component) => ({ label: component.name.toLowerCase(), kind: 'component', detail: typeText(component.type), insertText: component.name.toLowerCase() }));
  return membersOf(view, resolved.object, resolved.staticOnly, visibleFrom(scope, resolved.object));
}

function resolveFirst(view: IRegistry, scope: ISpaghettiScopeNode, name: string, operator: string): Resolved | undefined {
  if (operator === '=>' || operator === '~') {
    const object = objectDefinition(view, scope, name);
    return object ? { object, staticOnly: operator === '=>' } : undefined;
  }
  if (name.toLowerCase() === 'me' && operator === '->') {
    const own = enclosingClass(view, scope);
    return own ? { object: own, staticOnly: false } : undefined;
  }
  const variable = scope.findVariable(name);
  return variable ? resolveType(view, scope, variable.getType(), operator) : undefined;
}

function resolveNext(view: IRegistry, scope: ISpaghettiScopeNode, previous: Resolved | undefined, name: string, operator: string): Resolved | undefined {
  if (!previous) return undefined;
  if ('components' in previous) {
    const component = previous.components.find((candidate) => candidate.name.toUpperCase() === name.toUpperCase());
    return component ? resolveType(view, scope, component.type as ReturnType<TypedIdentifier['getType']>, operator) : undefined;
  }
  if (operator === '~') {
    const object = objectDefinition(view, scope, name);
    return object ? { object, staticOnly: false } : undefined;
  }
  const attribute = findAttribute(view, scope, previous.object, name);
  return attribute ? resolveType(view, scope, attribute.getType(), operator) : undefined;
}

function resolveType(view: IRegistry, scope: ISpaghettiScopeNode, type: ReturnType<TypedIdentifier['getType']>, operator: string): Resolved | undefined {
  if (operator === '->' && type instanceof BasicTypes.ObjectReferenceType) {
    const object = objectDefinition(view, scope, type.getIdentifierName());
    return object ? { object, staticOnly: false } : undefined;
  }
  if (operator === '-' && type instanceof BasicTypes.StructureType) return { components: type.getComponents() };
  if (operator === '-' && type instanceof BasicTypes.TableType && type.isWithHeader()) {
    const row = type.getRowType();
    return row instanceof BasicTypes.StructureType ? { components: row.getComponents() } : undefined;
  }
  if (operator === '->' && type instanceof BasicTypes.DataReference) {
    const target = type.getType();
    return target instanceof BasicTypes.StructureType ? { components: target.getComponents() } : undefined;
  }
  return undefined;
}

/** A local class or interface in scope, else a global one of the system or the kernel. */
function objectDefinition(view: IRegistry, scope: ISpaghettiScopeNode, name: string): ObjectDefinition | undefined {
  const local = scope.findClassDefinition(name) ?? scope.findInterfaceDefinition(name);
  if (local) return local;
  const global = view.getObject('CLAS', name.toUpperCase()) ?? view.getObject('INTF', name.toUpperCase());
  if (global instanceof Objects.Class || global instanceof Objects.Interface) return global.getDefinition();
  return undefined;
}

function enclosingClass(view: IRegistry, scope: ISpaghettiScopeNode): ObjectDefinition | undefined {
  for (let node: ISpaghettiScopeNode | undefined = scope; node; node = node.getParent()) {
    const identifier = node.getIdentifier();
    if (identifier.stype === 'class_implementation') return objectDefinition(view, scope, identifier.sname);
  }
  return undefined;
}

/** Inside a class's own implementation its private and protected components are visible; outside, the public ones. */
function visibleFrom(scope: ISpaghettiScopeNode, object: ObjectDefinition): Visibility {
  for (let node: ISpaghettiScopeNode | undefined = scope; node; node = node.getParent()) {
    const identifier = node.getIdentifier();
    if (identifier.stype === 'class_implementation' && identifier.sname.toUpperCase() === object.getName().toUpperCase()) return Visibility.Private;
  }
  return Visibility.Public;
}

function isClass(object: ObjectDefinition): object is IClassDefinition {
  return 'isFinal' in object;
}

function findAttribute(view: IRegistry, scope: ISpaghettiScopeNode, object: ObjectDefinition, name: string): TypedIdentifier | undefined {
  for (const definition of withSuperClasses(view, scope, object)) {
    const found = definition.getAttributes().findByName(name);
    if (found) return found;
  }
  return undefined;
}

function withSuperClasses(view: IRegistry, scope: ISpaghettiScopeNode, object: ObjectDefinition): ObjectDefinition[] {
  const chain: ObjectDefinition[] = [object];
  let superName = object.getSuperClass();
  while (superName && chain.length < 20) {
    const parent = objectDefinition(view, scope, superName);
    if (!parent) break;
    chain.push(parent);
    superName = parent.getSuperClass();
  }
  return chain;
}

function membersOf(view: IRegistry, object: ObjectDefinition, staticOnly: boolean, visibility: Visibility): CompletionItem[] {
  const items: CompletionItem[] = [];
  const visible = (level: Visibility, own: boolean) => level >= (own ? visibility : Math.max(visibility, Visibility.Protected));
  const chain = isClass(object) ? withSuperClassesOf(view, object) : [object];
  for (const [depth, definition] of chain.entries()) {
    const own = depth === 0;
    for (const method of definition.getMethodDefinitions().getAll()) {
      if (staticOnly && !method.isStatic()) continue;
      if (isClass(definition) && !visible(method.getVisibility(), own)) continue;
      items.push(methodItem(method));
    }
    const attributes = definition.getAttributes();
    for (const attribute of [...attributes.getConstants(), ...(staticOnly ? attributes.getStatic() : attributes.getAll())]) {
      if (isClass(definition) && !visible(attribute.getVisibility(), own)) continue;
      const constant = attributes.getConstants().includes(attribute as never);
      items.push({ label: attribute.getName().toLowerCase(), kind: constant ? 'constant' : 'attribute', detail: typeText(attribute.getType()), insertText: attribute.getName().toLowerCase() });
    }
    for (const event of definition.getEvents()) items.push({ label: event.getName().toLowerCase(), kind: 'event', detail: 'event', insertText: event.getName().toLowerCase() });
    if (isClass(definition)) {
      for (const implemented of definition.getImplementing()) {
        const label = `${implemented.name.toLowerCase()}~`;
        items.push({ label, kind: 'interface', detail: `interface ${implemented.name.toUpperCase()}`, insertText: label });
      }
    }
  }
  return items;
}

function withSuperClassesOf(view: IRegistry, object: IClassDefinition): ObjectDefinition[] {
  const chain: ObjectDefinition[] = [object];
  let superName = object.getSuperClass();
  while (superName && chain.length < 20) {
    const parent = view.getObject('CLAS', superName.toUpperCase());
    if (!(parent instanceof Objects.Class) || !parent.getDefinition()) break;
    chain.push(parent.getDefinition()!);
    superName = parent.getDefinition()!.getSuperClass();
  }
  return chain;
}

/**
 * A method with its call pattern: `name( )`; with importing parameters only, `name( a =  b =  )` (the required
 * ones, or all when none is required); else the full pattern with EXPORTING, IMPORTING and CHANGING.
 */
function methodItem(method: IMethodDefinition): CompletionItem {
  const name = method.getName().toLowerCase();
  const parameters = method.getParameters();
  const importing = parameters.getImporting();
  const required = new Set(parameters.getRequiredParameters().map((parameter) => parameter.getName().toUpperCase()));
  const exporting = parameters.getExporting();
  const changing = parameters.getChanging();
  const assign = (list: readonly TypedIdentifier[]) => list.map((parameter) => `${parameter.getName().toLowerCase()} = `).join(' ');
  let insertText: string;
  if (exporting.length === 0 && changing.length === 0) {
    const shown = importing.filter((parameter) => required.has(parameter.getName().toUpperCase()));
    const listed = shown.length > 0 ? shown : importing;
    insertText = listed.length === 0 ? `${name}( )` : `${name}( ${assign(listed)} )`;
  } else {
    const sections = [
      importing.length > 0 ? `EXPORTING ${assign(importing)}` : '',
      exporting.length > 0 ? `IMPORTING ${assign(exporting)}` : '',
      changing.length > 0 ? `CHANGING ${assign(changing)}` : '',
    ].filter((section) => section !== '');
    insertText = `${name}( ${sections.join(' ')} )`;
  }
  return { label: name, kind: 'method', detail: signature(method), insertText };
}

function signature(method: IMethodDefinition): string {
  const parameters = method.getParameters();
  const list = (keyword: string, entries: readonly TypedIdentifier[]) =>
    entries.length === 0 ? '' : ` ${keyword} ${entries.map((entry) => `${entry.getName().toLowerCase()} TYPE ${typeText(entry.getType())}`).join(' ')}`;
  const returning = parameters.getReturning();
  const result = returning ? ` RETURNING VALUE(${returning.getName().toLowerCase()}) TYPE ${typeText(returning.getType())}` : '';
  const kind = method.isStatic() ? 'CLASS-METHODS' : 'METHODS';
  return `${kind} ${method.getName().toLowerCase()}${list('IMPORTING', parameters.getImporting())}${list('EXPORTING', parameters.getExporting())}${list('CHANGING', parameters.getChanging())}${result}`;
}

function typeText(type: { toText(level: number): string; getQualifiedName?(): string | undefined }): string {
  const qualified = type.getQualifiedName?.();
  if (qualified) return qualified.toLowerCase();
  try {
    return type.toText(0).replace(/```/g, '').trim();
  } catch {
    return '';
  }
}

/** Types in scope, the system's global types (classes, interfaces, dictionary types) and the built-in types. */
function typeItems(view: IRegistry, scope: ISpaghettiScopeNode | undefined, partial: string): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (let node = scope; node; node = node.getParent()) {
    for (const [name, type] of Object.entries(node.getData().types)) items.push({ label: name.toLowerCase(), kind: 'type', detail: typeText(type.getType()), insertText: name.toLowerCase() });
    for (const name of Object.keys(node.getData().cdefs)) items.push({ label: name.toLowerCase(), kind: 'class', detail: 'local class', insertText: name.toLowerCase() });
  }
  const wanted = partial.toUpperCase();
  const kinds: Record<string, CompletionItem['kind']> = { CLAS: 'class', INTF: 'interface', TABL: 'type', DTEL: 'type', TTYP: 'type' };
  for (const type of Object.keys(kinds)) {
    for (const object of view.getObjectsByType(type)) {
      if (items.length > MAX_ITEMS * 2) break;
      if (!object.getName().startsWith(wanted)) continue;
      items.push({ label: object.getName().toLowerCase(), kind: kinds[type]!, detail: `${type} ${object.getName()}`, insertText: object.getName().toLowerCase() });
    }
  }
  for (const name of BUILTIN_TYPES) items.push({ label: name, kind: 'type', detail: 'built-in type', insertText: name });
  return items;
}

/** Variables, constants and types in scope, innermost first. */
function nameItems(scope: ISpaghettiScopeNode | undefined): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (let node = scope; node; node = node.getParent()) {
    if (node.getIdentifier().stype === '_builtin') break;
    for (const [name, variable] of Object.entries(node.getData().vars)) {
      items.push({ label: name.toLowerCase(), kind: 'variable', detail: typeText(variable.getType()), insertText: name.toLowerCase() });
    }
  }
  return items;
}

function keywordItems(): CompletionItem[] {
  return STATEMENT_KEYWORDS.map((keyword) => ({ label: keyword, kind: 'keyword', detail: 'keyword', insertText: keyword }));
}

function unique(items: readonly CompletionItem[]): CompletionItem[] {
  const seen = new Map<string, CompletionItem>();
  for (const item of items) if (!seen.has(`${item.kind} ${item.label}`)) seen.set(`${item.kind} ${item.label}`, item);
  return [...seen.values()];
}
