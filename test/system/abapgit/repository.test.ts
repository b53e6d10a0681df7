import { describe, expect, it } from 'vitest';
import {
  FolderLogicError,
  defaultDotAbapgit,
  readRepository,
  writeRepository,
  type DotAbapgit,
} from '../../../src/system/abapgit/index.js';
import type { AbapObject, GitFile, PackageInfo } from '../../../src/system/objects.js';

function pkg(name: string, parent: string, description: string): PackageInfo {
  return { name, parent, description, softwareComponent: name.startsWith('$') ? 'LOCAL' : 'HOME', metadata: { DEVC: { CTEXT: description } } };
}

function program(name: string, packageName: string): AbapObject & { package: string } {
  return {
    type: 'PROG', name, description: `Program ${name}`, package: packageName, sources: { main: `REPORT ${name.toLowerCase()}.` },
    metadata: { PROGDIR: { NAME: name, SUBC: '1', FIXPT: 'X', UCCHECK: 'X' }, TPOOL: [{ ID: 'R', ENTRY: `Program ${name}`, LENGTH: String(8 + name.length) }] },
  };
}

function dataElement(name: string, packageName: string): AbapObject & { package: string } {
  return {
    type: 'DTEL', name, description: 'Element', package: packageName, sources: {},
    metadata: { DD04V: { ROLLNAME: name, DDLANGUAGE: 'E', DOMNAME: 'CHAR10', DDTEXT: 'Element' } },
  };
}

const text = (data: string): Buffer => Buffer.from(data, 'utf8');
const paths = (files: GitFile[]): string[] => files.map((file) => file.path);

describe('writeRepository and readRepository with PREFIX folder logic', () => {
  const dot: DotAbapgit = { ...defaultDotAbapgit(), ignore: [...defaultDotAbapgit().ignore, '/src/notes/*'] };
  const packages = [pkg('ZDEMO', '', 'Demo'), pkg('ZDEMO_UTIL', 'ZDEMO', 'Utilities'), pkg('ZDEMO_UTIL_DEEP', 'ZDEMO_UTIL', 'Deep')];
  const objects = [program('ZDEMO_MAIN', 'ZDEMO'), program('ZDEMO_TOOL', 'ZDEMO_UTIL'), dataElement('ZDEMO_ELEMENT', 'ZDEMO_UTIL_DEEP')];
  const files = writeRepository({ dotAbapgit: dot, rootPackage: 'ZDEMO', packages, objects });

  it('puts a sub package into a folder named after what follows its parent prefix', () => {
    expect(paths(files)).toEqual([
      '.abapgit.xml',
      'src/package.devc.xml',
      'src/util/deep/package.devc.xml',
      'src/util/deep/zdemo_element.dtel.xml',
      'src/util/package.devc.xml',
      'src/util/zdemo_tool.prog.abap',
      'src/util/zdemo_tool.prog.xml',
      'src/zdemo_main.prog.abap',
      'src/zdemo_main.prog.xml',
    ]);
  });

  it('reads packages, parents and objects back, leaving ignored files and files outside the starting folder alone', () => {
    const tree = [
      ...files,
      { path: 'README.md', data: text('# demo') },
      { path: 'docs/zx.prog.abap', data: text('REPORT zx.') },
      { path: 'src/notes/todo.txt', data: text('later') },
    ];
    const read = readRepository(tree, 'ZDEMO');
    expect(read.problems).toEqual([]);
    expect(read.dotAbapgit).toEqual(dot);
    expect(read.packages).toEqual(packages);
    expect(read.objects.map(({ type, name, package: packageName, paths: objectPaths }) => ({ type, name, packageName, objectPaths }))).toEqual([
      { type: 'PROG', name: 'ZDEMO_MAIN', packageName: 'ZDEMO', objectPaths: ['src/zdemo_main.prog.abap', 'src/zdemo_main.prog.xml'] },
      { type: 'PROG', name: 'ZDEMO_TOOL', packageName: 'ZDEMO_UTIL', objectPaths: ['src/util/zdemo_tool.prog.abap', 'src/util/zdemo_tool.prog.xml'] },
      { type: 'DTEL', name: 'ZDEMO_ELEMENT', packageName: 'ZDEMO_UTIL_DEEP', objectPaths: ['src/util/deep/zdemo_element.dtel.xml'] },
    ]);
  });

  it('writes the same files again from what it read', () => {
    const read = readRepository(files, 'ZDEMO');
    const again = writeRepository({
      dotAbapgit: read.dotAbapgit as DotAbapgit,
      rootPackage: 'ZDEMO',
      packages: read.packages,
      objects: read.objects.map(({ paths: _paths, ...object }) => object),
    });
    expect(paths(again)).toEqual(paths(files));
    again.forEach((file, index) => expect(file.data.equals((files[index] as GitFile).data), file.path).toBe(true));
  });

  it('refuses a sub package that does not carry its parent prefix', () => {
    expect(() =>
      writeRepository({ dotAbapgit: dot, rootPackage: 'ZDEMO', packages: [pkg('ZDEMO', '', 'Demo'), pkg('ZOTHER', 'ZDEMO', 'Other')], objects: [] }),
    ).toThrow(FolderLogicError);
  });

  it('refuses an object whose package is not below the root package', () => {
    expect(() => writeRepository({ dotAbapgit: dot, rootPackage: 'ZDEMO', packages: [], objects: [program('ZP', 'ZELSEWHERE')] })).toThrow(
      FolderLogicError,
    );
  });
});

