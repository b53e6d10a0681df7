"! iXML: renders a document into an output stream.
INTERFACE if_ixml_renderer PUBLIC.

  "! 0 when the document was written.
  METHODS render
    RETURNING
      VALUE(rval) TYPE i.
  "! With normalizing, elements holding only elements are laid out one per line, indented.
  METHODS set_normalizing
    IMPORTING
      is_normalizing TYPE abap_bool DEFAULT abap_true.

ENDINTERFACE.
