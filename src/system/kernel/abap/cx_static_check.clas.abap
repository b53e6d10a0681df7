CLASS cx_static_check DEFINITION PUBLIC INHERITING FROM cx_root ABSTRACT CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL.

ENDCLASS.



CLASS cx_static_check IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
  ENDMETHOD.

ENDCLASS.
