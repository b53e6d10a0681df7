FUNCTION rpy_program_read.
* A program of the system: its directory entry (TRDIR), its includes (as RS_GET_ALL_INCLUDES finds them) and
* its source as READ REPORT reads it from REPOSRC. A program whose source the system does not keep there
* raises CANCELLED instead of answering an empty source. Text elements are not kept: TEXTELEMENTS stays empty.
  DATA message TYPE string.
  DATA lines TYPE string_table.
  DATA includes TYPE STANDARD TABLE OF progname WITH DEFAULT KEY.
  FIELD-SYMBOLS <row> TYPE any.
  FIELD-SYMBOLS <field> TYPE any.

  CLEAR: include_tab[], source[], source_extended[], textelements[].
  SELECT SINGLE name FROM trdir WHERE name = @program_name INTO @DATA(found).
  IF sy-subrc <> 0.
    MESSAGE e001(00) WITH 'Program ' program_name ' does not exist' INTO message.
    RAISE not_found.
  ENDIF.
  IF with_includelist = abap_true AND only_source = abap_false AND only_texts = abap_false.
    CALL FUNCTION 'RS_GET_ALL_INCLUDES'
      EXPORTING program = found
      TABLES includetab = includes
      EXCEPTIONS OTHERS = 1.
    LOOP AT includes INTO DATA(include).
      APPEND INITIAL LINE TO include_tab ASSIGNING <row>.
      ASSIGN COMPONENT 'INCLNAME' OF STRUCTURE <row> TO <field>.
      IF sy-subrc <> 0.
        ASSIGN <row> TO <field>.
      ENDIF.
      <field> = include.
    ENDLOOP.
  ENDIF.
  IF only_texts = abap_true.
    CLEAR sy-subrc.
    RETURN.
  ENDIF.
  READ REPORT found INTO lines.
  IF sy-subrc <> 0.
    MESSAGE e001(00) WITH 'Source of ' program_name ' is not kept in REPOSRC' INTO message.
    RAISE cancelled.
  ENDIF.
  LOOP AT lines INTO DATA(line).
    IF with_lowercase = abap_false.
      line = to_upper( line ).
    ENDIF.
    APPEND INITIAL LINE TO source ASSIGNING <row>.
    <row> = line.
    APPEND INITIAL LINE TO source_extended ASSIGNING <row>.
    <row> = line.
  ENDLOOP.
  CLEAR sy-subrc.
ENDFUNCTION.
