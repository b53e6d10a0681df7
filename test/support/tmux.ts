/**
 * The built binary in a real terminal, for the full-screen tests: each test file gets a tmux server of its own
 * (its own socket), starts abapdeck in sessions with the environment it names, reads the panes and sends keys.
 * Needs tmux (CI installs it) and the bundle (npm test builds first); without them the files skip.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const hasBuild = existsSync(join(projectRoot, 'dist', 'bundle', 'cli.cjs'));

/** Whether the terminal tests can run here; says why not, once, for the file named. */
export function terminalAvailable(file: string): boolean {
  if (!hasTmux) console.warn(`${file}: tmux is not installed, the full-screen terminal tests are skipped`);
  if (!hasBuild) console.warn(`${file}: dist/bundle is missing (run npm run build), the full-screen terminal tests are skipped`);
  return hasTmux && hasBuild;
}

export interface StartOptions {
  /** The folder abapdeck starts in. */
  cwd: string;
  env: Record<string, string>;
  /** abapdeck's arguments (none: the TUI). */
  args?: string[];
  /** Variables of the test's own environment abapdeck must not see. */
  unset?: string[];
  /** A shell command run before abapdeck, in the same pane. */
  before?: string;
  width?: number;
  height?: number;
}

export interface Terminal {
  tmux(...args: string[]): string;
  /** The pane's text; with `escapes`, its colours and attributes as SGR sequences too. */
  capture(session: string, escapes?: boolean): string;
  /** A tmux format of the session (`#{alternate_on}`, `#{pane_height}` …). */
  display(session: string, format: string): string;
  /** Starts abapdeck in a new detached session; the shell prints `EXIT=<code>` after it and stays a minute. */
  start(session: string, options: StartOptions): void;
  /** Waits until the test holds; on a timeout the error shows the screen of the session started last. */
  until(what: string, test: () => boolean, timeoutMillis?: number): Promise<void>;
  /** Ends the tmux server and removes its socket. */
  close(): void;
}

export function tmuxTerminal(name: string, defaultTimeoutMillis = 20_000): Terminal {
  const socket = `abapdeck-${name}-${process.pid}`;
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  let lastSession: string | undefined;
  const terminal: Terminal = {
    tmux,
    capture: (session, escapes = false) => tmux('capture-pane', '-p', ...(escapes ? ['-e'] : []), '-t', session),
    display: (session, format) => tmux('display-message', '-p', '-t', session, format).trim(),
    start(session, options) {
      const exports = Object.entries(options.env)
        .map(([key, value]) => `${key}='${value}'`)
        .join(' ');
      const unset = (options.unset ?? []).map((key) => `-u ${key} `).join('');
      const args = (options.args ?? []).map((arg) => ` '${arg}'`).join('');
      const before = options.before ? `${options.before}; ` : '';
      const script = `cd '${options.cwd}'; ${before}env ${unset}${exports} '${process.execPath}' '${join(projectRoot, 'bin', 'abapdeck')}'${args}; echo EXIT=$?; sleep 60`;
      tmux('new-session', '-d', '-s', session, '-x', String(options.width ?? 100), '-y', String(options.height ?? 30), 'sh', '-c', script);
      lastSession = session;
    },
    async until(what, test, timeoutMillis = defaultTimeoutMillis) {
      const started = Date.now();
      while (!test()) {
        if (Date.now() - started > timeoutMillis) {
          const screen = lastSession ? `; screen:\n${terminal.capture(lastSession)}` : '';
          throw new Error(`timed out waiting for ${what}${screen}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close() {
      const socketPath = spawnSync('tmux', ['-L', socket, 'display-message', '-p', '#{socket_path}'], { encoding: 'utf8' }).stdout.trim();
      spawnSync('tmux', ['-L', socket, 'kill-server']);
      if (socketPath) rmSync(socketPath, { force: true });
    },
  };
  return terminal;
}
