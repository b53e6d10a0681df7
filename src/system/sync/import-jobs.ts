/**
 * POST /import: serialises a package (with subpackages) into abapGit files, commits them on top of the
 * remote branch and pushes, as a background job whose record lives in the database. The HTTP request
 * only schedules it; git runs as child processes and serialisation yields, so the service keeps
 * answering (polls included) while the job works.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import {
  DOT_ABAPGIT_FILE_NAME,
  defaultDotAbapgit,
  isIgnored,
  parseDotAbapgit,
  type DotAbapgit,
} from '../abapgit/index.js';
import { localRepositoryRefusal } from './local-repositories.js';
import { BranchNotFoundError, GitError, GitUrlError, isValidBranchName, redact, splitRemoteUrl, stopProcessGroup, type CommitFile, type GitCredentials, type GitMirror, type TreeEntry } from '../git/index.js';
import type { EmbeddedSystem } from '../system.js';
import { messages } from '../../protocol/messages.js';
import type { ImportJobRecordA, ImportJobUnknown, ImportRequest, ImportStartResult } from '../../protocol/sync.js';
import { contentHash } from './content-hash.js';
import { JobStore, type JobRecord } from './job-store.js';
import { isValidPackageName, requestCredentials } from './link-requests.js';
import type { GitMirrors } from './mirrors.js';
import { exportPackage, type PackageExport } from './package-export.js';
import { LoopTurns } from '../event-loop-turns.js';
import { objectKey } from '../objects.js';
import { formatType } from '../objects.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import type { RepositoryLink, RepositoryLinks } from './repository-links.js';
import type { RepositoryLocks } from './repository-locks.js';
import { syncMessages } from './sync-messages.js';

export const IMPORT_JOB_NAME = 'ABAPDECK_IMPORT';

export type ImportPreview =
  | { success: true; package: string; url: string; branch: string; added: string[]; changed: string[]; deleted: string[]; unchanged: number }
  | { success: false; error: string };

/** The sha git gives a blob of these bytes. */
function blobSha(data: Buffer): string {
  return createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex');
}

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
  /** Delete the files of objects the system does not hold (kept otherwise). */
  prune: boolean;
}

export interface ImportDependencies {
  system: EmbeddedSystem;
  jobs: JobStore;
  links: RepositoryLinks;
  mirrors: GitMirrors;
  locks: RepositoryLocks;
  /** The folder local repositories may lie below (local-repositories.ts); undefined takes none. */
  localRoot: () => string | undefined;
}

export class ImportJobs {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  constructor(private readonly deps: ImportDependencies) {}

  /** The plan of an import request, or the text refusing it. */
  private plan(request: ImportRequest, user: string): Omit<ImportPlan, 'jobNumber'> | string {
    let split;
    try {
      split = splitRemoteUrl(request.url ?? '');
    } catch (error) {
      return (error as GitUrlError).message;
    }
    // an import writes to the branch: only to a linked repository, and a local one only below the service's root
    const link = this.deps.links.byUrl(split.url);
    if (!link) return syncMessages.repositoryNotFound(split.url);
    const localRefusal = localRepositoryRefusal(link.url, this.deps.localRoot());
    if (localRefusal) return localRefusal;
    const rootPackage = (request.package ?? '').trim().toUpperCase() || link.package;
    if (!isValidPackageName(rootPackage)) return messages.invalidPackageName(rootPackage);
    if (!this.deps.system.packages.exists(rootPackage)) return messages.packageDoesNotExistInSystem(rootPackage);
    if (!this.deps.system.packages.subtree(link.package, 1000).some((pkg) => pkg.name === rootPackage)) {
      // the branch holds the link's package: exporting another one over it would delete that package's files
      return syncMessages.importPackageOutsideLink(rootPackage, link.package);
    }
    const branch = (request.branch ?? '').trim() || link.branch;
    if (!isValidBranchName(branch)) return syncMessages.invalidBranch(branch);
    const credentials = requestCredentials(request, split.credentials) ?? this.deps.links.credentials(link);
    const message = (request.message ?? '').trim() || messages.defaultImportMessage(rootPackage);
    return { url: split.url, branch, rootPackage, message, credentials, link, user, prune: request.prune === true };
  }

