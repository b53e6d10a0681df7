/**
 * The status line's live counts (issue 21): new short dumps since the TUI started, my inactive objects, my open
 * transport requests and my debuggees waiting for a listener, from ONE small call a tick (GET /deck/status), paused
 * while nothing of the deck is visible (the editor has the terminal); a system without the extension gets no counts
 * and a tick that only checks it answers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService } from '../support/service.js';
import { adtSession } from '../support/debug-fixtures.js';
import { startDeck, type Deck } from './support.js';

let service: TestService;
let plain: TestService;
let deck: Deck | undefined;

beforeAll(async () => {
  [service, plain] = await Promise.all([startTestService({ demo: true }), startTestService({ demo: true, extensions: false })]);
});
afterEach(() => {
  deck?.state().ui.quit();
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => Promise.all([service.stop(), plain.stop()]), 120_000);

const statusLineOf = (frame: string) => frame.split('\n').at(-2) ?? '';
const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** Waits until the deck's start-up calls are done (nothing pending twice in a row), so what follows are ticks only. */
async function settled(deck: Deck): Promise<number> {
  for (let quiet = 0; quiet < 2; ) {
    await pause(300);
    quiet = deck.state().connection.pending.length === 0 ? quiet + 1 : 0;
  }
  return deck.state().connection.calls.length;
}

describe('the status line', () => {
  it('shows the live counts and follows the system: a new dump, a new request', { timeout: 120_000 }, async () => {
    deck = startDeck(service, { livePollMillis: 150 });
    await deck.waitFor((f) => statusLineOf(f).includes('dumps +0 · inactive 0 · requests 0 · debuggees 0'), 'the counts');
    expect(statusLineOf(deck.frame())).toMatch(/^ {2}ready · @ shows the HTTP calls +dumps \+0/);

    const adt = await adtSession(service);
    expect((await adt.post('/oo/classrun/ZCL_DEMO_DUMP')).status).toBe(500);
    await deck.waitFor((f) => statusLineOf(f).includes('dumps +1 · '), 'the new dump counted');

    const session = await rawSession(service);
    await session.post('/transport', { action: 'create', description: 'status line' });
    await deck.waitFor((f) => statusLineOf(f).includes('requests 1 · '), 'the new request counted');
    expect(deck.state().connection.counts).toEqual({ systemId: 'DEV', newDumps: 1, inactiveObjects: 0, openRequests: 1, waitingDebuggees: 0 });
  });

  it('makes one small call a tick, and none while the editor has the terminal', { timeout: 120_000 }, async () => {
    deck = startDeck(service, { livePollMillis: 100 });
    await deck.waitFor((f, s) => s.connection.counts !== null && f.includes('ZDEMO_CORE'), 'the first tick');
    const from = await settled(deck);
    await deck.waitFor((_f, s) => s.connection.calls.length >= from + 3, 'three more ticks');
    const ticks = deck.state().connection.calls.slice(from);
    expect(ticks.every((call) => call.method === 'GET' && call.path.split('?')[0]!.endsWith('/deck/status')), JSON.stringify(ticks)).toBe(true);

    // nothing visible: the editor holds the terminal (the editor slice says so while it runs)
    deck.store.setState((s) => ({ editor: { ...s.editor, editing: 'zcl_x.clas.abap is open in the editor' } }));
    await pause(150);
    const paused = deck.state().connection.calls.length;
    await pause(600);
    expect(deck.state().connection.calls.length).toBe(paused);
    deck.store.setState((s) => ({ editor: { ...s.editor, editing: null } }));
    await deck.waitFor((_f, s) => s.connection.calls.length > paused, 'ticking again');
  });

  it('draws nothing on an idle tick: the screen changes only when something shown changed (issue 32, item 17)', { timeout: 120_000 }, async () => {
    deck = startDeck(service, { livePollMillis: 100 });
    await deck.waitFor((f, s) => s.connection.counts !== null && f.includes('ZDEMO_CORE'), 'the first tick');
    const from = await settled(deck);
    await pause(300);
    const frames = deck.frameCount();
    await deck.waitFor((_f, s) => s.connection.calls.length >= from + 8, 'more ticks');
    expect(deck.frameCount()).toBe(frames);
  });

  it('shows no counts on a system without the extension; the tick still checks that it answers', { timeout: 120_000 }, async () => {
    deck = startDeck(plain, { livePollMillis: 100 });
    await deck.waitFor('ZDEMO_CORE');
    const from = await settled(deck);
    await deck.waitFor((_f, s) => s.connection.calls.length >= from + 3, 'ticks');
    expect(deck.state().connection.counts).toBeNull();
    expect(deck.state().connection.calls.slice(from).every((call) => call.method === 'GET' && call.path.split('?')[0]!.endsWith('/health'))).toBe(true);
    expect(statusLineOf(deck.frame())).not.toContain('dumps');
  });
});
