/**
 * The short dump answers read through their schema (src/protocol/execution.ts): the list and the detail in any
 * key spelling, numbers and flags as text, the detail's fields left out of a list, a bad shape named.
 */
import { describe, expect, it } from 'vitest';
import { normalizeDumpResult } from '../../src/client/execution.js';
import { Value } from 'typebox/value';
import { DumpData, DumpRequest } from '../../src/protocol/execution.js';

const listed = { ID: 'D1', UTC_TIMESTAMP: '20261129120000', DATE: '20261129', TIME: '120000', USER: 'DEVELOPER', PROGRAM: 'ZP', OBJECT: 'ZP', ERROR: 'COMPUTE_INT_ZERODIVIDE', EXCEPTION: 'CX_SY_ZERODIVIDE', PACKAGE: '$TMP', HOST: 'deck' };

describe('dump list', () => {
  it('reads lower case and camelCase, numbers and flags as text, without the detail fields', () => {
    const lower = { success: 'X', command: 'dump', message: '1 short dump(s) found', total: '1', dumps: [Object.fromEntries(Object.entries(listed).map(([k, v]) => [k.toLowerCase(), v]))] };
    const expected = { SUCCESS: true, COMMAND: 'DUMP', MESSAGE: '1 short dump(s) found', TOTAL: 1, DUMPS: [listed], ERROR: '' };
    expect(normalizeDumpResult(lower)).toEqual(expected);
    expect(normalizeDumpResult({ ...lower, dumps: [{ ...lower.dumps[0], utc_timestamp: undefined, utcTimestamp: '20261129120000' }] })).toEqual(expected);
    expect(normalizeDumpResult({ SUCCESS: false, ERROR: 'not authorized' })).toEqual({ SUCCESS: false, COMMAND: 'DUMP', MESSAGE: '', TOTAL: 0, DUMPS: [], ERROR: 'not authorized' });
  });

  it('names a bad shape', () => {
    expect(() => normalizeDumpResult({ DUMPS: 'D1' })).toThrow("unexpected answer: DUMPS is the text 'D1' where a list belongs");
  });
});

describe('dump detail', () => {
  it('reads what happened, the source position and the call stack', () => {
    const detail = normalizeDumpResult({
      SUCCESS: true,
      DUMPS: [{ ...listed, WHAT_HAPPENED: 'Division by zero', SOURCE_LINE: '7', SOURCE_INCLUDE: 'ZP', sourceFile: 'zp.prog.abap', SOURCE_FILE_LINE: '7', CALL_STACK: [{ level: '1', program: 'ZP', include: 'ZP', line: '7' }] }],
    }).DUMPS[0]!;
    expect(detail).toEqual({
      ...listed,
      WHAT_HAPPENED: 'Division by zero',
      SOURCE_LINE: 7,
      SOURCE_INCLUDE: 'ZP',
      SOURCE_FILE: 'zp.prog.abap',
      SOURCE_FILE_LINE: 7,
      CALL_STACK: [{ LEVEL: 1, CLASS: '', METHOD: '', PROGRAM: 'ZP', INCLUDE: 'ZP', LINE: 7 }],
    });
  });

  it('names a bad shape in the call stack', () => {
    expect(() => normalizeDumpResult({ DUMPS: [{ CALL_STACK: [{}, 'ZP'] }] })).toThrow("unexpected answer: DUMPS[0].CALL_STACK[1] is the text 'ZP' where an object belongs");
  });

  it('is one body with the list filters and the detail', () => {
    expect(Object.keys(DumpRequest.properties)).toEqual(['limit', 'user', 'program', 'error', 'ts_from', 'ts_to', 'detail']);
    expect(DumpRequest.required ?? []).toEqual([]);
  });
});

describe('what abapdeck dump gives', () => {
  it('is the answer read with the zone of its times (the schema MCP tools answer with)', () => {
    const data = { ...normalizeDumpResult({ SUCCESS: true, TOTAL: 1, DUMPS: [listed] }), TIMEZONE: 'Europe/Berlin' };
    expect(Value.Check(DumpData, data)).toBe(true);
    expect(Value.Check(DumpData, { ...data, TIMEZONE: undefined })).toBe(false);
  });
});
