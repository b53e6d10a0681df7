import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClipboard } from '../../src/store/clipboard.js';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { keys, startDeck, type Deck } from './support.js';

let service: TestService;
let deck: Deck | undefined;
let folder: string;

beforeAll(async () => {
  service = await startTestService({ demo: true });
  folder = tempDir('abapdeck-export-');
});
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => {
  await service.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function preview(d: Deck, name: string, rows: string): Promise<void> {
  await d.waitFor('ZDEMO_CORE');
  await d.press(':');
  await d.type(`preview ${name}`);
  await d.press(keys.enter);
  await d.waitFor(rows);
}

/** The column under the cursor moved to a field by l. */
async function columnTo(d: Deck, field: string): Promise<void> {
  for (let i = 0; i < 30 && d.state().preview.columns[d.state().preview.column]?.field !== field; i++) await d.press('l');
  expect(d.state().preview.columns[d.state().preview.column]?.field).toBe(field);
}

describe('the preview grid: sort, copy, export', () => {
  it('sorts by the column under the cursor: ascending, descending, then as loaded', async () => {
    deck = startDeck(service);
    await preview(deck, 'ZDEMO_FLIGHT', 'row 1/22');
    const loaded = deck.state().preview.rows.map((r) => r['PRICE']);
    await columnTo(deck, 'PRICE');
    await deck.press('s');
    const ascending = deck.state().preview.rows.map((r) => Number(r['PRICE']));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(deck.frame()).toContain('sorted by PRICE ↑');
    await deck.press('s');
    const descending = deck.state().preview.rows.map((r) => Number(r['PRICE']));
    expect(descending).toEqual([...ascending].sort((a, b) => b - a));
    expect(deck.frame()).toContain('sorted by PRICE ↓');
    await deck.press('s');
    expect(deck.state().preview.rows.map((r) => r['PRICE'])).toEqual(loaded);
    expect(deck.frame()).not.toContain('sorted by');
  });

  it('copies a cell and a row through the terminal (OSC 52) over SSH, and to the system clipboard locally', async () => {
    const written: string[] = [];
    deck = startDeck(service, { clipboard: createClipboard({ env: { SSH_TTY: '/dev/pts/3' }, write: (chunk) => written.push(chunk), system: async () => { throw new Error('not over SSH'); } }) });
    await preview(deck, 'ZDEMO_FLIGHT', 'row 1/22');
    await deck.press('j');
    const row = deck.state().preview.rows[1]!;
    const field = deck.state().preview.columns[0]!.field;
    await deck.press('y');
    await deck.waitFor('through the terminal (OSC 52');
    expect(written).toEqual([`\x1b]52;c;${Buffer.from(row[field]!).toString('base64')}\x07`]);
    expect(deck.frame()).toContain(`copied ${field} of row 2`);
    await deck.press('Y');
    await deck.waitFor('copied row 2');
    const text = Buffer.from(/\x1b\]52;c;([^\x07]*)\x07/.exec(written[1]!)![1]!, 'base64').toString('utf8');
    expect(text).toBe(deck.state().preview.columns.map((c) => row[c.field] ?? '').join('\t'));
    // Y in the record view copies the record shown
    await deck.press('j', keys.enter);
    await deck.waitFor('record view');
    await deck.press('Y');
    await deck.waitFor('copied row 3');
    const record = Buffer.from(/\x1b\]52;c;([^\x07]*)\x07/.exec(written[2]!)![1]!, 'base64').toString('utf8');
    expect(record).toBe(deck.state().preview.columns.map((c) => deck!.state().preview.rows[2]![c.field] ?? '').join('\t'));
    await deck.press(keys.esc);
    deck.unmount();

    const copied: string[] = [];
    deck = startDeck(service, { clipboard: createClipboard({ env: {}, write: (chunk) => written.push(`unexpected ${chunk}`), system: async (t) => void copied.push(t) }) });
    await preview(deck, 'ZDEMO_FLIGHT', 'row 1/22');
    await deck.press('y');
    await deck.waitFor('to the clipboard');
    expect(copied).toEqual([deck.state().preview.rows[0]![field]]);
    expect(written).toHaveLength(3);
  });

  it('exports every row (the rest loaded first) as CSV, and as JSON for a .json name, asking before it overwrites', async () => {
    deck = startDeck(service, { previewPageSize: 20 });
    await preview(deck, 'ZDEMO_BOOKING', 'row 1/48 (20 loaded)');
    const csv = join(folder, 'bookings.csv');
    await deck.press('X');
    expect(deck.state().ui.prompt?.text).toBe('zdemo_booking.csv');
    await deck.press(keys.ctrlU);
    await deck.type(csv);
    await deck.press(keys.enter);
    await deck.waitFor(`wrote 48 row(s) of ZDEMO_BOOKING as CSV to ${csv}`);
    const lines = readFileSync(csv, 'utf8').split('\r\n');
    const fields = deck.state().preview.columns.map((c) => c.field);
    expect(lines[0]).toBe(fields.join(','));
    expect(lines).toHaveLength(48 + 2);
    expect(lines[48]).toContain('00000048');

    const json = join(folder, 'bookings.json');
    writeFileSync(json, 'old');
    await deck.press('X', keys.ctrlU);
    await deck.type(json);
    await deck.press(keys.enter);
    await deck.waitFor(`Overwrite ${json}?`);
    await deck.press('y');
    await deck.waitFor(`as JSON to ${json}`);
    const data = JSON.parse(readFileSync(json, 'utf8')) as Array<Record<string, string>>;
    expect(data).toHaveLength(48);
    expect(Object.keys(data[0]!)).toEqual(fields);
    expect(data).toEqual(deck.state().preview.rows.map((r) => Object.fromEntries(fields.map((f) => [f, r[f] ?? '']))));

    // a folder that does not exist: the reason, nothing written
    const missing = join(folder, 'no-such-folder', 'rows.csv');
    await deck.press('X', keys.ctrlU);
    await deck.type(missing);
    await deck.press(keys.enter);
    await deck.waitFor('ENOENT');
    expect(existsSync(missing)).toBe(false);
  });
});
