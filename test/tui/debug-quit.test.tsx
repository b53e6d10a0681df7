/**
 * q while a program is stopped in the debugger (issue 17: it quit and left the program frozen with its
 * breakpoints set): the deck asks continue, terminate or stay.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adtSession, probeRows as rows } from '../support/debug-fixtures.js';
import { debuggerTestSystem, startDeck, keys, type Deck } from './support.js';

const debug = debuggerTestSystem('abapdeck-tui-debug-quit-');
let deck: Deck | undefined;

afterAll(() => deck?.unmount());

/** A fresh deck with a breakpoint at the probe's first statement and a run stopped there. */
async function stoppedRun(): Promise<{ deck: Deck; run: ReturnType<Awaited<ReturnType<typeof adtSession>>['post']> }> {
  deck?.unmount();
  deck = startDeck(debug.service);
  await deck.waitFor('ZDEMO');
  await deck.state().debugger.load();
  await deck.state().debugger.toggle({ kind: 'class', name: 'ZCL_DEBUG_PROBE', line: rows.first });
  await deck.waitFor((_, s) => s.debugger.phase === 'listening', 'the listener');
  const run = (await adtSession(debug.service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
  await deck.waitFor((_, s) => s.debugger.phase === 'stopped', 'the stop');
  return { deck, run };
}

/** The breakpoints a new deck finds kept for this system and user. */
async function breakpointsOfNextDeck(): Promise<unknown[]> {
  deck?.unmount();
  deck = startDeck(debug.service);
  await deck.waitFor('ZDEMO');
  await deck.state().debugger.load();
  return deck.state().debugger.breakpoints;
}

describe('q while a program is stopped', () => {
  it('asks; Esc stays with the program stopped', async () => {
    const { deck, run } = await stoppedRun();
    await deck.press('q');
    const frame = await deck.waitFor('A program is stopped in the debugger. Quit?');
    expect(frame).toMatch(/c continue\s+t terminate\s+esc cancel/);
    expect(deck.state().ui.quitting).toBe(false);
    await deck.press(keys.esc);
    await deck.waitFor((_, s) => s.ui.confirm === null, 'the dialog closed');
    expect(deck.state().ui.quitting).toBe(false);
    expect(deck.state().debugger.phase).toBe('stopped');
    // c: breakpoints deleted, the program runs to its end, then the deck quits
    await deck.press('q');
    await deck.waitFor('Quit?');
    await deck.press('c');
    await deck.waitFor((_, s) => s.ui.quitting, 'quit');
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
    expect(await breakpointsOfNextDeck()).toEqual([]);
  }, 90_000);

  it('t terminates the program, deletes the breakpoints and quits', async () => {
    const { deck, run } = await stoppedRun();
    await deck.press('q');
    await deck.waitFor('Quit?');
    await deck.press('t');
    await deck.waitFor((_, s) => s.ui.quitting, 'quit');
    expect((await run).status).toBe(500);
    expect(await breakpointsOfNextDeck()).toEqual([]);
  }, 90_000);
});
