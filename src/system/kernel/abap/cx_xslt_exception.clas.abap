"! The errors of XSLT programs (the identity transformation ID among them).
CLASS cx_xslt_exception DEFINITION PUBLIC ABSTRACT INHERITING FROM cx_transformation_error CREATE PUBLIC.
ENDCLASS.



CLASS cx_xslt_exception IMPLEMENTATION.
ENDCLASS.
