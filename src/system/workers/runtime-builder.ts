/**
 * The runtime build's incremental step on a kept worker thread (build-worker.ts): after an activation the
 * service sends the changed keys and waits, and the HTTP loop stays free while the transpiler works (a pull of
 * 1,000 objects held it for tens of seconds). Builds run one after the other, each from the generation the
 * service has.
 *
 *   const builder = new RuntimeBuilder(repositoryFile, root);
 *   const generation = await builder.apply({ base, changed, removed });
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { installRoot } from '../../version.js';
import type { Generation } from '../execution/transpile/runtime-build.js';
import type { BuildTask } from './build-worker.js';
import type { AbapObject } from '../objects.js';

/** The compiled build worker of this installation. */
export function buildWorkerEntry(): string {
  return join(installRoot(), 'dist', 'src', 'system', 'workers', 'build-worker.js');
}

export class RuntimeBuilder {
  private readonly pool: Piscina;

  constructor(
    private readonly repositoryFile: string,
    private readonly root: string,
    entry = buildWorkerEntry(),
  ) {
    this.pool = new Piscina({ filename: pathToFileURL(entry).href, minThreads: 1, maxThreads: 1, idleTimeout: Number.POSITIVE_INFINITY });
  }

  /** Transpiles the changed objects (and their users) into the next generation. */
  apply(change: Pick<BuildTask, 'base' | 'changed' | 'removed'>): Promise<Generation> {
    return this.pool.run({ op: 'apply', repositoryFile: this.repositoryFile, root: this.root, ...change } satisfies BuildTask) as Promise<Generation>;
  }

  /**
   * Builds objects a pull is about to activate, while its checks run, into a generation the service does not
   * take: the apply after the activation confirms it (or builds back what failed), so little is left to do then.
   */
  async stage(base: number | undefined, expected: AbapObject[]): Promise<void> {
    await this.pool.run({ op: 'stage', repositoryFile: this.repositoryFile, root: this.root, base, changed: [], removed: [], expected } satisfies BuildTask);
  }

  /** Parses the kernel and the active objects into the worker's registry, ahead of the first activation. */
  async prepare(base: number | undefined): Promise<void> {
    await this.pool.run({ op: 'prepare', repositoryFile: this.repositoryFile, root: this.root, base, changed: [], removed: [] } satisfies BuildTask);
  }

  /** Brings the build in step with every active object (the first build of a service), from the build cache when it has it. */
  sync(base: number | undefined, cacheDir: string | undefined): Promise<Generation> {
    return this.pool.run({ op: 'sync', repositoryFile: this.repositoryFile, root: this.root, base, changed: [], removed: [], cacheDir } satisfies BuildTask) as Promise<Generation>;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
