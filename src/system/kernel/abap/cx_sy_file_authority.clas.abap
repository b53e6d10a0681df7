CLASS cx_sy_file_authority DEFINITION PUBLIC INHERITING FROM cx_sy_file_access_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        filename LIKE filename OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_file_authority IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous
      filename = filename ).
  ENDMETHOD.

  METHOD default_text.
    result = |No authorization to access the file { filename }|.
  ENDMETHOD.

ENDCLASS.
