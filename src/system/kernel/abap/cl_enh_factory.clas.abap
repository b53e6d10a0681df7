"! Enhancement framework: opens and creates enhancement implementations, spots and composites. Enhancements reach this
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

    CLASS-METHODS get_enhancement_spot
      IMPORTING
        spot_name        TYPE enhspotname
        lock             TYPE abap_bool DEFAULT abap_false
        run_dark         TYPE abap_bool DEFAULT abap_false
        bypassing_buffer TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(spot)      TYPE REF TO if_enh_spot_tool
      RAISING
        cx_enh_root.

    CLASS-METHODS create_enhancement_spot
      IMPORTING
        spot_name     TYPE enhspotname
        tooltype      TYPE enhspottooltype
        dark          TYPE abap_bool DEFAULT abap_false
        compositename TYPE enhspotcompositename OPTIONAL
      EXPORTING
        spot          TYPE REF TO if_enh_spot_tool
      CHANGING
        trkorr        TYPE trkorr OPTIONAL
        devclass      TYPE devclass OPTIONAL
      RAISING
        cx_enh_root.

    CLASS-METHODS get_enhancement_spot_comp
      IMPORTING
        name             TYPE enhspotcompositename
        lock             TYPE abap_bool DEFAULT abap_false
        run_dark         TYPE abap_bool DEFAULT abap_false
        bypassing_buffer TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(composite) TYPE REF TO if_enh_spot_composite
      RAISING
        cx_enh_root.

    CLASS-METHODS create_enhancement_spot_comp
      IMPORTING
        name      TYPE enhspotcompositename
        run_dark  TYPE abap_bool DEFAULT abap_false
      EXPORTING
        composite TYPE REF TO if_enh_spot_composite
      CHANGING
        trkorr    TYPE trkorr OPTIONAL
        devclass  TYPE devclass OPTIONAL
      RAISING
        cx_enh_root.

    CLASS-METHODS load_enhancement_composite
      IMPORTING
        name             TYPE enhcompositename
        lock             TYPE abap_bool DEFAULT abap_false
        run_dark         TYPE abap_bool DEFAULT abap_false
        bypassing_buffer TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(composite) TYPE REF TO if_enh_composite
      RAISING
        cx_enh_root.

    CLASS-METHODS create_enhancement_composite
      IMPORTING
        name      TYPE enhcompositename
        run_dark  TYPE abap_bool DEFAULT abap_false
      EXPORTING
        composite TYPE REF TO if_enh_composite
      CHANGING
        trkorr    TYPE trkorr OPTIONAL
        devclass  TYPE devclass OPTIONAL
      RAISING
        cx_enh_root.

  PRIVATE SECTION.
    "! Not found unless the object directory lists the object; not to be opened here when it does.
    CLASS-METHODS raise_for
      IMPORTING
        object TYPE trobjtype
        name   TYPE csequence
      RAISING
        cx_enh_root.

ENDCLASS.



CLASS cl_enh_factory IMPLEMENTATION.

  METHOD get_enhancement.
    raise_for( object = 'ENHO' name = enhancement_id ).
  ENDMETHOD.

  METHOD create_enhancement.
    CLEAR enhancement.
    RAISE EXCEPTION TYPE cx_enh_mod_not_allowed.
  ENDMETHOD.

  METHOD get_enhancement_spot.
    raise_for( object = 'ENHS' name = spot_name ).
  ENDMETHOD.

  METHOD create_enhancement_spot.
    CLEAR spot.
    RAISE EXCEPTION TYPE cx_enh_mod_not_allowed.
  ENDMETHOD.

  METHOD get_enhancement_spot_comp.
    raise_for( object = 'ENSC' name = name ).
  ENDMETHOD.

  METHOD create_enhancement_spot_comp.
    CLEAR composite.
    RAISE EXCEPTION TYPE cx_enh_mod_not_allowed.
  ENDMETHOD.

  METHOD load_enhancement_composite.
    raise_for( object = 'ENHC' name = name ).
  ENDMETHOD.

  METHOD create_enhancement_composite.
    CLEAR composite.
    RAISE EXCEPTION TYPE cx_enh_mod_not_allowed.
  ENDMETHOD.

  METHOD raise_for.
    SELECT SINGLE obj_name FROM tadir WHERE pgmid = 'R3TR' AND object = @object AND obj_name = @name INTO @DATA(found).
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE cx_enh_not_found.
    ENDIF.
    RAISE EXCEPTION TYPE cx_enh_mod_not_allowed.
  ENDMETHOD.

ENDCLASS.
