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

/** The frame's line of the pane cursor ('›') that contains a text. */
const selectedLine = (frame: string, text: string) => frame.split('\n').find((line) => line.includes(`›`) && line.includes(text));

describe('the package tree', () => {
  it('opens on the demo packages and navigates into a package, listing its objects with counts per type', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_DATA');
    expect(deck.frame()).toContain('$DEMO_LOCAL');
    // The deck opens on the first package with objects (ZDEMO_CORE); ZDEMO_DATA has a subpackage that is loaded when it is expanded.
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_CORE', 'ZDEMO_CORE selected');
    await deck.press('j');
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_DATA', 'ZDEMO_DATA selected');
    expect(deck.frame()).not.toContain('ZDEMO_DATA_VIEWS');
    await deck.press('l');
    await deck.waitFor('ZDEMO_DATA_VIEWS');
    await deck.press('j');
    await deck.waitFor('ZC_DEMO_BOOKING');
    const frame = deck.frame();
    expect(selectedLine(frame, 'ZDEMO_DATA_VIEWS')).toBeDefined();
    expect(frame).toContain('ZI_DEMO_FLIGHT');
    expect(frame).toContain('DDLS 2');
    // The breadcrumb shows where we are; Enter opens the objects pane.
    expect(frame).toContain('ZDEMO › ZDEMO_DATA › ZDEMO_DATA_VIEWS');
    await deck.press(keys.enter);
    await deck.waitFor('[2 Objects]');
    // h collapses back to the parent.
    await deck.press('1', 'h');
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_DATA', 'parent selected');
    await deck.press('h');
    await deck.waitFor((f) => !f.includes('ZDEMO_DATA_VIEWS'), 'collapsed');
  });
});

describe('the object list', () => {
  it('filters as you type by name and by type, and Esc restores the whole list', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_CORE', 'ZDEMO_CORE selected');
    await deck.press('j');
    await deck.waitFor((f) => f.includes('2 Objects ZDEMO_DATA') && f.includes(' 1/37 '), 'ZDEMO_DATA listed');
    await deck.press('2', '/');
    await deck.type('booking');
    await deck.waitFor((f) => f.includes('/booking') && f.includes('ZDEMO_BOOKING_STATUS'), 'name filter');
    let frame = deck.frame();
    expect(frame).not.toContain('ZDEMO_CARRIER');
    const total = deck.state().objects.total;
    expect(total).toBeGreaterThan(2);
    // A type code in the filter narrows by type.
    await deck.type(' dtel');
    await deck.waitFor((_f, s) => s.objects.filterText === 'booking dtel' && s.objects.loaded && s.objects.total === 3, 'type filter');
    frame = deck.frame();
    expect(frame).toContain('DTEL ZDEMO_BOOKING_STATUS');
    expect(frame).not.toContain('DOMA ZDEMO_BOOKING');
    await deck.press(keys.enter);
    expect(deck.state().ui.prompt).toBeNull();
    // Esc clears the filter (one level back) before it leaves the pane.
    await deck.press(keys.esc);
    await deck.waitFor((_f, s) => s.objects.total === 37 && s.objects.loaded, 'unfiltered');
    expect(deck.state().ui.focus).toBe('objects');
    // t cycles the type filter through the package's types.
    await deck.press('t');
    await deck.waitFor((_f, s) => s.objects.typeCycle !== '' && s.objects.loaded, 'type cycle');
    expect(deck.frame()).toContain(`ZDEMO_DATA › ${deck.state().objects.typeCycle} ›`);
  });

  it('filters with a regular expression (re:) and inversely (!), as the other list panes do', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_CORE', 'ZDEMO_CORE selected');
    await deck.press('j');
    await deck.waitFor((f) => f.includes('2 Objects ZDEMO_DATA') && f.includes(' 1/37 '), 'ZDEMO_DATA listed');
    await deck.press('2', '/');
    await deck.type('re:^zdemo_booking(_status)?$');
    await deck.waitFor((_f, s) => s.objects.loaded && s.objects.filterText.endsWith('?$') && s.objects.total === 3, 'regular expression');
    let frame = deck.frame();
    expect(frame).toContain('DTEL ZDEMO_BOOKING_STATUS');
    expect(frame).not.toContain('ZDEMO_CARRIER');
    await deck.press(keys.esc);
    await deck.waitFor((_f, s) => s.objects.total === 37 && s.objects.loaded, 'unfiltered');
    await deck.press('/');
    await deck.type('!booking');
    await deck.waitFor((_f, s) => s.objects.loaded && s.objects.filterText === '!booking' && s.objects.total < 37 && s.objects.total > 0, 'inverse');
    frame = deck.frame();
    expect(frame).not.toContain('ZDEMO_BOOKING');
    expect(frame).toContain('ZDEMO_CARRIER');
    // ! before a type code leaves that type out, as the code alone keeps only it (issue 32, item 8)
    await deck.press(keys.esc);
    await deck.waitFor((_f, s) => s.objects.total === 37 && s.objects.loaded, 'unfiltered again');
    const dtel = deck.state().objects.byType.find((entry) => entry.TYPE === 'DTEL')!.COUNT;
    expect(dtel).toBeGreaterThan(0);
    await deck.press('/');
    await deck.type('!dtel');
    await deck.waitFor((_f, s) => s.objects.loaded && s.objects.filterText === '!dtel' && s.objects.total === 37 - dtel, 'no data elements');
    const listed = Object.values(deck.state().objects.pages).flat();
    expect(listed.some((row) => row.TYPE === 'DTEL')).toBe(false);
    expect(listed.map((row) => `${row.TYPE} ${row.NAME}`)).toContain('TABL ZDEMO_BOOKING');
    expect(deck.frame()).not.toMatch(/│.DTEL ZDEMO_/);
  });

  it('pages through the list endpoint as the cursor moves', async () => {
    deck = startDeck(service, { roots: ['ZDEMO_DATA'] });
    await deck.waitFor((f) => f.includes('2 Objects ZDEMO_DATA') && f.includes(' 1/37 '), 'ZDEMO_DATA listed');
    await deck.press('2', 'G');
    await deck.waitFor('37/37');
    expect(selectedLine(deck.frame(), 'ZDEMO_')).toBeDefined();
    await deck.press('g');
    await deck.waitFor('1/37');
  });
});

