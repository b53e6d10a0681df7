// CLI start-up figures (issue 20), of the built binary as a user runs it:
//  1. a command against a warm embedded server (`abapdeck list --package ZDEMO_CORE`), as a ratio to bare
//     `node -e 0` measured in the same run, the two in turn (A B A B …) so the ratio holds when the machine's
//     speed drifts; the median of the pair ratios is the figure (target ≤ 1.3×, issue 32), and beside it the ratio
//     of their CPU (the kernel's accounting of each finished child, summed over the runs). The command keeps its
//     logon session between runs (src/client/session-cache.ts), so it is one round trip; the same pairs are also
//     measured with the kept session removed before each run (a logon and a token fetch first), side by side;
//  2. the first command on a fresh machine: a new data folder and an empty build cache, so the command starts
//     the embedded system and waits for it (target ≤ 1.5 s); whether the starting line came on stderr only.
// ABAPDECK_BENCH_PAIRS (default 30) and ABAPDECK_BENCH_COLD_RUNS (default 3) set the counts.
// Prints figures; never passes or fails on time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './stats.mjs';

const bin = new URL('../bin/abapdeck', import.meta.url).pathname;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The CPU of the children this process has waited for, in milliseconds (Linux: /proc/self/stat's cutime and
 * cstime, in clock ticks of 10 ms; undefined elsewhere). A child's share is the difference around its run: too
 * coarse for one run, so the CPU figures below are ratios of sums over all runs.
 */
function childrenCpuMillis() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Runs one process to its end: wall milliseconds, CPU milliseconds (in 10 ms ticks), exit code and what it printed. */
function timed(args, env, cwd) {
  return new Promise((resolve) => {
    const cpuBefore = childrenCpuMillis();
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      const cpuAfter = childrenCpuMillis();
      resolve({ millis: performance.now() - started, cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore, code, stdout, stderr });
    });
  });
}

const sum = (values) => values.reduce((total, value) => total + value, 0);

const seconds = (ms) => (ms / 1000).toFixed(3);

export async function run() {
  const pairs = Number(process.env.ABAPDECK_BENCH_PAIRS ?? 30);
  const coldRuns = Number(process.env.ABAPDECK_BENCH_COLD_RUNS ?? 3);
  const cwd = mkdtempSync(join(tmpdir(), 'abapdeck-bench-cli-cwd-'));
  const cache = mkdtempSync(join(tmpdir(), 'abapdeck-bench-cli-cache-'));
  // the kept sessions of this run alone
  const runtime = mkdtempSync(join(tmpdir(), 'abapdeck-bench-cli-runtime-'));
  const base = { ...process.env, XDG_CACHE_HOME: cache, XDG_RUNTIME_DIR: runtime };
  delete base.ABAP_HOST;
  const command = [bin, 'list', '--package', 'ZDEMO_CORE'];
  const dataDirs = [];
  try {
    // 2. first command on a fresh machine
    const cold = [];
    let lineOnStderr = 0;
    let lineOnStdout = 0;
    let env;
    for (let i = 0; i < coldRuns; i++) {
      if (env) await timed([bin, 'serve', '--stop'], env, cwd);
      rmSync(cache, { recursive: true, force: true });
      const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-cli-data-'));
      dataDirs.push(dataDir);
      env = { ...base, ABAPDECK_DATA: dataDir };
      const first = await timed([...command, '--json'], env, cwd);
      if (first.code !== 0) console.log(`cold start exited ${first.code}: ${first.stderr.trim()}`);
      cold.push(first.millis);
      if (/starting the embedded demo system/.test(first.stderr)) lineOnStderr++;
      if (/starting the embedded demo system/.test(first.stdout)) lineOnStdout++;
    }
    console.log(
      `${'first command, fresh machine (embedded boots)'.padEnd(48)} p50 ${seconds(percentile(cold, 50))} s   ` +
        `min ${seconds(Math.min(...cold))} s   max ${seconds(Math.max(...cold))} s   n=${cold.length}   (target ≤ 1.5 s)`,
    );
    console.log(`${'  starting line on stderr / on --json stdout'.padEnd(48)} ${lineOnStderr}/${coldRuns}, ${lineOnStdout}/${coldRuns}`);

    // 1. warm server: the last cold run's server, once its background warm-up (runtime build, checks) is done
    await sleep(8000);
    for (let i = 0; i < 2; i++) await timed(command, env, cwd);
    const dropSessions = () => {
      const folder = join(runtime, 'abapdeck');
      for (const name of readdirSync(folder)) if (name.startsWith('session-')) rmSync(join(folder, name), { force: true });
    };
    for (const [label, beforeEach] of [
      ['abapdeck list, warm server, kept session', undefined],
      ['abapdeck list, warm server, no kept session', dropSessions],
    ]) {
      const node = [];
      const cli = [];
      const ratios = [];
      const cliCpu = [];
      const nodeCpu = [];
      if (!beforeEach) for (let i = 0; i < 3; i++) await timed(command, env, cwd);
      for (let i = 0; i < pairs; i++) {
        beforeEach?.();
        const a = await timed(command, env, cwd);
        const b = await timed(['-e', '0'], env, cwd);
        if (a.code !== 0) console.log(`list exited ${a.code}: ${a.stderr.trim()}`);
        cli.push(a.millis);
        node.push(b.millis);
        ratios.push(a.millis / b.millis);
        if (a.cpu !== undefined && b.cpu !== undefined) {
          cliCpu.push(a.cpu);
          nodeCpu.push(b.cpu);
        }
      }
      console.log(`${label.padEnd(48)} p50 ${seconds(percentile(cli, 50))} s   min ${seconds(Math.min(...cli))} s   n=${pairs}`);
      console.log(`${'  node -e 0, same run'.padEnd(48)} p50 ${seconds(percentile(node, 50))} s   min ${seconds(Math.min(...node))} s   n=${pairs}`);
      console.log(
        `${'  list / node -e 0, pair by pair'.padEnd(48)} p50 ${percentile(ratios, 50).toFixed(2)}×   ` +
          `min ${Math.min(...ratios).toFixed(2)}×   max ${Math.max(...ratios).toFixed(2)}×${beforeEach ? '' : '   (target ≤ 1.3×)'}`,
      );
      if (cliCpu.length > 0 && sum(nodeCpu) > 0) {
        console.log(
          `${'  list / node -e 0, CPU (sums of all runs)'.padEnd(48)} ${(sum(cliCpu) / sum(nodeCpu)).toFixed(2)}×   ` +
            `(${(sum(cliCpu) / cliCpu.length).toFixed(1)} ms ÷ ${(sum(nodeCpu) / nodeCpu.length).toFixed(1)} ms a run)`,
        );
      }
    }
    await timed([bin, 'serve', '--stop'], env, cwd);
  } finally {
    for (const dir of [cwd, cache, runtime, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
  }
}
