"! eCATT: the download of a test object (script, test data, configuration, system data, start profile, validation
"! object) to XML. The embedded system has no eCATT repository: DOWNLOAD raises CX_ECATT_APL. Subclasses redefine
"! DOWNLOAD and DOWNLOAD_DATA and build on the protected template (TEMPLATE_OVER_ALL, ROOT_NODE).
CLASS cl_apl_ecatt_download DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS download
      IMPORTING im_object_name    TYPE etobj_name
                im_object_version TYPE etobj_ver
                im_object_type    TYPE etobj_type
                im_load_help      TYPE REF TO cl_apl_ecatt_load_help OPTIONAL
      RAISING   cx_ecatt_apl.
  PROTECTED SECTION.
    DATA template_over_all TYPE REF TO if_ixml_document.
    DATA root_node TYPE REF TO if_ixml_element.
    DATA ecatt_object TYPE REF TO cl_apl_ecatt_object.
    DATA ex_ecatt TYPE REF TO cx_ecatt.
    DATA load_help TYPE REF TO cl_apl_ecatt_load_help.
    DATA typ TYPE etobj_type.
    DATA toolname TYPE etobj_type.
    DATA parm TYPE etpar_gui_tabtype.
    DATA wa_parm TYPE etpar_gui.
    METHODS download_data
      RAISING cx_ecatt_apl.
    METHODS set_attributes_to_template
      RAISING cx_ecatt_apl.
    METHODS get_general_params_data
      IMPORTING im_params TYPE REF TO cl_apl_ecatt_params
                im_ptyp   TYPE clike OPTIONAL
      RAISING   cx_ecatt_apl.
    METHODS set_general_params_data_to_dom
      RAISING cx_ecatt_apl.
    METHODS set_deep_stru_to_dom
      IMPORTING im_params TYPE REF TO cl_apl_ecatt_params
      RAISING   cx_ecatt_apl.
    METHODS set_deep_data_to_dom
      IMPORTING im_params TYPE REF TO cl_apl_ecatt_params
                im_pindex TYPE i OPTIONAL
      RAISING   cx_ecatt_apl.
    METHODS set_variants_to_dom
      IMPORTING im_params TYPE REF TO cl_apl_ecatt_params OPTIONAL
      RAISING   cx_ecatt_apl.
    METHODS raise_download_exception
      IMPORTING textid        LIKE if_t100_message=>t100key OPTIONAL
                previous      TYPE REF TO cx_root OPTIONAL
                called_method TYPE clike OPTIONAL
                free_text     TYPE clike OPTIONAL
      RAISING   cx_ecatt_apl.
ENDCLASS.

CLASS cl_apl_ecatt_download IMPLEMENTATION.
  METHOD download.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD download_data.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD set_attributes_to_template.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD get_general_params_data.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD set_general_params_data_to_dom.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD set_deep_stru_to_dom.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD set_deep_data_to_dom.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD set_variants_to_dom.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD raise_download_exception.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.
ENDCLASS.
