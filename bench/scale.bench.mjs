// Scale benchmark (issue 20): a generated system of 1,000 and of 10,000 active classes (each class uses the
// previous one), served on 127.0.0.1; per size, with the machine's load average and a reference request (GET
// /health) measured in the same run:
//   1. before the runtime's first build (a service that has just started, or whose build has finished: the check
//      thread does not depend on it): syntax check of one class (target round trip <= 25 ms at 10,000),
//      where-used of a class, a list page, the package tree, a pull of one changed file and the syntax check
//      right after that pull (class n/2 changed: every later class depends on it);
//   2. during the runtime's first build, as a real service runs it on its build thread once it is quiet after
//      start (the warm-up of src/server/serve.ts calls execution.ready()): the syntax check and the reference
//      again while the build thread transpiles every class; if the build ends within SCALE_BUILD_SECONDS, the
//      syntax check after it.
// Then how each figure grows from 1,000 to 10,000. The build uses a build cache of its own (empty: a fresh
// machine), never the user's.
// Options (environment): SCALE_SIZES (1000,10000), SCALE_RUNS (30), SCALE_BUILD_SECONDS (60: how long step 2
// waits for the build to end), SCALE_SECONDS (900: figures not reached by then are skipped, and said so).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { buildService } from '../dist/src/server/app.js';
import { defaultDotAbapgit, writeRepository } from '../dist/src/system/abapgit/index.js';
import { git, scaleClass, scaleName, writeTree } from './generated-repository.mjs';
import { call, login, password } from './http-client.mjs';
import { percentile, report, timeMany } from './stats.mjs';
import http from 'node:http';

const SIZES = (process.env.SCALE_SIZES ?? '1000,10000').split(',').map(Number);
const RUNS = Number(process.env.SCALE_RUNS ?? 30);
const BUILD_SECONDS = Number(process.env.SCALE_BUILD_SECONDS ?? 60);
const DEADLINE = performance.now() + Number(process.env.SCALE_SECONDS ?? 900) * 1000;
const inTime = (label) => performance.now() < DEADLINE || (console.log(`  ${label}: skipped (SCALE_SECONDS reached)`), false);
const load = () => loadavg()[0].toFixed(1);
const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis));

