// Bundles the command-line path (bin → cli → client) into a few files with esbuild, so that a command
// starts in a fraction of a second: loading got and tough-cookie as hundreds of small modules costs
// ~0.15 s, bundled ~0.05 s. Server, checks, TUI and native packages stay external (loaded only when used).
import { build } from 'esbuild';

await build({
  entryPoints: ['dist/src/cli/entry.js'],
  outdir: 'dist/bundle',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  external: [
    'better-sqlite3',
    '@abaplint/*',
    'fastify',
    '@fastify/*',
    'typebox',
    'fast-xml-parser',
    'ink',
    'ink-*',
    'react',
    'react/*',
    'zustand',
    'luxon',
  ],
  // got and its dependencies are CommonJS in places; give the bundle a require for them.
  banner: { js: "import { createRequire as __abapdeckRequire } from 'node:module'; const require = __abapdeckRequire(import.meta.url);" },
});
