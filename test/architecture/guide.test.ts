/**
 * docs/ARCHITECTURE.md stays true to the code: its folder table names every folder of src/ (and of src/system/),
 * each path it cites exists, and the repository stands alone (no pointer outside it). docs/PROTOCOL.md names every
 * capability the service announces.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { capabilities } from '../../src/server/routes/health.js';

const root = join(import.meta.dirname, '..', '..');
const guide = readFileSync(join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');

function foldersOf(folder: string): string[] {
  return readdirSync(join(root, folder))
    .filter((name) => statSync(join(root, folder, name)).isDirectory())
    .map((name) => `${folder}/${name}/`);
}

/** The first column of the guide's folder table: `| \`src/cli/\` | … |`. */
const tableFolders = [...guide.matchAll(/^\| `((?:src|screens|test|bench|bin|scripts|examples)[^`]*\/)` \|/gm)].map((match) => match[1]!);

/** Every `path` in back-quotes that names a file or folder of the repository. */
const citedPaths = [...new Set([...guide.matchAll(/`((?:src|screens|test|bench|bin|scripts|docs|examples)\/[A-Za-z0-9_./*-]+)`/g)].map((match) => match[1]!))];

describe('docs/ARCHITECTURE.md', () => {
  it('has a folder table', () => {
    expect(tableFolders.length).toBeGreaterThan(10);
  });

  it('names each folder of src/ and src/system/ in its table', () => {
    const folders = [...foldersOf('src'), ...foldersOf('src/system'), 'screens/'];
    expect(folders.filter((folder) => !tableFolders.includes(folder))).toEqual([]);
  });

  it('names only folders that exist', () => {
    expect(tableFolders.filter((folder) => !existsSync(join(root, folder)))).toEqual([]);
  });

  it('cites only paths that exist', () => {
    const missing = citedPaths.filter((path) => !path.includes('*') && !existsSync(join(root, path.replace(/[.,:]$/, ''))));
    expect(missing).toEqual([]);
  });

  it.each(['README.md', 'docs/ARCHITECTURE.md', 'docs/PROTOCOL.md'])('%s points nowhere outside the repository', (file) => {
    expect(readFileSync(join(root, file), 'utf8')).not.toMatch(/\.\.\/shared|protocol-notes|DESIGN\.md/);
  });
});

describe('docs/PROTOCOL.md', () => {
  it('names every capability the service announces', () => {
    const protocol = readFileSync(join(root, 'docs', 'PROTOCOL.md'), 'utf8');
    expect(capabilities.filter((name) => !protocol.includes(`\`${name}\``))).toEqual([]);
  });
});
