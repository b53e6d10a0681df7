import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesBelow } from '../../src/workspace/files-below.js';

let root: string;
const file = (path: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), '');
};
const found = (options: Parameters<typeof filesBelow>[1]) => filesBelow(root, options).map((path) => relative(root, path));
const abap = (name: string) => name.endsWith('.abap');
const none = () => false;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'abapdeck-files-below-'));
  for (const path of ['a/b/c/deep.abap', 'a/shallow.abap', 'top.abap', 'node_modules/x.abap', 'a/readme.md']) file(path);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('files below a folder', () => {
  it('finds shallow files before deep ones and leaves out skipped folders', () => {
    expect(found({ wanted: abap, maxDepth: 10, skip: (name) => name === 'node_modules' })).toEqual(['top.abap', 'a/shallow.abap', 'a/b/c/deep.abap']);
  });

  it('reads no deeper than asked, stops at the limit and after the folders it may read', () => {
    expect(found({ wanted: abap, maxDepth: 1, skip: none })).toEqual(expect.arrayContaining(['top.abap', 'a/shallow.abap', 'node_modules/x.abap']));
    expect(found({ wanted: abap, maxDepth: 1, skip: none })).not.toContain('a/b/c/deep.abap');
    expect(found({ wanted: abap, maxDepth: 10, skip: none, limit: 1 })).toEqual(['top.abap']);
    expect(found({ wanted: abap, maxDepth: 10, skip: none, maxFolders: 1 })).toEqual(['top.abap']);
  });
});
