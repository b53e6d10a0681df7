/** The pure parts of the language keys: word motions, the name at a column, and a rename's text edits. */
import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../../src/store/language.js';
import { nameAt, wordStart } from '../../src/store/source.js';

const line = '  DATA(lo_circle) = zcl_circle=>create( 2 ).';

describe('word motions (W B)', () => {
  it.each([
    { from: 0, step: 1, to: 2 },
    { from: 2, step: 1, to: 7 },
    { from: 7, step: 1, to: 20 },
    { from: 20, step: 1, to: 32 },
    { from: 32, step: 1, to: 40 },
    { from: 40, step: 1, to: 40 },
    { from: 32, step: -1, to: 20 },
    { from: 25, step: -1, to: 20 },
    { from: 2, step: -1, to: 0 },
  ] as const)('from $from by $step: $to', ({ from, step, to }) => {
    expect(wordStart(line, from, step)).toBe(to);
  });

  it('takes a namespace as part of a name', () => {
    expect(wordStart('  /dmo/cl_x=>run( ).', 0, 1)).toBe(2);
    expect(wordStart('  /dmo/cl_x=>run( ).', 2, 1)).toBe(13);
  });
});

describe('the name at a column', () => {
  it.each([
    { column: 32, name: 'create' },
    { column: 35, name: 'create' },
    { column: 38, name: 'create' },
    { column: 20, name: 'zcl_circle' },
    { column: 1, name: '' },
    { column: 18, name: '' },
  ])('column $column: "$name"', ({ column, name }) => {
    expect(nameAt(line, column)).toBe(name);
  });
});

describe('text edits', () => {
  const range = (line: number, start: number, end: number) => ({ start: { line, character: start }, end: { line, character: end } });
  it.each([
    { text: 'a create b', edits: [{ range: range(0, 2, 8), newText: 'make' }], out: 'a make b' },
    { text: 'create create', edits: [{ range: range(0, 0, 6), newText: 'mk' }, { range: range(0, 7, 13), newText: 'mk' }], out: 'mk mk' },
    { text: 'x\ncreate\ny create', edits: [{ range: range(2, 2, 8), newText: 'make' }, { range: range(1, 0, 6), newText: 'make' }], out: 'x\nmake\ny make' },
    { text: 'x\r\ncreate\r\n', edits: [{ range: range(1, 0, 6), newText: 'make' }], out: 'x\r\nmake\r\n' },
  ])('$out', ({ text, edits, out }) => {
    expect(applyTextEdits(text, edits)).toBe(out);
  });
});
