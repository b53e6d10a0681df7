/**
 * The processes a debugger CLI test starts: the built CLI as a long-running child (debug attach, the REPL) read
 * as it writes, and the background processes of `debug attach --json`, found by their state files, ended after.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { binPath } from './cli.js';

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
