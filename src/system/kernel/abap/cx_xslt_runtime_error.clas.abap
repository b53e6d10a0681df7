"! XSLT: an error while the transformation runs (the transformation or its use is not supported, ...).
CLASS cx_xslt_runtime_error DEFINITION PUBLIC INHERITING FROM cx_xslt_exception CREATE PUBLIC.
ENDCLASS.



CLASS cx_xslt_runtime_error IMPLEMENTATION.
ENDCLASS.
