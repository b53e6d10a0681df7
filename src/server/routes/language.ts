/**
 * POST {dev_api_base}/deck/language/<operation>: the language service's operations that ADT has no route for
 * (hover, symbols, highlight, rename, code actions, diagnostics, formatting) and the ones it has in another
 * shape (definition, references, completion), as JSON for abapdeck's own faces (src/protocol/language.ts).
 */
import { Type } from '#typebox';
import type { RouteContext, ServiceApp } from '../context.js';
import { requires } from '../context.js';
import { ServiceError } from '../errors.js';
import { boundSyntaxRequest } from '../work-limits.js';
import { LANGUAGE_OPERATIONS, LANGUAGE_PATH, type LanguageOperation, type LanguageRouteBody } from '../../protocol/language.js';
import { languageMessages } from '../../system/language/index.js';

/** Files one language request may send: the open buffers of an editor, not a repository. */
export const LANGUAGE_FILES_PER_REQUEST = 100;
export const LANGUAGE_BODY_LIMIT = 8 * 1024 * 1024;

const position = Type.Object({ line: Type.Integer({ minimum: 0, maximum: 1_000_000 }), character: Type.Integer({ minimum: 0, maximum: 100_000 }) });
const body = Type.Object({
  files: Type.Optional(Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), source: Type.String() }), { maxItems: LANGUAGE_FILES_PER_REQUEST })),
  document: Type.String({ maxLength: 200 }),
  position: Type.Optional(position),
  newName: Type.Optional(Type.String({ maxLength: 200 })),
  range: Type.Optional(Type.Object({ start: position, end: position })),
  rules: Type.Optional(
    Type.Object({
      keywordCase: Type.Optional(Type.Union([Type.Literal('upper'), Type.Literal('lower')])),
      alignTryCatch: Type.Optional(Type.Boolean()),
      globalClassSkipFirst: Type.Optional(Type.Boolean()),
    }),
  ),
  query: Type.Optional(Type.String({ maxLength: 200 })),
});
const params = Type.Object({ operation: Type.Union(LANGUAGE_OPERATIONS.map((operation) => Type.Literal(operation))) });

/** Operations that read a place in the document. */
const AT_POSITION: ReadonlySet<LanguageOperation> = new Set(['definition', 'implementation', 'references', 'highlight', 'hover', 'prepare-rename', 'rename', 'completion']);

export function languageRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post(
    `${LANGUAGE_PATH}/:operation`,
    { bodyLimit: LANGUAGE_BODY_LIMIT, schema: { params, body }, config: { command: 'LANGUAGE', authorization: requires.developDisplay } },
    async (request) => {
      const operation = request.params.operation as LanguageOperation;
      const input = request.body as LanguageRouteBody;
      boundSyntaxRequest((input.files ?? []).map((file) => ({ type: 'FILE', name: file.name, source: file.source })));
      if (AT_POSITION.has(operation) && !input.position) throw new ServiceError(400, languageMessages.needsPosition(operation));
      if (operation === 'rename' && !input.newName) throw new ServiceError(400, languageMessages.needsNewName);
      // the registry is built and kept on a check worker, off this loop (the first request of a service parses them all)
      const answer = await system.checkWorkers.language({ operation, input });
      if (!answer.known) throw new ServiceError(404, languageMessages.unknownDocument(input.document));
      return { result: answer.result };
    },
  );
}
