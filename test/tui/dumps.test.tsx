import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { adtSession } from '../support/debug-fixtures.js';
import { command, keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;

beforeAll(async () => {
  service = await startTestService({ demo: true });
});
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => service.stop());


/** Runs ZCL_DEMO_DUMP so one short dump exists, and shows pane 5 with it. */
async function withDump(d: Deck): Promise<void> {
  await d.waitFor('ZDEMO_CORE');
  await command(d, 'run ZCL_DEMO_DUMP');
  await d.waitFor('Run class ZCL_DEMO_DUMP?');
  await d.press('y');
  await d.waitFor((_f, s) => s.drawer.title === 'run ZCL_DEMO_DUMP' && !s.drawer.running, 'run finished');
  await d.press('5');
  await d.waitFor('COMPUTE_INT_ZERODIVIDE');
}

describe('dumps pane: detail and time filters', () => {
  // each runs a class first (the first run waits for the runtime build)
  it('opens a dump’s detail at the top and wraps long text instead of cutting it', { timeout: 90_000 }, async () => {
    deck = startDeck(service);
    await withDump(deck);
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dumps.detail !== null, 'dump detail');
    const state = deck.state().dumps;
    expect(state.detailTop).toBe(0);
    const frame = deck.frame();
    // the first rows are in view: the error and when it happened
    expect(frame).toMatch(/COMPUTE_INT_ZERODIVIDE {2}CX_SY_ZERODIVIDE/);
    expect(frame).toContain('What happened');
    // every word of the long "what happened" text is on screen (wrapped over lines, no '…')
    const happened = state.detail!.WHAT_HAPPENED!.replace(/\s+/g, ' ').trim();
    const onScreen = frame
      .split('\n')
      .map((line) => (line.includes('││') ? line.split('││').pop()!.replace(/│$/, '').trim() : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    const firstWords = happened.split(' ').slice(0, 12).join(' ');
    expect(happened.length).toBeGreaterThan(deck.state().ui.columns / 2);
    expect(onScreen).toContain(firstWords);
    // scrolling reaches the failing line and the call stack
    await deck.press('G');
    expect(deck.frame()).toContain('Call stack');
    await deck.press('g');
    expect(deck.state().dumps.detailTop).toBe(0);
  });

  it('filters by time of day in a zone through the / prompt, and explains a wrong time', { timeout: 90_000 }, async () => {
    deck = startDeck(service);
    await withDump(deck);
    const dump = deck.state().dumps.items[0]!;
    // the dump's UTC minute as a time= window in UTC: found
    const stamp = dump.UTC_TIMESTAMP!;
    const minute = `${stamp.slice(8, 10)}:${stamp.slice(10, 12)}`;
    const day = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
    await deck.press('/');
    await deck.press(keys.ctrlU);
    await deck.type(`${day} time=${minute} tz=UTC`);
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dumps.filterLabel === `${day} time=${minute} tz=UTC` && !s.dumps.loading, 'filtered to the minute');
    expect(deck.state().dumps.items.map((d) => d.ID)).toContain(dump.ID);
    // the same minute in a zone twelve hours away finds nothing
    await deck.press('/');
    await deck.press(keys.ctrlU);
    await deck.type(`${day} time=${minute} tz=Pacific/Kiritimati`);
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dumps.filterLabel.endsWith('tz=Pacific/Kiritimati') && !s.dumps.loading, 'other zone');
    expect(deck.state().dumps.items.map((d) => d.ID)).not.toContain(dump.ID);
    // a wrong time is said, and the list stays
    await deck.press('/');
    await deck.press(keys.ctrlU);
    await deck.type('time=9:00');
    await deck.press(keys.enter);
    await deck.waitFor("time= must be HH:MM or HH:MM..HH:MM, got '9:00'");
  });
});

describe('dumps pane: the filter as a user types it (issue 32, item 9)', () => {
  it('/ opens ready for a word of its own, an invalid filter stays in the input, wildcards match, and a new dump appears by itself', { timeout: 90_000 }, async () => {
    deck = startDeck(service, { livePollMillis: 200 });
    await withDump(deck);
    // the default filter is not in the way: typing gives a filter of its own
    await deck.press('/');
    expect(deck.state().ui.prompt?.text).toBe('');
    await deck.type('today');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dumps.filterLabel === 'today' && !s.dumps.loading, 'today');
    expect(deck.state().dumps.items.length).toBeGreaterThan(0);
    // a filter of the user's own opens with a space after it: a typed word adds to it
    await deck.press('/');
    expect(deck.state().ui.prompt?.text).toBe('today ');
    await deck.type('error=COMPUTE*');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dumps.filterLabel === 'today error=COMPUTE*' && !s.dumps.loading, 'a wildcard');
    const found = deck.state().dumps.items;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((dump) => dump.ERROR.startsWith('COMPUTE'))).toBe(true);
    await deck.press('/', keys.ctrlU);
    await deck.type('error=+OMPUTE_INT_ZERODIVID*');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dumps.filterLabel === 'error=+OMPUTE_INT_ZERODIVID*' && !s.dumps.loading, 'a one-character wildcard');
    expect(deck.state().dumps.items.length).toBe(found.length);
    // a wrong word is said, and the text stays in the input for a fix
    await deck.press('/', keys.ctrlU);
    await deck.type('weektoday');
    await deck.press(keys.enter);
    await deck.waitFor("unknown dump filter 'weektoday'");
    expect(deck.state().ui.prompt?.text).toBe('weektoday');
    await deck.press(keys.esc);
    // a dump of a run elsewhere: counted in the status line, and in the list without r
    const before = deck.state().dumps.items.length;
    // the count is of dumps since the deck started, to the second: an earlier test's dump of that second counts too
    await deck.waitFor((_f, s) => s.connection.counts !== null, 'the first count of the live tick');
    const counted = deck.state().connection.counts!.newDumps ?? 0;
    const run = await (await adtSession(service)).call('POST', '/oo/classrun/ZCL_DEMO_DUMP');
    expect(run.status).toBe(500);
    await deck.waitFor((_f, s) => s.dumps.items.length === before + 1 && !s.dumps.loading, 'the new dump listed');
    await deck.waitFor(`dumps +${counted + 1}`);
  });
});

