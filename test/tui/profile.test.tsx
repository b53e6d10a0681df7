/**
 * Profiling in the TUI: T in the source pane switches profiling of x and u on; the drawer then shows the hit
 * list, the call tree and the SQL trace with its findings (> goes to a line of it in the source pane), and the
 * source pane marks the run's hottest lines with their rank (fixtures: test/system/measure/fixtures.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { addProfileFixtures, PROFILE_ROWS as ROWS } from '../system/measure/fixtures.js';
import { command, keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;

beforeAll(async () => {
  service = await startTestService({ execution: { poolSize: 1, maxRuntimeMillis: 30_000 }, prepare: addProfileFixtures });
  await service.execution.ready();
}, 240_000);
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => service?.stop());


describe('profiling in the TUI', () => {
  it('x with profiling on: hit list, call tree and SQL findings in the drawer, hot lines marked in the source pane', async () => {
    deck = startDeck(service);
    await command(deck, 'obj ZCL_PRF_DEMO');
    await deck.waitFor((_f, s) => s.source.view !== null, 'source of ZCL_PRF_DEMO');
    await deck.press('T');
    expect(deck.state().drawer.profiling).toBe(true);
    await deck.press('x');
    await deck.waitFor('Run class ZCL_PRF_DEMO?');
    await deck.press('y');
    await deck.waitFor((_f, s) => s.drawer.title === 'run ZCL_PRF_DEMO (profiled)' && !s.drawer.running, 'profiled run finished', 90_000);
    const lines = deck.state().drawer.lines;
    const texts = lines.map((line) => line.text);
    expect(texts[0]).toBe('300012');
    // the hit list's first statement is the hot loop, with its place for > and <
    const first = lines.findIndex((line) => line.text.startsWith('  own ms'));
    expect(lines[first + 1]!.text).toMatch(new RegExp(`^ +[\\d.]+ +[\\d.]+ +100000  zcl_prf_demo\\.clas\\.abap:${ROWS.hotLoop} result = result \\+ sy-index MOD 7\\.$`));
    expect(lines[first + 1]!.at).toEqual({ type: 'CLAS', name: 'ZCL_PRF_DEMO', line: ROWS.hotLoop });
    expect(texts).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^ {4}line ${ROWS.callHot} → ZCL_PRF_DEMO=>HOT `)), expect.stringMatching(new RegExp(`^ {6}line ${ROWS.callLeafInHot} → ZCL_PRF_DEMO=>LEAF .*, 3×$`))]));
    const nPlusOne = lines.find((line) => line.text.startsWith('  ! N_PLUS_ONE'));
    expect(nPlusOne?.text).toContain(`zcl_prf_demo.clas.abap:${ROWS.selectInLoop} The same SELECT on ZPRF_ITEM ran 3 times inside the LOOP at zcl_prf_demo.clas.abap line ${ROWS.loop}`);
    expect(nPlusOne?.at).toEqual({ type: 'CLAS', name: 'ZCL_PRF_DEMO', line: ROWS.selectInLoop });
    // the gutter: the hottest statement carries rank 1
    await deck.press('d', 's');
    await deck.type('HOT');
    await deck.press(keys.enter);
    const frame = deck.frame();
    expect(frame).toMatch(new RegExp(`│1\\s*${ROWS.hotLoop} \\[ *\\d+\\]\\s+result = result \\+ sy-index MOD 7\\.`));
    expect(frame).toMatch(new RegExp(`│ \\s*${ROWS.hotLoop - 1} \\[ *\\d+\\]\\s+DO 100000 TIMES\\.`));
  }, 150_000);

  it('u with profiling on shows the test methods as roots; T switches it off again', async () => {
    deck = startDeck(service);
    await command(deck, 'obj ZCL_PRF_DEMO');
    await deck.waitFor((_f, s) => s.source.view !== null, 'source of ZCL_PRF_DEMO');
    await deck.press('T');
    await deck.press('u');
    await deck.waitFor((_f, s) => s.drawer.title === 'unit ZCL_PRF_DEMO (profiled)' && !s.drawer.running, 'profiled unit run finished', 90_000);
    const texts = deck.state().drawer.lines.map((line) => line.text);
    expect(texts[0]).toMatch(/^✓ All 2 tests passed/);
    expect(texts).toEqual(expect.arrayContaining([expect.stringMatching(/^ {2}LTCL_PRF=>HOT_IS_HOT /), expect.stringMatching(/^ {2}LTCL_PRF=>SETUP .*, 2×$/), 'findings: none']));
    await deck.press('T');
    expect(deck.state().drawer.profiling).toBe(false);
    await deck.press('u');
    await deck.waitFor((_f, s) => s.drawer.title === 'unit ZCL_PRF_DEMO' && !s.drawer.running, 'plain unit run finished', 90_000);
    expect(deck.state().drawer.lines.some((line) => line.text.startsWith('profile '))).toBe(false);
  }, 150_000);
});
