// Debug adapter figures (issue 37), through the built `abapdeck dap` as an editor starts it, driven by
// @vscode/debugadapter-testsupport's DebugClient over stdio against a service on 127.0.0.1:
//  1. a step round trip through the adapter: a `next` request to the adapter's next `stopped` event, on a simple
//     statement in a loop (target p50 ≤ 15 ms);
//  2. the variables of a stop with 20 locals as an editor reads them after each stop (its stack first, not
//     timed): scopes, then the Locals scope's variables, the adapter's first reads of the stop (target p50 ≤ 15 ms).
// ABAPDECK_BENCH_DAP_STEPS (default 200) sets the count. Prints figures; never passes or fails on time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DebugClient } from '@vscode/debugadapter-testsupport';
import { EmbeddedSystem, readInitialPasswords } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { classWithLocals } from './locals-class.mjs';
import { report } from './stats.mjs';

const bin = new URL('../bin/abapdeck', import.meta.url).pathname;
const { source, breakLine: BREAK_LINE } = classWithLocals('zcl_bench_dap', 5000);

export async function run() {
  const steps = Number(process.env.ABAPDECK_BENCH_DAP_STEPS ?? 200);
  const root = mkdtempSync(join(tmpdir(), 'abapdeck-bench-dap-'));
  const dataDir = join(root, 'data');
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed });
  const metadata = { VSEOCLASS: { CLSNAME: 'ZCL_BENCH_DAP', LANGU: 'E', DESCRIPT: 'DAP bench', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } };
  system.objects.save({ type: 'CLAS', name: 'ZCL_BENCH_DAP', description: 'DAP bench', metadata, sources: { main: source } }, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  system.close();
  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false, execution: { poolSize: 1, maxRuntimeMillis: 300_000 } });
  await service.execution.ready();
  const cwd = join(root, 'project');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(join(cwd, 'src'), { recursive: true });
  writeFileSync(join(cwd, '.abapGitAgent'), JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', client: '100', user: 'DEVELOPER', password: readInitialPasswords(dataDir).DEVELOPER }));
  const file = join(cwd, 'src', 'zcl_bench_dap.clas.abap');
  writeFileSync(file, source);
  const env = { ...process.env, XDG_STATE_HOME: join(root, 'state') };
  delete env.ABAP_HOST;
  delete env.ABAPDECK_CONTEXT;
  const dc = new DebugClient(bin, 'dap', 'abap', { cwd, env });
  dc.defaultTimeout = 60_000;
  try {
    await dc.start();
    await Promise.all([dc.waitForEvent('initialized'), dc.initializeRequest({ adapterID: 'abap', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' })]);
    await dc.setBreakpointsRequest({ source: { path: file }, breakpoints: [{ line: BREAK_LINE }] });
    await dc.configurationDoneRequest();
    const first = dc.waitForEvent('stopped');
    await dc.launchRequest({ class: 'ZCL_BENCH_DAP' });
    await first;
    const step = async () => {
      const stopped = dc.waitForEvent('stopped');
      await dc.nextRequest({ threadId: 1 });
      await stopped;
    };
    const readStop = async () => {
      const { body } = await dc.stackTraceRequest({ threadId: 1, levels: 1 });
      const frameId = body.stackFrames[0].id;
      // the first reads of the stop: the adapter reads the frame's variables from the system here
      const started = performance.now();
      const scopes = (await dc.scopesRequest({ frameId })).body.scopes;
      const read = (await dc.variablesRequest({ variablesReference: scopes[0].variablesReference })).body.variables;
      const millis = performance.now() - started;
      if (read.length < 20 || scopes.length < 2) throw new Error(`a stop with ${read.length} locals`);
      return millis;
    };
    for (let i = 0; i < 10; i++) await step();
    console.log(`load average before: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const stepSamples = [];
    const variableSamples = [];
    for (let i = 0; i < steps; i++) {
      const started = performance.now();
      await step();
      stepSamples.push(performance.now() - started);
    }
    for (let i = 0; i < steps; i++) {
      await step();
      variableSamples.push(await readStop());
    }
    report('dap: next → stopped (step round trip)', stepSamples, '≤ 15 ms p50');
    report('dap: scopes + Locals of a stop with 20 locals', variableSamples, '≤ 15 ms p50');
    console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const terminated = dc.waitForEvent('terminated');
    await dc.terminateRequest({});
    await terminated;
  } finally {
    await dc.stop().catch(() => undefined);
    await service.close();
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
