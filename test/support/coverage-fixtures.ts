/**
 * Classes with known statement coverage, for the coverage tests of the service, the CLI and the TUI.
 */
import type { AbapObject } from '../../src/system/objects.js';

export function testedClass(name: string, main: string, testclasses: string, locals_imp?: string): AbapObject {
  return {
    type: 'CLAS',
    name,
    description: 'Coverage test class',
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: 'Coverage test class', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X', WITH_UNIT_TESTS: 'X' } },
    sources: { main, testclasses, ...(locals_imp ? { locals_imp } : {}) },
  };
}

/** grade( 70 ) runs the IF and its THEN branch: the ELSE branch and the method unused stay uncovered. */
export const gradeClass = testedClass(
  'ZCL_COV_GRADE',
  `CLASS zcl_cov_grade DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS grade IMPORTING score TYPE i RETURNING VALUE(result) TYPE string.
    CLASS-METHODS unused RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS zcl_cov_grade IMPLEMENTATION.
  METHOD grade.
    DATA passed TYPE abap_bool.
    IF score >= 50.
      result = 'pass'.
      passed = abap_true.
    ELSE.
      result = 'fail'.
    ENDIF.
  ENDMETHOD.

  METHOD unused.
    result = 1.
  ENDMETHOD.
ENDCLASS.
`,
  `CLASS ltcl_grade DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS passes FOR TESTING.
ENDCLASS.

CLASS ltcl_grade IMPLEMENTATION.
  METHOD passes.
    cl_abap_unit_assert=>assert_equals( act = zcl_cov_grade=>grade( 70 ) exp = 'pass' ).
  ENDMETHOD.
ENDCLASS.
`,
);

/** Control structures: which statements a run reaches is known row by row. */
export const flowClass = testedClass(
  'ZCL_COV_FLOW',
  `CLASS zcl_cov_flow DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS run IMPORTING kind TYPE i RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS zcl_cov_flow IMPLEMENTATION.
  METHOD run.
    DATA numbers TYPE STANDARD TABLE OF i WITH EMPTY KEY.
    IF kind = 1.
      result = 10.
    ELSEIF kind = 2.
      result = 20.
    ELSE.
      result = 30.
    ENDIF.
    CASE kind.
      WHEN 1.
        result = result + 1.
      WHEN 2.
        result = result + 2.
      WHEN OTHERS.
        result = result + 3.
    ENDCASE.
    APPEND 1 TO numbers.
    LOOP AT numbers INTO DATA(number).
      result = result + number.
    ENDLOOP.
    DO 0 TIMES.
      result = 0.
    ENDDO.
    TRY.
        result = result + lcl_helper=>twice( kind ).
      CATCH cx_sy_zerodivide.
        result = -1.
    ENDTRY.
  ENDMETHOD.
ENDCLASS.
`,
  `CLASS ltcl_flow DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS kind_one FOR TESTING.
ENDCLASS.

CLASS ltcl_flow IMPLEMENTATION.
  METHOD kind_one.
    cl_abap_unit_assert=>assert_equals( act = zcl_cov_flow=>run( 1 ) exp = 14 ).
  ENDMETHOD.
ENDCLASS.
`,
  `CLASS lcl_helper DEFINITION.
  PUBLIC SECTION.
    CLASS-METHODS twice IMPORTING value TYPE i RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS lcl_helper IMPLEMENTATION.
  METHOD twice.
    result = value * 2.
  ENDMETHOD.
ENDCLASS.
`,
);

/** The abapGit files of a class object: file name → text. */
export function classFiles(object: AbapObject): Record<string, string> {
  const lower = object.name.toLowerCase();
  const files: Record<string, string> = {};
  for (const [part, text] of Object.entries(object.sources)) files[part === 'main' ? `${lower}.clas.abap` : `${lower}.clas.${part}.abap`] = text as string;
  return files;
}

/**
 * reach( ) calls a class it names only at run time ('ZCL_COV_' && 'REACHED'): no string of the generated code
 * names ZCL_COV_REACHED, so a coverage process that loads what a run reaches (worker/module-closure.ts) has
 * not loaded it when the run gets there.
 */
