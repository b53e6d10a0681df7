"! CREATE DATA ... TYPE HANDLE: the transpiled statement calls this class with the descriptor and the reference.
CLASS kernel_create_data_handle DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS call
      IMPORTING
        handle TYPE REF TO cl_abap_typedescr
      CHANGING
        dref   TYPE REF TO data.

    CLASS-METHODS anonymous
      IMPORTING
        name TYPE string
      CHANGING
        dref TYPE REF TO data.

ENDCLASS.



CLASS kernel_create_data_handle IMPLEMENTATION.

  METHOD call.
    IF handle IS NOT BOUND OR handle->kind = cl_abap_typedescr=>kind_class OR handle->kind = cl_abap_typedescr=>kind_intf
        OR handle->type_kind = cl_abap_typedescr=>typekind_data.
      RAISE EXCEPTION TYPE cx_sy_create_data_error.
    ENDIF.
    WRITE '@KERNEL const p = handle.get().proto.getPointer(); const T = abap.types; let target = INPUT.dref; while (target instanceof T.FieldSymbol) target = target.getPointer();'.
    WRITE '@KERNEL let c; if (p instanceof T.Table || p instanceof T.HashedTable) c = new p.constructor(p.getRowType(), p.getOptions(), p.getQualifiedName()); else { c = p.clone(); c.clear(); }'.
    WRITE '@KERNEL target.assign(c);'.
  ENDMETHOD.

  METHOD anonymous.
    " a type known by its technical name only: RTTI names such types but keeps no registry of them
    RAISE EXCEPTION TYPE cx_sy_create_data_error.
  ENDMETHOD.

ENDCLASS.
