import { connectContext, resolveConnection } from '../workspace/connection.js';
import { contextTargetText, findContext, readContexts } from '../workspace/contexts.js';
import type { ContextDeps } from '../store/connection.js';
import type { TargetPlace } from '../workspace/repository-target.js';
import { defaultProjectConfig, readProjectConfig, type ProjectConfig } from '../workspace/project.js';
import { createDeckStore, type StoreDeps } from '../store/index.js';
import { runRefusal } from '../workspace/safeguards.js';
import { shareInkOutputCaches } from './ink-output-cache.js';
import { editorDeps } from './editor.js';
import { enterFullScreen, type FullScreen } from './terminal.js';

/** How long quitting waits for the system to let a stopped program go. */
const LEAVE_MILLIS = 400;

export interface TuiOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The command line of this abapdeck, for starting the embedded server. */
  selfCommand: string[];
  stdout?: NodeJS.WriteStream;
  stdin?: NodeJS.ReadStream;
  stderr?: NodeJS.WriteStream;
  /** --context: the context to open on. */
  context?: string;
}

/** The contexts file for `:ctx`: read afresh at each listing, so an edit of the file shows without a restart. */
export function contextDeps(env: NodeJS.ProcessEnv, selfCommand: string[]): ContextDeps {
  return {
    list() {
      const config = readContexts(env);
      return {
        file: config.file,
        choices: config.contexts.map((entry) => ({
          name: entry.name,
          target: contextTargetText(entry),
          readOnly: entry.readOnly,
          production: entry.production,
          current: entry.name === config.current,
        })),
      };
    },
    connect: (name) => connectContext(findContext(readContexts(env), name), env, selfCommand),
  };
}

/** Packages the tree opens with: ABAPDECK_PACKAGES (comma-separated), else the demo's on the embedded system. */
export function startPackages(env: NodeJS.ProcessEnv): string[] | undefined {
  const listed = env['ABAPDECK_PACKAGES']
    ?.split(',')
    .map((p) => p.trim().toUpperCase())
    .filter(Boolean);
  return listed && listed.length > 0 ? listed : undefined;
}

/** Pull and import from the TUI as the CLI would run them in the working folder (its repository, safeguards, transport). */
export function syncDeps(context: TargetPlace, project: ProjectConfig): NonNullable<StoreDeps['sync']> {
  return {
    async target() {
      const { repositoryTarget } = await import('../workspace/repository-target.js');
      const repository = await repositoryTarget(context);
      const connection = await context.connection();
      return {
        url: repository.url,
        ...(repository.branch ? { branch: repository.branch } : {}),
        ...(repository.username ? { username: repository.username } : {}),
        ...(repository.password ? { password: repository.password } : {}),
        ...((connection.transport ?? context.env['ABAP_TRANSPORT']) ? { transport: connection.transport ?? context.env['ABAP_TRANSPORT'] } : {}),
        conflictMode: project.conflictDetection.mode,
      };
    },
    async workingFolderDiff(agent, objectName) {
      const { readWorkspace } = await import('../workspace/git-workspace.js');
      const workspace = await readWorkspace(context.cwd);
      if (!workspace) return undefined;
      const { localPullPreview } = await import('../workspace/local-preview.js');
      const preview = await localPullPreview(agent, workspace.root, { objects: [objectName.toUpperCase()] });
      return preview.SUCCESS === 'X' ? preview : undefined;
    },
    async localChanges(files) {
      const { repositoryTarget, changesGitLacks } = await import('../workspace/repository-target.js');
      return changesGitLacks(await repositoryTarget(context), files);
    },
    async commitAndPush(files, message) {
      const [{ repositoryTarget }, { commitPaths, push }] = await Promise.all([import('../workspace/repository-target.js'), import('../workspace/git-workspace.js')]);
      const repository = await repositoryTarget(context);
      const workspace = repository.workspace;
      if (!workspace) throw new Error('the working folder is not a git repository');
      if (message && files.length > 0) await commitPaths(workspace.root, [...files], message);
      await push(workspace.root, repository.branch ?? workspace.branch ?? 'main');
    },
    async workingFiles(paths) {
      const { repositoryTarget, workingFilesOf } = await import('../workspace/repository-target.js');
      return workingFilesOf(await repositoryTarget(context), paths);
    },
    async refusePull(hasFiles) {
      const { pullRefusal } = await import('../workspace/safeguards.js');
      return pullRefusal(project, hasFiles);
    },
  };
}

