/**
 * POST /import: serialises a package (with subpackages) into abapGit files, commits them on top of the
 * remote branch and pushes, as a background job whose record lives in the database. The HTTP request
 * only schedules it; git runs as child processes and serialisation yields, so the service keeps
 * answering (polls included) while the job works.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  DOT_ABAPGIT_FILE_NAME,
  defaultDotAbapgit,
  isIgnored,
  parseDotAbapgit,
  type DotAbapgit,
} from '../abapgit/index.js';
import { BranchNotFoundError, GitError, GitUrlError, isValidBranchName, redact, splitRemoteUrl, type CommitFile, type GitCredentials, type GitMirror } from '../git/index.js';
import type { EmbeddedSystem } from '../system.js';
import { messages } from '../../protocol/messages.js';
import type { ImportJobRecordA, ImportJobUnknown, ImportRequest, ImportStartResult } from '../../protocol/sync.js';
import { contentHash } from './content-hash.js';
import { JobStore, type JobRecord } from './job-store.js';
import { isValidPackageName, requestCredentials } from './link-requests.js';
import type { GitMirrors } from './mirrors.js';
import { exportPackage } from './package-export.js';
import type { RepositoryLink, RepositoryLinks } from './repository-links.js';
import type { RepositoryLocks } from './repository-locks.js';
import { syncMessages } from './sync-messages.js';

export const IMPORT_JOB_NAME = 'ABAPDECK_IMPORT';

const STAGE = { running: 'STAGE_FILES', finished: 'FINISHED', failed: 'FAILED' } as const;

interface ImportPlan {
  jobNumber: string;
  url: string;
  branch: string;
  rootPackage: string;
  message: string;
  credentials: GitCredentials | undefined;
  link: RepositoryLink | undefined;
  user: string;
}

export interface ImportDependencies {
  system: EmbeddedSystem;
  jobs: JobStore;
  links: RepositoryLinks;
  mirrors: GitMirrors;
  locks: RepositoryLocks;
}

export class ImportJobs {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  constructor(private readonly deps: ImportDependencies) {}

  /** Validates and schedules an import; the job runs after this returns. */
  start(request: ImportRequest, user: string): ImportStartResult {
    const refuse = (error: string): ImportStartResult => ({ success: false, command: 'import', error });
    let split;
    try {
      split = splitRemoteUrl(request.url ?? '');
    } catch (error) {
      return refuse((error as GitUrlError).message);
    }
    const link = this.deps.links.byUrl(split.url);
    const rootPackage = (request.package ?? '').trim().toUpperCase() || link?.package || '';
    if (rootPackage === '') return refuse(link ? syncMessages.packageOfImportRequired : syncMessages.repositoryNotFound(split.url));
    if (!isValidPackageName(rootPackage)) return refuse(messages.invalidPackageName(rootPackage));
    if (!this.deps.system.packages.exists(rootPackage)) return refuse(messages.packageDoesNotExistInSystem(rootPackage));
    const branch = (request.branch ?? '').trim() || link?.branch || 'main';
    if (!isValidBranchName(branch)) return refuse(syncMessages.invalidBranch(branch));
    const credentials = requestCredentials(request, split.credentials) ?? (link ? this.deps.links.credentials(link) : undefined);
    const message = (request.message ?? '').trim() || messages.defaultImportMessage(rootPackage);

    const job = this.deps.jobs.start('import', IMPORT_JOB_NAME, user, {
      stage: STAGE.running,
      message: messages.stagingFiles(0, 0),
      progress: 0,
      current: 0,
      total: 0,
    });
    const plan: ImportPlan = { jobNumber: job.jobNumber, url: split.url, branch, rootPackage, message, credentials, link, user };
    const controller = new AbortController();
    const done = this.deps.locks
      .run(split.url, () => this.run(plan, controller.signal))
      .catch((error: unknown) => this.failed(plan, error, controller.signal))
      .finally(() => this.running.delete(job.jobNumber));
    this.running.set(job.jobNumber, { controller, done });
    return {
      success: true,
      command: 'import',
      status: 'accepted',
      jobName: job.jobName,
      jobNumber: job.jobNumber,
      message: syncMessages.importScheduled(job.jobNumber, rootPackage),
    };
  }

  /** The poll answer (variant A). */
  status(jobNumber: string): ImportJobRecordA | ImportJobUnknown {
    const job = this.deps.jobs.get(jobNumber.trim());
    if (!job || job.kind !== 'import') return { JOB_NUMBER: jobNumber, ERROR: syncMessages.importJobNotFound(jobNumber) };
    return variantA(job);
  }

  /** At start-up no job can be running: those still marked so were cut off by a crash or kill. */
  recoverInterrupted(): string[] {
    return this.deps.jobs.failAllRunning(STAGE.failed, messages.importFailed, syncMessages.importJobInterrupted);
  }

  /** Stops running jobs (service shutdown): they end as errors, never left running. */
  async stopAll(): Promise<void> {
    const jobs = [...this.running.entries()];
    for (const [, job] of jobs) job.controller.abort();
    await Promise.all(jobs.map(([, job]) => job.done));
  }

  private async run(plan: ImportPlan, signal: AbortSignal): Promise<void> {
    const { system, jobs, mirrors } = this.deps;
    const mirror = mirrors.forUrl(plan.url);
    const progress = throttledProgress(jobs, plan.jobNumber);

    const parent = await fetchBranch(mirror, plan, signal);
    const parentFiles = parent ? await mirror.tree(parent) : [];
    const dotFile = parentFiles.find((entry) => entry.path === DOT_ABAPGIT_FILE_NAME);
    const dot = dotFile ? await readDot(mirror, dotFile.sha) : linkDot(plan.link);

    const exported = await exportPackage(
      system,
      plan.rootPackage,
      dot,
      (done, total) => progress({ stage: STAGE.running, message: syncMessages.serializingObjects(done, total), progress: Math.round((done / Math.max(total, 1)) * 30), current: 0, total: 0 }),
      signal,
    );
    // files abapGit leaves alone (outside the starting folder, on the IGNORE list) stay as they are
    const kept: CommitFile[] = parentFiles
      .filter((entry) => entry.path !== DOT_ABAPGIT_FILE_NAME && isIgnored(dot, entry.path))
      .map((entry) => ({ path: entry.path, data: { sha: entry.sha, mode: entry.mode } }));
    const generated: CommitFile[] = exported.files.map((file) =>
      file.path === DOT_ABAPGIT_FILE_NAME && dotFile ? { path: file.path, data: { sha: dotFile.sha } } : { path: file.path, data: file.data },
    );
    const files = [...kept, ...generated].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const total = generated.length;
    const generatedPaths = new Set(generated.map((file) => file.path));
    let staged = 0;
    const { commit, changed } = await mirror.commit({
      parent,
      files,
      message: plan.message,
      author: { name: plan.user, email: `${plan.user.toLowerCase()}@${system.sid.toLowerCase()}.abapdeck` },
      signal,
      onFile: async (index) => {
        if (generatedPaths.has(files[index - 1]!.path)) staged++;
        await progress({ stage: STAGE.running, message: messages.stagingFiles(staged, total), progress: 30 + Math.round((staged / Math.max(total, 1)) * 60), current: staged, total });
        if (index % 20 === 0) await yieldToEventLoop();
      },
    });
    await progress({ stage: STAGE.running, message: messages.stagingFiles(total, total), progress: 90, current: total, total }, true);
    if (changed) {
      await progress({ stage: STAGE.running, message: syncMessages.pushingCommit(plan.branch), progress: 92, current: total, total }, true);
      await mirror.push(plan.url, commit, plan.branch, plan.credentials, signal);
    }
    signal.throwIfAborted();

    if (plan.link && plan.link.package === plan.rootPackage) {
      // the remote now holds exactly what the system has: the next pull starts from here
      const link = plan.link;
      system.db.transaction(() => {
        this.deps.links.recordPulled(link.key, exported.objects.map((object) => ({ type: object.type, name: object.name, contentHash: contentHash(object) })));
        this.deps.links.setLastPulledCommit(link.key, commit);
      })();
    }
    jobs.complete(
      plan.jobNumber,
      STAGE.finished,
      messages.importCompleted,
      JSON.stringify({ success: 'X', filesStaged: String(total), commitMessage: plan.message }),
    );
  }

  private failed(plan: ImportPlan, error: unknown, signal: AbortSignal): void {
    const cause = signal.aborted
      ? syncMessages.importJobStopped
      : redact(error instanceof GitError || error instanceof Error ? error.message : String(error), plan.credentials);
    this.deps.jobs.fail(plan.jobNumber, STAGE.failed, messages.importFailed, cause);
  }
}

