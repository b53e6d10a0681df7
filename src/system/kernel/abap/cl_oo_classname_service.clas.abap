"! Names of the includes of class and interface pools, computed from the names as an application system
"! forms them: the name padded with '=' to 30 characters and a suffix (CP class pool, CU/CO/CI sections,
"! CCDEF/CCIMP/CCAU/CCMAC local parts, CM### methods; IP interface pool, IU interface section).
"! Method numbers follow the class's own methods in declaration order, then its interface methods.
CLASS cl_oo_classname_service DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    TYPES ty_includes TYPE STANDARD TABLE OF programm WITH DEFAULT KEY.

    CLASS-METHODS get_classpool_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_interfacepool_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_intfsec_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_pubsec_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_prosec_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_prisec_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_cl_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_ccdef_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_ccimp_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_ccmac_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_cs_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_ct_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_ccau_name
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE programm.
    CLASS-METHODS get_method_include
      IMPORTING  mtdkey        TYPE seocpdkey
      RETURNING  VALUE(result) TYPE programm
      EXCEPTIONS class_not_existing
                 method_not_existing.
    CLASS-METHODS get_all_method_includes
      IMPORTING  clsname       TYPE clike
      RETURNING  VALUE(result) TYPE seop_methods_w_include
      EXCEPTIONS class_not_existing.
    CLASS-METHODS get_all_class_includes
      IMPORTING class_name    TYPE clike
      RETURNING VALUE(result) TYPE ty_includes.
    CLASS-METHODS get_clsname_by_include
      IMPORTING incname        TYPE clike
      RETURNING VALUE(clsname) TYPE seoclsname.
    CLASS-METHODS get_method_by_include
      IMPORTING incname       TYPE clike
      RETURNING VALUE(mtdkey) TYPE seocpdkey.

  PRIVATE SECTION.
    CLASS-METHODS include_name
      IMPORTING clsname       TYPE clike
                suffix        TYPE clike
      RETURNING VALUE(result) TYPE programm.
    "! The methods the class implements itself, in include order; empty when there is no such class.
    CLASS-METHODS own_methods
      IMPORTING clsname       TYPE clike
      RETURNING VALUE(result) TYPE string_table.
    CLASS-METHODS method_suffix
      IMPORTING number        TYPE i
      RETURNING VALUE(result) TYPE string.

ENDCLASS.



