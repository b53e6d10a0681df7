import { describe, expect, it } from 'vitest';
import { applySuppressions, exclusionOf, matchesPattern } from '../../../src/cli/inspect/policy.js';
import type { InspectResult } from '../../../src/protocol/checks.js';

describe('inspect policy patterns', () => {
  it.each([
    ['ZCL_DEMO_X', 'ZCL_DEMO_*', true],
    ['zcl_demo_x', 'ZCL_DEMO_*', true],
    ['ZCL_DEMO_X', 'ZCL_DEMO', false],
    ['ZCL_DEMO_X', '*DEMO*', true],
    ['ZCL_DEMO_X', 'ZCL.DEMO_X', false],
    ['Escape SQL host variables', 'escape sql*', true],
    ['/DMO/CL_X', '/DMO/*', true],
    ['A(B)', 'A(B)', true],
  ])('%s against %s: %s', (text, pattern, expected) => {
    expect(matchesPattern(text, pattern)).toBe(expected);
  });

  it('names the first exclude pattern an object matches', () => {
    expect(exclusionOf('ZCL_GEN_X', ['ZCL_OLD*', 'zcl_gen_*'])).toBe('zcl_gen_*');
    expect(exclusionOf('ZCL_KEEP', ['ZCL_OLD*'])).toBeUndefined();
  });
});

describe('applySuppressions', () => {
  const result: InspectResult = {
    success: '',
    object_type: 'CLAS',
    object_name: 'ZCL_X',
    error_count: 2,
    errors: [
      { line: '9', column: '1', text: 'Legacy error', word: '', sobjname: 'I', method_name: 'B' },
      { line: '3', column: '1', text: 'Real error', word: '', sobjname: 'I', method_name: 'A' },
    ],
    warnings: [{ line: '1', message: 'Escape SQL host variables', sobjname: 'I', method_name: 'A' }],
    infos: [{ line: '5', message: 'Unused type', sobjname: 'I', method_name: 'A' }],
  };

  it('moves matching findings to the infos, marked and in method-then-line order, and recounts the errors', () => {
    const { results, count } = applySuppressions([result], [{ object: 'ZCL_*', message: 'legacy*' }, { object: '*', message: 'Escape SQL host variables' }]);
    expect(count).toBe(2);
    expect(results[0]).toMatchObject({ success: '', error_count: 1, errors: [{ text: 'Real error' }], warnings: [] });
    expect(results[0]!.infos.map((info) => `${info.method_name}:${info.line} ${info.message}`)).toEqual([
      'A:1 [suppressed] Escape SQL host variables',
      'A:5 Unused type',
      'B:9 [suppressed] Legacy error',
    ]);
  });

  it('lets an object whose every error is suppressed succeed', () => {
    const { results } = applySuppressions([result], [{ object: 'zcl_x', message: '*error' }]);
    expect(results[0]).toMatchObject({ success: 'X', error_count: 0, errors: [] });
  });

  it('leaves other objects and unmatched results as they came', () => {
    const input = [result];
    const { results, count } = applySuppressions(input, [{ object: 'ZCL_OTHER', message: '*' }]);
    expect(count).toBe(0);
    expect(results).toBe(input);
  });
});
