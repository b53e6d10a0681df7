"! Progress of a long action in the SAP GUI status bar. Programs here run in the background, where a real
"! system shows no progress either: the calls are accepted and have no effect.
CLASS cl_progress_indicator DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS progress_indicate
      IMPORTING
        i_text               TYPE any OPTIONAL
        i_msgid              TYPE symsgid OPTIONAL
        i_msgno              TYPE symsgno OPTIONAL
        i_msgv1              TYPE any OPTIONAL
        i_msgv2              TYPE any OPTIONAL
        i_msgv3              TYPE any OPTIONAL
        i_msgv4              TYPE any OPTIONAL
        i_processed          TYPE i OPTIONAL
        i_total              TYPE i OPTIONAL
        i_output_immediately TYPE abap_bool OPTIONAL
      EXPORTING
        e_progress_sent      TYPE abap_bool.

ENDCLASS.



CLASS cl_progress_indicator IMPLEMENTATION.

  METHOD progress_indicate.
    e_progress_sent = abap_false.
  ENDMETHOD.

ENDCLASS.
