// Checks benchmark, on the demo system plus 1,000 generated active classes (warm server):
//  - syntax check round trip over HTTP of one class with local classes and test classes (target p50 <= 40 ms);
//  - inspect of 100 objects with the curated variant DEFAULT (figure);
//  - the same single-class check by the abaplint command-line tool (@abaplint/cli, run through npx in a
//    folder outside the repository), printed side by side with the ratio.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { inspect, syntax } from '../dist/src/client/checks.js';
import { percentile, report, timeMany } from './stats.mjs';

const password = 'bench-secret';
const CLASSES = 1_000;
const ABAPLINT_CLI = '@abaplint/cli@2.120.105';
const demoCore = fileURLToPath(new URL('../examples/demo-repo/src/core/', import.meta.url));
const demoSrc = fileURLToPath(new URL('../examples/demo-repo/src/', import.meta.url));

const benchName = (i) => `ZCL_BENCH_${String(i).padStart(4, '0')}`;

/** A class with two methods, an unused variable (a finding for inspect) and a use of the previous class. */
function benchClass(i) {
  const name = benchName(i).toLowerCase();
  const use = i > 0 ? `\n    rv_result = rv_result + NEW ${benchName(i - 1).toLowerCase()}( )->run( 1 ).` : '';
  const main = `CLASS ${name} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run
      IMPORTING iv_value         TYPE i
      RETURNING VALUE(rv_result) TYPE i.
    METHODS describe
      RETURNING VALUE(rv_text) TYPE string.
  PRIVATE SECTION.
    DATA mv_count TYPE i.
ENDCLASS.

CLASS ${name} IMPLEMENTATION.
  METHOD run.
    DATA lv_unused TYPE i.
    mv_count = mv_count + 1.
    rv_result = iv_value * 2.${use}
  ENDMETHOD.

  METHOD describe.
    rv_text = |${name}: { mv_count } run(s)|.
  ENDMETHOD.
ENDCLASS.
`;
  return {
    type: 'CLAS',
    name: benchName(i),
    description: `Benchmark class ${i}`,
    metadata: { VSEOCLASS: { CLSNAME: benchName(i), LANGU: 'E', DESCRIPT: `Benchmark class ${i}`, STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: { main },
  };
}

function fareCalculatorRequest() {
  const read = (part) => readFileSync(join(demoCore, `zcl_demo_fare_calculator.clas.${part}abap`), 'utf8');
  return {
    objects: [{ type: 'CLAS', name: 'ZCL_DEMO_FARE_CALCULATOR', source: read(''), locals_def: read('locals_def.'), locals_imp: read('locals_imp.'), testclasses: read('testclasses.'), fixpt: 'X' }],
    uccheck: 'X',
  };
}

/** Wall times of the `abaplint` tool over a folder holding the class and the demo objects it uses ({unavailable} when npx cannot get it). */
async function abaplintCli(runs) {
  const folder = mkdtempSync(join(tmpdir(), 'abapdeck-bench-abaplint-'));
  try {
    cpSync(join(demoSrc, 'core'), join(folder, 'src', 'core'), { recursive: true });
    cpSync(join(demoSrc, 'data'), join(folder, 'src', 'data'), { recursive: true });
    writeFileSync(
      join(folder, 'abaplint.json'),
      JSON.stringify({
        global: { files: '/src/**/*.*' },
        syntax: { version: 'v750', errorNamespace: '^(Z|Y|LCL_|TY_|LIF_|LTCL_)' },
        rules: { check_syntax: true, parser_error: true, unknown_types: true },
      }),
    );
    const run = promisify(execFile);
    // npx installs the tool into its cache once (not timed) and names its bin, which is then timed on its own
    // (npx's own start-up is not part of the check).
    let bin;
    try {
      const found = await run('npx', ['--yes', `--package=${ABAPLINT_CLI}`, '-c', 'command -v abaplint'], { cwd: folder, timeout: 300_000 });
      bin = found.stdout.trim().split('\n').pop();
    } catch (error) {
      return { unavailable: (error.stderr || error.message || String(error)).split('\n').find((line) => line.trim() && !line.startsWith('npm warn')) ?? 'npx failed' };
    }
    // abaplint exits 1 when it reports issues: still a completed check.
    const once = () => run(bin, [], { cwd: folder, timeout: 120_000 }).catch((error) => {
      if (!/file\(s\) analyzed/.test(error.stdout ?? '')) throw error;
    });
    await once();
    const samples = await timeMany(runs, once);
    const files = readdirSync(join(folder, 'src'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
    return { samples, files };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-checks-'));
  let started = performance.now();
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed, initialPasswords: { DEVELOPER: password, VIEWER: password } });
  system.db.transaction(() => {
    system.packages.save({ name: 'ZBENCH', parent: '', description: 'Benchmark classes', softwareComponent: 'HOME', metadata: {} }, 'DEVELOPER');
    for (let i = 0; i < CLASSES; i++) system.objects.save(benchClass(i), 'ZBENCH', 'A', 'DEVELOPER');
  })();
  system.close();
  console.log(`${'system: demo + 1,000 active classes, set up in'.padEnd(48)} ${(performance.now() - started).toFixed(0)} ms`);

  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false });
  try {
    const agent = new Agent({
      origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt',
      client: '100', user: 'DEVELOPER', password, language: 'EN', source: 'file',
    });
    const request = fareCalculatorRequest();
    started = performance.now();
    const first = await syntax(agent, request);
    console.log(`${'first syntax check (loads the checks registry)'.padEnd(48)} ${(performance.now() - started).toFixed(0)} ms`);
    if (!first.success) throw new Error(`the benchmark class does not check clean: ${JSON.stringify(first.results[0]?.errors)}`);
    await timeMany(10, () => syntax(agent, request)); // warm-up
    const syntaxSamples = await timeMany(100, () => syntax(agent, request));
    report('syntax: class with locals and tests (1,000 cls)', syntaxSamples, 'p50 <= 40 ms');

    const files = Array.from({ length: 100 }, (_, i) => `${benchName(i * 10).toLowerCase()}.clas.abap`);
    const inspected = await inspect(agent, { files, variant: 'DEFAULT' });
    const findings = inspected.reduce((sum, r) => sum + r.errors.length + r.warnings.length + r.infos.length, 0);
    const inspectSamples = await timeMany(10, () => inspect(agent, { files, variant: 'DEFAULT' }));
    report(`inspect: 100 objects, DEFAULT (${findings} findings)`, inspectSamples);

    const cli = await abaplintCli(5);
    if (cli.unavailable) {
      console.log(`${'abaplint CLI'.padEnd(48)} unavailable (${cli.unavailable})`);
    } else {
      report(`abaplint CLI (${ABAPLINT_CLI}, ${cli.files} files)`, cli.samples);
      const ratio = percentile(cli.samples, 50) / percentile(syntaxSamples, 50);
      console.log(`${'ratio abaplint CLI p50 / syntax round trip p50'.padEnd(48)} ${ratio.toFixed(1)}x`);
    }
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
