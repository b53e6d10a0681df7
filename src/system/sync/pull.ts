/**
 * POST /pull: fetch the remote branch into the mirror, read the repository (or the objects named by
 * `files`), detect conflicts, check the changed objects for activation, then write every change to the
 * repository database in one transaction (objects active or inactive, deletions, transport entries,
 * what was pulled), announce the activation to the followers, and compare the generated XML with git.
 */
import { isStorageFull } from '../storage-full.js';
import {
  DOT_ABAPGIT_FILE_NAME,
  defaultDotAbapgit,
  parseDotAbapgit,
  readRepository,
  serializeDotAbapgit,
  type DotAbapgit,
  type RepositoryContent,
} from '../abapgit/index.js';
import { BranchNotFoundError, isValidBranchName, redact, splitRemoteUrl, type GitCredentials, type GitMirror } from '../git/index.js';
import { directoryType, isLocalPackage, type AbapObject, type PackageInfo } from '../objects.js';
import type { StoredObject } from '../repository/objects.js';
import { describeOrigin, isFromLink, linkOrigin } from '../repository/origins.js';
import type { EmbeddedSystem } from '../system.js';
import type { ActivationErrors, ActivationGaps } from '../checks/index.js';
import type { ObjectKey } from '../activation.js';
import type { TransportStore } from '../transports/index.js';
import { messages } from '../../protocol/messages.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import type { PullRequest, PullResult } from '../../protocol/sync.js';
import { conflictReport, parseConflictMode, type Conflict } from './conflicts.js';
import { contentHash } from './content-hash.js';
import { findLink, requestCredentials } from './link-requests.js';
import type { GitMirrors } from './mirrors.js';
import { PullLog } from './pull-log.js';
import { refusedFiles } from './file-admission.js';
import { selectScope, type PullScope } from './pull-scope.js';
import type { RepositoryLink, RepositoryLinks } from './repository-links.js';
import { objectKey } from '../objects.js';
import type { RepositoryLocks } from './repository-locks.js';
import { syncMessages } from './sync-messages.js';
import type { SyncHistory } from './sync-history.js';
import { compareXml } from './xml-compare.js';
import { referencedNames } from './references.js';
import { dictionaryErrors } from './dictionary-check.js';
import { buildPreview, previewFailure, type PullPreview } from './pull-preview.js';
import { LoopTurns, mapInTurns } from '../event-loop-turns.js';

export interface PullDependencies {
  system: EmbeddedSystem;
  links: RepositoryLinks;
  mirrors: GitMirrors;
  locks: RepositoryLocks;
  transports: TransportStore;
  history: SyncHistory;
}

type PulledObject = RepositoryContent['objects'][number];

/** Activations after which the checks registry is parsed ahead of the next request. */
const WARM_UP_AFTER = 50;

/** What a pull decided before writing. */
interface Analysis {
  head: string;
  missingConfig: boolean;
  scope: PullScope;
  gitFiles: Map<string, Buffer>;
  content: RepositoryContent;
  candidates: Candidate[];
  deletions: StoredObject[];
  changed: Candidate[];
}

/** An object of the pull scope and how it stands against the system. */
export interface Candidate {
  object: PulledObject;
  key: string;
  incomingHash: string;
  current: StoredObject | undefined;
  inactive: StoredObject | undefined;
  changed: boolean;
}

interface PullArguments {
  link: RepositoryLink;
  branch: string;
  credentials: GitCredentials | undefined;
  files: string[] | undefined;
  transport: string;
  mode: 'abort' | 'ignore';
  strict: boolean;
}

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
  const { link, branch, credentials, files, transport, mode } = args;
  const objects = Array.isArray(request.objects) ? request.objects.filter((name) => typeof name === 'string' && name.trim() !== '') : [];
  return deps.locks.run(link.url, async () => {
    try {
      const at = (request.at ?? '').trim();
      return await new Pull(deps, link, branch, credentials, files, transport, mode, user, 0, objects, at).preview();
    } catch (error) {
      const text = error instanceof BranchNotFoundError ? syncMessages.branchNotFound(branch) : error instanceof Error ? error.message : String(error);
      return previewFailure(syncMessages.pullFailed(redact(text, credentials)), []);
    }
  });
}

