import type { ImportJobStatus, PullResult } from '../protocol/sync.js';
import { ResultError } from './connection.js';
import type { DrawerLine } from './drawer.js';
import type { SliceContext } from './types.js';

/**
 * Git synchronisation from the TUI: `:pull [files]` and `:import [package]`, each asked first (they change
 * the system, or the git repository), shown with progress in the status line and the result in the drawer.
 */
export interface SyncSlice {
  sync: {
    confirmPull(files: string[]): Promise<void>;
    confirmImport(pkg: string): Promise<void>;
  };
}

export function pullLines(result: PullResult): DrawerLine[] {
  const ok = result.success === 'X';
  const lines: DrawerLine[] = [
    { text: `${ok ? '✓' : '✗'} ${result.message}`, tone: ok ? 'ok' : 'error' },
    {
      text: `activated ${result.activated_count} · failed ${result.failed_count}${result.transport_request ? ` · transport ${result.transport_request}` : ''}${result.conflict_count ? ` · conflicts ${result.conflict_count}` : ''}`,
      tone: 'dim',
    },
  ];
  for (const failed of result.failed_objects) lines.push({ text: `  ${failed.type} ${failed.obj_type} ${failed.obj_name}: ${failed.text}`, tone: 'error' });
  if (result.conflict_report) for (const text of result.conflict_report.split('\n')) lines.push({ text: `  ${text}`, tone: 'warning' });
  if (result.local_xml_files.length > 0) {
    lines.push({ text: `${result.local_xml_files.length} XML file(s) differ from what the system generates (abapdeck pull --sync-xml rewrites them):`, tone: 'warning' });
    for (const file of result.local_xml_files) lines.push({ text: `  ${file.path}`, tone: 'normal' });
  }
  for (const object of result.activated_objects) lines.push({ text: `  activated ${object.obj_type} ${object.obj_name}`, tone: 'dim' });
  return lines;
}

export function importLines(status: ImportJobStatus): DrawerLine[] {
  const ok = status.status === 'completed' && status.result?.success !== '';
  const lines: DrawerLine[] = [{ text: `${ok ? '✓' : '✗'} ${status.message || status.status}`, tone: ok ? 'ok' : 'error' }];
  if (status.result) lines.push({ text: `files staged ${status.result.filesStaged} · ${status.result.commitMessage}`, tone: 'dim' });
  if (status.errorMessage) lines.push({ text: status.errorMessage, tone: 'error' });
  lines.push({ text: `job ${status.jobName} ${status.jobNumber}`, tone: 'dim' });
  return lines;
}

export function createSyncSlice({ get, deps }: SliceContext): SyncSlice {
  const target = async () => {
    if (!deps.sync) throw new ResultError('git synchronisation is not available here');
    return deps.sync.target();
  };
  const show = (title: string, lines: DrawerLine[] | undefined) => get().drawer.show(title, lines);

  return {
    sync: {
      async confirmPull(files) {
        const refusal = await deps.sync?.refusePull(files.length > 0);
        if (refusal) return get().connection.notify(refusal.replaceAll('\n', ' '), 'error');
        let repository;
        try {
          repository = await target();
        } catch (error) {
          return get().connection.notify(`pull: ${(error as Error).message}`, 'error');
        }
        const what = files.length > 0 ? `${files.length} file(s)` : 'the whole repository';
        get().ui.ask(
          `Pull ${what} into the system?`,
          `${repository.url}${repository.branch ? ` (${repository.branch})` : ''}: objects are written and activated${repository.transport ? ` on ${repository.transport}` : ''}.`,
          () => {
            const title = `pull ${repository.branch ?? ''}`.trim();
            get().drawer.begin(title);
            void get()
              .connection.call(title, (backend) =>
                backend.pull({
                  url: repository.url,
                  ...(repository.branch ? { branch: repository.branch } : {}),
                  ...(repository.username ? { username: repository.username } : {}),
                  ...(repository.password ? { password: repository.password } : {}),
                  ...(files.length > 0 ? { files } : {}),
                  ...(repository.transport ? { transport_request: repository.transport } : {}),
                  conflict_mode: repository.conflictMode,
                }),
              )
              .then((result) => show(title, result && pullLines(result)));
          },
        );
      },

      async confirmImport(pkg) {
        let repository;
        try {
          repository = await target();
        } catch (error) {
          return get().connection.notify(`import: ${(error as Error).message}`, 'error');
        }
        // without an argument the link's own package: the server knows it (the tree's selection is not it)
        const name = pkg.trim().toUpperCase();
        const request = {
          url: repository.url,
          ...(repository.branch ? { branch: repository.branch } : {}),
          ...(name ? { package: name } : {}),
          ...(repository.username ? { username: repository.username } : {}),
          ...(repository.password ? { password: repository.password } : {}),
        };
        const preview = await get().connection.call('import preview', (backend) => backend.previewImport(request));
        if (preview && preview.SUCCESS !== 'X') return get().connection.notify(`import: ${preview.ERROR}`, 'error');
        const exported = preview?.PACKAGE ?? name;
        const counts = preview
          ? `${preview.ADDED?.length ?? 0} to add · ${preview.CHANGED?.length ?? 0} to change · ${preview.DELETED?.length ?? 0} to delete`
          : 'the package\'s files';
        get().ui.ask(
          `Import ${exported || 'the linked package'} into git?`,
          `${counts}: committed and pushed to ${repository.url}${repository.branch ? ` (${repository.branch})` : ''} by a background job.`,
          () => {
            const title = `import ${exported}`.trim();
            get().drawer.begin(title);
            void get()
              .connection.call(title, async (backend, progress) => {
                const accepted = await backend.startImport(request);
                if (!accepted.success) throw new ResultError(accepted.error);
                return backend.followImport(accepted.jobNumber, (status) => progress(status.progress));
              })
              .then((status) => show(title, status && importLines(status)));
          },
        );
      },
    },
  };
}
