/**
 * Git synchronisation of the embedded system: repository links (create, delete, status), the import job
 * and the pull. One GitSync per open system, found with `gitSync(system)`:
 *
 *   const sync = gitSync(system);
 *   await sync.recoverInterruptedJobs();           // once, when the service starts
 *   await sync.create({ url, package }, user);
 *   sync.startImport({ url }, user);               // → 202 record; sync.importStatus(jobNumber) polls
 *   await sync.pull({ url, files }, user);
 */
import { join } from 'node:path';
import { SecretBox } from '../git/index.js';
import type { EmbeddedSystem } from '../system.js';
import { TransportStore } from '../transports/index.js';
import type {
  CreateRequest,
  CreateResult,
  DeleteResult,
  ImportJobRecordA,
  ImportJobUnknown,
  ImportRequest,
  ImportStartResult,
  PullRequest,
  PullResult,
  StatusResult,
} from '../../protocol/sync.js';
import { ImportJobs, type ImportPreview } from './import-jobs.js';
import { JobStore } from './job-store.js';
import { createLink, deleteLink, findLink, linkStatus } from './link-requests.js';
import { GitMirrors } from './mirrors.js';
import { previewPull, pullRepository, pullWorkingFiles } from './pull.js';
import type { WorkingFilesPullRequest } from '../../protocol/sync-extensions.js';
import type { PullPreview } from './pull-preview.js';
import { undoLastPull, type UndoRequest, type UndoResult } from './pull-undo.js';
import { historyReport, type HistoryRequest, type HistoryResult } from './history-report.js';
import { syncMessages } from './sync-messages.js';
import { RepositoryLinks } from './repository-links.js';
import { RepositoryLocks } from './repository-locks.js';
import { SyncHistory } from './sync-history.js';

export class GitSync {
  readonly links: RepositoryLinks;
  readonly transports: TransportStore;
  readonly jobs: JobStore;
  readonly history: SyncHistory;
  private readonly mirrors: GitMirrors;
  private readonly locks = new RepositoryLocks();
  private readonly imports: ImportJobs;
  /**
   * The folder local repositories (paths, file: URLs) may lie below; undefined: none (local-repositories.ts).
   * The service sets it from its options before it answers.
   */
  localRepositoryRoot: string | undefined;

  constructor(private readonly system: EmbeddedSystem) {
    this.links = new RepositoryLinks(system.db, new SecretBox(system.dataDir));
    this.transports = new TransportStore(system.db, system.sid);
    this.jobs = new JobStore(system.db);
    this.history = new SyncHistory(system.db);
    this.mirrors = new GitMirrors(join(system.dataDir, 'git'));
    this.imports = new ImportJobs({ system, jobs: this.jobs, links: this.links, mirrors: this.mirrors, locks: this.locks, localRoot: () => this.localRepositoryRoot });
  }

  create(request: CreateRequest, user: string): Promise<CreateResult> {
    return createLink(this.links, this.mirrors, request, user, this.localRepositoryRoot);
  }

  /** Waits for a pull or import of the same remote to finish, so its cache is not removed under it. */
  async delete(url: string | undefined): Promise<DeleteResult> {
    const link = findLink(this.links, url);
    if (typeof link === 'string') return deleteLink(this.links, this.mirrors, url);
    return this.locks.run(link.url, async () => deleteLink(this.links, this.mirrors, url));
  }

  status(url: string | undefined): StatusResult {
    return linkStatus(this.links, url);
  }

  startImport(request: ImportRequest, user: string): ImportStartResult {
    return this.imports.start(request, user);
  }

  importStatus(jobNumber: string): ImportJobRecordA | ImportJobUnknown {
    return this.imports.status(jobNumber);
  }

  pull(request: PullRequest, user: string): Promise<PullResult> {
    return pullRepository(this.pullDependencies(), request, user);
  }

  /** A pull of files of the working folder, their contents sent, over git's branch head (abapdeck extension). */
  pullWorkingFiles(request: WorkingFilesPullRequest, user: string): Promise<PullResult> {
    return pullWorkingFiles(this.pullDependencies(), request, user);
  }

  /** What a pull would do, with diffs; changes nothing (abapdeck extension). */
  previewPull(request: PullRequest & { objects?: string[]; at?: string }, user: string): Promise<PullPreview> {
    return previewPull(this.pullDependencies(), request, user);
  }

  /** What an import would write to the branch; changes nothing (abapdeck extension). */
  previewImport(request: ImportRequest, user: string): Promise<ImportPreview> {
    return this.imports.preview(request, user);
  }

  /** Restores the objects of the link's last pull (abapdeck extension). */
  undoLastPull(request: UndoRequest, user: string): Promise<UndoResult> {
    return undoLastPull({ system: this.system, links: this.links, locks: this.locks, transports: this.transports, history: this.history }, request, user);
  }

  historyReport(request: HistoryRequest): HistoryResult {
    return historyReport(this.system, this.links, this.history, request);
  }

  private pullDependencies() {
    return { system: this.system, links: this.links, mirrors: this.mirrors, locks: this.locks, transports: this.transports, history: this.history };
  }

  /** Jobs still marked running when the service starts were cut off (a crash, a kill): they become errors. */
  async recoverInterruptedJobs(): Promise<string[]> {
    this.history.failRunning(syncMessages.importJobInterrupted);
    return this.imports.recoverInterrupted();
  }

  /** Service shutdown: running jobs end (as errors) before the database closes. */
  stopJobs(): Promise<void> {
    return this.imports.stopAll();
  }
}

const instances = new WeakMap<EmbeddedSystem, GitSync>();

export function gitSync(system: EmbeddedSystem): GitSync {
  let sync = instances.get(system);
  if (!sync) {
    sync = new GitSync(system);
    instances.set(system, sync);
  }
  return sync;
}

export { contentHash } from './content-hash.js';
export { IMPORT_JOB_NAME } from './import-jobs.js';
export { jobTimestamp, type JobRecord } from './job-store.js';
export { type RepositoryLink } from './repository-links.js';
export { syncMessages } from './sync-messages.js';
