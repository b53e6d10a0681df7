import type { StoreApi } from 'zustand/vanilla';
import type { Agent } from '../client/agent.js';
import type { Connection } from '../workspace/credentials.js';
import type { Backend } from './backend.js';
import type { ConnectionSlice, ContextDeps } from './connection.js';
import type { UiSlice } from './ui.js';
import type { TreeSlice } from './tree.js';
import type { ObjectsSlice } from './objects.js';
import type { SourceSlice } from './source.js';
import type { DrawerSlice } from './drawer.js';
import type { PreviewSlice } from './preview.js';
import type { DumpsSlice } from './dumps.js';
import type { DebuggerSlice, DebugTools } from './debugger.js';
import type { SyncSlice } from './sync.js';
import type { TransportsSlice } from './transports.js';
import type { DbviewSlice } from './dbview.js';
import type { WhereUsedSlice } from './where-used.js';
import type { ProfileSlice } from './profile.js';
import type { EditorDeps, EditorSlice } from './editor.js';
import type { LanguageSlice } from './language.js';
import type { PullPreview, WorkingFile } from '../protocol/sync-extensions.js';
import type { PaneSpec } from './pane-spec.js';

/** A pane's id (the registry of panes is the TUI's: screens/panes.tsx). */
export type PaneId = string;
/** A pane of the main (right) area; the tree and the object list live in the side column. */
export type MainPaneId = string;

export type DeckState = ConnectionSlice &
  UiSlice &
  TreeSlice &
  ObjectsSlice &
  SourceSlice &
  DrawerSlice &
  PreviewSlice &
  DumpsSlice &
  DebuggerSlice &
  SyncSlice &
  TransportsSlice &
  DbviewSlice &
  WhereUsedSlice &
  ProfileSlice &
  EditorSlice &
  LanguageSlice;

export interface StoreDeps {
  /** The panes (the TUI's registry, screens/panes.tsx): what the store needs to know of each. */
  panes: readonly PaneSpec[];
  /** The terminal's size when the TUI starts, so the first frame is drawn at it (not at 80×24 until it is read). */
  terminalSize?: { columns?: number; rows?: number };
  /** The system to talk to: credentials file, environment or embedded default (as the CLI resolves it). */
  resolveConnection: () => Promise<Connection>;
  createAgent?: (connection: Connection) => Agent;
  createBackend?: (agent: Agent) => Backend;
  /** Packages the tree starts with; default: the demo packages on the embedded system, else none. */
  roots?: string[];
  /** The project's run safeguard (workspace/safeguards.ts): its refusal, or undefined when runs may go ahead. */
  refuseRun?: () => string | undefined;
  /** Git synchronisation as the CLI resolves it (the repository of the working folder); absent: no pull/import. */
  sync?: SyncDeps;
  /** The editor round trip (e, E): files of the working folder, the editor program, the terminal; absent: no editor. */
  editor?: EditorDeps;
  /** The user's contexts file (`:ctx`); absent: no switching. */
  contexts?: ContextDeps;
  /** Copies text (the preview grid's y/Y); default: OSC 52 over SSH, else the system clipboard (src/store/clipboard.ts). */
  clipboard?: (text: string) => Promise<'clipboard' | 'osc52'>;
  /**
   * Milliseconds between the live ticks (one small call: the status line's counts, and a check that the system
   * still answers, reconnecting when it does not); 0 or absent: no ticks (tests of other things).
   */
  livePollMillis?: number;
  /** Rows per preview call (default 100, the service's default page). */
  previewPageSize?: number;
  /** Delay before a cursor move loads what follows it (the object list of a package); 0 in tests. */
  followDelayMillis?: number;
  now?: () => Date;
  /** The debugger's breakpoint book and debug session over the agent; default: src/debug's (tests give fakes). */
  openDebugTools?: (agent: Agent) => Promise<DebugTools>;
}

export interface SyncTarget {
  url: string;
  branch?: string;
  username?: string;
  password?: string;
  transport?: string;
  conflictMode: 'abort' | 'ignore';
}

export interface SyncDeps {
  /** The repository to pull from or import into; throws with the reason when there is none. */
  target(): Promise<SyncTarget>;
  /** The project's refusal of a pull (disablePull, requireFilesForPull), in the CLI's words; undefined: allowed. */
  refusePull(hasFiles: boolean): Promise<string | undefined>;
  /**
   * The working folder's files of an object against the system's active version (sources only), read
   * over the given agent; undefined when the working folder has no file of it.
   */
  workingFolderDiff?(agent: Agent, objectName: string): Promise<PullPreview | undefined>;
  /**
   * What of the files a pull concerns (the whole repository without files) the working folder has and git's
   * branch does not (the pull reads git): undefined when nothing, or when the folder is not the repository.
   */
  localChanges?(files: readonly string[]): Promise<LocalChangesView | undefined>;
  /** Commits these files of the working folder (when a message is given) and pushes the branch to origin. */
  commitAndPush?(files: readonly string[], message: string | undefined): Promise<void>;
  /** The working folder's files of these paths with their contents, as a pull of working files sends them. */
  workingFiles?(paths: readonly string[]): Promise<WorkingFile[]>;
}

/** The changes of the working folder a pull would not bring (git-workspace's LocalChanges). */
export interface LocalChangesView {
  uncommitted: string[];
  unpushed: string[];
  /** origin/<branch> */
  remote: string;
}

type SetState = StoreApi<DeckState>['setState'];

/** What every slice creator receives. */
export interface SliceContext {
  set: SetState;
  get: () => DeckState;
  deps: StoreDeps;
  /** Replaces one slice's data object with a shallow-merged copy (slices keep their data under one key). */
  patch<K extends SliceKey>(key: K, partial: Partial<DeckState[K]> | ((current: DeckState[K]) => Partial<DeckState[K]>)): void;
  /** Puts the slices whose key passes back to their first state, with fresh closures (a context switch, a new agent). */
  renew?(which: (key: string) => boolean): void;
}

export type SliceKey = 'connection' | 'ui' | 'tree' | 'objects' | 'source' | 'drawer' | 'preview' | 'dumps' | 'debugger' | 'sync' | 'transports' | 'dbview' | 'whereUsed' | 'profile' | 'editor' | 'language';
