"! A text in an ALV's header or footer.
CLASS cl_salv_form_text DEFINITION PUBLIC INHERITING FROM cl_salv_form_element CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        text    TYPE any OPTIONAL
        tooltip TYPE any OPTIONAL.
    METHODS set_text IMPORTING value TYPE any.
    METHODS get_text REDEFINITION.

  PRIVATE SECTION.
    DATA text TYPE string.

ENDCLASS.



CLASS cl_salv_form_text IMPLEMENTATION.

  METHOD constructor.
    super->constructor( ).
    me->text = text.
  ENDMETHOD.

  METHOD set_text.
    text = value.
  ENDMETHOD.

  METHOD get_text.
    value = text.
  ENDMETHOD.

ENDCLASS.
