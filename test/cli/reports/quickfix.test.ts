import { describe, expect, it } from 'vitest';
import { quickfixText } from '../../../src/cli/reports/quickfix.js';

describe('quickfixText', () => {
  it.each([
    { name: 'line and column as given', finding: { line: 7, column: 12, severity: 'error' as const, message: 'x not found' }, expected: 'a.abap:7:12: error: x not found\n' },
    { name: 'no column: the first', finding: { line: 3, severity: 'warning' as const, message: 'w' }, expected: 'a.abap:3:1: warning: w\n' },
    { name: 'line 0: the first line', finding: { line: 0, column: 0, severity: 'info' as const, message: 'i' }, expected: 'a.abap:1:1: info: i\n' },
    { name: 'a multi-line text on one line', finding: { line: 2, severity: 'error' as const, message: 'first\n  second\n\nthird' }, expected: 'a.abap:2:1: error: first | second | third\n' },
  ])('$name', ({ finding, expected }) => {
    expect(quickfixText([{ name: 'a.abap', findings: [{ ...finding, source: 's' }] }])).toBe(expected);
  });

  it('prints nothing for files without findings', () => {
    expect(quickfixText([{ name: 'a.abap', findings: [] }])).toBe('');
  });
});
