/**
 * The debugger pane's exception breakpoints and watchpoints (issue 17), by pressing keys on 80×24: E asks for
 * an exception class and the breakpoint list shows it; the stop at the raise shows {EXCEPTION}; W sets a
 * watchpoint of the stopped program, and a continue stops after the change with the old and new value in the
 * status line; the breakpoint list shows the watchpoint with its value read at each stop, and x deletes it; e
 * gives an exception breakpoint a condition, evaluated where the exception is raised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { adtSession } from '../support/debug-fixtures.js';
import { addExceptionFixtures, raiserRows as rows } from '../support/exception-fixtures.js';
import { keys, startDeck, type Deck, stoppedAt } from './support.js';

let service: TestService;
let deck: Deck | undefined;
let stateDir: string;
const previousStateHome = process.env['XDG_STATE_HOME'];

beforeAll(async () => {
  stateDir = tempDir('abapdeck-tui-exception-watch-');
  process.env['XDG_STATE_HOME'] = stateDir;
  service = await startTestService({ demo: true, prepare: addExceptionFixtures, execution: { poolSize: 1 }, debugger: { listenerGraceMillis: 2000 } });
  await service.execution.ready();
}, 120_000);

afterAll(async () => {
  deck?.unmount();
  await service?.stop();
  if (previousStateHome === undefined) delete process.env['XDG_STATE_HOME'];
  else process.env['XDG_STATE_HOME'] = previousStateHome;
  rmSync(stateDir, { recursive: true, force: true });
});


describe('debugger pane: exception breakpoints and watchpoints', () => {
  it('E adds an exception breakpoint to the list, W a watchpoint whose change a continue reports', async () => {
    deck = startDeck(service);
    deck.state().ui.resize(80, 24);
    await deck.waitFor('ZDEMO');
    await deck.state().debugger.load();
    await deck.press('6');
    await deck.waitFor((_, s) => s.ui.focus === 'debugger', 'the debugger pane');
    await deck.press('E');
    await deck.waitFor('stop at exception ');
    await deck.press(...'cx_sy_zerodivide'.split(''), keys.enter);
    await deck.waitFor((_, s) => s.debugger.breakpoints.some((bp) => bp.position === 'exception CX_SY_ZERODIVIDE') && s.debugger.phase === 'listening', 'the exception breakpoint and the listener');

    const run = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_RAISER');
    await stoppedAt(deck, rows.division, 'the stop at the division');
    await deck.waitFor('{EXCEPTION}');

    // the watchpoint is set at the stop; the counter's first change is after the division
    await deck.press('W');
    await deck.waitFor('watchpoint ');
    await deck.press(...'lv_counter'.split(''), keys.enter);
    await deck.waitFor((_, s) => s.connection.status?.text === "watchpoint 1: LV_COUNTER = '0'", 'the watchpoint');
    await deck.press('c');
    await stoppedAt(deck, rows.resultSet, 'the stop after the change');
    await deck.waitFor((_, s) => s.connection.status?.text.includes("Watchpoint 1: LV_COUNTER changed from '0' to '1'") ?? false, 'the change in the status line');
    expect(deck.frame().split('\n').length).toBeLessThanOrEqual(24);
    // the pane says why it stopped, for as long as it stands there (the status line moves on)
    expect(deck.state().debugger.message).toMatch(/^watchpoint 1: LV_COUNTER '0' → '1' · stopped at /);
    expect(deck.frame()).toContain("watchpoint 1: LV_COUNTER '0' → '1'");

    // the breakpoint list shows the watchpoint under the exception breakpoint, with the value read at this stop
    await deck.press('l', 'l');
    await deck.waitFor((_, s) => s.debugger.section === 'breakpoints', 'the breakpoints section');
    await deck.waitFor("watch LV_COUNTER = '1'");
    expect(deck.frame()).toContain('exception CX_SY_ZERODIVIDE');
    expect(deck.frame()).toContain(' Breakpoints 2 ');
    // x on it deletes it in the debug session (the list is read again from the service)
    await deck.press('j');
    await deck.press('x');
    await deck.waitFor((_, s) => s.debugger.watchpoints.length === 0 && (s.connection.status?.text.includes('watchpoint 1 deleted') ?? false), 'the deleted watchpoint');
    expect(deck.frame()).not.toContain('watch LV_COUNTER');
    expect(deck.state().debugger.breakpoints.map((bp) => bp.position)).toEqual(['exception CX_SY_ZERODIVIDE']);

    await deck.press('D');
    await deck.waitFor((_, s) => s.debugger.phase !== 'stopped', 'the detach');
    expect((await run).body).toContain('done 42');
  }, 120_000);

  it('e gives an exception breakpoint a condition, evaluated at the raising statement', async () => {
    deck?.unmount();
    deck = startDeck(service);
    deck.state().ui.resize(80, 24);
    await deck.waitFor('ZDEMO');
    await deck.state().debugger.load();
    await deck.press('6');
    await deck.waitFor((_, s) => s.ui.focus === 'debugger', 'the debugger pane');
    await deck.press('E');
    await deck.waitFor('stop at exception ');
    await deck.press(...'zcx_debug_parent'.split(''), keys.enter);
    await deck.waitFor((_, s) => s.debugger.breakpoints.some((bp) => bp.position === 'exception ZCX_DEBUG_PARENT') && s.debugger.phase === 'listening', 'the exception breakpoint');
    await deck.press('l', 'l');
    await deck.waitFor((_, s) => s.debugger.section === 'breakpoints', 'the breakpoints section');
    await deck.press('e');
    await deck.press(...'iv_child = abap_true'.split(''), keys.enter);
    await deck.waitFor((_, s) => s.connection.status?.text === 'exception ZCX_DEBUG_PARENT stops if iv_child = abap_true', 'the condition taken');
    expect(deck.state().debugger.breakpoints).toEqual([expect.objectContaining({ position: 'exception ZCX_DEBUG_PARENT', condition: 'iv_child = abap_true' })]);
    expect(deck.frame()).toContain('exception ZCX_DEBUG_PARENT');

    // the parent's raise (IV_CHILD initial) does not stop; the child's does
    const run = (await adtSession(service)).post('/oo/classrun/ZCL_DEBUG_RAISER');
    await stoppedAt(deck, rows.childRaise, 'the stop at the child\'s raise');
    await deck.press('D');
    await deck.waitFor((_, s) => s.debugger.phase !== 'stopped', 'the detach');
    expect((await run).body).toContain('done 42');
  }, 120_000);
});
