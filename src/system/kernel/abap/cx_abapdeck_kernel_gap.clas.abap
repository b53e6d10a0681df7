"! The embedded kernel lacks a standard name the running code touched (a kernel gap): the object using it was
"! activated with a warning, and the statement that needs the name raises this. abapdeck's own class.
CLASS cx_abapdeck_kernel_gap DEFINITION PUBLIC INHERITING FROM cx_dynamic_check CREATE PUBLIC.

  PUBLIC SECTION.
    "! The missing name (a class, interface, type, table …).
    DATA name TYPE string.

    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        name     TYPE string OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_abapdeck_kernel_gap IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous ).
    me->name = name.
  ENDMETHOD.

  METHOD default_text.
    result = |{ name } is not available: the embedded kernel does not provide it|.
  ENDMETHOD.

ENDCLASS.
