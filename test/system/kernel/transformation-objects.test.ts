/**
 * XSLT objects (transformations) in the abapGit format, as a spreadsheet library ships its simple
 * transformations: read (attributes and the program in `<name>.xslt.source.xml`) and written back byte for
 * byte. The fixture is written here in the format's layout (BOM, LF, one-space indentation).
 */
import { describe, expect, it } from 'vitest';
import { deserializeObjects, serializeObject } from '../../../src/system/abapgit/index.js';
import type { GitFile } from '../../../src/system/objects.js';

const BOM = '\uFEFF';
const files: GitFile[] = [
  {
    path: 'zsheet_tr_rows.xslt.xml',
    data: Buffer.from(
      `${BOM}<?xml version="1.0" encoding="utf-8"?>\n<abapGit version="v1.0.0" serializer="LCL_OBJECT_XSLT" serializer_version="v1.0.0">\n` +
        ' <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">\n  <asx:values>\n   <ATTRIBUTES>\n' +
        '    <XSLTDESC>ZSHEET_TR_ROWS</XSLTDESC>\n    <LANGU>E</LANGU>\n    <DESCRIPT>Rows of a sheet &amp; their cells</DESCRIPT>\n' +
        '   </ATTRIBUTES>\n  </asx:values>\n </asx:abap>\n</abapGit>\n',
    ),
  },
  {
    path: 'zsheet_tr_rows.xslt.source.xml',
    data: Buffer.from(
      '<?sap.transform simple?>\r\n<tt:transform xmlns:tt="http://www.sap.com/transformation-templates">\r\n' +
        '  <tt:root name="ROWS"/>\r\n  <tt:template>\r\n    <rows tt:extensible="deep">\r\n' +
        '      <tt:loop ref=".ROWS"><row><tt:value ref="NAME"/></row></tt:loop>\r\n    </rows>\r\n  </tt:template>\r\n</tt:transform>',
    ),
  },
];

describe('XSLT objects in the abapGit format', () => {
  const { objects, problems } = deserializeObjects(files, 'ZSHEET');

  it('reads the transformation with its text and program', () => {
    expect(problems).toEqual([]);
    expect(objects.map((object) => `${object.type} ${object.name}`)).toEqual(['XSLT ZSHEET_TR_ROWS']);
    expect(objects[0]!.description).toBe('Rows of a sheet & their cells');
    expect(objects[0]!.sources['source']).toContain('<tt:loop ref=".ROWS">');
  });

  it.each(files.map((file) => [file.path]))('writes %s back to the same bytes', (path) => {
    const written = objects.flatMap((object) => serializeObject(object));
    const file = written.find((candidate) => candidate.path === path);
    expect(file, `${path} not written`).toBeDefined();
    expect(file!.data.equals(files.find((candidate) => candidate.path === path)!.data)).toBe(true);
  });
});
