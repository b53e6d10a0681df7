/**
 * The processes a debugger CLI test starts: the built CLI as a long-running child (debug attach, the REPL) read
 * as it writes, and the background processes of `debug attach --json`, found by their state files, ended after.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { EmbeddedSystem } from '../../src/system/system.js';
import { binPath, projectFolderFor } from './cli.js';
import { startTestService, type TestService } from './service.js';

export interface StartedCli {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** Waits until the test holds (30 s by default); a timeout shows what the process wrote. */
  until(what: () => boolean, timeoutMillis?: number): Promise<void>;
  exited: Promise<number>;
}

/** Starts the built CLI in `cwd` with exactly `env`; the child is added to `children` for the clean-up. */
export function startCli(args: string[], options: { cwd: string; env: Record<string, string | undefined> }, children: ChildProcessWithoutNullStreams[]): StartedCli {
  const child = spawn(process.execPath, [binPath, ...args], { cwd: options.cwd, env: options.env as NodeJS.ProcessEnv });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const until = async (what: () => boolean, timeoutMillis = 30_000) => {
    const started = Date.now();
    while (!what()) {
      if (Date.now() - started > timeoutMillis) throw new Error(`timed out; stdout: ${stdout}\nstderr: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  return { child, stdout: () => stdout, stderr: () => stderr, until, exited };
}

/** The background debug processes whose state files lie under `stateHome` ($XDG_STATE_HOME). */
export function debugDaemonPids(stateHome: string): number[] {
  const dir = join(stateHome, 'abapdeck', 'debug');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.flatMap((f) => {
    const state = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { session?: { pid: number } };
    return state.session ? [state.session.pid] : [];
  });
}

/** Kills the children still running and the background debug processes of `stateHome`. */
export function endDebugProcesses(children: readonly ChildProcessWithoutNullStreams[], stateHome: string): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of debugDaemonPids(stateHome)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** What a debugger CLI test file works with: its service, the project folder, the CLI's environment. */
export interface DebugCliProject {
  service: TestService;
  cwd: string;
  env: Record<string, string | undefined>;
  /** The long-running CLI processes the file started (startCli's list), ended after the file. */
  children: ChildProcessWithoutNullStreams[];
}

/**
 * The set-up of a debugger CLI test file, registered as its beforeAll and afterAll: a demo service with
 * `prepare`'s fixtures (two work processes, a short listener grace), a project folder for it, and the CLI's
 * environment (its own state home; background debug processes that outlive no test by idling out); after the
 * file, its CLI processes and background debug processes are ended and the folder removed.
 */
export function debugCliProject(prepare: (system: EmbeddedSystem) => void): DebugCliProject {
  const project = { children: [] } as unknown as DebugCliProject;
  beforeAll(async () => {
    project.service = await startTestService({ demo: true, prepare, execution: { poolSize: 2 }, debugger: { listenerGraceMillis: 2000 } });
    await project.service.execution.ready();
    project.cwd = projectFolderFor(project.service);
    project.env = { XDG_STATE_HOME: join(project.cwd, 'state'), ABAPDECK_DEBUG_IDLE_MS: '60000' };
  }, 120_000);
  afterAll(async () => {
    if (project.cwd) endDebugProcesses(project.children, join(project.cwd, 'state'));
    await project.service?.stop();
    if (project.cwd) rmSync(project.cwd, { recursive: true, force: true });
  });
  return project;
}