function variantA(job: JobRecord): ImportJobRecordA {
  const record: ImportJobRecordA & Record<string, unknown> = {
    JOB_NAME: job.jobName,
    JOB_NUMBER: job.jobNumber,
    STATUS: job.status,
    MESSAGE: job.message,
    PROGRESS: job.progress,
    STARTED_AT: job.startedAt,
  };
  // beyond variant A's table: the stage and counts of variant B, in the same spelling
  record['STAGE'] = job.stage;
  record['CURRENT'] = job.current;
  record['TOTAL'] = job.total;
  record['UPDATED_AT'] = job.updatedAt;
  if (job.status === 'completed') record.RESULT = job.result;
  if (job.status === 'error') record.ERROR_MESSAGE = job.errorMessage;
  if (job.status !== 'running') record.COMPLETED_AT = job.completedAt;
  return record;
}

/** Writes progress when it changed and at most every 100 ms (unless forced): staging thousands of files is fast. */
function throttledProgress(jobs: JobStore, jobNumber: string) {
  let last = 0;
  let lastPercent = -1;
  return async (update: Parameters<JobStore['progress']>[1], force = false): Promise<void> => {
    const now = Date.now();
    if (!force && now - last < 100 && update.progress === lastPercent) return;
    last = now;
    lastPercent = update.progress;
    jobs.progress(jobNumber, update);
  };
}

/** The head of the branch, or undefined when the remote does not have it yet (the import creates it). */
async function fetchBranch(mirror: GitMirror, plan: ImportPlan, signal: AbortSignal): Promise<string | undefined> {
  try {
    return await mirror.fetch(plan.url, plan.branch, plan.credentials, signal);
  } catch (error) {
    if (error instanceof BranchNotFoundError) return undefined;
    throw error;
  }
}

async function readDot(mirror: GitMirror, sha: string): Promise<DotAbapgit> {
  const blobs = await mirror.readBlobs([sha]);
  try {
    return parseDotAbapgit(blobs.get(sha)!);
  } catch {
    return defaultDotAbapgit();
  }
}

function linkDot(link: RepositoryLink | undefined): DotAbapgit {
  const dot = defaultDotAbapgit();
  if (!link) return dot;
  return { ...dot, startingFolder: link.startingFolder, folderLogic: link.folderLogic };
}
