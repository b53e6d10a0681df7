/**
 * The debug REPL's line editing on a terminal: Tab completes commands and variable names (of the frame, and
 * below a path), the history is kept between sessions in an owner-only file; tested on the replay REPL (the
 * same input as the live one) with a fake terminal, and the completion rules as tables.
 */
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { matching } from '../../src/debug/line-input.js';
import { replCandidates } from '../../src/debug/repl.js';
import { runReplay } from '../../src/debug/replay-repl.js';
import { ReplayCursor, type Recording } from '../../src/debug/recording.js';
import type { Variable } from '../../src/debug/session.js';
import { tempDir } from '../support/service.js';

const variable = (name: string, value: string, metaType = 'simple', type = 'C'): Variable => ({ id: name, name, type, metaType, value });

function recording(): Recording {
  const position = (line: number) => ({ program: 'ZCL_X=========================CP', include: 'ZCL_X=========================CM001', line, event: 'METHOD MAIN', uri: '', lines: [{ line, text: `statement ${line}`, current: true }] });
  const stack = [{ stackPosition: 1, stackType: 'ABAP', programName: 'ZCL_X', includeName: 'ZCL_X=========================CM001', line: 10, eventType: 'METHOD', eventName: 'MAIN', uri: '' }];
  return {
    format: 'abapdeck-debug-recording',
    version: 1,
    recordedAt: '2026-11-26T18:00:00.000Z',
    system: { origin: 'http://127.0.0.1:1', client: '100', user: 'DEVELOPER' },
    stops: [
      {
        at: '2026-11-26T18:00:01.000Z',
        position: position(10),
        stack,
        variables: [variable('LS_ITEM', '', 'structure', 'TY_ITEM'), variable('LV_TEXT', 'hello', 'string', 'STRING'), variable('LV_COUNT', '3', 'simple', 'I')],
        expanded: { LS_ITEM: { variable: variable('LS_ITEM', '', 'structure', 'TY_ITEM'), children: [variable('LS_ITEM-ID', '1', 'simple', 'I'), variable('LS_ITEM-NAME', 'one', 'string', 'STRING')] } },
      },
      { at: '2026-11-26T18:00:02.000Z', position: position(11), stack, expanded: {} },
    ],
  };
}

/** A fake terminal: keys in, everything the REPL draws out. */
function terminal() {
  const input = new PassThrough() as PassThrough & { isTTY?: boolean };
  const output = new PassThrough() as PassThrough & { columns?: number; isTTY?: boolean };
  output.columns = 80;
  let drawn = '';
  output.on('data', (chunk: Buffer) => (drawn += chunk.toString()));
  let written = '';
  return {
    input,
    output,
    write: (text: string) => (written += text),
    written: () => written,
    drawn: () => drawn,
    type: async (keys: string) => {
      input.write(keys);
      await new Promise((resolve) => setTimeout(resolve, 30));
    },
  };
}

describe('completion rules', () => {
  it.each([
    [['LV_TEXT', 'LV_COUNT', 'LS_ITEM'], 'LV_', ['LV_TEXT', 'LV_COUNT']],
    [['LV_TEXT', 'LV_COUNT', 'LS_ITEM'], 'lv_t', ['lv_text']],
    [['LV_TEXT', 'LV_COUNT'], 'Lv_C', ['Lv_COUNT']],
    [['LS_ITEM-ID', 'LS_ITEM-NAME'], 'ls_item-n', ['ls_item-name']],
    [['LV_TEXT'], '', ['LV_TEXT']],
    [['LV_TEXT'], 'X', []],
  ])('%j completes %s to %j', (candidates, word, expected) => {
    expect(matching(candidates, word)).toEqual(expected);
  });

  const frame = async () => ['LS_ITEM', 'LO_SELF', 'LT_ITEMS'];
  const below = async (path: string) => [`${path}:children`];
  it.each([
    ['', ['s', 'n', 'o', 'c', 'v', 'x', 'bt', 'f', 'set', 'r', 'j', 'w', 'wl', 'wd', 'e', 'q', 'kill', 'h']],
    ['b', ['s', 'n', 'o', 'c', 'v', 'x', 'bt', 'f', 'set', 'r', 'j', 'w', 'wl', 'wd', 'e', 'q', 'kill', 'h']],
    ['w ls_', ['LS_ITEM', 'LO_SELF', 'LT_ITEMS']],
    ['set lv_', ['LS_ITEM', 'LO_SELF', 'LT_ITEMS']],
    ['x ', ['LS_ITEM', 'LO_SELF', 'LT_ITEMS']],
    ['x ls_', ['LS_ITEM', 'LO_SELF', 'LT_ITEMS']],
    ['x ls_item-', ['LS_ITEM:children']],
    ['x ls_item-na', ['LS_ITEM:children']],
    ['x lo_self->', ['LO_SELF:children']],
    ['x lo_self->mv', ['LO_SELF:children']],
    ['x lt_items[1]-', ['LT_ITEMS[1]:children']],
    ['x lt_items[', ['LT_ITEMS:children']],
    ['bt x', []],
  ])('after %j the candidates are %j', async (line, expected) => {
    expect(await replCandidates(line, frame, below)).toEqual(expected);
  });
});

describe('line editing on a terminal', () => {
  it('Tab completes a command and a variable name, the history recalls lines, and is kept for the next session', async () => {
    const dir = tempDir('abapdeck-history-');
    const historyFile = join(dir, 'debug', 'history');
    try {
      const first = terminal();
      const done = runReplay(new ReplayCursor(recording()), { input: first.input, output: first.output, terminal: true, historyFile, write: first.write, note: () => undefined });
      await first.type('x ls_i\t');
      expect(first.drawn()).toContain('x ls_item');
      await first.type('\r');
      expect(first.written()).toMatch(/LS_ITEM-NAME +STRING +`one`/);
      // Tab twice lists the candidates when they differ
      await first.type('x LV_');
      await first.type('\t');
      await first.type('\t');
      expect(first.drawn(), JSON.stringify(first.drawn())).toMatch(/LV_TEXT\s+LV_COUNT/);
      await first.type('\x15'); // Ctrl+U: the line is cleared
      await first.type('n\r');
      expect(first.written()).toContain('[2/2]');
      // up arrow twice: the line before the last
      await first.type('\x1b[A\x1b[A\r');
      expect(first.written()).toContain('LS_ITEM was not expanded at this stop while recording.');
      await first.type('q\r');
      expect(await done).toBe(2);
      expect(readFileSync(historyFile, 'utf8').split('\n').slice(0, 3)).toEqual(['q', 'x ls_item', 'n']);
      expect(statSync(historyFile).mode & 0o777).toBe(0o600);

      const second = terminal();
      const again = runReplay(new ReplayCursor(recording()), { input: second.input, output: second.output, terminal: true, historyFile, write: second.write, note: () => undefined });
      await second.type('\x1b[A\x1b[A\r');
      expect(second.written()).toMatch(/LS_ITEM-ID +I +'1'/);
      await second.type('q\r');
      expect(await again).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
