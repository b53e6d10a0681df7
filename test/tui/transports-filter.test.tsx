import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gitSync } from '../../src/system/sync/index.js';
import { startTestService, type TestService } from '../support/service.js';
import { keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;

beforeAll(async () => {
  service = await startTestService({ demo: true });
  for (const description of ['alpha report', 'beta fix', 'alpha tables']) gitSync(service.system).transports.create('DEVELOPER', description);
});
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => service.stop());

const shown = (d: Deck) => d.state().transports.requests.filter((r) => d.frame().includes(r.number)).map((r) => r.description);

describe('transports pane: the one / filter', () => {
  it('filters the requests by text, re: and !, j/k stay on the kept ones, Esc clears it', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.objects.loaded, 'started');
    await deck.press('7');
    await deck.waitFor((_f, s) => s.transports.loaded && s.transports.requests.length >= 3, 'requests');
    const all = deck.state().transports.requests.length;
    await deck.press('/');
    await deck.type('alpha');
    await deck.waitFor('matching /alpha');
    expect(deck.frame()).toContain(`2/${all} matching /alpha request(s)`);
    expect(shown(deck).sort()).toEqual(['alpha report', 'alpha tables']);
    await deck.press(keys.enter);
    // the cursor moves among the kept requests only
    await deck.press('j', 'j', 'j');
    expect(deck.state().transports.requests[deck.state().transports.cursor]!.description).toMatch(/^alpha/);
    await deck.press('/', keys.ctrlU);
    await deck.type('re:fix$');
    await deck.press(keys.enter);
    expect(shown(deck)).toEqual(['beta fix']);
    expect(deck.state().transports.requests[deck.state().transports.cursor]!.description).toBe('beta fix');
    await deck.press('/', keys.ctrlU);
    await deck.type('!alpha');
    await deck.press(keys.enter);
    expect(shown(deck)).not.toContain('alpha report');
    expect(shown(deck)).toContain('beta fix');
    await deck.press(keys.esc);
    expect(deck.state().transports.filter).toBe('');
    expect(deck.state().ui.focus).toBe('transports');
    expect(shown(deck)).toHaveLength(all);
  });
});