export const dynamicClass = testedClass(
  'ZCL_COV_DYNAMIC',
  `CLASS zcl_cov_dynamic DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS reach RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS zcl_cov_dynamic IMPLEMENTATION.
  METHOD reach.
    DATA name TYPE string.
    name = 'ZCL_COV_' && 'REACHED'.
    CALL METHOD (name)=>value RECEIVING result = result.
  ENDMETHOD.
ENDCLASS.
`,
  `CLASS ltcl_dynamic DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS reaches FOR TESTING.
ENDCLASS.

CLASS ltcl_dynamic IMPLEMENTATION.
  METHOD reaches.
    cl_abap_unit_assert=>assert_equals( act = zcl_cov_dynamic=>reach( ) exp = 42 ).
  ENDMETHOD.
ENDCLASS.
`,
);

/** The class reach( ) names at run time (no tests of its own). */
export const reachedClass: AbapObject = {
  type: 'CLAS',
  name: 'ZCL_COV_REACHED',
  description: 'Coverage test class',
  metadata: { VSEOCLASS: { CLSNAME: 'ZCL_COV_REACHED', LANGU: 'E', DESCRIPT: 'Coverage test class', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
  sources: {
    main: `CLASS zcl_cov_reached DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS value RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS zcl_cov_reached IMPLEMENTATION.
  METHOD value.
    result = 42.
  ENDMETHOD.
ENDCLASS.
`,
  },
};

/** A table the commit class writes a row into per run (client-independent, one key field). */
export const commitLogTable: AbapObject = {
  type: 'TABL',
  name: 'ZCOV_LOG',
  description: 'Coverage commit log',
  metadata: {
    DD02V: { TABNAME: 'ZCOV_LOG', DDLANGUAGE: 'E', TABCLASS: 'TRANSP', DDTEXT: 'Coverage commit log', CONTFLAG: 'A', EXCLASS: '1' },
    DD09L: { TABNAME: 'ZCOV_LOG', AS4LOCAL: 'A', TABKAT: '0', TABART: 'APPL0', BUFALLOW: 'N' },
    DD03P_TABLE: [{ FIELDNAME: 'ID', KEYFLAG: 'X', NOTNULL: 'X', ADMINFIELD: '0', INTTYPE: 'C', INTLEN: '000020', DATATYPE: 'CHAR', LENG: '000010', MASK: '  CHAR' }],
  },
  sources: {},
};

/** Writes a row, commits it with COMMIT WORK, then reaches ZCL_COV_REACHED by a name built at run time. */
export const commitClass = testedClass(
  'ZCL_COV_COMMIT',
  `CLASS zcl_cov_commit DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS log_and_reach RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS zcl_cov_commit IMPLEMENTATION.
  METHOD log_and_reach.
    DATA row TYPE zcov_log.
    DATA name TYPE string.
    DATA count TYPE i.
    SELECT COUNT(*) FROM zcov_log INTO count.
    row-id = |RUN{ count }|.
    INSERT zcov_log FROM row.
    COMMIT WORK.
    name = 'ZCL_COV_' && 'REACHED'.
    CALL METHOD (name)=>value RECEIVING result = result.
  ENDMETHOD.
ENDCLASS.
`,
  `CLASS ltcl_commit DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS reaches FOR TESTING.
ENDCLASS.

CLASS ltcl_commit IMPLEMENTATION.
  METHOD reaches.
    cl_abap_unit_assert=>assert_equals( act = zcl_cov_commit=>log_and_reach( ) exp = 42 ).
  ENDMETHOD.
ENDCLASS.
`,
);

/** Reaches ZCL_COV_REACHED by a name built at run time (catching what a miss raises), then writes and commits. */
export const reachFirstClass = testedClass(
  'ZCL_COV_REACH_FIRST',
  `CLASS zcl_cov_reach_first DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS reach_and_log RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS zcl_cov_reach_first IMPLEMENTATION.
  METHOD reach_and_log.
    DATA row TYPE zcov_log.
    DATA name TYPE string.
    DATA count TYPE i.
    name = 'ZCL_COV_' && 'REACHED'.
    TRY.
        CALL METHOD (name)=>value RECEIVING result = result.
      CATCH cx_root.
        result = -1.
    ENDTRY.
    SELECT COUNT(*) FROM zcov_log INTO count.
    row-id = |FIRST{ count }|.
    INSERT zcov_log FROM row.
    COMMIT WORK.
  ENDMETHOD.
ENDCLASS.
`,
  `CLASS ltcl_reach_first DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS reaches FOR TESTING.
ENDCLASS.

CLASS ltcl_reach_first IMPLEMENTATION.
  METHOD reaches.
    cl_abap_unit_assert=>assert_equals( act = zcl_cov_reach_first=>reach_and_log( ) exp = 42 ).
  ENDMETHOD.
ENDCLASS.
`,
);
