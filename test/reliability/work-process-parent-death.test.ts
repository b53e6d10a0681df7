/**
 * Work processes die with their service (issue 19, item 2). The service runs as a real child process (the
 * built bin, like test/server/sync-restart.test.ts) and is killed with SIGKILL while one run loops forever and
 * another is busy before its commit: both work processes must be gone within a bound, neither run's change may
 * land, and a service started again on the data folder ends any work process an earlier one left running.
 * Linux only: the work processes are found through /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { WORK_PROCESS_ENV } from '../../src/system/execution/pool/protocol.js';
import { WORK_PROCESS_RECORD } from '../../src/system/execution/pool/work-process-registry.js';
import { binPath } from '../support/cli.js';
import { openDemoSystemAt } from '../support/demo-template.js';
import { basicAuth, tempDir, testPasswords } from '../support/service.js';
import { addExecutionFixtures, classRun } from '../system/execution/fixtures.js';

const linux = existsSync('/proc/self/stat');
const started: ChildProcess[] = [];
const folders: string[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Loops forever without waiting: only a work process that watches its service from another thread can notice it is gone. */
const endless = classRun(
  'ZCL_REL_ENDLESS',
  `    DATA lv_count TYPE i.
    DO.
      lv_count = lv_count + 1.
      IF lv_count > 1000000.
        lv_count = 0.
      ENDIF.
    ENDDO.`,
);

/** Renames airline KT, is busy for three seconds, then ends normally: the end of the run commits. */
const renameThenBusy = classRun(
  'ZCL_REL_RENAME_BUSY',
  `    DATA ls_carrier TYPE zdemo_carrier.
    DATA lv_start TYPE i.
    DATA lv_now TYPE i.
    SELECT SINGLE * FROM zdemo_carrier INTO ls_carrier WHERE carrier_id = 'KT'.
    ls_carrier-name = 'Committed by an orphan'.
    MODIFY zdemo_carrier FROM ls_carrier.
    GET RUN TIME FIELD lv_start.
    DO.
      GET RUN TIME FIELD lv_now.
      IF lv_now - lv_start > 3000000.
        EXIT.
      ENDIF.
    ENDDO.
    out->write( 'done' ).`,
);

/** `abapdeck serve` on a free port as a child process; resolves once it listens. */
async function serve(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [binPath, 'serve', '--data', dataDir, '--port', '0', '--no-demo'], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return { child, url };
}

function stat(pid: number): { state: string; ppid: number; ticks: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

const alive = (pid: number) => {
  const state = stat(pid)?.state;
  return state !== undefined && state !== 'Z' && state !== 'X';
};

/** Pids of the running processes whose environment carries a work process configuration for this data folder. */
function workProcessesOf(dataDir: string): number[] {
  const marker = `${WORK_PROCESS_ENV}=`;
  const file = JSON.stringify(join(dataDir, 'data.db')).slice(1, -1);
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environment = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environment.some((item) => item.startsWith(marker) && item.includes(file)) && alive(Number(entry))) pids.push(Number(entry));
    } catch {
      // gone or not ours
    }
  }
  return pids;
}

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMillis: number, stepMillis = 100): Promise<T> {
  const deadline = Date.now() + timeoutMillis;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, stepMillis));
  }
}

