import { describe, expect, it } from 'vitest';
import { filteredIndexes, filterLabel, listFilter } from '../../src/store/list-filter.js';

const rows = ['ZCL_DEMO_FARE', 'ZCL_DEMO_DUMP', 'ZIF_DEMO_FARE', 'ZDEMO_REPORT', 'SFLIGHT'];

describe('the / filter of list panes (k9s style)', () => {
  it.each([
    ['', [0, 1, 2, 3, 4]],
    ['fare', [0, 2]],
    ['FARE', [0, 2]],
    ['!fare', [1, 3, 4]],
    ['re:^zcl_', [0, 1]],
    ['re:FARE$|^S', [0, 2, 4]],
    ['!re:^Z', [4]],
    ['  dump ', [1]],
    ['!', [0, 1, 2, 3, 4]],
    ['nothing', []],
  ])('%j keeps %j', (text, kept) => {
    expect(filteredIndexes(rows, listFilter(text))).toEqual(kept);
  });

  it('keeps every row and says why when the expression is invalid', () => {
    const filter = listFilter('re:([a-z');
    expect(filter.error).toMatch(/^not a regular expression: \(\[a-z/);
    expect(filteredIndexes(rows, filter)).toHaveLength(5);
  });

  it('labels the count with the filter', () => {
    expect(filterLabel(listFilter(''), 5, 5)).toBe('5');
    expect(filterLabel(listFilter('!fare'), 3, 5)).toBe('3/5 matching /!fare');
  });
});
