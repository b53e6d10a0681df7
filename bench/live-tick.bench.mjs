// The TUI's live tick (issue 21): what one tick costs the service — GET /deck/status (the four counts of the status
// line in one call) against GET /health (the tick of a system without the extension) — on the demo system with
// 200 short dumps and 50 open requests of other users, so the counts are not of empty tables. Figures only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { demoSeed } from '../dist/src/system/seed.js';
import { startService } from '../dist/src/server/serve.js';
import { TransportStore } from '../dist/src/system/transports/transport-store.js';
import { report, timeMany } from './stats.mjs';

const authorization = `Basic ${Buffer.from('DEVELOPER:developer-secret').toString('base64')}`;

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-tick-'));
  const system = EmbeddedSystem.open({ dataDir, seed: demoSeed, initialPasswords: { DEVELOPER: 'developer-secret', VIEWER: 'viewer-secret' } });
  const transports = new TransportStore(system.db, system.sid);
  for (let i = 0; i < 50; i++) transports.create(`OTHER${i % 5}`, `request ${i}`);
  system.close();
  const service = await startService({ dataDir, host: '127.0.0.1', port: 0, demo: false, warmChecks: false });
  const base = `${service.url}/sap/bc/z_abapgit_agent`;
  const get = (path) => fetch(`${base}${path}`, { headers: { authorization } }).then((r) => r.arrayBuffer());
  try {
    for (let i = 0; i < 200; i++) {
      service.execution.dumps.write({
        at: new Date(Date.now() - i * 60_000), client: '100', user: 'DEVELOPER', program: 'ZBENCH', object: 'ZBENCH',
        error: 'COMPUTE_INT_ZERODIVIDE', exception: 'CX_SY_ZERODIVIDE', package: 'ZDEMO', host: 'bench', whatHappened: 'Division by zero',
        errorAnalysis: '', sourceLine: 1, sourceInclude: 'ZBENCH', callStack: [], sourceFile: 'src/zbench.prog.abap', sourceFileLine: 1,
      });
    }
    const since = encodeURIComponent(new Date(Date.now() - 3 * 3600_000).toISOString());
    for (let i = 0; i < 20; i++) await get(`/deck/status?since=${since}`);
    report('GET /deck/status (one tick, four counts)', await timeMany(500, () => get(`/deck/status?since=${since}`)));
    report('GET /health (the tick without the extension)', await timeMany(500, () => get('/health')));
    console.log(`at one tick per 5 s: ${(3600 / 5).toFixed(0)} calls an hour per open TUI`);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
