// Foundation benchmark: list page and tree round trips over HTTP on loopback, on a system with a package
// of 10,000 objects and a tree of 1,000 packages; and the CLI `list` from process start to exit.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { startService } from '../dist/src/server/serve.js';
import { Agent } from '../dist/src/client/agent.js';
import { list, tree } from '../dist/src/client/service.js';
import { report, timeMany } from './stats.mjs';

const password = 'bench-secret';

function generate(system) {
  const save = (name, parent) => system.packages.save({ name, parent, description: `${name}`, softwareComponent: 'HOME', metadata: {} }, 'DEVELOPER');
  system.db.transaction(() => {
    save('ZBIG', '');
    for (let i = 0; i < 10_000; i++) {
      system.objects.save({ type: i % 3 === 0 ? 'INTF' : 'CLAS', name: `ZCL_BENCH_${String(i).padStart(5, '0')}`, description: '', metadata: {}, sources: {} }, 'ZBIG', 'A', 'DEVELOPER');
    }
    // 1,000 packages: 10 at level 1, 10 below each (100), 9 below each of those (900) minus a few.
    save('ZTREE', '');
    let count = 1;
    for (let a = 0; a < 10; a++) {
      save(`ZTREE_${a}`, 'ZTREE'); count++;
      for (let b = 0; b < 10; b++) {
        save(`ZTREE_${a}_${b}`, `ZTREE_${a}`); count++;
        for (let c = 0; c < 9 && count < 1000; c++) {
          save(`ZTREE_${a}_${b}_${c}`, `ZTREE_${a}_${b}`); count++;
          system.objects.save({ type: 'CLAS', name: `ZCL_T_${a}_${b}_${c}`, description: '', metadata: {}, sources: {} }, `ZTREE_${a}_${b}_${c}`, 'A', 'DEVELOPER');
        }
      }
    }
  })();
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-'));
  const system = EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: password } });
  generate(system);
  system.close();
  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false });
  try {
    const connection = {
      origin: service.url, servicePath: '/sap/bc/z_abapgit_agent', adtPath: '/sap/bc/adt',
      client: '100', user: 'DEVELOPER', password, language: 'EN', source: 'file',
    };
    const agent = new Agent(connection);
    const client = { list: (request) => list(agent, request), tree: (request) => tree(agent, request) };
    await client.list({ package: 'ZBIG', limit: 100 });
    report('list page (100 of 10,000 objects)', await timeMany(200, (i) => client.list({ package: 'ZBIG', limit: 100, offset: (i * 100) % 10_000 })), 'p50 <= 15 ms');
    report('tree (1,000 packages, depth 3)', await timeMany(100, () => client.tree({ package: 'ZTREE', depth: 3, include_objects: true })), 'p50 <= 30 ms');

    const cwd = mkdtempSync(join(tmpdir(), 'abapdeck-bench-cli-'));
    writeFileSync(join(cwd, '.abapGitAgent'), JSON.stringify({ host: '127.0.0.1', sapport: service.port, protocol: 'http', user: 'DEVELOPER', password }));
    const bin = new URL('../bin/abapdeck', import.meta.url).pathname;
    // The server runs in this process: the CLI must be awaited, not run synchronously.
    const cli = await timeMany(20, () => promisify(execFile)(process.execPath, [bin, 'list', '--package', 'ZBIG', '--limit', '100'], { cwd }));
    report('CLI list, process start to exit', cli, 'p50 <= 150 ms, never above 400 ms');
    console.log(`${'CLI list, slowest run'.padEnd(48)} ${Math.max(...cli).toFixed(1)} ms`);
    rmSync(cwd, { recursive: true, force: true });
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
