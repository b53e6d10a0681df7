import { describe, expect, it } from 'vitest';
import { exportFormatOf, rowAsText, rowsAsCsv, rowsAsJson, sortRows } from '../../src/store/export-rows.js';
import { osc52 } from '../../src/store/clipboard.js';

const rows = [
  { CARRID: 'ZA', PRICE: '450.00', NOTE: 'plain' },
  { CARRID: 'ZB', PRICE: '12.50-', NOTE: 'with, comma' },
  { CARRID: 'za', PRICE: '99', NOTE: 'say "hi"\nthen go' },
];

describe('preview rows: sort, export, copy', () => {
  it.each([
    ['CARRID', false, false, ['ZA', 'za', 'ZB']],
    ['CARRID', true, false, ['ZB', 'ZA', 'za']],
    ['PRICE', false, true, ['12.50-', '99', '450.00']],
    ['PRICE', true, false, ['450.00', '99', '12.50-']],
  ])('sorts by %s (descending %s, numeric type %s)', (field, descending, numeric, expected) => {
    expect(sortRows(rows, field, descending, numeric).map((r) => r[field])).toEqual(expected);
  });

  it('writes CSV as RFC 4180 and JSON as an array of objects in the grid order', () => {
    expect(rowsAsCsv(['CARRID', 'NOTE'], rows)).toBe('CARRID,NOTE\r\nZA,plain\r\nZB,"with, comma"\r\nza,"say ""hi""\nthen go"\r\n');
    expect(JSON.parse(rowsAsJson(['NOTE', 'CARRID'], rows.slice(0, 1)))).toEqual([{ NOTE: 'plain', CARRID: 'ZA' }]);
    expect(Object.keys(JSON.parse(rowsAsJson(['NOTE', 'CARRID'], rows.slice(0, 1)))[0])).toEqual(['NOTE', 'CARRID']);
    expect(exportFormatOf('out/rows.JSON')).toBe('json');
    expect(exportFormatOf('rows.csv')).toBe('csv');
    expect(exportFormatOf('rows')).toBe('csv');
  });

  it('copies a row tab-separated and asks the terminal with OSC 52 (wrapped for tmux)', () => {
    expect(rowAsText(['CARRID', 'NOTE'], rows[2]!)).toBe('za\tsay "hi" then go');
    expect(osc52('ZA', {})).toBe(`\x1b]52;c;${Buffer.from('ZA').toString('base64')}\x07`);
    expect(osc52('ZA', { TMUX: '/tmp/tmux' })).toBe(`\x1bPtmux;\x1b\x1b]52;c;WkE=\x07\x1b\\`);
  });
});
