// Bundles the libraries every start of the service loads into CommonJS files under dist/vendor/, each loaded with
// V8's code cache (src/vendor/code-cache.ts; the build writes the caches after a warm-up, in
// scripts/prepare-start.mjs), and writes an ES module beside them for each import name of package.json's
// "imports" (#abaplint/core, #abaplint/transpiler, #abaplint/internals, #fastify, #fastify/ajv-compiler, #typebox). As thousands of small
// modules, @abaplint/core took ~0.85 s CPU to load and fastify with typebox ~0.47 s; bundled and from the code
// cache ~0.12 s and ~0.04 s (issue 20: the first command on a fresh machine waits for them).
// A bundle holds what must exist once: @abaplint/core, the transpiler built on it and the internal modules the
// system reaches into share one copy of every class (the transpiler's Registry is the checks' Registry).
import { build } from 'esbuild';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { escapeBeyondAscii } from './ascii-source.mjs';

const finaldir = resolve('dist/vendor');
const outdir = resolve('dist/vendor.next');

/** The internal modules of @abaplint/* that src/ asks for, each named in an `abaplintInternal('…')` call. */
function abaplintInternals(folder) {
  const found = new Set();
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) for (const module of abaplintInternals(path)) found.add(module);
    else if (/\.tsx?$/.test(name)) for (const match of readFileSync(path, 'utf8').matchAll(/abaplintInternal\('(@abaplint\/[^']+)'\)/g)) found.add(match[1]);
  }
  return found;
}

const internals = [...abaplintInternals(resolve('src'))].sort();

/** Each bundle: its file, and per import name (its shim's file) the package it exports. */
const bundles = [
  {
    file: 'abaplint.cjs',
    packages: { 'abaplint-core.js': '@abaplint/core', 'abaplint-transpiler.js': '@abaplint/transpiler' },
    extra: [
      ...internals.map((specifier, index) => `import * as internal${index} from ${JSON.stringify(specifier)};`),
      `export const internals = { ${internals.map((specifier, index) => `${JSON.stringify(specifier)}: internal${index}`).join(', ')} };`,
    ],
  },
  // fastify's validator compiler too: the service wraps it to compile each route's schema on first use
  { file: 'service.cjs', packages: { 'fastify.js': 'fastify', 'fastify-ajv-compiler.js': '@fastify/ajv-compiler', 'typebox.js': 'typebox' }, extra: [] },
];

/**
 * esbuild's keepNames gives every function and class its name back with __name, also where the bundle did not
 * rename it, and many of those calls run in hot code (functions made per call): redefining `name` there made
 * abaplint's parse about twice as slow as unbundled. A __name whose function already has the name now leaves
 * it alone; the renamed ones (43 exported classes of @abaplint/core, e.g. Statements.Position → Position2) get
 * theirs back as before.
 */
function keepNamesOnlyWhereRenamed(file) {
  const helper = 'var __name = (target, value) => __defProp(target, "name", { value, configurable: true });';
  const source = readFileSync(file, 'utf8');
  if (source.split(helper).length !== 2) throw new Error(`esbuild's __name helper changed: no single "${helper}" in ${file}`);
  writeFileSync(file, source.replace(helper, 'var __name = (target, value) => target.name === value ? target : __defProp(target, "name", { value, configurable: true });'));
}

const partName = (shim) => shim.replace(/\.js$/, '').replace(/\W/g, '_');

rmSync(outdir, { recursive: true, force: true });
for (const bundle of bundles) {
  const shims = Object.entries(bundle.packages);
  const entry = [...shims.map(([shim, pkg]) => `export * as ${partName(shim)} from ${JSON.stringify(pkg)};`), ...bundle.extra].join('\n');
  await build({
    stdin: { contents: entry, resolveDir: resolve('.'), sourcefile: `${bundle.file}-entry.js`, loader: 'js' },
    outfile: join(outdir, bundle.file),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    // the packages read their classes' names (constructor.name); a bundle must not rename them (see below)
    keepNames: true,
    logLevel: 'warning',
  });

  // the few characters beyond ASCII (comments, one regular expression of @abaplint/core) as \u escapes
  escapeBeyondAscii(join(outdir, bundle.file));
  keepNamesOnlyWhereRenamed(join(outdir, bundle.file));

  // An ES module per import name: named exports read once from the bundle src/vendor/code-cache.js runs
  // (one instance for every importer), and the package's default export.
  const loaded = createRequire(import.meta.url)(join(outdir, bundle.file));
  const loader = [
    "import { fileURLToPath } from 'node:url';",
    "import { requireWithCodeCache } from '../src/vendor/code-cache.js';",
    `const bundle = requireWithCodeCache(fileURLToPath(new URL(${JSON.stringify(`./${bundle.file}`)}, import.meta.url)));`,
  ].join('\n');
  for (const [shim] of shims) {
    const part = partName(shim);
    const names = Object.keys(loaded[part]).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
    writeFileSync(
      join(outdir, shim),
      `${loader}\nconst part = bundle.${part};\nexport const { ${names.join(', ')} } = part;\nexport default part.default ?? part;\n`,
    );
  }
  if (bundle.file === 'abaplint.cjs') {
    writeFileSync(
      join(outdir, 'abaplint-internals.js'),
      `${loader}
export function abaplintInternal(specifier) {
  const module = bundle.internals[specifier];
  if (!module) throw new Error(\`\${specifier} is not in the abaplint bundle: rebuild (npm run build) so scripts/bundle-vendor.mjs finds its abaplintInternal call\`);
  return module;
}
`,
    );
  }
}

rmSync(finaldir, { recursive: true, force: true });
renameSync(outdir, finaldir);
console.log(`bundled ${bundles.map((bundle) => Object.values(bundle.packages).join(' + ')).join(', ')} (and ${internals.length} internal modules of @abaplint/*) into ${finaldir}`);
