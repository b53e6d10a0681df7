/**
 * ZIP archives, ALV and GUI classes in the background, the type pool ABAP, dictionary types, the SCMS
 * conversion function modules and message class SY, run on the runtime with the kernel.
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass } from './run-kernel.js';

interface ZipEntry {
  name: string;
  content: Buffer;
  deflate: boolean;
}

/** A ZIP archive built the way common tools write it: local headers, data, central directory, end record. */
function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.deflate ? deflateRawSync(entry.content) : entry.content;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x800, 6);
    head.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    head.writeUInt16LE((13 << 11) | (45 << 5) | 15, 10); // 13:45:30
    head.writeUInt16LE(((2024 - 1980) << 9) | (2 << 5) | 29, 12); // 2024-02-29
    head.writeUInt32LE(crc32(entry.content), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(entry.content.length, 22);
    head.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4);
    head.copy(central, 6, 4, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, data);
    centrals.push(central, name);
    offset += head.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The files of an archive, read through its central directory, each checked against its CRC-32. */
function readZip(zip: Buffer): Record<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const files: Record<string, string> = {};
  let at = zip.readUInt32LE(end + 16);
  for (let n = 0; n < zip.readUInt16LE(end + 10); n++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const csize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + csize);
    const content = method === 8 ? inflateRawSync(data) : data;
    expect(crc32(content)).toBe(zip.readUInt32LE(at + 16));
    files[name] = content.toString('utf8');
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex').toUpperCase();

const FOREIGN_ZIP = buildZip([
  { name: 'readme.txt', content: Buffer.from('stored as is'), deflate: false },
  { name: 'src/zcl_a.clas.abap', content: Buffer.from('CLASS zcl_a DEFINITION. '.repeat(40)), deflate: true },
  { name: 'empty.txt', content: Buffer.alloc(0), deflate: true },
]).toString('hex').toUpperCase();

const ZIP_TESTS = testClass({
  round_trip: `    DATA(zip) = NEW cl_abap_zip( ).
    zip->support_unicode_names = abap_true.
    zip->add( name = 'a.txt' content = CONV xstring( '${hex('alpha '.repeat(50))}' ) ).
    zip->add( name = 'dir/ü.txt' content = CONV xstring( '${hex('beta')}' ) compress_level = 0 ).
    zip->add( name = 'gone.txt' content = CONV xstring( '00' ) ).
    cl_abap_unit_assert=>assert_equals( act = lines( zip->files ) exp = 3 ).
    zip->delete( EXPORTING name = 'gone.txt' EXCEPTIONS zip_index_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    zip->delete( EXPORTING name = 'gone.txt' EXCEPTIONS zip_index_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    DATA(saved) = zip->save( ).
    WRITE '@KERNEL console.log("SAVED-ZIP:" + saved.get());'.
    DATA(again) = NEW cl_abap_zip( ).
    again->load( EXPORTING zip = saved EXCEPTIONS zip_parse_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = lines( again->files ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = again->files[ 2 ]-name exp = 'dir/ü.txt' ).
    cl_abap_unit_assert=>assert_equals( act = again->files[ 1 ]-size exp = 300 ).
    cl_abap_unit_assert=>assert_equals( act = again->files[ 1 ]-date exp = sy-datum ).
    DATA content TYPE xstring.
    again->get( EXPORTING name = 'a.txt' IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = content exp = CONV xstring( '${hex('alpha '.repeat(50))}' ) ).
    again->get( EXPORTING index = 2 IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_equals( act = content exp = CONV xstring( '${hex('beta')}' ) ).
    again->get( EXPORTING name = 'missing' IMPORTING content = content EXCEPTIONS zip_index_error = 4 OTHERS = 5 ).
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).`,
  foreign_archive: `    DATA(zip) = NEW cl_abap_zip( ).
    zip->load( EXPORTING zip = CONV xstring( '${FOREIGN_ZIP}' ) EXCEPTIONS zip_parse_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = lines( zip->files ) exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = zip->files[ 2 ]-name exp = 'src/zcl_a.clas.abap' ).
    cl_abap_unit_assert=>assert_equals( act = zip->files[ 2 ]-date exp = '20240229' ).
    cl_abap_unit_assert=>assert_equals( act = zip->files[ 2 ]-time exp = '134530' ).
    DATA content TYPE xstring.
    zip->get( EXPORTING name = 'src/zcl_a.clas.abap' IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = xstrlen( content ) exp = ${'CLASS zcl_a DEFINITION. '.length * 40} ).
    zip->get( EXPORTING name = 'readme.txt' IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_equals( act = content exp = CONV xstring( '${hex('stored as is')}' ) ).
    zip->get( EXPORTING name = 'empty.txt' IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_initial( content ).
    DATA(entries) = cl_abap_zip=>splice( CONV xstring( '${FOREIGN_ZIP}' ) ).
    cl_abap_unit_assert=>assert_equals( act = lines( entries ) exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = entries[ 1 ]-offset exp = 40 ).
    cl_abap_unit_assert=>assert_equals( act = entries[ 1 ]-compressed exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_zip=>crc32( CONV xstring( '${hex('123456789')}' ) ) exp = -873187034 ).
    zip->load( EXPORTING zip = CONV xstring( '00112233' ) EXCEPTIONS zip_parse_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).`,
});

describe('CL_ABAP_ZIP', () => {
  it('saves archives other tools read and reads archives other tools wrote', async () => {
    const result = await runKernelTests({ 'zcl_zip_user.clas.abap': EMPTY_CLASS('zcl_zip_user'), 'zcl_zip_user.clas.testclasses.abap': ZIP_TESTS });
    expect(result.output, summary(result.output)).toContain('running ltcl->foreign_archive');
    expect(result.ok, summary(result.output)).toBe(true);
    const saved = /SAVED-ZIP:([0-9A-F]+)/.exec(result.output)?.[1];
    expect(readZip(Buffer.from(saved ?? '', 'hex'))).toEqual({ 'a.txt': 'alpha '.repeat(50), 'dir/ü.txt': 'beta' });
  }, 120_000);
});

function EMPTY_CLASS(name: string): string {
  return `CLASS ${name} DEFINITION PUBLIC CREATE PUBLIC.
ENDCLASS.
CLASS ${name} IMPLEMENTATION.
ENDCLASS.
`;
}
