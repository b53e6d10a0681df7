import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Command, FlagValues } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import type { CommandContext } from '../context.js';
import { CliError, exitCodes, RefusedError, UsageError } from '../errors.js';
import { amendKeepingMessage, forcePushWithLease, stage, systemUserIdentity, type CommitIdentity } from '../../workspace/git-workspace.js';
import { repositoryTarget, urlFlag } from '../repository-target.js';
import { transportFlag } from '../flags.js';
import { changedPaths, changesGitLacks, changesGitLacksLines, targetFields, WorkingFileMissingError, workingFilesOf, type RepositoryTarget } from '../../workspace/repository-target.js';
import type { LocalChanges } from '../../workspace/git-workspace.js';
import type { ProjectConfig } from '../../workspace/project.js';
import { messages } from '../../protocol/messages.js';
import { KERNEL_GAP } from '../../protocol/kernel-gaps.js';
import type { ConflictMode, PullRequest, PullResult, XmlFileDifference } from '../../protocol/sync.js';
import { syncCapability, type PullPreview, type UndoResult } from '../../protocol/sync-extensions.js';
import { renderPullPreview } from '../render/sync-preview.js';
import { pullRefusal } from '../../workspace/safeguards.js';
import { canAsk } from '../transport-choice.js';
import { fetchPullPreview, parseFiles } from '../pull-preview.js';

export interface PullData extends PullResult {
  /** --sync-xml: the local XML files overwritten with the system's bytes, amended into HEAD and pushed. */
  synced_xml_files?: string[];
  /** --working-files: the files sent as they are in the working folder (not committed). */
  working_files?: string[];
}

export const missingConfigWarning =
  'Warning: .abapgit.xml not found in the repository root: the system may use a wrong starting folder and report zero activated objects with an empty log.';

/** The pull safeguards of the project configuration (workspace/safeguards.ts), refused with exit code 4. */
export function checkPullSafeguards(project: ProjectConfig, hasFiles: boolean): void {
  const refusal = pullRefusal(project, hasFiles);
  if (refusal) throw new RefusedError(refusal);
}

function conflictMode(flags: FlagValues, project: ProjectConfig): ConflictMode {
  const mode = (stringFlag(flags, 'conflict-mode') ?? project.conflictDetection.mode).toLowerCase();
  if (mode !== 'abort' && mode !== 'ignore') throw new UsageError(`--conflict-mode must be abort or ignore, got '${mode}'`);
  return mode;
}

/**
 * Transport precedence: --transport, the credentials file, ABAP_TRANSPORT, the project's transports.hook
 * (a script that prints the request to use), unset.
 */
export async function transportOf(context: CommandContext, flags: FlagValues): Promise<string | undefined> {
  const connection = await context.connection();
  const given = stringFlag(flags, 'transport') ?? connection.transport ?? (context.env['ABAP_TRANSPORT'] || undefined);
  if (given) return given;
  const project = context.project();
  return project.transports.hook ? transportFromHook(project.transports.hook.path, project.root ?? context.cwd) : undefined;
}

