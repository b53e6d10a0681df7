INTERFACE if_oo_adt_classrun_out PUBLIC.

  METHODS write
    IMPORTING
      data          TYPE any
      name          TYPE string OPTIONAL
    RETURNING
      VALUE(output) TYPE REF TO if_oo_adt_classrun_out.

  METHODS get
    IMPORTING
      data          TYPE any OPTIONAL
      name          TYPE string OPTIONAL
    RETURNING
      VALUE(output) TYPE string.

  METHODS write_text
    IMPORTING
      text          TYPE csequence
    RETURNING
      VALUE(output) TYPE REF TO if_oo_adt_classrun_out.

  METHODS write_data
    IMPORTING
      value         TYPE any
      name          TYPE string OPTIONAL
    RETURNING
      VALUE(output) TYPE REF TO if_oo_adt_classrun_out.

  METHODS begin_section
    IMPORTING
      title         TYPE csequence
    RETURNING
      VALUE(output) TYPE REF TO if_oo_adt_classrun_out.

  METHODS next_section
    IMPORTING
      title         TYPE csequence
    RETURNING
      VALUE(output) TYPE REF TO if_oo_adt_classrun_out.

  METHODS end_section
    RETURNING
      VALUE(output) TYPE REF TO if_oo_adt_classrun_out.

  METHODS line
    RETURNING
      VALUE(output) TYPE REF TO if_oo_adt_classrun_out.

ENDINTERFACE.
