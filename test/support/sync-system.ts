import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem } from '../../src/system/system.js';
import { gitSync, type GitSync } from '../../src/system/sync/index.js';
import { openDemoSystemAt } from './demo-template.js';
import { tempDir, testPasswords } from './service.js';

export interface SyncSystem {
  /** A temporary folder for the test's repositories (the data folder is below it). */
  root: string;
  system: EmbeddedSystem;
  sync: GitSync;
  close(): void;
}

/**
 * An embedded system in a temporary data folder with its git synchronisation, and no service: for tests whose
 * subject is the system's sync, not the wire (those run against startTestService in test/server). Local
 * repositories in temporary folders are taken, as the test service takes them.
 */
export function openSyncSystem(prefix: string, options: { demo?: boolean; prepare?: (system: EmbeddedSystem) => void } = {}): SyncSystem {
  const root = tempDir(prefix);
  const dataDir = join(root, 'data');
  const system = options.demo ? openDemoSystemAt(dataDir) : EmbeddedSystem.open({ dataDir, initialPasswords: testPasswords });
  options.prepare?.(system);
  const sync = gitSync(system);
  sync.localRepositoryRoot = tmpdir();
  return {
    root,
    system,
    sync,
    close() {
      system.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