  /** Validates and schedules an import; the job runs after this returns. */
  start(request: ImportRequest, user: string): ImportStartResult {
    const planned = this.plan(request, user);
    if (typeof planned === 'string') return { success: false, command: 'import', error: planned };
    const { rootPackage } = planned;
    const job = this.deps.jobs.start('import', IMPORT_JOB_NAME, user, {
      stage: STAGE.running,
      message: messages.stagingFiles(0, 0),
      progress: 0,
      current: 0,
      total: 0,
    });
    const plan: ImportPlan = { ...planned, jobNumber: job.jobNumber };
    const controller = new AbortController();
    const done = this.deps.locks
      .run(plan.url, () => this.run(plan, controller.signal))
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

  /**
   * At start-up no job can be running: those still marked so were cut off by a crash or kill. A push such a
   * job left running is stopped first (its process group), so that it can never land later; then the remote
   * decides: holding the job's commit, the job completed; otherwise it is an error.
   */
  async recoverInterrupted(): Promise<string[]> {
    const { jobs, mirrors, links } = this.deps;
    for (const push of jobs.runningPushes()) {
      if (push.pid > 0 && isGitProcessGroup(push.pid)) stopProcessGroup(push.pid);
      if (!push.commit) continue;
      try {
        const link = links.byUrl(push.url);
        const mirror = mirrors.forUrl(push.url);
        const head = await mirror.fetch(push.url, push.branch, link ? links.credentials(link) : undefined);
        if (head === push.commit || (await mirror.isAncestor(push.commit, head))) {
          if (link && head === push.commit) links.setLastPulledCommit(link.key, push.commit);
          jobs.complete(push.jobNumber, STAGE.finished, messages.importCompleted, JSON.stringify({ success: 'X', filesStaged: '', commitMessage: '', commit: push.commit, prunedFiles: [] }));
        }
      } catch {
        // the remote cannot tell: the job is an error (below)
      }
    }
    return jobs.failAllRunning(STAGE.failed, messages.importFailed, syncMessages.importJobInterrupted);
  }

  /** Stops running jobs (service shutdown): they end as errors, never left running. */
  async stopAll(): Promise<void> {
    const jobs = [...this.running.entries()];
    for (const [, job] of jobs) job.controller.abort();
    await Promise.all(jobs.map(([, job]) => job.done));
  }

  /**
   * What an import would do, changing nothing: the files it would add, change and delete on the branch
   * (deletions: pruned files and files of exported objects that move), for `import --dry-run`.
   */
  async preview(request: ImportRequest, user: string): Promise<ImportPreview> {
    const planned = this.plan(request, user);
    if (typeof planned === 'string') return { success: false, error: planned };
    return this.deps.locks.run(planned.url, async () => {
      const { parentFiles, files } = await this.prepare({ ...planned, jobNumber: '' }, new AbortController().signal);
      const before = new Map(parentFiles.map((entry) => [entry.path, entry.sha]));
      const after = new Set(files.map((file) => file.path));
      const added: string[] = [];
      const changed: string[] = [];
      for (const file of files) {
        const sha = Buffer.isBuffer(file.data) ? blobSha(file.data) : file.data.sha;
        if (!before.has(file.path)) added.push(file.path);
        else if (before.get(file.path) !== sha) changed.push(file.path);
      }
      const deleted = parentFiles.filter((entry) => !after.has(entry.path)).map((entry) => entry.path);
      return { success: true, package: planned.rootPackage, url: planned.url, branch: planned.branch, added, changed, deleted, unchanged: files.length - added.length - changed.length };
    });
  }

  /** Serialises the package and lays it over the branch: the files of the commit an import writes. */
  private async prepare(plan: ImportPlan, signal: AbortSignal, onSerialized?: (done: number, total: number) => Promise<void>) {
    const { system, mirrors } = this.deps;
    const mirror = mirrors.forUrl(plan.url);
    const parent = await fetchBranch(mirror, plan, signal);
    const parentFiles = parent ? await mirror.tree(parent) : [];
    const dotFile = parentFiles.find((entry) => entry.path === DOT_ABAPGIT_FILE_NAME);
    const dot = dotFile ? await readDot(mirror, dotFile.sha) : linkDot(plan.link);
    const exported = await exportPackage(system, plan.rootPackage, dot, onSerialized, signal);
    const generated: CommitFile[] = exported.files.map((file) =>
      file.path === DOT_ABAPGIT_FILE_NAME && dotFile ? { path: file.path, data: { sha: dotFile.sha } } : { path: file.path, data: file.data },
    );
    const { kept, pruned } = keptFiles(system, parentFiles, dot, exported, new Set(generated.map((file) => file.path)), plan.prune);
    const files = [...kept, ...generated].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { mirror, parent, parentFiles, exported, generated, files, pruned };
  }

  private async run(plan: ImportPlan, signal: AbortSignal): Promise<void> {
    const { system, jobs } = this.deps;
    const progress = throttledProgress(jobs, plan.jobNumber);
    const { mirror, parent, exported, generated, files, pruned } = await this.prepare(plan, signal, (done, total) =>
      progress({ stage: STAGE.running, message: syncMessages.serializingObjects(done, total), progress: Math.round((done / Math.max(total, 1)) * 30), current: 0, total: 0 }),
    );
    const total = generated.length;
    const generatedPaths = new Set(generated.map((file) => file.path));
    let staged = 0;
    const turns = new LoopTurns();
    const { commit, changed } = await mirror.commit({
      parent,
      files,
      message: plan.message,
      author: { name: plan.user, email: `${plan.user.toLowerCase()}@${system.sid.toLowerCase()}.abapdeck` },
      signal,
      onFile: async (index) => {
        if (generatedPaths.has(files[index - 1]!.path)) staged++;
        await progress({ stage: STAGE.running, message: messages.stagingFiles(staged, total), progress: 30 + Math.round((staged / Math.max(total, 1)) * 60), current: staged, total });
        await turns.turn();
      },
    });
    await progress({ stage: STAGE.running, message: messages.stagingFiles(total, total), progress: 90, current: total, total }, true);
    if (!changed) {
      // nothing to push: the branch and the commit last pulled stay as they are
      jobs.complete(plan.jobNumber, STAGE.finished, syncMessages.nothingToExport, JSON.stringify({ success: 'X', filesStaged: '0', commitMessage: plan.message, commit: '', prunedFiles: [] }));
      return;
    }
    await progress({ stage: STAGE.running, message: syncMessages.pushingCommit(plan.branch), progress: 92, current: total, total }, true);
    jobs.pushing(plan.jobNumber, { commit, url: plan.url, branch: plan.branch });
    await mirror.push(plan.url, commit, plan.branch, plan.credentials, signal, (pid) => jobs.pushProcess(plan.jobNumber, pid));
    signal.throwIfAborted();

    if (plan.link) {
      // the remote now holds what the system has: the next pull starts from here
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
      JSON.stringify({ success: 'X', filesStaged: String(total), commitMessage: plan.message, commit, prunedFiles: pruned }),
    );
  }

  private failed(plan: ImportPlan, error: unknown, signal: AbortSignal): void {
    const cause = signal.aborted
      ? syncMessages.importJobStopped
      : redact(error instanceof GitError || error instanceof Error ? error.message : String(error), plan.credentials);
    this.deps.jobs.fail(plan.jobNumber, STAGE.failed, messages.importFailed, cause);
  }
}

/**
 * The files of the branch that the import keeps beside what it generates: files abapGit leaves alone
 * (outside the starting folder, on the IGNORE list), files that name no object, files of objects the
 * system holds outside this export, and files of objects the system does not hold at all (git-only; with
 * prune those are deleted and listed). Files of exported objects are replaced by the generated ones.
 */
function keptFiles(
  system: EmbeddedSystem,
  parentFiles: readonly TreeEntry[],
  dot: DotAbapgit,
  exported: PackageExport,
  generatedPaths: ReadonlySet<string>,
  prune: boolean,
): { kept: CommitFile[]; pruned: string[] } {
  const exportedKeys = new Set(exported.objects.map((object) => objectKey(object.type, object.name)));
  const kept: CommitFile[] = [];
  const pruned: string[] = [];
  for (const entry of parentFiles) {
    if (entry.path === DOT_ABAPGIT_FILE_NAME || generatedPaths.has(entry.path)) continue;
    const keep = (): void => void kept.push({ path: entry.path, data: { sha: entry.sha, mode: entry.mode } });
    const ref = objectFromFileName(entry.path);
    if (isIgnored(dot, entry.path) || !ref || ref.type === 'DEVC') {
      keep();
      continue;
    }
    const type = formatType(ref.type);
    if (exportedKeys.has(objectKey(type, ref.name))) continue;
    const held = system.objects.entry(type === 'TABL' ? 'TABL' : type, ref.name) ?? (type === 'TABL' ? system.objects.entry('STRU', ref.name) : undefined);
    if (held || !prune) keep();
    else pruned.push(entry.path);
  }
  return { kept, pruned };
}

/** Whether a process group still has a git process in it (Linux /proc; elsewhere: no, nothing is killed). */
function isGitProcessGroup(pgid: number): boolean {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // fields after the command name in parentheses: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('git')) return true;
    } catch {
      // the process ended meanwhile
    }
  }
  return false;
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
