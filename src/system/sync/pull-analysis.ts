/**
 * A pull's first phase: read git (fetch, the scope's files, .abapgit.xml), then decide against the system —
 * the candidates and whether each changed, the deletions, the conflicts — into a plan; nothing is written.
 * Files or objects that cannot be taken end the pull here (a refusal).
 */
import { DOT_ABAPGIT_FILE_NAME, defaultDotAbapgit, parseDotAbapgit, serializeDotAbapgit, type DotAbapgit, type RepositoryContent } from '../abapgit/index.js';
import { directoryType, objectKey } from '../objects.js';
import type { StoredObject } from '../repository/objects.js';
import { describeOrigin, isFromLink } from '../repository/origins.js';
import { messages } from '../../protocol/messages.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import type { PullResult } from '../../protocol/sync.js';
import type { Conflict } from './conflicts.js';
import { contentHash } from './content-hash.js';
import { refusedFiles } from './file-admission.js';
import type { Candidate, PulledObject, PullPlan, PullRun } from './pull-plan.js';
import { refused } from './pull-results.js';
import { selectScope, type PullScope } from './pull-scope.js';
import { syncMessages } from './sync-messages.js';
import { overlayTree } from './working-files.js';

/** Reads git and sets the scope against the system: everything a pull decides before it writes. */
export async function analysePull(run: PullRun, { findConflicts }: { findConflicts: boolean }): Promise<PullPlan | PullResult> {
  const { deps, options, log, mirror } = run;
  const { system } = deps;
  const branchHead = await mirror.fetch(options.link.url, options.branch, options.credentials);
  const head = options.at ? await commitToCompare(run, branchHead) : branchHead;
  run.head = head;
  const gitTree = await mirror.tree(head);
  const tree = options.workingFiles ? overlayTree(gitTree, options.workingFiles) : gitTree;
  const dotEntry = tree.find((entry) => entry.path === DOT_ABAPGIT_FILE_NAME);
  const scope = selectScope(tree, options.files, options.objectNames ?? []);
  const blobs = await mirror.readBlobs(scope.entries.flatMap((entry) => entry.sha || []));
  // a working file's bytes are the ones sent (it has no blob)
  const gitFiles = new Map(scope.entries.map((entry) => [entry.path, options.workingFiles?.get(entry.path) ?? blobs.get(entry.sha)!]));
  const dot = settings(run, dotEntry ? gitFiles.get(DOT_ABAPGIT_FILE_NAME) : undefined);
  const refusals = refusedFiles(scope.entries, dot, options.files);
  if (refusals.length > 0) return refused(log, refusals);
  const repositoryFiles = [...gitFiles].map(([path, data]) => ({ path, data }));
  if (!dotEntry) repositoryFiles.push({ path: DOT_ABAPGIT_FILE_NAME, data: serializeDotAbapgit(dot) });
  // many files are read on a worker thread: parsing 2,000 XML files held the event loop for half a second
  const content = await system.repositoryReader.read(repositoryFiles, options.link.package);
  if (!dotEntry) log.add('W', '', '', syncMessages.missingConfigXml);

  const unreadable = logProblems(run, content.problems);
  const scoped = scopedObjects(run, content, scope);
  const allowedPackages = new Set([...content.packages.map((p) => p.name), ...system.packages.subtree(options.link.package, 1000).map((p) => p.name)]);
  const candidates = await candidatesOf(run, scoped, allowedPackages);
  const deletions = scope.whole ? deletionsOf(run, content, unreadable, allowedPackages) : [];
  const changed = candidates.filter((c) => c.changed);
  const conflicts = findConflicts ? await conflictsOf(run, changed, deletions, head) : [];
  return { head, missingConfig: !dotEntry, scope, gitFiles, content, candidates, deletions, changed, conflicts };
}

/** A preview at another commit than the branch head: `last-pulled`, or a commit of the branch's history. */
async function commitToCompare({ options, mirror }: PullRun, branchHead: string): Promise<string> {
  const commit = options.at === 'last-pulled' ? options.link.lastPulledCommit : options.at!;
  if (!commit) throw new Error(syncMessages.nothingPulledYet);
  if (!(await mirror.hasCommit(commit)) || !(await mirror.isAncestor(commit, branchHead))) throw new Error(syncMessages.commitNotOnBranch(commit, options.branch));
  return commit;
}

/** `.abapgit.xml` of the repository, or the link's folder settings when it has none. */
function settings({ options }: PullRun, dotFile: Buffer | undefined): DotAbapgit {
  if (dotFile) {
    try {
      return parseDotAbapgit(dotFile);
    } catch {
      // a broken .abapgit.xml is reported by readRepository
    }
  }
  return { ...defaultDotAbapgit(), startingFolder: options.link.startingFolder, folderLogic: options.link.folderLogic };
}

