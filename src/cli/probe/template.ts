/**
 * The files of a new probe in the abapGit format: a class implementing IF_OO_ADT_CLASSRUN, or a report,
 * each a clean skeleton that runs as it is and says where the question goes. The XML is written from a
 * template of our own (src/cli must not import src/system) with the bytes abapGit writes: a UTF-8 BOM, the
 * lower-case `utf-8` declaration, one space per level, LF and one final LF. Sources: LF, one final LF.
 */
import { fileNameForObject } from '../../protocol/filenames.js';
import type { ProbeKind } from './naming.js';

export interface ProbeFile {
  /** File name (no folder): `zcl_x.clas.abap`. */
  name: string;
  data: Buffer;
}

const BOM = '\u{FEFF}';

/** The object description: VSEOCLASS-DESCRIPT has 60 characters, a program title (TPOOL R) 70. */
export function probeDescription(purpose: string): string {
  return `Probe: ${purpose}`.slice(0, 60);
}

export function probeFiles(kind: ProbeKind, name: string, purpose: string): ProbeFile[] {
  const upper = name.toUpperCase();
  const description = probeDescription(purpose);
  if (kind === 'class') {
    return [
      { name: fileNameForObject('CLAS', upper, 'abap'), data: Buffer.from(classSource(upper, purpose), 'utf8') },
      { name: fileNameForObject('CLAS', upper, 'xml'), data: Buffer.from(classXml(upper, description), 'utf8') },
    ];
  }
  return [
    { name: fileNameForObject('PROG', upper, 'abap'), data: Buffer.from(programSource(upper, purpose), 'utf8') },
    { name: fileNameForObject('PROG', upper, 'xml'), data: Buffer.from(programXml(upper, description), 'utf8') },
  ];
}

/** Laid out as a system writes a class pool (abapGit reference: `ENDCLASS.`, three blank lines, two before METHOD). */
export function classSource(name: string, purpose: string): string {
  const lower = name.toLowerCase();
  return lines(
    `CLASS ${lower} DEFINITION`,
    '  PUBLIC',
    '  FINAL',
    '  CREATE PUBLIC .',
    '',
    '  PUBLIC SECTION.',
    '',
    '    INTERFACES if_oo_adt_classrun .',
    '  PROTECTED SECTION.',
    '  PRIVATE SECTION.',
    'ENDCLASS.',
    '',
    '',
    '',
    `CLASS ${lower} IMPLEMENTATION.`,
    '',
    '',
    '  METHOD if_oo_adt_classrun~main.',
    `    " Probe ${purpose}: a throw-away class that asks the system one question.`,
    '    " Put the question here: read a table (SELECT ... FROM ... INTO TABLE ...), inspect a',
    '    " structure or call a method, and print the answer with out->write( ): scalars,',
    '    " structures and internal tables are formatted for you.',
    `    " Run it with: abapdeck run --class ${name}`,
    '    DATA lv_moment TYPE string.',
    '',
    '    lv_moment = |{ sy-datum DATE = ISO } { sy-uzeit TIME = ISO }|.',
    `    out->write( |Probe ${name} ran as { sy-uname } in client { sy-mandt } of { sy-sysid }| ).`,
    `    out->write( data = lv_moment name = 'Date and time' ).`,
    '  ENDMETHOD.',
    'ENDCLASS.',
  );
}

export function programSource(name: string, purpose: string): string {
  const rule = '*&---------------------------------------------------------------------*';
  return lines(
    rule,
    `*& Report ${name.toLowerCase()}`,
    rule,
    `*& Probe ${purpose}: a throw-away report that asks the system one question.`,
    '*& Put the question under START-OF-SELECTION: read a table, inspect a',
    '*& structure or call a function module, and print the answer with WRITE.',
    `*& Run it with: abapdeck run --program ${name}`,
    rule,
    `REPORT ${name.toLowerCase()}.`,
    '',
    'START-OF-SELECTION.',
    `  WRITE: / 'Probe ${name} ran as', sy-uname.`,
    `  WRITE: / 'Client', sy-mandt, 'of', sy-sysid.`,
    `  WRITE: / 'Date and time', sy-datum, sy-uzeit.`,
  );
}

export function classXml(name: string, description: string): string {
  return abapgitXml('CLAS', [
    '   <VSEOCLASS>',
    `    <CLSNAME>${escapeXml(name)}</CLSNAME>`,
    '    <LANGU>E</LANGU>',
    `    <DESCRIPT>${escapeXml(description)}</DESCRIPT>`,
    '    <STATE>1</STATE>',
    '    <CLSCCINCL>X</CLSCCINCL>',
    '    <FIXPT>X</FIXPT>',
    '    <UNICODE>X</UNICODE>',
    '   </VSEOCLASS>',
  ]);
}

export function programXml(name: string, title: string): string {
  return abapgitXml('PROG', [
    '   <PROGDIR>',
    `    <NAME>${escapeXml(name)}</NAME>`,
    '    <SUBC>1</SUBC>',
    '    <RLOAD>E</RLOAD>',
    '    <FIXPT>X</FIXPT>',
    '    <UCCHECK>X</UCCHECK>',
    '   </PROGDIR>',
    '   <TPOOL>',
    '    <item>',
    '     <ID>R</ID>',
    `     <ENTRY>${escapeXml(title)}</ENTRY>`,
    `     <LENGTH>${title.length}</LENGTH>`,
    '    </item>',
    '   </TPOOL>',
  ]);
}

function abapgitXml(type: string, payload: string[]): string {
  return (
    BOM +
    lines(
      '<?xml version="1.0" encoding="utf-8"?>',
      `<abapGit version="v1.0.0" serializer="LCL_OBJECT_${type}" serializer_version="v1.0.0">`,
      ' <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">',
      '  <asx:values>',
      ...payload,
      '  </asx:values>',
      ' </asx:abap>',
      '</abapGit>',
    )
  );
}

/** abapGit's escaping of text values (reference README, format fact 8). */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function lines(...content: string[]): string {
  return content.join('\n') + '\n';
}
