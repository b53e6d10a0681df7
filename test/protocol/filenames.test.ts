import { describe, expect, it } from 'vitest';
import { fileNameForObject, objectFromFileName } from '../../src/protocol/filenames.js';

describe('objectFromFileName', () => {
  const cases: Array<{ file: string; expected: { type: string; name: string } | undefined }> = [
    { file: 'zcl_demo.clas.abap', expected: { type: 'CLAS', name: 'ZCL_DEMO' } },
    { file: 'zcl_demo.clas.xml', expected: { type: 'CLAS', name: 'ZCL_DEMO' } },
    { file: 'zcl_demo.clas.locals_imp.abap', expected: { type: 'CLAS', name: 'ZCL_DEMO' } },
    { file: 'zcl_demo.clas.testclasses.abap', expected: { type: 'CLAS', name: 'ZCL_DEMO' } },
    { file: 'zif_demo.intf.abap', expected: { type: 'INTF', name: 'ZIF_DEMO' } },
    { file: 'zdemo.tabl.xml', expected: { type: 'TABL', name: 'ZDEMO' } },
    { file: 'zdemo_s.stru.xml', expected: { type: 'STRU', name: 'ZDEMO_S' } },
    { file: 'zdemo.dtel.xml', expected: { type: 'DTEL', name: 'ZDEMO' } },
    { file: 'zdemo.prog.abap', expected: { type: 'PROG', name: 'ZDEMO' } },
    { file: 'zdemo.prog.screen_2000.abap', expected: { type: 'PROG', name: 'ZDEMO' } },
    { file: 'z_demo.ddls.asddls', expected: { type: 'DDLS', name: 'Z_DEMO' } },
    { file: 'zgroup.fugr.z_module.abap', expected: { type: 'FUGR', name: 'ZGROUP' } },
    { file: 'zgroup.fugr.lzgrouptop.xml', expected: { type: 'FUGR', name: 'ZGROUP' } },
    { file: '#dmo#travel.tabl.xml', expected: { type: 'TABL', name: '/DMO/TRAVEL' } },
    { file: '#adesso#bpm.fugr.#adesso#lbpmtop.abap', expected: { type: 'FUGR', name: '/ADESSO/BPM' } },
    { file: 'src/sub/zcl_demo.clas.abap', expected: { type: 'CLAS', name: 'ZCL_DEMO' } },
    { file: '/abs/path/#dmo#cl_x.clas.abap', expected: { type: 'CLAS', name: '/DMO/CL_X' } },
    { file: 'src\\win\\zcl_demo.clas.abap', expected: { type: 'CLAS', name: 'ZCL_DEMO' } },
    { file: 'ZCL_UPPER.CLAS.ABAP', expected: { type: 'CLAS', name: 'ZCL_UPPER' } },
    { file: 'zname%2ewith%2edots.msag.xml', expected: { type: 'MSAG', name: 'ZNAME.WITH.DOTS' } },
    { file: 'z%3cx%3e%3d%3f.prog.abap', expected: { type: 'PROG', name: 'Z<X>=?' } },
    { file: 'z%25pct.prog.abap', expected: { type: 'PROG', name: 'Z%PCT' } },
    { file: 'package.devc.xml', expected: { type: 'DEVC', name: 'PACKAGE' } },
    { file: 'README.md', expected: undefined },
    { file: '.abapgit.xml', expected: undefined },
    { file: 'zcl_demo.abap', expected: undefined },
    { file: 'zcl_demo', expected: undefined },
    { file: '', expected: undefined },
    { file: 'src/', expected: undefined },
    { file: '.clas.abap', expected: undefined },
    { file: 'zx.toolong.abap', expected: undefined },
    { file: 'zx.c-s.abap', expected: undefined },
    { file: 'zcl_demo.clas.', expected: undefined },
  ];

  it.each(cases)('$file → $expected', ({ file, expected }) => {
    expect(objectFromFileName(file)).toEqual(expected);
  });
});

describe('fileNameForObject', () => {
  const cases: Array<{ args: [string, string, string | undefined, string]; expected: string }> = [
    { args: ['CLAS', 'ZCL_DEMO', undefined, 'abap'], expected: 'zcl_demo.clas.abap' },
    { args: ['CLAS', 'ZCL_DEMO', 'locals_def', 'abap'], expected: 'zcl_demo.clas.locals_def.abap' },
    { args: ['CLAS', '/DMO/CL_TRAVEL', undefined, 'xml'], expected: '#dmo#cl_travel.clas.xml' },
    { args: ['FUGR', '/ADESSO/BPM', '/ADESSO/LBPMTOP', 'xml'], expected: '#adesso#bpm.fugr.#adesso#lbpmtop.xml' },
    { args: ['FUGR', 'ZGROUP', 'Z_MODULE', 'abap'], expected: 'zgroup.fugr.z_module.abap' },
    { args: ['PROG', 'ZDEMO', 'screen_2000', 'abap'], expected: 'zdemo.prog.screen_2000.abap' },
    { args: ['DDLS', 'Z_CDS', undefined, 'asddls'], expected: 'z_cds.ddls.asddls' },
    { args: ['MSAG', 'ZNAME.WITH.DOTS', undefined, 'xml'], expected: 'zname%2ewith%2edots.msag.xml' },
    { args: ['PROG', 'Z<X>=?', undefined, 'abap'], expected: 'z%3cx%3e%3d%3f.prog.abap' },
    { args: ['PROG', 'Z%PCT', undefined, 'abap'], expected: 'z%25pct.prog.abap' },
    { args: ['PROG', 'Z#HASH', undefined, 'abap'], expected: 'z%23hash.prog.abap' },
  ];

  it.each(cases)('$args → $expected', ({ args, expected }) => {
    expect(fileNameForObject(...args)).toBe(expected);
  });

  it('takes the extension as third argument when there is no extra part', () => {
    expect(fileNameForObject('TABL', '/DMO/TRAVEL', 'xml')).toBe('#dmo#travel.tabl.xml');
  });

  it.each(cases)('maps $expected back to its object', ({ args, expected }) => {
    expect(objectFromFileName(expected)).toEqual({ type: args[0], name: args[1] });
  });
});