describe('the source pane', () => {
  it('opens a class with G and [N] line numbers and jumps to a method by name', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    // the deck opens on ZDEMO_CORE, the first package with objects
    await deck.waitFor('ZCL_DEMO_FARE_CALCULATOR');
    await deck.press('2', 'j', keys.enter);
    await deck.waitFor((_f, s) => s.source.view !== null, 'source');
    let frame = deck.frame();
    expect(frame).toContain('[3 Source]');
    expect(frame).toContain('CLAS ZCL_DEMO_FARE_CALCULATOR');
    expect(frame).toMatch(/ 1 \[ *1\] CLASS zcl_demo_fare_calculator DEFINITION/);
    // s: jump to a method by name, with completion.
    await deck.press('s');
    await deck.type('calc');
    await deck.waitFor((_f, s) => (s.ui.prompt?.completions.length ?? 0) > 0, 'completions');
    await deck.press(keys.tab);
    expect(deck.state().ui.prompt?.text).toContain('CALCULATE_PRICE');
    await deck.press(keys.enter);
    frame = await deck.waitFor('CALCULATE_PRICE');
    // The cursor is on the method's first line: its G number is the line of the main file (58).
    expect(frame).toMatch(/│›\s*58 \[ *1\]\s+METHOD zif_demo_fare_calculator~calculate_price\./);
    expect(frame).toContain('ZCL_DEMO_FARE_CALCULATOR › ZIF_DEMO_FARE_CALCULATOR~CALCULATE_PRICE');
    // ] and [ move between sections.
    await deck.press(']');
    expect(deck.frame()).toContain('GET_RULES');
    // Search as you type, n for the next match.
    await deck.press('/');
    await deck.type('surcharge');
    await deck.press(keys.enter);
    const matches = deck.state().source.matches.length;
    expect(matches).toBeGreaterThan(1);
    expect(deck.frame()).toContain(`/surcharge ${matches} match(es)`);
    const before = deck.state().source.cursor;
    await deck.press('n');
    expect(deck.state().source.cursor).not.toBe(before);
  });

  it('opens an object from the command line with completion, and Esc goes back where it came from', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('ob');
    await deck.press(keys.tab);
    expect(deck.state().ui.prompt?.text).toBe('obj ');
    await deck.type('ZIF_DEMO_FARE_CALCULATOR');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.source.view !== null, 'interface source');
    expect(deck.frame()).toContain('INTF ZIF_DEMO_FARE_CALCULATOR');
    expect(deck.frame()).toContain('METHODS calculate_price');
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('tree');
  });
});

