// Coverage benchmark: a unit run of 100 test methods with statement coverage (POST /unit/coverage: a coverage
// work process counting V8 blocks, the counts mapped to ABAP statements) beside the same run without it
// (POST /unit), both on warm work processes over HTTP. Prints the ratio (target <= 1.5x); also the first
// coverage run, which starts the coverage work process. Figures only, never pass/fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem, readInitialPasswords } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { unit } from '../dist/src/client/execution.js';
import { unitCoverage } from '../dist/src/client/unit-coverage.js';
import { cpuMillis, percentile, report, timeMany } from './stats.mjs';

const methods = Array.from({ length: 100 }, (_, i) => `test_${String(i).padStart(3, '0')}`);

// code under test with branches and a loop, so the counting has blocks to count
const unitClass = {
  type: 'CLAS',
  name: 'ZCL_BENCH_COVERAGE',
  description: 'Benchmark',
  metadata: { VSEOCLASS: { CLSNAME: 'ZCL_BENCH_COVERAGE', LANGU: 'E', DESCRIPT: 'Benchmark', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
  sources: {
    main: `CLASS zcl_bench_coverage DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS score IMPORTING iv_value TYPE i RETURNING VALUE(rv_result) TYPE i.
    CLASS-METHODS never RETURNING VALUE(rv_result) TYPE i.
ENDCLASS.

CLASS zcl_bench_coverage IMPLEMENTATION.
  METHOD score.
    DATA lt_numbers TYPE STANDARD TABLE OF i WITH EMPTY KEY.
    DO iv_value MOD 50 TIMES.
      APPEND sy-index TO lt_numbers.
    ENDDO.
    LOOP AT lt_numbers INTO DATA(lv_number).
      IF lv_number MOD 2 = 0.
        rv_result = rv_result + lv_number.
      ELSEIF lv_number MOD 3 = 0.
        rv_result = rv_result - 1.
      ELSE.
        rv_result = rv_result + 1.
      ENDIF.
    ENDLOOP.
  ENDMETHOD.

  METHOD never.
    rv_result = 1.
  ENDMETHOD.
ENDCLASS.
`,
    testclasses: `CLASS ltcl_bench DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
${methods.map((m) => `    METHODS ${m} FOR TESTING.`).join('\n')}
ENDCLASS.

CLASS ltcl_bench IMPLEMENTATION.
${methods.map((m, i) => `  METHOD ${m}.\n    cl_abap_unit_assert=>assert_true( xsdbool( zcl_bench_coverage=>score( ${i} ) >= -100 ) ).\n  ENDMETHOD.`).join('\n')}
ENDCLASS.
`,
  },
};


export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-coverage-'));
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed });
  system.objects.save(unitClass, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  system.close();
  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false, execution: { maxRuntimeMillis: 120_000 } });
  const files = ['zcl_bench_coverage.clas.testclasses.abap'];
  try {
    await service.execution.ready();
    const agent = new Agent({
      origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt',
      client: '100', user: 'DEVELOPER', password: readInitialPasswords(dataDir).DEVELOPER, language: 'EN', source: 'file',
    });
    const plainFirst = await unit(agent, files);
    if (plainFirst.test_count !== 100 || plainFirst.success !== 'X') throw new Error(`unexpected unit result: ${JSON.stringify(plainFirst).slice(0, 300)}`);
    const started = performance.now();
    const first = await unitCoverage(agent, files);
    console.log(`${'first coverage run (starts the coverage process)'.padEnd(48)} ${(performance.now() - started).toFixed(0)} ms`);
    const measured = first.coverage[0];
    if (first.test_count !== 100 || !measured) throw new Error(`unexpected coverage result: ${JSON.stringify(first).slice(0, 300)}`);
    console.log(`${'measured'.padEnd(48)} ${measured.name} ${measured.covered}/${measured.total} statements (${measured.percent}%)`);

    // interleaved pairs, so that load from elsewhere on the machine falls on both alike; 100 pairs, as 30
    // left the ratio of the medians swinging by ±0.2 between runs on a quiet machine
    const plain = [];
    const covered = [];
    const pairRatios = [];
    const cpu = { plain: 0, covered: 0 };
    const counted = async (kind, fn) => {
      const before = cpuMillis(service);
      const [millis] = await timeMany(1, fn);
      cpu[kind] += cpuMillis(service) - before;
      return millis;
    };
    for (let i = 0; i < 100; i++) {
      const plainMillis = await counted('plain', () => unit(agent, files));
      const coveredMillis = await counted('covered', () => unitCoverage(agent, files));
      plain.push(plainMillis);
      covered.push(coveredMillis);
      pairRatios.push(coveredMillis / plainMillis);
    }
    // the coverage process is reused: each run must measure its own statements again
    const lastRun = (await unitCoverage(agent, files)).coverage[0];
    if (lastRun?.covered !== measured.covered || lastRun.total !== measured.total) throw new Error(`the 102nd coverage run measured ${JSON.stringify(lastRun)}, the first ${measured.covered}/${measured.total}`);
    report('unit run of 100 test methods, HTTP', plain);
    report('the same with coverage, HTTP', covered);
    const ratio = percentile(covered, 50) / percentile(plain, 50);
    console.log(`${'ratio coverage / plain (p50)'.padEnd(48)} ${ratio.toFixed(2)}x   (target <= 1.5x)`);
    console.log(`${'median ratio of the interleaved pairs'.padEnd(48)} ${percentile(pairRatios, 50).toFixed(2)}x`);
    console.log(`${'CPU a run, service and work processes'.padEnd(48)} plain ${(cpu.plain / 100).toFixed(1)} ms, coverage ${(cpu.covered / 100).toFixed(1)} ms: ${(cpu.covered / cpu.plain).toFixed(2)}x`);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