describe('writeRepository and readRepository with FULL folder logic', () => {
  it('names each folder after its full package name, without the $ of local packages', () => {
    const dot: DotAbapgit = { ...defaultDotAbapgit(), folderLogic: 'FULL' };
    const packages = [pkg('$DEMO', '', 'Local demo'), pkg('$DEMO_TOOLS', '$DEMO', 'Tools'), pkg('$TOOLS_EXTRA', '$DEMO_TOOLS', 'Extra')];
    const files = writeRepository({ dotAbapgit: dot, rootPackage: '$DEMO', packages, objects: [program('ZEXTRA', '$TOOLS_EXTRA')] });
    expect(paths(files)).toEqual([
      '.abapgit.xml',
      'src/demo_tools/package.devc.xml',
      'src/demo_tools/tools_extra/package.devc.xml',
      'src/demo_tools/tools_extra/zextra.prog.abap',
      'src/demo_tools/tools_extra/zextra.prog.xml',
      'src/package.devc.xml',
    ]);
    const read = readRepository(files, '$DEMO');
    expect(read.problems).toEqual([]);
    expect(read.packages).toEqual(packages);
    expect(read.objects.map((object) => [object.name, object.package])).toEqual([['ZEXTRA', '$TOOLS_EXTRA']]);
  });

  it('writes namespaced packages with # for / and reads them back', () => {
    const dot: DotAbapgit = { ...defaultDotAbapgit(), folderLogic: 'FULL', startingFolder: '/' };
    const packages = [pkg('/DMO/FLIGHT', '', 'Flight'), pkg('/DMO/FLIGHT_LEGACY', '/DMO/FLIGHT', 'Legacy')];
    const files = writeRepository({ dotAbapgit: dot, rootPackage: '/DMO/FLIGHT', packages, objects: [dataElement('/DMO/TRAVEL_ID', '/DMO/FLIGHT_LEGACY')] });
    expect(paths(files)).toEqual(['#dmo#flight_legacy/#dmo#travel_id.dtel.xml', '#dmo#flight_legacy/package.devc.xml', '.abapgit.xml', 'package.devc.xml']);
    const read = readRepository(files, '/DMO/FLIGHT');
    expect(read.packages.map((info) => [info.name, info.parent])).toEqual([['/DMO/FLIGHT', ''], ['/DMO/FLIGHT_LEGACY', '/DMO/FLIGHT']]);
    expect(read.objects.map((object) => [object.name, object.package])).toEqual([['/DMO/TRAVEL_ID', '/DMO/FLIGHT_LEGACY']]);
  });
});

