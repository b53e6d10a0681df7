"! eCATT: the upload of a test object from XML. The embedded system has no eCATT repository: UPLOAD raises
"! CX_ECATT_APL. Subclasses redefine UPLOAD and UPLOAD_DATA_FROM_STREAM and read the protected template.
CLASS cl_apl_ecatt_upload DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS upload
      CHANGING ch_object TYPE etmobjects
      RAISING  cx_ecatt_apl.
  PROTECTED SECTION.
    DATA template_over_all TYPE REF TO if_ixml_document.
    DATA root_node TYPE REF TO if_ixml_element.
    DATA ecatt_object TYPE REF TO cl_apl_ecatt_object.
    DATA exception_to_raise TYPE REF TO cx_ecatt_apl.
    DATA tadir_preset TYPE tadir.
    DATA parm TYPE etpar_gui_tabtype.
    DATA wa_parm TYPE etpar_gui.
    METHODS upload_data_from_stream
      IMPORTING im_xml_file TYPE string
      RAISING   cx_ecatt_apl.
    METHODS get_attributes_from_dom
      CHANGING ch_object TYPE etmobjects
      RAISING  cx_ecatt_apl.
    METHODS get_variants_from_dom
      IMPORTING im_params TYPE REF TO cl_apl_ecatt_params
      RAISING   cx_ecatt_apl.
    METHODS raise_upload_exception
      IMPORTING textid        LIKE if_t100_message=>t100key OPTIONAL
                previous      TYPE REF TO cx_root OPTIONAL
                called_method TYPE clike OPTIONAL
                free_text     TYPE clike OPTIONAL
      RAISING   cx_ecatt_apl.
ENDCLASS.

CLASS cl_apl_ecatt_upload IMPLEMENTATION.
  METHOD upload.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD upload_data_from_stream.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD get_attributes_from_dom.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD get_variants_from_dom.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD raise_upload_exception.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.
ENDCLASS.
