/**
 * The debugger pane's sections on 80×24 (issue 17): frames selected with the cursor, changed values marked,
 * the breakpoint list (disable, enable, condition, delete), a watch list, an internal table in the preview
 * grid, and a recording replayed forward and back with no program running (a recorded watchpoint's change
 * said in the status) — all by pressing keys.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { probeRows as rows } from '../support/debug-fixtures.js';
import { debuggerTestSystem, startDeck, keys, type Deck, runProbeToStop, stoppedAt } from './support.js';

const debug = debuggerTestSystem('abapdeck-tui-debug-sections-');
let deck: Deck | undefined;

afterAll(() => deck?.unmount());

/** Every line of the frame fits 80 columns and the frame 24 rows. */
function fits(frame: string): void {
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(24);
  for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
}


describe('debugger pane sections', () => {
  it('frames, changed values, watches, a table in the grid and the breakpoint list, on 80×24', async () => {
    deck = startDeck(debug.service);
    deck.state().ui.resize(80, 24);
    await deck.waitFor('ZDEMO');
    const { run } = await runProbeToStop(deck, debug.service, rows.first);
    fits(await deck.waitFor(' Variables '));
    // a wide terminal: the breakpoints and the stack beside the variables
    deck.state().ui.resize(170, 40);
    const wide = await deck.waitFor(`[x] ZCL_DEBUG_PROBE:${rows.first}`);
    expect(wide).toMatch(/Variables \d+ .*Stack 1/);
    expect(wide).toMatch(/▸ ME .*● #0 METHOD IF_OO_ADT_CLASSRUN~MAIN/);
    expect(wide).toMatch(/▸ OUT .* \[x\] ZCL_DEBUG_PROBE:/);
    deck.state().ui.resize(80, 24);
    await deck.waitFor(' Variables ');

    // a watch, read at once and at each stop
    await deck.press('w');
    await deck.waitFor('watch ');
    await deck.press(...'lv_char'.split(''), keys.enter);
    await deck.waitFor((_, s) => s.debugger.watches[0]?.variable?.name === 'LV_CHAR', 'the watch');
    expect(deck.frame()).toMatch(/ Watches 1 /);

    // n: LV_CHAR changes — marked in the variables and in the watch
    await deck.press('n');
    await stoppedAt(deck, rows.text, 'n');
    expect(deck.frame()).toMatch(/\*LV_CHAR +\S+ +ABC/);
    expect(deck.state().debugger.watches[0]).toMatchObject({ changed: true, variable: { value: 'ABC' } });
    await deck.press('l');
    await deck.press(...Array.from({ length: deck.state().debugger.variables.findIndex((r) => r.variable.name === 'LV_CHAR') }, () => 'j'));
    await deck.waitFor(/›\*\s+LV_CHAR +C +ABC/);

    // into label( ): the stack section, the caller selected with the cursor
    await deck.press('n');
    await stoppedAt(deck, rows.firstId, 'n');
    await deck.press('n');
    await stoppedAt(deck, rows.label1, 'at label( )');
    await deck.press('s');
    await stoppedAt(deck, rows.labelCalls, 'in label( )');
    await deck.press('l');
    const stack = await deck.waitFor('#1 METHOD IF_OO_ADT_CLASSRUN~MAIN');
    expect(stack).toMatch(/●? #0 METHOD LABEL[\s\S]*#1 METHOD IF_OO_ADT_CLASSRUN~MAIN/);
    await deck.press('j', keys.enter);
    await deck.waitFor((_, s) => s.debugger.frame === 1 && s.debugger.variables.some((r) => r.variable.name === 'LV_TEXT'), 'the caller frame');
    expect(deck.frame()).toContain('frame #1');
    expect(deck.frame()).toMatch(new RegExp(`▶ +${rows.label1}  `));
    fits(deck.frame());

    // back on top after a step; then to the APPEND: the table opens in the preview grid
    await deck.press('h');
    await deck.press('o');
    await deck.waitFor((_, s) => s.debugger.phase === 'stopped' && s.debugger.frame === 0 && s.debugger.position?.source?.line !== rows.labelCalls, 'out');
    while (deck.state().debugger.position?.source?.line !== rows.secondId) {
      await deck.press('n');
      await deck.waitFor((_, s) => s.debugger.phase === 'stopped', 'n');
    }
    const table = deck.state().debugger.variables.findIndex((r) => r.variable.name === 'LT_ITEMS');
    deck.state().debugger.moveTo('first');
    await deck.press(...Array.from({ length: table }, () => 'j'), 'p');
    await deck.waitFor((_, s) => s.ui.main === 'preview' && s.preview.rows.length === 1, 'the table in the grid');
    const grid = await deck.waitFor('item 1');
    expect(grid, grid).toMatch(/ROW \| ID +NAME/);
    fits(grid);
    await deck.press('6');

    // the breakpoint list: disable, condition, delete
    await deck.press('l', 'l');
    await deck.waitFor(`[x] ZCL_DEBUG_PROBE:${rows.first}`);
    await deck.press(keys.enter);
    await deck.waitFor(`[ ] ZCL_DEBUG_PROBE:${rows.first}`);
    expect(deck.state().debugger.breakpoints[0]?.enabled).toBe(false);
    await deck.press(keys.enter);
    await deck.waitFor(`[x] ZCL_DEBUG_PROBE:${rows.first}`);
    await deck.press('e');
    await deck.waitFor('stop if ');
    await deck.press(...'lv_count = 5'.split(''), keys.enter);
    await deck.waitFor((_, s) => s.debugger.breakpoints[0]?.condition === 'lv_count = 5', 'the condition');
    expect(deck.frame()).toContain(`[x] ZCL_DEBUG_PROBE:${rows.first}             if lv_count`);
    await deck.press('x');
    await deck.waitFor((_, s) => s.debugger.breakpoints.length === 0, 'deleted');
    fits(deck.frame());

    await deck.press('c');
    await deck.waitFor((_, s) => s.debugger.phase !== 'stopped' && s.debugger.phase !== 'stepping', 'continued');
    expect(await run).toMatchObject({ status: 200, body: 'Probe ABC\n3\n' });
  }, 120_000);

  it('replays a recording: forward, back, expansions as recorded, and ends', async () => {
    const file = join(debug.stateDir, 'rec.json');
    const position = (line: number) => ({ program: 'ZCL_X', include: 'ZCL_X=====CM001', line, event: 'METHOD MAIN', uri: '', lines: [{ line, text: `statement ${line}`, current: true }] });
    const stack = [{ stackPosition: 1, stackType: 'ABAP', programName: 'ZCL_X', includeName: 'ZCL_X=====CM001', line: 10, eventType: 'METHOD', eventName: 'MAIN', uri: '' }];
    const v = (id: string, name: string, value: string, metaType = 'simple') => ({ id, name, type: 'T', metaType, value });
    writeFileSync(
      file,
      JSON.stringify({
        format: 'abapdeck-debug-recording',
        version: 1,
        recordedAt: '2026-11-26T18:00:00.000Z',
        system: { origin: 'x', client: '100', user: 'DEVELOPER' },
        stops: [
          { at: 't1', position: position(10), stack, variables: [v('LS_A', 'LS_A', '', 'structure'), v('LV_N', 'LV_N', '1')], expanded: { LS_A: { variable: v('LS_A', 'LS_A', '', 'structure'), children: [v('LS_A-F', 'F', 'f1')] } } },
          { at: 't2', position: position(11), stack, reached: [{ id: '1', kind: 'watchpoint', variableName: 'LV_N', oldValue: '1', newValue: '2' }], variables: [v('LV_N', 'LV_N', '2')], expanded: {} },
        ],
      }),
    );
    deck?.unmount();
    deck = startDeck(debug.service);
    deck.state().ui.resize(80, 24);
    await deck.waitFor('ZDEMO');
    await deck.press(':', ...`replay ${file}`.split(''), keys.enter);
    await deck.waitFor((_, s) => s.debugger.phase === 'replay', 'the replay');
    expect(await deck.waitFor('replay 1/2')).toMatch(/▶ +10  statement 10/);
    await deck.press(keys.enter);
    await deck.waitFor(/F +T +f1/);
    await deck.press('n');
    await deck.waitFor('replay 2/2');
    expect(deck.frame()).toMatch(/LV_N +T +2/);
    // what stopped the recorded program: the watchpoint's variable with its old and new value
    expect(deck.state().debugger.message).toContain("Watchpoint 1: LV_N changed from '1' to '2'");
    await deck.waitFor("Watchpoint 1: LV_N changed from '1' to '2'");
    await deck.press('n');
    await deck.waitFor((_, s) => s.connection.status?.text === 'the recording ends here (stop 2)', 'the end');
    await deck.press('b');
    await deck.waitFor('replay 1/2');
    expect(deck.frame()).toMatch(/LV_N +T +1/);
    expect(deck.state().debugger.message).not.toContain('Watchpoint');
    fits(deck.frame());
    await deck.press('X');
    await deck.waitFor((_, s) => s.debugger.phase !== 'replay', 'ended');
  }, 60_000);
});
