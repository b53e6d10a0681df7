import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedSystem } from '../../src/system/system.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';

// Issue 19.7: an existing data folder was not tightened (repository.db 0644), the build cache 0755.
const mode = (path: string) => statSync(path).mode & 0o777;

describe('an existing data folder with loose permissions', () => {
  const dataDir = tempDir('abapdeck-loose-');
  const buildCache = tempDir('abapdeck-loose-cache-');
  const log: string[] = [];
  let service: TestService;

  beforeAll(async () => {
    EmbeddedSystem.open({ dataDir, initialPasswords: testPasswords }).close();
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'repository.db'), 0o644);
    chmodSync(join(dataDir, 'credentials.json'), 0o644);
    mkdirSync(join(dataDir, 'runtime', 'g000001'), { recursive: true, mode: 0o755 });
    chmodSync(join(dataDir, 'runtime'), 0o755);
    writeFileSync(join(dataDir, 'runtime', 'g000001', 'zcl_x.clas.mjs'), 'export {};\n', { mode: 0o644 });
    writeFileSync(join(dataDir, 'runtime', 'g000001', 'object.pack'), 'x', { mode: 0o444 });
    mkdirSync(join(buildCache, 'entry'), { mode: 0o755 });
    chmodSync(buildCache, 0o755);
    writeFileSync(join(buildCache, 'entry', 'manifest.json'), '{}', { mode: 0o644 });
    service = await startTestService({ dataDir, execution: { buildCache }, log: (line) => log.push(line) });
  });
  afterAll(async () => service.stop());

  it('is made owner-only at start: folders 0700, files 0600, read-only files stay read-only', () => {
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'repository.db'))).toBe(0o600);
    expect(mode(join(dataDir, 'credentials.json'))).toBe(0o600);
    expect(mode(join(dataDir, 'runtime'))).toBe(0o700);
    expect(mode(join(dataDir, 'runtime', 'g000001'))).toBe(0o700);
    expect(mode(join(dataDir, 'runtime', 'g000001', 'zcl_x.clas.mjs'))).toBe(0o600);
    expect(mode(join(dataDir, 'runtime', 'g000001', 'object.pack'))).toBe(0o400);
  });

  it('makes the build cache and its entries owner-only too (their files are then out of reach)', () => {
    expect(mode(buildCache)).toBe(0o700);
    expect(mode(join(buildCache, 'entry'))).toBe(0o700);
  });

  it('says in the log what it changed', () => {
    expect(log.find((line) => line.startsWith(`data folder ${dataDir}:`))).toMatch(/entries readable by others made owner-only \(\. 0755→0700, /);
  });

  it('finds nothing to change at the next start', async () => {
    await service.close();
    log.length = 0;
    service = await startTestService({ dataDir, execution: { buildCache }, log: (line) => log.push(line) });
    expect(log.filter((line) => line.includes('owner-only'))).toEqual([]);
  });
});
