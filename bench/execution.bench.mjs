// Execution benchmark: class run round trips on a warm pool (HTTP included), a unit run of 100 test
// methods, and an ABAP loop of 10^6 additions run in a work process beside the same loop transpiled and
// run directly in this process (the ratio is the price of the work process and the service).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Transpiler } from '#abaplint/transpiler';
import runtime from '@abaplint/runtime';
import { EmbeddedSystem, readInitialPasswords } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { classRun, unit } from '../dist/src/client/execution.js';
import { report, timeMany } from './stats.mjs';

const LOOP_BODY = `    DATA lv_sum TYPE i.
    DO 1000000 TIMES.
      lv_sum = lv_sum + 1.
    ENDDO.`;

function classObject(name, main, testclasses) {
  return {
    type: 'CLAS',
    name,
    description: 'Benchmark',
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: 'Benchmark', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: testclasses ? { main, testclasses } : { main },
  };
}

const loopClass = classObject(
  'ZCL_BENCH_LOOP',
  `CLASS zcl_bench_loop DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_bench_loop IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
${LOOP_BODY}
    out->write( lv_sum ).
  ENDMETHOD.
ENDCLASS.
`,
);

const methods = Array.from({ length: 100 }, (_, i) => `test_${String(i).padStart(3, '0')}`);
const unitClass = classObject(
  'ZCL_BENCH_UNIT',
  `CLASS zcl_bench_unit DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS twice IMPORTING iv_value TYPE i RETURNING VALUE(rv_result) TYPE i.
ENDCLASS.

CLASS zcl_bench_unit IMPLEMENTATION.
  METHOD twice.
    rv_result = iv_value * 2.
  ENDMETHOD.
ENDCLASS.
`,
  `CLASS ltcl_bench DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    DATA mv_base TYPE i.
    METHODS setup.
${methods.map((m) => `    METHODS ${m} FOR TESTING.`).join('\n')}
ENDCLASS.

CLASS ltcl_bench IMPLEMENTATION.
  METHOD setup.
    mv_base = 21.
  ENDMETHOD.
${methods.map((m, i) => `  METHOD ${m}.\n    cl_abap_unit_assert=>assert_equals( act = zcl_bench_unit=>twice( mv_base + ${i} ) exp = ${2 * (21 + i)} ).\n  ENDMETHOD.`).join('\n')}
ENDCLASS.
`,
);

/** The loop transpiled on its own and run in this process: the time of the method call alone. */
async function directLoop(dir) {
  const source = `CLASS zcl_direct_loop DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS run RETURNING VALUE(rv_sum) TYPE i.
ENDCLASS.

CLASS zcl_direct_loop IMPLEMENTATION.
  METHOD run.
${LOOP_BODY}
    rv_sum = lv_sum.
  ENDMETHOD.
ENDCLASS.
`;
  const output = await new Transpiler({ addCommonJS: true, unknownTypes: 'runtimeError' }).runRaw([{ filename: 'zcl_direct_loop.clas.abap', contents: source }]);
  const module = output.objects.find((o) => o.filename === 'zcl_direct_loop.clas.mjs');
  const file = join(dir, module.filename);
  writeFileSync(file, module.chunk.getCode().replace(/^const \{cx_root\}.*$/m, ''));
  globalThis.abap = new runtime.ABAP();
  const { zcl_direct_loop } = await import(pathToFileURL(file).href);
  return timeMany(5, () => zcl_direct_loop.run());
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-exec-'));
  const scratch = mkdtempSync(join(tmpdir(), 'abapdeck-bench-direct-'));
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed });
  for (const object of [loopClass, unitClass]) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  system.close();
  const started = performance.now();
  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false, execution: { maxRuntimeMillis: 120_000 } });
  try {
    await service.execution.ready();
    console.log(`runtime build and 2 work processes ready: ${(performance.now() - started).toFixed(0)} ms (fresh data folder, demo system + kernel)`);
    const connection = {
      origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt',
      client: '100', user: 'DEVELOPER', password: readInitialPasswords(dataDir).DEVELOPER, language: 'EN', source: 'file',
    };
    const agent = new Agent(connection);
    await classRun(agent, 'ZCL_DEMO_CLASSRUN');
    report('class run ZCL_DEMO_CLASSRUN, warm pool, HTTP', await timeMany(200, () => classRun(agent, 'ZCL_DEMO_CLASSRUN')), 'p50 <= 60 ms');

    const first = await unit(agent, ['zcl_bench_unit.clas.testclasses.abap']);
    if (first.test_count !== 100 || first.success !== 'X') throw new Error(`unexpected unit result: ${JSON.stringify(first).slice(0, 300)}`);
    report('unit run of 100 test methods (one class), HTTP', await timeMany(10, () => unit(agent, ['zcl_bench_unit.clas.testclasses.abap'])));

    const output = await classRun(agent, 'ZCL_BENCH_LOOP');
    if (output.trim() !== '1000000') throw new Error(`unexpected loop output: ${output}`);
    const pooled = await timeMany(5, () => classRun(agent, 'ZCL_BENCH_LOOP'));
    report('10^6 additions in a work process (class run, HTTP)', pooled);
    const direct = await directLoop(scratch);
    report('10^6 additions transpiled and run in-process', direct);
    const ratio = [...pooled].sort((a, b) => a - b)[2] / [...direct].sort((a, b) => a - b)[2];
    console.log(`${'ratio work process / direct (p50)'.padEnd(48)} ${ratio.toFixed(2)}`);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}
