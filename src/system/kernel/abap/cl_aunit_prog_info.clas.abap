"! Whether programs and classes contain ABAP Unit tests, read from the system's directory tables (TADIR,
"! SEOCLASSDF: a class with a test class include).
CLASS cl_aunit_prog_info DEFINITION PUBLIC FINAL CREATE PRIVATE.
  PUBLIC SECTION.
    TYPES:
      BEGIN OF ty_s_program,
        obj_type  TYPE trobjtype,
        obj_name  TYPE sobj_name,
        has_tests TYPE abap_bool,
      END OF ty_s_program.

    CLASS-METHODS get_program_info
      IMPORTING allow_commit  TYPE abap_bool DEFAULT abap_false
                obj_type      TYPE trobjtype
                obj_name      TYPE clike
      RETURNING VALUE(result) TYPE ty_s_program.
    CLASS-METHODS progname_to_tadir
      IMPORTING progname      TYPE clike
      RETURNING VALUE(result) TYPE tadir.
ENDCLASS.

CLASS cl_aunit_prog_info IMPLEMENTATION.
  METHOD get_program_info.
    result-obj_type = obj_type.
    result-obj_name = to_upper( obj_name ).
    IF obj_type = 'CLAS'.
      SELECT SINGLE with_unit_tests FROM seoclassdf WHERE clsname = @result-obj_name INTO @result-has_tests.
    ENDIF.
  ENDMETHOD.

  METHOD progname_to_tadir.
    DATA name TYPE string.
    name = to_upper( progname ).
    result-pgmid = 'R3TR'.
    IF strlen( name ) > 30 AND name+30 = 'CP'.
      result-object = 'CLAS'.
      result-obj_name = cl_oo_classname_service=>get_clsname_by_include( name ).
    ELSEIF strlen( name ) > 30 AND name+30 = 'IP'.
      result-object = 'INTF'.
      result-obj_name = cl_oo_classname_service=>get_clsname_by_include( name ).
    ELSEIF name CP 'SAPL*'.
      result-object = 'FUGR'.
      result-obj_name = name+4.
    ELSE.
      result-object = 'PROG'.
      result-obj_name = name.
    ENDIF.
    SELECT SINGLE * FROM tadir WHERE pgmid = 'R3TR' AND object = @result-object AND obj_name = @result-obj_name INTO @DATA(entry).
    IF sy-subrc = 0.
      result = entry.
    ENDIF.
  ENDMETHOD.
ENDCLASS.
