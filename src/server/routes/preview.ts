import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import type { PreviewRequest } from '../../protocol/reading.js';
import { previewDenied } from '../../system/reading/index.js';

// Limits, offsets, types, columns and the WHERE text all have the spec's own texts: the handler checks them.
const body = Type.Object({
  objects: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 50 }),
  type: Type.Optional(Type.String({ maxLength: 30 })),
  limit: Type.Optional(Type.Integer()),
  offset: Type.Optional(Type.Integer()),
  where: Type.Optional(Type.String()),
  columns: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
});

/** POST /preview: rows of tables and CDS views (S_TABU_DIS display, refused per object). */
export function previewRoute(app: ServiceApp, { system }: RouteContext): void {
  app.post(
    '/preview',
    {
      schema: { body },
      config: {
        command: 'PREVIEW',
        authorization: requires.tableDisplay,
        deniedResult: (request) => previewDenied(request.body as PreviewRequest),
      },
    },
    async (request) => system.reading.preview(request.body, request.call.client),
  );
}
