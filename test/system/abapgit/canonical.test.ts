import { describe, expect, it } from 'vitest';
import { deserializeObjects, serializeObject } from '../../../src/system/abapgit/index.js';
import type { AbapObject, MetadataRecord, MetadataValue } from '../../../src/system/objects.js';
import { hasReference, referenceFiles, referenceFolders } from './reference-files.js';

/** The same metadata with the components of every record in reverse order (table rows keep theirs). */
function scrambled(value: MetadataValue): MetadataValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(scrambled);
  return Object.fromEntries(Object.entries(value).reverse().map(([key, inner]) => [key, scrambled(inner)]));
}

/** Paths to every non-empty single-line text value of a metadata tree. */
function textLeaves(value: MetadataValue, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return value === '' || value.includes('\n') ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textLeaves(item, [...path, index]));
  return Object.entries(value).flatMap(([key, inner]) => textLeaves(inner, [...path, key]));
}

function withText(value: MetadataValue, path: Array<string | number>, text: string): MetadataValue {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withText(item, rest, text) : item));
  if (typeof value === 'object') return { ...value, [head as string]: withText(value[head as string] as MetadataValue, rest, text) };
  return value;
}

function xmlText(object: AbapObject): string {
  const xml = serializeObject(object).find((file) => file.path.endsWith('.xml'));
  return (xml?.data ?? Buffer.alloc(0)).toString('utf8');
}

function referenceObjects(): AbapObject[] {
  return referenceFolders()
    .filter((folder) => folder !== 'dot-abapgit' && folder !== 'hana-xs-classic')
    .flatMap((folder) => {
      const files = referenceFiles(folder);
      const folders = new Set(files.map((file) => file.path.slice(0, Math.max(file.path.lastIndexOf('/'), 0))));
      return [...folders].flatMap((sub) =>
        deserializeObjects(files.filter((file) => file.path.slice(0, Math.max(file.path.lastIndexOf('/'), 0)) === sub), 'ZPKG').objects,
      );
    });
}

