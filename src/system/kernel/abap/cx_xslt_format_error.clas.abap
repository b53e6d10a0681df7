"! XSLT: the XML source is not well-formed.
CLASS cx_xslt_format_error DEFINITION PUBLIC INHERITING FROM cx_xslt_exception CREATE PUBLIC.
ENDCLASS.



CLASS cx_xslt_format_error IMPLEMENTATION.
ENDCLASS.