/**
 * Runs the full-screen TUI until it quits; answers the exit code. The terminal is restored on every way
 * out (see terminal.ts). The connection (and the tree's first call) starts before Ink and React load:
 * loading them is most of the start-up time, and the two overlap.
 */
export async function startTui(options: TuiOptions): Promise<number> {
  const stdout = options.stdout ?? process.stdout;
  const stdin = options.stdin ?? process.stdin;
  const stderr = options.stderr ?? process.stderr;
  if (!stdout.isTTY || !stdin.isTTY) {
    stderr.write('abapdeck: the terminal UI needs a terminal (stdin and stdout); see abapdeck --help for the commands\n');
    return 2;
  }
  let project: ProjectConfig = defaultProjectConfig;
  try {
    project = readProjectConfig(options.cwd);
  } catch {
    // A broken project file is reported by the commands that need it; the TUI still browses.
  }
  // The workspace's connection, repository and safeguards: the same the CLI uses.
  const context: TargetPlace = {
    cwd: options.cwd,
    env: options.env,
    // the store's connection, whichever context it has switched to (the sync of the working folder reads it)
    connection: async () => store.getState().connection.current() ?? resolveConnection(options.cwd, options.env, options.selfCommand, undefined, options.context),
  };
  const { paneRegistry } = await import('../../screens/panes.js');
  // the editor borrows the terminal from the full screen entered below
  let screen: FullScreen | undefined;
  const store = createDeckStore({
    panes: paneRegistry,
    // resolved afresh at each (re)connection: an embedded default that exited idle is started again
    resolveConnection: () => resolveConnection(options.cwd, options.env, options.selfCommand, undefined, options.context),
    contexts: contextDeps(options.env, options.selfCommand),
    livePollMillis: 5_000,
    terminalSize: { columns: stdout.columns, rows: stdout.rows },
    roots: startPackages(options.env),
    refuseRun: () => runRefusal(project.safeguards),
    sync: syncDeps(context, project),
    editor: editorDeps({ cwd: options.cwd, env: options.env, suspend: (run) => (screen ? screen.suspend(run) : run()) }),
  });
  void store.getState().connection.connect();

  let exitCode = 0;
  let instance: { unmount(): void; waitUntilExit(): Promise<unknown> } | undefined;
  screen = enterFullScreen({ stdout, stdin }, (error) => {
    exitCode = 1;
    stderr.write(`abapdeck: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    instance?.unmount();
    // Should anything keep the event loop alive after the crash, end anyway (the terminal is restored).
    setTimeout(() => process.exit(1), 1000).unref();
  }, () => store.getState().debugger.leave(LEAVE_MILLIS));
  try {
    const [{ createElement }, { render }, { App }, { chooseTheme }] = await Promise.all([
      // React is CommonJS: bundled (scripts/bundle.mjs), its dynamic import answers module.exports as default only
      import('react').then((react) => react.default),
      import('ink'),
      import('../../screens/App.js'),
      import('./theme.js'),
      shareInkOutputCaches(),
    ]);
    const app = createElement(App, {
      store,
      theme: chooseTheme(options.env, stdout),
      onRenderError: (error: Error) => store.getState().connection.notify(`screen error: ${error.message}`, 'error'),
    });
    instance = render(app, { stdout, stdin, stderr, exitOnCtrlC: false, patchConsole: true, maxFps: 60 });
    await instance.waitUntilExit();
  } catch (error) {
    exitCode = 1;
    screen.restore();
    stderr.write(`abapdeck: ${error instanceof Error ? error.message : String(error)}\n`);
  } finally {
    screen.restore();
  }
  // The deck is gone: a program stopped for it is let go (its session ends), then the process ends even
  // while a call is still open (the listener's long poll, a call waiting for its answer), so the shell
  // prompt comes back at once. The open sockets close with the process, and the system sees the listener go.
  await store.getState().debugger.leave(LEAVE_MILLIS);
  setTimeout(() => process.exit(exitCode), 0).unref();
  return exitCode;
}
