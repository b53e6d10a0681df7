/**
 * The import job's record while it runs: every update the job writes, in order. The job store is the real
 * one over the system's database; the test only listens to what is written.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedSystem } from '../../../src/system/system.js';
import { ImportJobs } from '../../../src/system/sync/import-jobs.js';
import { JobStore, type JobProgress } from '../../../src/system/sync/job-store.js';
import { GitMirrors } from '../../../src/system/sync/mirrors.js';
import { RepositoryLinks } from '../../../src/system/sync/repository-links.js';
import { RepositoryLocks } from '../../../src/system/sync/repository-locks.js';
import { SecretBox } from '../../../src/system/git/index.js';
import { openDemoSystemAt } from '../../support/demo-template.js';
import { createBareRepository } from '../../support/git.js';
import { tempDir } from '../../support/service.js';

class ListenedJobStore extends JobStore {
  readonly updates: JobProgress[] = [];
  override progress(jobNumber: string, progress: JobProgress): void {
    this.updates.push(progress);
    super.progress(jobNumber, progress);
  }
}

let root: string;
let system: EmbeddedSystem;

beforeAll(async () => {
  root = tempDir('abapdeck-import-progress-');
  system = openDemoSystemAt(join(root, 'data'));
});

afterAll(() => {
  system.close();
  rmSync(root, { recursive: true, force: true });
});

/** The links of the system, with `bare` linked to ZDEMO (an import writes only to a linked repository). */
function linkedTo(bare: string): RepositoryLinks {
  const links = new RepositoryLinks(system.db, new SecretBox(system.dataDir));
  for (const link of links.all()) links.remove(link.key);
  links.create({ url: bare, branch: 'main', package: 'ZDEMO', name: 'progress', displayName: '', folderLogic: 'PREFIX', startingFolder: '/src/' }, 'DEVELOPER');
  return links;
}

describe('import job progress', () => {
  it('starts running with the first staging message; a stop ends it as error, never left running', async () => {
    const bare = await createBareRepository(root, 'progress');
    const jobs = new ListenedJobStore(system.db);
    const imports = new ImportJobs({
      system,
      jobs,
      links: linkedTo(bare),
      mirrors: new GitMirrors(join(root, 'git')),
      locks: new RepositoryLocks(),
      localRoot: () => root,
    });
    const accepted = imports.start({ url: bare, package: 'ZDEMO' }, 'DEVELOPER');
    if (!accepted.success) throw new Error(accepted.error);
    expect(jobs.get(accepted.jobNumber)).toMatchObject({ status: 'running', stage: 'STAGE_FILES', message: 'Staging files (0 of 0)', progress: 0 });
    await imports.stopAll();
    expect(jobs.get(accepted.jobNumber)).toMatchObject({
      status: 'error',
      stage: 'FAILED',
      message: 'Error during import',
      errorMessage: 'Job interrupted by a shutdown of the system',
    });
  });

  it('reports staging as current of total, never going back, with the progress rising to 100', async () => {
    const bare = await createBareRepository(root, 'progress-2');
    const jobs = new ListenedJobStore(system.db);
    const imports = new ImportJobs({
      system,
      jobs,
      links: linkedTo(bare),
      mirrors: new GitMirrors(join(root, 'git')),
      locks: new RepositoryLocks(),
      localRoot: () => root,
    });
    const accepted = imports.start({ url: bare, package: 'ZDEMO' }, 'DEVELOPER');
    if (!accepted.success) throw new Error(accepted.error);
    for (let i = 0; i < 400 && jobs.get(accepted.jobNumber)!.status === 'running'; i++) await new Promise((r) => setTimeout(r, 25));
    const record = jobs.get(accepted.jobNumber)!;
    expect(record).toMatchObject({ status: 'completed', stage: 'FINISHED', progress: 100, message: 'Import completed successfully' });
    const total = Number(JSON.parse(record.result).filesStaged);

    const staging = jobs.updates.filter((u) => u.message.startsWith('Staging files'));
    expect(staging.length).toBeGreaterThan(1);
    for (const update of staging) {
      expect(update).toMatchObject({ stage: 'STAGE_FILES', total, message: `Staging files (${update.current} of ${total})` });
    }
    expect(staging[staging.length - 1]!.current).toBe(total);
    const currents = staging.map((u) => u.current);
    expect(currents).toEqual([...currents].sort((a, b) => a - b));
    const percents = jobs.updates.map((u) => u.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(jobs.updates.some((u) => u.message.startsWith('Serializing objects'))).toBe(true);
    expect(jobs.updates[jobs.updates.length - 1]!.message).toBe('Pushing to branch main');
  });
});
