"! The root of the errors of CALL TRANSFORMATION (XSLT programs and simple transformations).
CLASS cx_transformation_error DEFINITION PUBLIC ABSTRACT INHERITING FROM cx_dynamic_check CREATE PUBLIC.

  PUBLIC SECTION.
    DATA rt_error_text TYPE string READ-ONLY.

    METHODS constructor
      IMPORTING
        textid        LIKE textid OPTIONAL
        previous      LIKE previous OPTIONAL
        rt_error_text TYPE string OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_transformation_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
    me->rt_error_text = rt_error_text.
  ENDMETHOD.

  METHOD default_text.
    result = COND #( WHEN rt_error_text IS NOT INITIAL THEN rt_error_text ELSE 'Error in a transformation' ).
  ENDMETHOD.

ENDCLASS.
