import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { PreviewRequest } from '../../protocol/reading.js';
import { previewDenied } from '../../system/reading/index.js';

// Limits, offsets, types, columns and the WHERE text all have the spec's own texts: the handler checks them.
const body = PreviewRequest;

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
