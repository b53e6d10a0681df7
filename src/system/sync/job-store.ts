/**
 * Background job records in the repository database. A job moves running → completed or error (spec
 * "States and transitions"); completed and error are final. Job numbers are 8 digits with leading zeros.
 */
import type { RepositoryDatabase } from '../repository/database.js';
import { importLimits, type JobStatusName } from '../../protocol/sync.js';

export interface JobRecord {
  jobNumber: string;
  jobName: string;
  kind: string;
  user: string;
  status: JobStatusName;
  stage: string;
  message: string;
  progress: number;
  current: number;
  total: number;
  startedAt: string;
  updatedAt: string;
  completedAt: string;
  /** JSON document as a string (completed jobs). */
  result: string;
  errorMessage: string;
}

export type JobProgress = Pick<JobRecord, 'stage' | 'message' | 'progress' | 'current' | 'total'>;

/** The table's row: the record's one-word fields under their own names, the others in snake case. */
interface JobRow extends JobProgress, Pick<JobRecord, 'kind' | 'user' | 'status' | 'result'> {
  job_number: string;
  job_name: string;
  started_at: string;
  updated_at: string;
  completed_at: string;
  error_message: string;
}

const toRecord = (row: JobRow): JobRecord => ({
  jobNumber: row.job_number,
  jobName: row.job_name,
  kind: row.kind,
  user: row.user,
  status: row.status,
  stage: row.stage,
  message: row.message,
  progress: row.progress,
  current: row.current,
  total: row.total,
  startedAt: row.started_at,
  updatedAt: row.updated_at,
  completedAt: row.completed_at,
  result: row.result,
  errorMessage: row.error_message,
});

/** YYYYMMDDHHmmss in UTC (spec: import and job timestamps). */
export function jobTimestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export class JobStore {
  constructor(private readonly db: RepositoryDatabase) {}

  start(kind: string, jobName: string, user: string, first: JobProgress): JobRecord {
    return this.db.transaction(() => {
      const last = this.db.prepare('SELECT max(CAST(job_number AS INTEGER)) AS n FROM jobs').get() as { n: number | null };
      const jobNumber = String((last.n ?? 0) + 1).padStart(importLimits.jobNumberDigits, '0');
      const now = jobTimestamp();
      this.db
        .prepare(
          `INSERT INTO jobs (job_number, job_name, kind, user, status, stage, message, progress, current, total, started_at, updated_at)
           VALUES (?, ?, ?, ?, 'running', ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(jobNumber, jobName, kind, user, first.stage, first.message, first.progress, first.current, first.total, now, now);
      return this.get(jobNumber)!;
    })();
  }

  get(jobNumber: string): JobRecord | undefined {
    const row = this.db.prepare('SELECT * FROM jobs WHERE job_number = ?').get(jobNumber) as JobRow | undefined;
    return row && toRecord(row);
  }

  /** Updates a running job's progress (a final job is left alone). */
  progress(jobNumber: string, progress: JobProgress): void {
    this.db
      .prepare(
        `UPDATE jobs SET stage = ?, message = ?, progress = ?, current = ?, total = ?, updated_at = ?
          WHERE job_number = ? AND status = 'running'`,
      )
      .run(progress.stage, progress.message, progress.progress, progress.current, progress.total, jobTimestamp(), jobNumber);
  }

  complete(jobNumber: string, stage: string, message: string, result: string): void {
    const now = jobTimestamp();
    this.db
      .prepare(
        `UPDATE jobs SET status = 'completed', stage = ?, message = ?, progress = 100, result = ?, updated_at = ?, completed_at = ?
          WHERE job_number = ? AND status = 'running'`,
      )
      .run(stage, message, result, now, now, jobNumber);
  }

  fail(jobNumber: string, stage: string, message: string, errorMessage: string): void {
    const now = jobTimestamp();
    this.db
      .prepare(
        `UPDATE jobs SET status = 'error', stage = ?, message = ?, error_message = ?, updated_at = ?, completed_at = ?
          WHERE job_number = ? AND status = 'running'`,
      )
      .run(stage, message, errorMessage, now, now, jobNumber);
  }

  /** The push a job is about to make (before git starts) and, once it runs, the process group of that git. */
  pushing(jobNumber: string, push: { commit: string; url: string; branch: string }): void {
    this.db.prepare('UPDATE jobs SET push_commit = ?, push_url = ?, push_branch = ? WHERE job_number = ?').run(push.commit, push.url, push.branch, jobNumber);
  }

  pushProcess(jobNumber: string, pid: number): void {
    this.db.prepare('UPDATE jobs SET push_pid = ? WHERE job_number = ?').run(pid, jobNumber);
  }

  /** Jobs still marked running, with the push each was making (crash recovery). */
  runningPushes(): Array<{ jobNumber: string; pid: number; commit: string; url: string; branch: string }> {
    return (
      this.db.prepare("SELECT job_number, push_pid, push_commit, push_url, push_branch FROM jobs WHERE status = 'running'").all() as Array<{
        job_number: string;
        push_pid: number;
        push_commit: string;
        push_url: string;
        push_branch: string;
      }>
    ).map((row) => ({ jobNumber: row.job_number, pid: row.push_pid, commit: row.push_commit, url: row.push_url, branch: row.push_branch }));
  }

  /** Marks every job still running as failed (at start-up nothing can be running). Answers their numbers. */
  failAllRunning(stage: string, message: string, errorMessage: string): string[] {
    return this.db.transaction(() => {
      const running = (this.db.prepare("SELECT job_number FROM jobs WHERE status = 'running'").all() as Array<{ job_number: string }>).map(
        (row) => row.job_number,
      );
      for (const jobNumber of running) this.fail(jobNumber, stage, message, errorMessage);
      return running;
    })();
  }
}
