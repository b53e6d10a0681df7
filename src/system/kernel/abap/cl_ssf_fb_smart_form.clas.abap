"! The Smart Forms form builder. The embedded system has no Smart Forms: every method raises CX_SSF_FB.
CLASS cl_ssf_fb_smart_form DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
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
      IMPORTING parform TYPE REF TO object OPTIONAL
      CHANGING  xml     TYPE any OPTIONAL
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

  METHOD xml_upload.
    RAISE EXCEPTION NEW cx_ssf_fb( ).
  ENDMETHOD.
ENDCLASS.
