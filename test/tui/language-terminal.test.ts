/**
 * The language keys in a real terminal (tmux), the built binary against a test service: definition →
 * definition → back, each step read off the screen. Needs tmux and the built bundle, as terminal.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addObject, addPackage } from '../support/fixtures.js';
import { startTestService, testPasswords, type TestService } from '../support/service.js';
import { terminalAvailable, tmuxTerminal } from '../support/tmux.js';
import { SHAPES_SYSTEM } from '../system/language/fixtures.js';

const available = terminalAvailable('test/tui/language-terminal.test.ts');
const terminal = tmuxTerminal('language');
const { tmux, capture, until } = terminal;

let service: TestService;
let home: string;

/** The source pane's row the cursor is on (marked › before its line numbers). */
const cursorRow = () => capture('lang').split('\n').find((line) => /›\s*\d+ \[\s*\d+\]/.test(line)) ?? '';

describe.skipIf(!available)('the language keys in a terminal', () => {
  beforeAll(async () => {
    service = await startTestService({
      prepare: (system) => {
        addPackage(system, 'ZSHAPES');
        for (const object of SHAPES_SYSTEM) addObject(system, 'ZSHAPES', object.type, object.name, object);
      },
    });
    home = mkdtempSync(join(tmpdir(), 'abapdeck-language-tui-'));
    // the language service's registry is built on a check worker by its first request (a served system's warm-up
    // builds it at start): built here, so the journey's steps are timed on keys, not on that build
    await service.system.checkWorkers.language({ operation: 'symbols', input: { document: 'zshapes.prog.abap' } });
  }, 120_000);
  afterAll(async () => {
    terminal.close();
    await service?.stop();
    rmSync(home, { recursive: true, force: true });
  });

  it('fd to a method of another object, fd again to a type, then Esc back twice to where it began', async () => {
    const url = new URL(service.url);
    terminal.start('lang', {
      cwd: home,
      env: {
        ABAP_HOST: url.hostname,
        ABAP_PORT: url.port,
        ABAP_PROTOCOL: 'http',
        ABAP_USER: 'DEVELOPER',
        ABAP_PASSWORD: testPasswords.DEVELOPER,
        ABAP_CLIENT: '100',
        ABAPDECK_PACKAGES: 'ZSHAPES',
        ABAPDECK_DATA: join(home, 'data'),
        TERM: 'xterm-256color',
        CI: 'true',
      },
      width: 120,
      height: 36,
    });
    await until('the first frame', () => capture('lang').includes('1 Tree'));
    tmux('send-keys', '-t', 'lang', ':obj ZSHAPES', 'Enter');
    await until('the program', () => capture('lang').includes('REPORT zshapes.'));
    // the search puts the cursor (and its column) on the call of create
    tmux('send-keys', '-t', 'lang', '/', 'create(', 'Enter');
    await until('the call under the cursor', () => cursorRow().includes('zcl_circle=>create( 2 )') && capture('lang').includes('col 33'));
    tmux('send-keys', '-t', 'lang', 'f');
    await until('the sequence waiting in the key bar', () => capture('lang').includes('f… fd definition'));
    tmux('send-keys', '-t', 'lang', 'd');
    await until('the method of the class', () => capture('lang').includes('CLAS ZCL_CIRCLE') && cursorRow().includes('CLASS-METHODS create'));
    // the type of an attribute: its definition in the same class
    tmux('send-keys', '-t', 'lang', '/', 'ty_point.', 'Enter');
    await until('the attribute under the cursor', () => cursorRow().includes('DATA ms_center TYPE ty_point.'));
    tmux('send-keys', '-t', 'lang', 'f', 'd');
    await until('the type', () => cursorRow().includes('TYPES: BEGIN OF ty_point'));
    // back: the attribute, then the call in the program
    tmux('send-keys', '-t', 'lang', 'Escape');
    await until('back at the attribute', () => cursorRow().includes('DATA ms_center TYPE ty_point.'));
    tmux('send-keys', '-t', 'lang', 'Escape');
    await until('back in the program', () => capture('lang').includes('PROG ZSHAPES') && cursorRow().includes('zcl_circle=>create( 2 )'));
    expect(capture('lang')).toContain('col 33');
    tmux('send-keys', '-t', 'lang', 'q');
    await until('the exit', () => capture('lang').includes('EXIT=0'));
  });
});
