"! Pseudo random integers from MIN to MAX (both included).
CLASS cl_abap_random_int DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS create
      IMPORTING
        seed        TYPE i OPTIONAL
        min         TYPE i DEFAULT 0
        max         TYPE i DEFAULT 2147483647
      RETURNING
        VALUE(prng) TYPE REF TO cl_abap_random_int
      RAISING
        cx_abap_random.

    METHODS get_next
      RETURNING
        VALUE(value) TYPE i.

  PRIVATE SECTION.
    DATA random TYPE REF TO cl_abap_random.
    DATA min TYPE i.
    DATA max TYPE i.

ENDCLASS.



CLASS cl_abap_random_int IMPLEMENTATION.

  METHOD create.
    IF min > max.
      RAISE EXCEPTION TYPE cx_abap_random.
    ENDIF.
    CREATE OBJECT prng.
    IF seed IS SUPPLIED.
      prng->random = cl_abap_random=>create( seed ).
    ELSE.
      prng->random = cl_abap_random=>create( ).
    ENDIF.
    prng->min = min.
    prng->max = max.
  ENDMETHOD.

  METHOD get_next.
    value = random->intinrange( low = min high = max ).
  ENDMETHOD.

ENDCLASS.
