/**
 * abapdeck's extension routes of git synchronisation (protocol-notes: "abapdeck's extensions"): routes of
 * their own, never new fields of the public routes, answered with upper-case keys.
 *
 *   POST /pull/preview    what a pull would do, per object, with unified diffs     capability pull.preview
 *   POST /import/preview  the files an import would add, change and delete           capability import.preview
 *   POST /history         a link's pulls, imports and undos; an object's versions   capability versions
 *   POST /pull/undo       the link's last pull undone (dry_run: what it would do)   capability versions (pull.undo.preview)
 *   POST /pull/working-files  a pull of files of the working folder, contents sent   capability pull.working-files
 */
import { Type } from '#typebox';
import { requires, type RouteContext, type ServiceApp } from '../context.js';
import { gitCredentialFields, nameList, optionalText as text, repositoryFields } from '../../protocol/body-fields.js';
import { gitSync } from '../../system/sync/index.js';
import { syncCapability, workingFilesLimits, type ImportPreviewResult } from '../../protocol/sync-extensions.js';

/** What GET /health lists for these routes. */
export const syncCapabilities = [syncCapability.pullPreview, syncCapability.importPreview, syncCapability.versions, syncCapability.undoPreview, syncCapability.pullWorkingFiles] as const;

const previewBody = Type.Object({
  ...repositoryFields,
  ...gitCredentialFields,
  files: nameList,
  objects: nameList,
  conflict_mode: text(20),
  at: text(64),
});

// the pull's body plus the files' contents; the files' paths and bytes are checked by the system (working-files.ts)
const workingFilesBody = Type.Object({
  ...repositoryFields,
  ...gitCredentialFields,
  files: nameList,
  transport_request: text(50),
  conflict_mode: text(20),
  strict: Type.Optional(Type.Boolean()),
  WORKING_FILES: Type.Array(
    Type.Object({ FILE: Type.String({ minLength: 1, maxLength: 1000 }), CONTENT: Type.String({ maxLength: Math.ceil(workingFilesLimits.fileBytes / 3) * 4 }) }),
    { minItems: 1, maxItems: workingFilesLimits.files },
  ),
});

const importPreviewBody = Type.Object({
  ...repositoryFields,
  package: text(200),
  ...gitCredentialFields,
  prune: Type.Optional(Type.Boolean()),
});

const historyBody = Type.Object({
  url: repositoryFields.url,
  objects: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
  limit: Type.Optional(Type.Integer()),
});

const undoBody = Type.Object({ url: repositoryFields.url, transport_request: text(50), dry_run: Type.Optional(Type.Boolean()) });

export function syncExtensionRoutes(app: ServiceApp, { system }: RouteContext): void {
  const sync = gitSync(system);
  app.post('/pull/preview', { schema: { body: previewBody }, config: { command: 'PULL_PREVIEW', authorization: requires.developDisplay } }, async (request) =>
    sync.previewPull(request.body, request.call.user),
  );
  app.post(
    '/pull/working-files',
    { bodyLimit: workingFilesLimits.bodyBytes, schema: { body: workingFilesBody }, config: { command: 'PULL', authorization: requires.developChange } },
    async (request) => sync.pullWorkingFiles(request.body, request.call.user),
  );
  app.post('/import/preview', { schema: { body: importPreviewBody }, config: { command: 'IMPORT_PREVIEW', authorization: requires.developDisplay } }, async (request): Promise<ImportPreviewResult> => {
    const preview = await sync.previewImport(request.body, request.call.user);
    if (!preview.success) return { SUCCESS: '', COMMAND: 'IMPORT_PREVIEW', ERROR: preview.error };
    return {
      SUCCESS: 'X',
      COMMAND: 'IMPORT_PREVIEW',
      PACKAGE: preview.package,
      URL: preview.url,
      BRANCH: preview.branch,
      ADDED: preview.added,
      CHANGED: preview.changed,
      DELETED: preview.deleted,
      UNCHANGED: preview.unchanged,
      ERROR: '',
    };
  });
  app.post('/history', { schema: { body: historyBody }, config: { command: 'HISTORY', authorization: requires.developDisplay } }, async (request) =>
    sync.historyReport(request.body),
  );
  app.post('/pull/undo', { schema: { body: undoBody }, config: { command: 'UNDO', authorization: requires.developChange } }, async (request) =>
    sync.undoLastPull(request.body, request.call.user),
  );
}
