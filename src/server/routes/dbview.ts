import { Type } from '#typebox';
import { requires, type Requirement, type RouteContext, type ServiceApp } from '../context.js';
import { ServiceError } from '../errors.js';
import { messages, transportErrors } from '../../protocol/messages.js';
import { dbviewActions, dbviewMessages, schemaMappingSubactions, type DbviewAction, type DbviewRequest, type DbviewResult } from '../../protocol/dbview.js';
import { ViewReading } from '../../system/dbview/index.js';

// Structure only: the action, names, WHERE text, limits and files all have texts of their own in the handler.
const body = Type.Object({
  action: Type.Optional(Type.String({ maxLength: 100 })),
  subaction: Type.Optional(Type.String({ maxLength: 100 })),
  package: Type.Optional(Type.String({ maxLength: 200 })),
  files: Type.Optional(Type.Array(Type.Object({ file: Type.String({ maxLength: 1000 }), content: Type.String() }), { maxItems: 1000 })),
  transport: Type.Optional(Type.String({ maxLength: 100 })),
  objects: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
  view: Type.Optional(Type.String({ maxLength: 200 })),
  schema: Type.Optional(Type.String()),
  table: Type.Optional(Type.String()),
  physical: Type.Optional(Type.String()),
  where: Type.Optional(Type.String()),
  columns: Type.Optional(Type.Array(Type.String(), { maxItems: 1000 })),
  limit: Type.Optional(Type.Integer()),
  offset: Type.Optional(Type.Integer()),
});

/**
 * What each action needs (protocol-notes): deploy and drop change, check/list/import display, reading S_TABU_DIS;
 * changing the schema mapping (schema map/unmap, abapdeck's own) needs S_DEVELOP change.
 */
const authorizations: Record<DbviewAction, Requirement> = {
  check: requires.developDisplay,
  deploy: requires.developChange,
  import: requires.developDisplay,
  list: requires.developDisplay,
  drop: requires.developChange,
  preview: requires.tableDisplay,
  schema: requires.tableDisplay,
  tablePreview: requires.tableDisplay,
};

/** POST /dbview: HANA information views and the database's schemas, one action per request. */
export function dbviewRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post('/dbview', { schema: { body }, config: { command: 'DBVIEW' } }, async (request): Promise<DbviewResult | ReturnType<typeof refusal>> => {
    const input = request.body as DbviewRequest;
    const action = (input.action ?? '').trim();
    if (action === '') return refusal(action, dbviewMessages.actionRequired);
    if (!(dbviewActions as readonly string[]).includes(action)) return refusal(action, dbviewMessages.unknownAction(action));
    const known = action as DbviewAction;
    const { client, user } = request.call;
    const mapping = known === 'schema' && (schemaMappingSubactions as readonly string[]).includes((input.subaction ?? '').trim());
    const requirement = mapping ? requires.developChange : authorizations[known];
    if (!requirement.anyOf.some((r) => system.users.isAuthorized(client, user, r.object, r.activity))) {
      if (requirement === requires.tableDisplay) return refusal(known, messages.tableAccessDenied(ViewReading.targetOf(input)));
      const first = requirement.anyOf[0]!;
      throw new ServiceError(403, transportErrors.notAuthorized(first.object, first.activity));
    }
    const views = system.dbviews;
    const caller = { user, client };
    switch (known) {
      case 'check':
        return views.check(input, caller);
      case 'deploy':
        return views.deploy(input, caller);
      case 'import':
        return views.import(input);
      case 'list':
        return views.list(input);
      case 'drop':
        return views.drop(input, caller);
      case 'preview':
        return views.read.preview(input);
      case 'schema':
        return mapping ? views.mapSchema(input, caller) : views.read.schema(input);
      case 'tablePreview':
        return views.read.tablePreview(input, client);
    }
  });
}

function refusal(action: string, error: string) {
  return { success: false, command: 'DBVIEW' as const, action, message: '', error };
}
