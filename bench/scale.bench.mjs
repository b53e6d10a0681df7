// Scale benchmark (issue 20): a generated system of 1,000 and of 10,000 active classes (each class uses the
// previous one), served on 127.0.0.1; per size: syntax check of one class (target round trip <= 25 ms at
// 10,000), where-used of a class, a list page, the package tree, a pull of one changed file; then how each
// figure grows from 1,000 to 10,000. The service is built without its background warm-up (which would
// transpile every class for the runtime), so the figures are the requests' own.
// Options (environment): SCALE_SIZES (1000,10000), SCALE_RUNS (30), SCALE_SECONDS (1800: figures not reached by
// then are skipped, and said so).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { buildService } from '../dist/src/server/app.js';
import { defaultDotAbapgit, writeRepository } from '../dist/src/system/abapgit/index.js';
import { git, writeTree } from './generated-repository.mjs';
import { call, login, password } from './http-client.mjs';
import { percentile, report, timeMany } from './stats.mjs';
import http from 'node:http';

const SIZES = (process.env.SCALE_SIZES ?? '1000,10000').split(',').map(Number);
const RUNS = Number(process.env.SCALE_RUNS ?? 30);
const DEADLINE = performance.now() + Number(process.env.SCALE_SECONDS ?? 1800) * 1000;
const inTime = (label) => performance.now() < DEADLINE || (console.log(`  ${label}: skipped (SCALE_SECONDS reached)`), false);
const name = (i) => `ZCL_SCALE_${String(i).padStart(5, '0')}`;

function scaleClass(i, variant = 0) {
  const lower = name(i).toLowerCase();
  const use = i > 0 ? `\n    rv_result = rv_result + NEW ${name(i - 1).toLowerCase()}( )->run( 1 ).` : '';
  return {
    type: 'CLAS',
    name: name(i),
    description: `Scale class ${i}`,
    metadata: { VSEOCLASS: { CLSNAME: name(i), LANGU: 'E', DESCRIPT: `Scale class ${i}`, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: {
      main: `CLASS ${lower} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run
      IMPORTING iv_value         TYPE i
      RETURNING VALUE(rv_result) TYPE i.
ENDCLASS.

CLASS ${lower} IMPLEMENTATION.
  METHOD run.
    rv_result = iv_value * ${2 + variant}.${use}
  ENDMETHOD.
ENDCLASS.
`,
    },
  };
}

async function measure(size, root) {
  const figures = new Map();
  const dataDir = join(root, `data-${size}`);
  let started = performance.now();
  const system = EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: password } });
  system.db.transaction(() => {
    system.packages.save({ name: 'ZSCALE', parent: '', description: 'Scale classes', softwareComponent: 'HOME', metadata: {} }, 'DEVELOPER');
    for (let i = 0; i < size; i++) system.objects.save(scaleClass(i), 'ZSCALE', 'A', 'DEVELOPER');
  })();
  console.log(`${size} classes: system set up in ${(performance.now() - started).toFixed(0)} ms`);

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
  const file = `src/${name(pulled).toLowerCase()}.clas.abap`;

  const { app, execution } = await buildService({ system });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const agent = new http.Agent({ keepAlive: true });
  try {
    const session = await login(agent, url);
    const ok = async (path, body) => {
      let answer = await call(agent, url, 'POST', path, session, body);
      // a kept connection the service closed while the runtime build ran: once more on a new one
      if (answer.status === 0) answer = await call(agent, url, 'POST', path, session, body);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
      return JSON.parse(answer.text);
    };
    const checked = scaleClass(size - 1);
    const syntaxBody = { objects: [{ type: 'CLAS', name: checked.name, source: checked.sources.main }], uccheck: 'X' };
    started = performance.now();
    const first = await ok('/syntax', syntaxBody);
    if (!(first.SUCCESS ?? first.success)) throw new Error(`the class does not check clean: ${JSON.stringify(first).slice(0, 400)}`);
    figures.set('first syntax check (the worker loads the registry)', [performance.now() - started]);
    await ok('/where', { objects: [name(0)] }); // where-used computes every definition once
    await timeMany(5, () => ok('/syntax', syntaxBody));
    figures.set('syntax check of one class, round trip', await timeMany(RUNS, () => ok('/syntax', syntaxBody)));
    if (inTime('where-used')) figures.set('where-used of a class', await timeMany(RUNS, (i) => ok('/where', { objects: [name((i * 37) % (size - 1))] })));
    figures.set('list page (100 of the package, middle)', await timeMany(RUNS, () => ok('/list', { package: 'ZSCALE', limit: 100, offset: Math.floor(size / 2) })));
    figures.set('tree of the package', await timeMany(RUNS, () => ok('/tree', { package: 'ZSCALE', include_objects: true })));
    // the first activation builds the runtime of every class (the service's warm-up does it at start)
    if (inTime('runtime build and one-file pulls')) {
      started = performance.now();
      execution.ensureBuilt();
      figures.set('runtime build of every class (once, at start)', [performance.now() - started]);
      await ok('/create', { url: bare, package: 'ZSCALE' });
      const pulls = [];
      for (let variant = 2; variant < 2 + Math.min(RUNS, 8); variant++) {
        if (!inTime(`pull ${variant - 1}`)) break;
        await push(variant);
        const [millis] = await timeMany(1, async () => {
          const result = await ok('/pull', { url: bare, files: [file], conflict_mode: 'ignore' });
          const count = result.ACTIVATED_COUNT ?? result.activated_count;
          if (count !== 1) throw new Error(`one-file pull activated ${count}: ${JSON.stringify(result).slice(0, 400)}`);
        });
        pulls.push(millis);
      }
      if (pulls.length > 0) figures.set('pull of one changed file', pulls);
    }
    for (const [label, samples] of figures) report(`${size}: ${label}`, samples, label.startsWith('syntax') && size >= 10_000 ? '<= 25 ms' : undefined);
  } finally {
    agent.destroy();
    await app.close();
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
        if (before) console.log(`  ${label.padEnd(56)} ${percentile(before, 50).toFixed(1).padStart(8)} ms -> ${percentile(samples, 50).toFixed(1).padStart(8)} ms   ${(percentile(samples, 50) / percentile(before, 50)).toFixed(2)}x`);
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
