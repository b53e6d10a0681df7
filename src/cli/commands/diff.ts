import type { Command } from '../command.js';
import { jsonFlag, listFlag, stringFlag } from '../command.js';
import { exitCodes } from '../errors.js';
import { repositoryTarget, targetFields } from '../repository-target.js';
import { renderPullPreview } from '../render/sync-preview.js';
import { parseFiles } from './pull.js';
import { syncCapability, type PullPreview, type PullPreviewRequest } from '../../protocol/sync-extensions.js';

/** Asks the system what a pull of the request would do (the extension route pull.preview). */
export async function fetchPullPreview(context: Parameters<Command['run']>[0], request: PullPreviewRequest): Promise<PullPreview> {
  const { previewPull, requireCapability } = await import('../../client/sync.js');
  const { agent } = await context.service();
  await requireCapability(agent, syncCapability.pullPreview, 'a pull preview');
  return previewPull(agent, request);
}

export const diff: Command<PullPreview> = {
  name: 'diff',
  summary: 'show how git differs from the system, object by object (changes nothing)',
  usage: 'abapdeck diff [--url <git-url>] [--branch <name>] [--files <f1,…>] [--objects <name,…>] [--json]',
  flags: {
    url: { type: 'string', value: 'git-url', description: 'repository URL (default: the remote origin of this git folder)' },
    branch: { type: 'string', value: 'name', description: 'branch (default: the current branch)' },
    files: { type: 'string', value: 'f1,f2,…', description: 'only the objects of these files (comma-separated)' },
    objects: { type: 'string', value: 'name,…', description: 'only these objects, by name (comma-separated)' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const target = await repositoryTarget(context, flags);
    const request: PullPreviewRequest = { ...targetFields(target) };
    const files = parseFiles(stringFlag(flags, 'files'));
    if (files) request.files = files;
    const objects = listFlag(flags, 'objects').map((name) => name.toUpperCase());
    if (objects.length > 0) request.objects = objects;
    const preview = await fetchPullPreview(context, request);
    return { data: preview, exitCode: preview.SUCCESS === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: (preview) => renderPullPreview(preview, { showUnchanged: false, diffs: true }),
};
