import type { Command } from '../command.js';
import { jsonFlag, listFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { repositoryTarget } from '../repository-target.js';
import { targetFields } from '../../workspace/repository-target.js';
import { renderPullPreview } from '../render/sync-preview.js';
import { parseFiles } from './pull.js';
import { syncCapability, type PullPreview, type PullPreviewRequest } from '../../protocol/sync-extensions.js';

/**
 * Asks the system what a pull of the request would do (the extension route pull.preview); a system without
 * it gets the client's own comparison of the working folder with view results (sources only).
 */
export async function fetchPullPreview(context: Parameters<Command['run']>[0], request: PullPreviewRequest, workspaceRoot?: string): Promise<PullPreview> {
  const { previewPull, capabilities } = await import('../../client/sync.js');
  const { agent } = await context.service();
  if ((await capabilities(agent)).includes(syncCapability.pullPreview)) return previewPull(agent, request);
  if (!workspaceRoot) throw new UsageError('The connected system offers no pull preview (capability pull.preview): run this in the git working folder, whose files are then compared with the system');
  const { localPullPreview } = await import('../../workspace/local-preview.js');
  return localPullPreview(agent, workspaceRoot, { ...(request.files ? { files: request.files } : {}), ...(request.objects ? { objects: request.objects } : {}) });
}

export const diff: Command<PullPreview> = {
  name: 'diff',
  examples: [
    { line: 'abapdeck diff', does: 'how the pushed branch differs from the system, object by object' },
    { line: 'abapdeck diff --objects ZCL_DEMO_FARE_CALCULATOR --json', does: "one object's diff, as JSON" },
  ],
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
    const preview = await fetchPullPreview(context, request, target.workspace?.root);
    return { data: preview, exitCode: preview.SUCCESS === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: (preview) => renderPullPreview(preview, { showUnchanged: false, diffs: true }),
};
