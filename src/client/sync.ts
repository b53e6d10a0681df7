/**
 * Client functions of git synchronisation: create, delete and status of repository links, the import
 * job (start, poll, follow to the end) and pull. Answers are read in either key spelling (and the import
 * poll in variant A or B) into the shapes of src/protocol/sync.ts.
 */
import type { Agent } from './agent.js';
import { ServiceCallError } from './service.js';
import { checkedAnswer, keepAnswer, postAndRead, postService } from './wire-values.js';
import { record } from '../protocol/wire-values.js';
import type {
  HistoryRequest,
  HistoryResult,
  ImportPreviewRequest,
  ImportPreviewResult,
  PullPreview,
  PullPreviewRequest,
  UndoRequest,
  UndoResult,
  WorkingFilesPullRequest,
} from '../protocol/sync-extensions.js';
import { syncCapability } from '../protocol/sync-extensions.js';
import {
  importLimits,
  readCreateResult,
  readDeleteResult,
  readImportJobStatus,
  readImportStart,
  readPullResult,
  readStatusResult,
  type CreateRequest,
  type CreateResult,
  type DeleteResult,
  type ImportJobStatus,
  type ImportRequest,
  type ImportStartResult,
  type PullRequest,
  type PullResult,
  type StatusResult,
} from '../protocol/sync.js';

/** A pull of a large repository activates for a while: give it time (the agent's default is a minute). */
const PULL_TIMEOUT_MILLIS = 30 * 60_000;

export async function createRepository(agent: Agent, request: CreateRequest): Promise<CreateResult> {
  return postAndRead(agent, '/create', request, readCreateResult);
}

export async function deleteRepository(agent: Agent, url: string): Promise<DeleteResult> {
  return postAndRead(agent, '/delete', { url }, readDeleteResult);
}

export async function repositoryStatus(agent: Agent, url: string): Promise<StatusResult> {
  const answer = await postService(agent, '/status', { url });
  return keepAnswer(readStatusResult(answer, url), answer);
}

export async function startImport(agent: Agent, request: ImportRequest): Promise<ImportStartResult> {
  return readImportStart(await postService(agent, '/import', request));
}

export async function importJobStatus(agent: Agent, jobNumber: string): Promise<ImportJobStatus> {
  const response = await agent.json<unknown>('GET', '/import', undefined, { searchParams: { jobNumber } });
  return readImportJobStatus(checkedAnswer(response));
}

export interface FollowOptions {
  intervalMillis?: number;
  giveUpMillis?: number;
  /** Called with every poll answer. */
  onUpdate?: (status: ImportJobStatus) => void;
  sleep?: (millis: number) => Promise<void>;
}

export class ImportTimeoutError extends Error {}

/** Polls a job until it is completed or error (spec: every 2 s, give up after 10 minutes). */
export async function followImport(agent: Agent, jobNumber: string, options: FollowOptions = {}): Promise<ImportJobStatus> {
  const interval = options.intervalMillis ?? importLimits.pollIntervalMillis;
  const giveUp = options.giveUpMillis ?? importLimits.pollGiveUpMillis;
  const sleep = options.sleep ?? ((millis: number) => new Promise<void>((resolve) => setTimeout(resolve, millis)));
  const started = Date.now();
  for (;;) {
    const status = await importJobStatus(agent, jobNumber);
    options.onUpdate?.(status);
    if (status.error) throw new ServiceCallError(status.error, 200);
    if (status.status !== 'running') return status;
    if (Date.now() - started + interval > giveUp) {
      throw new ImportTimeoutError(`Import job ${jobNumber} is still running after ${Math.round(giveUp / 60_000)} minutes; poll it later`);
    }
    await sleep(interval);
  }
}

export async function pull(agent: Agent, request: PullRequest): Promise<PullResult> {
  return postAndRead(agent, '/pull', request, readPullResult, PULL_TIMEOUT_MILLIS);
}

/** The abapdeck extensions the connected system offers (GET /health `capabilities`; none on other backends). */
export async function capabilities(agent: Agent): Promise<string[]> {
  const health = record(checkedAnswer(await agent.json<unknown>('GET', '/health')));
  const list = health['capabilities'] ?? health['CAPABILITIES'];
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** Refuses plainly when the connected system lacks an extension (a real system of the public implementation). */
export async function requireCapability(agent: Agent, capability: string, feature: string): Promise<void> {
  if (!(await capabilities(agent)).includes(capability)) {
    throw new ServiceCallError(`The connected system does not offer ${feature} (capability ${capability}): it is an abapdeck extension`, 200);
  }
}

export async function previewPull(agent: Agent, request: PullPreviewRequest): Promise<PullPreview> {
  return (await postService(agent, '/pull/preview', request, PULL_TIMEOUT_MILLIS)) as PullPreview;
}

export async function previewImport(agent: Agent, request: ImportPreviewRequest): Promise<ImportPreviewResult> {
  return (await postService(agent, '/import/preview', request, PULL_TIMEOUT_MILLIS)) as ImportPreviewResult;
}

export async function syncHistory(agent: Agent, request: HistoryRequest): Promise<HistoryResult> {
  return (await postService(agent, '/history', request)) as HistoryResult;
}

export async function undoPull(agent: Agent, request: UndoRequest): Promise<UndoResult> {
  return (await postService(agent, '/pull/undo', request, PULL_TIMEOUT_MILLIS)) as UndoResult;
}

/** The system as the user knows it: its SID when a session named it, else its address. */
const systemName = (agent: Agent) => agent.systemId || agent.connection.origin;

/** Whether the connected system pulls files of the working folder (capability pull.working-files). */
export async function offersWorkingFilesPull(agent: Agent): Promise<boolean> {
  return (await capabilities(agent)).includes(syncCapability.pullWorkingFiles);
}

/** How a system without the extension refuses a pull of working files (the CLI and the TUI say it alike). */
export const noWorkingFilesPull = (system: string) => `${system} does not pull files that are not in git: commit and push them first`;

/**
 * POST /pull/working-files (capability pull.working-files): a pull whose named files' contents are the working
 * folder's, sent with it. A system without the capability is refused here, before anything is sent.
 */
export async function pullWorkingFiles(agent: Agent, request: WorkingFilesPullRequest): Promise<PullResult> {
  if (!(await offersWorkingFilesPull(agent))) throw new ServiceCallError(noWorkingFilesPull(systemName(agent)), 200);
  return postAndRead(agent, '/pull/working-files', request, readPullResult, PULL_TIMEOUT_MILLIS);
}
