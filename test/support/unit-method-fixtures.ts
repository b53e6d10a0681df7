/**
 * A class whose unit tests tell which test method ran: LTCL_CALC has ADDS (passes) and FAILS (fails), LTCL_MORE
 * has an ADDS of its own (passes). For the tests of one test method's run (POST /unit/method, `unit --method`, the
 * debug adapter's launch with a method).
 */
import type { AbapObject } from '../../src/system/objects.js';
import { rowOf } from './debug-fixtures.js';

export const calcMain = `CLASS zcl_um_calc DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS add IMPORTING a TYPE i b TYPE i RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS zcl_um_calc IMPLEMENTATION.
  METHOD add.
    result = a + b.
  ENDMETHOD.
ENDCLASS.
`;

export const calcTests = `CLASS ltcl_calc DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS adds FOR TESTING.
    METHODS fails FOR TESTING.
ENDCLASS.

CLASS ltcl_calc IMPLEMENTATION.
  METHOD adds.
    DATA lv_sum TYPE i.
    lv_sum = zcl_um_calc=>add( a = 1 b = 2 ).
    cl_abap_unit_assert=>assert_equals( act = lv_sum exp = 3 ).
  ENDMETHOD.

  METHOD fails.
    DATA lv_four TYPE i.
    lv_four = zcl_um_calc=>add( a = 2 b = 2 ).
    cl_abap_unit_assert=>assert_equals( act = lv_four exp = 5 msg = 'two and two' ).
  ENDMETHOD.
ENDCLASS.

CLASS ltcl_more DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS adds FOR TESTING.
ENDCLASS.

CLASS ltcl_more IMPLEMENTATION.
  METHOD adds.
    cl_abap_unit_assert=>assert_equals( act = zcl_um_calc=>add( a = 0 b = 0 ) exp = 0 ).
  ENDMETHOD.
ENDCLASS.
`;

/** Rows of the test classes' file: the first statement of each test method. */
export const calcTestRows = {
  adds: rowOf(calcTests, 'lv_sum = zcl_um_calc=>add'),
  fails: rowOf(calcTests, 'lv_four = zcl_um_calc=>add'),
  moreAdds: rowOf(calcTests, 'act = zcl_um_calc=>add( a = 0'),
};

export const calcClass: AbapObject = {
  type: 'CLAS',
  name: 'ZCL_UM_CALC',
  description: 'Test methods one by one',
  metadata: { VSEOCLASS: { CLSNAME: 'ZCL_UM_CALC', LANGU: 'E', DESCRIPT: 'Test methods one by one', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X', WITH_UNIT_TESTS: 'X' } },
  sources: { main: calcMain, testclasses: calcTests },
};
