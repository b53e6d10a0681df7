// Bundles the command-line path (bin → cli → client) and the TUI (src/tui, src/store, screens with Ink, React
// and zustand) into a few files with esbuild, so that a command starts in a fraction of a second: loading got
// and tough-cookie as hundreds of small modules costs ~0.15 s, bundled ~0.05 s; the TUI's ~400 modules (Ink's
// CommonJS React reconciler read by Node's export lexer among them) were half of its start (issue 20). The
// service, the embedded system and the debug session are not bundled: their modules find files beside
// themselves (kernel sources, work-process scripts, the debug daemon) and load only when used, so imports of
// them stay imports of the compiled modules in dist/.
import { build } from 'esbuild';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const finaldir = resolve('dist/bundle');
// built beside and swapped in on success: a failed build (someone's half-typed file) keeps the last good bundle
const outdir = resolve('dist/bundle.next');
const unbundled = ['src/server', 'src/system', 'src/debug'].map((folder) => resolve('dist', folder) + sep);

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

// Ink's Output class is reached by file URL beside Ink's entry (src/tui/ink-output-module.ts); bundled, that
// file would be a second instance Ink never renders with, so the module becomes a static import of the same file.
const inkOutputModule = {
  name: 'ink-output-module',
  setup(build) {
    build.onResolve({ filter: /\/ink-output-module\.js$/ }, () => ({ path: 'ink-output-module', namespace: 'ink-output' }));
    build.onLoad({ filter: /.*/, namespace: 'ink-output' }, () => {
      const output = join(dirname(createRequire(import.meta.url).resolve('ink')), 'output.js');
      if (!existsSync(output)) throw new Error(`Ink's Output module is not at ${output}`);
      return {
        contents: `import Output from ${JSON.stringify(output)}; export async function loadInkOutput() { return Output; }`,
        resolveDir: dirname(output),
        loader: 'js',
      };
    });
  },
};

// Yoga (Ink's layout) fetches its WebAssembly from a data: URL when fetch exists, and Node's fetch loads undici for
// it (~40 ms of the TUI's start); without fetch it decodes the same bytes itself. The bundled copy takes that path.
const yogaWithoutFetch = {
  name: 'yoga-without-fetch',
  setup(build) {
    build.onLoad({ filter: /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const fetching = 'function ya(){return w||"function"!=typeof fetch?';
      if (source.split(fetching).length !== 2) throw new Error(`yoga-layout changed: no single "${fetching}" in ${args.path}`);
      return { contents: source.replace(fetching, 'function ya(){return w||true?'), loader: 'js' };
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
  plugins: [inkOutputModule, yogaWithoutFetch, keepCompiledModules],
  // react-devtools-core: Ink imports it only with DEV=true, and it is not installed
  external: ['better-sqlite3', '@abaplint/*', '#abaplint/*', '#fastify', '#typebox', 'fastify', '@fastify/*', 'typebox', 'fast-xml-parser', 'luxon', 'clipboardy', 'react-devtools-core'],
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
