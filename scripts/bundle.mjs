// Bundles the command-line path (bin → cli → client) into a few files with esbuild, so that a command
// starts in a fraction of a second: loading got and tough-cookie as hundreds of small modules costs
// ~0.15 s, bundled ~0.05 s. The service, the embedded system and the TUI are not bundled: their modules
// find files beside themselves (kernel sources, work-process scripts) and load only when used, so imports
// of them stay imports of the compiled modules in dist/.
import { build } from 'esbuild';
import { renameSync, rmSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

const finaldir = resolve('dist/bundle');
// built beside and swapped in on success: a failed build (someone's half-typed file) keeps the last good bundle
const outdir = resolve('dist/bundle.next');
const unbundled = ['src/server', 'src/system', 'src/tui', 'src/store', 'src/debug', 'screens'].map((folder) => resolve('dist', folder) + sep);

const keepCompiledModules = {
  name: 'keep-compiled-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      if (!unbundled.some((folder) => target.startsWith(folder))) return undefined;
      return { path: relative(outdir, target).split(sep).join('/'), external: true };
    });
  },
};

// Chunk names change with their content: start from an empty folder so no stale chunk is left behind.
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: ['dist/src/entry.js'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepCompiledModules],
  external: ['better-sqlite3', '@abaplint/*', 'fastify', '@fastify/*', 'typebox', 'fast-xml-parser', 'ink', 'ink-*', 'react', 'react/*', 'zustand', 'luxon', 'clipboardy'],
  // got and its dependencies are CommonJS in places; give the bundle a require for them. The banner goes into
  // every chunk, so the require is made on first use: creating one costs ~1 ms a chunk, and only got's needs it.
  banner: {
    js:
      "import { createRequire as __abapdeckCreateRequire } from 'node:module'; let __abapdeckRequire; " +
      'const require = (id) => (__abapdeckRequire ??= __abapdeckCreateRequire(import.meta.url))(id);',
  },
});
rmSync(finaldir, { recursive: true, force: true });
renameSync(outdir, finaldir);