describe('readRepository', () => {
  const dotFile = (startingFolder: string, folderLogic = 'PREFIX'): GitFile => ({
    path: '.abapgit.xml',
    data: text(
      `\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">\n <asx:values>\n  <DATA>\n` +
        `   <MASTER_LANGUAGE>E</MASTER_LANGUAGE>\n   <STARTING_FOLDER>${startingFolder}</STARTING_FOLDER>\n   <FOLDER_LOGIC>${folderLogic}</FOLDER_LOGIC>\n` +
        `   <IGNORE>\n    <item>/abap/skip*.prog.*</item>\n   </IGNORE>\n  </DATA>\n </asx:values>\n</asx:abap>\n`,
    ),
  });
  const written = writeRepository({ dotAbapgit: defaultDotAbapgit(), rootPackage: 'ZR', packages: [], objects: [program('ZR_ONE', 'ZR')] });
  const mainXml = written.find((file) => file.path === 'src/zr_one.prog.xml');
  const mainAbap = written.find((file) => file.path === 'src/zr_one.prog.abap');

  it('honours STARTING_FOLDER and IGNORE patterns with wildcards', () => {
    const tree: GitFile[] = [
      dotFile('/abap/'),
      { path: 'abap/sub/zr_one.prog.abap', data: (mainAbap as GitFile).data },
      { path: 'abap/sub/zr_one.prog.xml', data: (mainXml as GitFile).data },
      { path: 'abap/skip_me.prog.abap', data: text('REPORT skip.') },
      { path: 'src/zr_two.prog.abap', data: text('REPORT two.') },
    ];
    const read = readRepository(tree, 'zr');
    expect(read.problems).toEqual([]);
    expect(read.dotAbapgit?.startingFolder).toBe('/abap/');
    expect(read.packages.map((info) => [info.name, info.parent, info.description])).toEqual([['ZR', '', ''], ['ZR_SUB', 'ZR', '']]);
    expect(read.objects.map((object) => [object.name, object.package, object.paths])).toEqual([
      ['ZR_ONE', 'ZR_SUB', ['abap/sub/zr_one.prog.abap', 'abap/sub/zr_one.prog.xml']],
    ]);
  });

  it('reports files it cannot read and still reads the others', () => {
    const tree: GitFile[] = [
      dotFile('/src/'),
      { path: 'src/zr_one.prog.abap', data: (mainAbap as GitFile).data },
      { path: 'src/zr_one.prog.xml', data: (mainXml as GitFile).data },
      { path: 'src/zbroken.dtel.xml', data: text('\uFEFF<?xml version="1.0"?>\n<abapGit><asx:abap>') },
      { path: 'src/notes.txt', data: text('hello') },
      { path: 'src/zthing.wxyz.xml', data: text('<x/>') },
      { path: 'src/zorphan.clas.abap', data: text('CLASS zorphan DEFINITION.\n') },
    ];
    const read = readRepository(tree, 'ZR');
    expect(read.objects.map((object) => object.name)).toEqual(['ZR_ONE']);
    expect(read.problems).toHaveLength(4);
    expect(read.problems).toContain('src/notes.txt: not an object file');
    expect(read.problems).toContain('src/zthing.wxyz.xml: object type WXYZ is not supported');
    expect(read.problems.find((problem) => problem.startsWith('src/zbroken.dtel.xml:'))).toMatch(/not well-formed XML/);
    expect(read.problems.find((problem) => problem.startsWith('src/zorphan.clas.abap:'))).toMatch(/no clas\.xml file/);
  });

  it('uses the defaults of a new repository when .abapgit.xml is missing', () => {
    const read = readRepository([{ path: 'src/zr_one.prog.abap', data: (mainAbap as GitFile).data }, { path: 'src/zr_one.prog.xml', data: (mainXml as GitFile).data }], 'ZR');
    expect(read.dotAbapgit).toBeUndefined();
    expect(read.objects.map((object) => object.package)).toEqual(['ZR']);
  });
});
