/**
 * What a new user ran into (issue 21), each a test that failed before its fix.
 */
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


const breadcrumbLine = (frame: string) => frame.split('\n')[1] ?? '';

describe('new-user fixes', () => {
  it('the breadcrumb names the package of the object shown, not the package listed in pane 2', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.objects.package !== '' && s.objects.loaded, 'a package listed');
    const listed = deck.state().objects.package;
    expect(listed).not.toBe('ZDEMO_DATA');
    await command(deck, 'obj ZDEMO_FLIGHT');
    await deck.waitFor((_f, s) => s.source.result !== null && s.ui.focus === 'source', 'the table open');
    const line = breadcrumbLine(deck.frame());
    expect(line).toContain('ZDEMO › ZDEMO_DATA › ZDEMO_FLIGHT');
  });
});

describe('start-up', () => {
  it('opens on a package that has objects, not on a root that holds only subpackages', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.objects.loaded && s.objects.package !== '', 'the first package listed');
    expect(deck.state().tree.selected).toBe('ZDEMO_CORE');
    expect(deck.state().objects.total).toBeGreaterThan(0);
    expect(deck.frame()).not.toContain('no objects');
  });
});

describe('the source pane', () => {
  it('s puts the method it jumps to at the top of the pane, its title on the first line', async () => {
    deck = startDeck(service);
    await command(deck, 'obj ZCL_DEMO_FARE_CALCULATOR');
    await deck.waitFor((_f, s) => s.source.view !== null && s.ui.focus === 'source', 'the class open');
    const view = deck.state().source.view!;
    // a method well below the first screen
    const section = [...view.sections].reverse().find((entry) => entry.methodName && entry.row > 40)!;
    expect(section).toBeDefined();
    await deck.press('s');
    await deck.type(section.methodName);
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.source.cursor === section.row + 1, 'the cursor in the method');
    // the pane's first source line (under the header) is the method's title row
    const lines = deck.frame().split('\n');
    const header = lines.findIndex((line) => line.includes('─ 3 Source'));
    const firstRow = lines[header + 2] ?? '';
    expect(firstRow).toContain(view.rows[section.row]!.text.trim().slice(0, 20));
  });
});

describe('Esc', () => {
  it('goes back one level — a pane’s own level, or the pane something was opened from — and never jumps to another pane', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.objects.loaded && s.objects.total > 0, 'objects listed');
    // tree → Enter → objects → Enter → source: Esc walks back the way it came
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.focus === 'objects', 'objects');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.focus === 'source' && s.source.view !== null, 'source');
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('objects');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.ui.focus === 'source', 'source again');
    // a pane chosen by its number was not opened from anywhere: Esc stays, and says how to change panes
    await deck.press('5');
    await deck.waitFor((_f, s) => s.ui.focus === 'dumps' && s.dumps.loaded, 'dumps');
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('dumps');
    expect(deck.frame()).toContain('nothing to go back to');
    await deck.press('4');
    await deck.press(keys.esc);
    expect(deck.state().ui.focus).toBe('preview');
  });
});

describe('the first frame (issue 32, item 17)', () => {
  it('is drawn at the terminal\'s size, not at 80×24 until the size is read', async () => {
    // ink-testing-library's terminal is 100 columns wide; the TUI's start-up hands the store the size it reads
    deck = startDeck(service, { terminalSize: { columns: 100, rows: 30 } });
    await deck.waitFor('ZDEMO_CORE');
    const first = deck.firstFrame().split('\n');
    expect(first[0]!.length).toBeGreaterThan(90);
    expect(first.length).toBeGreaterThan(24);
  });
});

describe('the header (issue 32, item 17)', () => {
  it('names the user whole at 120 and at 100 columns: the tabs and the rest of the connection give way first', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.connection.phase === 'ready' && s.connection.systemId !== '', 'connected');
    for (const columns of [120, 100]) {
      deck.state().ui.resize(columns, 30);
      const header = await deck.waitFor((f) => f.split('\n')[0]!.length <= columns && f.split('\n')[0]!.length > columns - 5, `${columns} columns`);
      expect(header.split('\n')[0]).toMatch(/ DEVELOPER\b/);
    }
  });
});

