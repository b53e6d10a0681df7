/**
 * A pull's second phase, from its plan: refuse objects other users' requests lock and a transport that cannot
 * take them, check the changed objects for activation (a new object that fails takes its users down: the
 * cascade), write everything in one transaction, announce the activation to the followers, then compare the
 * generated XML with git.
 */
import type { ActivationErrors, ActivationGaps } from '../checks/index.js';
import type { ObjectKey } from '../activation.js';
import { directoryType, isLocalPackage, objectKey, type AbapObject, type PackageInfo } from '../objects.js';
import type { StoredObject } from '../repository/objects.js';
import { linkOrigin, workingFolderOrigin, type Origin } from '../repository/origins.js';
import { mapInTurns } from '../event-loop-turns.js';
import { messages } from '../../protocol/messages.js';
import type { PullResult } from '../../protocol/sync.js';
import { dictionaryErrors } from './dictionary-check.js';
import type { Candidate, PullPlan, PullRun } from './pull-plan.js';
import { aborted, failure, refused } from './pull-results.js';
import { referencedNames } from './references.js';
import { syncMessages } from './sync-messages.js';
import { compareXml } from './xml-compare.js';

/** Activations after which the checks registry is parsed ahead of the next request. */
const WARM_UP_AFTER = 50;

export async function applyPull(run: PullRun, plan: PullPlan): Promise<PullResult> {
  const { deps, options, log } = run;
  const { system } = deps;
  const { head, scope, gitFiles, content, candidates, deletions, changed } = plan;

  if (options.mode === 'abort' && plan.conflicts.length > 0) return aborted(log, plan.conflicts, plan.missingConfig);
  const locked = await lockedObjects(run, changed, deletions);
  if (locked.length > 0) return refused(log, locked, syncMessages.objectsLocked(locked.length));

  const transportError = checkTransport(run);
  if (transportError) return failure(transportError);

  // the runtime build starts on the changed objects while they are checked
  system.activation.expect(changed.map((c) => c.object));
  const { errors, gaps } = await system.checkWorkers.checkActivation(changed.map((c) => c.object), options.strict === true);
  dictionaryErrors(changed.map((c) => c.object), system.objects, errors);
  const followOns = cascadeFailures(changed, errors);
  // root causes first: objects that fail on their own, then those that fail because they use them
  const byCause = [...changed].sort((a, b) => Number(followOns.has(a.key)) - Number(followOns.has(b.key)));
  for (const candidate of byCause) {
    for (const error of errors.get(candidate.key) ?? []) {
      log.error(candidate.object.type, candidate.object.name, `${error.text}${error.file ? ` (${error.file}, line ${error.line})` : ''}`);
    }
  }

  const written = write(run, content.packages, candidates, deletions, head, !scope.whole, gaps);
  const activated = await announce(run, written.activated, deletions);
  keepFailedListed(run, written.activated, head);
  for (const object of activated) {
    for (const gap of gaps.get(objectKey(object.type, object.name)) ?? []) log.gap(object.type, object.name, gap);
  }
  if (activated.length >= WARM_UP_AFTER) {
    // the registry parses what changed on its next use: do it now, not in the user's next one-file pull
    setTimeout(() => void system.checkWorkers.warmUp().catch(() => {}), 200).unref();
  }
  for (const object of activated) log.add('S', object.type, object.name, syncMessages.objectActivated);
  for (const candidate of changed.filter((c) => log.hasError(c.object.type, c.object.name))) {
    log.add('W', candidate.object.type, candidate.object.name, syncMessages.objectKeptInactive);
  }
  for (const key of deletions) log.add('I', key.type, key.name, syncMessages.objectDeleted);
  if (!scope.whole) {
    for (const candidate of candidates.filter((c) => !c.changed)) log.add('I', candidate.object.type, candidate.object.name, syncMessages.objectUnchanged);
  }
  for (const path of run.options.workingFiles?.keys() ?? []) {
    const candidate = candidates.find((c) => c.object.paths.includes(path));
    log.add('I', candidate?.object.type ?? '', candidate?.object.name ?? '', syncMessages.pulledFromWorkingFolder(path, head));
  }
  if (written.transport) log.add('I', '', '', syncMessages.transportUsed(written.transport));

  const success = log.errorCount === 0;
  const result: PullResult = {
    success: success ? 'X' : '',
    message: success ? messages.pullSucceeded : messages.pullFailed,
    transport_request: written.transport,
    activated_count: activated.length,
    failed_count: log.errorCount,
    activated_objects: activated.map((o) => ({ obj_type: o.type, obj_name: o.name })),
    failed_objects: log.failedObjects(),
    log_messages: log.entries,
    conflict_report: '',
    conflict_count: 0,
    local_xml_files: success ? await compareWithGit(run, candidates, gitFiles) : [],
  };
  if (!success) result.error_detail = log.errorDetail();
  if (plan.missingConfig) result.missing_config_xml = true;
  return result;
}

/** Objects this pull would change that another user's open transport request holds (their locks). */
async function lockedObjects({ deps, options, turns }: PullRun, changed: readonly Candidate[], deletions: readonly StoredObject[]): Promise<string[]> {
  const keys = [...changed.map((c) => ({ type: c.object.type, name: c.object.name })), ...deletions.map((o) => ({ type: o.type, name: o.name }))];
  const locked: string[] = [];
  for (const key of keys) {
    await turns.turn();
    const lock = deps.transports.lockedByOther(key.type, key.name, options.user);
    if (lock) locked.push(syncMessages.objectLocked(key.type, key.name, lock.number, lock.owner));
  }
  return locked;
}

