CLASS cl_abap_char_utilities DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS newline TYPE c LENGTH 1 VALUE %_newline.
    CONSTANTS cr_lf TYPE c LENGTH 2 VALUE %_cr_lf.
    CONSTANTS horizontal_tab TYPE c LENGTH 1 VALUE %_horizontal_tab.
    CONSTANTS vertical_tab TYPE c LENGTH 1 VALUE %_vertical_tab.
    CONSTANTS form_feed TYPE c LENGTH 1 VALUE %_formfeed.
    CONSTANTS backspace TYPE c LENGTH 1 VALUE %_backspace.
    CONSTANTS byte_order_mark_utf8 TYPE x LENGTH 3 VALUE 'EFBBBF'.
    CONSTANTS byte_order_mark_big TYPE x LENGTH 2 VALUE 'FEFF'.
    CONSTANTS byte_order_mark_little TYPE x LENGTH 2 VALUE 'FFFE'.
    CONSTANTS charsize TYPE i VALUE 2.
    CONSTANTS endian TYPE c LENGTH 1 VALUE 'L'.
    CONSTANTS spacestr TYPE string VALUE ` `.

    "! The highest character of the code page (U+FFFD) and the lowest (U+0000): constants, as on SAP's systems,
    "! so that other constants can take their values.
    CONSTANTS maxchar TYPE c LENGTH 1 VALUE %_maxchar.
    CONSTANTS minchar TYPE c LENGTH 1 VALUE %_minchar.

    "! Blanks of the current code page: a string of N spaces.
    CLASS-METHODS get_simple_spaces_for_cur_cp
      RETURNING
        VALUE(s_spaces) TYPE string.

ENDCLASS.



CLASS cl_abap_char_utilities IMPLEMENTATION.

  METHOD get_simple_spaces_for_cur_cp.
    s_spaces = ` `.
  ENDMETHOD.

ENDCLASS.
