/**
 * Reading the files of a pull as abapGit objects (readRepository: XML parsing of every file, half a second
 * for the 2,000 files of 1,000 objects) on a worker thread, so the HTTP event loop only routes and waits.
 * A few files (a one-file pull) are read in place: a thread hop would cost more than the reading. The
 * thread starts with the first large read and ends after a minute without one.
 *
 *   const reader = new RepositoryReader();
 *   const content = await reader.read(files, 'ZPACKAGE');
 *   await reader.close();
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { installRoot } from '../../version.js';
import { readRepository, type RepositoryContent } from '../abapgit/index.js';
import type { GitFile } from '../objects.js';

export interface ReadTask {
  files: GitFile[];
  rootPackage: string;
}

/** Files read in place below this count; from it on, on the reader thread. */
export const READ_IN_PLACE_BELOW = 200;

/** The compiled reader thread of this installation. */
export function readWorkerEntry(): string {
  return join(installRoot(), 'dist', 'src', 'system', 'workers', 'read-worker.js');
}

export class RepositoryReader {
  private pool: Piscina | undefined;

  constructor(
    private readonly entry = readWorkerEntry(),
    private readonly inPlaceBelow = READ_IN_PLACE_BELOW,
  ) {}

  read(files: GitFile[], rootPackage: string): Promise<RepositoryContent> {
    if (files.length < this.inPlaceBelow) return Promise.resolve(readRepository(files, rootPackage));
    this.pool ??= new Piscina({ filename: pathToFileURL(this.entry).href, minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
    return this.pool.run({ files, rootPackage } satisfies ReadTask) as Promise<RepositoryContent>;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
