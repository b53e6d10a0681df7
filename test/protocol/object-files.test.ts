import { describe, expect, it } from 'vitest';
import { objectFileName, sourcePartFileName } from '../../src/protocol/object-files.js';

describe('the files that stand for an object', () => {
  it.each([
    ['CLAS', 'ZCL_DEMO', 'main', 'zcl_demo.clas.abap'],
    ['CLAS', 'ZCL_DEMO', 'locals_imp', 'zcl_demo.clas.locals_imp.abap'],
    ['CLAS', 'ZCL_DEMO', 'macros', 'zcl_demo.clas.macros.abap'],
    ['CLAS', '/DMO/CL_FLIGHT', 'testclasses', '#dmo#cl_flight.clas.testclasses.abap'],
    ['PROG', 'ZDEMO_REPORT', 'main', 'zdemo_report.prog.abap'],
    ['INTF', 'ZIF_DEMO', 'locals_imp', 'zif_demo.intf.abap'],
    ['DDLS', 'ZDEMO_I_BOOKING', 'main', 'zdemo_i_booking.ddls.asddls'],
  ] as const)('a source part of %s %s (%s) is %s', (type, name, part, file) => expect(sourcePartFileName(type, name, part)).toBe(file));

  it.each([
    ['CLAS', 'ZCL_DEMO', 'zcl_demo.clas.abap'],
    ['DDLS', 'ZDEMO_I_BOOKING', 'zdemo_i_booking.ddls.asddls'],
    ['TABL', 'ZDEMO_BOOKING', 'zdemo_booking.tabl.xml'],
    ['DTEL', 'ZDEMO_PRICE', 'zdemo_price.dtel.xml'],
    ['MSAG', 'ZDEMO', 'zdemo.msag.xml'],
  ])('the one file of %s %s is %s', (type, name, file) => expect(objectFileName(type, name)).toBe(file));
});
