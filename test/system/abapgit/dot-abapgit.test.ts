import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDotAbapgit, isIgnored, parseDotAbapgit, serializeDotAbapgit } from '../../../src/system/abapgit/index.js';
import { REFERENCE_DIR, hasReference } from './reference-files.js';

describe('.abapgit.xml', () => {
  it('writes the settings of a new repository without an abapGit root, asx:abap at column 0', () => {
    expect(serializeDotAbapgit(defaultDotAbapgit()).toString('utf8')).toBe(
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n' +
        '<asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">\n' +
        ' <asx:values>\n' +
        '  <DATA>\n' +
        '   <MASTER_LANGUAGE>E</MASTER_LANGUAGE>\n' +
        '   <STARTING_FOLDER>/src/</STARTING_FOLDER>\n' +
        '   <FOLDER_LOGIC>PREFIX</FOLDER_LOGIC>\n' +
        '   <IGNORE>\n' +
        '    <item>/.gitignore</item>\n' +
        '    <item>/LICENSE</item>\n' +
        '    <item>/README.md</item>\n' +
        '    <item>/package.json</item>\n' +
        '    <item>/.travis.yml</item>\n' +
        '   </IGNORE>\n' +
        '  </DATA>\n' +
        ' </asx:values>\n' +
        '</asx:abap>\n',
    );
  });

  it.skipIf(!hasReference)('writes for a new repository what abapGit wrote for DDIC_Integration', () => {
    const reference = readFileSync(join(REFERENCE_DIR, 'dot-abapgit', 'abapGit-tests+DDIC_Integration', '.abapgit.xml'));
    expect(serializeDotAbapgit(defaultDotAbapgit()).equals(reference)).toBe(true);
  });

  it.skipIf(!hasReference)('reads name, folder logic and the components it does not model', () => {
    const dot = parseDotAbapgit(readFileSync(join(REFERENCE_DIR, 'dot-abapgit', 'abapGit+abapGit', '.abapgit.xml')));
    expect(dot).toEqual({
      name: 'abapGit',
      masterLanguage: 'E',
      startingFolder: '/src/',
      folderLogic: 'PREFIX',
      ignore: [],
      other: { VERSION_CONSTANT: 'ZIF_ABAPGIT_VERSION=>C_ABAP_VERSION' },
    });
  });

  const dot = { ...defaultDotAbapgit(), ignore: ['/README.md', '/src/generated/*', '/src/z+.prog.abap'] };
  it.each([
    ['/README.md', true],
    ['README.md', true],
    ['/readme.MD', true],
    ['/src/zcl_x.clas.abap', false],
    ['/src/generated/zcl_y.clas.abap', true],
    ['/src/za.prog.abap', true],
    ['/src/zab.prog.abap', false],
    ['/docs/zcl_x.clas.abap', true],
    ['/SRC/zcl_x.clas.abap', false],
  ] as const)('%s ignored: %s', (path, ignored) => {
    expect(isIgnored(dot, path)).toBe(ignored);
  });
});