describe('the preview grid', () => {
  it('previews a table with frozen key columns, a WHERE filter checked by the server, and the record view', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('preview ZDEMO_FLIGHT');
    await deck.press(keys.enter);
    await deck.waitFor('row 1/22');
    let frame = deck.frame();
    expect(frame).toContain('[4 Preview]');
    // Key columns are frozen left of the bar (as many as fit in half the width); the client column comes last.
    expect(frame).toMatch(/CARRIER_ID   CONNECTION_ID \| FLIGHT_DATE/);
    expect(frame).not.toContain('MANDT');
    await deck.press('w');
    await deck.type("CARRIER_ID = 'ZA'");
    await deck.press(keys.enter);
    frame = await deck.waitFor('row 1/8');
    expect(frame).toContain("WHERE CARRIER_ID = 'ZA'");
    const rows = frame.split('\n').filter((l) => /│[ >]ZA /.test(l));
    expect(rows.length).toBe(8);
    // A condition the server refuses: its reason in the status line, the rows kept, the text back for editing.
    await deck.press('w', keys.ctrlU);
    await deck.type('CARRIER_ID = ');
    await deck.press(keys.enter);
    frame = await deck.waitFor('Invalid WHERE clause');
    expect(deck.state().preview.rows.length).toBe(8);
    expect(deck.state().ui.prompt?.kind).toBe('where');
    await deck.press(keys.esc);
    // Horizontal scrolling keeps the key columns.
    await deck.press('$');
    frame = deck.frame();
    expect(frame).toMatch(/CARRIER_ID   CONNECTION_ID \| .*MANDT/);
    expect(frame).toContain('◂');
    // Enter: the row as a vertical record.
    await deck.press(keys.enter);
    frame = await deck.waitFor('record view');
    expect(frame).toMatch(/CARRIER_ID\s+CHAR\(3\)\s+ZA/);
    await deck.press(keys.esc);
    expect(deck.state().preview.mode).toBe('grid');
  });

  it('loads the next rows as the cursor reaches the end', async () => {
    deck = startDeck(service, { previewPageSize: 20 });
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('preview ZDEMO_BOOKING');
    await deck.press(keys.enter);
    await deck.waitFor('row 1/48 (20 loaded)');
    await deck.press('G');
    await deck.waitFor('(40 loaded)');
    await deck.press('G');
    await deck.waitFor((_f, s) => s.preview.rows.length === 48 && !s.preview.hasMore, 'all rows');
    await deck.press('G');
    expect(deck.frame()).toContain('row 48/48');
    expect(deck.frame()).toMatch(/>\s*00000048 \|/);
  });

  it('chooses columns with the column picker', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('preview ZDEMO_CARRIER');
    await deck.press(keys.enter);
    await deck.waitFor('row 1/7');
    await deck.press('c');
    await deck.waitFor('[x] MANDT');
    await deck.press('a', 'j', ' ', 'j', ' ', keys.enter);
    await deck.waitFor((_f, s) => s.preview.loaded && s.preview.chosen.length === 2 && s.preview.rows.length === 7, 'two columns');
    expect(deck.state().preview.columns.map((c) => c.field)).toEqual(deck.state().preview.chosen);
    expect(deck.frame()).toContain('2 columns chosen');
  });
});

