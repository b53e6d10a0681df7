/**
 * The editor round trip in a real terminal (tmux): while the editor runs, the TUI has left the alternate
 * screen and raw mode (the editor sees a cooked terminal on the normal screen); when it ends, the deck is
 * drawn whole again in the alternate screen. Needs tmux and the built bundle, as terminal.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, testPasswords, type TestService } from '../support/service.js';
import { projectRoot as root, terminalAvailable, tmuxTerminal } from '../support/tmux.js';

const available = terminalAvailable('test/tui/editor-terminal.test.ts');
const terminal = tmuxTerminal('editor');
const { tmux, capture, display, until } = terminal;

let service: TestService;
let home: string;

describe.skipIf(!available)('the editor in a terminal', () => {
  beforeAll(async () => {
    service = await startTestService({ demo: true });
    home = mkdtempSync(join(tmpdir(), 'abapdeck-editor-tui-'));
    mkdirSync(join(home, 'src'));
    cpSync(join(root, 'examples/demo-repo/src/core'), join(home, 'src/core'), { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: home });
    // the editor: records its arguments, the screen it runs on and the terminal's mode, then ends
    writeFileSync(
      join(home, 'editor.sh'),
      `#!/bin/sh\n{ echo "ARGS=$*"; echo "ALT=$(tmux display-message -p '#{alternate_on}')"; echo "STTY=$(stty -a </dev/tty | tr '\\n' ' ')"; } >> '${join(home, 'record')}'\n`,
    );
    chmodSync(join(home, 'editor.sh'), 0o755);
  });
  afterAll(async () => {
    terminal.close();
    await service?.stop();
    rmSync(home, { recursive: true, force: true });
  });

  it('hands the terminal to the editor on the normal screen in cooked mode, and draws the deck whole after', async () => {
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
      VISUAL: join(home, 'editor.sh'),
      CI: 'true',
    };
    terminal.start('edit', { cwd: home, env });
    await until('the first frame', () => capture('edit').includes('ZDEMO_CORE'));
    // :obj opens the interface in the source pane; e hands it to the editor
    tmux('send-keys', '-t', 'edit', ':obj ZIF_DEMO_FARE_CALCULATOR', 'Enter');
    await until('the source', () => capture('edit').includes('INTERFACE zif_demo_fare_calculator'));
    tmux('send-keys', '-t', 'edit', 'e');
    await until('the editor ended and the deck is back', () => capture('edit').includes('edited: C checks it, P pulls it'));
    const record = readFileSync(join(home, 'record'), 'utf8');
    expect(record).toContain(`ARGS=+1 ${join(home, 'src/core/zif_demo_fare_calculator.intf.abap')}`);
    expect(record).toContain('ALT=0');
    // cooked: canonical input and echo on (raw mode has -icanon -echo)
    expect(record).toMatch(/STTY=.* icanon /);
    expect(record).toMatch(/STTY=.* echo /);
    expect(display('edit', '#{alternate_on}')).toBe('1');
    expect(display('edit', '#{cursor_flag}')).toBe('0');
    const frame = capture('edit');
    expect(frame).toContain('1 Tree');
    expect(frame).toContain('INTERFACE zif_demo_fare_calculator');
    // keys reach the deck again (raw mode back): q quits
    tmux('send-keys', '-t', 'edit', 'q');
    await until('the exit', () => capture('edit').includes('EXIT=0'));
  });
});
