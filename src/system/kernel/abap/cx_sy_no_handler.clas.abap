CLASS cx_sy_no_handler DEFINITION PUBLIC INHERITING FROM cx_no_check CREATE PUBLIC.

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



CLASS cx_sy_no_handler IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid    = textid
      previous  = previous ).
    me->classname = classname.
  ENDMETHOD.

  METHOD default_text.
    result = |The exception { classname } was neither caught nor declared|.
  ENDMETHOD.

ENDCLASS.
