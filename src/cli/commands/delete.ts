import type { Command } from '../command.js';
import { jsonFlag } from '../command.js';
import { exitCodes } from '../errors.js';
import { redactUrl } from '../../workspace/git-workspace.js';
import { repositoryTarget, urlFlag } from '../repository-target.js';
import type { DeleteResult } from '../../protocol/sync.js';

export interface DeleteData extends DeleteResult {
  url: string;
}

export const deleteCommand: Command<DeleteData> = {
  name: 'delete',
  examples: [
    { line: 'abapdeck delete', does: "remove the link of this git folder's repository; the objects stay" },
  ],
  flags: {
    url: urlFlag,
    json: jsonFlag,
  },
  async run(context, flags) {
    const target = await repositoryTarget(context, flags);
    const { deleteRepository } = await import('../../client/sync.js');
    const result = await deleteRepository((await context.service()).agent, target.url);
    if (result.success !== 'X' && !flags['json']) context.stderr.write(`Error: ${result.error ?? 'the repository link was not deleted'}\n`);
    return { data: { ...result, url: target.url }, exitCode: result.success === 'X' ? exitCodes.success : exitCodes.failed };
  },
  renderText: (data) => (data.success === 'X' ? `${data.message ?? 'Repository deleted'}: ${redactUrl(data.url)}\n` : ''),
};
