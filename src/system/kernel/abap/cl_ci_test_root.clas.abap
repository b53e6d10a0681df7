"! The root class of Code Inspector tests. Subclasses activate and can be instantiated; INFORM collects the
"! findings in RESULTS, since the embedded system has no Code Inspector run that would store them.
CLASS cl_ci_test_root DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_ci_test.

    TYPES:
      BEGIN OF ty_finding,
        sub_obj_type TYPE trobjtype,
        sub_obj_name TYPE sobj_name,
        line         TYPE i,
        column       TYPE i,
        kind         TYPE c LENGTH 1,
        test         TYPE seoclsname,
        code         TYPE c LENGTH 10,
        param_1      TYPE string,
        param_2      TYPE string,
        param_3      TYPE string,
        param_4      TYPE string,
      END OF ty_finding.
    TYPES ty_findings TYPE STANDARD TABLE OF ty_finding WITH DEFAULT KEY.

    DATA description TYPE string.
    DATA category TYPE seoclsname.
    DATA version TYPE c LENGTH 3.
    DATA position TYPE n LENGTH 3.
    DATA has_attributes TYPE flag.
    DATA attributes_ok TYPE flag.
    DATA has_documentation TYPE flag.
    DATA remote_enabled TYPE flag.
    DATA remote_rfc_enabled TYPE flag.
    DATA uses_checksum TYPE flag.
    DATA object_type TYPE trobjtype.
    DATA object_name TYPE sobj_name.
    DATA program_name TYPE programm.
    DATA results TYPE ty_findings READ-ONLY.

    METHODS constructor.
    METHODS run.
    METHODS get_attributes
      RETURNING VALUE(p_attributes) TYPE xstring.
    METHODS put_attributes
      IMPORTING p_attributes TYPE xstring.
    METHODS get_message_text
      IMPORTING p_test TYPE clike
                p_code TYPE clike
      EXPORTING p_text TYPE string.
    METHODS get_result_node
      IMPORTING p_kind          TYPE clike
      RETURNING VALUE(p_result) TYPE REF TO cl_ci_result_root.
    METHODS inform
      IMPORTING p_sub_obj_type TYPE trobjtype OPTIONAL
                p_sub_obj_name TYPE clike OPTIONAL
                p_position     TYPE i OPTIONAL
                p_line         TYPE i OPTIONAL
                p_column       TYPE i OPTIONAL
                p_errcnt       TYPE i OPTIONAL
                p_kind         TYPE clike OPTIONAL
                p_test         TYPE clike OPTIONAL
                p_code         TYPE clike OPTIONAL
                p_suppress     TYPE clike OPTIONAL
                p_param_1      TYPE clike OPTIONAL
                p_param_2      TYPE clike OPTIONAL
                p_param_3      TYPE clike OPTIONAL
                p_param_4      TYPE clike OPTIONAL
                p_inclspec     TYPE clike OPTIONAL
                p_detail       TYPE xstring OPTIONAL
                p_checksum_1   TYPE i OPTIONAL
                p_comments     TYPE string_table OPTIONAL.
ENDCLASS.

CLASS cl_ci_test_root IMPLEMENTATION.
  METHOD constructor.
    version = '000'.
  ENDMETHOD.

  METHOD run.
    RETURN.
  ENDMETHOD.

  METHOD get_attributes.
    CLEAR p_attributes.
  ENDMETHOD.

  METHOD put_attributes.
    RETURN.
  ENDMETHOD.

  METHOD get_message_text.
    p_text = |{ p_test } { p_code }|.
  ENDMETHOD.

  METHOD get_result_node.
    p_result = NEW cl_ci_result_root( p_kind ).
  ENDMETHOD.

  METHOD inform.
    APPEND VALUE #( sub_obj_type = p_sub_obj_type sub_obj_name = p_sub_obj_name line = p_line column = p_column
      kind = p_kind test = p_test code = p_code param_1 = p_param_1 param_2 = p_param_2 param_3 = p_param_3
      param_4 = p_param_4 ) TO results.
  ENDMETHOD.

  METHOD if_ci_test~query_attributes.
    CLEAR p_break.
  ENDMETHOD.

  METHOD if_ci_test~display_documentation.
    RETURN.
  ENDMETHOD.

  METHOD if_ci_test~navigate.
    RETURN.
  ENDMETHOD.
ENDCLASS.
