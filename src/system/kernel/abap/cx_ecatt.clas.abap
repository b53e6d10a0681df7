"! eCATT: an error of the extended computer aided test tool. The embedded system has no eCATT repository.
CLASS cx_ecatt DEFINITION PUBLIC INHERITING FROM cx_static_check CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_t100_message.

    DATA free_text TYPE string READ-ONLY.
    DATA called_method TYPE string READ-ONLY.

    METHODS constructor
      IMPORTING
        textid        LIKE if_t100_message=>t100key OPTIONAL
        previous      LIKE previous OPTIONAL
        free_text     TYPE clike OPTIONAL
        called_method TYPE clike OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_ecatt IMPLEMENTATION.

  METHOD constructor.
    super->constructor( previous = previous ).
    if_t100_message~t100key = textid.
    me->free_text = free_text.
    me->called_method = called_method.
  ENDMETHOD.

  METHOD default_text.
    IF free_text IS NOT INITIAL.
      result = free_text.
    ELSE.
      result = 'eCATT is not available in this system'.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
