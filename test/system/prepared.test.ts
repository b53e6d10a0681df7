/**
 * What the build prepares for a first start (src/system/prepared.ts, issue 20): the kernel's objects and the demo
 * system's databases. A copy must hold exactly what reading the kernel or seeding the demo gives, the copied
 * users must get passwords of their own, and nothing prepared from other inputs may be used.
 */
import Database from 'better-sqlite3';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedSystem, readInitialPasswords, type SystemSeed } from '../../src/system/system.js';
import { copyPreparedDemo, demoSeed, prepareDemoSystem } from '../../src/system/seed.js';
import { prepareKernelObjects, preparedKernelObjects, readKernelObjects } from '../../src/system/kernel/index.js';
import { tempDir } from '../support/service.js';

const folders: string[] = [];
const folder = () => {
  const dir = tempDir('abapdeck-prepared-');
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Every table of a database file with its rows in a stable order; columns named are left out (times of the seeding). */
function contents(file: string, leaveOut: ReadonlySet<string>): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>;
    return Object.fromEntries(
      tables.map(({ name }) => {
        const rows = (db.prepare(`SELECT * FROM "${name}"`).all() as Array<Record<string, unknown>>).map((row) =>
          JSON.stringify(Object.fromEntries(Object.entries(row).filter(([column]) => !leaveOut.has(column)))),
        );
        return [name, rows.sort()];
      }),
    );
  } finally {
    db.close();
  }
}

describe('the prepared kernel objects', () => {
  it('are the objects read from the kernel files, and are refused when made from another kernel', () => {
    const dir = folder();
    prepareKernelObjects(dir);
    expect(preparedKernelObjects(dir)).toEqual(readKernelObjects());
    writeFileSync(join(dir, 'stamp.json'), JSON.stringify({ stamp: 'another kernel' }));
    expect(preparedKernelObjects(dir)).toBeUndefined();
  });
});

describe('the prepared demo system', () => {
  const prepared = folder();
  const seeded = folder();
  const copied = folder();
  const passwords = { DEVELOPER: 'copy-developer', VIEWER: 'copy-viewer' };
  const seededOnly: SystemSeed = { objects: demoSeed.objects, rows: demoSeed.rows };

  beforeAll(() => {
    prepareDemoSystem(prepared);
    EmbeddedSystem.open({ dataDir: seeded, seed: seededOnly, initialPasswords: { DEVELOPER: 'seeded-developer', VIEWER: 'seeded-viewer' } }).close();
    EmbeddedSystem.open({ dataDir: copied, seed: { ...seededOnly, prepared: (dataDir) => copyPreparedDemo(prepared, dataDir) }, initialPasswords: passwords }).close();
  }, 120_000);

  it('is copied into a new data folder with the content seeding gives, repository and application data', () => {
    // when each row was written, and by the users' own passwords, differ; everything else is the same
    const times = new Set(['changed_at', 'created_at', 'activated_at', 'at', 'password_hash']);
    // the directory tables' dates and times of the last change (T100A LDATE/LTIME, TRDIR UDAT/UTIME …)
    for (const column of ['LDATE', 'LTIME', 'UDAT', 'UTIME', 'CDAT', 'SDATE', 'STIME', 'IDATE', 'ITIME', 'AS4DATE', 'AS4TIME', 'CHGDATE', 'CHGTIME', 'CREATEDON', 'CHANGEDON', 'UPDDAT', 'UPDTIM', 'CREADAT']) times.add(column);
    const repository = contents(join(copied, 'repository.db'), times);
    expect(repository).toEqual(contents(join(seeded, 'repository.db'), times));
    expect(repository['objects']?.length).toBeGreaterThan(20);
    expect(contents(join(copied, 'data.db'), times)).toEqual(contents(join(seeded, 'data.db'), times));
  });

  it('gives the copied users passwords of their own, kept in credentials.json', async () => {
    expect(readInitialPasswords(copied)).toEqual(passwords);
    const system = EmbeddedSystem.open({ dataDir: copied, seed: demoSeed });
    try {
      expect(await system.users.verify('100', 'DEVELOPER', passwords.DEVELOPER)).toBe(true);
      expect(await system.users.verify('100', 'VIEWER', passwords.VIEWER)).toBe(true);
      expect(system.list({ package: 'ZDEMO_CORE' }).OBJECTS?.length ?? 0).toBeGreaterThan(0);
    } finally {
      system.close();
    }
    expect(existsSync(join(prepared, 'credentials.json'))).toBe(false);
  });

  it('is not copied when made from other examples, another kernel or other code', () => {
    const stale = folder();
    prepareDemoSystem(stale);
    const stamp = JSON.parse(readFileSync(join(stale, 'stamp.json'), 'utf8')) as { stamp: string };
    writeFileSync(join(stale, 'stamp.json'), JSON.stringify({ stamp: stamp.stamp.replace(/^./, (c) => (c === '0' ? '1' : '0')) }));
    const target = folder();
    expect(copyPreparedDemo(stale, target)).toBe(false);
    expect(existsSync(join(target, 'repository.db'))).toBe(false);
  }, 120_000);
});
