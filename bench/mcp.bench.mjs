// MCP server figures (issue 35), of the built binary as an assistant's client starts it:
//  1. the server's start: spawn of `abapdeck mcp` to the end of the MCP initialisation (the client's connect),
//     with the embedded system already warm (target ≤ 0.5 s);
//  2. a cheap tool call over stdio (abap_objects_list of ZDEMO_CORE, 5 rows) on a warm server and system:
//     the p50 of the round trip as the client sees it (target ≤ 20 ms); abap_system_health beside it;
//  3. the size of the tool list an assistant reads, in both modes (--tools full, minimal): its JSON's characters
//     and an estimate of its tokens (characters / 4).
// The embedded default runs on a temporary data folder and is stopped at the end.
// ABAPDECK_BENCH_MCP_STARTS (default 5) and ABAPDECK_BENCH_MCP_CALLS (default 50) set the counts.
// Prints figures; never passes or fails on time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { percentile, report, timeMany } from './stats.mjs';

const bin = new URL('../bin/abapdeck', import.meta.url).pathname;

async function connect(env, cwd, args = []) {
  const client = new Client({ name: 'abapdeck-bench', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp', ...args], env, cwd, stderr: 'ignore' }));
  return client;
}

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

    const startSamples = await timeMany(starts, async () => {
      const client = await connect(env, cwd);
      await client.close();
    });
    console.log(`${'abapdeck mcp start (to initialised)'.padEnd(48)} p50 ${(percentile(startSamples, 50) / 1000).toFixed(3)} s   min ${(Math.min(...startSamples) / 1000).toFixed(3)} s   n=${startSamples.length}   (target ≤ 0.5 s)`);

    for (const mode of ['full', 'minimal']) {
      const lister = await connect(env, cwd, ['--tools', mode]);
      const { tools } = await lister.listTools();
      const chars = JSON.stringify(tools).length;
      console.log(`${`tool list, --tools ${mode}`.padEnd(48)} ${tools.length} tools   ${chars} characters   ~${Math.round(chars / 4)} tokens`);
      await lister.close();
    }

    const client = await connect(env, cwd);
    try {
      const list = () => client.callTool({ name: 'abap_objects_list', arguments: { package: 'ZDEMO_CORE', limit: 5 } });
      for (let i = 0; i < 5; i++) await list();
      const first = await list();
      if (first.isError) throw new Error(`abap_objects_list failed: ${JSON.stringify(first.content)}`);
      report('tool call abap_objects_list (warm)', await timeMany(calls, list), '≤ 20 ms p50');
      report('tool call abap_system_health (warm)', await timeMany(calls, () => client.callTool({ name: 'abap_system_health', arguments: {} })));
      report('tools/list', await timeMany(calls, () => client.listTools()));
    } finally {
      await client.close();
    }
  } finally {
    spawnSync(process.execPath, [bin, 'serve', '--stop'], { env, cwd });
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
