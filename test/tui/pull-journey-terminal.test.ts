/**
 * Edit → check → pull → transport release on a linked repository, in a real terminal (tmux), the built binary
 * as a user starts it (issue 32's "Done when"): e hands the class's file to the editor, C checks the edit, P
 * says first that git lacks the edit and offers to commit and push it, then asks, then picks the request that
 * holds the class, and the edit reaches the system; 7 lists the request, R releases it; q ends at once.
 * Needs tmux and the built bundle, as terminal.test.ts.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitSync } from '../../src/system/sync/index.js';
import { createBareRepository, git, workingCopy } from '../support/git.js';
import { names, syncRepository } from '../support/git-fixtures.js';
import { startTestService, testPasswords, type TestService } from '../support/service.js';
import { terminalAvailable, tmuxTerminal } from '../support/tmux.js';

const available = terminalAvailable('test/tui/pull-journey-terminal.test.ts');
const terminal = tmuxTerminal('pull-journey', 30_000);
const { tmux, capture, until } = terminal;
const n = names('JRN');
const file = `src/${n.greeter.toLowerCase()}.clas.abap`;

let service: TestService;
let home: string;
let work: string;
let holder: string;

describe.skipIf(!available)('edit, check, pull and release in a terminal', () => {
  beforeAll(async () => {
    service = await startTestService({ demo: true });
    home = mkdtempSync(join(tmpdir(), 'abapdeck-pull-journey-'));
    const bare = await createBareRepository(join(home, 'remotes'), 'jrn');
    work = join(home, 'work');
    await workingCopy(work, bare, syncRepository({ prefix: 'JRN', withTable: false }));
    await git(work, 'config', 'user.name', 'Test Developer');
    await git(work, 'config', 'user.email', 'dev@example.com');
    writeFileSync(
      join(work, '.abapGitAgent'),
      JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', client: '100', user: 'DEVELOPER', password: testPasswords.DEVELOPER }),
    );
    writeFileSync(join(work, '.git', 'info', 'exclude'), '.abapGitAgent\n');
    const sync = gitSync(service.system);
    expect((await sync.create({ url: bare, package: n.root }, 'DEVELOPER')).success).toBe('X');
    holder = sync.transports.create('DEVELOPER', 'greeter work').number;
    expect((await sync.pull({ url: bare, transport_request: holder }, 'DEVELOPER')).success).toBe('X');
    sync.transports.create('DEVELOPER', 'a newer request');
    // the editor: a real edit of the file it is given (the last argument), then it ends
    mkdirSync(join(home, 'bin'), { recursive: true });
    writeFileSync(join(home, 'bin', 'editor.sh'), `#!/bin/sh\nfor last; do :; done\nsed -i 's/|Hello { name }|/|Howdy { name }|/' "$last"\n`);
    chmodSync(join(home, 'bin', 'editor.sh'), 0o755);
  }, 120_000);

  afterAll(async () => {
    terminal.close();
    await service?.stop();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('walks edit → check → pull → release without a trap', async () => {
    const env = {
      ABAPDECK_PACKAGES: n.root,
      ABAPDECK_DATA: join(home, 'data'),
      XDG_STATE_HOME: join(home, 'state'),
      XDG_CONFIG_HOME: join(home, 'config'),
      TERM: 'xterm-256color',
      VISUAL: join(home, 'bin', 'editor.sh'),
      CI: 'true',
    };
    terminal.start('day', { cwd: work, env, unset: ['ABAP_HOST'], width: 120, height: 35 });
    await until('the first frame', () => capture('day').includes(n.root));

    // the class in the objects pane, then e: the editor changes its file
    tmux('send-keys', '-t', 'day', `:pkg ${n.root}`, 'Enter');
    await until('the objects of the package', () => capture('day').includes(n.greeter));
    tmux('send-keys', '-t', 'day', '2', '/');
    tmux('send-keys', '-t', 'day', '-l', 'GREETER');
    tmux('send-keys', '-t', 'day', 'Enter');
    await until('the filtered list', () => capture('day').includes(n.greeter) && !capture('day').includes(n.counter));
    tmux('send-keys', '-t', 'day', 'g');
    await until('the class at the cursor', () => new RegExp(`›\\s*CLAS ${n.greeter}`).test(capture('day')));
    tmux('send-keys', '-t', 'day', 'e');
    await until('back from the editor', () => capture('day').includes('edited: C checks it, P pulls it'));

    // C: the edit is checked in the system
    tmux('send-keys', '-t', 'day', 'C');
    await until('the check passed', () => capture('day').includes('✓ All 1 object(s) passed syntax check'));

    // P: git lacks the edit — said first, with the file; c commits and pushes it
    tmux('send-keys', '-t', 'day', 'P');
    await until('the changes git lacks', () => capture('day').includes('not in git: the pull would not bring them'));
    expect(capture('day')).toContain(`not committed  ${file}`);
    tmux('send-keys', '-t', 'day', 'c');
    await until('the commit message', () => capture('day').includes('commit message'));
    tmux('send-keys', '-t', 'day', '-l', 'Howdy');
    tmux('send-keys', '-t', 'day', 'Enter');
    // asked, then the picker on the request that holds the class
    await until('the question', () => capture('day').includes('Pull 1 file(s) into the system?'));
    tmux('send-keys', '-t', 'day', 'y');
    await until('the picker', () => capture('day').includes('which one?'));
    expect(capture('day')).toContain(`❯ ${holder}`);
    expect(capture('day')).toContain('Esc cancel');
    tmux('send-keys', '-t', 'day', 'Enter');
    await until('the pull', () => capture('day').includes('Pull completed successfully'));
    expect(capture('day')).toMatch(/activated 1 · failed 0 · transport DEVK9\d{5}/);
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Howdy');

    // 7: the requests; R on the one that holds the class releases it
    tmux('send-keys', '-t', 'day', 'Escape', '7');
    await until('the requests', () => capture('day').includes(holder) && capture('day').includes('greeter work'));
    for (let moves = 0; moves < 10 && !new RegExp(`›\\s*${holder}`).test(capture('day')); moves++) {
      tmux('send-keys', '-t', 'day', 'j');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    tmux('send-keys', '-t', 'day', 'R');
    await until('the release question', () => capture('day').includes(`Release ${holder}?`));
    tmux('send-keys', '-t', 'day', 'y');
    await until('released', () => !capture('day').includes('greeter work'));
    expect(gitSync(service.system).transports.get(holder)?.status).toBe('R');

    const started = Date.now();
    tmux('send-keys', '-t', 'day', 'q');
    await until('the exit', () => capture('day').includes('EXIT=0'), 5000);
    console.log(`q after the journey: the shell prompt back after ${Date.now() - started} ms`);
  }, 180_000);
});
