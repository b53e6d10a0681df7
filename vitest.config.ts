import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // seeds the demo data folder once; startTestService({ demo: true }) copies it
    globalSetup: ['test/support/global-setup.ts'],
    reporters: ['default'],
  },
});
