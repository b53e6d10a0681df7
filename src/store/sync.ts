import type { ImportJobStatus, PullResult } from '../protocol/sync.js';
import { ResultError } from './connection.js';
import type { DrawerLine } from './drawer.js';
import type { SliceContext } from './types.js';
import type { ObjectRef } from './backend.js';
import type { PreviewAction, PullPreview, UndoResult } from '../protocol/sync-extensions.js';
import { objectFromFileName } from '../protocol/filenames.js';
import { holdingRequest } from '../protocol/transports.js';
import type { LocalChangesView } from './types.js';
import type { ConfirmChoice } from './ui.js';

/**
 * Git synchronisation from the TUI: `:pull [files]` and `:import [package]`, each asked first (they change
 * the system, or the git repository), shown with progress in the status line and the result in the drawer.
 */
export interface SyncSlice {
  sync: {
    /**
     * How the system's objects stand against git (`git status`), by "TYPE NAME" (abapGit type): what a
     * pull would do to each. Empty until loaded, or when there is no repository or no pull preview.
     */
    status: Record<string, PreviewAction>;
    /** What the last diff compared; D again shows the next comparison (see diffModes). */
    diffMode: DiffMode;
    /**
     * P and :pull: says first what of the files the working folder has and git lacks (the pull reads git) and
     * offers to commit and push them; then asks; then, when the package needs a request and nothing names one,
     * the picker (on the request that already holds the objects); then pulls.
     */
    confirmPull(files: string[]): Promise<void>;
    /** The commit message typed for the files a pull waits for: commits and pushes them, then goes on with the pull. */
    commitAndPull(message: string): Promise<void>;
    confirmImport(pkg: string): Promise<void>;
    /** `:undo`: what undoing the last pull would restore, delete or recreate, asked first; the result in the drawer. */
    confirmUndo(): Promise<void>;
    /** Loads `status` from a pull preview of the working folder's repository. */
    loadStatus(): Promise<void>;
    /**
     * The diff of one object in the drawer; pressed again on the same object, the next comparison: git's
     * branch against the active version, against the inactive version (when there is one), the commit last
     * pulled against the active version, the working folder's file against the active version.
     */
    showDiff(object: ObjectRef): Promise<void>;
  };
}

export type DiffMode = 'git-active' | 'git-inactive' | 'last-pulled' | 'working-folder';

/** The comparisons D steps through, in order, with how the drawer names them. */
export const diffModes: ReadonlyArray<{ mode: DiffMode; label: string }> = [
  { mode: 'git-active', label: 'git (branch head) against the active version' },
  { mode: 'git-inactive', label: 'git (branch head) against the inactive version' },
  { mode: 'last-pulled', label: 'the commit last pulled against the active version' },
  { mode: 'working-folder', label: 'the working folder against the active version' },
];

/** The mark of an object in the objects pane, as `git status` marks files. */
export function statusMark(action: PreviewAction | undefined): string {
  return action === 'update' ? 'M' : action === 'delete' ? 'D' : action === 'conflict' ? '!' : action === 'create' ? 'A' : ' ';
}

/** The "TYPE NAME" key of an object as the preview names it (structures are TABL in abapGit files). */
export function statusKey(type: string, name: string): string {
  return `${type === 'STRU' ? 'TABL' : type} ${name}`;
}

