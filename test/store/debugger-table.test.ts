/** An internal table of the debugger in the preview grid (src/store/debugger-table.ts). */
import { describe, expect, it } from 'vitest';
import { tableGrid } from '../../src/store/debugger-table.js';
import { variable } from '../support/fake-debug-tools.js';

describe('an internal table as grid rows', () => {
  it('gives a structured line a column per component, the row number first', () => {
    const grid = tableGrid([
      { variable: variable('LT_X[1]', '', 'structure'), children: [variable('LT_X[1]-ID', '1'), variable('LT_X[1]-NAME', 'one')] },
      { variable: variable('LT_X[2]', '', 'structure'), children: [variable('LT_X[2]-ID', '2'), variable('LT_X[2]-NAME', 'two')] },
    ]);
    expect(grid.fields.map((field) => field.field)).toEqual(['ROW', 'ID', 'NAME']);
    expect(grid.rows).toEqual([
      { ROW: '1', ID: '1', NAME: 'one' },
      { ROW: '2', ID: '2', NAME: 'two' },
    ]);
  });

  it('gives a line of another kind one VALUE column, and a nested table its line count', () => {
    const grid = tableGrid([
      { variable: variable('LT_S[1]', 'abc'), children: [] },
      { variable: variable('LT_S[2]', '', 'table', { tableLines: 4 }), children: [] },
    ]);
    expect(grid.fields.map((field) => field.field)).toEqual(['ROW', 'VALUE']);
    expect(grid.rows).toEqual([
      { ROW: '1', VALUE: 'abc' },
      { ROW: '2', VALUE: '4 lines' },
    ]);
  });
});
