/**
 * A working day's first minutes in a real terminal (tmux), the built binary as a user starts it: open the
 * deck, filter the objects, open one in the editor (a script that makes a real edit), check the edited file,
 * switch to another system's context. Two services stand for the two systems; the contexts file names both.
 * Needs tmux and the built bundle, as terminal.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, testPasswords, type TestService } from '../support/service.js';
import { projectRoot as root, terminalAvailable, tmuxTerminal } from '../support/tmux.js';

const available = terminalAvailable('test/tui/journey-terminal.test.ts');
const terminal = tmuxTerminal('journey', 30_000);
const { tmux, capture, until } = terminal;

const onlyInQa = 'ZCL_ONLY_IN_QA';
const mainFile = 'src/core/zcl_demo_fare_calculator.clas.abap';

let dev: TestService;
let qa: TestService;
let home: string;

function inline(service: TestService): Record<string, unknown> {
  const url = new URL(service.url);
  return { host: url.hostname, sapport: Number(url.port), protocol: 'http', client: '100', user: 'DEVELOPER', password: testPasswords.DEVELOPER };
}

describe.skipIf(!available)('a first session in a terminal', () => {
  beforeAll(async () => {
    [dev, qa] = await Promise.all([
      startTestService({ demo: true }),
      startTestService({
        demo: true,
        prepare: (system) =>
          system.objects.save(
            {
              type: 'CLAS',
              name: onlyInQa,
              description: 'Only in QA',
              metadata: { VSEOCLASS: { CLSNAME: onlyInQa, LANGU: 'E', DESCRIPT: 'Only in QA', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
              sources: { main: `CLASS ${onlyInQa.toLowerCase()} DEFINITION PUBLIC FINAL CREATE PUBLIC.\nENDCLASS.\nCLASS ${onlyInQa.toLowerCase()} IMPLEMENTATION.\nENDCLASS.\n` },
            },
            'ZDEMO_CORE',
            'A',
            'DEVELOPER',
          ),
      }),
    ]);
    home = mkdtempSync(join(tmpdir(), 'abapdeck-journey-'));
    const work = join(home, 'work');
    mkdirSync(join(work, 'src'), { recursive: true });
    cpSync(join(root, 'examples/demo-repo/src/core'), join(work, 'src/core'), { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: work });
    mkdirSync(join(home, 'config', 'abapdeck'), { recursive: true });
    writeFileSync(
      join(home, 'config', 'abapdeck', 'contexts.json'),
      JSON.stringify({ current: 'dev', contexts: { dev: inline(dev), qa: { ...inline(qa), production: true } } }, null, 2),
      { mode: 0o600 },
    );
    // the editor: a real edit of the file it is given (the last argument), then it ends
    writeFileSync(join(home, 'editor.sh'), `#!/bin/sh\nfor last; do :; done\nsed -i 's/mt_rules = it_rules\\./mt_rules = it_rulez./' "$last"\n`);
    chmodSync(join(home, 'editor.sh'), 0o755);
  }, 120_000);

  afterAll(async () => {
    terminal.close();
    await Promise.all([dev?.stop(), qa?.stop()]);
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('opens, filters, edits in the editor, checks the edit and switches to another context', async () => {
    const env = {
      XDG_CONFIG_HOME: join(home, 'config'),
      ABAPDECK_PACKAGES: 'ZDEMO',
      ABAPDECK_DATA: join(home, 'data'),
      TERM: 'xterm-256color',
      VISUAL: join(home, 'editor.sh'),
      CI: 'true',
    };
    terminal.start('day', { cwd: join(home, 'work'), env, unset: ['ABAP_HOST'] });

    // open: the deck on the current context
    await until('the first frame', () => capture('day').includes('ZDEMO_CORE'));
    expect(capture('day')).toContain('dev');

    // filter: the objects of ZDEMO_CORE narrowed to the fare calculator's
    tmux('send-keys', '-t', 'day', ':pkg ZDEMO_CORE', 'Enter');
    await until('the objects of ZDEMO_CORE', () => capture('day').includes('ZCL_DEMO_BOOKING_SERVICE'));
    tmux('send-keys', '-t', 'day', '2', '/');
    tmux('send-keys', '-t', 'day', '-l', 'FARE');
    tmux('send-keys', '-t', 'day', 'Enter');
    await until('the filtered list', () => {
      const frame = capture('day');
      return frame.includes('ZCL_DEMO_FARE_CALCULATOR') && !frame.includes('ZCL_DEMO_BOOKING_SERVICE');
    });

    // open in the editor: e hands the class's file to $VISUAL, which changes it
    tmux('send-keys', '-t', 'day', 'g', 'e');
    await until('back from the editor', () => capture('day').includes('edited: C checks it, P pulls it'));
    expect(readFileSync(join(home, 'work', mainFile), 'utf8')).toContain('mt_rules = it_rulez.');

    // check: C checks the edited file in the system, and the drawer names the error
    tmux('send-keys', '-t', 'day', 'C');
    await until('the syntax result', () => capture('day').includes('"it_rulez" not found'));

    // switch context: :ctx qa, the other system (production: its name in red)
    tmux('send-keys', '-t', 'day', 'Escape');
    tmux('send-keys', '-t', 'day', ':ctx qa', 'Enter');
    await until('the qa context', () => /\bqa\b/.test(capture('day')) && !/\bdev\b/.test(capture('day').split('\n')[0] ?? ''));
    const coloured = capture('day', true);
    // red text or a red background (SGR 31/91 or 41/101) on the context's name
    const redBadge = /(?:\u001b\[[0-9;]*m)*\u001b\[(?:[0-9;]*;)?(?:31|91|41|101)(?:;[0-9;]*)?m(?:\u001b\[[0-9;]*m)*\s*qa\b/;
    expect(coloured.split('\n')[0]).toMatch(redBadge);
    tmux('send-keys', '-t', 'day', ':pkg ZDEMO_CORE', 'Enter');
    await until('the objects of ZDEMO_CORE in qa', () => capture('day').includes(onlyInQa));

    tmux('send-keys', '-t', 'day', 'q');
    await until('the exit', () => capture('day').includes('EXIT=0'));
  }, 180_000);
});
