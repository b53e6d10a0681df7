"! Functional settings of an ALV table (sorting by a click on a column header).
CLASS cl_salv_functional_settings DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS set_sort_on_header_click IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_sort_on_header_click RETURNING VALUE(value) TYPE abap_bool.
    METHODS get_hyperlinks RETURNING VALUE(value) TYPE REF TO cl_salv_hyperlinks.

  PRIVATE SECTION.
    DATA sort_on_header_click TYPE abap_bool VALUE abap_true.
    DATA hyperlinks TYPE REF TO cl_salv_hyperlinks.

ENDCLASS.



CLASS cl_salv_functional_settings IMPLEMENTATION.

  METHOD set_sort_on_header_click.
    sort_on_header_click = value.
  ENDMETHOD.

  METHOD is_sort_on_header_click.
    value = sort_on_header_click.
  ENDMETHOD.

  METHOD get_hyperlinks.
    IF hyperlinks IS INITIAL.
      CREATE OBJECT hyperlinks.
    ENDIF.
    value = hyperlinks.
  ENDMETHOD.

ENDCLASS.
