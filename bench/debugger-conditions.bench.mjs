// Conditional breakpoints: a class run whose loop of 100,000 iterations holds a breakpoint with a false
// condition, against the same run with no breakpoint (issue 17 target: at most 3 times the time). The
// condition is evaluated at every pass in the work process (a live-edited line asks the breakpoint hook);
// a V8 breakpoint condition would cost a debug-evaluate per pass. Also the same loop with a skip count that
// is never reached, and a condition reading a structure component.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem, readInitialPasswords } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { DebuggerApi } from '../dist/src/client/debugger.js';
import { classRun } from '../dist/src/client/execution.js';
import { breakpointUri } from '../dist/src/protocol/debugger.js';
import { percentile, report, timeMany } from './stats.mjs';

const source = `CLASS zcl_bench_condition DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
ENDCLASS.

CLASS zcl_bench_condition IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    TYPES: BEGIN OF ty_counter,
             value TYPE i,
           END OF ty_counter.
    DATA lv_sum TYPE i.
    DATA ls_counter TYPE ty_counter.
    DO 100000 TIMES.
      lv_sum = lv_sum + 1.
      ls_counter-value = lv_sum.
    ENDDO.
    out->write( lv_sum ).
  ENDMETHOD.
ENDCLASS.
`;
const BODY_LINE = source.split('\n').findIndex((line) => line.includes('lv_sum = lv_sum + 1.')) + 1;

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-conditions-'));
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed });
  system.objects.save(
    {
      type: 'CLAS',
      name: 'ZCL_BENCH_CONDITION',
      description: 'Benchmark',
      metadata: { VSEOCLASS: { CLSNAME: 'ZCL_BENCH_CONDITION', LANGU: 'E', DESCRIPT: 'Benchmark', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
      sources: { main: source },
    },
    'ZDEMO_TOOLS',
    'A',
    'DEVELOPER',
  );
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
    const uri = breakpointUri('/sap/bc/adt', { kind: 'class', name: 'ZCL_BENCH_CONDITION', line: BODY_LINE });
    await breakpoints.setBreakpoints([]);
    const once = async () => {
      const started = performance.now();
      const output = await classRun(runner, 'ZCL_BENCH_CONDITION');
      if (!String(output).includes('100000')) throw new Error(`unexpected output: ${output}`);
      return performance.now() - started;
    };
    // the variants interleaved, so that the machine's load falls on each alike
    const variants = [
      { label: '100,000 iterations, no breakpoint', entries: [] },
      { label: '... breakpoint with condition lv_sum < 0', entries: [{ uri, condition: 'lv_sum < 0' }] },
      { label: '... condition ls_counter-value = -1 AND lv_sum > 0', entries: [{ uri, condition: 'ls_counter-value = -1 AND lv_sum > 0' }] },
    ];
    const samples = variants.map(() => []);
    for (let round = 0; round < 12; round++) {
      for (const [index, variant] of variants.entries()) {
        await breakpoints.setBreakpoints(variant.entries);
        const millis = await once();
        if (round > 0) samples[index].push(millis);
      }
    }
    variants.forEach((variant, index) => report(variant.label, samples[index]));
    const [bare, conditional, component] = samples.map((s) => percentile(s, 50));

    // the conditions were really evaluated at every pass: a true one stops at the 99,999th
    await breakpoints.setBreakpoints([{ uri, condition: 'lv_sum = 99999' }]);
    const listening = breakpoints.listen(60);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = classRun(runner, 'ZCL_BENCH_CONDITION');
    const hit = await listening;
    if (hit.kind !== 'hit') throw new Error(`the true condition did not stop: ${JSON.stringify(hit)}`);
    const attached = new DebuggerApi(new Agent(connection), { requestUser: 'DEVELOPER', terminalId: 'BENCH', ideId: 'BENCH', debuggingMode: 'user' });
    await attached.attach(hit.debuggee.DEBUGGEE_ID);
    const [sum] = await attached.variables(['LV_SUM']);
    if (sum?.VALUE !== '99999') throw new Error(`stopped with LV_SUM = ${sum?.VALUE}`);
    await breakpoints.setBreakpoints([]);
    await attached.step('stepContinue').catch(() => undefined);
    await stopped;
    console.log('a true condition (lv_sum = 99999) stopped with LV_SUM = 99999');

    console.log(`ratio conditional / none (p50)                   ${(conditional / bare).toFixed(2)}   (target <= 3)`);
    console.log(`ratio component condition / none (p50)           ${(component / bare).toFixed(2)}`);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
