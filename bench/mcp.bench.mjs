// MCP server figures (issue 35), of the built binary as an assistant's client starts it:
//  1. the server's start: spawn of `abapdeck mcp` to the end of the MCP initialisation (the client's connect),
//     with the embedded system already warm (target ≤ 0.5 s), and the CPU the server used to get there;
//  2. a cheap tool call over stdio (abap_objects_list of ZDEMO_CORE, 5 rows) on a warm server and system:
//     the p50 of the round trip as the client sees it (target ≤ 20 ms), and the server's CPU per call;
//     abap_system_health beside it; tools/list as the server answers it, and as the SDK's Client lists it (which
//     also compiles a validator of every tool's output schema);
//  3. the size of the tool list an assistant reads, in both modes (--tools full, minimal), with and without the
//     output schemas: its JSON's characters and an estimate of its tokens (characters / 4).
// Wall times move with the machine's load (printed); the CPU figures (Linux /proc, 10 ms ticks) hardly do.
// The embedded default runs on a temporary data folder and is stopped at the end.
// ABAPDECK_BENCH_MCP_STARTS (default 5) and ABAPDECK_BENCH_MCP_CALLS (default 50) set the counts.
// Prints figures; never passes or fails on time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListToolsResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { percentile, report, timeMany } from './stats.mjs';

const bin = new URL('../bin/abapdeck', import.meta.url).pathname;

async function connect(env, cwd, args = []) {
  const client = new Client({ name: 'abapdeck-bench', version: '1.0.0' });
  const transport = new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp', ...args], env, cwd, stderr: 'ignore' });
  await client.connect(transport);
  client.serverPid = transport.pid;
  return client;
}

/** CPU milliseconds a process has used so far (user and system; /proc, Linux); NaN without /proc. */
function processCpuMillis(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const tokens = (chars) => `${chars} characters   ~${Math.round(chars / 4)} tokens`;

export async function run() {
  const starts = Number(process.env.ABAPDECK_BENCH_MCP_STARTS ?? 5);
  const calls = Number(process.env.ABAPDECK_BENCH_MCP_CALLS ?? 50);
  const root = mkdtempSync(join(tmpdir(), 'abapdeck-bench-mcp-'));
  const env = { ...process.env, ABAPDECK_DATA: join(root, 'data'), XDG_RUNTIME_DIR: join(root, 'runtime'), XDG_STATE_HOME: join(root, 'state'), XDG_CONFIG_HOME: join(root, 'config') };
  delete env.ABAP_HOST;
  delete env.ABAPDECK_CONTEXT;
  const cwd = root;
  try {
    // the embedded system up and warm before anything is measured
    const health = spawnSync(process.execPath, [bin, 'list', '--package', 'ZDEMO_CORE', '--json'], { env, cwd, encoding: 'utf8' });
    if (health.status !== 0) throw new Error(`the embedded system did not answer: ${health.stderr}`);

    console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
    const startCpu = [];
    const startSamples = await timeMany(starts, async () => {
      const client = await connect(env, cwd);
      startCpu.push(processCpuMillis(client.serverPid));
      await client.close();
    });
    console.log(`${'abapdeck mcp start (to initialised)'.padEnd(48)} p50 ${(percentile(startSamples, 50) / 1000).toFixed(3)} s   min ${(Math.min(...startSamples) / 1000).toFixed(3)} s   n=${startSamples.length}   (target ≤ 0.5 s)`);
    console.log(`${'abapdeck mcp start, the server\'s CPU'.padEnd(48)} p50 ${percentile(startCpu, 50)} ms   min ${Math.min(...startCpu)} ms`);

    for (const mode of ['full', 'minimal']) {
      const lister = await connect(env, cwd, ['--tools', mode]);
      const { tools } = await lister.listTools();
      const bare = tools.map(({ outputSchema: _outputSchema, ...tool }) => tool);
      console.log(`${`tool list, --tools ${mode}`.padEnd(48)} ${tools.length} tools   ${tokens(JSON.stringify(tools).length)}`);
      if (tools.some((tool) => tool.outputSchema)) console.log(`${`tool list, --tools ${mode}, without output schemas`.padEnd(48)} ${tools.length} tools   ${tokens(JSON.stringify(bare).length)}`);
      await lister.close();
    }

    const client = await connect(env, cwd);
    try {
      const list = () => client.callTool({ name: 'abap_objects_list', arguments: { package: 'ZDEMO_CORE', limit: 5 } });
      for (let i = 0; i < 5; i++) await list();
      const first = await list();
      if (first.isError) throw new Error(`abap_objects_list failed: ${JSON.stringify(first.content)}`);
      const cpuBefore = processCpuMillis(client.serverPid);
      report('tool call abap_objects_list (warm)', await timeMany(calls, list), '≤ 20 ms p50');
      console.log(`${'tool call abap_objects_list, the server\'s CPU'.padEnd(48)} ${((processCpuMillis(client.serverPid) - cpuBefore) / calls).toFixed(1)} ms a call (n=${calls})`);
      report('tool call abap_system_health (warm)', await timeMany(calls, () => client.callTool({ name: 'abap_system_health', arguments: {} })));
      report('tools/list (the server\'s answer)', await timeMany(calls, () => client.request({ method: 'tools/list' }, ListToolsResultSchema)));
      report('tools/list (SDK Client: compiles validators)', await timeMany(Math.min(calls, 10), () => client.listTools()));
    } finally {
      await client.close();
    }
  } finally {
    spawnSync(process.execPath, [bin, 'serve', '--stop'], { env, cwd });
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
