/**
 * W3MI (MIME objects), TRAN (transactions), SHLP (search helps) and ENQU (lock objects), as abapGit writes them: read and written
 * back byte for byte. The fixtures are written here in the format's layout (BOM, LF, one-space indentation).
 */
import { describe, expect, it } from 'vitest';
import { deserializeObjects, serializeObject } from '../../../src/system/abapgit/index.js';
import { lockObjectFixture, mimeFixtures, searchHelpFixture, transactionFixture } from './workbench-fixtures.js';

describe('MIME objects, transactions, search helps and lock objects in the abapGit format', () => {
  const files = [...mimeFixtures, transactionFixture, searchHelpFixture, lockObjectFixture];
  const { objects, problems } = deserializeObjects(files, 'ZDECK');

  it('reads every file', () => {
    expect(problems).toEqual([]);
    expect(objects.map((object) => `${object.type} ${object.name}`).sort()).toEqual(['ENQU EZDECK_ITEM', 'SHLP ZDECK_CARRIER', 'TRAN ZDECK_RUN', 'W3MI ZDECK_LOGO', 'W3MI ZDECK_STYLES']);
  });

  it('takes the description of each (text, transaction text, search help text)', () => {
    const description = (name: string) => objects.find((object) => object.name === name)?.description;
    expect(description('ZDECK_STYLES')).toBe('ZDECK_STYLES content');
    expect(description('ZDECK_RUN')).toBe('Run the deck & its report');
    expect(description('ZDECK_CARRIER')).toBe('Carriers');
  });

  it.each(files.map((file) => [file.path]))('writes %s back to the same bytes', (path) => {
    const written = objects.flatMap((object) => serializeObject(object));
    const file = written.find((candidate) => candidate.path === path);
    expect(file, `${path} not written`).toBeDefined();
    expect(file!.data.equals(files.find((candidate) => candidate.path === path)!.data)).toBe(true);
  });
});
