/**
 * The work processes a service has started, recorded in its data folder (`work-processes.json`, owner only),
 * so that the next service on that folder can end any the last one left behind. A work process watches its
 * service itself (worker/watchdog.ts ends it when the service's pipe closes or it gets another parent); the
 * record is for what that cannot catch, such as a work process stopped with SIGSTOP when its service was killed.
 *
 * A recorded pid is only ended when it still is a work process of this data folder (its environment names
 * the folder's data file): a pid reused by an unrelated process is left alone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { WORK_PROCESS_ENV } from './protocol.js';

export const WORK_PROCESS_RECORD = 'work-processes.json';

interface Recorded {
  service: number;
  workProcesses: number[];
}

const registries = new Map<string, WorkProcessRegistry>();

export class WorkProcessRegistry {
  private readonly pids = new Set<number>();
  private readonly file: string;

  private constructor(private readonly dataFile: string) {
    this.file = join(dirname(dataFile), WORK_PROCESS_RECORD);
  }

  /**
   * The registry of the data folder holding this data file; the first use in a service process ends the
   * work processes an earlier service of the folder left running.
   */
  static forDataFile(dataFile: string): WorkProcessRegistry {
    let registry = registries.get(dataFile);
    if (!registry) {
      registry = new WorkProcessRegistry(dataFile);
      registries.set(dataFile, registry);
      endLeftoverWorkProcesses(dataFile);
    }
    return registry;
  }

  add(pid: number | undefined): void {
    if (pid === undefined) return;
    this.pids.add(pid);
    this.write();
  }

  remove(pid: number | undefined): void {
    if (pid === undefined || !this.pids.delete(pid)) return;
    this.write();
  }

  private write(): void {
    const record: Recorded = { service: process.pid, workProcesses: [...this.pids] };
    try {
      const temporary = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(record) + '\n', { mode: 0o600 });
      renameSync(temporary, this.file);
    } catch {
      // a data folder that cannot be written to: the work processes still watch their service
    }
  }
}

/** Ends (SIGKILL) the recorded work processes of an earlier service on this data folder; answers their pids. */
export function endLeftoverWorkProcesses(dataFile: string): number[] {
  let recorded: Recorded;
  try {
    recorded = JSON.parse(readFileSync(join(dirname(dataFile), WORK_PROCESS_RECORD), 'utf8')) as Recorded;
  } catch {
    return [];
  }
  // the service that wrote the record still runs (a second service on the folder): its processes are its own
  if (recorded.service !== process.pid && isRunning(recorded.service)) return [];
  const ended: number[] = [];
  for (const pid of Array.isArray(recorded.workProcesses) ? recorded.workProcesses : []) {
    if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid || !isWorkProcessOf(pid, dataFile)) continue;
    try {
      process.kill(pid, 'SIGKILL');
      ended.push(pid);
    } catch {
      // gone meanwhile
    }
  }
  return ended;
}

/** Alive and not a zombie waiting for its parent. */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** The process's environment carries a work process configuration naming this data file. */
function isWorkProcessOf(pid: number, dataFile: string): boolean {
  const marker = `${WORK_PROCESS_ENV}=`;
  const fileInConfig = JSON.stringify(dataFile).slice(1, -1);
  try {
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return environment.some((entry) => entry.startsWith(marker) && entry.includes(fileInConfig));
  } catch {
    // no /proc (macOS): `ps eww` shows the environment after the command
  }
  try {
    const line = execFileSync('ps', ['eww', '-o', 'command=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return line.includes(marker) && line.includes(fileInConfig);
  } catch {
    return false;
  }
}
