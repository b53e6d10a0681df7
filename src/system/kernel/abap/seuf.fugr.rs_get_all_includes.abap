FUNCTION rs_get_all_includes.
* The includes of a program, from the directory tables: a function pool SAPL<group> has L<group>TOP,
* L<group>UXX and one L<group>U<nn> per function module in TFDIR; a class pool has its section and method
* includes (CL_OO_CLASSNAME_SERVICE). An include itself is NO_PROGRAM; an unknown name is NOT_EXISTENT.
* Executable programs hold their includes only in their source, which the system does not scan: none.
  DATA message TYPE string.
  DATA prefix TYPE string.
  DATA group TYPE string.
  DATA names TYPE string_table.
  FIELD-SYMBOLS <row> TYPE any.

  CLEAR includetab[].
  SELECT SINGLE name, subc FROM trdir WHERE name = @program INTO @DATA(entry).
  IF sy-subrc <> 0.
    MESSAGE e001(00) WITH 'Program ' program ' does not exist' INTO message.
    RAISE not_existent.
  ENDIF.
  CASE entry-subc.
    WHEN 'I'.
      MESSAGE e001(00) WITH program ' is an include, not a program' INTO message.
      RAISE no_program.
    WHEN 'F'.
      FIND REGEX '^(/[^/]+/)?SAPL(.+)$' IN condense( CONV string( entry-name ) ) SUBMATCHES prefix group.
      APPEND |{ prefix }L{ group }TOP| TO names.
      APPEND |{ prefix }L{ group }UXX| TO names.
      SELECT include FROM tfdir WHERE pname = @entry-name ORDER BY include INTO TABLE @DATA(numbers).
      LOOP AT numbers INTO DATA(number).
        APPEND |{ prefix }L{ group }U{ number-include }| TO names.
      ENDLOOP.
    WHEN 'K'.
      DATA(class) = CONV seoclsname( replace( val = entry-name regex = '=*CP$' with = `` ) ).
      LOOP AT cl_oo_classname_service=>get_all_class_includes( class ) INTO DATA(class_include).
        IF class_include <> entry-name.
          APPEND class_include TO names.
        ENDIF.
      ENDLOOP.
  ENDCASE.
  LOOP AT names INTO DATA(name).
    APPEND INITIAL LINE TO includetab ASSIGNING <row>.
    <row> = name.
  ENDLOOP.
  CLEAR sy-subrc.
ENDFUNCTION.
