CLASS cx_sy_dyn_call_illegal_class DEFINITION PUBLIC INHERITING FROM cx_sy_dyn_call_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA classname TYPE string.

    METHODS constructor
      IMPORTING
        textid    LIKE textid OPTIONAL
        previous  LIKE previous OPTIONAL
        classname LIKE classname OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_dyn_call_illegal_class IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid    = textid
      previous  = previous ).
    me->classname = classname.
  ENDMETHOD.

  METHOD default_text.
    result = |The class { classname } does not exist|.
  ENDMETHOD.

ENDCLASS.
