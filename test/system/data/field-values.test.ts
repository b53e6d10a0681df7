import { describe, expect, it } from 'vitest';
import { initialValue, toExternal, toStored, type TypedField } from '../../../src/system/data/field-values.js';
import { storageClassOf } from '../../../src/system/data/ddic-types.js';

const field = (type: string, length = 0, decimals = 0): TypedField => ({ field: 'F', type, length, decimals });

describe('ABAP values in the application database', () => {
  it.each([
    [field('CHAR', 5), 'ab  ', 'ab'],
    [field('CHAR', 5), '  ab', '  ab'],
    [field('STRG'), 'ab  ', 'ab  '],
    [field('NUMC', 4), '42', '0042'],
    [field('NUMC', 4), '', '0000'],
    [field('NUMC', 4), '000042', '0042'],
    [field('DATS', 8), '2024-02-29', '20240229'],
    [field('DATS', 8), '', '00000000'],
    [field('TIMS', 6), '23:59:58', '235958'],
    [field('INT4', 10), '-17', -17],
    [field('INT4', 10), '17-', -17],
    [field('INT8', 19), '9007199254740993', 9007199254740993n],
    [field('DEC', 15, 2), '1234.5', 1234.5],
    [field('CURR', 15, 2), '', 0],
    [field('FLTP', 16), '1.5E3', 1500],
    [field('RAW', 4), 'ab01', 'AB010000'],
  ])('stores %o %j as %o', (typed, text, stored) => {
    expect(toStored(typed, text)).toEqual({ ok: true, value: stored });
  });

  it.each([
    [field('CHAR', 2), 'abc', "value 'abc' is longer than 2 characters for CHAR(2) field F"],
    [field('NUMC', 3), '12a', "value '12a' is not made of digits for NUMC(3) field F"],
    [field('NUMC', 3), '1234', "value '1234' has more than 3 digits for NUMC(3) field F"],
    [field('DATS', 8), '20241301', "value '20241301' is not a valid date"],
    [field('TIMS', 6), '246000', "value '246000' is not a valid time"],
    [field('INT1', 3), '256', "value '256' is out of range 0..255 for INT1(3) field F"],
    [field('DEC', 5, 2), '1234.5', "value '1234.5' has more than 3 integer digits for DEC(5,2) field F"],
    [field('DEC', 5, 2), '1.234', "value '1.234' has more than 2 decimal places for DEC(5,2) field F"],
    [field('DEC', 5, 2), '1,5', "value '1,5' is not a decimal number for DEC(5,2) field F"],
    [field('RAW', 1), 'G0', "value 'G0' is not hexadecimal bytes for RAW(1) field F"],
  ])('rejects %o %j', (typed, text, reason) => {
    expect(toStored(typed, text)).toEqual({ ok: false, reason });
  });

  it('renders stored values back as ABAP strings, numbers with their decimals', () => {
    expect(toExternal(field('CURR', 15, 2), 700)).toBe('700.00');
    expect(toExternal(field('CURR', 15, 2), 12n)).toBe('12.00');
    expect(toExternal(field('DEC', 15, 3), 0.1)).toBe('0.100');
    expect(toExternal(field('INT4', 10), 5n)).toBe('5');
    expect(toExternal(field('NUMC', 4), null)).toBe('0000');
    expect(toExternal(field('DATS', 8), '20240101')).toBe('20240101');
  });

  it('chooses initial values and SQLite storage classes by type family', () => {
    expect(['CHAR', 'NUMC', 'DATS', 'TIMS', 'INT4', 'DEC', 'CURR', 'FLTP', 'RAW', 'STRG'].map(storageClassOf)).toEqual([
      'TEXT', 'TEXT', 'TEXT', 'TEXT', 'INTEGER', 'NUMERIC', 'NUMERIC', 'REAL', 'TEXT', 'TEXT',
    ]);
    expect([field('NUMC', 3), field('DATS', 8), field('TIMS', 6), field('RAW', 2), field('CHAR', 3)].map(initialValue)).toEqual([
      '000', '00000000', '000000', '0000', '',
    ]);
  });
});
