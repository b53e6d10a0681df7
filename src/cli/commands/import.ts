import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import type { Output } from '../context.js';
import { exitCodes, FailedError } from '../errors.js';
import { repositoryTarget, targetFields } from '../repository-target.js';
import type { ImportJobStatus, ImportRequest } from '../../protocol/sync.js';

export interface ImportData {
  jobName: string;
  jobNumber: string;
  url: string;
  status: ImportJobStatus;
}

/** Progress as the job reports it: a redrawn bar on a terminal, a line per change otherwise. */
export function progressReporter(out: Output): { update(status: ImportJobStatus): void; end(): void } {
  let last = '';
  let drawn = false;
  return {
    update(status) {
      const line = `${String(status.progress).padStart(3)}% ${status.message}`;
      if (line === last) return;
      last = line;
      if (out.isTTY) {
        const width = 30;
        const filled = Math.round((Math.max(0, Math.min(100, status.progress)) / 100) * width);
        out.write(`\r\x1b[2K[${'='.repeat(filled)}${' '.repeat(width - filled)}] ${line}`);
        drawn = true;
      } else {
        out.write(`${line}\n`);
      }
    },
    end() {
      if (drawn) out.write('\n');
    },
  };
}

export const importCommand: Command<ImportData> = {
  name: 'import',
  summary: 'export a package into git as a background job, with progress',
  usage: 'abapdeck import [--url <git-url>] [--branch <name>] [--package <name>] [--message <text>] [--json]',
  flags: {
    url: { type: 'string', value: 'git-url', description: 'repository URL (default: the remote origin of this git folder)' },
    branch: { type: 'string', value: 'name', description: 'branch to push to, created when missing (default: the current branch)' },
    package: { type: 'string', value: 'name', description: 'package to export (default: the package of the repository link)' },
    message: { type: 'string', value: 'text', description: "commit message (default 'feat: initial import from ABAP package <package>')" },
    json: jsonFlag,
  },
  async run(context, flags) {
    const target = await repositoryTarget(context, flags);
    const request: ImportRequest = targetFields(target);
    const pkg = stringFlag(flags, 'package');
    if (pkg) request.package = pkg.toUpperCase();
    const message = stringFlag(flags, 'message');
    if (message) request.message = message;

    const { startImport, followImport } = await import('../../client/sync.js');
    const { agent } = await context.service();
    const accepted = await startImport(agent, request);
    if (!accepted.success) throw new FailedError(accepted.error);
    if (!flags['json']) context.stderr.write(`Import job ${accepted.jobNumber} started for ${target.url}\n`);
    const progress = progressReporter(context.stderr);
    let status: ImportJobStatus;
    try {
      status = await followImport(agent, accepted.jobNumber, { onUpdate: (s) => progress.update(s) });
    } finally {
      progress.end();
    }
    const ok = status.status === 'completed' && status.result?.success === 'X';
    return { data: { jobName: accepted.jobName, jobNumber: accepted.jobNumber, url: target.url, status }, exitCode: ok ? exitCodes.success : exitCodes.failed };
  },
  renderText: ({ jobNumber, status }) => {
    if (status.status === 'completed' && status.result) {
      return [
        status.message,
        `Files staged: ${status.result.filesStaged}`,
        `Commit: ${status.result.commitMessage}`,
        `Job: ${jobNumber}${status.startedAt ? `, started ${status.startedAt}` : ''}${status.completedAt ? `, completed ${status.completedAt}` : ''} (UTC)`,
      ].join('\n') + '\n';
    }
    return [`${status.message || 'Import failed'}: ${status.errorMessage ?? status.status}`, `Job: ${jobNumber}`].join('\n') + '\n';
  },
};
