CLASS cx_sy_file_open DEFINITION PUBLIC INHERITING FROM cx_sy_file_access_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        filename LIKE filename OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_file_open IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous
      filename = filename ).
  ENDMETHOD.

  METHOD default_text.
    result = |The file { filename } is already open|.
  ENDMETHOD.

ENDCLASS.