/** Runs the project's transport hook and reads the request it prints (its first line). */
function transportFromHook(path: string, root: string): string | undefined {
  const script = isAbsolute(path) ? path : join(root, path);
  let output: string;
  try {
    output = execFileSync(script, [], { cwd: root, encoding: 'utf8', timeout: 30_000, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    throw new CliError(`The project's transport hook ${path} failed: ${(failed.stderr || failed.message).trim().split('\n')[0]}`, exitCodes.failed);
  }
  const number = output.trim().split('\n')[0]?.trim().toUpperCase() ?? '';
  if (number === '') return undefined;
  if (!/^[A-Z0-9]{3}K\d{6}$/.test(number)) throw new CliError(`The project's transport hook ${path} printed '${number}', which is no transport request`, exitCodes.failed);
  return number;
}

/** Overwrites the existing local XML files the system generates differently; answers the paths written. */
function writeXmlFiles(root: string, files: readonly XmlFileDifference[]): string[] {
  const written: string[] = [];
  for (const file of files) {
    const local = join(root, file.path);
    if (!file.path || file.path.split('/').includes('..') || !existsSync(local)) continue;
    writeFileSync(local, Buffer.from(file.data, 'base64'));
    written.push(file.path);
  }
  return written;
}

/**
 * A pull not made: the working folder has changes of the files it concerns that git's branch does not (the
 * pull reads git), named before anything else.
 */
export interface PullLocalChanges {
  success: '';
  command: 'PULL';
  error: string;
  local_changes: LocalChanges;
}

/** What `pull` prints: a pull's result, a preview (--dry-run), an undo's result (--undo) or the changes git lacks. */
export type PullOutcome = PullData | PullPreview | UndoResult | PullLocalChanges;

export const localChangesAdvice =
  'Nothing was pulled. Commit and push them first (git add, git commit, git push), then pull again; or pull what git has with --ignore-local.';

/** The choice a system that pulls working files (capability pull.working-files) adds to the advice. */
export const workingFilesAdvice = 'Or pull these files as they are in the working folder (not committed) with --working-files.';

export const pull: Command<PullOutcome> = {
  name: 'pull',
  examples: [
    { line: 'abapdeck pull', does: 'pull the whole repository of this git folder and activate it' },
    { line: 'abapdeck pull --files src/core/zcl_demo_fare_calculator.clas.abap --transport DEVK900012', does: 'pull one object onto a given request' },
    { line: 'abapdeck pull --dry-run', does: 'what a pull would create, update or delete, with diffs; changes nothing' },
    { line: 'abapdeck pull --undo', does: 'restore every object of the last pull to its version before it' },
    { line: 'abapdeck pull --working-files', does: 'pull the files not committed or not pushed as they are in the working folder (embedded system)' },
  ],
  flags: {
    url: urlFlag,
    branch: { type: 'string', value: 'name', description: 'branch (default: the current branch)' },
    files: { type: 'string', value: 'f1,f2,…', description: 'pull only the objects of these files (comma-separated)' },
    transport: transportFlag,
    'conflict-mode': { type: 'string', value: 'abort|ignore', description: 'abort on conflicts (default) or ignore them' },
    'sync-xml': { type: 'boolean', description: 'rewrite local XML files that differ from the system, amend, force-push, pull again' },
    'dry-run': { type: 'boolean', description: 'show per object what the pull (or with --undo the undo) would do, with diffs; change nothing' },
    undo: { type: 'boolean', description: "restore every object of this repository's last pull to the version before it (on a transport)" },
    'ignore-local': { type: 'boolean', description: 'pull what git has even though the working folder has uncommitted or unpushed changes of the files' },
    'working-files': { type: 'boolean', description: 'pull the uncommitted or unpushed files (or those of --files) as they are in the working folder (capability pull.working-files)' },
    strict: { type: 'boolean', description: 'every name must exist: a standard name the embedded kernel lacks fails the object (default: project kernel.strict)' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const files = parseFiles(stringFlag(flags, 'files'));
    const project = context.project();
    if (flags['dry-run'] && !flags['undo']) {
      if (flags['sync-xml']) throw new UsageError('--sync-xml cannot be combined with --dry-run');
      const target = await repositoryTarget(context, flags);
      const preview = await fetchPullPreview(context, { ...targetFields(target), ...(files ? { files } : {}), conflict_mode: conflictMode(flags, project) }, target.workspace?.root);
      return { data: preview, exitCode: preview.SUCCESS === 'X' && preview.SUMMARY.CONFLICT === 0 ? exitCodes.success : exitCodes.failed };
    }
    if (flags['working-files']) return pullTheWorkingFiles(context, flags, files);
    if (flags['undo']) {
      checkPullSafeguards(project, true);
      if (files || flags['sync-xml']) throw new UsageError('--undo restores the whole last pull: it takes no --files or --sync-xml');
      const target = await repositoryTarget(context, flags);
      const transport = await transportOf(context, flags);
      const { undoPull, requireCapability } = await import('../../client/sync.js');
      const { agent } = await context.service();
      await requireCapability(agent, syncCapability.versions, 'undo of a pull');
      // a system that does not know the dry run would undo: it must say it offers it
      if (flags['dry-run']) await requireCapability(agent, syncCapability.undoPreview, 'dry run of an undo');
      const undone = await undoPull(agent, { url: target.url, ...(transport ? { transport_request: transport } : {}), ...(flags['dry-run'] ? { dry_run: true } : {}) });
      return { data: undone, exitCode: undone.SUCCESS === 'X' ? exitCodes.success : exitCodes.failed };
    }
    checkPullSafeguards(project, files !== undefined);
    const mode = conflictMode(flags, project);
    const target = await repositoryTarget(context, flags);
    if (flags['sync-xml'] && !target.workspace) throw new UsageError('--sync-xml needs a local git working folder');
    if (!flags['ignore-local']) {
      const changes = await changesGitLacks(target, files);
      if (changes) {
        const advice = (await offersWorkingFiles(context)) ? `${localChangesAdvice}\n${workingFilesAdvice}` : localChangesAdvice;
        return { data: { success: '', command: 'PULL', error: `${changesGitLacksLines(changes).join('\n')}\n${advice}`, local_changes: changes }, exitCode: exitCodes.refused };
      }
    }
    let transport = await transportOf(context, flags);
    if (!transport && !flags['json'] && canAsk()) transport = await askForTransport(context, target.url, files ?? []);
    const request: PullRequest = { ...targetFields(target), conflict_mode: mode };
    if (flags['strict'] === true || project.kernel.strict) request.strict = true;
    if (files) request.files = files;
    if (transport) request.transport_request = transport;

    const { pull: pullRequest } = await import('../../client/sync.js');
    const { agent } = await context.service();
    let result: PullData = await pullRequest(agent, request);

    if (flags['sync-xml'] && result.success === 'X' && result.local_xml_files.length > 0) {
      const connection = await context.connection();
      const synced = await syncXml(target, result.local_xml_files, systemUserIdentity(connection.user, connection.origin));
      if (synced.length > 0) {
        // the amended commit replaces the one just pulled: the repeat pull must not see that as divergence
        result = { ...(await pullRequest(agent, { ...request, conflict_mode: 'ignore' })), synced_xml_files: synced };
      }
    }
    // the local check applies when the working folder is the repository pulled (no --url elsewhere)
    const localMissing = target.workspace !== undefined && !stringFlag(flags, 'url') && !target.workspace.hasDotAbapgit;
    const missingConfig = result.missing_config_xml === true || localMissing;
    if (missingConfig) {
      if (flags['json']) result.missing_config_xml = true;
      else context.stderr.write(`${missingConfigWarning}\n`);
    }
    return { data: result, exitCode: result.success === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: (result) => {
    if ('local_changes' in result) return `${result.error}\n`;
    if ('COMMAND' in result && result.COMMAND === 'PULL_PREVIEW') return renderPullPreview(result, { showUnchanged: false, diffs: true });
    if ('COMMAND' in result && result.COMMAND === 'UNDO') return renderUndo(result);
    return renderPull(result as PullData);
  },
};

/** Whether the system pulls working files; a system that cannot be asked does not (the refusal stays exit 4). */
async function offersWorkingFiles(context: CommandContext): Promise<boolean> {
  try {
    const { offersWorkingFilesPull } = await import('../../client/sync.js');
    return await offersWorkingFilesPull((await context.service()).agent);
  } catch {
    return false;
  }
}

/**
 * --working-files: the files git lacks of the pull's scope (or the files of --files), sent as they are in the
 * working folder (POST /pull/working-files); a system without the capability is refused by the client.
 */
async function pullTheWorkingFiles(context: CommandContext, flags: FlagValues, files: string[] | undefined): Promise<{ data: PullData; exitCode: number }> {
  if (flags['dry-run'] || flags['undo'] || flags['sync-xml'] || flags['ignore-local']) {
    throw new UsageError('--working-files takes no --dry-run, --undo, --sync-xml or --ignore-local');
  }
  const project = context.project();
  checkPullSafeguards(project, true);
  const target = await repositoryTarget(context, flags);
  const workspace = target.workspace;
  if (!workspace) throw new UsageError('--working-files needs a local git working folder');
  const paths = files ? files.map((file) => workingPath(context.cwd, workspace.root, file)) : changedPaths((await changesGitLacks(target)) ?? { uncommitted: [], unpushed: [], remote: '' });
  if (paths.length === 0) throw new UsageError('Nothing to pull from the working folder: git has every change of its files (pull without --working-files)');
  let workingFiles;
  try {
    workingFiles = await workingFilesOf(target, paths);
  } catch (error) {
    if (error instanceof WorkingFileMissingError) throw new UsageError(error.message);
    throw error;
  }
  let transport = await transportOf(context, flags);
  if (!transport && !flags['json'] && canAsk()) transport = await askForTransport(context, target.url, paths);
  const { pullWorkingFiles } = await import('../../client/sync.js');
  const { agent } = await context.service();
  const result = await pullWorkingFiles(agent, {
    ...targetFields(target),
    conflict_mode: conflictMode(flags, project),
    ...(flags['strict'] === true || project.kernel.strict ? { strict: true } : {}),
    ...(transport ? { transport_request: transport } : {}),
    WORKING_FILES: workingFiles,
  });
  return { data: { ...result, working_files: paths }, exitCode: result.success === 'X' ? exitCodes.success : exitCodes.failed };
}

/** A file of --files as a path relative to the working folder's root: given relative to the current folder, else to the root. */
function workingPath(cwd: string, root: string, file: string): string {
  for (const base of [cwd, root]) {
    const path = relative(root, resolve(base, file)).split(sep).join('/');
    if (!path.startsWith('..') && !isAbsolute(path) && existsSync(join(root, path))) return path;
  }
  throw new UsageError(`${file} is not a file of the working folder ${root}`);
}

/** What a dry run says each object would undergo. */
const undoPlanned: Record<UndoResult['OBJECTS'][number]['ACTION'], string> = { restored: 'restore', deleted: 'delete', recreated: 'recreate' };

function renderUndo(result: UndoResult): string {
  const lines = [result.MESSAGE || result.ERROR];
  if (result.TRANSPORT_REQUEST) lines.push(`Transport request: ${result.TRANSPORT_REQUEST}`);
  if (result.CONFLICT_COUNT > 0) lines.push('', `Conflicts (${result.CONFLICT_COUNT}):`, ...result.CONFLICT_REPORT.split('\n').map((line) => `  ${line}`));
  if (result.LOCKED_OBJECTS?.length) lines.push('', `Locked (${result.LOCKED_OBJECTS.length}):`, ...result.LOCKED_OBJECTS.map((line) => `  ${line}`));
  for (const object of result.OBJECTS) lines.push(`  ${(result.DRY_RUN ? undoPlanned[object.ACTION] : object.ACTION).padEnd(9)} ${object.OBJ_TYPE} ${object.OBJ_NAME}`);
  return lines.join('\n') + '\n';
}

/** On a terminal, when the linked package needs a transport and nothing names one: the picker. */
async function askForTransport(context: CommandContext, url: string, files: readonly string[]): Promise<string | undefined> {
  const { agent } = await context.service();
  const { repositoryStatus } = await import('../../client/sync.js');
  const status = await repositoryStatus(agent, url).catch(() => undefined);
  if (!status?.transport_required) return undefined;
  const { chooseTransport } = await import('../transport-choice.js');
  const { objectFromFileName } = await import('../../protocol/filenames.js');
  const objects = files.flatMap((file) => objectFromFileName(file)?.name ?? []);
  return chooseTransport(agent, 'workbench', 'The pull records its objects on a transport request', objects);
}

/** Rewrites the differing XML files, amends them into the last commit (as `identity` where git knows nobody) and force-pushes. */
async function syncXml(target: RepositoryTarget, files: readonly XmlFileDifference[], identity: CommitIdentity): Promise<string[]> {
  const workspace = target.workspace!;
  const written = writeXmlFiles(workspace.root, files);
  if (written.length === 0) return [];
  await stage(workspace.root, written);
  await amendKeepingMessage(workspace.root, identity);
  await forcePushWithLease(workspace.root, target.branch ?? workspace.branch ?? 'main');
  return written;
}

/** Text rendering: outcome, transport, activated objects, errors grouped by object, conflicts, XML differences. */
export function renderPull(result: PullData): string {
  const lines: string[] = [result.message || (result.success === 'X' ? messages.pullSucceeded : messages.pullFailed)];
  if (result.transport_request) lines.push(`Transport request: ${result.transport_request}`);
  if (result.working_files?.length) lines.push(`From the working folder, not committed (${result.working_files.length}):`, ...result.working_files.map((path) => `  ${path}`));
  if (result.conflict_count > 0) {
    lines.push('', `Conflicts (${result.conflict_count}):`, ...result.conflict_report.split('\n').map((line) => `  ${line}`));
  }
  if (result.activated_objects.length > 0) {
    lines.push('', `Activated (${result.activated_count}):`, ...result.activated_objects.map((o) => `  ${o.obj_type} ${o.obj_name}`));
  }
  const gaps = (result.log_messages ?? []).filter((entry) => entry.CODE === KERNEL_GAP);
  if (gaps.length > 0) {
    lines.push('', `Kernel gaps (${gaps.length}): activated; code that uses a missing name raises a runtime error`);
    const byObject = new Map<string, string[]>();
    for (const gap of gaps) {
      const key = `${gap.OBJ_TYPE} ${gap.OBJ_NAME}`;
      byObject.set(key, [...(byObject.get(key) ?? []), `${gap.NAME ?? ''}${gap.FILE ? ` (${gap.FILE}, line ${gap.LINE ?? 1})` : ''}`]);
    }
    for (const [object, names] of byObject) lines.push(`  ${object}`, ...names.map((name) => `    - ${name}`));
  }
  if (result.failed_objects.length > 0) {
    const byObject = new Map<string, string[]>();
    for (const failure of result.failed_objects) {
      const key = failure.obj_type ? `${failure.obj_type} ${failure.obj_name}` : '(no object)';
      byObject.set(key, [...(byObject.get(key) ?? []), failure.text]);
    }
    lines.push('', `Errors (${result.failed_count}):`);
    for (const [object, texts] of byObject) lines.push(`  ${object}`, ...texts.map((text) => `    - ${text}`));
    if (result.failed_objects.some((f) => f.text.includes(messages.whereUsedListError))) {
      lines.push('', `'${messages.whereUsedListError}' means a syntax error: run abapdeck inspect --files <file> for the details.`);
    }
  }
  if (result.synced_xml_files && result.synced_xml_files.length > 0) {
    lines.push('', `XML files synced from the system, amended into the last commit and force-pushed (${result.synced_xml_files.length}):`);
    lines.push(...result.synced_xml_files.map((path) => `  ${path}`));
  }
  if (result.local_xml_files.length > 0) {
    lines.push('', `XML files that differ from what the system generates (${result.local_xml_files.length}):`);
    lines.push(...result.local_xml_files.map((file) => `  ${file.path}`));
    if (!result.synced_xml_files) lines.push('Run pull --sync-xml to rewrite them from the system.');
  }
  return lines.join('\n') + '\n';
}