/** Logs files that could not be read; answers the keys of objects whose files were among them. */
function logProblems({ log }: PullRun, problems: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const problem of problems) {
    const firstPath = problem.split(/[,:]/)[0]!.trim();
    const ref = objectFromFileName(firstPath);
    if (ref) {
      const type = ref.type === 'STRU' ? 'TABL' : ref.type;
      keys.add(objectKey(type, ref.name));
      log.error(type, ref.name, problem);
    } else {
      log.add('W', '', '', problem);
    }
  }
  return keys;
}

function scopedObjects({ log }: PullRun, content: RepositoryContent, scope: PullScope): PulledObject[] {
  if (scope.whole) return content.objects;
  for (const file of scope.invalid) log.error('', '', messages.invalidFileFormat(file));
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
    if (!foundNames.has(name)) log.error('', name, syncMessages.objectNameNotInRepository(name));
  }
  for (const [key, requested] of scope.requested) {
    if (!found.has(key) && !log.hasError(requested.type, requested.name)) {
      log.error(requested.type, requested.name, syncMessages.objectNotInRepository(requested.file));
    }
  }
  return objects;
}

async function candidatesOf({ deps, log, turns }: PullRun, objects: readonly PulledObject[], allowedPackages: ReadonlySet<string>): Promise<Candidate[]> {
  const { objects: store } = deps.system;
  const candidates: Candidate[] = [];
  for (const object of objects) {
    await turns.turn();
    const type = directoryType(object);
    const current = store.get(type, object.name, 'A');
    const inactive = store.get(type, object.name, 'I');
    const owner = (current ?? inactive)?.package ?? store.entry(type, object.name)?.package;
    if (owner !== undefined && !allowedPackages.has(owner)) {
      log.error(object.type, object.name, syncMessages.objectOfOtherPackage(owner));
      continue;
    }
    const incomingHash = contentHash(object);
    const changed = !current || contentHash(current) !== incomingHash || current.package !== object.package || !!inactive;
    candidates.push({ object, key: objectKey(object.type, object.name), incomingHash, current, inactive, changed });
  }
  return candidates;
}

/** Objects this repository brought that are no longer in git (whole pulls only). */
function deletionsOf({ deps, options }: PullRun, content: RepositoryContent, unreadable: ReadonlySet<string>, allowedPackages: ReadonlySet<string>): StoredObject[] {
  const { objects } = deps.system;
  const stored = (type: string, name: string) => objects.get(type, name, 'A') ?? (type === 'TABL' ? objects.get('STRU', name, 'A') : undefined);
  const inGit = new Set(content.objects.map((object) => objectKey(object.type, object.name)));
  const gone: StoredObject[] = [];
  for (const [key, record] of deps.links.pulledObjects(options.link.key)) {
    if (inGit.has(key) || unreadable.has(key)) continue;
    const object = stored(record.type, record.name);
    if (object && allowedPackages.has(object.package)) gone.push(object);
  }
  return gone;
}

/**
 * Conflicts in mode abort: an object whose current version (inactive, else active) this link did not
 * write and that differs from both git and what this link last brought; an object deleted in git but
 * changed in the system since; a branch that no longer descends from the commit last pulled.
 */
async function conflictsOf({ deps, options, turns, mirror }: PullRun, changed: readonly Candidate[], deletions: readonly StoredObject[], head: string): Promise<Conflict[]> {
  const { link } = options;
  const records = deps.links.pulledObjects(link.key);
  const linkName = (key: string) => deps.links.byKey(key)?.name;
  const conflicts: Conflict[] = [];
  for (const candidate of changed) {
    await turns.turn();
    const latest = candidate.inactive ?? candidate.current;
    if (!latest || isFromLink(latest.origin, link.key)) continue;
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
    if (record && !isFromLink(object.origin, link.key) && contentHash(object) !== record.contentHash) {
      conflicts.push({ kind: 'deleted_in_git_changed_in_system', type: object.type, name: object.name, text: syncMessages.conflictDeletedRemotelyChangedLocally(object.type, object.name) });
    }
  }
  const last = link.lastPulledCommit;
  if (last && last !== head && !(await mirror.isAncestor(last, head))) {
    conflicts.push({ kind: 'branch_diverged', type: '', name: '', text: syncMessages.conflictBranchDiverged(options.branch, last, head) });
  }
  return conflicts;
}
