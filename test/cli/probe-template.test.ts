/** The probe's files are abapGit files: the system's own reader takes them, and its writer gives the same bytes. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { probeFiles } from '../../src/cli/probe/template.js';
import { deserializeObjects, serializeObject } from '../../src/system/abapgit/index.js';

const demoTools = resolve(__dirname, '../../examples/demo-repo/src/tools');

describe('probe templates', () => {
  const cases = [
    { kind: 'class' as const, name: 'ZCL_DEVELOPER_FLIGHTS', type: 'CLAS', files: ['zcl_developer_flights.clas.abap', 'zcl_developer_flights.clas.xml'] },
    { kind: 'program' as const, name: 'ZDEVELOPER_FLIGHTS', type: 'PROG', files: ['zdeveloper_flights.prog.abap', 'zdeveloper_flights.prog.xml'] },
    { kind: 'class' as const, name: '/DMO/CL_FLIGHTS', type: 'CLAS', files: ['#dmo#cl_flights.clas.abap', '#dmo#cl_flights.clas.xml'] },
  ];

  it.each(cases)('a $kind $name reads back cleanly and writes back byte for byte', ({ kind, name, type, files }) => {
    const written = probeFiles(kind, name, 'FLIGHTS');
    expect(written.map((file) => file.name)).toEqual(files);
    const { objects, problems } = deserializeObjects(written.map((file) => ({ path: file.name, data: file.data })));
    expect(problems).toEqual([]);
    expect(objects).toHaveLength(1);
    const object = objects[0]!;
    expect(object).toMatchObject({ type, name, description: 'Probe: FLIGHTS' });
    const again = serializeObject(object);
    expect(again.map((file) => file.path).sort()).toEqual([...files].sort());
    for (const file of written) {
      const rewritten = again.find((candidate) => candidate.path === file.name)!;
      expect(rewritten.data.toString('utf8')).toBe(file.data.toString('utf8'));
      expect(rewritten.data.equals(file.data)).toBe(true);
    }
  });

  it('writes the XML with the BOM, LF only and one final LF; sources without BOM, ending in one LF', () => {
    for (const kind of ['class', 'program'] as const) {
      const [source, xml] = probeFiles(kind, kind === 'class' ? 'ZCL_X_P' : 'ZX_P', 'P');
      expect([...xml!.data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(xml!.data.toString('utf8')).toMatch(/^\uFEFF<\?xml version="1.0" encoding="utf-8"\?>\n<abapGit version="v1.0.0" serializer="LCL_OBJECT_(CLAS|PROG)" serializer_version="v1.0.0">\n/);
      expect(xml!.data.toString('utf8').endsWith('</abapGit>\n')).toBe(true);
      for (const file of [source!, xml!]) {
        const text = file.data.toString('utf8');
        expect(text).not.toContain('\r');
        expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
        expect(text).not.toMatch(/[ \t]\n/);
      }
      expect(source!.data[0]).not.toBe(0xef);
    }
  });

  it('lays the class XML out as the demo repository\'s class-run class (same elements, same order)', () => {
    const demo = readFileSync(join(demoTools, 'zcl_demo_classrun.clas.xml'), 'utf8');
    const probe = probeFiles('class', 'ZCL_DEMO_CLASSRUN', 'X')[1]!.data.toString('utf8');
    const shape = (xml: string) => xml.replace(/<DESCRIPT>[^<]*<\/DESCRIPT>/, '<DESCRIPT/>');
    expect(shape(probe)).toBe(shape(demo));
  });

  it('names the run command and the purpose in the skeleton, and writes through out->write( )', () => {
    const source = probeFiles('class', 'ZCL_DEVELOPER_FLIGHTS', 'FLIGHTS')[0]!.data.toString('utf8');
    expect(source).toContain('INTERFACES if_oo_adt_classrun .');
    expect(source).toContain('" Probe FLIGHTS: a throw-away class');
    expect(source).toContain('" Run it with: abapdeck run --class ZCL_DEVELOPER_FLIGHTS');
    expect(source).toContain('out->write( |Probe ZCL_DEVELOPER_FLIGHTS ran as { sy-uname }');
    const report = probeFiles('program', 'ZDEVELOPER_FLIGHTS', 'FLIGHTS')[0]!.data.toString('utf8');
    expect(report).toContain('REPORT zdeveloper_flights.');
    expect(report).toContain('*& Run it with: abapdeck run --program ZDEVELOPER_FLIGHTS');
  });
});