/** Another connection holds the data file's write lock (a run between its first write and its end). */
function writeLockHeld(dataDir: string): boolean {
  const db = new Database(join(dataDir, 'data.db'));
  try {
    db.pragma('busy_timeout = 0');
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

function carrierNames(dataDir: string): Record<string, string> {
  const db = new Database(join(dataDir, 'data.db'), { readonly: true });
  try {
    const rows = db.prepare(`SELECT CARRIER_ID, NAME FROM "ZDEMO_CARRIER" WHERE MANDT = '100' AND CARRIER_ID IN ('ZA', 'KT')`).all() as Array<{ CARRIER_ID: string; NAME: string }>;
    return Object.fromEntries(rows.map((row) => [row.CARRIER_ID, row.NAME]));
  } finally {
    db.close();
  }
}

async function preparedDataFolder(): Promise<string> {
  const dataDir = tempDir('abapdeck-orphans-');
  folders.push(dataDir);
  const system = openDemoSystemAt(dataDir);
  addExecutionFixtures(system, [endless, renameThenBusy]);
  system.close();
  return dataDir;
}

async function classRunOn(url: string, name: string): Promise<Response> {
  const auth = basicAuth('DEVELOPER', testPasswords.DEVELOPER);
  const health = await fetch(`${url}/sap/bc/adt/discovery`, { headers: { authorization: auth, 'x-csrf-token': 'fetch' } });
  const cookie = health.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return fetch(`${url}/sap/bc/adt/oo/classrun/${name}`, {
    method: 'POST',
    headers: { authorization: auth, cookie, 'x-csrf-token': health.headers.get('x-csrf-token') ?? '' },
  });
}

describe.skipIf(!linux)('work processes of a killed service', () => {
  it('end within two seconds of a SIGKILL of the service, and no change of their runs is committed', async () => {
    const dataDir = await preparedDataFolder();
    const before = carrierNames(dataDir);
    const { child, url } = await serve(dataDir);
    // the two runs are left hanging: the service dies under them
    void classRunOn(url, 'ZCL_REL_ENDLESS').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    void classRunOn(url, 'ZCL_REL_RENAME_BUSY').catch(() => undefined);
    // the renaming run holds the data file's write lock from its MODIFY until its end
    await until('the renaming run inside its transaction', () => writeLockHeld(dataDir), 90_000, 50);
    const busy = workProcessesOf(dataDir).filter((pid) => stat(pid)?.ppid === child.pid);
    expect(busy).toHaveLength(2);
    // and the endless run spinning: both work processes use the CPU
    const ticks = busy.map((pid) => stat(pid)!.ticks);
    await until('both work processes using the CPU', () => busy.every((pid, i) => (stat(pid)?.ticks ?? 0) - ticks[i]! >= 10), 10_000, 100);
    expect(writeLockHeld(dataDir)).toBe(true);

    child.kill('SIGKILL');
    const killedAt = Date.now();
    await until('the work processes to end', () => busy.every((pid) => !alive(pid)), 2000, 20);
    expect(Date.now() - killedAt).toBeLessThan(2000);
    expect(workProcessesOf(dataDir)).toEqual([]);

    // past the moment the renaming run would have ended and committed
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(writeLockHeld(dataDir)).toBe(false);
    expect(carrierNames(dataDir)).toEqual(before);
  }, 120_000);

  it('a service started on the data folder ends the work processes an earlier one recorded and left running', async () => {
    const dataDir = await preparedDataFolder();
    // a leftover: a process with a work process configuration for this folder, recorded by a service that is gone
    const leftover = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      env: { ...process.env, [WORK_PROCESS_ENV]: JSON.stringify({ dataFile: join(dataDir, 'data.db') }) },
      stdio: 'ignore',
    });
    started.push(leftover);
    // and an unrelated process whose pid is in the record too (a reused pid): it must be left alone
    const unrelated = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    started.push(unrelated);
    await until('the leftover to start', () => alive(leftover.pid!), 5000);
    const goneService = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => goneService.once('exit', resolve));
    writeFileSync(join(dataDir, WORK_PROCESS_RECORD), JSON.stringify({ service: goneService.pid, workProcesses: [leftover.pid, unrelated.pid] }));

    const { child } = await serve(dataDir);
    await until('the leftover to be ended', () => !alive(leftover.pid!) || leftover.signalCode !== null, 60_000);
    expect(alive(unrelated.pid!)).toBe(true);
    // the record now lists the new service's own work processes
    await until('the new work processes', () => workProcessesOf(dataDir).length === 2, 60_000);
    const record = JSON.parse(readFileSync(join(dataDir, WORK_PROCESS_RECORD), 'utf8')) as { service: number; workProcesses: number[] };
    expect(record.service).toBe(child.pid);
    expect(record.workProcesses.sort()).toEqual(workProcessesOf(dataDir).sort());
    child.kill('SIGTERM');
    unrelated.kill('SIGKILL');
  }, 120_000);
});
