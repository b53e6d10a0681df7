/**
 * Where `e` looks for an object's file (issue 32, item 17): only inside the linked repository's folder — the git
 * working folder holding the deck's folder, below its `.abapgit.xml` starting folder — never in a checkout beside
 * it or nested in it, and nowhere when the deck was started outside a git working folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { editorDeps } from '../../src/tui/editor.js';
import { tempDir } from '../support/service.js';

const fare = { type: 'CLAS', name: 'ZCL_FARE' };
const fileName = 'zcl_fare.clas.abap';
let top: string;

function place(path: string): string {
  const file = join(top, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, 'CLASS zcl_fare DEFINITION.\nENDCLASS.\n');
  return file;
}
const gitInit = (folder: string) => {
  mkdirSync(folder, { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: folder });
};
const workingFileFrom = (cwd: string) => editorDeps({ cwd, env: {} }).workingFile(fare, 'main');

afterEach(() => rmSync(top, { recursive: true, force: true }));

describe('e finds files only inside the linked repository', () => {
  it('outside any git working folder it opens nothing (not a checkout below the folder) and says why', async () => {
    top = tempDir('abapdeck-editor-scope-');
    gitInit(join(top, 'other-checkout'));
    place('other-checkout/src/zcl_fare.clas.abap');
    await expect(workingFileFrom(top)).rejects.toThrow(/not inside a git working folder/);
  });

  it('inside the repository it never enters a nested checkout', async () => {
    top = tempDir('abapdeck-editor-scope-');
    gitInit(join(top, 'repo'));
    gitInit(join(top, 'repo/vendor/unrelated'));
    place('repo/vendor/unrelated/src/zcl_fare.clas.abap');
    expect(await workingFileFrom(join(top, 'repo'))).toBeUndefined();
    const own = place('repo/src/zcl_fare.clas.abap');
    expect(await workingFileFrom(join(top, 'repo'))).toEqual({ path: own, repositoryPath: 'src/zcl_fare.clas.abap' });
  });

  it("looks below the .abapgit.xml's starting folder only, from any folder of the repository", async () => {
    top = tempDir('abapdeck-editor-scope-');
    gitInit(join(top, 'repo'));
    writeFileSync(join(top, 'repo/.abapgit.xml'), '<asx:abap><asx:values><DATA><STARTING_FOLDER>/abap/</STARTING_FOLDER></DATA></asx:values></asx:abap>');
    place(`repo/backup/${fileName}`);
    mkdirSync(join(top, 'repo/docs'));
    expect(await workingFileFrom(join(top, 'repo/docs'))).toBeUndefined();
    const own = place(`repo/abap/core/${fileName}`);
    expect(await workingFileFrom(join(top, 'repo/docs'))).toEqual({ path: own, repositoryPath: `abap/core/${fileName}` });
  });
});
