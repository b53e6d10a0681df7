"! The Smart Forms form builder. The embedded system has no Smart Forms: every method raises CX_SSF_FB.
CLASS cl_ssf_fb_smart_form DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    "! The form's administration data: its name, master language, type (see the type pool CSSF) and package.
    DATA: BEGIN OF header,
            formname   TYPE c LENGTH 30,
            masterlang TYPE spras,
            formtype   TYPE c LENGTH 1,
            devclass   TYPE c LENGTH 30,
          END OF header.
    METHODS load
      IMPORTING im_formname TYPE clike
                im_language TYPE spras OPTIONAL
      RAISING   cx_ssf_fb.
    METHODS store
      IMPORTING im_formname TYPE clike
                im_language TYPE spras OPTIONAL
                im_active   TYPE abap_bool OPTIONAL
      RAISING   cx_ssf_fb.
    METHODS activate
      RAISING cx_ssf_fb.
    METHODS xml_init
      RAISING cx_ssf_fb.
    METHODS xml_download
      IMPORTING parent   TYPE REF TO if_ixml_node OPTIONAL
      CHANGING  document TYPE REF TO if_ixml_document OPTIONAL
      RAISING   cx_ssf_fb.
    METHODS enqueue
      IMPORTING suppress_corr_check TYPE abap_bool OPTIONAL
                master_language     TYPE spras OPTIONAL
                mode                TYPE clike OPTIONAL
                formname            TYPE clike
      RAISING   cx_ssf_fb.
    METHODS dequeue
      IMPORTING formname TYPE clike
      RAISING   cx_ssf_fb.
    METHODS xml_upload
      IMPORTING dom      TYPE REF TO object OPTIONAL
                formname TYPE clike OPTIONAL
                language TYPE spras OPTIONAL
      CHANGING  sform    TYPE REF TO cl_ssf_fb_smart_form OPTIONAL
      RAISING   cx_ssf_fb.
ENDCLASS.

CLASS cl_ssf_fb_smart_form IMPLEMENTATION.
  METHOD load.
    RAISE EXCEPTION NEW cx_ssf_fb( ).
  ENDMETHOD.

  METHOD store.
    RAISE EXCEPTION NEW cx_ssf_fb( ).
  ENDMETHOD.

  METHOD activate.
    RAISE EXCEPTION NEW cx_ssf_fb( ).
  ENDMETHOD.

  METHOD xml_init.
    RAISE EXCEPTION NEW cx_ssf_fb( ).
  ENDMETHOD.

  METHOD xml_download.
    RAISE EXCEPTION NEW cx_ssf_fb( ).
  ENDMETHOD.

  METHOD enqueue.
    RAISE EXCEPTION NEW cx_ssf_fb( ).
  ENDMETHOD.

  METHOD dequeue.
    RAISE EXCEPTION NEW cx_ssf_fb( ).
  ENDMETHOD.

  METHOD xml_upload.
    RAISE EXCEPTION NEW cx_ssf_fb( ).
  ENDMETHOD.
ENDCLASS.
