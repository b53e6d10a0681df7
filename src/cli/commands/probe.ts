import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Command } from '../command.js';
import { jsonFlag } from '../command.js';
import type { CommandContext } from '../context.js';
import { exitCodes, FailedError, RefusedError, UsageError } from '../errors.js';
import { commitPaths, GitWorkspaceError, push, readWorkspace, redactUrl, systemUserIdentity } from '../../workspace/git-workspace.js';
import { repositoryTarget } from '../repository-target.js';
import { targetFields, type RepositoryTarget } from '../../workspace/repository-target.js';
import { commitMessage, nextCommands } from '../probe/next-steps.js';
import { normalizePurpose, probeName, probePrefixes, ProbeNameError, type ProbeKind } from '../probe/naming.js';
import { objectNamesIn, projectLocation, ProbeLocationError, realpathOrSelf, repositoryPath, scratchLocation, type ProbeLocation } from '../../workspace/source-location.js';
import { probeFiles } from '../probe/template.js';
import { renderPull, transportOf } from './pull.js';
import { checkRunSafeguard } from './run.js';
import type { Connection } from '../../workspace/credentials.js';
import type { ProjectConfig } from '../../workspace/project.js';
import { messages } from '../../protocol/messages.js';
import type { PullRequest, PullResult } from '../../protocol/sync.js';

export interface ProbeData {
  success: boolean;
  object_type: 'CLAS' | 'PROG';
  object_name: string;
  /** project: the current project's source folder; scratch: the scratch workspace (safeguards.disableProbeClasses). */
  workspace: 'project' | 'scratch';
  folder: string;
  /** The files written, absolute. */
  files: string[];
  /** What to type next (without --run, or --run outside the scratch workspace). */
  next_commands?: string[];
  notice?: string;
  /** --run: the commit pushed, the pull of the probe's file, the run's output. */
  commit?: string;
  pull?: PullResult;
  output?: string;
  error?: string;
}

export const runOnlyInScratchNotice =
  '--run runs probes only in the scratch workspace (safeguards.disableProbeClasses with scratchWorkspace in .abapGitAgent); this probe went into the project, which abapdeck does not commit to: use the commands below.';

function refusedWithoutScratch(project: ProjectConfig): RefusedError {
  const reason = project.safeguards.reason ? [messages.reason(project.safeguards.reason)] : [];
  return new RefusedError(
    [
      'Probe classes are disabled for this project (safeguards.disableProbeClasses): they go to your scratch workspace, and none is configured.',
      ...reason,
      'Add "scratchWorkspace": {"path": "/absolute/folder"} (optionally "classPrefix" and "programPrefix") to .abapGitAgent: a git repository of its own, linked to a package of its own with abapdeck create.',
    ].join('\n'),
  );
}

async function locate(context: CommandContext, project: ProjectConfig, connection: Connection): Promise<ProbeLocation> {
  try {
    if (project.safeguards.disableProbeClasses) {
      const path = connection.scratchWorkspace?.path;
      if (!path) throw refusedWithoutScratch(project);
      return scratchLocation(path, (await readWorkspace(path))?.root);
    }
    return projectLocation([project.root, (await readWorkspace(context.cwd))?.root], context.cwd);
  } catch (error) {
    if (error instanceof ProbeLocationError) throw new UsageError(error.message);
    throw error;
  }
}

/** Writes the files, never over an existing one; answers their absolute paths. */
function writeProbe(folder: string, files: ReturnType<typeof probeFiles>): string[] {
  mkdirSync(folder, { recursive: true });
  return files.map((file) => {
    const path = join(folder, file.name);
    writeFileSync(path, file.data, { flag: 'wx' });
    return path;
  });
}

function pathFromCwd(cwd: string, file: string): string {
  const path = relative(realpathOrSelf(cwd), realpathOrSelf(file));
  return path.startsWith('..') ? file : path.split(sep).join('/');
}

