/**
 * Fixtures of MIME objects (W3MI), a transaction (TRAN) and a search help (SHLP) in the abapGit layout (BOM, LF,
 * one-space indentation), written here for the format's and the pull's tests.
 */
import type { GitFile } from '../../../src/system/objects.js';

const BOM = '\uFEFF';
const xml = (serializer: string, version: string, values: string[]) =>
  Buffer.from(
    `${BOM}<?xml version="1.0" encoding="utf-8"?>\n<abapGit version="v1.0.0" serializer="LCL_OBJECT_${serializer}" serializer_version="${version}">\n` +
      ` <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">\n  <asx:values>\n${values.map((line) => `   ${line}`).join('\n')}\n  </asx:values>\n </asx:abap>\n</abapGit>\n`,
  );

const param = (object: string, name: string, value: string) => [
  '<WWWPARAMS>',
  ' <RELID>MI</RELID>',
  ` <OBJID>${object}</OBJID>`,
  ` <NAME>${name}</NAME>`,
  ` <VALUE>${value}</VALUE>`,
  '</WWWPARAMS>',
];

const mime = (name: string, extension: string, mimetype: string): string[] => [
  `<NAME>${name}</NAME>`,
  `<TEXT>${name} content</TEXT>`,
  '<PARAMS>',
  ...[...param(name, 'mimetype', mimetype), ...param(name, 'fileextension', `.${extension}`), ...param(name, 'filename', `content.${extension}`)].map((line) => ` ${line}`),
  '</PARAMS>',
];

export const mimeFixtures: GitFile[] = [
  { path: 'zdeck_styles.w3mi.xml', data: xml('W3MI', 'v2.0.0', mime('ZDECK_STYLES', 'css', 'text/css')) },
  { path: 'zdeck_styles.w3mi.data.css', data: Buffer.from('body {\r\n  color: #333;\r\n}\n/* no final newline */') },
  { path: 'zdeck_logo.w3mi.xml', data: xml('W3MI', 'v2.0.0', mime('ZDECK_LOGO', 'png', 'image/png')) },
  { path: 'zdeck_logo.w3mi.data.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x80, 0x00]) },
];

export const transactionFixture: GitFile = {
  path: 'zdeck_run.tran.xml',
  data: xml('TRAN', 'v1.0.0', [
    '<TSTC>',
    ' <TCODE>ZDECK_RUN</TCODE>',
    ' <PGMNA>ZDECK_REPORT</PGMNA>',
    ' <DYPNO>1000</DYPNO>',
    ' <CINFO>gA==</CINFO>',
    '</TSTC>',
    '<TSTCC>',
    ' <TCODE>ZDECK_RUN</TCODE>',
    ' <S_WEBGUI>1</S_WEBGUI>',
    ' <S_WIN32>X</S_WIN32>',
    ' <S_PLATIN>X</S_PLATIN>',
    '</TSTCC>',
    '<TSTCT>',
    ' <SPRSL>E</SPRSL>',
    ' <TCODE>ZDECK_RUN</TCODE>',
    ' <TTEXT>Run the deck &amp; its report</TTEXT>',
    '</TSTCT>',
  ]),
};

export const searchHelpFixture: GitFile = {
  path: 'zdeck_carrier.shlp.xml',
  data: xml('SHLP', 'v1.0.0', [
    '<DD30V>',
    ' <SHLPNAME>ZDECK_CARRIER</SHLPNAME>',
    ' <DDLANGUAGE>E</DDLANGUAGE>',
    ' <ISSIMPLE>X</ISSIMPLE>',
    ' <ELEMEXI>X</ELEMEXI>',
    ' <SELMETHOD>ZDEMO_CARRIER</SELMETHOD>',
    ' <SELMTYPE>T</SELMTYPE>',
    ' <DIALOGTYPE>D</DIALOGTYPE>',
    ' <DDTEXT>Carriers</DDTEXT>',
    '</DD30V>',
    '<DD32P_TABLE>',
    ' <DD32P>',
    '  <SHLPNAME>ZDECK_CARRIER</SHLPNAME>',
    '  <FIELDNAME>CARRIER_ID</FIELDNAME>',
    '  <FLPOSITION>0001</FLPOSITION>',
    '  <ROLLNAME>ZDEMO_CARRIER_ID</ROLLNAME>',
    '  <SHLPINPUT>X</SHLPINPUT>',
    '  <SHLPOUTPUT>X</SHLPOUTPUT>',
    '  <SHLPSELPOS>01</SHLPSELPOS>',
    '  <SHLPLISPOS>01</SHLPLISPOS>',
    ' </DD32P>',
    ' <DD32P>',
    '  <SHLPNAME>ZDECK_CARRIER</SHLPNAME>',
    '  <FIELDNAME>NAME</FIELDNAME>',
    '  <FLPOSITION>0002</FLPOSITION>',
    '  <SHLPOUTPUT>X</SHLPOUTPUT>',
    '  <SHLPLISPOS>02</SHLPLISPOS>',
    '  <SHLPFUTURE>kept though unknown</SHLPFUTURE>',
    ' </DD32P>',
    '</DD32P_TABLE>',
  ]),
};

export const lockObjectFixture: GitFile = {
  path: 'ezdeck_item.enqu.xml',
  data: xml('ENQU', 'v1.0.0', [
    '<DD25V>',
    ' <VIEWNAME>EZDECK_ITEM</VIEWNAME>',
    ' <DDLANGUAGE>E</DDLANGUAGE>',
    ' <AGGTYPE>E</AGGTYPE>',
    ' <ROOTTAB>ZDECK_ITEM</ROOTTAB>',
    ' <DDTEXT>Lock the deck items</DDTEXT>',
    '</DD25V>',
    '<DD26E_TABLE>',
    ' <DD26E>',
    '  <VIEWNAME>EZDECK_ITEM</VIEWNAME>',
    '  <TABNAME>ZDECK_ITEM</TABNAME>',
    '  <TABPOS>0001</TABPOS>',
    '  <FORTABNAME>ZDECK_ITEM</FORTABNAME>',
    '  <ENQMODE>E</ENQMODE>',
    ' </DD26E>',
    '</DD26E_TABLE>',
    '<DD27P_TABLE>',
    ' <DD27P>',
    '  <VIEWNAME>EZDECK_ITEM</VIEWNAME>',
    '  <OBJPOS>0001</OBJPOS>',
    '  <VIEWFIELD>ID</VIEWFIELD>',
    '  <TABNAME>ZDECK_ITEM</TABNAME>',
    '  <FIELDNAME>ID</FIELDNAME>',
    '  <KEYFLAG>X</KEYFLAG>',
    '  <ENQMODE>E</ENQMODE>',
    ' </DD27P>',
    '</DD27P_TABLE>',
  ]),
};
