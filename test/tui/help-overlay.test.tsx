/**
 * The ? overlay as a filterable list (issue 32, item 13): typing filters the keys of the focused pane, the global
 * keys and the `:` commands; ↑/↓ choose, Enter runs what is chosen (a command that takes arguments opens `:` with
 * it); descriptions wrap instead of being cut; the commands include ctx, coverage, replay, activate and syntax.
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

async function openClass(d: Deck): Promise<void> {
  await d.waitFor('ZDEMO_CORE');
  await d.press(':');
  await d.type('obj ZCL_DEMO_FARE_CALCULATOR');
  await d.press(keys.enter);
  await d.waitFor((_f, s) => s.source.view !== null && s.ui.focus === 'source', 'the class open');
}

/** The overlay's text, its lines joined (wrapped descriptions read as one). */
const overlayText = (frame: string) =>
  frame
    .split('\n')
    .map((line) => line.replace(/^[║│ ]+|[║│ ]+$/g, ''))
    .join(' ')
    .replace(/\s+/g, ' ');

describe('the ? overlay', () => {
  it('filters as you type and runs the chosen key with Enter', async () => {
    deck = startDeck(service);
    deck.state().ui.resize(80, 24);
    await openClass(deck);
    await deck.press('?');
    await deck.waitFor('Keys · 3 Source');
    await deck.type('unit tests');
    const frame = await deck.waitFor('run the unit tests of the class');
    expect(frame).not.toContain('search as you type');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.overlay === 'none' && s.drawer.title === 'unit ZCL_DEMO_FARE_CALCULATOR' && !s.drawer.running, 'the unit tests run');
    expect(deck.frame()).toContain('tests 5 · passed 5');
  });

  it('wraps long descriptions, lists the commands (ctx, coverage, replay, activate, syntax) and opens : with one that takes arguments', async () => {
    deck = startDeck(service);
    deck.state().ui.resize(80, 24);
    await openClass(deck);
    await deck.press('?');
    await deck.waitFor('Keys · 3 Source');
    await deck.type('drawer');
    // the > description is longer than the overlay is wide: every word of it is on screen
    const frame = await deck.waitFor('next finding of the drawer');
    const description = 'next finding of the drawer (syntax, inspect, unit failures): the cursor goes to its line; after C, the editor opens the edited file there';
    expect(description.length).toBeGreaterThan(80);
    expect(overlayText(frame)).toContain(description);
    for (const command of ['ctx', 'coverage', 'replay', 'activate', 'syntax']) {
      await deck.press(keys.ctrlU);
      await deck.type(`:${command}`);
      await deck.waitFor(new RegExp(`:${command}\\b`), `:${command} listed`);
    }
    await deck.press(keys.ctrlU);
    await deck.type(':coverage');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.overlay === 'none' && s.ui.prompt?.kind === 'command' && s.ui.prompt.text === 'coverage ', ': with coverage');
  });

  it('moves the choice with the arrows, and Esc clears the filter before it closes', async () => {
    deck = startDeck(service);
    await openClass(deck);
    await deck.press('?');
    await deck.type('zoom');
    await deck.waitFor((_f, s) => s.ui.help.filter === 'zoom', 'filtered');
    await deck.press(keys.down, keys.up);
    await deck.press(keys.esc);
    await deck.waitFor((_f, s) => s.ui.overlay === 'help' && s.ui.help.filter === '', 'the filter cleared');
    await deck.press(keys.esc);
    await deck.waitFor((_f, s) => s.ui.overlay === 'none', 'closed');
  });
});

describe('the : command line', () => {
  it('shows the matching commands as you type, with what the one at hand takes and does', async () => {
    deck = startDeck(service);
    deck.state().ui.resize(120, 30);
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('cov');
    await deck.waitFor(":coverage <class>: run a class's unit tests with statement coverage");
    await deck.type('erage ');
    // past the name: the classes it completes, and the command's use beside them
    await deck.waitFor((f, s) => s.ui.prompt?.text === 'coverage ' && f.includes('ZCL_DEMO_FARE_CALCULATOR') && f.includes('· :coverage <cl'), 'the use of :coverage');
    await deck.press(keys.ctrlU);
    await deck.type('c');
    const frame = await deck.waitFor('Tab  coverage');
    expect(frame).toContain('ctx');
  });
});

