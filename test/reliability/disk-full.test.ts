/**
 * Issue 33.10: on a full disk, pull, import, transport create and breakpoints answered 500 "Internal error". Nothing
 * was half-written then either; now the answer says so: 507 naming the full disk and that nothing was changed, and
 * every route works again once there is space.
 *
 * The full disk is SQLite's own: the repository database may not grow past the pages it has (max_page_count), so a
 * write that needs a new page fails with SQLITE_FULL, as on a full file system.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { ADTClient } from 'abap-adt-api';
import { rawSession, startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { createBareRepository, workingCopy } from '../support/git.js';
import { names, syncRepository } from '../support/git-fixtures.js';
import { addDebugFixtures, probeRows, probeUri } from '../support/debug-fixtures.js';

let service: TestService;
let session: Awaited<ReturnType<typeof rawSession>>;
let root: string;

beforeAll(async () => {
  root = tempDir('abapdeck-disk-full-');
  service = await startTestService({ demo: true, prepare: addDebugFixtures });
  session = await rawSession(service);
});

afterAll(async () => {
  await service?.stop();
  rmSync(root, { recursive: true, force: true });
});

/**
 * The repository database cannot grow from here on (max_page_count: a write that needs a new page fails with
 * SQLITE_FULL), until the returned function gives it room again. A small write still fits into a page with room,
 * so with `everyWrite` each write to the database also fails inside SQLite as it does on a full file system: a
 * trigger of this connection raises SQLITE_FULL from within the statement, and the transaction rolls back.
 */
function fillDisk({ everyWrite }: { everyWrite: boolean }): () => void {
  const db = service.system.db;
  const pages = db.pragma('page_count', { simple: true }) as number;
  db.pragma(`max_page_count = ${pages}`);
  const triggers: string[] = [];
  if (everyWrite) {
    db.function('disk_full', () => {
      throw new Database.SqliteError('database or disk is full', 'SQLITE_FULL');
    });
    const tables = db.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'").all() as Array<{ name: string }>;
    for (const { name } of tables) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        const trigger = `disk_full_${triggers.length}`;
        db.exec(`CREATE TEMP TRIGGER ${trigger} BEFORE ${event} ON main."${name}" BEGIN SELECT disk_full(); END`);
        triggers.push(trigger);
      }
    }
  }
  return () => {
    for (const trigger of triggers) db.exec(`DROP TRIGGER temp.${trigger}`);
    db.pragma('max_page_count = 1073741823');
  };
}

const count = (table: string) => (service.system.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

async function expectDiskFull(response: Response): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(507);
  expect(JSON.parse(text)).toMatchObject({ success: false, error: expect.stringMatching(/^The disk of the service is full: nothing was changed/) });
}

describe('a full disk (issue 33.10)', () => {
  it('transport create answers 507, writes nothing, and works once there is room', async () => {
    const before = count('transports');
    const room = fillDisk({ everyWrite: true });
    try {
      await expectDiskFull(await session.post('/transport', { action: 'create', description: 'on a full disk '.repeat(10) }));
      expect(count('transports')).toBe(before);
    } finally {
      room();
    }
    expect((await (await session.post('/transport', { action: 'create', description: 'after' })).json()).success).toBeTruthy();
  });

  it('pull answers 507 and activates nothing', async () => {
    const bare = await createBareRepository(root, 'full');
    await workingCopy(join(root, 'work-full'), bare, syncRepository({ prefix: 'DFULL' }));
    const n = names('DFULL');
    expect((await (await session.post('/create', { url: bare, package: n.root })).json()).success).toBe('X');
    // the pull's own writes (sources of 4 objects) need new pages
    const room = fillDisk({ everyWrite: false });
    try {
      await expectDiskFull(await session.post('/pull', { url: bare }));
      expect(service.system.objects.get('CLAS', n.greeter, 'A')).toBeUndefined();
    } finally {
      room();
    }
    expect((await (await session.post('/pull', { url: bare })).json()).SUCCESS).toBe('X');
  });

  it('import answers 507 without starting a job', async () => {
    const bare = await createBareRepository(root, 'import-full');
    expect((await (await session.post('/create', { url: bare, package: 'ZDEMO' })).json()).success).toBe('X');
    const jobs = count('jobs');
    const room = fillDisk({ everyWrite: true });
    try {
      await expectDiskFull(await session.post('/import', { url: bare, package: 'ZDEMO', message: 'x'.repeat(9000) }));
      expect(count('jobs')).toBe(jobs);
    } finally {
      room();
    }
  });

  it('breakpoints answer 507 with the exception document', async () => {
    const adt = new ADTClient(service.url, 'DEVELOPER', testPasswords.DEVELOPER, '100', 'EN');
    await adt.login();
    const room = fillDisk({ everyWrite: true });
    try {
      const many = Array.from({ length: 40 }, () => probeUri(probeRows.first));
      const error = await adt.debuggerSetBreakpoints('user', 'DISK-FULL', 'DISK-FULL', 'DISK-FULL', many, 'DEVELOPER').then(
        () => undefined,
        (e: { err?: number; message?: string; type?: string }) => e,
      );
      expect(error?.err).toBe(507);
      expect(error?.message).toMatch(/^The disk of the service is full: nothing was changed/);
    } finally {
      room();
    }
  });
});
