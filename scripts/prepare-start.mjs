// Prepares what a first start would otherwise compute (issue 20), under dist/prepared/: the kernel's objects read
// from its XML (every start needs them) and the demo system's databases (a new data folder copies them instead of
// seeding and activating the demo object by object). Each is stamped with what it was made from and used only
// while that matches (src/system/prepared.ts). Runs after tsc, on the compiled system. Last, the code cache of the
// bundled libraries (src/vendor/code-cache.ts), written now that preparing the demo compiled what a check and a
// transpile use, and one request through fastify what the service's start does.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const { preparedDir } = await import('../dist/src/system/prepared.js');
const { prepareKernelObjects } = await import('../dist/src/system/kernel/index.js');
const { prepareDemoSystem } = await import('../dist/src/system/seed.js');
const { loadedBundles, writeCodeCache } = await import('../dist/src/vendor/code-cache.js');

const folder = preparedDir();
rmSync(folder, { recursive: true, force: true });
const started = performance.now();
prepareKernelObjects(join(folder, 'kernel'));
prepareDemoSystem(join(folder, 'demo'));
console.log(`prepared the kernel's objects and the demo system in ${((performance.now() - started) / 1000).toFixed(1)} s (${folder})`);

// the service's libraries, warmed as a start uses them: an app with a validated route answering one request
const { default: Fastify } = await import('#fastify');
const { Type } = await import('#typebox');
const app = Fastify();
app.post('/warm-up', { schema: { body: Type.Object({ name: Type.String({ maxLength: 30 }) }) } }, async (request) => request.body);
await app.inject({ method: 'POST', url: '/warm-up', payload: { name: 'ZDEMO' } });
await app.close();

for (const bundle of loadedBundles()) {
  if (!writeCodeCache(bundle)) console.warn(`could not write the code cache of ${bundle}`);
}
