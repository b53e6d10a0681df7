/**
 * Run to line (R) and jump to line (J) in the debugger pane (issue 17): the input comes with the stop's line,
 * a jump skips what lies between, a refused jump is said in the status line and the program stays.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { probeRows as rows } from '../support/debug-fixtures.js';
import { debuggerTestSystem, startDeck, keys, type Deck, runProbeToStop, stoppedAt } from './support.js';

const debug = debuggerTestSystem('abapdeck-tui-debug-jump-');
let deck: Deck | undefined;

afterAll(() => deck?.unmount());


/** Replaces the input's text (the stop's line) with a line number and submits it. */
async function enterLine(deck: Deck, key: string, label: string, line: number): Promise<void> {
  await deck.press(key);
  await deck.waitFor(label);
  await deck.press(...Array.from({ length: 4 }, () => keys.backspace), ...String(line).split(''), keys.enter);
}

describe('run to line and jump to line in the debugger pane', () => {
  it('J jumps over statements, R runs to a line, a refused jump leaves the program where it stands', async () => {
    deck = startDeck(debug.service);
    deck.state().ui.resize(100, 30);
    await deck.waitFor('ZDEMO');
    const { run } = await runProbeToStop(deck, debug.service, rows.first);
    await deck.waitFor(' Variables ');

    // J: the input offers the stop's line; the jump skips LV_CHAR's and LV_TEXT's assignments
    await deck.press('J');
    expect(await deck.waitFor(`jump to line ${rows.first}`)).toContain(`jump to line ${rows.first}`);
    await deck.press(keys.esc);
    await enterLine(deck, 'J', 'jump to line', rows.secondId);
    await stoppedAt(deck, rows.secondId, 'the jump');
    expect(deck.state().debugger.variables.find((row) => row.variable.name === 'LV_TEXT')?.variable.value).toBe('');

    // a jump into another method is refused: said in the status line, the program stays
    await enterLine(deck, 'J', 'jump to line', rows.totalCalls);
    await deck.waitFor('Jump to line can only go to a statement of the procedure');
    expect(deck.state().debugger).toMatchObject({ phase: 'stopped', position: { source: { line: rows.secondId } } });

    // R: on to a line further down, what lies between runs
    await enterLine(deck, 'R', 'run to line', rows.writeText);
    await stoppedAt(deck, rows.writeText, 'the run to line');
    expect(deck.state().debugger.variables.find((row) => row.variable.name === 'LV_COUNT')?.variable.value).toBe('2');

    await deck.press('c');
    await deck.waitFor((_, s) => s.debugger.phase !== 'stopped' && s.debugger.phase !== 'stepping', 'the end');
    expect(await run).toMatchObject({ status: 200, body: expect.stringContaining('2') });
  }, 90_000);
});
