"! Pseudo random floating point numbers from 0 to 1 (excluded).
CLASS cl_abap_random_float DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS create
      IMPORTING
        seed        TYPE i OPTIONAL
      RETURNING
        VALUE(prng) TYPE REF TO cl_abap_random_float.

    METHODS get_next
      RETURNING
        VALUE(value) TYPE f.

  PRIVATE SECTION.
    DATA random TYPE REF TO cl_abap_random.

ENDCLASS.



CLASS cl_abap_random_float IMPLEMENTATION.

  METHOD create.
    CREATE OBJECT prng.
    IF seed IS SUPPLIED.
      prng->random = cl_abap_random=>create( seed ).
    ELSE.
      prng->random = cl_abap_random=>create( ).
    ENDIF.
  ENDMETHOD.

  METHOD get_next.
    value = random->float( ).
  ENDMETHOD.

ENDCLASS.
