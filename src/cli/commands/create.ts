import { basename } from 'node:path';
import type { Command } from '../command.js';
import { jsonFlag, stringFlag } from '../command.js';
import { exitCodes, UsageError } from '../errors.js';
import { redactUrl } from '../../workspace/git-workspace.js';
import { repositoryTarget, urlFlag } from '../repository-target.js';
import { targetFields } from '../../workspace/repository-target.js';
import type { CreateRequest, CreateResult } from '../../protocol/sync.js';

export interface CreateData extends CreateResult {
  url: string;
  package: string;
  branch: string;
}

export const create: Command<CreateData> = {
  name: 'create',
  examples: [
    { line: 'abapdeck create --package ZDEMO', does: "link this git folder's origin and branch to the package ZDEMO" },
    { line: 'abapdeck create --package ZAPP --url https://github.com/example/app.git --branch main --folder-logic FULL', does: 'link another repository, folders named fully' },
  ],
  flags: {
    package: { type: 'string', value: 'name', description: 'root package of the repository (required)' },
    url: urlFlag,
    branch: { type: 'string', value: 'name', description: 'branch (default: the current branch, else main)' },
    name: { type: 'string', value: 'text', description: 'repository name (default: from the URL)' },
    'display-name': { type: 'string', value: 'text', description: 'display name' },
    folder: { type: 'string', value: 'path', description: 'starting folder when the repository has no .abapgit.xml (default /src/)' },
    'folder-logic': { type: 'string', value: 'PREFIX|FULL', description: 'folder logic when the repository has no .abapgit.xml (default PREFIX)' },
    json: jsonFlag,
  },
  async run(context, flags) {
    const pkg = stringFlag(flags, 'package');
    if (!pkg) throw new UsageError('--package is required');
    const target = await repositoryTarget(context, flags);
    const request: CreateRequest = { ...targetFields(target), package: pkg.toUpperCase() };
    request.name = stringFlag(flags, 'name') ?? basename(target.url).replace(/\.git$/i, '');
    const optional = { display_name: 'display-name', folder: 'folder', folder_logic: 'folder-logic' } as const;
    for (const [field, flag] of Object.entries(optional) as Array<[keyof typeof optional, string]>) {
      const value = stringFlag(flags, flag);
      if (value) request[field] = field === 'folder_logic' ? value.toUpperCase() : value;
    }
    const { createRepository } = await import('../../client/sync.js');
    const result = await createRepository((await context.service()).agent, request);
    if (result.success !== 'X' && !flags['json']) context.stderr.write(`Error: ${result.error ?? result.message ?? 'the repository was not created'}\n`);
    return {
      data: { ...result, url: target.url, package: request.package!, branch: target.branch ?? 'main' },
      exitCode: result.success === 'X' ? exitCodes.success : exitCodes.failed,
    };
  },
  renderText: (data) =>
    data.success === 'X'
      ? [
          data.message ?? 'Repository created successfully',
          `  Key: ${data.repo_key ?? ''}`,
          `  Name: ${data.repo_name ?? ''}`,
          `  URL: ${redactUrl(data.url)}`,
          `  Package: ${data.package}`,
          `  Branch: ${data.branch}`,
        ].join('\n') + '\n'
      : '',
};
