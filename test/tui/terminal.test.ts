import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, testPasswords, type TestService } from '../support/service.js';
import { terminalAvailable, tmuxTerminal } from '../support/tmux.js';

/**
 * The real binary, full screen, in a tmux pane: the alternate screen and the cursor are restored on every
 * way out. Needs tmux (CI installs it) and the built bundle (npm test builds first).
 */
const available = terminalAvailable('test/tui/terminal.test.ts');
const terminal = tmuxTerminal('test');
const { tmux, capture, display, until, close } = terminal;

let service: TestService;
let home: string;

describe.skipIf(!available)('the binary in a terminal', () => {
  beforeAll(async () => {
    service = await startTestService({ demo: true });
    home = mkdtempSync(join(tmpdir(), 'abapdeck-tui-'));
  });
  afterAll(async () => {
    close();
    await service?.stop();
    rmSync(home, { recursive: true, force: true });
  });

  /** Starts abapdeck in a new tmux session on the test service; the shell prints a marker before and the exit code after. */
  async function start(session: string): Promise<void> {
    const url = new URL(service.url);
    const env = {
      ABAP_HOST: url.hostname,
      ABAP_PORT: url.port,
      ABAP_PROTOCOL: 'http',
      ABAP_USER: 'DEVELOPER',
      ABAP_PASSWORD: testPasswords.DEVELOPER,
      ABAP_CLIENT: '100',
      ABAPDECK_PACKAGES: 'ZDEMO',
      ABAPDECK_DATA: join(home, 'data'),
      TERM: 'xterm-256color',
      CI: 'true',
    };
    terminal.start(session, { cwd: home, env, before: 'echo BEFORE-ABAPDECK' });
    // The first full frame at the pane's size (tmux may size a new pane after the process started): the
    // tree loaded, the key bar on the next-to-last row.
    await until('the first frame', () => {
      const screen = capture(session).split('\n');
      const rows = Number(display(session, '#{pane_height}'));
      return screen.some((line) => line.includes('ZDEMO_CORE')) && /quit\s*$/.test(screen[rows - 2] ?? '');
    });
  }

  it('draws full screen in the alternate screen with the cursor hidden, and q restores both', async () => {
    await start('quit');
    expect(display('quit', '#{alternate_on}')).toBe('1');
    expect(display('quit', '#{cursor_flag}')).toBe('0');
    const frame = capture('quit').split('\n');
    const rows = Number(display('quit', '#{pane_height}'));
    // rows − 1 lines: the key bar on the next-to-last row, the last row empty, so Ink never clears the whole screen.
    expect(frame[0]).toContain('1 Tree');
    expect(frame[rows - 2]).toMatch(/quit\s*$/);
    expect((frame[rows - 1] ?? '').trim()).toBe('');
    tmux('send-keys', '-t', 'quit', 'q');
    await until('the exit', () => capture('quit').includes('EXIT=0'));
    expect(display('quit', '#{alternate_on}')).toBe('0');
    expect(display('quit', '#{cursor_flag}')).toBe('1');
    // The screen from before is back, without a trace of the UI.
    const after = capture('quit');
    expect(after).toContain('BEFORE-ABAPDECK');
    expect(after).not.toContain('1 Tree');
  });

  it('re-lays out when the terminal is resized', async () => {
    await start('resize');
    tmux('resize-window', '-t', 'resize', '-x', '80', '-y', '24');
    // rows − 1 lines drawn: the panes' bottom borders, the status line, the key bar, one empty row.
    const rows = () => Number(display('resize', '#{pane_height}'));
    await until('the smaller frame', () => {
      const lines = capture('resize').split('\n');
      const r = rows();
      return r < 30 && /^╰─+╯╰─+╯$/.test(lines[r - 4] ?? '') && (lines[r - 2] ?? '').trimEnd().endsWith('quit');
    });
    const lines = capture('resize').split('\n');
    expect(lines[0]).toContain('[1 Tree]');
    expect(lines[rows() - 4]!.length).toBe(80);
    expect(lines.slice(rows() - 1).join('').trim()).toBe('');
    tmux('send-keys', '-t', 'resize', 'q');
    await until('the exit', () => capture('resize').includes('EXIT=0'));
    expect(display('resize', '#{alternate_on}')).toBe('0');
  });

  it('restores the terminal on Ctrl+C', async () => {
    await start('ctrlc');
    tmux('send-keys', '-t', 'ctrlc', 'C-c');
    await until('the exit', () => capture('ctrlc').includes('EXIT=0'));
    expect(display('ctrlc', '#{alternate_on}')).toBe('0');
    expect(display('ctrlc', '#{cursor_flag}')).toBe('1');
  });

  it('restores the terminal when killed with SIGTERM, and ends as the signal would', async () => {
    await start('term');
    const shell = display('term', '#{pane_pid}');
    const node = execFileSync('ps', ['-o', 'pid=', '--ppid', shell], { encoding: 'utf8' }).trim().split(/\s+/)[0]!;
    process.kill(Number(node), 'SIGTERM');
    await until('the exit', () => capture('term').includes('EXIT='));
    expect(capture('term')).toContain('EXIT=143');
    expect(display('term', '#{alternate_on}')).toBe('0');
    expect(display('term', '#{cursor_flag}')).toBe('1');
  });
});
