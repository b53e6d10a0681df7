/**
 * The preview grid's cursor column (issue 32, item 7): highlighted in the header (reverse video) and in the selected
 * row, always in view as h, l, 0 and $ move it, and the column s sorts by is the one highlighted. Frames are drawn
 * with colours (chalk level 1) so that the highlight can be seen in them.
 */
import chalk from 'chalk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;
const level = chalk.level;

beforeAll(async () => {
  chalk.level = 1;
  service = await startTestService({ demo: true });
});
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => {
  chalk.level = level;
  await service.stop();
});

/** The field whose header is drawn in reverse video (the grid's header is the line naming the first key column). */
const highlightedHeader = (frame: string, firstKey: string): string | undefined => {
  const header = frame.split('\n').find((line) => line.includes(firstKey) && !line.includes(' · col '));
  return header ? /\x1b\[7m\s*(\w+)\s*\x1b\[27m/.exec(header)?.[1] : undefined;
};

describe('the preview grid: the cursor column', () => {
  it('is highlighted and stays in view as the cursor goes right and back, and s sorts the column highlighted', async () => {
    deck = startDeck(service);
    deck.state().ui.resize(80, 24);
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('preview ZDEMO_BOOKING');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.preview.loaded && s.preview.rows.length > 0, 'rows');
    const fields = deck.state().preview.columns.map((c) => c.field);
    const firstKey = fields[0]!;
    const current = () => deck!.state().preview.columns[deck!.state().preview.column]!.field;
    expect(fields.length).toBeGreaterThan(6);
    const visited = [current()];
    expect(highlightedHeader(deck.frame(), firstKey)).toBe(current());
    for (let step = 0; step < fields.length + 1; step++) {
      await deck.press('l');
      expect(highlightedHeader(deck.frame(), firstKey), `after ${step + 1} × l`).toBe(current());
      visited.push(current());
    }
    // l reached every column, one after the other as drawn, and stays on the last
    expect(new Set(visited)).toEqual(new Set(fields));
    expect(deck.frame()).toContain(`col ${fields.length}/${fields.length} ${current()}`);
    for (let step = 0; step < fields.length + 1; step++) {
      await deck.press('h');
      expect(highlightedHeader(deck.frame(), firstKey), `after ${step + 1} × h`).toBe(current());
    }
    // a column at the right, then s: the rows are sorted by the highlighted column
    for (let step = 0; step < fields.length - 2; step++) await deck.press('l');
    const shown = highlightedHeader(deck.frame(), firstKey);
    await deck.press('s');
    expect(deck.state().preview.sort?.field).toBe(shown);
    expect(deck.frame()).toContain(`sorted by ${shown} ascending`);
    await deck.press('0');
    expect(highlightedHeader(deck.frame(), firstKey)).toBe(current());
    await deck.press('$');
    expect(highlightedHeader(deck.frame(), firstKey)).toBe(current());
  });
});