describe('the key bar', () => {
  it('keeps every key that works on the pane at 80 columns (labels shortened), the global ones giving way to ?', async () => {
    const { sourceKeys } = await import('../../screens/source/source-keys.js');
    const { keyLabel } = await import('../../screens/keys/key-names.js');
    deck = startDeck(service);
    await command(deck, 'obj ZCL_DEMO_FARE_CALCULATOR');
    await deck.waitFor((_f, s) => s.source.view !== null && s.ui.focus === 'source', 'the class open');
    deck.state().ui.resize(80, 24);
    await deck.waitFor((f) => f.split('\n')[0]!.length <= 80, '80 columns');
    const bar = deck.frame().split('\n').at(-1)!;
    expect(bar.length).toBeLessThanOrEqual(80);
    const working = sourceKeys.bindings.filter((b) => b.bar && !b.disabled?.(deck!.state()));
    expect(working.length).toBeGreaterThan(8);
    for (const binding of working) expect(bar).toMatch(new RegExp(` ${keyLabel(binding.keys[0]!).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( |$)`));
    expect(bar).toMatch(/\? help\s+q quit\s*$/);
    // a key that cannot act now is not offered (C and P need a file edited with e first)
    expect(bar).not.toMatch(/ C /);
  });
});

describe('the HTTP log', () => {
  it('shows each call’s method, path and query string', async () => {
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.objects.loaded, 'started');
    // a call with query parameters, as the debugger's calls are
    await deck.state().connection.call('probe', (backend) => backend.agent.request('GET', backend.agent.adtPath('/discovery'), { searchParams: { probe: 'x y', n: 2 } }));
    await deck.press('@');
    const frame = await deck.waitFor('HTTP log');
    expect(frame).toMatch(/GET\s+\/sap\/bc\/adt\/discovery\?probe=x\+y&n=2\s/);
    expect(frame).toMatch(/POST\s+\/sap\/bc\/z_abapgit_agent\/tree\s/);
  });
});

describe('help examples', () => {
  it('name objects and fields the demo system has: the WHERE example filters ZDEMO_FLIGHT, the command line’s examples open', async () => {
    const { promptBehaviour } = await import('../../src/store/prompts.js');
    deck = startDeck(service);
    await deck.waitFor((_f, s) => s.objects.loaded, 'started');
    const where = promptBehaviour('where', deck.store.getState).placeholder.split('(')[0]!.trim();
    await command(deck, 'preview ZDEMO_FLIGHT');
    await deck.waitFor('row 1/22');
    await deck.press('w');
    await deck.type(where);
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.preview.where === where && s.preview.loaded && !s.preview.loading, 'the example applied');
    expect(deck.state().connection.status).toBeNull();
    expect(deck.state().preview.rows.length).toBeGreaterThan(0);
    expect(deck.state().preview.rows.every((row) => row['CARRIER_ID'] === 'ZA' && Number(row['PRICE']) > 400)).toBe(true);

    // every pkg / obj / preview example of the command line names something that exists
    const examples = promptBehaviour('command', deck.store.getState).placeholder.split('(')[0]!.split('·').map((e) => e.trim());
    for (const example of examples.filter((e) => /^(pkg|obj|preview) /.test(e))) {
      await command(deck, example);
      await deck.waitFor((_f, s) => s.connection.pending.length === 0, example);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await deck.waitFor((_f, s) => s.connection.pending.length === 0, example);
      expect(deck.state().connection.status?.kind, `${example}: ${deck.state().connection.status?.text}`).not.toBe('error');
    }
    expect(examples.filter((e) => /^(pkg|obj|preview) /.test(e))).toHaveLength(3);
  });
});
