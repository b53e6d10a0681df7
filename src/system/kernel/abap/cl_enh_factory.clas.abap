"! Enhancement framework: opens and creates enhancement implementations. Enhancement implementations reach this
"! system by pull (abapGit files) and are checked and run inside what they enhance; the enhancement framework's
"! own editing API does not hold them: an enhancement the object directory does not list is not found, and one
"! it lists cannot be opened or created through this API (CX_ENH_MOD_NOT_ALLOWED).
CLASS cl_enh_factory DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    CLASS-METHODS get_enhancement
      IMPORTING
        enhancement_id   TYPE enhname
        lock             TYPE abap_bool DEFAULT abap_false
        run_dark         TYPE abap_bool DEFAULT abap_false
        bypassing_buffer TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(enhancement) TYPE REF TO if_enh_tool
      RAISING
        cx_enh_root.

    CLASS-METHODS create_enhancement
      IMPORTING
        enhname     TYPE enhname
        enhtype     TYPE csequence
        enhtooltype TYPE enhtooltype
        dark        TYPE abap_bool DEFAULT abap_false
      EXPORTING
        enhancement TYPE REF TO if_enh_tool
      CHANGING
        trkorr      TYPE trkorr OPTIONAL
        devclass    TYPE devclass OPTIONAL
      RAISING
        cx_enh_root.

  PRIVATE SECTION.
    CLASS-METHODS raise_for
      IMPORTING
        name TYPE enhname
      RAISING
        cx_enh_root.

ENDCLASS.



CLASS cl_enh_factory IMPLEMENTATION.

  METHOD get_enhancement.
    raise_for( enhancement_id ).
  ENDMETHOD.

  METHOD create_enhancement.
    CLEAR enhancement.
    RAISE EXCEPTION TYPE cx_enh_mod_not_allowed.
  ENDMETHOD.

  METHOD raise_for.
    SELECT SINGLE obj_name FROM tadir WHERE pgmid = 'R3TR' AND object = 'ENHO' AND obj_name = @name INTO @DATA(found).
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE cx_enh_not_found.
    ENDIF.
    RAISE EXCEPTION TYPE cx_enh_mod_not_allowed.
  ENDMETHOD.

ENDCLASS.
