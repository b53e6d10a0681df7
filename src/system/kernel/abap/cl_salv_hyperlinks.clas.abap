"! The hyperlinks of an ALV's cells (CL_SALV_FUNCTIONAL_SETTINGS->GET_HYPERLINKS): a handle per link; a cell names
"! its handle in the column set by CL_SALV_COLUMNS_TABLE->SET_HYPERLINK_ENTRY_COLUMN.
CLASS cl_salv_hyperlinks DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS add_hyperlink
      IMPORTING
        handle    TYPE i
        hyperlink TYPE csequence
      RAISING
        cx_salv_existing.
    METHODS get_hyperlink
      IMPORTING
        handle       TYPE i
      RETURNING
        VALUE(value) TYPE string.

  PRIVATE SECTION.
    TYPES:
      BEGIN OF t_link,
        handle    TYPE i,
        hyperlink TYPE string,
      END OF t_link.
    DATA links TYPE SORTED TABLE OF t_link WITH UNIQUE KEY handle.

ENDCLASS.



CLASS cl_salv_hyperlinks IMPLEMENTATION.

  METHOD add_hyperlink.
    DATA link TYPE t_link.
    link-handle = handle.
    link-hyperlink = hyperlink.
    INSERT link INTO TABLE links.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE cx_salv_existing.
    ENDIF.
  ENDMETHOD.

  METHOD get_hyperlink.
    DATA link TYPE t_link.
    READ TABLE links INTO link WITH TABLE KEY handle = handle.
    value = link-hyperlink.
  ENDMETHOD.

ENDCLASS.
