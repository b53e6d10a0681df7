// Prepares what a first start would otherwise compute (issue 20), under dist/prepared/: the kernel's objects read
// from its XML (every start needs them) and the demo system's databases (a new data folder copies them instead of
// seeding and activating the demo object by object). Each is stamped with what it was made from and used only
// while that matches (src/system/prepared.ts). Runs after tsc, on the compiled system.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const { preparedDir } = await import('../dist/src/system/prepared.js');
const { prepareKernelObjects } = await import('../dist/src/system/kernel/index.js');
const { prepareDemoSystem } = await import('../dist/src/system/seed.js');

const folder = preparedDir();
rmSync(folder, { recursive: true, force: true });
const started = performance.now();
prepareKernelObjects(join(folder, 'kernel'));
prepareDemoSystem(join(folder, 'demo'));
console.log(`prepared the kernel's objects and the demo system in ${((performance.now() - started) / 1000).toFixed(1)} s (${folder})`);
