"! sXML: a writer whose output, XML or JSON, is collected in memory and returned as bytes (UTF-8 by default).
CLASS cl_sxml_string_writer DEFINITION PUBLIC INHERITING FROM cl_sxml_writer FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        type                     TYPE if_sxml=>xml_stream_type OPTIONAL
        ignore_conversion_errors TYPE abap_bool DEFAULT abap_false
        normalizing              TYPE abap_bool DEFAULT abap_false
        no_empty_elements        TYPE abap_bool DEFAULT abap_false
        encoding                 TYPE string DEFAULT `UTF-8`
      RAISING
        cx_sxml_illegal_argument_error.

    CLASS-METHODS create
      IMPORTING
        type                     TYPE if_sxml=>xml_stream_type DEFAULT if_sxml=>co_xt_xml10
        ignore_conversion_errors TYPE abap_bool DEFAULT abap_false
        normalizing              TYPE abap_bool DEFAULT abap_false
        no_empty_elements        TYPE abap_bool DEFAULT abap_false
        encoding                 TYPE string DEFAULT `UTF-8`
        PREFERRED PARAMETER type
      RETURNING
        VALUE(writer)            TYPE REF TO cl_sxml_string_writer
      RAISING
        cx_sxml_illegal_argument_error.

    METHODS get_output
      IMPORTING
        retain_output TYPE abap_bool DEFAULT abap_true
      RETURNING
        VALUE(output) TYPE xstring.

ENDCLASS.



CLASS cl_sxml_string_writer IMPLEMENTATION.

  METHOD constructor.
    super->constructor( ).
    IF type IS NOT INITIAL AND type <> if_sxml=>co_xt_xml10 AND type <> if_sxml=>co_xt_json.
      RAISE EXCEPTION TYPE cx_sxml_illegal_argument_error EXPORTING error_text = |XML stream type { type } is not supported|.
    ENDIF.
    initialize( type = type no_empty_elements = no_empty_elements encoding = encoding ).
  ENDMETHOD.

  METHOD create.
    writer = NEW cl_sxml_string_writer( type = type ignore_conversion_errors = ignore_conversion_errors
                                        normalizing = normalizing no_empty_elements = no_empty_elements encoding = encoding ).
  ENDMETHOD.

  METHOD get_output.
    output = kernel_sxml_markup=>encode( text = me->output codepage = encoding ).
    IF retain_output = abap_false.
      CLEAR me->output.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