async function measure(size, root) {
  const figures = new Map();
  const dataDir = join(root, `data-${size}`);
  console.log(`${size} classes (load average ${load()})`);
  let started = performance.now();
  const system = EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: password } });
  system.db.transaction(() => {
    system.packages.save({ name: 'ZSCALE', parent: '', description: 'Scale classes', softwareComponent: 'HOME', metadata: {} }, 'DEVELOPER');
    for (let i = 0; i < size; i++) system.objects.save(scaleClass(i), 'ZSCALE', 'A', 'DEVELOPER');
  })();
  figures.set('system set up (objects saved)', [performance.now() - started]);

  // a repository holding one class of the package, changed at each push, for one-file pulls
  const bare = join(root, `scale-${size}.git`);
  const work = join(root, `work-${size}`);
  await git(root, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
  await git(root, 'init', '--quiet', '--initial-branch=main', work);
  await git(work, 'remote', 'add', 'origin', bare);
  const pulled = Math.floor(size / 2);
  const packages = [{ name: 'ZSCALE', parent: '', description: 'Scale classes', softwareComponent: 'HOME', metadata: { DEVC: { CTEXT: 'Scale classes' } } }];
  const push = async (variant) => {
    writeTree(work, writeRepository({ dotAbapgit: defaultDotAbapgit(), rootPackage: 'ZSCALE', packages, objects: [{ ...scaleClass(pulled, variant), package: 'ZSCALE' }] }));
    await git(work, 'add', '-A');
    await git(work, 'commit', '--quiet', '-m', `variant ${variant}`);
    await git(work, 'push', '--quiet', '-u', 'origin', 'main');
  };
  await push(1);
  const file = `src/${scaleName(pulled).toLowerCase()}.clas.abap`;

  const { app, execution } = await buildService({ system, execution: { buildCache: join(root, `build-cache-${size}`) } });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const agent = new http.Agent({ keepAlive: true });
  let building;
  let closing = false;
  try {
    const session = await login(agent, url);
    const ok = async (method, path, body) => {
      let answer = await call(agent, url, method, path, session, body);
      // a kept connection the service closed meanwhile: once more on a new one
      if (answer.status === 0) answer = await call(agent, url, method, path, session, body);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
      return JSON.parse(answer.text);
    };
    const post = (path, body) => ok('POST', path, body);
    const health = () => ok('GET', '/health');
    const checked = scaleClass(size - 1);
    const syntaxBody = { objects: [{ type: 'CLAS', name: checked.name, source: checked.sources.main }], uccheck: 'X' };
    const syntax = async () => {
      const answer = await post('/syntax', syntaxBody);
      if (!(answer.SUCCESS ?? answer.success)) throw new Error(`the class does not check clean: ${JSON.stringify(answer).slice(0, 400)}`);
    };

    // 1. before the runtime's first build
    started = performance.now();
    await syntax();
    figures.set('first syntax check (the check thread loads the registry)', [performance.now() - started]);
    await post('/where', { objects: [scaleName(0)] }); // where-used computes every definition once
    await timeMany(5, syntax);
    await timeMany(5, health);
    const before = load();
    figures.set('reference: GET /health round trip', await timeMany(RUNS, health));
    figures.set('syntax check of one class, round trip', await timeMany(RUNS, syntax));
    console.log(`  load average ${before} -> ${load()} while the reference and the syntax round trip ran`);
    if (inTime('where-used')) figures.set('where-used of a class', await timeMany(RUNS, (i) => post('/where', { objects: [scaleName((i * 37) % (size - 1))] })));
    figures.set('list page (100 of the package, middle)', await timeMany(RUNS, () => post('/list', { package: 'ZSCALE', limit: 100, offset: Math.floor(size / 2) })));
    figures.set('tree of the package', await timeMany(RUNS, () => post('/tree', { package: 'ZSCALE', include_objects: true })));
    if (inTime('one-file pulls')) {
      await post('/create', { url: bare, package: 'ZSCALE' });
      const pulls = [];
      const after = [];
      for (let variant = 2; variant < 2 + Math.min(RUNS, 8); variant++) {
        if (!inTime(`pull ${variant - 1}`)) break;
        await push(variant);
        const [millis] = await timeMany(1, async () => {
          const result = await post('/pull', { url: bare, files: [file], conflict_mode: 'ignore' });
          const count = result.ACTIVATED_COUNT ?? result.activated_count;
          if (count !== 1) throw new Error(`one-file pull activated ${count}: ${JSON.stringify(result).slice(0, 400)}`);
        });
        pulls.push(millis);
        after.push(...(await timeMany(1, syntax)));
      }
      if (pulls.length > 0) figures.set('pull of one changed file (class n/2)', pulls);
      if (after.length > 0) figures.set('syntax check right after that pull', after);
    }

    // 2. during the runtime's first build on the build thread (the service's warm-up)
    if (inTime('during the runtime build')) {
      const buildStart = performance.now();
      let buildEnd;
      building = execution.ready().then(
        () => (buildEnd = performance.now()),
        (error) => closing || console.log(`  runtime build: ${error instanceof Error ? error.message : String(error)}`),
      );
      await sleep(500);
      const samples = [];
      const references = [];
      const loads = [load()];
      for (let i = 0; i < RUNS && buildEnd === undefined; i++) {
        const [reference] = await timeMany(1, health);
        const [millis] = await timeMany(1, syntax);
        if (buildEnd !== undefined) break;
        references.push(reference);
        samples.push(millis);
      }
      loads.push(load());
      if (samples.length > 0) {
        figures.set('reference during the runtime build', references);
        figures.set('syntax check during the runtime build', samples);
        console.log(`  load average ${loads.join(' -> ')} while the build ran (${samples.length} pairs)`);
      } else console.log('  the runtime build ended before a syntax check during it');
      while (buildEnd === undefined && performance.now() - buildStart < BUILD_SECONDS * 1000) await sleep(200);
      if (buildEnd !== undefined) {
        figures.set('runtime build of every class (build thread, started at warm-up)', [buildEnd - buildStart]);
        await timeMany(3, syntax);
        figures.set('syntax check after the runtime build', await timeMany(RUNS, syntax));
      } else console.log(`  runtime build of every class: not ended after ${BUILD_SECONDS} s (SCALE_BUILD_SECONDS); closed unfinished`);
    }
    console.log(`  load average ${load()} at the end`);
    for (const [label, samples] of figures) report(`${size}: ${label}`, samples, label.startsWith('syntax check of one') && size >= 10_000 ? '<= 25 ms' : undefined);
  } finally {
    agent.destroy();
    closing = true;
    await app.close(); // ends the build thread, finished or not
    await building;
    system.close();
  }
  return figures;
}

export async function run() {
  const root = mkdtempSync(join(tmpdir(), 'abapdeck-bench-scale-'));
  try {
    const all = [];
    for (const size of SIZES) all.push([size, await measure(size, root)]);
    if (all.length >= 2) {
      const [[small, a], [large, b]] = [all[0], all[all.length - 1]];
      console.log(`growth from ${small} to ${large} classes (p50 ÷ p50):`);
      for (const [label, samples] of b) {
        const before = a.get(label);
        if (before) console.log(`  ${label.padEnd(64)} ${percentile(before, 50).toFixed(1).padStart(9)} ms -> ${percentile(samples, 50).toFixed(1).padStart(9)} ms   ${(percentile(samples, 50) / percentile(before, 50)).toFixed(2)}x`);
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
