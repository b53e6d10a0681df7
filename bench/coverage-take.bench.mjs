// Micro benchmark: what V8's Profiler.takePreciseCoverage costs (CPU time in the taking process) against how
// much code the process holds. A take walks every function of every script loaded, called or not, so a
// coverage work process that loads its whole generation pays for all of it in each run; one that loads what
// the run reaches (src/system/execution/worker/module-closure.ts) pays for less. Each case runs in a fresh
// `node --no-lazy` process (as a coverage work process starts), with classes shaped like the transpiler's:
// metadata arrow functions and methods with a loop and branches. Figures only, never pass/fail.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD = 'ABAPDECK_BENCH_TAKE_CHILD';

async function child({ dir, scripts, callCount }) {
  const { Session } = await import('node:inspector/promises');
  const { setFlagsFromString } = await import('node:v8');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount, detailed: true });
  setFlagsFromString('--lazy');
  for (let s = 0; s < scripts; s++) await import(join(dir, `c${s}.mjs`));
  await session.post('Profiler.takePreciseCoverage');
  const cpu = [];
  for (let run = 0; run < 200; run++) {
    for (let s = 0; s < Math.min(scripts, 5); s++) await globalThis[`C${s}`].m0({ a: run });
    const before = process.cpuUsage();
    await session.post('Profiler.takePreciseCoverage');
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ p50: cpu[100], p10: cpu[20] }));
}

function classModule(index, methods) {
  const bodies = Array.from(
    { length: methods },
    (_, m) => `  static async m${m}(INPUT) { let x = INPUT?.a ?? 0; for (let k = 0; k < 3; k++) { if (k % 2 === 0) x += k; else x -= 1; } return x; }`,
  );
  return `class c${index} {\n  static METHODS = {"A": {"type": () => {return 1;}}, "B": {"type": () => {return 2;}}};\n${bodies.join('\n')}\n}\nglobalThis.C${index} = c${index};\nexport {c${index}};\n`;
}

export async function run() {
  const root = mkdtempSync(join(tmpdir(), 'abapdeck-bench-take-'));
  try {
    const cases = [
      { scripts: 0, methods: 0, callCount: true },
      { scripts: 20, methods: 10, callCount: true },
      { scripts: 100, methods: 10, callCount: true },
      { scripts: 500, methods: 10, callCount: true },
      { scripts: 500, methods: 10, callCount: false },
      { scripts: 50, methods: 100, callCount: true },
    ];
    for (const { scripts, methods, callCount } of cases) {
      const dir = join(root, `${scripts}-${methods}`);
      mkdirSync(dir, { recursive: true });
      for (let s = 0; s < scripts; s++) writeFileSync(join(dir, `c${s}.mjs`), classModule(s, methods));
      const result = spawnSync(process.execPath, ['--no-lazy', fileURLToPath(import.meta.url)], {
        env: { ...process.env, [CHILD]: JSON.stringify({ dir, scripts, callCount }) },
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(result.stderr);
      const { p50, p10 } = JSON.parse(result.stdout);
      const label = `take, ${scripts} scripts x ${methods} methods${callCount ? '' : ' (binary)'}`;
      console.log(`${label.padEnd(48)} p50 ${p50.toFixed(2).padStart(6)} ms CPU   p10 ${p10.toFixed(2).padStart(6)} ms CPU`);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.env[CHILD]) await child(JSON.parse(process.env[CHILD]));
