// Logon and session figures (issue 19, items 4 and 5): the time of a 401 for an unknown user and for a wrong
// password of a known one (they should be alike: both cost one scrypt), a right password (remembered after the
// first check), and the cost per call of basic-authenticated calls that never send the cookie back, with the
// number of stored sessions after them (should stay 0). Figures only; nothing passes or fails on time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedSystem } from '../dist/src/system/system.js';
import { startService } from '../dist/src/server/serve.js';
import { report, timeMany } from './stats.mjs';

const auth = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abapdeck-bench-logon-'));
  EmbeddedSystem.open({ dataDir, initialPasswords: { DEVELOPER: 'developer-secret', VIEWER: 'viewer-secret' } }).close();
  // limits high enough that the bench's own failures are not refused
  const service = await startService({
    dataDir, host: '127.0.0.1', port: 0, demo: false, warmChecks: false,
    logonLimits: { failuresPerUser: 1e9, failuresPerAddress: 1e9 },
  });
  const health = (authorization) => fetch(`${service.url}/sap/bc/z_abapgit_agent/health`, { headers: { authorization } }).then((r) => r.arrayBuffer());
  try {
    for (let i = 0; i < 5; i++) await health(auth('NOBODY', 'x'));
    report('401 unknown user', await timeMany(40, (i) => health(auth(`NOBODY${i}`, 'wrong-password'))));
    report('401 wrong password of DEVELOPER', await timeMany(40, () => health(auth('DEVELOPER', 'wrong-password'))));
    report('200 right password (remembered)', await timeMany(200, () => health(auth('DEVELOPER', 'developer-secret'))));
    const first = await timeMany(2000, () => health(auth('DEVELOPER', 'developer-secret')));
    const later = await timeMany(2000, () => health(auth('DEVELOPER', 'developer-secret')));
    report('cookie-less call, calls 1-2,000 of 4,000', first);
    report('cookie-less call, calls 2,001-4,000', later);
    console.log(`stored sessions after 4,200 cookie-less calls: ${service.sessions.size}`);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
