/** Small helpers for benchmarks: percentiles and one printed line per figure. */
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
