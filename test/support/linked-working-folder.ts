import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { testPasswords, type TestService } from './service.js';
import { createBareRepository, workingCopy } from './git.js';
import { names, syncRepository } from './git-fixtures.js';
import { gitSync } from '../../src/system/sync/index.js';

/**
 * A working folder below `root` whose origin is a new bare repository of the sync fixture, linked to Z<prefix> on
 * the service, with a credentials file for it (kept out of git): what a user has after `create` in their checkout.
 */
export async function linkedWorkingFolder(service: TestService, root: string, prefix: string) {
  const bare = await createBareRepository(join(root, 'remotes'), prefix.toLowerCase());
  const work = join(root, prefix);
  await workingCopy(work, bare, syncRepository({ prefix, withTable: false }));
  writeFileSync(
    join(work, '.abapGitAgent'),
    JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', client: '100', user: 'DEVELOPER', password: testPasswords.DEVELOPER }),
  );
  writeFileSync(join(work, '.git', 'info', 'exclude'), '.abapGitAgent\n');
  expect((await gitSync(service.system).create({ url: bare, package: names(prefix).root }, 'DEVELOPER')).success).toBe('X');
  return { work, bare, n: names(prefix) };
}
