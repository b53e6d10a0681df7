"! iXML (ABAP Cloud): renders a document into an output stream.
INTERFACE if_ixml_renderer_core PUBLIC.

  METHODS is_normalizing
    RETURNING
      VALUE(rval) TYPE abap_bool.
  "! 0 when the document was written.
  METHODS render
    RETURNING
      VALUE(rval) TYPE i.
  METHODS set_normalizing
    IMPORTING
      is_normalizing TYPE abap_bool DEFAULT abap_true
    RETURNING
      VALUE(rval)    TYPE abap_bool.

ENDINTERFACE.
