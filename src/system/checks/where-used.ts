/**
 * POST /where: where an object is used, in the public implementation's shape (protocol-notes, "Where-used").
 * Classes, interfaces and programs: the references abaplint's syntax check records in each active object's
 * scopes, plus INCLUDE and SUBMIT statements for programs. Dictionary objects (tables and structures, data
 * elements, domains, table types): the ABAP statements that name them as a type or a database table, and
 * the dictionary objects built on them (a table field typed with a data element, a data element on a
 * domain, a table type's row). Uses inside the object itself are not listed. The references of all
 * requested objects form one list, paged by limit and offset.
 */
import {
  ABAPObject,
  Expressions,
  Nodes,
  Objects,
  ReferenceType,
  Statements,
  SyntaxLogic,
  type IObject,
  type ISpaghettiScopeNode,
  type Registry,
} from '#abaplint/core';
import type { ActiveRegistry } from './active-registry.js';
import { includePosition } from './include-layout.js';
import { checkMessages } from './messages.js';
import { messages } from '../../protocol/messages.js';
import { WHERE_DEFAULT_LIMIT, WHERE_MAX_LIMIT } from '../../protocol/check-limits.js';
import type { WhereObject, WhereReference, WhereRequest, WhereResponse } from '../../protocol/checks.js';

const CODE_TYPES = ['CLAS', 'INTF', 'PROG'];
const DICTIONARY_TYPES = ['TABL', 'DTEL', 'DOMA', 'TTYP'];
/** Types where-used answers for, in the order a name without a type is looked up. */
export const WHERE_USED_TYPES: readonly string[] = [...CODE_TYPES, ...DICTIONARY_TYPES];
/** Names the directory shows that are stored under another type. */
const TYPE_ALIASES: Record<string, string> = { STRU: 'TABL' };

/** The package of an object of the system ('' when it has none, as the kernel's objects). */
export type PackageOf = (type: string, name: string) => string;

const USES: ReadonlySet<ReferenceType> = new Set([
  ReferenceType.ObjectOrientedReference,
  ReferenceType.MethodReference,
  ReferenceType.ConstructorReference,
  ReferenceType.TypeReference,
  ReferenceType.FormReference,
]);

/** A reference before paging, without its package. */
type FoundReference = Omit<WhereReference, 'package'>;

export function whereUsed(active: ActiveRegistry, request: WhereRequest, packageOf: PackageOf = () => ''): WhereResponse {
  const limit = request.limit ?? WHERE_DEFAULT_LIMIT;
  const offset = request.offset ?? 0;
  const names = request.objects.map((name) => name.trim().toUpperCase()).filter((name) => name !== '');
  if (names.length === 0) return refused(checkMessages.whereObjectsRequired, limit, offset);
  if (limit < 1) return refused(messages.limitTooLow(1), limit, offset);
  if (limit > WHERE_MAX_LIMIT) return refused(messages.limitTooHigh(WHERE_MAX_LIMIT), limit, offset);
  if (offset < 0) return refused(messages.offsetNegative, limit, offset);

  const type = request.type?.trim() ? request.type.trim().toUpperCase() : undefined;
  const found = names.map((name) => {
    try {
      return whereUsedOf(active.ready(), name, type);
    } catch (error) {
      return { ...emptyObject(name, type ?? ''), error: checkMessages.checkCouldNotRun(error instanceof Error ? error.message : String(error)) };
    }
  });

  const total = found.reduce((sum, object) => sum + object.all.length, 0);
  let skip = offset;
  let room = limit;
  const objects: WhereObject[] = found.map(({ all, ...object }) => {
    const page = all.slice(skip, skip + room);
    skip = Math.max(0, skip - all.length);
    room -= page.length;
    const references = page.map((reference) => ({ ...reference, package: packageOf(reference.object_type, reference.object) }));
    return { ...object, references, count: references.length };
  });
  const shown = objects.reduce((sum, object) => sum + object.count, 0);
  const hasMore = offset + shown < total;
  return {
    success: true,
    command: 'WHERE',
    message: checkMessages.whereFound(total),
    objects,
    summary: { total_objects: found.filter((object) => !object.error).length, total_references: total },
    pagination: { limit, offset, total, has_more: hasMore, next_offset: hasMore ? offset + shown : 0 },
    error: '',
  };
}

function refused(error: string, limit: number, offset: number): WhereResponse {
  return {
    success: false,
    command: 'WHERE',
    message: '',
    objects: [],
    summary: { total_objects: 0, total_references: 0 },
    pagination: { limit, offset, total: 0, has_more: false, next_offset: 0 },
    error,
  };
}

function emptyObject(name: string, type: string): WhereObject & { all: FoundReference[] } {
  return { name, type, references: [], count: 0, not_found: false, error: '', all: [] };
}

function whereUsedOf(registry: Registry, name: string, requested: string | undefined): WhereObject & { all: FoundReference[] } {
  const type = requested ? TYPE_ALIASES[requested] ?? requested : undefined;
  if (requested !== undefined && !WHERE_USED_TYPES.includes(type!)) {
    return { ...emptyObject(name, requested), error: messages.unsupportedObjectType(requested) };
  }
  const target = (type ? [type] : WHERE_USED_TYPES).map((t) => registry.getObject(t, name)).find((o) => o !== undefined);
  if (!target) return { ...emptyObject(name, requested ?? ''), not_found: true, error: messages.objectNotFound(name) };
  const all = DICTIONARY_TYPES.includes(target.getType()) ? dictionaryReferencesTo(registry, target) : codeReferencesTo(registry, target);
  return { ...emptyObject(name, target.getType()), all: all.sort(byPlace) };
}

