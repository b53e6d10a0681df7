import { describe, expect, it } from 'vitest';
import { XmlSyntaxError, parseXml } from '../../../src/system/abapgit/xml/xml-parser.js';

describe('parseXml', () => {
  it('keeps CR, CRLF and leading blanks inside text', () => {
    const root = parseXml('\uFEFF<?xml version="1.0"?>\n<a>\n <b>  CHAR</b>\n <c>one\r\ntwo\r</c>\n</a>\n');
    expect(root.children.map((child) => [child.name, child.text])).toEqual([['b', '  CHAR'], ['c', 'one\r\ntwo\r']]);
  });

  it.each([
    ['&amp;&lt;&gt;&quot;&apos;', `&<>"'`],
    ['&#13;&#x41;', '\rA'],
    ['&unknown;', '&unknown;'],
    ['<![CDATA[<raw> & ]]>', '<raw> & '],
  ])('decodes %s', (encoded, decoded) => {
    expect(parseXml(`<a>${encoded}</a>`).text).toBe(decoded);
  });

  it('reads attributes in order and self-closing elements', () => {
    const root = parseXml(`<abapGit version="v1.0.0" serializer='LCL_OBJECT_CLAS'><!-- note --><x/></abapGit>`);
    expect(root.attributes).toEqual([['version', 'v1.0.0'], ['serializer', 'LCL_OBJECT_CLAS']]);
    expect(root.children.map((child) => child.name)).toEqual(['x']);
  });

  it.each([['<a><b></a>'], ['<a>'], ['<a></a><b/>'], ['text'], ['<a x=1/>']])('rejects %s', (document) => {
    expect(() => parseXml(document)).toThrow(XmlSyntaxError);
  });
});
