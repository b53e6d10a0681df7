import { afterAll, describe, expect, it } from 'vitest';
import { adtSession, probeRows as rows } from '../support/debug-fixtures.js';
import { debuggerTestSystem, startDeck, keys, type Deck } from './support.js';

const debug = debuggerTestSystem('abapdeck-tui-debug-');
let deck: Deck | undefined;

const f5 = '\x1b[15~';
const f6 = '\x1b[17~';

afterAll(() => deck?.unmount());

describe('debugger pane', () => {
  it('sets a breakpoint on the source line, stops a run there, steps with F-keys and letters, expands variables, terminates', async () => {
    deck = startDeck(debug.service);
    await deck.waitFor('ZDEMO');
    await deck.state().source.show({ type: 'CLAS', name: 'ZCL_DEBUG_PROBE' });
    deck.state().ui.open('source');
    const at = deck.state().source.view!.rows.findIndex((row) => row.global === rows.first);
    deck.state().source.moveTo(at);
    await deck.press('b');
    await deck.waitFor((_, s) => s.debugger.phase === 'listening' && s.debugger.breakpoints.length === 1, 'the breakpoint and the listener');
    expect(deck.state().debugger.breakpoints[0]!.position).toBe(`ZCL_DEBUG_PROBE:${rows.first}`);
    await deck.press('k');
    expect(deck.frame()).toMatch(new RegExp(`●\\s*${rows.first} `));
    // a non-executable line is refused with the system's text
    deck.state().source.moveTo(deck.state().source.view!.rows.findIndex((row) => row.global === rows.comment));
    await deck.press('b');
    await deck.waitFor((_, s) => s.connection.status?.text.includes('Cannot create a breakpoint at this position') ?? false, 'the refusal');

    const run = (await adtSession(debug.service)).post('/oo/classrun/ZCL_DEBUG_PROBE');
    await deck.waitFor((_, s) => s.debugger.phase === 'stopped' && s.ui.focus === 'debugger', 'the stop');
    const stopped = await deck.waitFor('Variables');
    expect(stopped).toContain(`▶${String(rows.first).padStart(5)}      lv_char = 'ABC'.`);
    expect(stopped).toMatch(/ Variables \d+ /);

    await deck.press(f6);
    await deck.waitFor((_, s) => s.debugger.phase === 'stopped' && s.debugger.position?.source?.line === rows.text, 'F6 over');
    await deck.press('n');
    await deck.waitFor((_, s) => s.debugger.phase === 'stopped' && s.debugger.position?.source?.line === rows.firstId, 'n');
    await deck.press('n');
    await deck.waitFor((_, s) => s.debugger.phase === 'stopped' && s.debugger.position?.source?.line === rows.label1, 'n again');
    await deck.press(f5);
    await deck.waitFor((_, s) => s.debugger.phase === 'stopped' && s.debugger.position?.source?.line === rows.labelCalls, 'F5 into');
    await deck.press('l');
    expect(await deck.waitFor('#0 METHOD LABEL')).toMatch(/›● #0 METHOD LABEL[\s\S]*#1 METHOD IF_OO_ADT_CLASSRUN~MAIN/);
    await deck.press('h');

    const me = deck.state().debugger.variables.findIndex((row) => row.variable.name === 'ME');
    deck.state().debugger.moveTo('first');
    await deck.press(...Array.from({ length: me }, () => 'j'));
    await deck.press(keys.enter);
    await deck.waitFor((_, s) => s.debugger.variables.some((row) => row.depth === 1 && row.variable.id === 'ME->MV_CALLS'), 'ME expanded');
    expect(deck.frame()).toMatch(/▾ ME/);
    expect(deck.frame()).toMatch(/MV_CALLS +I +0/);

    await deck.press('t');
    await deck.waitFor('Terminate the program?');
    await deck.press('y');
    await deck.waitFor((_, s) => s.debugger.phase !== 'stopped' && s.connection.status?.text === 'the program was terminated', 'terminated');
    expect((await run).status).toBe(500);
    await deck.state().debugger.toggle({ kind: 'class', name: 'ZCL_DEBUG_PROBE', line: rows.first });
    await deck.waitFor((_, s) => s.debugger.breakpoints.length === 0, 'breakpoint removed');
  }, 90_000);
});
