import type { Command } from '../command.js';
import { jsonFlag } from '../command.js';
import { redactUrl } from '../../workspace/git-workspace.js';
import { repositoryTarget, urlFlag } from '../repository-target.js';
import type { StatusResult } from '../../protocol/sync.js';

export const status: Command<StatusResult> = {
  name: 'status',
  examples: [
    { line: 'abapdeck status', does: 'is this repository linked, to which package, and which commit was pulled last' },
  ],
  flags: {
    url: urlFlag,
    json: jsonFlag,
  },
  async run(context, flags) {
    const target = await repositoryTarget(context, flags);
    const { repositoryStatus } = await import('../../client/sync.js');
    return { data: await repositoryStatus((await context.service()).agent, target.url) };
  },
  renderText: (data) => {
    if (data.status !== 'Found') {
      return [`Repository: not linked (${redactUrl(data.url)})`, `  ${data.error ?? 'Run abapdeck create --package <name> to link it.'}`].join('\n') + '\n';
    }
    return [
      `Repository: linked (${redactUrl(data.url)})`,
      `  Key: ${data.repo_key ?? ''}`,
      `  Name: ${data.repo_name ?? ''}${data.display_name ? ` (${data.display_name})` : ''}`,
      `  Package: ${data.package ?? ''}`,
      `  Branch: ${data.branch ?? ''}`,
      `  Folders: ${data.starting_folder ?? ''} ${data.folder_logic ?? ''}`,
      `  Transport required: ${data.transport_required ? 'yes' : 'no'}`,
      `  Last pulled commit: ${data.last_pulled_commit || '(none)'}`,
    ].join('\n') + '\n';
  },
};