describe('help, log and errors', () => {
  it('shows the focused pane’s keys in the ? overlay, built from the bindings', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await deck.press('?');
    let frame = await deck.waitFor('Keys · 1 Tree');
    expect(frame).toContain("open the package's objects in pane 2");
    // ↓ chooses the entries one after the other, down to the commands (the list scrolls with the choice)
    for (let i = 0; i < 8; i++) await deck.press(keys.pageDown);
    frame = deck.frame();
    expect(frame).toContain(':help');
    for (let i = 0; i < 5; i++) await deck.press(keys.pageUp);
    frame = deck.frame();
    expect(frame).toContain('Everywhere');
    await deck.press(keys.esc);
    await deck.waitFor((f) => !f.includes('Keys ·'), 'overlay closed');
    await deck.press('3', '?');
    await deck.waitFor('Keys · 3 Source');
    expect(deck.frame()).toContain('jump to a method or section by name');
  });

  it('shows the HTTP calls made with @', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await deck.press('@');
    const frame = await deck.waitFor('HTTP log');
    expect(frame).toMatch(/POST\s+\/sap\/bc\/z_abapgit_agent\/tree\s+200/);
    expect(frame).toMatch(/GET\s+\/sap\/bc\/z_abapgit_agent\/health\s+200/);
  });

  it('shows a server error in the status line without crashing, and r retries the call', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('pkg ZNOPE');
    await deck.press(keys.enter);
    let frame = await deck.waitFor('Package ZNOPE does not exist in the system');
    expect(frame).toContain('r retries');
    // r repeats the failed call (which fails again: the package still does not exist).
    const calls = deck.state().connection.calls.length;
    await deck.press('r');
    await deck.waitFor((_f, s) => s.connection.calls.length > calls && s.connection.status?.kind === 'error', 'retried');
    expect(deck.frame()).toContain('Package ZNOPE does not exist in the system');
    // The app goes on: keys still work, and the next successful call clears the error.
    await deck.press('j');
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_DATA' && s.connection.status === null, 'moved on');
  });

  it('shows an unreachable system in the status line and keeps running', async () => {
    deck = startDeck(service, {
      resolveConnection: async () => ({ ...service.connection(), origin: 'http://127.0.0.1:9' }),
    });
    const frame = await deck.waitFor('cannot reach');
    expect(frame).toContain('r retries');
    await deck.press('?');
    await deck.waitFor('Keys · 1 Tree');
  });

  it('asks before a run changes the system, and n changes nothing', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    await deck.press(':');
    await deck.type('run ZCL_DEMO_BOOKING_RUN');
    await deck.press(keys.enter);
    await deck.waitFor('Run class ZCL_DEMO_BOOKING_RUN?');
    const calls = deck.state().connection.calls.length;
    await deck.press('n');
    await deck.waitFor('cancelled: nothing was changed');
    expect(deck.state().connection.calls.length).toBe(calls);
  });

  it('never draws more than rows − 1 lines, at 80×24 and larger', async () => {
    deck = startDeck(service);
    await deck.waitFor('ZDEMO_CORE');
    for (const [columns, rows] of [[80, 24], [100, 24], [120, 40]] as const) {
      deck.state().ui.resize(columns, rows);
      const frame = await deck.waitFor((f) => f.split('\n').length === rows - 1 && f.split('\n')[0]!.trimEnd().length <= columns, `${columns}x${rows}`);
      const lines = frame.split('\n');
      expect(lines.length).toBe(rows - 1);
      for (const line of lines) expect(line.trimEnd().length, JSON.stringify(line)).toBeLessThanOrEqual(columns);
    }
  });
});

describe('objects activated with kernel gaps', () => {
  it('marks them G in the objects pane (and names the count after the name where the pane is wide enough)', async () => {
    const [first] = service.system.objects.query({ packages: ['ZDEMO_CORE'], types: ['CLAS'], limit: 1, offset: 0 }).entries;
    service.system.gaps.set('CLAS', first!.name, [
      { name: 'CL_TUI_NOWHERE', file: `${first!.name.toLowerCase()}.clas.abap`, line: 3 },
      { name: 'IF_TUI_NOWHERE', file: `${first!.name.toLowerCase()}.clas.abap`, line: 4 },
    ]);
    try {
      deck = startDeck(service);
      await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_CORE', 'ZDEMO_CORE selected');
      const frame = await deck.waitFor(`G CLAS ${first!.name}`);
      // the other objects keep an empty mark
      expect(frame.split('\n').filter((line) => /[ ›]G CLAS/.test(line))).toHaveLength(1);

    } finally {
      service.system.gaps.set('CLAS', first!.name, []);
    }
  });
});
