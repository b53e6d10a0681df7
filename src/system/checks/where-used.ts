/**
 * POST /where: where a class, interface or program is used, from the references abaplint's syntax check
 * records in each active object's scopes, plus INCLUDE and SUBMIT statements for programs. Listed are uses
 * of the object's name and of its types, methods and forms; reads of its attributes and parameters are
 * uses of components, which an application system lists separately. Uses inside the object itself are
 * not listed.
 */
import {
  ABAPObject,
  Expressions,
  ReferenceType,
  Statements,
  SyntaxLogic,
  type IObject,
  type ISpaghettiScopeNode,
  type Registry,
} from '@abaplint/core';
import type { ActiveRegistry } from './active-registry.js';
import { includePosition } from './include-layout.js';
import { checkMessages } from './messages.js';
import type { WhereUsedObject, WhereUsedReference, WhereUsedRequest, WhereUsedResponse } from './types.js';

export const WHERE_USED_TYPES: readonly string[] = ['CLAS', 'INTF', 'PROG'];
export const WHERE_USED_DEFAULT_LIMIT = 50;
export const WHERE_USED_MAX_LIMIT = 200;

const USES: ReadonlySet<ReferenceType> = new Set([
  ReferenceType.ObjectOrientedReference,
  ReferenceType.MethodReference,
  ReferenceType.ConstructorReference,
  ReferenceType.TypeReference,
  ReferenceType.FormReference,
]);

const TYPE_TEXTS: Record<string, string> = { CLAS: 'Class', INTF: 'Interface', PROG: 'Program' };

export function whereUsed(active: ActiveRegistry, request: WhereUsedRequest): WhereUsedResponse {
  const names = request.objects.map((name) => name.toUpperCase()).filter((name) => name.trim() !== '');
  if (names.length === 0) {
    return { success: false, command: 'WHERE', message: '', objects: [], summary: { total: 0, total_references: 0 }, error: checkMessages.whereObjectsRequired };
  }
  const limit = Math.min(Math.max(1, Math.trunc(request.limit ?? WHERE_USED_DEFAULT_LIMIT)), WHERE_USED_MAX_LIMIT);
  const objects = names.map((name) => {
    try {
      return whereUsedOf(active.ready(), name, request.type?.toUpperCase(), limit);
    } catch (error) {
      const text = checkMessages.checkCouldNotRun(error instanceof Error ? error.message : String(error));
      return { name, type: request.type?.toUpperCase() ?? '', type_text: '', references: [], count: 0, not_found: false, error: text };
    }
  });
  return {
    success: true,
    command: 'WHERE',
    message: checkMessages.whereRetrieved,
    objects,
    summary: { total: objects.length, total_references: objects.reduce((sum, object) => sum + object.count, 0) },
    error: '',
  };
}

function whereUsedOf(registry: Registry, name: string, type: string | undefined, limit: number): WhereUsedObject {
  const empty = { name, type: type ?? '', type_text: TYPE_TEXTS[type ?? ''] ?? '', references: [], count: 0 };
  if (type !== undefined && !WHERE_USED_TYPES.includes(type)) {
    return { ...empty, not_found: false, error: checkMessages.whereUnsupportedType(type) };
  }
  const target = (type ? [type] : WHERE_USED_TYPES).map((t) => registry.getObject(t, name)).find((o) => o !== undefined);
  if (!target) return { ...empty, not_found: true, error: checkMessages.whereObjectNotFound(name) };

  const references = referencesTo(registry, target).slice(0, limit);
  return {
    name,
    type: target.getType(),
    type_text: TYPE_TEXTS[target.getType()] ?? target.getType(),
    references,
    count: references.length,
    not_found: false,
    error: '',
  };
}

function referencesTo(registry: Registry, target: IObject): WhereUsedReference[] {
  const targetName = target.getName().toUpperCase();
  const targetFiles = new Set(target.getFiles().map((file) => file.getFilename().toUpperCase()));
  const found = new Map<string, WhereUsedReference>();
  const add = (user: IObject, filename: string, row: number) => {
    const position = includePosition(registry, user, filename, row);
    const reference = { object: user.getType(), obj_name: user.getName(), include: position.include, line: position.line, program: position.program };
    found.set(`${reference.object} ${reference.obj_name} ${reference.include} ${reference.line}`, reference);
  };

  for (const user of registry.getObjects()) {
    if (user === target || registry.isDependency(user) || !(user instanceof ABAPObject)) continue;
    const spaghetti = new SyntaxLogic(registry, user).run().spaghetti;
    visit(spaghetti.getTop(), (node) => {
      for (const reference of node.getData().references) {
        if (!USES.has(reference.referenceType)) continue;
        const resolvedFile = reference.resolved?.getFilename().toUpperCase();
        const byName = reference.extra?.ooName?.toUpperCase() === targetName;
        if (!byName && !(resolvedFile && targetFiles.has(resolvedFile))) continue;
        const filename = reference.position.getFilename();
        if (targetFiles.has(filename.toUpperCase())) continue;
        add(user, filename, reference.position.getStart().getRow());
      }
    });
    if (target.getType() === 'PROG') {
      for (const file of user.getABAPFiles()) {
        for (const statement of file.getStatements()) {
          const isUse = statement.get() instanceof Statements.Include || statement.get() instanceof Statements.Submit;
          const named = isUse ? statement.findDirectExpression(Expressions.IncludeName) : undefined;
          if (named && named.concatTokens().toUpperCase() === targetName) add(user, file.getFilename(), statement.getStart().getRow());
        }
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => compare(a.obj_name, b.obj_name) || compare(a.include, b.include) || a.line - b.line,
  );
}

function visit(node: ISpaghettiScopeNode, action: (node: ISpaghettiScopeNode) => void): void {
  action(node);
  for (const child of node.getChildren()) visit(child, action);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
