/**
 * The profile pane (no number key: :profile, or M in the source pane after a measured run): the hit list sorted by own
 * time, the call tree with expand and collapse, the SQL trace with its findings; Enter opens the row's statement
 * in the source pane at its line, Esc comes back (fixtures: test/system/measure/fixtures.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileStatement, RunMeasurements } from '../../src/protocol/profile.js';
import { hitRows, treeRows } from '../../src/store/profile.js';
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


/** The source pane's line at its cursor (the assembled main source's row). */
const sourceLine = (d: Deck) => {
  const s = d.state().source;
  const row = s.view?.rows[s.cursor];
  return row?.global ?? row?.local;
};

const statement = (line: number, own: number): ProfileStatement => ({
  object: 'ZCL_BIG',
  type: 'CLAS',
  file: 'zcl_big.clas.abap',
  line,
  procedure: 'ZCL_BIG=>RUN',
  source: `statement ${line}.`,
  count: 1,
  own_ms: own,
  total_ms: own,
});

describe('the profile pane', () => {
  it('a profiled run: hit list with the hot statement first, Enter lands on its line, the call tree expands, the SQL trace shows the N+1', async () => {
    // ink-testing-library's terminal is 100 columns wide; z gives the main pane all of them
    deck = startDeck(service, { terminalSize: { columns: 100, rows: 30 } });
    await deck.waitFor('ZDEMO');
    // before any measured run the pane has nothing to show, and says why
    await command(deck, 'profile');
    expect(deck.state().connection.status?.text).toMatch(/no measured run yet/);
    expect(deck.state().ui.focus).not.toBe('profile');

    await command(deck, 'obj ZCL_PRF_DEMO');
    await deck.waitFor((_f, s) => s.source.view !== null, 'source of ZCL_PRF_DEMO');
    await deck.press('T');
    await deck.press('x');
    await deck.waitFor('Run class ZCL_PRF_DEMO?');
    await deck.press('y');
    await deck.waitFor((_f, s) => s.drawer.title === 'run ZCL_PRF_DEMO (profiled)' && !s.drawer.running, 'profiled run finished', 90_000);

    // M in the source pane (the drawer's run) opens the pane on the hit list: the hot loop first, selected
    await deck.press('M');
    expect(deck.state().ui.focus).toBe('profile');
    await deck.press('z');
    let frame = await deck.waitFor('[hit list]');
    expect(frame).toContain(' Profile run ZCL_PRF_DEMO (profiled)');
    expect(frame).not.toContain('10 Profile');
    const hot = new RegExp(`›\\s+[\\d.]+\\s+[\\d.]+\\s+100000  zcl_prf_demo\\.clas\\.abap:${ROWS.hotLoop} result = result \\+ sy-index MOD 7\\.`);
    expect(frame).toMatch(hot);
    const owns = hitRows(deck.state().profile.shownOf).map((s) => s.own_ms);
    expect(owns).toEqual([...owns].sort((a, b) => b - a));

    // Enter: the source pane, its cursor on the statement's line; Esc comes back
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.focus === 'source' && sourceLine(deck!) === ROWS.hotLoop, `source pane at line ${ROWS.hotLoop}`);
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('profile');

    // ]: the call tree, its root closed; space opens it, l opens HOT, h closes it again
    await deck.press(']');
    frame = await deck.waitFor('[call tree]');
    expect(frame).toMatch(/›▸ ZCL_PRF_DEMO=>IF_OO_ADT_CLASSRUN~MAIN /);
    expect(frame).not.toContain('ZCL_PRF_DEMO=>HOT');
    await deck.press(' ');
    frame = await deck.waitFor('ZCL_PRF_DEMO=>HOT');
    expect(frame).toMatch(/›▾ ZCL_PRF_DEMO=>IF_OO_ADT_CLASSRUN~MAIN /);
    expect(frame).toMatch(new RegExp(`  ▸ line ${ROWS.callHot} → ZCL_PRF_DEMO=>HOT `));
    await deck.press('j', 'l');
    frame = await deck.waitFor(`line ${ROWS.callLeafInHot} → ZCL_PRF_DEMO=>LEAF`);
    expect(frame).toMatch(new RegExp(`    · line ${ROWS.callLeafInHot} → ZCL_PRF_DEMO=>LEAF .*, 3×`));
    await deck.press('j', 'h');
    // h on a leaf goes to its caller; h again closes the caller
    expect(deck.state().profile.cursor.tree).toBe(1);
    await deck.press('h');
    await deck.waitFor((f) => !f.includes(`line ${ROWS.callLeafInHot} → ZCL_PRF_DEMO=>LEAF`), 'HOT closed');
    // Enter on a procedure: its METHOD line
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.focus === 'source' && sourceLine(deck!) === ROWS.hot, `source pane at line ${ROWS.hot}`);

    // :profile from anywhere: the same views as left; ] the SQL trace, the N+1 finding first
    await command(deck, 'profile');
    expect(deck.state().ui.focus).toBe('profile');
    await deck.waitFor('[call tree]');
    await deck.press(']');
    frame = await deck.waitFor('[SQL trace]');
    expect(frame).toMatch(new RegExp(`› ?! N_PLUS_ONE zcl_prf_demo\\.clas\\.abap:${ROWS.selectInLoop} The same SELECT on ZPRF_ITEM ran 3 times`));
    expect(frame).toMatch(new RegExp(`3×\\s+\\d+ rows\\s+[\\d.]+ ms  zcl_prf_demo\\.clas\\.abap:${ROWS.selectInLoop} SELECT SINGLE \\* FROM zprf_item WHERE`));
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.focus === 'source' && sourceLine(deck!) === ROWS.selectInLoop, `source pane at line ${ROWS.selectInLoop}`);
  }, 150_000);

  it('draws only the visible rows of a long hit list, sorted by own time', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO');
    // 5,000 statements in no order: the pane sorts them by own time
    const statements = Array.from({ length: 5000 }, (_v, i) => statement(i + 1, ((i * 7919) % 5000) / 10));
    const measured: RunMeasurements = { profile: { total_ms: 1, statements, procedures: [], call_tree: [] } };
    deck.store.setState((s) => ({ drawer: { ...s.drawer, measured, title: 'run ZCL_BIG (profiled)' } }));
    await command(deck, 'profile');
    let frame = await deck.waitFor('[hit list]');
    expect(hitRows(measured)[0]!.own_ms).toBe(499.9);
    expect(frame).toMatch(/›\s+499\.900 /);
    expect(frame).toContain('1/5000');
    expect(frame.split('\n').filter((line) => / zcl_big\.clas\.abap:\d+ /.test(line)).length).toBeLessThan(40);
    await deck.press('G');
    frame = await deck.waitFor('5000/5000');
    expect(frame).toMatch(/›\s+0\.000 /);
    // the SQL trace of a run without one says so
    await deck.press('[');
    await deck.waitFor('the run had no SQL trace');
  }, 60_000);

  it('keeps the tree rows of open nodes only', () => {
    const leaf = { name: 'L', kind: 'METHOD' as const, object: 'Z', file: 'z.clas.abap', line: 3, calls: 1, own_ms: 1, total_ms: 1, lines: [], children: [] };
    const root = { ...leaf, name: 'R', children: [{ ...leaf, name: 'A', children: [leaf] }] };
    const measured: RunMeasurements = { profile: { total_ms: 1, statements: [], procedures: [], call_tree: [root] } };
    expect(treeRows(measured, []).map((r) => r.node.name)).toEqual(['R']);
    expect(treeRows(measured, ['0']).map((r) => `${r.depth}${r.node.name}`)).toEqual(['0R', '1A']);
    expect(treeRows(measured, ['0', '0.0']).map((r) => `${r.depth}${r.node.name}`)).toEqual(['0R', '1A', '2L']);
    // a child's node open under a closed parent is not shown
    expect(treeRows(measured, ['0.0']).map((r) => r.node.name)).toEqual(['R']);
  });
});