export async function pullRepository(deps: PullDependencies, request: PullRequest, user: string): Promise<PullResult> {
  const args = pullArguments(deps, request);
  if (typeof args === 'string') return failure(args);
  const { link, branch, credentials, files, transport, mode, strict } = args;

  return deps.locks.run(link.url, async () => {
    // the event is written first: a pull whose client went away still completes, and history shows it
    const event = deps.history.start(link.key, 'pull', user);
    let result: PullResult;
    let commit = '';
    try {
      const pull = new Pull(deps, link, branch, credentials, files, transport, mode, user, event, [], '', strict);
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

class Pull {
  private readonly log = new PullLog();
  /** The pull's long loops (candidates, conflicts, locks, XML comparison) let the event loop run every few ms. */
  private readonly turns = new LoopTurns();
  private readonly mirror: GitMirror;
  /** The commit pulled (known once fetched). */
  head = '';

  constructor(
    private readonly deps: PullDependencies,
    private readonly link: RepositoryLink,
    private readonly branch: string,
    private readonly credentials: GitCredentials | undefined,
    private readonly files: string[] | undefined,
    private readonly transport: string,
    private readonly mode: 'abort' | 'ignore',
    private readonly user: string,
    private readonly event: number,
    /** Object names to pull (a preview by object name), beside or instead of files. */
    private readonly objectNames: readonly string[] = [],
    /** A preview of another commit than the branch head: a sha or `last-pulled`. */
    private readonly at: string = '',
    /** Every name must exist: a standard name the kernel lacks fails the object (no kernel gaps). */
    private readonly strict = false,
  ) {
    this.mirror = deps.mirrors.forUrl(link.url);
  }

  /** Reads git and sets the scope against the system: everything a pull decides before it writes. */
  private async analyse(): Promise<Analysis | PullResult> {
    const { system } = this.deps;
    const branchHead = await this.mirror.fetch(this.link.url, this.branch, this.credentials);
    const head = this.at ? await this.commitToCompare(branchHead) : branchHead;
    this.head = head;
    const tree = await this.mirror.tree(head);
    const dotEntry = tree.find((entry) => entry.path === DOT_ABAPGIT_FILE_NAME);
    const scope = selectScope(tree, this.files, this.objectNames);
    const blobs = await this.mirror.readBlobs(scope.entries.map((entry) => entry.sha));
    const gitFiles = new Map(scope.entries.map((entry) => [entry.path, blobs.get(entry.sha)!]));
    const dot = this.settings(dotEntry ? gitFiles.get(DOT_ABAPGIT_FILE_NAME) : undefined);
    const refusals = refusedFiles(scope.entries, dot, this.files);
    if (refusals.length > 0) return this.refused(refusals);
    const repositoryFiles = [...gitFiles].map(([path, data]) => ({ path, data }));
    if (!dotEntry) repositoryFiles.push({ path: DOT_ABAPGIT_FILE_NAME, data: serializeDotAbapgit(dot) });
    // many files are read on a worker thread: parsing 2,000 XML files held the event loop for half a second
    const content = await system.repositoryReader.read(repositoryFiles, this.link.package);
    if (!dotEntry) this.log.add('W', '', '', syncMessages.missingConfigXml);

    const unreadable = this.logProblems(content.problems);
    const scoped = this.scopedObjects(content, scope);
    const allowedPackages = new Set([...content.packages.map((p) => p.name), ...system.packages.subtree(this.link.package, 1000).map((p) => p.name)]);
    const candidates = await this.candidates(scoped, allowedPackages);
    const deletions = scope.whole ? this.deletions(content, unreadable, allowedPackages) : [];
    const changed = candidates.filter((c) => c.changed);
    return { head, missingConfig: !dotEntry, scope, gitFiles, content, candidates, deletions, changed };
  }

  /** A preview at another commit than the branch head: `last-pulled`, or a commit of the branch's history. */
  private async commitToCompare(branchHead: string): Promise<string> {
    const commit = this.at === 'last-pulled' ? this.link.lastPulledCommit : this.at;
    if (!commit) throw new Error(syncMessages.nothingPulledYet);
    if (!(await this.mirror.hasCommit(commit)) || !(await this.mirror.isAncestor(commit, branchHead))) throw new Error(syncMessages.commitNotOnBranch(commit, this.branch));
    return commit;
  }

  /** What this pull would do, per object, with the differences; changes nothing. */
  async preview(): Promise<PullPreview> {
    const analysis = await this.analyse();
    if (!('head' in analysis)) return previewFailure(analysis.message, analysis.log_messages);
    // conflicts are a matter of the branch head; an older commit is only compared
    const conflicts = this.at ? [] : await this.conflicts(analysis.changed, analysis.deletions, analysis.head);
    return buildPreview({
      commit: analysis.head,
      branch: this.branch,
      candidates: analysis.candidates,
      deletions: analysis.deletions,
      conflicts,
      log: this.log.entries,
    });
  }

  async run(): Promise<PullResult> {
    const { system } = this.deps;
    const analysis = await this.analyse();
    if (!('head' in analysis)) return analysis;
    const { head, scope, gitFiles, content, candidates, deletions, changed } = analysis;
    const dotEntry = !analysis.missingConfig;

    if (this.mode === 'abort') {
      const conflicts = await this.conflicts(changed, deletions, head);
      if (conflicts.length > 0) return this.aborted(conflicts, !dotEntry);
    }
    const locked = await this.lockedObjects(changed, deletions);
    if (locked.length > 0) return this.refused(locked, syncMessages.objectsLocked(locked.length));

    const transportError = this.checkTransport();
    if (transportError) return failure(transportError);

    const { errors, gaps } = await system.checkWorkers.checkActivation(changed.map((c) => c.object), this.strict);
    dictionaryErrors(changed.map((c) => c.object), system.objects, errors);
    const followOns = cascadeFailures(changed, errors);
    // root causes first: objects that fail on their own, then those that fail because they use them
    const byCause = [...changed].sort((a, b) => Number(followOns.has(a.key)) - Number(followOns.has(b.key)));
    for (const candidate of byCause) {
      for (const error of errors.get(candidate.key) ?? []) {
        this.log.error(candidate.object.type, candidate.object.name, `${error.text}${error.file ? ` (${error.file}, line ${error.line})` : ''}`);
      }
    }

    const written = this.write(content.packages, candidates, deletions, head, !scope.whole, gaps);
    const activated = await this.announce(written.activated, deletions);
    this.keepFailedListed(written.activated, head);
    for (const object of activated) {
      for (const gap of gaps.get(objectKey(object.type, object.name)) ?? []) this.log.gap(object.type, object.name, gap);
    }
    if (activated.length >= WARM_UP_AFTER) {
      // the registry parses what changed on its next use: do it now, not in the user's next one-file pull
      setTimeout(() => void system.checkWorkers.warmUp().catch(() => {}), 200).unref();
    }
    for (const object of activated) this.log.add('S', object.type, object.name, syncMessages.objectActivated);
    for (const candidate of changed.filter((c) => this.log.hasError(c.object.type, c.object.name))) {
      this.log.add('W', candidate.object.type, candidate.object.name, syncMessages.objectKeptInactive);
    }
    for (const key of deletions) this.log.add('I', key.type, key.name, syncMessages.objectDeleted);
    if (!scope.whole) {
      for (const candidate of candidates.filter((c) => !c.changed)) this.log.add('I', candidate.object.type, candidate.object.name, syncMessages.objectUnchanged);
    }
    if (written.transport) this.log.add('I', '', '', syncMessages.transportUsed(written.transport));

    const success = this.log.errorCount === 0;
    const result: PullResult = {
      success: success ? 'X' : '',
      message: success ? messages.pullSucceeded : messages.pullFailed,
      transport_request: written.transport,
      activated_count: activated.length,
      failed_count: this.log.errorCount,
      activated_objects: activated.map((o) => ({ obj_type: o.type, obj_name: o.name })),
      failed_objects: this.log.failedObjects(),
      log_messages: this.log.entries,
      conflict_report: '',
      conflict_count: 0,
      local_xml_files: success ? await this.compareXml(candidates, gitFiles) : [],
    };
    if (!success) result.error_detail = this.log.errorDetail();
    if (!dotEntry) result.missing_config_xml = true;
    return result;
  }

  /** `.abapgit.xml` of the repository, or the link's folder settings when it has none. */
  private settings(dotFile: Buffer | undefined): DotAbapgit {
    if (dotFile) {
      try {
        return parseDotAbapgit(dotFile);
      } catch {
        // a broken .abapgit.xml is reported by readRepository
      }
    }
    return { ...defaultDotAbapgit(), startingFolder: this.link.startingFolder, folderLogic: this.link.folderLogic };
  }

  /** Logs files that could not be read; answers the keys of objects whose files were among them. */
  private logProblems(problems: readonly string[]): Set<string> {
    const keys = new Set<string>();
    for (const problem of problems) {
      const firstPath = problem.split(/[,:]/)[0]!.trim();
      const ref = objectFromFileName(firstPath);
      if (ref) {
        const type = ref.type === 'STRU' ? 'TABL' : ref.type;
        keys.add(objectKey(type, ref.name));
        this.log.error(type, ref.name, problem);
      } else {
        this.log.add('W', '', '', problem);
      }
    }
    return keys;
  }

  private scopedObjects(content: RepositoryContent, scope: PullScope): PulledObject[] {
    if (scope.whole) return content.objects;
    for (const file of scope.invalid) this.log.error('', '', messages.invalidFileFormat(file));
    const found = new Set<string>();
    const foundNames = new Set<string>();
    const objects = content.objects.filter((object) => {
      const key = objectKey(object.type, object.name);
      if (scope.names.has(object.name)) foundNames.add(object.name);
      else if (!scope.requested.has(key)) return false;
      found.add(key);
      return true;
    });
    for (const name of scope.names) {
      if (!foundNames.has(name)) this.log.error('', name, syncMessages.objectNameNotInRepository(name));
    }
    for (const [key, requested] of scope.requested) {
      if (!found.has(key) && !this.log.hasError(requested.type, requested.name)) {
        this.log.error(requested.type, requested.name, syncMessages.objectNotInRepository(requested.file));
      }
    }
    return objects;
  }

  private async candidates(objects: readonly PulledObject[], allowedPackages: ReadonlySet<string>): Promise<Candidate[]> {
    const { objects: store } = this.deps.system;
    const candidates: Candidate[] = [];
    for (const object of objects) {
      await this.turns.turn();
      const type = directoryType(object);
      const current = store.get(type, object.name, 'A');
      const inactive = store.get(type, object.name, 'I');
      const owner = (current ?? inactive)?.package ?? store.entry(type, object.name)?.package;
      if (owner !== undefined && !allowedPackages.has(owner)) {
        this.log.error(object.type, object.name, syncMessages.objectOfOtherPackage(owner));
        continue;
      }
      const incomingHash = contentHash(object);
      const changed = !current || contentHash(current) !== incomingHash || current.package !== object.package || !!inactive;
      candidates.push({ object, key: objectKey(object.type, object.name), incomingHash, current, inactive, changed });
    }
    return candidates;
  }

  /** Objects this repository brought that are no longer in git (whole pulls only). */
  private deletions(content: RepositoryContent, unreadable: ReadonlySet<string>, allowedPackages: ReadonlySet<string>): StoredObject[] {
    const inGit = new Set(content.objects.map((object) => objectKey(object.type, object.name)));
    const gone: StoredObject[] = [];
    for (const [key, record] of this.deps.links.pulledObjects(this.link.key)) {
      if (inGit.has(key) || unreadable.has(key)) continue;
      const stored = this.stored(record.type, record.name);
      if (stored && allowedPackages.has(stored.package)) gone.push(stored);
    }
    return gone;
  }

  private stored(type: string, name: string): StoredObject | undefined {
    const { objects } = this.deps.system;
    return objects.get(type, name, 'A') ?? (type === 'TABL' ? objects.get('STRU', name, 'A') : undefined);
  }

  /**
   * Conflicts in mode abort: an object whose current version (inactive, else active) this link did not
   * write and that differs from both git and what this link last brought; an object deleted in git but
   * changed in the system since; a branch that no longer descends from the commit last pulled.
   */
  private async conflicts(changed: readonly Candidate[], deletions: readonly StoredObject[], head: string): Promise<Conflict[]> {
    const records = this.deps.links.pulledObjects(this.link.key);
    const linkName = (key: string) => this.deps.links.byKey(key)?.name;
    const conflicts: Conflict[] = [];
    for (const candidate of changed) {
      await this.turns.turn();
      const latest = candidate.inactive ?? candidate.current;
      if (!latest || isFromLink(latest.origin, this.link.key)) continue;
      const latestHash = contentHash(latest);
      if (latestHash === candidate.incomingHash) continue;
      const record = records.get(candidate.key);
      if (record && latestHash === record.contentHash) continue;
      const { type, name } = candidate.object;
      const route = describeOrigin(latest.origin, linkName);
      conflicts.push(
        record
          ? { kind: 'changed_in_system', type, name, text: syncMessages.conflictChangedInSystem(type, name, latest.changedBy, latest.changedAt, route) }
          : { kind: 'never_pulled', type, name, text: syncMessages.conflictNeverPulled(type, name, latest.changedBy, latest.changedAt, route) },
      );
    }
    for (const object of deletions) {
      const record = records.get(objectKey(object.type, object.name));
      if (record && !isFromLink(object.origin, this.link.key) && contentHash(object) !== record.contentHash) {
        conflicts.push({ kind: 'deleted_in_git_changed_in_system', type: object.type, name: object.name, text: syncMessages.conflictDeletedRemotelyChangedLocally(object.type, object.name) });
      }
    }
    const last = this.link.lastPulledCommit;
    if (last && last !== head && !(await this.mirror.isAncestor(last, head))) {
      conflicts.push({ kind: 'branch_diverged', type: '', name: '', text: syncMessages.conflictBranchDiverged(this.branch, last, head) });
    }
    return conflicts;
  }

  private aborted(conflicts: readonly Conflict[], missingConfig: boolean): PullResult {
    for (const conflict of conflicts) this.log.add('W', conflict.type, conflict.name, conflict.text);
    const result: PullResult = {
      ...emptyResult(syncMessages.pullAborted(conflicts.length)),
      log_messages: this.log.entries,
      conflict_report: conflictReport(conflicts),
      conflict_count: conflicts.length,
    };
    if (missingConfig) result.missing_config_xml = true;
    return result;
  }

  /** Objects this pull would change that another user's open transport request holds (their locks). */
  private async lockedObjects(changed: readonly Candidate[], deletions: readonly StoredObject[]): Promise<string[]> {
    const { transports } = this.deps;
    const keys = [...changed.map((c) => ({ type: c.object.type, name: c.object.name })), ...deletions.map((o) => ({ type: o.type, name: o.name }))];
    const locked: string[] = [];
    for (const key of keys) {
      await this.turns.turn();
      const lock = transports.lockedByOther(key.type, key.name, this.user);
      if (lock) locked.push(syncMessages.objectLocked(key.type, key.name, lock.number, lock.owner));
    }
    return locked;
  }

  /** Files or objects that cannot be taken: one error each, nothing written. */
  private refused(refusals: readonly string[], message = syncMessages.filesRefused(refusals.length)): PullResult {
    for (const text of refusals) this.log.error('', '', text);
    return {
      ...emptyResult(message),
      error_detail: this.log.errorDetail(),
      failed_count: this.log.errorCount,
      failed_objects: this.log.failedObjects(),
      log_messages: this.log.entries,
    };
  }

  private checkTransport(): string | undefined {
    if (!this.transport) return undefined;
    const request = this.deps.transports.get(this.transport);
    if (!request) return messages.transportNotFound(this.transport);
    if (request.status !== 'D') return messages.transportReleased(this.transport);
    if (request.kind !== 'K') return syncMessages.transportNotWorkbench(this.transport);
    return undefined;
  }

  /** Every change to the repository database, in one transaction: all of it happens or none. */
  private write(
    packages: readonly PackageInfo[],
    candidates: readonly Candidate[],
    deletions: readonly StoredObject[],
    head: string,
    subset: boolean,
    gaps: ActivationGaps,
  ): { activated: Candidate[]; transport: string } {
    const { system, links, transports } = this.deps;
    const changed = candidates.filter((c) => c.changed);
    const packagesInUse = new Set(changed.map((c) => c.object.package));
    return system.db.transaction(() => {
      const transportable = [
        ...changed.filter((c) => !isLocalPackage(c.object.package)).map((c) => ({ type: c.object.type, name: c.object.name })),
        ...deletions.filter((o) => !isLocalPackage(o.package)).map((o) => ({ type: o.type, name: o.name })),
      ];
      // objects the user's open request already holds stay in it; the others go to the named or the pull's request
      const description = syncMessages.pullDescription(this.link.name);
      const placement = transports.place(transportable, this.user, this.transport, () => (transports.openRequest(this.user, description) ?? transports.create(this.user, description)).number);
      const transport = placement.primary;
      const stamp = { user: this.user, origin: linkOrigin(this.link.key, head), transport: transportable.length > 0 ? transport : '', event: this.event };
      const stampOf = (key: { type: string; name: string }) => ({ ...stamp, transport: stamp.transport && placement.numberOf(key) });

      for (const pkg of packages) {
        if (subset && system.packages.exists(pkg.name) && !packagesInUse.has(pkg.name)) continue;
        const existing = system.packages.get(pkg.name);
        // the root package keeps its place in the system's hierarchy
        const parent = pkg.name === this.link.package && existing ? existing.parent : pkg.parent;
        system.packages.save({ ...pkg, parent }, this.user);
      }
      const activated: Candidate[] = [];
      for (const candidate of changed) {
        const { object } = candidate;
        const failed = this.log.hasError(object.type, object.name);
        if (failed) {
          system.objects.save(object, object.package, 'I', stampOf(object));
        } else {
          // an inactive version left by an earlier pull is replaced by this one, now active
          if (candidate.inactive) system.objects.discardInactive(directoryType(object), object.name);
          system.objects.save(object, object.package, 'A', stampOf(object));
          system.gaps.set(directoryType(object), object.name, gaps.get(candidate.key) ?? []);
          activated.push(candidate);
        }
      }
      for (const object of deletions) system.objects.remove(object.directoryType, object.name, stampOf(object));
      placement.record();

      const inSync = [...activated, ...candidates.filter((c) => !c.changed)];
      links.recordPulled(this.link.key, inSync.map((c) => ({ type: c.object.type, name: c.object.name, contentHash: c.incomingHash })));
      links.forgetPulled(this.link.key, deletions);
      links.setLastPulledCommit(this.link.key, head);
      return { activated, transport };
    })();
  }

  /** Tells the followers (tables, views, checks registry, runtime); their problems become log errors. */
  private async announce(activated: readonly Candidate[], deletions: readonly StoredObject[]): Promise<StoredObject[]> {
    const { system } = this.deps;
    const stored = (await mapInTurns(activated, (c) => system.objects.get(directoryType(c.object), c.object.name, 'A')!, this.turns)).filter(Boolean);
    const deleted: ObjectKey[] = deletions.map((o) => ({ type: o.directoryType, name: o.name }));
    if (stored.length === 0 && deleted.length === 0) return [];
    try {
      // in parts, with the event loop free between them: other users' requests are answered meanwhile
      for (const problem of await system.activation.announceInParts({ activated: stored, deleted })) {
        const type = problem.type === 'STRU' ? 'TABL' : problem.type;
        this.log.error(type, problem.name, problem.text);
      }
    } catch (error) {
      this.log.error('', '', error instanceof Error ? error.message : String(error));
    }
    return stored.filter((object) => !this.log.hasError(object.type, object.name));
  }

  /**
   * An object a follower could not take (its database table could not be made) failed although its active
   * version is written: an inactive version of it is kept, so `inactive` lists it and the next pull checks it
   * again instead of finding it unchanged.
   */
  private keepFailedListed(activated: readonly Candidate[], head: string): void {
    const failed = activated.filter((c) => this.log.hasError(c.object.type, c.object.name));
    if (failed.length === 0) return;
    const { system } = this.deps;
    system.db.transaction(() => {
      for (const { object } of failed) system.objects.save(object, object.package, 'I', { user: this.user, origin: linkOrigin(this.link.key, head), event: this.event });
    })();
  }

  private compareXml(candidates: readonly Candidate[], gitFiles: ReadonlyMap<string, Buffer>) {
    const { system } = this.deps;
    // each object read when it is compared: the event loop runs in between
    function* compared() {
      for (const candidate of candidates) {
        const active = system.objects.get(directoryType(candidate.object), candidate.object.name, 'A');
        if (active) yield { object: active as AbapObject, paths: candidate.object.paths };
      }
    }
    return compareXml(compared(), gitFiles, this.turns);
  }
}

/**
 * A new object that failed takes down the changed objects that mention it: they would activate against
 * something that does not exist. (Objects failing with an older active version behind them are left to
 * the check: the old version is what others see.)
 */
function cascadeFailures(changed: readonly Candidate[], errors: ActivationErrors): Set<string> {
  const followOns = new Set<string>();
  const failedNew = new Map<string, string>();
  const collect = () => {
    for (const candidate of changed) {
      if (!candidate.current && errors.has(candidate.key)) failedNew.set(candidate.object.name.toUpperCase(), `${candidate.object.type} ${candidate.object.name}`);
    }
  };
  collect();
  const namesOf = new Map<string, Set<string>>();
  const referencesOf = (candidate: Candidate) => namesOf.get(candidate.key) ?? namesOf.set(candidate.key, referencedNames(candidate.object)).get(candidate.key)!;
  for (let round = 0; failedNew.size > 0 && round < 10; round++) {
    let added = false;
    for (const candidate of changed) {
      if (errors.has(candidate.key)) continue;
      const words = referencesOf(candidate);
      const uses = [...failedNew.keys()].filter((name) => name !== candidate.object.name.toUpperCase() && words.has(name));
      if (uses.length === 0) continue;
      errors.set(candidate.key, [{ file: '', line: 0, text: syncMessages.dependencyFailed(uses.map((name) => failedNew.get(name)).join(', ')) }]);
      followOns.add(candidate.key);
      added = true;
    }
    if (!added) break;
    collect();
  }
  return followOns;
}

function emptyResult(message: string): PullResult {
  return {
    success: '',
    message,
    transport_request: '',
    activated_count: 0,
    failed_count: 0,
    activated_objects: [],
    failed_objects: [],
    log_messages: [],
    conflict_report: '',
    conflict_count: 0,
    local_xml_files: [],
  };
}

/** A pull that stopped before changing anything (no repository, git failed, bad transport). */
function failure(detail: string): PullResult {
  return {
    ...emptyResult(detail),
    error_detail: detail,
    failed_count: 1,
    failed_objects: [{ type: 'E', text: detail, obj_type: '', obj_name: '', exception: '' }],
    log_messages: [{ TYPE: 'E', OBJ_TYPE: '', OBJ_NAME: '', TEXT: detail }],
  };
}
