/**
 * "database is locked" answered as 500 (issue 19, item 3): a customize while a run held the data file's write
 * lock failed at once — its transaction read first and SQLite does not wait when a reader needs the write lock.
 * The customize now takes the lock first (BEGIN IMMEDIATE), so the busy timeout applies: it waits for a short
 * holder, and a request that still cannot get the lock is answered 503 with Retry-After, naming the holder.
 * The holder here is another process with a write transaction open, as a run (or a debuggee paused in its
 * transaction) has; the naming of runs is checked on the pool's view of them.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockHolder } from '../../src/server/database-busy.js';
import type { Execution } from '../../src/system/execution/index.js';
import { rawSession, startTestService, type TestService } from '../support/service.js';

let service: TestService;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  service = await startTestService({ demo: true, execution: { poolSize: 1 } });
  session = await rawSession(service);
});
afterAll(async () => service?.stop());

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/** Another process opens a write transaction on the data file and holds it; resolves once it holds it. */
function holdWriteLock(dataDir: string, millis: number): Promise<{ released: Promise<void> }> {
  const script = `
    const Database = require(${JSON.stringify(betterSqlite)});
    const db = new Database(${JSON.stringify(join(dataDir, 'data.db'))});
    db.exec('BEGIN IMMEDIATE');
    db.exec('CREATE TABLE "ZZ_LOCK_HOLDER" (X TEXT)');
    process.stdout.write('held\\n');
    setTimeout(() => { db.exec('ROLLBACK'); db.close(); }, ${millis});`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const released = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve({ released }));
    child.on('exit', (code) => reject(new Error(`lock holder ended with ${code}`)));
  });
}

const customize = (value: string) =>
  session.post('/customize', { table_name: 'ZDEMO_FARE_RULE', field_values: [{ field: 'FARE_CLASS', value }], no_transport: 'X' });

describe('a customize while another connection holds the write lock', () => {
  it('waits for a short holder and then writes', async () => {
    const holder = await holdWriteLock(service.dataDir, 1500);
    const response = await customize('W');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: 'X', action: expect.stringMatching(/^(INSERTED|MODIFIED)$/) });
    await holder.released;
  });

  it('waits the busy timeout, then answers 503 with Retry-After and what holds the lock (it failed at once with 500); later it succeeds', async () => {
    const holder = await holdWriteLock(service.dataDir, 8000);
    const started = Date.now();
    const response = await customize('L');
    expect(response.status).toBe(503);
    // a lower bound only: the busy timeout (5 s) was applied, not skipped
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      success: false,
      command: 'Customize',
      error:
        'The database is locked by another connection (another abapdeck process on this data folder); the request waited and gave up, try again in 5 second(s)',
    });
    await holder.released;
    expect(await (await customize('L')).json()).toMatchObject({ success: 'X' });
  }, 30_000);
});

describe('what holds the lock', () => {
  it('names the runs in progress: class or program, user, client, work process and how long', () => {
    const now = Date.now();
    const execution = {
      pool: {
        processes: () => [
          { number: 3, current: { request: { kind: 'classrun', className: 'ZCL_X' }, context: { user: 'DEVELOPER', client: '100' }, startedAt: now - 12_400 } },
          { number: 4, current: undefined },
          { number: 5, current: { request: { kind: 'programrun', program: 'ZREPORT' }, context: { user: 'VIEWER', client: '100' }, startedAt: now } },
        ],
      },
    } as unknown as Execution;
    expect(lockHolder(execution, now)).toBe(
      'a run of class ZCL_X (user DEVELOPER, client 100, work process 3, running for 12 s) or ' +
        'a run of program ZREPORT (user VIEWER, client 100, work process 5, running for 0 s)',
    );
  });
});