/** Collects references keyed by place, so that one place is listed once. */
function referenceCollector(registry: Registry) {
  const found = new Map<string, FoundReference>();
  return {
    addCode(user: IObject, filename: string, row: number) {
      const position = includePosition(registry, user, filename, row);
      const reference: FoundReference = {
        object: user.getName(),
        object_type: user.getType(),
        include_name: position.include,
        method_name: position.methodName,
        include_type: position.kind,
        line: position.line,
        program: position.program,
      };
      found.set(`${reference.object_type} ${reference.object} ${reference.include_name} ${reference.line}`, reference);
    },
    addDictionary(user: IObject) {
      const reference: FoundReference = {
        object: user.getName(),
        object_type: user.getType(),
        include_name: '',
        method_name: '',
        include_type: 'dictionary',
        line: 0,
        program: '',
      };
      found.set(`${reference.object_type} ${reference.object}`, reference);
    },
    list: () => [...found.values()],
  };
}

function codeReferencesTo(registry: Registry, target: IObject): FoundReference[] {
  const targetName = target.getName().toUpperCase();
  const targetFiles = new Set(target.getFiles().map((file) => file.getFilename().toUpperCase()));
  const collector = referenceCollector(registry);
  for (const user of registry.getObjects()) {
    if (user === target || registry.isDependency(user) || !(user instanceof ABAPObject)) continue;
    const spaghetti = new SyntaxLogic(registry, user).run().spaghetti;
    visitScopes(spaghetti.getTop(), (node) => {
      for (const reference of node.getData().references) {
        if (!USES.has(reference.referenceType)) continue;
        const resolvedFile = reference.resolved?.getFilename().toUpperCase();
        const byName = reference.extra?.ooName?.toUpperCase() === targetName;
        if (!byName && !(resolvedFile && targetFiles.has(resolvedFile))) continue;
        const filename = reference.position.getFilename();
        if (targetFiles.has(filename.toUpperCase())) continue;
        collector.addCode(user, filename, reference.position.getStart().getRow());
      }
    });
    if (target.getType() === 'PROG') {
      for (const file of user.getABAPFiles()) {
        for (const statement of file.getStatements()) {
          const isUse = statement.get() instanceof Statements.Include || statement.get() instanceof Statements.Submit;
          const named = isUse ? statement.findDirectExpression(Expressions.IncludeName) : undefined;
          if (named && named.concatTokens().toUpperCase() === targetName) collector.addCode(user, file.getFilename(), statement.getStart().getRow());
        }
      }
    }
  }
  return collector.list();
}

/** Expressions that name a dictionary object: a type (`TYPE zflight`, `TYPE zflight-carrier`) or a database table. */
const DICTIONARY_NAMES = [Expressions.TypeName, Expressions.DatabaseTable];

function dictionaryReferencesTo(registry: Registry, target: IObject): FoundReference[] {
  const targetName = target.getName().toUpperCase();
  const collector = referenceCollector(registry);
  for (const user of registry.getObjects()) {
    if (user === target || registry.isDependency(user)) continue;
    if (user instanceof ABAPObject) {
      for (const file of user.getABAPFiles()) {
        for (const statement of file.getStatements()) {
          for (const expression of DICTIONARY_NAMES.flatMap((kind) => statement.findAllExpressions(kind))) {
            if (namesObject(expression, targetName)) collector.addCode(user, file.getFilename(), expression.getFirstToken().getStart().getRow());
          }
        }
      }
    } else if (dictionaryObjectUses(user, target.getType(), targetName)) {
      collector.addDictionary(user);
    }
  }
  return collector.list();
}

function namesObject(expression: Nodes.ExpressionNode, targetName: string): boolean {
  const named = expression.concatTokens().toUpperCase();
  return named === targetName || named.startsWith(`${targetName}-`);
}

/** A table field typed with the data element or including the structure, a data element on the domain, a table type's row. */
function dictionaryObjectUses(user: IObject, targetType: string, targetName: string): boolean {
  if (user instanceof Objects.Table) {
    return (user.getFields() ?? []).some((field) => {
      if (targetType === 'DTEL') return field.ROLLNAME?.toUpperCase() === targetName;
      return targetType === 'TABL' && (field.FIELDNAME === '.INCLUDE' || field.FIELDNAME === '.APPEND') && field.PRECFIELD?.toUpperCase() === targetName;
    });
  }
  if (user instanceof Objects.DataElement) return targetType === 'DOMA' && user.getDomainName()?.toUpperCase() === targetName;
  if (user instanceof Objects.TableType) return (targetType === 'TABL' || targetType === 'DTEL') && user.getRowType()?.toUpperCase() === targetName;
  return false;
}

function visitScopes(node: ISpaghettiScopeNode, action: (node: ISpaghettiScopeNode) => void): void {
  action(node);
  for (const child of node.getChildren()) visitScopes(child, action);
}

function byPlace(a: FoundReference, b: FoundReference): number {
  return compare(a.object, b.object) || compare(a.include_name, b.include_name) || a.line - b.line;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
