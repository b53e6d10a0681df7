// Exception breakpoints (issue 17): what an armed exception breakpoint costs a program that raises and catches
// 1,000 exceptions of another class (V8 pauses at every raise while one is armed; the agent asks the raised
// object's class chain and resumes), against the same run with none armed; and INSERT ... FROM TABLE of 2,000
// bookings written in one synchronous pass (worker/table-insert.ts, so that a duplicate key raises while the INSERT
// is on the stack) against the runtime's own statement (ACCEPTING DUPLICATE KEYS still takes it), rows rolled back.
// Variants interleaved, so that the machine's load falls on each alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem, readInitialPasswords } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { DebuggerApi } from '../dist/src/client/debugger.js';
import { classRun } from '../dist/src/client/execution.js';
import { percentile, report } from './stats.mjs';

const raises = `CLASS zcl_bench_raises DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_bench_raises IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lv_caught TYPE i.
    DO 1000 TIMES.
      TRY.
          RAISE EXCEPTION TYPE cx_sy_itab_line_not_found.
        CATCH cx_sy_itab_line_not_found.
          lv_caught = lv_caught + 1.
      ENDTRY.
    ENDDO.
    out->write( |caught { lv_caught }| ).
  ENDMETHOD.
ENDCLASS.
`;

const inserts = (name, accepting) => `CLASS ${name} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS ${name} IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lt_rows TYPE STANDARD TABLE OF zdemo_booking WITH DEFAULT KEY.
    DATA ls_row TYPE zdemo_booking.
    DO 2000 TIMES.
      ls_row-booking_id = 90000000 + sy-index.
      ls_row-carrier_id = 'LH'.
      ls_row-customer_name = |Bench { sy-index }|.
      ls_row-currency = 'EUR'.
      APPEND ls_row TO lt_rows.
    ENDDO.
    INSERT zdemo_booking FROM TABLE lt_rows${accepting ? ' ACCEPTING DUPLICATE KEYS' : ''}.
    out->write( |inserted { sy-dbcnt }| ).
    ROLLBACK WORK.
  ENDMETHOD.
ENDCLASS.
`;

function save(system, name, main) {
  system.objects.save(
    { type: 'CLAS', name, description: 'Benchmark', metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: 'Benchmark', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } }, sources: { main } },
    'ZDEMO_TOOLS',
    'A',
    'DEVELOPER',
  );
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-exceptions-'));
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed });
  save(system, 'ZCL_BENCH_RAISES', raises);
  save(system, 'ZCL_BENCH_INSERT_SYNC', inserts('zcl_bench_insert_sync', false));
  save(system, 'ZCL_BENCH_INSERT_RUNTIME', inserts('zcl_bench_insert_runtime', true));
  system.close();
  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false, execution: { poolSize: 1, maxRuntimeMillis: 300_000 } });
  await service.execution.ready();
  const connection = {
    origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt',
    client: '100', user: 'DEVELOPER', password: readInitialPasswords(dataDir).DEVELOPER, language: 'EN', source: 'file',
  };
  try {
    const runner = new Agent(connection);
    const breakpoints = new DebuggerApi(new Agent(connection), { requestUser: 'DEVELOPER', terminalId: 'BENCH', ideId: 'BENCH', debuggingMode: 'user' });
    const once = async (className, expected) => {
      const started = performance.now();
      const output = await classRun(runner, className);
      if (!String(output).includes(expected)) throw new Error(`unexpected output of ${className}: ${output}`);
      return performance.now() - started;
    };
    const variants = [
      { label: '1,000 caught raises, no exception breakpoint', entries: [], run: () => once('ZCL_BENCH_RAISES', 'caught 1000') },
      { label: '... exception breakpoint on CX_SY_ZERODIVIDE', entries: [{ uri: '', exceptionClass: 'CX_SY_ZERODIVIDE' }], run: () => once('ZCL_BENCH_RAISES', 'caught 1000') },
      { label: 'INSERT FROM TABLE 2,000 rows, one pass', entries: [], run: () => once('ZCL_BENCH_INSERT_SYNC', 'inserted 2000') },
      { label: "... the runtime's statement (ACCEPTING DUP. KEYS)", entries: [], run: () => once('ZCL_BENCH_INSERT_RUNTIME', 'inserted 2000') },
    ];
    const samples = variants.map(() => []);
    for (let round = 0; round < 8; round++) {
      for (const [index, variant] of variants.entries()) {
        await breakpoints.setBreakpoints(variant.entries);
        const millis = await variant.run();
        if (round > 0) samples[index].push(millis);
      }
    }
    await breakpoints.setBreakpoints([]);
    variants.forEach((variant, index) => report(variant.label, samples[index]));
    const [bare, armed, sync, runtime] = samples.map((s) => percentile(s, 50));
    console.log(`armed exception breakpoint, per raise (p50 difference)   ${((armed - bare) / 1000).toFixed(3)} ms`);
    console.log(`INSERT FROM TABLE one pass / runtime's (p50)             ${(sync / runtime).toFixed(2)}`);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
