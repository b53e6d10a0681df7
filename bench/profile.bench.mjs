// Profiler benchmark: a unit run of 100 test methods (the code under test loops and reads the database once per
// test) plain (POST /unit), profiled (profile: a profile work process counting every statement) and with the
// SQL trace (sql_trace), as interleaved triples on warm work processes over HTTP. Prints the ratios to the plain
// run (targets: profile <= 2x, SQL trace <= 1.3x). Figures only, never pass/fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem, readInitialPasswords } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { unit } from '../dist/src/client/execution.js';
import { unitMeasured } from '../dist/src/client/profile.js';
import { cpuMillis, percentile, report, timeMany } from './stats.mjs';

const methods = Array.from({ length: 100 }, (_, i) => `test_${String(i).padStart(3, '0')}`);

const table = {
  type: 'TABL',
  name: 'ZBENCH_PRF',
  description: 'Benchmark',
  metadata: {
    DD02V: { TABNAME: 'ZBENCH_PRF', DDLANGUAGE: 'E', TABCLASS: 'TRANSP', DDTEXT: 'Benchmark', CONTFLAG: 'A', EXCLASS: '1' },
    DD09L: { TABNAME: 'ZBENCH_PRF', AS4LOCAL: 'A', TABKAT: '0', TABART: 'APPL0', BUFALLOW: 'N' },
    DD03P_TABLE: [
      { FIELDNAME: 'ID', KEYFLAG: 'X', NOTNULL: 'X', ADMINFIELD: '0', INTTYPE: 'C', INTLEN: '000020', DATATYPE: 'CHAR', LENG: '000010', MASK: '  CHAR' },
      { FIELDNAME: 'AMOUNT', ADMINFIELD: '0', INTTYPE: 'I', INTLEN: '000004', DATATYPE: 'INT4', LENG: '000010', MASK: '  INT4' },
    ],
  },
  sources: {},
};

const unitClass = {
  type: 'CLAS',
  name: 'ZCL_BENCH_PROFILE',
  description: 'Benchmark',
  metadata: { VSEOCLASS: { CLSNAME: 'ZCL_BENCH_PROFILE', LANGU: 'E', DESCRIPT: 'Benchmark', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
  sources: {
    main: `CLASS zcl_bench_profile DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS score IMPORTING iv_value TYPE i RETURNING VALUE(rv_result) TYPE i.
    CLASS-METHODS step IMPORTING iv_number TYPE i RETURNING VALUE(rv_result) TYPE i.
ENDCLASS.

CLASS zcl_bench_profile IMPLEMENTATION.
  METHOD score.
    DATA lt_numbers TYPE STANDARD TABLE OF i WITH EMPTY KEY.
    DATA ls_row TYPE zbench_prf.
    SELECT SINGLE * FROM zbench_prf WHERE id = 'X' INTO @ls_row.
    DO iv_value MOD 50 TIMES.
      APPEND sy-index TO lt_numbers.
    ENDDO.
    LOOP AT lt_numbers INTO DATA(lv_number).
      rv_result = rv_result + step( lv_number ).
    ENDLOOP.
  ENDMETHOD.

  METHOD step.
    IF iv_number MOD 2 = 0.
      rv_result = iv_number.
    ELSE.
      rv_result = 1.
    ENDIF.
  ENDMETHOD.
ENDCLASS.
`,
    testclasses: `CLASS ltcl_bench DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
${methods.map((m) => `    METHODS ${m} FOR TESTING.`).join('\n')}
ENDCLASS.

CLASS ltcl_bench IMPLEMENTATION.
${methods.map((m, i) => `  METHOD ${m}.\n    cl_abap_unit_assert=>assert_true( xsdbool( zcl_bench_profile=>score( ${i} ) >= 0 ) ).\n  ENDMETHOD.`).join('\n')}
ENDCLASS.
`,
  },
};


export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-profile-'));
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed });
  for (const object of [table, unitClass]) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  system.activation.announce({ activated: [system.objects.get('TABL', 'ZBENCH_PRF')], deleted: [] });
  system.close();
  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false, execution: { maxRuntimeMillis: 120_000 } });
  const files = ['zcl_bench_profile.clas.testclasses.abap'];
  try {
    await service.execution.ready();
    const agent = new Agent({
      origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt',
      client: '100', user: 'DEVELOPER', password: readInitialPasswords(dataDir).DEVELOPER, language: 'EN', source: 'file',
    });
    const plainFirst = await unit(agent, files);
    if (plainFirst.test_count !== 100 || plainFirst.success !== 'X') throw new Error(`unexpected unit result: ${JSON.stringify(plainFirst).slice(0, 300)}`);
    const started = performance.now();
    const first = await unitMeasured(agent, files, { profile: true });
    console.log(`${'first profiled run (starts the profile process)'.padEnd(48)} ${(performance.now() - started).toFixed(0)} ms`);
    const statements = first.profile?.statements ?? [];
    if (first.test_count !== 100 || statements.length === 0) throw new Error(`unexpected profile: ${JSON.stringify(first).slice(0, 300)}`);
    console.log(`${'measured'.padEnd(48)} ${statements.length} statements, ${statements.reduce((sum, s) => sum + s.count, 0)} executed; first ${statements[0].procedure} line ${statements[0].line}`);
    const traced = await unitMeasured(agent, files, { sqlTrace: true });
    console.log(`${'SQL trace'.padEnd(48)} ${traced.sql_trace?.statements.length} statements, ${traced.sql_trace?.findings.length} findings`);

    // interleaved triples, so that load from elsewhere on the machine falls on all three alike
    const pairs = 40;
    const plain = [];
    const profiled = [];
    const sql = [];
    const cpu = { plain: 0, profiled: 0, sql: 0 };
    const counted = async (kind, fn) => {
      const before = cpuMillis(service);
      const [millis] = await timeMany(1, fn);
      cpu[kind] += cpuMillis(service) - before;
      return millis;
    };
    for (let i = 0; i < pairs; i++) {
      plain.push(await counted('plain', () => unit(agent, files)));
      profiled.push(await counted('profiled', () => unitMeasured(agent, files, { profile: true })));
      sql.push(await counted('sql', () => unitMeasured(agent, files, { sqlTrace: true })));
    }
    report('unit run of 100 test methods, HTTP', plain);
    report('the same profiled, HTTP', profiled);
    report('the same with the SQL trace, HTTP', sql);
    const p50 = percentile(plain, 50);
    console.log(`${'ratio profile / plain (p50)'.padEnd(48)} ${(percentile(profiled, 50) / p50).toFixed(2)}x   (target <= 2x)`);
    console.log(`${'ratio SQL trace / plain (p50)'.padEnd(48)} ${(percentile(sql, 50) / p50).toFixed(2)}x   (target <= 1.3x)`);
    const per = (kind) => (cpu[kind] / pairs).toFixed(1);
    console.log(`${'CPU a run, service and work processes'.padEnd(48)} plain ${per('plain')} ms, profiled ${per('profiled')} ms (${(cpu.profiled / cpu.plain).toFixed(2)}x), SQL trace ${per('sql')} ms (${(cpu.sql / cpu.plain).toFixed(2)}x)`);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
