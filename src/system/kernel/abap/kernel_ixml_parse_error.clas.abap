"! iXML: an error the parser found (IF_IXML_PARSE_ERROR, IF_IXML_PARSE_ERROR_CORE).
CLASS kernel_ixml_parse_error DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_parse_error.
    INTERFACES if_ixml_parse_error_core.

    METHODS constructor
      IMPORTING
        reason TYPE string
        offset TYPE i
        line   TYPE i
        column TYPE i.

  PRIVATE SECTION.
    DATA reason TYPE string.
    DATA offset TYPE i.
    DATA line TYPE i.
    DATA column TYPE i.

ENDCLASS.



CLASS kernel_ixml_parse_error IMPLEMENTATION.

  METHOD constructor.
    me->reason = reason.
    me->offset = offset.
    me->line = line.
    me->column = column.
  ENDMETHOD.

  METHOD if_ixml_parse_error~get_column.
    rval = column.
  ENDMETHOD.

  METHOD if_ixml_parse_error~get_line.
    rval = line.
  ENDMETHOD.

  METHOD if_ixml_parse_error~get_offset.
    rval = offset.
  ENDMETHOD.

  METHOD if_ixml_parse_error~get_reason.
    rval = reason.
  ENDMETHOD.

  METHOD if_ixml_parse_error~get_severity.
    rval = if_ixml_parse_error=>co_fatal_error.
  ENDMETHOD.

  METHOD if_ixml_parse_error_core~get_column.
    rval = column.
  ENDMETHOD.

  METHOD if_ixml_parse_error_core~get_line.
    rval = line.
  ENDMETHOD.

  METHOD if_ixml_parse_error_core~get_offset.
    rval = offset.
  ENDMETHOD.

  METHOD if_ixml_parse_error_core~get_reason.
    rval = reason.
  ENDMETHOD.

  METHOD if_ixml_parse_error_core~get_severity.
    rval = if_ixml_parse_error_core=>co_fatal_error.
  ENDMETHOD.

  METHOD if_ixml_parse_error_core~get_severity_text.
    rval = `Fatal error`.
  ENDMETHOD.

ENDCLASS.
