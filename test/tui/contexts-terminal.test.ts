/**
 * Contexts with the real binary in a real terminal (tmux): `abapdeck --context dev` opens on that context, the
 * header names it and the SID, `:ctx` lists the contexts and Enter switches to the production one, whose badge is
 * drawn in red; q quits. Needs tmux and the built bundle, as editor-terminal.test.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, testPasswords, type TestService } from '../support/service.js';

const root = join(import.meta.dirname, '..', '..');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const hasBuild = existsSync(join(root, 'dist', 'bundle', 'entry.js'));
if (!hasTmux || !hasBuild) console.warn('test/tui/contexts-terminal.test.ts: needs tmux and dist/bundle (npm run build); skipped');

const socket = `abapdeck-contexts-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const capture = (session: string, escapes = false) => tmux('capture-pane', '-p', ...(escapes ? ['-e'] : []), '-t', session);

async function until(what: string, test: () => boolean, timeoutMillis = 30_000): Promise<void> {
  const started = Date.now();
  while (!test()) {
    if (Date.now() - started > timeoutMillis) throw new Error(`timed out waiting for ${what}; screen:\n${capture('ctx')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let service: TestService;
let home: string;

describe.skipIf(!hasTmux || !hasBuild)('contexts in a terminal', () => {
  beforeAll(async () => {
    service = await startTestService({ demo: true });
    home = mkdtempSync(join(tmpdir(), 'abapdeck-contexts-tui-'));
    mkdirSync(join(home, 'config', 'abapdeck'), { recursive: true });
    const system = { host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', user: 'DEVELOPER', password: testPasswords.DEVELOPER };
    writeFileSync(join(home, 'config', 'abapdeck', 'contexts.json'), JSON.stringify({ contexts: { dev: system, prod: { ...system, production: true, readOnly: true } } }));
  });
  afterAll(async () => {
    const socketPath = spawnSync('tmux', ['-L', socket, 'display-message', '-p', '#{socket_path}'], { encoding: 'utf8' }).stdout.trim();
    spawnSync('tmux', ['-L', socket, 'kill-server']);
    if (socketPath) rmSync(socketPath, { force: true });
    await service?.stop();
    rmSync(home, { recursive: true, force: true });
  });

  it('opens on --context, switches with :ctx, and draws a production context in red', { timeout: 120_000 }, async () => {
    const env = {
      XDG_CONFIG_HOME: join(home, 'config'),
      ABAPDECK_PACKAGES: 'ZDEMO',
      ABAPDECK_DATA: join(home, 'data'),
      TERM: 'xterm-256color',
      CI: 'true',
    };
    const exports = Object.entries(env)
      .map(([k, v]) => `${k}='${v}'`)
      .join(' ');
    const script = `cd '${home}'; env -u ABAP_HOST ${exports} '${process.execPath}' '${join(root, 'bin', 'abapdeck')}' --context dev; echo EXIT=$?; sleep 60`;
    tmux('new-session', '-d', '-s', 'ctx', '-x', '100', '-y', '30', 'sh', '-c', script);
    await until('the first frame on dev', () => capture('ctx').includes('ZDEMO_CORE') && /dev · DEV/.test(capture('ctx').split('\n')[0]!));

    tmux('send-keys', '-t', 'ctx', ':ctx', 'Enter');
    await until('the list of contexts', () => capture('ctx').includes('Contexts ·'));
    expect(capture('ctx')).toMatch(/● dev +DEVELOPER@http:\/\/127\.0\.0\.1:\d+ client 100 +\(in use\)/);
    tmux('send-keys', '-t', 'ctx', 'j', 'Enter');
    await until('switched to prod', () => /prod · DEV · production · read-only/.test(capture('ctx').split('\n')[0]!) && capture('ctx').includes('ZDEMO_CORE'));
    // the badge in red: its line carries a red background (SGR 41) right before the context's name
    const header = capture('ctx', true).split('\n')[0]!;
    expect(header).toMatch(/\x1b\[[0-9;]*41[0-9;]*m[^\x1b]*prod · DEV · production/);

    tmux('send-keys', '-t', 'ctx', 'q');
    await until('the exit', () => capture('ctx').includes('EXIT=0'));
  });
});
