"! iXML: the root of the iXML interfaces; QUERY_INTERFACE gives the object under another of its interfaces
"! (the IXML_IID_* numbers of type pool IXML), which a cast (?=) then takes.
INTERFACE if_ixml_unknown PUBLIC.

  METHODS query_interface
    IMPORTING
      iid         TYPE i
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_unknown.

ENDINTERFACE.
