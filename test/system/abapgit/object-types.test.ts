import { describe, expect, it } from 'vitest';
import { FUGR_INCLUDES_KEY, deserializeObjects, isStructure, serializeObject } from '../../../src/system/abapgit/index.js';
import type { AbapObject, GitFile } from '../../../src/system/objects.js';

const file = (path: string, data: string): GitFile => ({ path, data: Buffer.from(data, 'utf8') });

function objectXml(type: string, payload: string, root = `<abapGit version="v1.0.0" serializer="LCL_OBJECT_${type}" serializer_version="v1.0.0">`): string {
  return `\uFEFF<?xml version="1.0" encoding="utf-8"?>\n${root}\n <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">\n  <asx:values>\n${payload}  </asx:values>\n </asx:abap>\n</abapGit>\n`;
}

function readOne(files: GitFile[]): AbapObject {
  const { objects, problems } = deserializeObjects(files);
  expect(problems).toEqual([]);
  expect(objects).toHaveLength(1);
  return objects[0] as AbapObject;
}

function writtenText(object: AbapObject): Record<string, string> {
  return Object.fromEntries(serializeObject(object).map((out) => [out.path, out.data.toString('utf8')]));
}

describe('.abap source parts', () => {
  const progXml = objectXml('PROG', '   <PROGDIR>\n    <NAME>ZP</NAME>\n    <SUBC>1</SUBC>\n   </PROGDIR>\n');

  it.each([
    ['one line', 'REPORT zp.\n', 'REPORT zp.'],
    ['a trailing blank line', 'REPORT zp.\n\n', 'REPORT zp.\n'],
    ['an empty source', '\n', ''],
    ['blanks at line ends', 'REPORT zp.  \nWRITE 1.\n', 'REPORT zp.  \nWRITE 1.'],
  ])('stores %s without exactly one final LF and writes it back unchanged', (_case, content, stored) => {
    const files = [file('zp.prog.xml', progXml), file('zp.prog.abap', content)];
    const object = readOne(files);
    expect(object.sources['main']).toBe(stored);
    expect(writtenText(object)['zp.prog.abap']).toBe(content);
  });

  it('keeps dynpro flow logic as source part screen_<nnnn>', () => {
    const object = readOne([file('zp.prog.xml', progXml), file('zp.prog.abap', 'REPORT zp.\n'), file('zp.prog.screen_0100.abap', 'PROCESS BEFORE OUTPUT.\n')]);
    expect(Object.keys(object.sources).sort()).toEqual(['main', 'screen_0100']);
    expect(Object.keys(writtenText(object)).sort()).toEqual(['zp.prog.abap', 'zp.prog.screen_0100.abap', 'zp.prog.xml']);
  });
});

describe('byte-exact source files', () => {
  it('keeps a CDS source with CRLF and no final newline exactly', () => {
    const source = '@EndUserText.label: \'x\'\r\ndefine view entity Z_V as select from t000 {\r\n  key mandt \r\n}';
    const xml = objectXml('DDLS', '   <DDLS>\n    <DDLNAME>Z_V</DDLNAME>\n    <DDTEXT>x</DDTEXT>\n   </DDLS>\n');
    const object = readOne([file('z_v.ddls.xml', xml), file('z_v.ddls.asddls', source), file('z_v.ddls.baseinfo', '{\n"BASEINFO":{}\n}')]);
    expect(object.sources).toEqual({ asddls: source, baseinfo: '{\n"BASEINFO":{}\n}' });
    expect(object.description).toBe('x');
    expect(writtenText(object)['z_v.ddls.asddls']).toBe(source);
  });

  it('reads HANA views as AVIW and CVIW objects kept whole under source part view', () => {
    const view = '<?xml version="1.0" encoding="UTF-8"?>\r\n<Calculation:scenario id="CV_X">\r\n  <descriptions defaultDescription="Sales &amp; more"/>\r\n</Calculation:scenario>';
    const { objects, problems } = deserializeObjects([file('models/CV_X.calculationview', view), file('models/AT_Y.attributeview', '<a/>')]);
    expect(problems).toEqual([]);
    expect(objects.map((object) => [object.type, object.name, object.description])).toEqual([
      ['CVIW', 'CV_X', 'Sales & more'],
      ['AVIW', 'AT_Y', ''],
    ]);
    expect(writtenText(objects[0] as AbapObject)).toEqual({ 'CV_X.calculationview': view });
  });
});

