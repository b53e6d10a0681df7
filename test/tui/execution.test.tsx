import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { command, keys, startDeck, type Deck } from './support.js';

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


describe('runs, short dumps and the results drawer', () => {
  it('runs a class after confirmation, shows the failure in the drawer, and opens the short dump in detail', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await command(deck, 'run ZCL_DEMO_DUMP');
    await deck.waitFor('Run class ZCL_DEMO_DUMP?');
    await deck.press('y');
    let frame = await deck.waitFor((_f, s) => s.drawer.title === 'run ZCL_DEMO_DUMP' && !s.drawer.running, 'run finished');
    frame = deck.frame();
    expect(frame).toContain('results: run ZCL_DEMO_DUMP');
    expect(frame).toContain('runtime error: its short dump is in pane 5');

    // The dump list (pane 5) loads when shown; Enter opens the newest dump.
    await deck.press('5');
    frame = await deck.waitFor('COMPUTE_INT_ZERODIVIDE');
    expect(frame).toContain('[5 Dumps]');
    expect(frame).toMatch(/short dump\(s\)/);
    // z: the main pane takes the whole width.
    await deck.press('z', keys.enter);
    frame = await deck.waitFor((_f, s) => s.dumps.detail !== null, 'dump detail');
    // The detail opens at the top; a page down brings the annotated source block with its '>>>>>' line.
    expect(deck.state().dumps.detailTop).toBe(0);
    await deck.press(keys.pageDown);
    frame = deck.frame();
    expect(frame).toContain('>>>>>');
    expect(frame).toContain('rv_percent = iv_seats_occupied * 100 / iv_seats_max.');
    const state = deck.state().dumps;
    const failing = state.detailRows.find((row) => row.tone === 'errorLine');
    expect(failing?.text).toContain('>>>>>');
    expect(state.detailRows.some((row) => row.text === 'Call stack')).toBe(true);
    expect(state.detailRows.some((row) => row.text.includes('zcl_demo_dump.clas.abap line 50'))).toBe(true);
    await deck.press('G');
    frame = deck.frame();
    expect(frame).toContain('Call stack');
    // Innermost call first.
    expect(frame).toMatch(/3  ZCL_DEMO_DUMP->LOAD_FACTOR .*CM001 line 2[\s\S]*2  ZCL_DEMO_DUMP->REPORT_LOAD[\s\S]*1  ZCL_DEMO_DUMP->IF_OO_ADT_CLASSRUN~MAIN/);
    // o: the failing line in the source pane.
    await deck.press('o');
    await deck.waitFor((_f, s) => s.source.view !== null && s.ui.focus === 'source', 'source of the dump');
    expect(deck.frame()).toMatch(/│›\s*50 \[ *2\]\s+rv_percent = iv_seats_occupied \* 100 \/ iv_seats_max\./);
    // Esc: back to the dump, again to the list.
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('dumps');
    await deck.press(keys.esc);
    await deck.waitFor((_f, s) => s.dumps.detail === null, 'list again');
    expect(deck.frame()).toContain('dumps › last 7 days');
  });

  it('filters the dump list by error and by user', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await command(deck, 'run ZCL_DEMO_DUMP');
    await deck.press('y');
    await deck.waitFor((_f, s) => s.drawer.title === 'run ZCL_DEMO_DUMP' && !s.drawer.running, 'run finished');
    await command(deck, 'dumps today error=COMPUTE_INT_ZERODIVIDE');
    await deck.waitFor((_f, s) => s.dumps.loaded && !s.dumps.loading && s.dumps.filterLabel === 'today error=COMPUTE_INT_ZERODIVIDE', 'dumps loaded');
    const found = deck.state().dumps.items.length;
    expect(found).toBeGreaterThanOrEqual(1);
    expect(deck.state().dumps.items.every((d) => d.ERROR === 'COMPUTE_INT_ZERODIVIDE')).toBe(true);
    await deck.press('/', keys.ctrlU);
    await deck.type('today user=VIEWER');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.dumps.filterLabel === 'today user=VIEWER' && !s.dumps.loading, 'filtered');
    expect(deck.state().dumps.items.length).toBe(0);
    expect(deck.frame()).toContain('no short dumps for this filter');
  });

  it('runs unit tests and inspect of the selected object into the drawer', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await command(deck, 'obj ZCL_DEMO_FAILING_TESTS');
    await deck.waitFor((_f, s) => s.source.view !== null, 'source');
    await deck.press('u');
    let frame = await deck.waitFor((_f, s) => s.drawer.title === 'unit ZCL_DEMO_FAILING_TESTS' && !s.drawer.running, 'unit finished');
    frame = deck.frame();
    expect(frame).toContain('2 of 3 tests failed');
    expect(deck.state().drawer.lines.some((l) => l.text.includes('TEST_FAILS') && l.tone === 'error')).toBe(true);
    await deck.press('i');
    frame = await deck.waitFor((_f, s) => s.drawer.title === 'inspect ZCL_DEMO_FAILING_TESTS' && !s.drawer.running, 'inspect finished');
    expect(deck.frame()).toMatch(/CLAS ZCL_DEMO_FAILING_TESTS: \d+ error\(s\)/);
    // c: the syntax check of the active source.
    await deck.press('c');
    await deck.waitFor((_f, s) => s.drawer.title === 'syntax ZCL_DEMO_FAILING_TESTS' && !s.drawer.running, 'syntax finished');
    expect(deck.frame()).toContain('All 1 object(s) passed syntax check');
    // d hides and shows the drawer.
    await deck.press('d');
    expect(deck.frame()).not.toContain('results: syntax');
    await deck.press('d');
    expect(deck.frame()).toContain('results: syntax');
  });

  it('> and < go from unit failure to unit failure: the file and line each names, in the source pane (issue 32, item 12)', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await command(deck, 'obj ZCL_DEMO_FAILING_TESTS');
    await deck.waitFor((_f, s) => s.source.view !== null, 'source');
    await deck.press('u');
    await deck.waitFor((_f, s) => s.drawer.title === 'unit ZCL_DEMO_FAILING_TESTS' && !s.drawer.running, 'unit finished');
    const named = deck
      .state()
      .drawer.lines.flatMap((line) => [.../ at (\S+\.abap) line (\d+)/.exec(line.text) ?? []].slice(1))
      .reduce<Array<{ file: string; line: number }>>((all, value, index, values) => (index % 2 === 0 ? [...all, { file: value, line: Number(values[index + 1]) }] : all), []);
    // the failed assertion in the test class, the exception where it was raised (a method of the class)
    expect(named.map((place) => place.file), JSON.stringify(deck.state().drawer.lines)).toEqual(['zcl_demo_failing_tests.clas.testclasses.abap', 'zcl_demo_failing_tests.clas.abap']);
    const cursorRow = () => {
      const source = deck!.state().source;
      const row = source.view!.rows[source.cursor]!;
      return { part: source.result!.sections![row.section]!.file ?? 'main', local: row.local, global: row.global, text: row.text };
    };
    await deck.press('>');
    await deck.waitFor((_f, s) => s.drawer.finding >= 0, 'the first failure');
    expect(cursorRow()).toMatchObject({ part: 'testclasses', local: named[0]!.line });
    expect(cursorRow().text).toContain('cl_abap_unit_assert=>assert_equals(');
    await deck.press('>');
    await deck.waitFor(() => cursorRow().global === named[1]!.line, 'the second failure');
    expect(cursorRow().text).toContain('/');
    await deck.press('<');
    await deck.waitFor(() => cursorRow().local === named[0]!.line && cursorRow().part === 'testclasses', 'back to the first');
  });

  it('wraps the drawer\'s long lines instead of cutting them (issue 32, item 17)', async () => {
    deck = startDeck(service);
    deck.state().ui.resize(100, 40);
    await deck.waitFor('ZDEMO_CORE');
    await command(deck, 'obj ZCL_DEMO_FAILING_TESTS');
    await deck.waitFor((_f, s) => s.source.view !== null, 'source');
    await deck.press('u');
    await deck.waitFor((_f, s) => s.drawer.title === 'unit ZCL_DEMO_FAILING_TESTS' && !s.drawer.running, 'unit finished');
    const long = deck.state().drawer.lines.find((line) => line.text.includes('CX_SY_ZERODIVIDE: Division by zero'))!.text.trim();
    expect(long.length).toBeGreaterThan(deck.state().ui.columns / 2);
    // the drawer is the lower part of the source pane: its lines, the borders taken off, read as one text
    const onScreen = deck
      .frame()
      .split('\n')
      .map((line) => (line.includes('││') ? line.split('││').pop()!.replace(/│$/, '').trim() : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(onScreen).toContain(long.replace(/\s+/g, ' '));
  });

  it('shows the output of a class run', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await command(deck, 'run ZCL_DEMO_CLASSRUN');
    await deck.press('y');
    await deck.waitFor((_f, s) => s.drawer.title === 'run ZCL_DEMO_CLASSRUN' && !s.drawer.running, 'run finished');
    expect(deck.state().drawer.lines.some((l) => l.text.includes('Departures'))).toBe(true);
  });

  it('refuses a run as the project’s run safeguard says, without asking', async () => {
    const { runRefusal } = await import('../../src/workspace/safeguards.js');
    deck = startDeck(service, { refuseRun: () => runRefusal({ disableRun: true, reason: 'Runs change shared data' }) });
    await deck.waitFor('ZDEMO_CORE');
    await command(deck, 'run ZCL_DEMO_CLASSRUN');
    await deck.waitFor(
      (_f, s) => s.connection.status?.text === 'run command is disabled for this project Reason: Runs change shared data Please contact the project maintainer to enable it.',
      'the refusal',
    );
    expect(deck.frame()).toContain('✗ run command is disabled for this project');
    expect(deck.state().ui.confirm).toBeNull();
  });
});
