import type { Command } from '../command.js';
import { jsonFlag, listFlag, stringFlag } from '../command.js';
import { exitCodes } from '../errors.js';
import { repositoryTarget, urlFlag } from '../repository-target.js';
import { targetFields } from '../../workspace/repository-target.js';
import { renderPullPreview } from '../render/sync-preview.js';
import { fetchPullPreview, parseFiles } from '../pull-preview.js';
import type { PullPreview, PullPreviewRequest } from '../../protocol/sync-extensions.js';
import type { PullPreviewAnswer } from '../../protocol/assistant-answers.js';

export const diff: Command<PullPreview> = {
  name: 'diff',
  examples: [
    { line: 'abapdeck diff', does: 'how the pushed branch differs from the system, object by object' },
    { line: 'abapdeck diff --objects ZCL_DEMO_FARE_CALCULATOR --json', does: "one object's diff, as JSON" },
  ],
  flags: {
    url: urlFlag,
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
    // the shape MCP's abap_sync_diff lists as its output schema
    return { data: preview satisfies PullPreviewAnswer, exitCode: preview.SUCCESS === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: (preview) => renderPullPreview(preview, { showUnchanged: false, diffs: true }),
};
