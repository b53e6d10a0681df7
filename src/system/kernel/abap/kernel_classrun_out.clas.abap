"! The output object handed to IF_OO_ADT_CLASSRUN~MAIN by the class runner; the runner reads get_output( ).
CLASS kernel_classrun_out DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun_out.

    METHODS get_output
      RETURNING
        VALUE(result) TYPE string.

  PRIVATE SECTION.
    DATA lines TYPE string_table.

    METHODS add
      IMPORTING
        text TYPE string.

    METHODS format
      IMPORTING
        data          TYPE any
        name          TYPE string OPTIONAL
      RETURNING
        VALUE(result) TYPE string.

    METHODS format_value
      IMPORTING
        value         TYPE any
      RETURNING
        VALUE(result) TYPE string.

ENDCLASS.



CLASS kernel_classrun_out IMPLEMENTATION.

  METHOD get_output.
    result = concat_lines_of( table = lines sep = cl_abap_char_utilities=>newline ).
  ENDMETHOD.

  METHOD if_oo_adt_classrun_out~write.
    add( format( data = data name = name ) ).
    output = me.
  ENDMETHOD.

  METHOD if_oo_adt_classrun_out~get.
    output = format( data = data name = name ).
  ENDMETHOD.

  METHOD if_oo_adt_classrun_out~write_text.
    add( |{ text }| ).
    output = me.
  ENDMETHOD.

  METHOD if_oo_adt_classrun_out~write_data.
    add( format( data = value name = name ) ).
    output = me.
  ENDMETHOD.

  METHOD if_oo_adt_classrun_out~begin_section.
    add( |{ title }| ).
    output = me.
  ENDMETHOD.

  METHOD if_oo_adt_classrun_out~next_section.
    add( |{ title }| ).
    output = me.
  ENDMETHOD.

  METHOD if_oo_adt_classrun_out~end_section.
    output = me.
  ENDMETHOD.

  METHOD if_oo_adt_classrun_out~line.
    add( repeat( val = `-` occ = 60 ) ).
    output = me.
  ENDMETHOD.

  METHOD add.
    APPEND text TO lines.
  ENDMETHOD.

  METHOD format.
    DATA kind TYPE c LENGTH 1.
    DATA rows TYPE string_table.
    FIELD-SYMBOLS <table> TYPE ANY TABLE.
    FIELD-SYMBOLS <row> TYPE any.

    DESCRIBE FIELD data TYPE kind.
    IF kind = 'h'.
      ASSIGN data TO <table>.
      LOOP AT <table> ASSIGNING <row>.
        APPEND format_value( <row> ) TO rows.
      ENDLOOP.
      result = concat_lines_of( table = rows sep = cl_abap_char_utilities=>newline ).
    ELSE.
      result = format_value( data ).
    ENDIF.
    IF name IS NOT INITIAL.
      result = name && cl_abap_char_utilities=>newline && result.
    ENDIF.
  ENDMETHOD.

  METHOD format_value.
    DATA kind TYPE c LENGTH 1.
    FIELD-SYMBOLS <component> TYPE any.

    DESCRIBE FIELD value TYPE kind.
    CASE kind.
      WHEN 'u' OR 'v'.
        DO.
          ASSIGN COMPONENT sy-index OF STRUCTURE value TO <component>.
          IF sy-subrc <> 0.
            EXIT.
          ENDIF.
          IF sy-index > 1.
            result = result && ` `.
          ENDIF.
          result = result && format_value( <component> ).
        ENDDO.
      WHEN 'h'.
        result = format( value ).
      WHEN 'r' OR 'l'.
        IF value IS BOUND.
          result = `<reference>`.
        ENDIF.
      WHEN OTHERS.
        result = |{ value }|.
    ENDCASE.
  ENDMETHOD.

ENDCLASS.