/** A unified diff as drawer lines: additions green, removals red, hunk headers dim. */
export function diffLines(preview: PullPreview, against: 'active' | 'inactive'): DrawerLine[] {
  const object = preview.OBJECTS[0];
  if (!object) return [{ text: 'The object is not in the repository (nothing to compare)', tone: 'warning' }];
  const lines: DrawerLine[] = [{ text: `${object.OBJ_TYPE} ${object.OBJ_NAME}: ${object.ACTION}${object.CONFLICT ? ` — ${object.CONFLICT}` : ''}`, tone: object.ACTION === 'conflict' ? 'warning' : 'ok' }];
  const files = object.FILES.filter((file) => file.AGAINST === against);
  if (files.length === 0) lines.push({ text: `no differences from the ${against} version`, tone: 'dim' });
  for (const file of files) {
    lines.push({ text: file.FILE, tone: 'normal' });
    for (const text of file.DIFF.split('\n').slice(2)) {
      if (text === '') continue;
      const tone = text.startsWith('+') ? 'ok' : text.startsWith('-') ? 'error' : text.startsWith('@@') ? 'dim' : 'normal';
      lines.push({ text, tone });
    }
  }
  return lines;
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

/** What an undo would do to each object (its dry run), and what it did. */
const undoVerbs: Record<UndoResult['OBJECTS'][number]['ACTION'], { planned: string; count: string }> = {
  restored: { planned: 'restore', count: 'to restore' },
  deleted: { planned: 'delete', count: 'to delete' },
  recreated: { planned: 'recreate', count: 'to recreate' },
};

/** The question's detail of an undo: the counts, then the objects (deletions first), at most `limit`. */
export function undoPlan(preview: UndoResult, limit = 8): string {
  const counts = (Object.keys(undoVerbs) as Array<keyof typeof undoVerbs>)
    .map((action) => `${preview.OBJECTS.filter((o) => o.ACTION === action).length} ${undoVerbs[action].count}`)
    .join(' · ');
  const ordered = [...preview.OBJECTS].sort((a, b) => Number(b.ACTION === 'deleted') - Number(a.ACTION === 'deleted'));
  const shown = ordered.slice(0, limit).map((o) => `${undoVerbs[o.ACTION].planned} ${o.OBJ_TYPE} ${o.OBJ_NAME}`);
  const more = ordered.length > limit ? [`… and ${ordered.length - limit} more`] : [];
  return [counts, ...shown, ...more].join('\n');
}

export function undoLines(result: UndoResult): DrawerLine[] {
  const ok = result.SUCCESS === 'X';
  return [
    { text: `${ok ? '✓' : '✗'} ${result.MESSAGE || result.ERROR}`, tone: ok ? 'ok' : 'error' },
    ...(result.TRANSPORT_REQUEST ? [{ text: `transport ${result.TRANSPORT_REQUEST}`, tone: 'dim' as const }] : []),
    ...result.CONFLICT_REPORT.split('\n').filter(Boolean).map((text) => ({ text: `  ${text}`, tone: 'warning' as const })),
    ...result.OBJECTS.map((o) => ({ text: `  ${o.ACTION.padEnd(9)} ${o.OBJ_TYPE} ${o.OBJ_NAME}`, tone: 'normal' as const })),
  ];
}

/** One answer of the import job while it runs: stage, percent, files so far, the job's message. */
export function importProgressLine(status: ImportJobStatus): string {
  const count = status.total ? ` (${status.current ?? 0}/${status.total} files)` : '';
  return `${status.stage || status.status} ${status.progress}%${count}${status.message ? ` · ${status.message}` : ''}`;
}

export function createSyncSlice({ get, patch, deps }: SliceContext): SyncSlice {
  const target = async () => {
    if (!deps.sync) throw new ResultError('git synchronisation is not available here');
    return deps.sync.target();
  };
  const show = (title: string, lines: DrawerLine[] | undefined) => get().drawer.show(title, lines);

  /**
   * The transport picker when the linked package needs a request: the chosen or created request, '' when
   * none is needed (the system picks), null when the user cancelled. The cursor starts on the open request
   * that already holds one of the objects pulled.
   */
  const pickTransport = async (url: string, files: readonly string[]): Promise<string | null> => {
    const status = await get().connection.call('repository status', (backend) => backend.repositoryStatus(url));
    if (!status?.transport_required) return '';
    const listed = await get().connection.call('transports', (backend) => backend.transport({ action: 'list', scope: 'mine' }));
    if (!listed || listed.success !== 'X') return '';
    const requests = listed.transports ?? [];
    const preselect = holdingRequest(requests, files.flatMap((file) => objectFromFileName(file)?.name ?? []));
    const choice = await new Promise<string | null>((resolve) =>
      get().ui.pick({ title: 'The pull records its objects on a transport request: which one?', requests, ...(preselect ? { preselect } : {}), choose: resolve }),
    );
    if (choice !== 'create') return choice;
    const created = await get().connection.call('create transport', (backend) => backend.transport({ action: 'create', description: `abapdeck pull: ${url.split('/').pop() ?? url}` }));
    return created?.success === 'X' ? (created.number ?? '') : null;
  };

  type Repository = Awaited<ReturnType<typeof target>>;

  const repositoryRequest = (repository: Awaited<ReturnType<typeof target>>) => ({
    url: repository.url,
    ...(repository.branch ? { branch: repository.branch } : {}),
    ...(repository.username ? { username: repository.username } : {}),
    ...(repository.password ? { password: repository.password } : {}),
  });

  /** The pull itself: its progress and then its result in the drawer. With `working`, those files' contents are the working folder's. */
  const runPull = (repository: Repository, files: string[], what: string, working?: readonly string[]) => {
    const title = `pull ${repository.branch ?? ''}`.trim();
    get().drawer.begin(title);
    // one call that answers when it is done: what it does meanwhile (the status line counts the seconds)
    get().drawer.progress(title, [
      { text: `pulling ${what} from ${working ? 'the working folder over ' : ''}${repository.url}${repository.branch ? ` (${repository.branch})` : ''}`, tone: 'dim' },
      { text: 'the system reads the repository, writes the objects and activates them; the result follows here', tone: 'dim' },
    ]);
    const request = {
      ...repositoryRequest(repository),
      ...(files.length > 0 ? { files } : {}),
      ...(repository.transport ? { transport_request: repository.transport } : {}),
      conflict_mode: repository.conflictMode,
    };
    void get()
      .connection.call(title, async (backend) => {
        if (!working) return backend.pull(request);
        // read when the pull starts: what is on disk now is what the system gets
        return backend.pullWorkingFiles({ ...request, WORKING_FILES: await deps.sync!.workingFiles!(working) });
      })
      .then((result) => {
        show(title, result && pullLines(result));
        void get().sync.loadStatus();
      });
  };

  /** Asks first; then the request, when the package needs one and nothing names it; then pulls. */
  const askAndPull = (repository: Repository, files: string[], working?: readonly string[]) => {
    const what = working ? `${working.length} working file(s)` : files.length > 0 ? `${files.length} file(s)` : 'the whole repository';
    const written = working ? 'the working folder’s contents of these files (not committed) are written and activated' : 'objects are written and activated';
    get().ui.ask(
      `Pull ${what} into the system?`,
      `${repository.url}${repository.branch ? ` (${repository.branch})` : ''}: ${written}${repository.transport ? ` on ${repository.transport}` : ''}.${working ? `\n${working.map((path) => `  ${path}`).join('\n')}` : ''}`,
      () =>
        void (async () => {
          let chosen = repository;
          if (!repository.transport) {
            const transport = await pickTransport(repository.url, working ? [...working] : files);
            if (transport === null) return get().connection.notify('cancelled: nothing was pulled');
            if (transport) chosen = { ...repository, transport };
          }
          runPull(chosen, files, what, working);
        })(),
    );
  };

  // the pull that waits for the commit message of the files git lacks (c, then the message)
  let waitingForCommit: { repository: Repository; files: string[]; uncommitted: string[] } | undefined;

  /** The working folder has changes of the pull's files that git lacks: said first, with what can be done. */
  const askAboutLocalChanges = async (repository: Repository, files: string[], changes: LocalChangesView) => {
    const count = changes.uncommitted.length + changes.unpushed.length;
    const detail = [
      `The pull reads git (${changes.remote}), which does not have these changes of the working folder:`,
      ...changes.uncommitted.map((path) => `  not committed  ${path}`),
      ...changes.unpushed.map((path) => `  not pushed     ${path}`),
    ].join('\n');
    const commit = changes.uncommitted.length > 0;
    const choices: ConfirmChoice[] = [];
    if (deps.sync?.commitAndPush)
      choices.push({
        key: 'c',
        label: commit ? 'commit and push' : 'push',
        description: commit ? 'commit these files (a message follows) and push, then pull' : `push to ${changes.remote}, then pull`,
        action: () => {
          if (!commit) return void pushThenPull(repository, files, [], undefined);
          waitingForCommit = { repository, files, uncommitted: changes.uncommitted };
          get().ui.openPrompt('commitMessage', '');
        },
      });
    choices.push({ key: 'g', label: 'pull git as it is', description: 'pull what git has, without these changes', action: () => askAndPull(repository, files) });
    // the embedded system (capability pull.working-files) takes the files as they are in the working folder
    if (deps.sync?.workingFiles && (await get().connection.call('capabilities', (backend) => backend.offersWorkingFilesPull()))) {
      const working = [...new Set([...changes.uncommitted, ...changes.unpushed])].sort();
      choices.push({ key: 'w', label: 'pull the working files', description: 'pull these files as they are in the working folder (not committed)', action: () => askAndPull(repository, files, working) });
    }
    get().ui.choose(`${count} change(s) of yours are not in git: the pull would not bring them`, detail, choices);
  };

  const pushThenPull = async (repository: Repository, files: string[], uncommitted: string[], message: string | undefined) => {
    const done = await get().connection.call(message ? 'commit and push' : 'push', async () => {
      await deps.sync!.commitAndPush!(uncommitted, message);
      return true;
    });
    if (!done) return;
    get().connection.notify(message ? `committed and pushed: ${uncommitted.join(', ')}` : 'pushed');
    askAndPull(repository, files);
  };

  return {
    sync: {
      status: {},
      diffMode: 'git-active',

      async loadStatus() {
        if (!deps.sync) return;
        let repository;
        try {
          repository = await target();
        } catch {
          return; // no repository here: nothing to mark
        }
        const preview = await get().connection.call('git status', (backend) => backend.previewPull(repositoryRequest(repository)));
        if (!preview || preview.SUCCESS !== 'X') return;
        const status: Record<string, PreviewAction> = {};
        for (const object of preview.OBJECTS) if (object.ACTION !== 'unchanged') status[statusKey(object.OBJ_TYPE, object.OBJ_NAME)] = object.ACTION;
        patch('sync', () => ({ status }));
      },

      async showDiff(object) {
        let repository;
        try {
          repository = await target();
        } catch (error) {
          return get().connection.notify(`diff: ${(error as Error).message}`, 'error');
        }
        const title = `diff ${object.name}`;
        const again = get().drawer.title === title && get().drawer.open;
        const start = again ? (diffModes.findIndex((m) => m.mode === get().sync.diffMode) + 1) % diffModes.length : 0;
        get().drawer.begin(title);
        // each comparison in turn from where D left off; one that does not apply (no inactive version, no local file) is skipped
        for (let step = 0; step < diffModes.length; step++) {
          const { mode, label } = diffModes[(start + step) % diffModes.length]!;
          const preview = await get().connection.call(title, (backend) => {
            if (mode === 'working-folder') return deps.sync?.workingFolderDiff?.(backend.agent, object.name) ?? Promise.resolve(undefined);
            return backend.previewPull({ ...repositoryRequest(repository), objects: [object.name], ...(mode === 'last-pulled' ? { at: 'last-pulled' } : {}) });
          });
          if (preview === undefined && mode === 'git-active') return show(title, [{ text: 'The connected system offers no pull preview: no diff here', tone: 'warning' }]);
          if (!preview) continue;
          if (preview.SUCCESS !== 'X') {
            if (mode === 'git-active') return show(title, [{ text: preview.ERROR, tone: 'error' }]);
            continue;
          }
          if (mode === 'git-inactive' && preview.OBJECTS[0]?.HAS_INACTIVE !== true) continue;
          patch('sync', () => ({ diffMode: mode }));
          return show(title, [{ text: label, tone: 'dim' }, ...diffLines(preview, mode === 'git-inactive' ? 'inactive' : 'active')]);
        }
      },

      async confirmPull(files) {
        if (get().connection.refuse('pull')) return;
        const refusal = await deps.sync?.refusePull(files.length > 0);
        if (refusal) return get().connection.notify(refusal.replaceAll('\n', ' '), 'error');
        let repository;
        try {
          repository = await target();
        } catch (error) {
          return get().connection.notify(`pull: ${(error as Error).message}`, 'error');
        }
        // the pull reads git: what the working folder has and git lacks is said before anything else
        let changes: LocalChangesView | undefined;
        try {
          changes = await deps.sync?.localChanges?.(files);
        } catch (error) {
          return get().connection.notify(`pull: ${(error as Error).message}`, 'error');
        }
        if (changes) return askAboutLocalChanges(repository, files, changes);
        askAndPull(repository, files);
      },

      async commitAndPull(message) {
        const waiting = waitingForCommit;
        waitingForCommit = undefined;
        if (!waiting) return;
        if (!message.trim()) return get().connection.notify('a commit needs a message: nothing was committed or pulled', 'error');
        await pushThenPull(waiting.repository, waiting.files, waiting.uncommitted, message.trim());
      },

      async confirmUndo() {
        if (get().connection.refuse('pull')) return;
        const refusal = await deps.sync?.refusePull(true);
        if (refusal) return get().connection.notify(refusal.replaceAll('\n', ' '), 'error');
        let repository;
        try {
          repository = await target();
        } catch (error) {
          return get().connection.notify(`undo: ${(error as Error).message}`, 'error');
        }
        const request = { url: repository.url, ...(repository.transport ? { transport_request: repository.transport } : {}) };
        // the undo deletes what the pull created: the user sees what it would do before saying yes
        const preview = await get().connection.call('undo preview', (backend) => backend.previewUndo(request));
        if (preview && preview.SUCCESS !== 'X') {
          return show('undo', [{ text: `✗ ${preview.MESSAGE || preview.ERROR}`, tone: 'error' }, ...preview.CONFLICT_REPORT.split('\n').filter(Boolean).map((text) => ({ text: `  ${text}`, tone: 'warning' as const }))]);
        }
        const plan = preview ? undoPlan(preview) : 'The system shows no preview of an undo: every object of the last pull goes back to its version before it, and what it created is deleted.';
        get().ui.ask(`Undo the last pull?`, `${repository.url}: ${plan}`, () => {
          get().drawer.begin('undo');
          void get()
            .connection.call('undo', (backend) => backend.undoPull(request))
            .then((result) => {
              show('undo', result ? undoLines(result) : [{ text: 'The connected system keeps no versions to undo a pull with', tone: 'warning' }]);
              void get().sync.loadStatus();
            });
        });
      },

      async confirmImport(pkg) {
        if (get().connection.refuse('import')) return;
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
            const trail: string[] = [];
            get().drawer.begin(title);
            void get()
              .connection.call(title, async (backend, progress) => {
                const accepted = await backend.startImport(request);
                if (!accepted.success) throw new ResultError(accepted.error);
                get().drawer.progress(title, [{ text: `job ${accepted.jobNumber} started: every 2 s its stage and files so far`, tone: 'dim' }]);
                // each answer of the job while it runs, in the drawer (the status line has the percent)
                return backend.followImport(accepted.jobNumber, (status) => {
                  progress(status.progress);
                  const line = importProgressLine(status);
                  if (trail.at(-1) !== line) trail.push(line);
                  get().drawer.progress(title, trail.map((text) => ({ text, tone: 'dim' as const })));
                });
              })
              .then((status) => show(title, status && [...importLines(status), ...trail.map((text) => ({ text: `  ${text}`, tone: 'dim' as const }))]));
          },
        );
      },
    },
  };
}
