import { configDefaults, defineConfig } from 'vitest/config';

const testFiles = (folder: string) => [`${folder}/**/*.test.ts`, `${folder}/**/*.test.tsx`];
/**
 * Folders whose files keep a fresh process each (vitest's default isolation): the reliability tests (they kill
 * services and work processes) and the package test (an npm install of the tarball). The TUI's files share their
 * worker like the rest (Ink and React load once a worker, not once a file: test/tui took 103 s alone, 72 s shared);
 * the ones that set XDG_STATE_HOME restore it, and no module of screens/ may compute a table while its imports are
 * still loading (screens/keys/index.ts builds the key screens when asked).
 */
const isolated = ['test/reliability', 'test/packaging'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // seeds the demo data folder once; startTestService({ demo: true }) copies it
    globalSetup: ['test/support/global-setup.ts'],
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated.flatMap(testFiles) } },
      {
        // One process per worker runs file after file: the modules the files share (the service, the system,
        // @abaplint/core, the transpiler) load once per worker instead of once per file, which took about a
        // third of the suite's time. Each file still starts its own services, data folders and repositories;
        // none of these files changes process-wide state (environment, working folder, mocks) without restoring it.
        extends: true,
        test: { name: 'shared', include: testFiles('test'), exclude: [...configDefaults.exclude, ...isolated.map((folder) => `${folder}/**`)], isolate: false },
      },
    ],
  },
});
