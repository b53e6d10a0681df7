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
// Split by command: the entry (dist/bundle/cli.cjs) with what every command needs, and under dist/bundle/cli/ a
// chunk per command (each lazy import of the commands registry) and the chunks they share, so that a command
// reads and deserialises its own code only, not the whole command line's (issue 32: 539 KB and its 265 KB code
// cache for every command). esbuild splits ES modules only: the chunks are built so, then rewritten as CommonJS
// with the same names; the loader (src/vendor/code-cache.ts) runs each from its own code cache and routes the
// chunks' requires of each other back to itself.
const cliEntry = join(outdir, 'cli.js');
const cliChunks = join(outdir, 'cli');
const cli = await build({
  entryPoints: { cli: 'dist/src/entry.js' },
  outdir,
  entryNames: '[name]',
  chunkNames: 'cli/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [esmEntriesByName, typeboxBuilders, keepCompiledModules],
  external,
  // the modules' own URL (finding package.json, the binary): the chunk's, which sits where the modules did; made
  // when asked (few modules ask, and a command runs some 30 chunks)
  define: { 'import.meta.url': '__abapdeckModule.url' },
  banner: { js: "const __abapdeckModule = { get url() { return require('node:url').pathToFileURL(__filename).href; } };" },
});
const cliFiles = Object.keys(cli.metafile.outputs).filter((file) => file.endsWith('.js')).map((file) => resolve(file));
// ES module syntax to CommonJS, file by file (the chunks' imports of each other become requires of the same
// names); a build rather than a transform, so that the source maps still lead to the TypeScript
await build({
  entryPoints: cliFiles,
  outdir,
  outbase: outdir,
  allowOverwrite: true,
  bundle: false,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
// Code run from node:vm cannot import() in Node 20: a lazy import of an ES module entry (the TUI, got…) goes
// through the __import the loader passes in, by its path from the bundle's folder; Node's own modules are
// required (an import() would start Node's ES module loader, ~4 ms of CPU); a chunk is required (the loader
// routes it); the entries beside are named from the chunk's folder.
const esmEntryNames = new Set(Object.keys(esmEntries).map((name) => `./${name}.js`));
for (const file of cliFiles) {
  let source = readFileSync(file, 'utf8');
  source = source.replace(/(^|[^\w$.])import\(("[^"]+")\)/gm, (call, before, quoted) => {
    const specifier = JSON.parse(quoted);
    let loaded;
    if (specifier.startsWith('node:')) loaded = `Promise.resolve().then(() => require(${quoted}))`;
    else if (cliFiles.includes(resolve(dirname(file), specifier))) loaded = `Promise.resolve().then(() => require(${quoted}))`;
    else if (specifier.startsWith('./') || specifier.startsWith('../')) {
      // an ES module entry (esm-entries) or a compiled module (keep-compiled-modules), named from the bundle's folder
      const target = resolve(outdir, specifier);
      if (!esmEntryNames.has(specifier) && !unbundled.some((folder) => resolve(finaldir, specifier).startsWith(folder))) throw new Error(`${file} imports ${specifier} lazily: no ES module entry nor compiled module`);
      const fromFile = relative(dirname(file), target).split(sep).join('/');
      loaded = `__import(${JSON.stringify(fromFile.startsWith('.') ? fromFile : `./${fromFile}`)})`;
    } else loaded = `__import(${quoted})`;
    return before + loaded;
  });
  // a compiled module required statically (keep-compiled-modules: named from the bundle's folder), named from the chunk's
  source = source.replace(/(^|[^\w$.])require\(("\.\.?\/[^"]+")\)/gm, (call, before, quoted) => {
    const specifier = JSON.parse(quoted);
    if (cliFiles.includes(resolve(dirname(file), specifier))) return call;
    if (!unbundled.some((folder) => resolve(finaldir, specifier).startsWith(folder))) throw new Error(`${file} requires ${specifier}: no chunk nor compiled module`);
    const fromFile = relative(dirname(file), resolve(outdir, specifier)).split(sep).join('/');
    return `${before}require(${JSON.stringify(fromFile.startsWith('.') ? fromFile : `./${fromFile}`)})`;
  });
  const leftover = /(^|[^\w$.])import\(/m.exec(source);
  if (leftover) throw new Error(`${file} still calls import() at ${leftover.index}: route it through __import`);
  writeFileSync(file, source);
}
// One file per chunk costs each command a read, a code cache and a compile per file (list reached 24 of them:
// more than the one bundle cost). So the core — the chunks every command that calls a system runs: the entry, the
// CLI's main, the service's handle, the agent with its kept session and its HTTP/1.1, and what they import, and the small chunks
// commands share — is packed into the entry's file (cli.cjs, one code cache), each chunk a function under its own name; a command adds its own chunk
// and the few it alone shares. The loader (src/vendor/code-cache.ts) runs a packed chunk when it is required.
const coreEntries = ['dist/src/entry.js', 'dist/src/cli/main.js', 'dist/src/client/service.js', 'dist/src/client/agent.js', 'dist/src/client/session-cache.js', 'dist/src/client/http1.js'];
const outputs = cli.metafile.outputs;
const core = new Set();
const addCore = (output) => {
  if (core.has(output)) return;
  core.add(output);
  for (const imported of outputs[output].imports) if (imported.kind === 'import-statement' && outputs[imported.path]) addCore(imported.path);
};
for (const [output, { entryPoint }] of Object.entries(outputs)) if (coreEntries.includes(entryPoint)) addCore(output);
// and the small chunks commands share (each a few functions two commands use): a file of its own costs more
const smallChunk = 4 * 1024;
for (const [output, { entryPoint, bytes }] of Object.entries(outputs)) if (output.endsWith('.js') && !entryPoint && bytes < smallChunk) addCore(output);
if (core.size < coreEntries.length) throw new Error(`the command line's core chunks are not all there: ${coreEntries.join(', ')}`);
const packLines = [
  '"use strict";',
  `module.exports = { abapdeckPack: 1, main: ${JSON.stringify(relative(outdir, cliEntry))}, modules: {`,
];
const sections = [];
for (const output of [...core].sort((a, b) => (resolve(a) === cliEntry ? -1 : resolve(b) === cliEntry ? 1 : a.localeCompare(b)))) {
  const file = resolve(output);
  const name = relative(outdir, file).split(sep).join('/');
  const source = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n');
  packLines.push(`${JSON.stringify(name)}: function (exports, require, module, __filename, __dirname, __import) {`);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  // the map's sources are named from the chunk's folder; the pack's map sits in the bundle's
  map.sources = map.sources.map((source) => relative(outdir, resolve(dirname(file), map.sourceRoot ?? '', source)).split(sep).join('/'));
  delete map.sourceRoot;
  sections.push({ offset: { line: packLines.join('\n').split('\n').length, column: 0 }, map });
  packLines.push(source, '},');
  rmSync(file);
  rmSync(`${file}.map`);
}
packLines.push('} };', '//# sourceMappingURL=cli.cjs.map', '');
writeFileSync(join(outdir, 'cli.cjs'), packLines.join('\n'));
writeFileSync(join(outdir, 'cli.cjs.map'), JSON.stringify({ version: 3, sections }));
// got's public-suffix code has such characters in comments
for (const name of readdirSync(outdir)) if (/\.c?js$/.test(name)) escapeBeyondAscii(join(outdir, name));
for (const name of readdirSync(cliChunks)) if (/\.js$/.test(name)) escapeBeyondAscii(join(cliChunks, name));

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
