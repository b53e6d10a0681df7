/**
 * What a pull works with: its options (one object, as the request's checked arguments give them), the run
 * shared by its two phases (log, loop turns, the mirror), and the plan the analysis hands to the apply
 * phase — the pull's decisions before it writes (pull-analysis.ts decides, pull-apply.ts writes).
 */
import type { RepositoryContent } from '../abapgit/index.js';
import type { GitCredentials, GitMirror } from '../git/index.js';
import type { StoredObject } from '../repository/objects.js';
import type { EmbeddedSystem } from '../system.js';
import type { TransportStore } from '../transports/index.js';
import type { LoopTurns } from '../event-loop-turns.js';
import type { Conflict } from './conflicts.js';
import type { GitMirrors } from './mirrors.js';
import type { PullLog } from './pull-log.js';
import type { PullScope } from './pull-scope.js';
import type { RepositoryLink, RepositoryLinks } from './repository-links.js';
import type { RepositoryLocks } from './repository-locks.js';
import type { SyncHistory } from './sync-history.js';

export interface PullDependencies {
  system: EmbeddedSystem;
  links: RepositoryLinks;
  mirrors: GitMirrors;
  locks: RepositoryLocks;
  transports: TransportStore;
  history: SyncHistory;
}

export interface PullOptions {
  link: RepositoryLink;
  branch: string;
  credentials: GitCredentials | undefined;
  /** The files to pull; undefined: the whole repository. */
  files: string[] | undefined;
  /** The transport request named (upper case), '' for none. */
  transport: string;
  mode: 'abort' | 'ignore';
  user: string;
  /** The sync history's event the writes are stamped with (0 for a preview, which writes nothing). */
  event: number;
  /** Object names to pull (a preview by object name), beside or instead of files. */
  objectNames?: readonly string[];
  /** A preview of another commit than the branch head: a sha or `last-pulled`. */
  at?: string;
  /** Every name must exist: a standard name the kernel lacks fails the object (no kernel gaps). */
  strict?: boolean;
  /**
   * Files of the working folder by path, taken instead of git's (POST /pull/working-files; working-files.ts):
   * laid over the branch head's tree; their objects' versions say they came from the working folder.
   */
  workingFiles?: ReadonlyMap<string, Buffer>;
}

/** One pull under way: what both phases read and add to. */
export interface PullRun {
  deps: PullDependencies;
  options: PullOptions;
  log: PullLog;
  /** The pull's long loops (candidates, conflicts, locks, XML comparison) let the event loop run every few ms. */
  turns: LoopTurns;
  mirror: GitMirror;
  /** The commit pulled (known once fetched; set by the analysis). */
  head: string;
}

export type PulledObject = RepositoryContent['objects'][number];

/** An object of the pull scope and how it stands against the system. */
export interface Candidate {
  object: PulledObject;
  key: string;
  incomingHash: string;
  current: StoredObject | undefined;
  inactive: StoredObject | undefined;
  changed: boolean;
}

/** What a pull decided before writing. */
export interface PullPlan {
  /** The commit pulled (or compared). */
  head: string;
  /** The repository has no .abapgit.xml (the link's folder settings were used). */
  missingConfig: boolean;
  scope: PullScope;
  gitFiles: Map<string, Buffer>;
  content: RepositoryContent;
  candidates: Candidate[];
  /** Objects this link brought that git no longer has (whole pulls only). */
  deletions: StoredObject[];
  /** The candidates that differ from the system. */
  changed: Candidate[];
  /** The conflicts, when the analysis was asked to look for them (else none). */
  conflicts: Conflict[];
}
