"! iXML (ABAP Cloud): the output a renderer writes into.
INTERFACE if_ixml_ostream_core PUBLIC.

  INTERFACES if_ixml_stream_core.

  ALIASES get_encoding FOR if_ixml_stream_core~get_encoding.
  ALIASES set_encoding FOR if_ixml_stream_core~set_encoding.

  METHODS get_num_written
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_num_written_raw
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_pretty_print
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS set_pretty_print
    IMPORTING
      pretty_print TYPE abap_bool DEFAULT abap_true.

ENDINTERFACE.