export const probe: Command<ProbeData> = {
  name: 'probe',
  examples: [
    { line: 'abapdeck probe FARES', does: 'write a throw-away class ZCL_<USER>_FARES (or your classPrefix) that runs as it is' },
    { line: 'abapdeck probe FARES --run', does: 'in the scratch workspace: write it, pull it and run it' },
  ],
  flags: {
    program: { type: 'boolean', description: 'a report instead of a class implementing IF_OO_ADT_CLASSRUN' },
    run: { type: 'boolean', description: 'scratch workspace only: commit, push, pull the probe\'s file and run it (only when asked)' },
    json: jsonFlag,
  },
  positionals: true,
  async run(context, flags, positionals) {
    if (positionals.length !== 1) throw new UsageError('give one PURPOSE, for example: abapdeck probe FLIGHTS');
    const kind: ProbeKind = flags['program'] ? 'program' : 'class';
    let purpose: string;
    try {
      purpose = normalizePurpose(positionals[0]!);
    } catch (error) {
      if (error instanceof ProbeNameError) throw new UsageError(error.message);
      throw error;
    }
    const project = context.project();
    const connection = await context.connection();
    const location = await locate(context, project, connection);
    const running = flags['run'] === true && location.workspace === 'scratch';
    let repository: RepositoryTarget | undefined;
    if (running) {
      checkRunSafeguard(project);
      repository = await scratchRepository(context, location);
    }

    const prefixes = probePrefixes(connection.user, connection.scratchWorkspace);
    const taken = objectNamesIn(location.folder);
    let name: string;
    try {
      name = probeName(kind === 'class' ? prefixes.classPrefix : prefixes.programPrefix, purpose, (candidate) => taken.has(candidate));
    } catch (error) {
      if (error instanceof ProbeNameError) throw new UsageError(error.message);
      throw error;
    }
    const written = writeProbe(location.folder, probeFiles(kind, name, purpose));
    const repositoryFiles = written.map((file) => repositoryPath(location, file));
    const data: ProbeData = {
      success: true,
      object_type: kind === 'class' ? 'CLAS' : 'PROG',
      object_name: name,
      workspace: location.workspace,
      folder: location.folder,
      files: written,
    };

    if (!running) {
      const remote = location.workspace === 'scratch' ? await readWorkspace(location.root) : undefined;
      data.next_commands = nextCommands({
        kind,
        name,
        workspace: location.workspace,
        root: location.root,
        cwdIsRoot: realpathOrSelf(context.cwd) === realpathOrSelf(location.root),
        files: repositoryFiles,
        syntaxFile: pathFromCwd(context.cwd, written[0]!),
        remoteUrl: remote?.remoteUrl ? redactUrl(remote.remoteUrl) : undefined,
        branch: remote?.branch,
      });
      if (flags['run']) data.notice = runOnlyInScratchNotice;
      return { data };
    }
    return runInScratch(context, data, { kind, name, location, repository: repository!, repositoryFiles, json: flags['json'] === true });
  },
  renderText: renderProbe,
};

/** The scratch workspace as a pull target: its own git repository with a remote origin. */
async function scratchRepository(context: CommandContext, location: ProbeLocation): Promise<RepositoryTarget> {
  const workspace = await readWorkspace(location.root);
  if (!workspace?.remoteUrl) {
    throw new UsageError(
      `--run commits and pushes the probe in the scratch workspace, but ${location.root} is not a git repository with a remote named origin`,
    );
  }
  return repositoryTarget({ ...context, cwd: location.root }, {});
}

async function runInScratch(
  context: CommandContext,
  data: ProbeData,
  run: { kind: ProbeKind; name: string; location: ProbeLocation; repository: RepositoryTarget; repositoryFiles: string[]; json: boolean },
): Promise<{ data: ProbeData; exitCode?: number }> {
  const { location, repository } = run;
  try {
    const connection = await context.connection();
    data.commit = await commitPaths(location.root, run.repositoryFiles, commitMessage(run.name), systemUserIdentity(connection.user, connection.origin));
    await push(location.root, repository.branch ?? repository.workspace?.branch ?? 'main');
  } catch (error) {
    if (error instanceof GitWorkspaceError) {
      throw new FailedError(`${error.message}\nThe probe is written (${data.files.join(', ')}); commit and push it yourself, then pull and run it.`);
    }
    throw error;
  }

  const { pull } = await import('../../client/sync.js');
  const { classRun, programRun, RunCallError } = await import('../../client/execution.js');
  const { agent } = await context.service();
  const request: PullRequest = { ...targetFields(repository), conflict_mode: 'abort', files: [run.repositoryFiles[0]!] };
  const transport = await transportOf(context, {});
  if (transport) request.transport_request = transport;
  data.pull = await pull(agent, request);
  if (data.pull.success !== 'X') {
    data.success = false;
    data.error = data.pull.message || messages.pullFailed;
    return { data, exitCode: exitCodes.failed };
  }
  try {
    data.output = run.kind === 'class' ? await classRun(agent, run.name) : await programRun(agent, run.name);
    return { data };
  } catch (error) {
    if (!(error instanceof RunCallError)) throw error;
    data.success = false;
    data.error = error.message;
    if (!run.json) {
      const hint = error.status === 500 ? '\nThe probe ended in a runtime error; see: abapdeck dump --detail 1' : '';
      context.stderr.write(`Error: ${error.message}${hint}\n`);
    }
    return { data, exitCode: exitCodes.failed };
  }
}

export function renderProbe(data: ProbeData): string {
  const what = data.object_type === 'CLAS' ? 'class' : 'report';
  const where = data.workspace === 'scratch' ? 'the scratch workspace' : 'the project';
  const lines = [`Probe ${what} ${data.object_name} written to ${where}:`, ...data.files.map((file) => `  ${file}`)];
  if (data.notice) lines.push('', data.notice);
  if (data.next_commands) lines.push('', 'Next:', ...data.next_commands.map((command) => `  ${command}`));
  if (data.commit) lines.push(`Committed ${data.commit.slice(0, 7)} and pushed.`);
  if (data.pull) {
    if (data.pull.success === 'X') lines.push(`Pulled into the system: ${data.pull.activated_objects.map((o) => `${o.obj_type} ${o.obj_name}`).join(', ') || 'no changes'}.`);
    else lines.push('', renderPull(data.pull).trimEnd());
  }
  let text = lines.join('\n') + '\n';
  if (data.output !== undefined) text += `\nOutput of ${data.object_name}:\n${data.output}${data.output.endsWith('\n') || data.output === '' ? '' : '\n'}`;
  return text;
}
