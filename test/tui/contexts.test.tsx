/**
 * Contexts in the TUI (issue 21): the header always names the context and the SID (a production one marked), `:ctx`
 * lists the contexts file's contexts and switches (j/k, Enter, Esc; `:ctx <name>` at once, Tab completes) without a
 * restart, an unknown name is refused with the known ones, and a read-only context refuses run, pull, import,
 * transport release and debug before asking anything — the same rule the CLI applies.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { contextDeps } from '../../src/tui/start.js';
import { keys, startDeck, type Deck } from './support.js';

let demo: TestService;
let empty: TestService;
let root: string;
let env: NodeJS.ProcessEnv;
let deck: Deck | undefined;

const inline = (service: TestService) => ({
  host: '127.0.0.1',
  sapport: Number(new URL(service.url).port),
  protocol: 'http',
  user: 'DEVELOPER',
  password: testPasswords.DEVELOPER,
});

beforeAll(async () => {
  [demo, empty] = await Promise.all([startTestService({ demo: true }), startTestService()]);
  root = tempDir('abapdeck-tui-contexts-');
  mkdirSync(join(root, 'abapdeck'));
  writeFileSync(
    join(root, 'abapdeck', 'contexts.json'),
    JSON.stringify({
      current: 'dev',
      contexts: {
        dev: inline(demo),
        prod: { ...inline(demo), readOnly: true, production: true },
        sandbox: inline(empty),
      },
    }),
  );
  env = { XDG_CONFIG_HOME: root };
});
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => {
  await Promise.all([demo.stop(), empty.stop()]);
  rmSync(root, { recursive: true, force: true });
});

function open(name: string): Deck {
  const contexts = contextDeps(env, []);
  return startDeck(demo, { resolveConnection: () => contexts.connect(name), contexts });
}

const headerOf = (frame: string) => frame.split('\n')[0]!.replace(/\x1b\[[0-9;]*m/g, '');

describe('the context on screen', () => {
  it('names the context and the SID in the header, a production context marked as such', async () => {
    deck = open('dev');
    await deck.waitFor((f) => / dev · DEV$/.test(headerOf(f)), 'dev · DEV in the header');
    expect(headerOf(deck.frame())).not.toContain('production');
    deck.unmount();
    deck = open('prod');
    const frame = await deck.waitFor((f) => / prod · DEV · production · read-only$/.test(headerOf(f)), 'the production badge');
    // the tabs give way, from the last, to numbers: the badge, the user and the focused tab stay whole
    expect(headerOf(frame)).toMatch(/^\[1 Tree\] 2 Objects  3 Source  4  5  6  7  8  9 .* DEVELOPER prod/);
    // the profile pane has no number key: its tab gives way rather than show a bare 10
    expect(headerOf(frame)).not.toMatch(/ 10 /);
    deck.state().ui.resize(80, 24);
    const narrow = await deck.waitFor((f) => headerOf(f).length <= 80 && / prod · DEV · production · read-only$/.test(headerOf(f)), 'the badge at 80 columns');
    expect(headerOf(narrow)).toMatch(/^\[1 Tree\] 2  3  4  5  6  7  8  9 .*DEVELOPER prod/);
    expect(headerOf(narrow)).not.toMatch(/ 10 /);
    await deck.press('7');
    await deck.waitFor((f) => headerOf(f).includes('[7 Transports]') && / prod · DEV · production · read-only$/.test(headerOf(f)), 'a focused tab whole');
    expect(deck.state().connection.context).toEqual({ name: 'prod', readOnly: true, production: true });
  });
});

describe(':ctx', () => {
  it('lists the contexts (k9s style), switches with Enter without a restart, and the panes start afresh', async () => {
    deck = open('dev');
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('ctx');
    await deck.press(keys.enter);
    let frame = await deck.waitFor('Contexts ·');
    expect(frame).toMatch(/● dev +DEVELOPER@http:\/\/127\.0\.0\.1:\d+ client 100 +\(in use, current\)/);
    expect(frame).toMatch(/ {3}prod +DEVELOPER@.*\(read-only, production\)/);
    expect(frame).toContain('sandbox');
    expect(frame).not.toContain(testPasswords.DEVELOPER);
    // Esc closes and changes nothing
    await deck.press(keys.esc);
    await deck.waitFor((f) => !f.includes('Contexts ·'), 'closed');
    expect(deck.state().connection.context?.name).toBe('dev');

    await deck.press(':');
    await deck.type('ctx');
    await deck.press(keys.enter);
    await deck.waitFor('Contexts ·');
    await deck.press('j', 'j', 'j', 'k');
    await deck.waitFor((_f, s) => s.connection.contexts.cursor === 1, 'prod under the cursor (the last is sandbox, k goes back)');
    // q closes as Esc does
    await deck.press('q');
    await deck.waitFor((f) => !f.includes('Contexts ·'), 'closed by q');
    expect(deck.state().ui.quitting).toBe(false);
    await deck.press(':');
    await deck.type('ctx');
    await deck.press(keys.enter);
    await deck.waitFor('Contexts ·');
    await deck.press('j', 'j');
    await deck.waitFor((_f, s) => s.connection.contexts.cursor === 2, 'sandbox under the cursor');
    await deck.press(keys.enter);
    frame = await deck.waitFor((f) => / sandbox · DEV$/.test(headerOf(f)), 'switched to sandbox');
    expect(deck.state().connection.label).toContain(new URL(empty.url).port);
    // the empty system has no demo packages: the tree asked the new system, not the old one
    await deck.waitFor((f) => f.includes('Package ZDEMO does not exist') || !f.includes('ZDEMO_CORE'), 'the tree of the new system');
    expect(deck.state().tree.children['ZDEMO']).toBeUndefined();

    // :ctx <name> switches at once, back to the demo system: its tree is there again
    await deck.press(':');
    await deck.type('ctx dev');
    await deck.press(keys.enter);
    await deck.waitFor((f) => / dev · DEV$/.test(headerOf(f)) && f.includes('ZDEMO_CORE'), 'back on dev with its tree');
  });

  it('completes context names with Tab, and refuses an unknown one naming the known ones', async () => {
    deck = open('dev');
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('ctx s');
    await deck.press(keys.tab);
    await deck.waitFor((_f, s) => s.ui.prompt?.text === 'ctx sandbox', 'completed');
    await deck.press(keys.esc);
    await deck.press(':');
    await deck.type('ctx nope');
    await deck.press(keys.enter);
    await deck.waitFor("unknown context 'nope'; known contexts: dev, prod, sandbox");
    expect(deck.state().connection.context?.name).toBe('dev');
    expect(headerOf(deck.frame())).toMatch(/ dev · DEV$/);
  });
});

describe('a read-only context in the TUI', () => {
  it('refuses run, pull, import, transport release and debug before asking', async () => {
    deck = open('prod');
    await deck.waitFor('ZDEMO_CORE');
    const refusal = (operation: string) => `${operation} is refused: context 'prod' is read-only (production).`;
    for (const [command, operation] of [
      ['run ZCL_DEMO_BOOKING_RUN', 'run'],
      ['pull', 'pull'],
      ['import ZDEMO', 'import'],
    ] as const) {
      await deck.press(':');
      await deck.type(command);
      await deck.press(keys.enter);
      await deck.waitFor((_f, s) => s.connection.status?.text.startsWith(refusal(operation)) === true, `${operation} refused`);
      expect(deck.state().ui.confirm).toBeNull();
      await deck.press('j');
    }
    // transport release (R in pane 7): the refusal comes before the check and the question
    const session = await rawSession(demo);
    const created = (await (await session.post('/transport', { action: 'create', description: 'read-only test' })).json()) as { number: string };
    await deck.press(':');
    await deck.type('transports');
    await deck.press(keys.enter);
    await deck.waitFor(created.number);
    await deck.press('R');
    await deck.waitFor((_f, s) => s.connection.status?.text.startsWith(refusal('transport release')) === true, 'release refused');
    expect(deck.state().ui.confirm).toBeNull();
    // debug (b on a source line): the debugger is refused before any breakpoint call
    await deck.press(':');
    await deck.type('obj ZCL_DEMO_BOOKING_RUN');
    await deck.press(keys.enter);
    await deck.waitFor('METHOD');
    const calls = deck.state().connection.calls.length;
    await deck.press('j', 'j', 'j', 'b');
    await deck.waitFor((_f, s) => s.connection.status?.text.startsWith(refusal('debug')) === true, 'debug refused');
    expect(deck.state().connection.calls.slice(calls).some((call) => call.path.includes('/debugger'))).toBe(false);
  });

  it('refuses unit tests (u runs code on the system) before any call', async () => {
    deck = open('prod');
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('obj ZCL_DEMO_FARE_CALCULATOR');
    await deck.press(keys.enter);
    await deck.waitFor('METHOD');
    const calls = deck.state().connection.calls.length;
    await deck.press('u');
    await deck.waitFor((_f, s) => s.connection.status?.text.startsWith("unit is refused: context 'prod' is read-only (production).") === true, 'unit refused');
    await deck.state().drawer.unitCoverage({ type: 'CLAS', name: 'ZCL_DEMO_FARE_CALCULATOR' });
    expect(deck.state().connection.calls.slice(calls).some((call) => call.path.includes('/unit'))).toBe(false);
  });
});
