/**
 * Contexts with the real binary in a real terminal (tmux): `abapdeck --context dev` opens on that context, the
 * header names it and the SID, `:ctx` lists the contexts and Enter switches to the production one, whose badge is
 * drawn in red; q quits. Needs tmux and the built bundle, as editor-terminal.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, testPasswords, type TestService } from '../support/service.js';
import { terminalAvailable, tmuxTerminal } from '../support/tmux.js';

const available = terminalAvailable('test/tui/contexts-terminal.test.ts');
const terminal = tmuxTerminal('contexts', 30_000);
const { tmux, capture, until } = terminal;

let service: TestService;
let home: string;

describe.skipIf(!available)('contexts in a terminal', () => {
  beforeAll(async () => {
    service = await startTestService({ demo: true });
    home = mkdtempSync(join(tmpdir(), 'abapdeck-contexts-tui-'));
    mkdirSync(join(home, 'config', 'abapdeck'), { recursive: true });
    const system = { host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', user: 'DEVELOPER', password: testPasswords.DEVELOPER };
    writeFileSync(join(home, 'config', 'abapdeck', 'contexts.json'), JSON.stringify({ contexts: { dev: system, prod: { ...system, production: true, readOnly: true } } }));
  });
  afterAll(async () => {
    terminal.close();
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
    terminal.start('ctx', { cwd: home, env, unset: ['ABAP_HOST'], args: ['--context', 'dev'] });
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