CLASS cl_oo_classname_service IMPLEMENTATION.

  METHOD include_name.
    DATA stem TYPE c LENGTH 30.
    stem = to_upper( clsname ).
    TRANSLATE stem USING ' ='.
    result = stem && to_upper( suffix ).
  ENDMETHOD.

  METHOD get_classpool_name.
    result = include_name( clsname = clsname suffix = 'CP' ).
  ENDMETHOD.

  METHOD get_interfacepool_name.
    result = include_name( clsname = clsname suffix = 'IP' ).
  ENDMETHOD.

  METHOD get_intfsec_name.
    result = include_name( clsname = clsname suffix = 'IU' ).
  ENDMETHOD.

  METHOD get_pubsec_name.
    result = include_name( clsname = clsname suffix = 'CU' ).
  ENDMETHOD.

  METHOD get_prosec_name.
    result = include_name( clsname = clsname suffix = 'CO' ).
  ENDMETHOD.

  METHOD get_prisec_name.
    result = include_name( clsname = clsname suffix = 'CI' ).
  ENDMETHOD.

  METHOD get_cl_name.
    result = include_name( clsname = clsname suffix = 'CL' ).
  ENDMETHOD.

  METHOD get_ccdef_name.
    result = include_name( clsname = clsname suffix = 'CCDEF' ).
  ENDMETHOD.

  METHOD get_ccimp_name.
    result = include_name( clsname = clsname suffix = 'CCIMP' ).
  ENDMETHOD.

  METHOD get_ccmac_name.
    result = include_name( clsname = clsname suffix = 'CCMAC' ).
  ENDMETHOD.

  METHOD get_cs_name.
    result = include_name( clsname = clsname suffix = 'CS' ).
  ENDMETHOD.

  METHOD get_ct_name.
    result = include_name( clsname = clsname suffix = 'CT' ).
  ENDMETHOD.

  METHOD get_ccau_name.
    result = include_name( clsname = clsname suffix = 'CCAU' ).
  ENDMETHOD.

  METHOD method_suffix.
    CONSTANTS digits TYPE string VALUE '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.
    DATA rest TYPE i.
    DATA digit TYPE i.
    rest = number.
    DO 3 TIMES.
      digit = rest MOD 36.
      rest = rest DIV 36.
      result = digits+digit(1) && result.
    ENDDO.
    result = 'CM' && result.
  ENDMETHOD.

  METHOD own_methods.
    DATA name TYPE string.
    DATA found TYPE abap_bool.
    name = to_upper( clsname ).
    WRITE '@KERNEL const C = abap.Classes[name.get()]; if (C !== undefined) { found.set("X");'.
    WRITE '@KERNEL   const names = Object.keys(C.METHODS ?? {});'.
    WRITE '@KERNEL   for (const n of [...names.filter((m) => !m.includes("~")), ...names.filter((m) => m.includes("~"))]) {'.
    WRITE '@KERNEL     abap.statements.append({source: new abap.types.String().set(n), target: result}); } }'.
    IF found = abap_false.
      CLEAR result.
    ENDIF.
  ENDMETHOD.

  METHOD get_method_include.
    DATA methods TYPE string_table.
    DATA wanted TYPE string.
    IF mtdkey-clsname IS INITIAL.
      RAISE class_not_existing.
    ENDIF.
    methods = own_methods( mtdkey-clsname ).
    IF methods IS INITIAL.
      RAISE class_not_existing.
    ENDIF.
    wanted = to_upper( mtdkey-cpdname ).
    READ TABLE methods WITH KEY table_line = wanted TRANSPORTING NO FIELDS.
    IF sy-subrc <> 0.
      RAISE method_not_existing.
    ENDIF.
    result = include_name( clsname = mtdkey-clsname suffix = method_suffix( sy-tabix ) ).
  ENDMETHOD.

  METHOD get_all_method_includes.
    DATA methods TYPE string_table.
    DATA line TYPE seop_method_w_include.
    methods = own_methods( clsname ).
    IF methods IS INITIAL.
      RAISE class_not_existing.
    ENDIF.
    LOOP AT methods INTO DATA(method).
      line-cpdkey-clsname = to_upper( clsname ).
      line-cpdkey-cpdname = method.
      line-incname = include_name( clsname = clsname suffix = method_suffix( sy-tabix ) ).
      APPEND line TO result.
    ENDLOOP.
  ENDMETHOD.

  METHOD get_all_class_includes.
    DATA suffixes TYPE string_table.
    DATA methods TYPE seop_methods_w_include.
    suffixes = VALUE #( ( `CP` ) ( `CU` ) ( `CO` ) ( `CI` ) ( `CCDEF` ) ( `CCIMP` ) ( `CCAU` ) ( `CCMAC` ) ).
    LOOP AT suffixes INTO DATA(suffix).
      APPEND include_name( clsname = class_name suffix = suffix ) TO result.
    ENDLOOP.
    get_all_method_includes( EXPORTING clsname = class_name RECEIVING result = methods EXCEPTIONS class_not_existing = 1 ).
    LOOP AT methods INTO DATA(method).
      APPEND method-incname TO result.
    ENDLOOP.
  ENDMETHOD.

  METHOD get_clsname_by_include.
    DATA stem TYPE c LENGTH 30.
    IF strlen( incname ) <= 30.
      RETURN.
    ENDIF.
    stem = incname(30).
    TRANSLATE stem USING '= '.
    clsname = condense( stem ).
  ENDMETHOD.

  METHOD get_method_by_include.
    DATA suffix TYPE string.
    DATA methods TYPE seop_methods_w_include.
    IF strlen( incname ) <= 30.
      RETURN.
    ENDIF.
    suffix = incname+30.
    IF strlen( suffix ) <> 5 OR suffix(2) <> 'CM'.
      RETURN.
    ENDIF.
    get_all_method_includes( EXPORTING clsname = get_clsname_by_include( incname ) RECEIVING result = methods EXCEPTIONS class_not_existing = 1 ).
    READ TABLE methods INTO DATA(method) WITH KEY incname = to_upper( incname ).
    IF sy-subrc = 0.
      mtdkey = method-cpdkey.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
