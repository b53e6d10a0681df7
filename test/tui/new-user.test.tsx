/**
 * What a new user ran into (issue 21), each a test that failed before its fix.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { keys, startDeck, type Deck } from './support.js';

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

async function command(d: Deck, text: string): Promise<void> {
  await d.press(':');
  await d.type(text);
  await d.press(keys.enter);
}

const breadcrumbLine = (frame: string) => frame.split('\n')[1] ?? '';

describe('new-user fixes', () => {
  it('the breadcrumb names the package of the object shown, not the package listed in pane 2', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.objects.package !== '' && s.objects.loaded, 'a package listed');
    const listed = deck.state().objects.package;
    expect(listed).not.toBe('ZDEMO_DATA');
    await command(deck, 'obj ZDEMO_FLIGHT');
    await deck.waitFor((_f, s) => s.source.result !== null && s.ui.focus === 'source', 'the table open');
    const line = breadcrumbLine(deck.frame());
    expect(line).toContain('ZDEMO › ZDEMO_DATA › ZDEMO_FLIGHT');
  });
});

describe('start-up', () => {
  it('opens on a package that has objects, not on a root that holds only subpackages', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.objects.loaded && s.objects.package !== '', 'the first package listed');
    expect(deck.state().tree.selected).toBe('ZDEMO_CORE');
    expect(deck.state().objects.total).toBeGreaterThan(0);
    expect(deck.frame()).not.toContain('no objects');
  });
});