describe('structures', () => {
  const struXml = objectXml(
    'TABL',
    '   <DD02V>\n    <TABNAME>ZS</TABNAME>\n    <TABCLASS>INTTAB</TABCLASS>\n    <DDTEXT>Structure</DDTEXT>\n   </DD02V>\n',
  );

  it('reads a .stru.xml file as a TABL with TABCLASS INTTAB and writes it as .tabl.xml', () => {
    const object = readOne([file('zs.stru.xml', struXml)]);
    expect(object.type).toBe('TABL');
    expect(isStructure(object)).toBe(true);
    expect(Object.keys(writtenText(object))).toEqual(['zs.tabl.xml']);
    expect(writtenText(object)['zs.tabl.xml']).toBe(struXml);
  });

  it('reads a .stru.xml file without TABCLASS as a structure', () => {
    const xml = objectXml('TABL', '   <DD02V>\n    <TABNAME>ZS</TABNAME>\n    <DDTEXT>Structure</DDTEXT>\n   </DD02V>\n');
    const object = readOne([file('zs.stru.xml', xml)]);
    expect(isStructure(object)).toBe(true);
    expect(writtenText(object)['zs.tabl.xml']).toContain('    <TABCLASS>INTTAB</TABCLASS>\n    <DDTEXT>Structure</DDTEXT>\n');
  });

  it('tells transparent tables from structures', () => {
    const table: AbapObject = { type: 'TABL', name: 'ZT', description: '', sources: {}, metadata: { DD02V: { TABCLASS: 'TRANSP' } } };
    expect(isStructure(table)).toBe(false);
    expect(isStructure({ ...table, type: 'STRU', metadata: {} })).toBe(true);
    expect(isStructure({ ...table, type: 'DTEL' })).toBe(false);
  });
});

describe('function groups', () => {
  const group: AbapObject = {
    type: 'FUGR',
    name: '/NS/GROUP',
    description: 'Group',
    sources: { '#ns#lgrouptop': 'FUNCTION-POOL /ns/group.', '#ns#saplgroup': '  INCLUDE /ns/lgrouptop.', '#ns#do_it': 'FUNCTION /ns/do_it.\nENDFUNCTION.' },
    metadata: {
      AREAT: 'Group',
      INCLUDES: ['/NS/LGROUPTOP', '/NS/SAPLGROUP'],
      FUNCTIONS: [{ SHORT_TEXT: 'Do it', FUNCNAME: '/NS/DO_IT', IMPORT: [{ TYP: 'CHAR1', PARAMETER: 'IV_FLAG' }] }],
      [FUGR_INCLUDES_KEY]: {
        '/NS/LGROUPTOP': { PROGDIR: { SUBC: 'I', NAME: '/NS/LGROUPTOP' } },
        '/NS/SAPLGROUP': { PROGDIR: { NAME: '/NS/SAPLGROUP', SUBC: 'F' } },
      },
    },
  };

  it('writes one abap file per include and module and a bare-root XML per include', () => {
    const files = writtenText(group);
    expect(Object.keys(files).sort()).toEqual([
      '#ns#group.fugr.#ns#do_it.abap',
      '#ns#group.fugr.#ns#lgrouptop.abap',
      '#ns#group.fugr.#ns#lgrouptop.xml',
      '#ns#group.fugr.#ns#saplgroup.abap',
      '#ns#group.fugr.#ns#saplgroup.xml',
      '#ns#group.fugr.xml',
    ]);
    expect(files['#ns#group.fugr.#ns#lgrouptop.xml']).toBe(
      objectXml('FUGR', '   <PROGDIR>\n    <NAME>/NS/LGROUPTOP</NAME>\n    <SUBC>I</SUBC>\n   </PROGDIR>\n', '<abapGit version="v1.0.0">'),
    );
    expect(files['#ns#group.fugr.xml']).toContain(
      '   <INCLUDES>\n    <SOBJ_NAME>/NS/LGROUPTOP</SOBJ_NAME>\n    <SOBJ_NAME>/NS/SAPLGROUP</SOBJ_NAME>\n   </INCLUDES>\n' +
        '   <FUNCTIONS>\n    <item>\n     <FUNCNAME>/NS/DO_IT</FUNCNAME>\n     <SHORT_TEXT>Do it</SHORT_TEXT>\n' +
        '     <IMPORT>\n      <RSIMP>\n       <PARAMETER>IV_FLAG</PARAMETER>\n       <TYP>CHAR1</TYP>\n      </RSIMP>\n     </IMPORT>\n',
    );
    expect(files['#ns#group.fugr.xml']).not.toContain(FUGR_INCLUDES_KEY);
  });

  it('reads what it wrote back into the same object', () => {
    const files = serializeObject(group);
    const object = readOne(files);
    expect(object.sources).toEqual(group.sources);
    expect(object.metadata[FUGR_INCLUDES_KEY]).toEqual(group.metadata[FUGR_INCLUDES_KEY]);
    expect(serializeObject(object)).toEqual(files);
  });
});

