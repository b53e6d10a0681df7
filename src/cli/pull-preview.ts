/**
 * What `pull` and `diff` share: the --files flag read into file names, and the pull preview (the system's
 * extension route, else the client's own comparison of the working folder).
 */
import type { CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { syncCapability, type PullPreview, type PullPreviewRequest } from '../protocol/sync-extensions.js';

/** The comma-separated --files flag: undefined when absent; present but empty is a usage error. */
export function parseFiles(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const files = value.split(',').map((file) => file.trim()).filter(Boolean);
  if (files.length === 0) throw new UsageError('--files needs at least one file name');
  return files;
}

/**
 * Asks the system what a pull of the request would do (the extension route pull.preview); a system without
 * it gets the client's own comparison of the working folder with view results (sources only).
 */
export async function fetchPullPreview(context: CommandContext, request: PullPreviewRequest, workspaceRoot?: string): Promise<PullPreview> {
  const { previewPull, capabilities } = await import('../client/sync.js');
  const { agent } = await context.service();
  if ((await capabilities(agent)).includes(syncCapability.pullPreview)) return previewPull(agent, request);
  if (!workspaceRoot) throw new UsageError('The connected system offers no pull preview (capability pull.preview): run this in the git working folder, whose files are then compared with the system');
  const { localPullPreview } = await import('../workspace/local-preview.js');
  return localPullPreview(agent, workspaceRoot, { ...(request.files ? { files: request.files } : {}), ...(request.objects ? { objects: request.objects } : {}) });
}