function checkTransport({ deps, options }: PullRun): string | undefined {
  const { transport } = options;
  if (!transport) return undefined;
  const request = deps.transports.get(transport);
  if (!request) return messages.transportNotFound(transport);
  if (request.status !== 'D') return messages.transportReleased(transport);
  if (request.kind !== 'K') return syncMessages.transportNotWorkbench(transport);
  return undefined;
}

/** Every change to the repository database, in one transaction: all of it happens or none. */
function write(
  { deps, options, log }: PullRun,
  packages: readonly PackageInfo[],
  candidates: readonly Candidate[],
  deletions: readonly StoredObject[],
  head: string,
  subset: boolean,
  gaps: ActivationGaps,
): { activated: Candidate[]; transport: string } {
  const { system, links, transports } = deps;
  const { link, user } = options;
  const changed = candidates.filter((c) => c.changed);
  const packagesInUse = new Set(changed.map((c) => c.object.package));
  return system.db.transaction(() => {
    const transportable = [
      ...changed.filter((c) => !isLocalPackage(c.object.package)).map((c) => ({ type: c.object.type, name: c.object.name })),
      ...deletions.filter((o) => !isLocalPackage(o.package)).map((o) => ({ type: o.type, name: o.name })),
    ];
    // objects the user's open request already holds stay in it; the others go to the named or the pull's request
    const description = syncMessages.pullDescription(link.name);
    const placement = transports.place(transportable, user, options.transport, () => (transports.openRequest(user, description) ?? transports.create(user, description)).number);
    const transport = placement.primary;
    const stamp = { user, origin: linkOrigin(link.key, head), transport: transportable.length > 0 ? transport : '', event: options.event };
    const stampOf = (key: { type: string; name: string; paths?: readonly string[] }) => ({ ...stamp, origin: originOf(options, key, head), transport: stamp.transport && placement.numberOf(key) });

    for (const pkg of packages) {
      if (subset && system.packages.exists(pkg.name) && !packagesInUse.has(pkg.name)) continue;
      const existing = system.packages.get(pkg.name);
      // the root package keeps its place in the system's hierarchy
      const parent = pkg.name === link.package && existing ? existing.parent : pkg.parent;
      system.packages.save({ ...pkg, parent }, user);
    }
    const activated: Candidate[] = [];
    for (const candidate of changed) {
      const { object } = candidate;
      const failed = log.hasError(object.type, object.name);
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
    links.recordPulled(link.key, inSync.map((c) => ({ type: c.object.type, name: c.object.name, contentHash: c.incomingHash })));
    links.forgetPulled(link.key, deletions);
    links.setLastPulledCommit(link.key, head);
    return { activated, transport };
  })();
}

/** Tells the followers (tables, views, checks registry, runtime); their problems become log errors. */
async function announce({ deps, log, turns }: PullRun, activated: readonly Candidate[], deletions: readonly StoredObject[]): Promise<StoredObject[]> {
  const { system } = deps;
  const stored = (await mapInTurns(activated, (c) => system.objects.get(directoryType(c.object), c.object.name, 'A')!, turns)).filter(Boolean);
  const deleted: ObjectKey[] = deletions.map((o) => ({ type: o.directoryType, name: o.name }));
  if (stored.length === 0 && deleted.length === 0) return [];
  try {
    // in parts, with the event loop free between them: other users' requests are answered meanwhile
    for (const problem of await system.activation.announceInParts({ activated: stored, deleted })) {
      const type = problem.type === 'STRU' ? 'TABL' : problem.type;
      log.error(type, problem.name, problem.text);
    }
  } catch (error) {
    log.error('', '', error instanceof Error ? error.message : String(error));
  }
  return stored.filter((object) => !log.hasError(object.type, object.name));
}

/**
 * An object a follower could not take (its database table could not be made) failed although its active
 * version is written: an inactive version of it is kept, so `inactive` lists it and the next pull checks it
 * again instead of finding it unchanged.
 */
function keepFailedListed({ deps, options, log }: PullRun, activated: readonly Candidate[], head: string): void {
  const failed = activated.filter((c) => log.hasError(c.object.type, c.object.name));
  if (failed.length === 0) return;
  const { system } = deps;
  system.db.transaction(() => {
    for (const { object } of failed) system.objects.save(object, object.package, 'I', { user: options.user, origin: originOf(options, object, head), event: options.event });
  })();
}

/** Where a version this pull writes came from: git's commit, or the working folder (a working file of the object). */
function originOf(options: PullRun['options'], object: { paths?: readonly string[] }, head: string): Origin {
  const working = options.workingFiles && object.paths?.some((path) => options.workingFiles!.has(path));
  return working ? workingFolderOrigin(options.link.key, head) : linkOrigin(options.link.key, head);
}

function compareWithGit({ deps, turns }: PullRun, candidates: readonly Candidate[], gitFiles: ReadonlyMap<string, Buffer>) {
  const { system } = deps;
  // each object read when it is compared: the event loop runs in between
  function* compared() {
    for (const candidate of candidates) {
      const active = system.objects.get(directoryType(candidate.object), candidate.object.name, 'A');
      if (active) yield { object: active as AbapObject, paths: candidate.object.paths };
    }
  }
  return compareXml(compared(), gitFiles, turns);
}

/**
 * A new object that failed takes down the changed objects that mention it: they would activate against
 * something that does not exist. (Objects failing with an older active version behind them are left to
 * the check: the old version is what others see.)
 */
export function cascadeFailures(changed: readonly Candidate[], errors: ActivationErrors): Set<string> {
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
