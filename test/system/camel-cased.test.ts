import { describe, expect, it } from 'vitest';
import { camelCased } from '../../src/system/camel-cased.js';

describe('camelCased: a database row as the object it stores', () => {
  const row = { repo_key: '1', url: 'u', last_pulled_commit: 'c0ffee', created_at: 't', git_secret: 's' };

  it.each([
    [['url'] as const, { url: 'u' }],
    [['last_pulled_commit', 'created_at'] as const, { lastPulledCommit: 'c0ffee', createdAt: 't' }],
    [['repo_key', 'url'] as const, { repoKey: '1', url: 'u' }],
  ])('columns %j → %j, and only those', (columns, expected) => {
    expect(camelCased(row, columns)).toStrictEqual(expected);
  });

  it('keeps the order of the columns given (JSON answers keep their key order)', () => {
    expect(Object.keys(camelCased(row, ['created_at', 'url', 'repo_key']))).toEqual(['createdAt', 'url', 'repoKey']);
  });

  it('keeps a column that is absent or undefined as an undefined field, as the hand-written mappings did', () => {
    const field: { key: boolean; dataElement?: string } = { key: true };
    const mapped = camelCased(field, ['key', 'dataElement']);
    expect(mapped).toStrictEqual({ key: true, dataElement: undefined });
    expect(JSON.stringify(mapped)).toBe('{"key":true}');
  });
});
