import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import type { Output } from '../context.js';
import { exitCodes, FailedError, RefusedError } from '../errors.js';
import type { ProjectConfig } from '../../workspace/project.js';
import { importRefusal } from '../../workspace/safeguards.js';
import { repositoryTarget, urlFlag } from '../repository-target.js';
import { targetFields } from '../../workspace/repository-target.js';
import type { ImportJobStatus, ImportRequest } from '../../protocol/sync.js';
import { syncCapability, type ImportPreviewResult } from '../../protocol/sync-extensions.js';

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

/** disableImport (users of importAllowedUsers exempt) and requireImportMessage, as the public implementation words them. */
export async function checkImportSafeguards(project: ProjectConfig, user: string, message: string | undefined): Promise<void> {
  const refusal = importRefusal(project, user, message);
  if (refusal) throw new RefusedError(refusal);
}

export const importCommand: Command<ImportData | ImportPreviewResult> = {
  name: 'import',
  examples: [
    { line: 'abapdeck import --dry-run', does: "the files an export of the link's package would add, change and delete" },
    { line: "abapdeck import --message 'Export from DEV'", does: 'export the package, commit and push' },
  ],
  flags: {
    url: urlFlag,
    branch: { type: 'string', value: 'name', description: 'branch to push to, created when missing (default: the current branch)' },
    package: { type: 'string', value: 'name', description: 'package to export (default: the package of the repository link)' },
    message: { type: 'string', value: 'text', description: "commit message (default 'feat: initial import from ABAP package <package>')" },
    prune: { type: 'boolean', description: 'delete the files of objects the system does not hold (kept otherwise), listing them' },
    'dry-run': { type: 'boolean', description: 'list the files the import would add, change and delete; change nothing' },
    json: jsonFlag,
  },
  async run(context, flags) {
    if (!flags['dry-run']) await checkImportSafeguards(context.project(), (await context.connection()).user, stringFlag(flags, 'message'));
    const target = await repositoryTarget(context, flags);
    const request: ImportRequest = targetFields(target);
    const pkg = stringFlag(flags, 'package');
    if (pkg) request.package = pkg.toUpperCase();
    if (flags['prune']) request.prune = true;
    if (flags['dry-run']) {
      const { previewImport, requireCapability } = await import('../../client/sync.js');
      const { agent } = await context.service();
      await requireCapability(agent, syncCapability.importPreview, 'an import preview');
      const preview = await previewImport(agent, request);
      return { data: preview, exitCode: preview.SUCCESS === 'X' ? exitCodes.success : exitCodes.failed };
    }
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
  renderText: (data) => {
    if ('COMMAND' in data) return renderImportPreview(data);
    const { jobNumber, status } = data;
    if (status.status === 'completed' && status.result) {
      return [
        status.message,
        `Files staged: ${status.result.filesStaged}`,
        `Commit: ${status.result.commitMessage}`,
        ...(status.result.prunedFiles && status.result.prunedFiles.length > 0 ? [`Pruned (${status.result.prunedFiles.length}):`, ...status.result.prunedFiles.map((path) => `  ${path}`)] : []),
        `Job: ${jobNumber}${status.startedAt ? `, started ${status.startedAt}` : ''}${status.completedAt ? `, completed ${status.completedAt}` : ''} (UTC)`,
      ].join('\n') + '\n';
    }
    return [`${status.message || 'Import failed'}: ${status.errorMessage ?? status.status}`, `Job: ${jobNumber}`].join('\n') + '\n';
  },
};

/** Counts first (they fit an 80-column screen), then the paths. */
export function renderImportPreview(preview: ImportPreviewResult): string {
  if (preview.SUCCESS !== 'X') return `${preview.ERROR}\n`;
  const added = preview.ADDED ?? [];
  const changed = preview.CHANGED ?? [];
  const deleted = preview.DELETED ?? [];
  const lines = [`Import of ${preview.PACKAGE} to ${preview.BRANCH}: ${added.length} to add, ${changed.length} to change, ${deleted.length} to delete, ${preview.UNCHANGED ?? 0} unchanged`];
  for (const [word, paths] of [['add', added], ['change', changed], ['delete', deleted]] as const) {
    for (const path of paths) lines.push(`  ${word.padEnd(6)} ${path}`);
  }
  return lines.join('\n') + '\n';
}