describe('canonical XML from metadata in any order', () => {
  it('writes a data element whose fields were given scrambled exactly as abapGit', () => {
    const object: AbapObject = {
      type: 'DTEL',
      name: 'ZAG_DTEL_CHAR',
      description: 'Data Element',
      sources: {},
      metadata: {
        DD04V: {
          REFKIND: 'D', SCRTEXT_L: 'Characters', DTELMASTER: 'E', HEADLEN: '20', DOMNAME: 'ZAG_DOMA_CHAR',
          SCRLEN3: '40', DDTEXT: 'Data Element', SCRTEXT_S: 'Char', SCRLEN1: '10', REPTEXT: 'Characters',
          DDLANGUAGE: 'E', SCRTEXT_M: 'Characters', SCRLEN2: '20', ROLLNAME: 'ZAG_DTEL_CHAR', LOGFLAG: '',
        },
      },
    };
    expect(xmlText(object)).toBe(
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n' +
        '<abapGit version="v1.0.0" serializer="LCL_OBJECT_DTEL" serializer_version="v1.0.0">\n' +
        ' <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">\n' +
        '  <asx:values>\n' +
        '   <DD04V>\n' +
        '    <ROLLNAME>ZAG_DTEL_CHAR</ROLLNAME>\n' +
        '    <DDLANGUAGE>E</DDLANGUAGE>\n' +
        '    <DOMNAME>ZAG_DOMA_CHAR</DOMNAME>\n' +
        '    <HEADLEN>20</HEADLEN>\n' +
        '    <SCRLEN1>10</SCRLEN1>\n' +
        '    <SCRLEN2>20</SCRLEN2>\n' +
        '    <SCRLEN3>40</SCRLEN3>\n' +
        '    <DDTEXT>Data Element</DDTEXT>\n' +
        '    <REPTEXT>Characters</REPTEXT>\n' +
        '    <SCRTEXT_S>Char</SCRTEXT_S>\n' +
        '    <SCRTEXT_M>Characters</SCRTEXT_M>\n' +
        '    <SCRTEXT_L>Characters</SCRTEXT_L>\n' +
        '    <DTELMASTER>E</DTELMASTER>\n' +
        '    <REFKIND>D</REFKIND>\n' +
        '   </DD04V>\n' +
        '  </asx:values>\n' +
        ' </asx:abap>\n' +
        '</abapGit>\n',
    );
  });

  it('escapes text like abapGit and keeps CR and leading blanks raw', () => {
    const object: AbapObject = {
      type: 'MSAG', name: 'ZMSG', description: '', sources: {},
      metadata: { T100: [{ TEXT: `a & b <c> "d" 'e'`, MSGNR: '001' }], T100A: { STEXT: 'line\r\nnext', ARBGB: 'ZMSG', MASTERLANG: '  E' } },
    };
    const lines = xmlText(object).split('\n');
    expect(lines).toContain('    <STEXT>line\r');
    expect(lines).toContain('    <MASTERLANG>  E</MASTERLANG>');
    expect(lines).toContain('     <TEXT>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;</TEXT>');
    expect(lines.indexOf('    <ARBGB>ZMSG</ARBGB>')).toBeLessThan(lines.indexOf('    <MASTERLANG>  E</MASTERLANG>'));
    expect(lines.indexOf('     <MSGNR>001</MSGNR>')).toBeLessThan(lines.indexOf('     <TEXT>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;</TEXT>'));
  });

  it('leaves out initial fields and empty structures and tables', () => {
    const object: AbapObject = {
      type: 'DOMA', name: 'ZD', description: '', sources: {},
      metadata: { DD07V_TAB: [], DD01V: { DOMNAME: 'ZD', VALEXI: '', DDTEXT: 'Domain' }, EXTRA: {} },
    };
    expect(xmlText(object)).toContain('   <DD01V>\n    <DOMNAME>ZD</DOMNAME>\n    <DDTEXT>Domain</DDTEXT>\n   </DD01V>\n  </asx:values>');
  });

  it('keeps fields it does not know after the known ones, in the order read', () => {
    const xml = Buffer.from(
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<abapGit version="v1.0.0" serializer="LCL_OBJECT_DTEL" serializer_version="v1.0.0">\n' +
        ' <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">\n  <asx:values>\n   <DD04V>\n' +
        '    <ROLLNAME>ZX</ROLLNAME>\n    <ZZ_NEW>1</ZZ_NEW>\n    <DDTEXT>Text</DDTEXT>\n    <ZZ_OTHER>2</ZZ_OTHER>\n' +
        '   </DD04V>\n   <NEW_TABLE>\n    <ROW>\n     <A>1</A>\n    </ROW>\n    <ROW>\n     <A>2</A>\n    </ROW>\n   </NEW_TABLE>\n' +
        '  </asx:values>\n </asx:abap>\n</abapGit>\n',
    );
    const { objects, problems } = deserializeObjects([{ path: 'zx.dtel.xml', data: xml }]);
    expect(problems).toEqual([]);
    const text = xmlText(objects[0] as AbapObject);
    expect(text).toContain('    <ROLLNAME>ZX</ROLLNAME>\n    <DDTEXT>Text</DDTEXT>\n    <ZZ_NEW>1</ZZ_NEW>\n    <ZZ_OTHER>2</ZZ_OTHER>\n');
    expect(text).toContain('   <NEW_TABLE>\n    <ROW>\n     <A>1</A>\n    </ROW>\n    <ROW>\n     <A>2</A>\n    </ROW>\n   </NEW_TABLE>\n');
  });
});

describe.skipIf(!hasReference)('canonical XML of every reference object', () => {
  for (const object of hasReference ? referenceObjects() : []) {
    const original = xmlText(object);

    it(`${object.type} ${object.name}: metadata in reverse order gives the same bytes`, () => {
      expect(xmlText({ ...object, metadata: scrambled(object.metadata) as MetadataRecord })).toBe(original);
    });

    it(`${object.type} ${object.name}: changing one field changes exactly that line`, () => {
      const leaves = textLeaves(object.metadata).filter((path) => !String(path[0]).startsWith('#'));
      for (const path of leaves) {
        const changed = xmlText({ ...object, description: '', metadata: withText(object.metadata, path, 'CHANGED_VALUE') as MetadataRecord });
        const before = original.split('\n');
        const after = changed.split('\n');
        expect(after.length, path.join('/')).toBe(before.length);
        const differing = after.filter((line, index) => line !== before[index]);
        expect(differing.length, path.join('/')).toBe(1);
        expect(differing[0]).toContain('>CHANGED_VALUE</');
      }
    });
  }
});
