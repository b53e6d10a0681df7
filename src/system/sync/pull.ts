/**
 * POST /pull: fetch the remote branch into the mirror, read the repository (or the objects named by
 * `files`), detect conflicts, check the changed objects for activation, then write every change to the
 * repository database in one transaction (objects active or inactive, deletions, transport entries,
 * what was pulled), announce the activation to the followers, and compare the generated XML with git.
 * Two phases: pull-analysis.ts decides (a plan, nothing written), pull-apply.ts writes; a preview stops
 * after the first.
 */
import { isStorageFull } from '../storage-full.js';
import { BranchNotFoundError, isValidBranchName, redact, splitRemoteUrl, type GitCredentials } from '../git/index.js';
import { LoopTurns } from '../event-loop-turns.js';
import type { PullRequest, PullResult } from '../../protocol/sync.js';
import { parseConflictMode } from './conflicts.js';
import { findLink, requestCredentials } from './link-requests.js';
import { analysePull } from './pull-analysis.js';
import { applyPull } from './pull-apply.js';
import { PullLog } from './pull-log.js';
import type { PullDependencies, PullOptions, PullRun } from './pull-plan.js';
import { buildPreview, previewFailure, type PullPreview } from './pull-preview.js';
import { failure, refused } from './pull-results.js';
import { readWorkingFiles } from './working-files.js';
import type { WorkingFilesPullRequest } from '../../protocol/sync-extensions.js';
import { syncMessages } from './sync-messages.js';

export type { Candidate, PullDependencies, PullOptions, PullPlan } from './pull-plan.js';

/** The checked arguments of a pull request. */
type PullArguments = Pick<PullOptions, 'link' | 'branch' | 'credentials' | 'files' | 'transport' | 'mode' | 'strict'>;

/** The checked arguments of a pull request, or the text refusing it. */
function pullArguments(deps: PullDependencies, request: PullRequest): PullArguments | string {
  const mode = parseConflictMode(request.conflict_mode);
  if (!mode) return syncMessages.invalidConflictMode(request.conflict_mode ?? '');
  const link = findLink(deps.links, request.url);
  if (typeof link === 'string') return link;
  const branch = (request.branch ?? '').trim() || link.branch;
  if (!isValidBranchName(branch)) return syncMessages.invalidBranch(branch);
  let urlCredentials: GitCredentials | undefined;
  try {
    urlCredentials = splitRemoteUrl(request.url ?? '').credentials;
  } catch {
    urlCredentials = undefined;
  }
  const credentials = requestCredentials(request, urlCredentials) ?? deps.links.credentials(link);
  const files = Array.isArray(request.files) ? request.files.filter((file) => typeof file === 'string' && file.trim() !== '') : undefined;
  const transport = (request.transport_request ?? '').trim().toUpperCase();
  return { link, branch, credentials, files, transport, mode, strict: request.strict === true };
}

/** POST /pull/preview (abapdeck extension): what a pull of the same request would do, changing nothing. */
export async function previewPull(deps: PullDependencies, request: PullRequest & { objects?: string[]; at?: string }, user: string): Promise<PullPreview> {
  const args = pullArguments(deps, request);
  if (typeof args === 'string') return previewFailure(args, []);
  const objectNames = Array.isArray(request.objects) ? request.objects.filter((name) => typeof name === 'string' && name.trim() !== '') : [];
  return deps.locks.run(args.link.url, async () => {
    try {
      const at = (request.at ?? '').trim();
      return await new Pull(deps, { ...args, user, event: 0, objectNames, at, strict: false }).preview();
    } catch (error) {
      const text = error instanceof BranchNotFoundError ? syncMessages.branchNotFound(args.branch) : error instanceof Error ? error.message : String(error);
      return previewFailure(syncMessages.pullFailed(redact(text, args.credentials)), []);
    }
  });
}

/**
 * POST /pull/working-files (abapdeck extension): a pull of the named files of the working folder, whose contents
 * are the ones sent, laid over git's branch head (working-files.ts); everything else as a pull of those files.
 */
export async function pullWorkingFiles(deps: PullDependencies, request: WorkingFilesPullRequest, user: string): Promise<PullResult> {
  const workingFiles = readWorkingFiles(request.WORKING_FILES);
  if (Array.isArray(workingFiles)) return refused(new PullLog(), workingFiles);
  const files = [...new Set([...(request.files ?? []), ...workingFiles.keys()])];
  return pullRepository(deps, { ...request, files }, user, workingFiles);
}

export async function pullRepository(deps: PullDependencies, request: PullRequest, user: string, workingFiles?: ReadonlyMap<string, Buffer>): Promise<PullResult> {
  const args = pullArguments(deps, request);
  if (typeof args === 'string') return failure(args);
  const { link, branch, credentials } = args;

  return deps.locks.run(link.url, async () => {
    // the event is written first: a pull whose client went away still completes, and history shows it
    const event = deps.history.start(link.key, 'pull', user);
    let result: PullResult;
    let commit = '';
    try {
      const pull = new Pull(deps, { ...args, user, event, ...(workingFiles ? { workingFiles } : {}) });
      result = await pull.run();
      commit = pull.head;
    } catch (error) {
      if (isStorageFull(error)) {
        // nothing was activated (the write transaction rolled back): the caller answers that, not a pull result
        try {
          deps.history.finish(event, { status: 'error', commit: '', transport: '', activated: 0, failed: 0, deleted: 0, message: redact(error instanceof Error ? error.message : String(error), credentials), result: failure(syncMessages.pullFailed('the disk is full')) });
        } catch {
          // the disk is still full: the event stays open, as after a crash
        }
        throw error;
      }
      const text = error instanceof BranchNotFoundError ? syncMessages.branchNotFound(branch) : error instanceof Error ? error.message : String(error);
      result = failure(syncMessages.pullFailed(redact(text, credentials)));
    }
    deps.history.finish(event, {
      status: result.success === 'X' ? 'success' : result.conflict_count > 0 ? 'aborted' : 'error',
      commit,
      transport: result.transport_request,
      activated: result.activated_count,
      failed: result.failed_count,
      deleted: result.log_messages.filter((entry) => entry.TEXT === syncMessages.objectDeleted).length,
      message: result.message,
      result,
    });
    return result;
  });
}

/** One pull (or preview): the analysis makes the plan, the apply phase writes it. */
class Pull {
  private readonly state: PullRun;

  constructor(deps: PullDependencies, options: PullOptions) {
    this.state = { deps, options, log: new PullLog(), turns: new LoopTurns(), mirror: deps.mirrors.forUrl(options.link.url), head: '' };
  }

  /** The commit pulled (known once fetched). */
  get head(): string {
    return this.state.head;
  }

  /** What this pull would do, per object, with the differences; changes nothing. */
  async preview(): Promise<PullPreview> {
    const { options, log } = this.state;
    // conflicts are a matter of the branch head; an older commit is only compared
    const plan = await analysePull(this.state, { findConflicts: !options.at });
    if (!('head' in plan)) return previewFailure(plan.message, plan.log_messages);
    return buildPreview({ commit: plan.head, branch: options.branch, candidates: plan.candidates, deletions: plan.deletions, conflicts: plan.conflicts, log: log.entries });
  }

  async run(): Promise<PullResult> {
    const plan = await analysePull(this.state, { findConflicts: this.state.options.mode === 'abort' });
    if (!('head' in plan)) return plan;
    return applyPull(this.state, plan);
  }
}
