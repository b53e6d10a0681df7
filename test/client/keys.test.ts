import { describe, expect, it } from 'vitest';
import { keysToLower, keysToUpper } from '../../src/protocol/keys.js';

describe('key spelling', () => {
  it.each([
    [{ success: true, nodes: [{ package: 'Z', depth: 0 }] }, { SUCCESS: true, NODES: [{ PACKAGE: 'Z', DEPTH: 0 }] }],
    [{ SUCCESS: true, NODES: [] }, { SUCCESS: true, NODES: [] }],
    [{ Mixed_Case: { inner: [1, 'a', null] } }, { MIXED_CASE: { INNER: [1, 'a', null] } }],
  ])('upper-cases every key of %j', (input, expected) => {
    expect(keysToUpper(input)).toEqual(expected);
  });

  it('lower-cases every key, keeping values', () => {
    expect(keysToLower({ JOB_NAME: 'X', RESULT: '{"A":1}' })).toEqual({ job_name: 'X', result: '{"A":1}' });
  });
});
