CLASS cx_sy_dyn_call_illegal_method DEFINITION PUBLIC INHERITING FROM cx_sy_dyn_call_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA classname TYPE string.
    DATA methodname TYPE string.

    METHODS constructor
      IMPORTING
        textid     LIKE textid OPTIONAL
        previous   LIKE previous OPTIONAL
        classname  LIKE classname OPTIONAL
        methodname LIKE methodname OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_dyn_call_illegal_method IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid     = textid
      previous   = previous ).
    me->classname = classname.
    me->methodname = methodname.
  ENDMETHOD.

  METHOD default_text.
    result = |The method { methodname } of { classname } cannot be called|.
  ENDMETHOD.

ENDCLASS.
