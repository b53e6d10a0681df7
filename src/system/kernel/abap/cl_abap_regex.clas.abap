"! A regular expression (POSIX-like ABAP syntax or PCRE). FIND and REPLACE accept it in place of a pattern.
CLASS cl_abap_regex DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        pattern       TYPE csequence
        ignore_case   TYPE abap_bool DEFAULT abap_false
        simple_regex  TYPE abap_bool DEFAULT abap_false
        no_submatches TYPE abap_bool DEFAULT abap_false
      RAISING
        cx_sy_regex.

    CLASS-METHODS create_pcre
      IMPORTING
        pattern          TYPE csequence
        ignore_case      TYPE abap_bool DEFAULT abap_false
        extended         TYPE abap_bool DEFAULT abap_true
        dot_all          TYPE abap_bool DEFAULT abap_false
        enable_multiline TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(regex)     TYPE REF TO cl_abap_regex
      RAISING
        cx_sy_regex.

    CLASS-METHODS create_posix
      IMPORTING
        pattern       TYPE csequence
        ignore_case   TYPE abap_bool DEFAULT abap_false
        no_submatches TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(regex)  TYPE REF TO cl_abap_regex
      RAISING
        cx_sy_regex.

    METHODS create_matcher
      IMPORTING
        text           TYPE clike OPTIONAL
        table          TYPE STANDARD TABLE OPTIONAL
      RETURNING
        VALUE(matcher) TYPE REF TO cl_abap_matcher
      RAISING
        cx_sy_matcher.

    METHODS get_pattern
      RETURNING
        VALUE(pattern) TYPE string.

  PROTECTED SECTION.
    " read by the runtime's FIND and REPLACE under these names
    DATA mv_pattern TYPE string.
    DATA mv_ignore_case TYPE abap_bool.
    DATA mv_pcre TYPE abap_bool.
    DATA mv_extended TYPE abap_bool.
    DATA mv_dot_all TYPE abap_bool.
    DATA mv_multiline TYPE abap_bool.

  PRIVATE SECTION.
    METHODS validate RAISING cx_sy_regex.

ENDCLASS.



CLASS cl_abap_regex IMPLEMENTATION.

  METHOD constructor.
    mv_pattern = pattern.
    mv_ignore_case = ignore_case.
    validate( ).
  ENDMETHOD.

  METHOD create_pcre.
    CREATE OBJECT regex EXPORTING pattern = `a`.
    regex->mv_pattern = pattern.
    regex->mv_ignore_case = ignore_case.
    regex->mv_pcre = abap_true.
    regex->mv_extended = extended.
    regex->mv_dot_all = dot_all.
    regex->mv_multiline = enable_multiline.
    regex->validate( ).
  ENDMETHOD.

  METHOD create_posix.
    CREATE OBJECT regex EXPORTING pattern = pattern ignore_case = ignore_case no_submatches = no_submatches.
  ENDMETHOD.

  METHOD create_matcher.
    IF table IS SUPPLIED.
      CREATE OBJECT matcher EXPORTING regex = me table = table.
    ELSE.
      CREATE OBJECT matcher EXPORTING regex = me text = text.
    ENDIF.
  ENDMETHOD.

  METHOD get_pattern.
    pattern = mv_pattern.
  ENDMETHOD.

  METHOD validate.
    DATA invalid TYPE abap_bool.
    " the runtime compiles the pattern on first use; an error of JavaScript's compiler means an invalid pattern
    WRITE '@KERNEL try { abap.statements.find(new abap.types.String(), { regex: this.me, first: true }); } catch (e) { if (e instanceof SyntaxError || e?.message?.includes("regex")) invalid.set("X"); else throw e; }'.
    IF invalid = abap_true OR mv_pattern IS INITIAL.
      RAISE EXCEPTION TYPE cx_sy_invalid_regex.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
