/**
 * ABAP objects with known profiles and SQL traces, for the profiler's tests of the service, the CLI and the
 * TUI. Row numbers in the comments are rows of zcl_prf_demo.clas.abap (PROFILE_ROWS names them).
 */
import type { EmbeddedSystem } from '../../../src/system/system.js';
import type { AbapObject } from '../../../src/system/objects.js';
import { testedClass } from '../../support/coverage-fixtures.js';

/** A client-independent table: key ID, four more fields. */
export const itemTable: AbapObject = {
  type: 'TABL',
  name: 'ZPRF_ITEM',
  description: 'Profiler test items',
  metadata: {
    DD02V: { TABNAME: 'ZPRF_ITEM', DDLANGUAGE: 'E', TABCLASS: 'TRANSP', DDTEXT: 'Profiler test items', CONTFLAG: 'A', EXCLASS: '1' },
    DD09L: { TABNAME: 'ZPRF_ITEM', AS4LOCAL: 'A', TABKAT: '0', TABART: 'APPL0', BUFALLOW: 'N' },
    DD03P_TABLE: [
      { FIELDNAME: 'ID', KEYFLAG: 'X', NOTNULL: 'X', ADMINFIELD: '0', INTTYPE: 'C', INTLEN: '000020', DATATYPE: 'CHAR', LENG: '000010', MASK: '  CHAR' },
      { FIELDNAME: 'NAME', ADMINFIELD: '0', INTTYPE: 'C', INTLEN: '000040', DATATYPE: 'CHAR', LENG: '000020', MASK: '  CHAR' },
      { FIELDNAME: 'CATEGORY', ADMINFIELD: '0', INTTYPE: 'C', INTLEN: '000002', DATATYPE: 'CHAR', LENG: '000001', MASK: '  CHAR' },
      { FIELDNAME: 'PRICE', ADMINFIELD: '0', INTTYPE: 'I', INTLEN: '000004', DATATYPE: 'INT4', LENG: '000010', MASK: '  INT4' },
      { FIELDNAME: 'NOTE', ADMINFIELD: '0', INTTYPE: 'C', INTLEN: '000080', DATATYPE: 'CHAR', LENG: '000040', MASK: '  CHAR' },
    ],
  },
  sources: {},
};

const main = `CLASS zcl_prf_demo DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
    CLASS-METHODS hot RETURNING VALUE(result) TYPE i.
    CLASS-METHODS leaf IMPORTING n TYPE i RETURNING VALUE(result) TYPE i.
    CLASS-METHODS inner RETURNING VALUE(result) TYPE i.
    CLASS-METHODS prices RETURNING VALUE(total) TYPE i.
ENDCLASS.

CLASS zcl_prf_demo IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    out->write( hot( ) ).
    out->write( inner( ) + inner( ) ).
    out->write( prices( ) ).
  ENDMETHOD.

  METHOD hot.
    DO 3 TIMES.
      result = result + leaf( sy-index ).
    ENDDO.
    DO 100000 TIMES.
      result = result + sy-index MOD 7.
    ENDDO.
  ENDMETHOD.

  METHOD leaf.
    result = n * 2.
  ENDMETHOD.

  METHOD inner.
    result = leaf( 5 ).
  ENDMETHOD.

  METHOD prices.
    DATA ids TYPE STANDARD TABLE OF zprf_item-id WITH EMPTY KEY.
    DATA row TYPE zprf_item.
    DATA items TYPE STANDARD TABLE OF zprf_item WITH EMPTY KEY.
    DATA name TYPE zprf_item-name.
    APPEND 'A' TO ids.
    APPEND 'B' TO ids.
    APPEND 'C' TO ids.
    LOOP AT ids INTO DATA(id).
      SELECT SINGLE * FROM zprf_item WHERE id = @id INTO @row.
      total = total + row-price.
    ENDLOOP.
    SELECT * FROM zprf_item WHERE category = 'A' INTO TABLE @items.
    total = total + lines( items ).
    SELECT SINGLE name FROM zprf_item WHERE category = 'B' INTO @name.
  ENDMETHOD.
ENDCLASS.
`;

const testclasses = `CLASS ltcl_prf DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS setup.
    METHODS hot_is_hot FOR TESTING.
    METHODS inner_twice FOR TESTING.
ENDCLASS.

CLASS ltcl_prf IMPLEMENTATION.
  METHOD setup.
    zcl_prf_demo=>leaf( 1 ).
  ENDMETHOD.
  METHOD hot_is_hot.
    cl_abap_unit_assert=>assert_equals( act = zcl_prf_demo=>hot( ) exp = 300012 ).
  ENDMETHOD.
  METHOD inner_twice.
    cl_abap_unit_assert=>assert_equals( act = zcl_prf_demo=>inner( ) + zcl_prf_demo=>inner( ) exp = 20 ).
  ENDMETHOD.
ENDCLASS.
`;

export const profileClass = testedClass('ZCL_PRF_DEMO', main, testclasses);

/** Rows of zcl_prf_demo.clas.abap the tests name. */
export const PROFILE_ROWS = {
  main: 11,
  callHot: 12,
  callInner: 13,
  callPrices: 14,
  hot: 17,
  callLeafInHot: 19,
  hotLoop: 22,
  leaf: 26,
  inner: 30,
  callLeafInInner: 31,
  prices: 34,
  loop: 42,
  selectInLoop: 43,
  fullScan: 46,
  singleWithoutKey: 48,
} as const;

/** A SELECT in a method its caller calls inside a LOOP: the N+1's loop is the caller's (rows 13 and 20). */
export const callerClass: AbapObject = {
  type: 'CLAS',
  name: 'ZCL_PRF_CALLER',
  description: 'Profiler test class',
  metadata: { VSEOCLASS: { CLSNAME: 'ZCL_PRF_CALLER', LANGU: 'E', DESCRIPT: 'Profiler test class', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
  sources: {
    main: `CLASS zcl_prf_caller DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
    CLASS-METHODS price_of IMPORTING id TYPE zprf_item-id RETURNING VALUE(price) TYPE i.
ENDCLASS.

CLASS zcl_prf_caller IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA ids TYPE STANDARD TABLE OF zprf_item-id WITH EMPTY KEY.
    DATA total TYPE i.
    APPEND 'A' TO ids.
    APPEND 'B' TO ids.
    LOOP AT ids INTO DATA(id).
      total = total + price_of( id ).
    ENDLOOP.
    out->write( total ).
  ENDMETHOD.

  METHOD price_of.
    SELECT SINGLE price FROM zprf_item WHERE id = @id INTO @price.
  ENDMETHOD.
ENDCLASS.
`,
  },
};

/** Adds the table and the classes in package $PRF (active). */
export function addProfileFixtures(system: EmbeddedSystem): void {
  system.packages.save({ name: '$PRF', parent: '', description: 'Profiler tests', softwareComponent: 'LOCAL', metadata: {} }, 'DEVELOPER');
  for (const object of [itemTable, profileClass, callerClass]) system.objects.save(object, '$PRF', 'A', 'DEVELOPER');
  // the table's database table comes with its activation
  const problems = system.activation.announce({ activated: [system.objects.get('TABL', 'ZPRF_ITEM')!], deleted: [] });
  if (problems.length > 0) throw new Error(`ZPRF_ITEM: ${JSON.stringify(problems)}`);
}
