// Bundles the command-line path (bin → entry → cli → client; one CommonJS file) and the TUI (src/tui, src/store,
// screens with Ink, React and zustand; ES module chunks) with esbuild, so that a command starts in a fraction of
// a second: loading got and tough-cookie as hundreds of small modules costs ~0.15 s, bundled ~0.05 s; the TUI's ~400 modules (Ink's
// CommonJS React reconciler read by Node's export lexer among them) were half of its start (issue 20). The
// service, the embedded system and the debug session are not bundled: their modules find files beside
// themselves (kernel sources, work-process scripts, the debug daemon) and load only when used, so imports of
// them stay imports of the compiled modules in dist/.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { escapeBeyondAscii } from './ascii-source.mjs';

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

// The protocol's wire schemas (src/protocol/wire-schema.ts) import TypeBox's builders as #typebox, in the service the
// bundle of dist/vendor (with fastify); a face bundles the few builders it uses instead (a few KB, no fastify).
// TypeBox's modules declare no side effects, so that only the builders' own code is kept.
const typeboxFolder = dirname(createRequire(import.meta.url).resolve('typebox')) + sep;
const typeboxBuilders = {
  name: 'typebox-builders',
  setup(build) {
    build.onResolve({ filter: /^#typebox$/ }, () => ({ path: createRequire(import.meta.url).resolve('typebox'), sideEffects: false }));
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (!args.importer.startsWith(typeboxFolder)) return undefined;
      return { path: resolve(args.resolveDir, args.path), sideEffects: false };
    });
  },
};

const external = ['better-sqlite3', '@abaplint/*', '#abaplint/*', '#fastify', '#fastify/ajv-compiler', 'fastify', '@fastify/*', 'typebox', 'fast-xml-parser', 'luxon', 'clipboardy', 'react-devtools-core'];

// ES module entries: the faces that draw with Ink (Ink and Yoga use top-level await) — the TUI, and the transport
// picker a CLI command may show — and got with its cookie jar, which the TUI and the debugger send through. The
// command-line bundle below reaches each by its file name, lazily.
const esmEntries = {
  tui: 'dist/src/tui/start.js',
  'pick-transport': 'dist/src/ui/pick-transport.js',
  'got-transport': 'dist/src/client/got-transport.js',
  // the MCP server (`abapdeck mcp`) with the MCP SDK and its validators: kept out of the command line's bundle,
  // which every command reads
  mcp: 'dist/src/mcp/server.js',
  // the language server (`abapdeck lsp`) with vscode-languageserver
  lsp: 'dist/src/lsp/server.js',
  // the debug adapter (`abapdeck dap`) with @vscode/debugadapter: the same, for editors
  dap: 'dist/src/dap/server.js',
};
await build({
  entryPoints: esmEntries,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [inkOutputModule, yogaWithoutFetch, typeboxBuilders, keepCompiledModules],
  // react-devtools-core: Ink imports it only with DEV=true, and it is not installed
  external,
  // got and its dependencies are CommonJS in places; give the bundle a require for them. The banner goes into
  // every chunk, so the require is made on first use: creating one costs ~1 ms a chunk, and only got's needs it.
  banner: {
    js:
      "import { createRequire as __abapdeckCreateRequire } from 'node:module'; let __abapdeckRequire; " +
      'const require = (id) => (__abapdeckRequire ??= __abapdeckCreateRequire(import.meta.url))(id);',
  },
});

// The command line (src/entry.ts and what a command reaches) as one CommonJS file, which bin/abapdeck runs from
// V8's code cache (src/vendor/code-cache.ts): as ~20 ES module chunks, resolving and linking them was ~28 ms of
// a 0.17 s command (issue 20). CommonJS also keeps each lazily loaded command's packages lazy, which an unsplit
// ES module bundle cannot (it hoists them into static imports). The entries above stay ES modules: Ink's faces
// cannot be CommonJS, and got's 600 KB (with tough-cookie and the public-suffix list) would be read and hashed
// at every command that sends with node:http.
const inkFolders = ['src/tui', 'src/store', 'src/ui', 'screens'].map((folder) => resolve('dist', folder) + sep);
const esmEntryFiles = new Map(Object.entries(esmEntries).map(([name, file]) => [resolve(file), `./${name}.js`]));
const esmOnly = /^(ink|ink-[\w-]+|react|react\/.*|zustand|got|tough-cookie)$/;
const esmEntriesByName = {
  name: 'esm-entries',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      const entry = esmEntryFiles.get(target);
      if (entry && args.kind === 'dynamic-import') return { path: entry, external: true };
      if (!entry && !inkFolders.some((folder) => target.startsWith(folder))) return undefined;
      return { errors: [{ text: `${args.importer} imports ${args.path}: the command line reaches it only through a lazy import of ${[...esmEntryFiles.keys()].join(', ')}` }] };
    });
    build.onResolve({ filter: esmOnly }, (args) => ({
      errors: [{ text: `${args.importer} imports ${args.path}: it belongs to the ES module entries (${Object.keys(esmEntries).join(', ')})` }],
    }));
  },
};
const cliFile = join(outdir, 'cli.cjs');
const cli = await build({
  entryPoints: ['dist/src/entry.js'],
  outfile: cliFile,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [esmEntriesByName, typeboxBuilders, keepCompiledModules],
  external,
  // the modules' own URL (finding package.json, the binary): the bundle's, which sits where the chunks did
  define: { 'import.meta.url': '__abapdeckModuleUrl' },
  banner: { js: "const __abapdeckModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
});
// code run from node:vm cannot import() in Node 20: every lazy import of an ES module goes through the __import
// the loader passes in (src/vendor/code-cache.ts)
const lazyImports = new Set(
  Object.values(cli.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.kind === 'dynamic-import' && entry.external)
    .map((entry) => entry.path),
);
let cliSource = readFileSync(cliFile, 'utf8');
for (const specifier of lazyImports) {
  const call = `import(${JSON.stringify(specifier)})`;
  if (!cliSource.includes(call)) throw new Error(`the command-line bundle has no ${call} to route through __import`);
  // Node's own modules are required: an import() would start Node's ES module loader for them, about 4 ms of CPU
  // of a command that sends with node:http (its named exports are the required module's properties)
  const loaded = specifier.startsWith('node:') ? `Promise.resolve().then(() => require(${JSON.stringify(specifier)}))` : `__import(${JSON.stringify(specifier)})`;
  cliSource = cliSource.split(call).join(loaded);
}
const leftover = /(^|[^\w$.])import\(/m.exec(cliSource);
if (leftover) throw new Error(`the command-line bundle still calls import() at ${leftover.index}: route it through __import`);
writeFileSync(cliFile, cliSource);
// got's public-suffix code has such characters in comments
for (const name of readdirSync(outdir)) if (/\.c?js$/.test(name)) escapeBeyondAscii(join(outdir, name));

// bin/abapdeck is CommonJS (bin/package.json): an ES module entry made every command start Node's ES module loader,
// about 4 ms of CPU of a 70 ms command; so it takes the loader of the code cache as CommonJS too
await build({
  entryPoints: ['dist/src/vendor/code-cache.js'],
  outfile: join(outdir, 'code-cache.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});

rmSync(finaldir, { recursive: true, force: true });
renameSync(outdir, finaldir);
