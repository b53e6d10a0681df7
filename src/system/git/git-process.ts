/**
 * Runs the `git` program as a child process, asynchronously, so that the service keeps answering while
 * git talks to a remote. The child gets a clean environment: no inherited GIT_* settings (a GIT_DIR or
 * GIT_TRACE of the parent must not leak in), no system or global configuration, never a prompt.
 */
import { spawn } from 'node:child_process';
import { credentialEnvironment, redact, type GitCredentials } from './credentials.js';

export interface GitRunOptions {
  /** Working folder of the child (for a bare repository: the repository itself). */
  cwd?: string;
  /** Bytes for stdin: one buffer, or chunks written with back-pressure. */
  input?: Buffer | AsyncIterable<Buffer>;
  credentials?: GitCredentials;
  timeoutMillis?: number;
  /** Exit codes that are answers rather than failures (merge-base --is-ancestor answers 1 for "no"). */
  acceptExitCodes?: number[];
  signal?: AbortSignal;
  /**
   * Runs git (and the helpers it starts, such as git-remote-http) in a process group of its own, so that
   * stopping it stops them all, now or after a crash of the service (see stopProcessGroup).
   */
  processGroup?: boolean;
  /** Told the child's process id once it started (with processGroup, also its process group id). */
  onSpawn?: (pid: number) => void;
}

export interface GitOutput {
  stdout: Buffer;
  stderr: string;
  exitCode: number;
}

/** A git run that failed; the message is redacted and names the git command, never its secrets. */
export class GitError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'GitError';
  }
}

const DEFAULT_TIMEOUT = 10 * 60_000;

function childEnvironment(credentials: GitCredentials | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('GIT_') && key !== 'SSH_ASKPASS' && key !== 'HOME' && key !== 'XDG_CONFIG_HOME') env[key] = value;
  }
  return {
    ...env,
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_ASKPASS: '',
    LC_ALL: 'C',
    ...credentialEnvironment(credentials),
  };
}

export function runGit(args: string[], options: GitRunOptions = {}): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const group = options.processGroup === true;
    const child = spawn('git', args, {
      cwd: options.cwd,
      env: childEnvironment(options.credentials),
      stdio: ['pipe', 'pipe', 'pipe'],
      // a group leader is not killed by spawn's signal handling: abort kills the whole group below
      ...(group ? { detached: true } : { signal: options.signal }),
    });
    const killChild = () => {
      if (group && child.pid) stopProcessGroup(child.pid);
      else child.kill('SIGKILL');
    };
    if (child.pid) options.onSpawn?.(child.pid);
    const onAbort = () => {
      killChild();
      finish(() => reject(new GitError(`${describe()} was stopped`, -1, '')));
    };
    if (group) {
      if (options.signal?.aborted) queueMicrotask(onAbort);
      else options.signal?.addEventListener('abort', onAbort, { once: true });
    }
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      action();
    };
    const describe = () => `git ${args.filter((arg) => !arg.startsWith('-')).slice(0, 1).join(' ')}`;
    const timer = setTimeout(() => {
      killChild();
      finish(() => reject(new GitError(`${describe()} did not finish within ${Math.round((options.timeoutMillis ?? DEFAULT_TIMEOUT) / 1000)} s`, -1, '')));
    }, options.timeoutMillis ?? DEFAULT_TIMEOUT);

    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      const text = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the git program is not installed' : error.message;
      finish(() => reject(new GitError(`${describe()} failed: ${redact(text, options.credentials)}`, -1, '')));
    });
    child.on('close', (code) => {
      const exitCode = code ?? -1;
      const errorText = redact(Buffer.concat(stderr).toString('utf8'), options.credentials);
      if (exitCode === 0 || options.acceptExitCodes?.includes(exitCode)) {
        finish(() => resolve({ stdout: Buffer.concat(stdout), stderr: errorText, exitCode }));
      } else {
        const detail = lastLines(errorText) || `exit code ${exitCode}`;
        finish(() => reject(new GitError(`${describe()} failed: ${detail}`, exitCode, errorText)));
      }
    });

    child.stdin.on('error', () => {
      // git may exit before reading all input (a failed fast-import); its exit code tells why.
    });
    void writeInput(child.stdin, options.input);
  });
}

async function writeInput(stdin: NodeJS.WritableStream, input: GitRunOptions['input']): Promise<void> {
  try {
    if (input === undefined) return;
    if (Buffer.isBuffer(input)) {
      stdin.write(input);
      return;
    }
    for await (const chunk of input) {
      if (!stdin.write(chunk)) await new Promise<void>((resolve) => stdin.once('drain', resolve));
    }
  } catch {
    // reported through the exit code
  } finally {
    stdin.end();
  }
}

/** The meaningful end of git's stderr (its last 'fatal:'/'error:' lines), one line. */
function lastLines(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('hint:'));
  const important = lines.filter((line) => /^(fatal|error|remote|!)/i.test(line));
  return (important.length > 0 ? important : lines).slice(-3).join('; ');
}

/** Kills every process of a process group started with `processGroup` (no error when it is gone). */
export function stopProcessGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group has ended
  }
}
