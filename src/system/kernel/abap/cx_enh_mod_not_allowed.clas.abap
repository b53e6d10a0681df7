"! Enhancement framework: change not allowed.
CLASS cx_enh_mod_not_allowed DEFINITION PUBLIC INHERITING FROM cx_enh_root CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE if_t100_message=>t100key OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_enh_mod_not_allowed IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
  ENDMETHOD.

  METHOD default_text.
    result = 'The enhancement object cannot be changed'.
  ENDMETHOD.

ENDCLASS.
