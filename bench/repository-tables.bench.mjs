// The repository tables follower (TADIR, TRDIR, SEOCLASS…, DD02L, DD03L … kept in step with activation) for the
// 1,000 objects of the generated repository, in process and without the other followers: the activation in one
// block (follow) and in parts (announceInParts: the longest part is how long the event loop is held), then one
// object. Wall time and the process's CPU time (no worker threads run here), so a loaded machine shows as the gap.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { objects } from './generated-repository.mjs';
import { percentile, report } from './stats.mjs';

const cpuMillis = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

function measure(work) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = work();
  return { wall: performance.now() - started, cpu: cpuMillis(cpu), value };
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-tables-'));
  const system = EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: 'bench-secret' } });
  try {
    const generated = objects();
    system.db.transaction(() => {
      for (const name of new Set(generated.map((object) => object.package))) {
        system.packages.save({ name, parent: '', description: name, softwareComponent: 'HOME', metadata: {} }, 'DEVELOPER');
      }
      for (const object of generated) system.objects.save(object, object.package, 'A', 'DEVELOPER');
    })();
    const stored = system.objects.allActive().filter((object) => object.package.startsWith('ZBENCH'));
    // the follower alone: the application data follower would create 333 tables, the others do not write
    const follower = system.activation.followers.find((candidate) => candidate.name === 'repository tables');
    const change = { activated: stored, deleted: [] };
    console.log(`${stored.length} objects, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);

    const whole = [];
    for (let i = 0; i < 3; i++) {
      const { wall, cpu, value } = measure(() => follower.follow(change));
      if (value.length > 0) throw new Error(`problems: ${JSON.stringify(value.slice(0, 3))}`);
      whole.push(wall);
      console.log(`  in one block: ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU`);
    }
    report('repository tables, 1,000 objects in one block', whole, 'the event loop held that long');

    if (follower.parts) {
      const longest = [];
      for (let i = 0; i < 3; i++) {
        const parts = [];
        let cpu = 0;
        for (const part of follower.parts(change)) {
          const measured = measure(part);
          if (measured.value.length > 0) throw new Error(`problems: ${JSON.stringify(measured.value.slice(0, 3))}`);
          parts.push(measured.wall);
          cpu += measured.cpu;
          await new Promise((resolve) => setImmediate(resolve));
        }
        longest.push(Math.max(...parts));
        console.log(`  in ${parts.length} parts: ${parts.reduce((a, b) => a + b, 0).toFixed(0)} ms wall in all, ${cpu.toFixed(0)} ms CPU, part p50 ${percentile(parts, 50).toFixed(1)} ms, longest ${Math.max(...parts).toFixed(1)} ms`);
      }
      report('repository tables, longest part of 1,000 objects', longest, '<= 100 ms (the loop runs between parts)');
    }

    const one = { activated: [stored.find((object) => object.type === 'CLAS')], deleted: [] };
    const single = [];
    for (let i = 0; i < 20; i++) single.push(measure(() => follower.follow(one)).wall);
    report('repository tables, one class', single);
  } finally {
    system.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
