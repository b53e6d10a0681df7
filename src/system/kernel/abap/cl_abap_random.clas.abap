"! Pseudo random numbers (a 32-bit generator): the same seed gives the same sequence.
CLASS cl_abap_random DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS create
      IMPORTING
        seed        TYPE i OPTIONAL
      RETURNING
        VALUE(prng) TYPE REF TO cl_abap_random.

    CLASS-METHODS seed
      RETURNING
        VALUE(seed) TYPE i.

    METHODS constructor
      IMPORTING
        seed TYPE i OPTIONAL.

    "! A number from 0 to 2147483647.
    METHODS int
      RETURNING
        VALUE(value) TYPE i.

    "! A number from MIN to MAX, both included.
    METHODS intinrange
      IMPORTING
        low          TYPE i
        high         TYPE i
      RETURNING
        VALUE(value) TYPE i.

    "! A number from 0 to 1 (excluded).
    METHODS float
      RETURNING
        VALUE(value) TYPE f.

    METHODS decfloat16
      RETURNING
        VALUE(value) TYPE decfloat34.

    METHODS decfloat34
      RETURNING
        VALUE(value) TYPE decfloat34.

    METHODS packed
      CHANGING
        value TYPE p.

    METHODS packedinrange
      IMPORTING
        range_min TYPE p
        range_max TYPE p
      CHANGING
        value     TYPE p.

  PRIVATE SECTION.
    DATA state TYPE i.

    "! The next 32 bits of the sequence as a number from 0 to 1 (excluded).
    METHODS next
      RETURNING
        VALUE(value) TYPE f.

ENDCLASS.



CLASS cl_abap_random IMPLEMENTATION.

  METHOD create.
    IF seed IS SUPPLIED.
      CREATE OBJECT prng EXPORTING seed = seed.
    ELSE.
      CREATE OBJECT prng.
    ENDIF.
  ENDMETHOD.

  METHOD seed.
    WRITE '@KERNEL seed.set(Math.floor(Math.random() * 2147483647));'.
  ENDMETHOD.

  METHOD constructor.
    IF seed IS SUPPLIED.
      state = seed.
    ELSE.
      state = cl_abap_random=>seed( ).
    ENDIF.
  ENDMETHOD.

  METHOD next.
    " mulberry32
    WRITE '@KERNEL let t = (this.#state.get() + 0x6D2B79F5) | 0; this.#state.set(t);'.
    WRITE '@KERNEL t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61);'.
    WRITE '@KERNEL value.set(((t ^ (t >>> 14)) >>> 0) / 4294967296);'.
  ENDMETHOD.

  METHOD int.
    DATA fraction TYPE f.
    fraction = next( ).
    WRITE '@KERNEL value.set(Math.floor(fraction.getRaw() * 2147483648));'.
  ENDMETHOD.

  METHOD intinrange.
    DATA fraction TYPE f.
    fraction = next( ).
    WRITE '@KERNEL value.set(low.get() + Math.floor(fraction.getRaw() * (high.get() - low.get() + 1)));'.
  ENDMETHOD.

  METHOD float.
    value = next( ).
  ENDMETHOD.

  METHOD decfloat16.
    value = next( ).
  ENDMETHOD.

  METHOD decfloat34.
    value = next( ).
  ENDMETHOD.

  METHOD packed.
    value = next( ).
  ENDMETHOD.

  METHOD packedinrange.
    value = range_min + floor( next( ) * ( range_max - range_min + 1 ) ).
  ENDMETHOD.

ENDCLASS.
