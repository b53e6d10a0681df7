/** Small helpers for benchmarks: percentiles, one printed line per figure, CPU time of a service's processes. */
import { readFileSync } from 'node:fs';

export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function report(label, samples, target) {
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const line = `${label.padEnd(48)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   n=${samples.length}`;
  console.log(target ? `${line}   (target ${target})` : line);
}

export async function timeMany(count, fn) {
  const samples = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * CPU milliseconds used so far by this process (client and service) and the service's work processes: unlike the
 * request timings, hardly moved by load from elsewhere on the machine (whose processes take turns on the cores).
 * The work processes' figure comes from /proc (Linux; clock ticks of 10 ms, so only totals over many runs mean
 * something); without /proc it is left out.
 */
export function cpuMillis(service) {
  const own = process.cpuUsage();
  let work = 0;
  for (const member of service.execution.pool.processes()) {
    try {
      const fields = readFileSync(`/proc/${member.child.pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      work += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // no /proc, or the process has ended
    }
  }
  return (own.user + own.system) / 1000 + work;
}