describe('objects built from a name and a description', () => {
  it.each([
    ['DTEL', 'ZEL', '<ROLLNAME>ZEL</ROLLNAME>', '<DDTEXT>Text</DDTEXT>'],
    ['CLAS', 'ZCL_X', '<CLSNAME>ZCL_X</CLSNAME>', '<DESCRIPT>Text</DESCRIPT>'],
    ['FUGR', 'ZGRP', '', '<AREAT>Text</AREAT>'],
    ['PROG', 'ZPRG', '<NAME>ZPRG</NAME>', '<ENTRY>Text</ENTRY>'],
    ['MSAG', 'ZMSG', '<ARBGB>ZMSG</ARBGB>', '<STEXT>Text</STEXT>'],
  ])('%s gets its name and description into the XML', (type, name, nameLine, textLine) => {
    const xml = Object.entries(writtenText({ type, name, description: 'Text', metadata: {}, sources: {} })).find(([path]) => path.endsWith('.xml'))?.[1] ?? '';
    expect(xml).toContain(nameLine);
    expect(xml).toContain(textLine);
  });

  it('keeps the metadata description when both are given', () => {
    const xml = writtenText({ type: 'DTEL', name: 'ZEL', description: 'Other', metadata: { DD04V: { DDTEXT: 'Kept' } }, sources: {} })['zel.dtel.xml'];
    expect(xml).toContain('<DDTEXT>Kept</DDTEXT>');
  });
});

describe('deserializeObjects', () => {
  const dtelXml = objectXml('DTEL', '   <DD04V>\n    <ROLLNAME>ZEL</ROLLNAME>\n   </DD04V>\n');

  it('names the DEVC object of package.devc.xml after the package it is given', () => {
    const devc = objectXml('DEVC', '   <DEVC>\n    <CTEXT>Demo</CTEXT>\n   </DEVC>\n');
    const { objects } = deserializeObjects([file('src/package.devc.xml', devc)], 'ZDEMO');
    expect(objects.map((object) => [object.type, object.name, object.description])).toEqual([['DEVC', 'ZDEMO', 'Demo']]);
    expect(serializeObject(objects[0] as AbapObject)).toEqual([{ path: 'package.devc.xml', data: Buffer.from(devc, 'utf8') }]);
  });

  it('reports files no reader uses', () => {
    const { objects, problems } = deserializeObjects([file('zel.dtel.xml', dtelXml), file('zel.dtel.abap', 'x\n')]);
    expect(objects).toHaveLength(1);
    expect(problems).toEqual(['zel.dtel.abap: not a file of DTEL ZEL']);
  });

  it('reports an XML file whose root is not abapGit', () => {
    const { objects, problems } = deserializeObjects([file('zel.dtel.xml', '<?xml version="1.0"?><foo/>'), file('zcl_ok.clas.xml', objectXml('CLAS', ''))]);
    expect(objects.map((object) => object.name)).toEqual(['ZCL_OK']);
    expect(problems).toEqual(['zel.dtel.xml: root element is <foo>, expected <abapGit>']);
  });

  it('keeps objects of the same name in different folders apart', () => {
    const { objects } = deserializeObjects([file('a/zel.dtel.xml', dtelXml), file('b/zel.dtel.xml', dtelXml)]);
    expect(objects).toHaveLength(2);
  });

  it('refuses to serialize a type it does not know', () => {
    expect(() => serializeObject({ type: 'WAPA', name: 'Z', description: '', metadata: {}, sources: {} })).toThrow(/WAPA/);
  });
});
