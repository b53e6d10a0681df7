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
    " CREATE DATA ... TYPE (name) of a technical type named by RTTI; the runtime does not wait for this method,
    " so it runs without an await: an unknown name leaves the reference initial
    WRITE '@KERNEL const key = typeof INPUT.name === "string" ? INPUT.name : INPUT.name.get(); const d = abap.Classes["CL_ABAP_TYPEDESCR"].kernelCache?.get(key.trimEnd());'.
    WRITE '@KERNEL let target = INPUT.dref; while (target instanceof abap.types.FieldSymbol) target = target.getPointer(); const p = d?.proto?.getPointer();'.
    WRITE '@KERNEL if (p !== undefined) { let c; if (p instanceof abap.types.Table || p instanceof abap.types.HashedTable) c = new p.constructor(p.getRowType(), p.getOptions(), p.getQualifiedName()); else { c = p.clone(); c.clear(); } target.assign(c); }'.
    RETURN.
  ENDMETHOD.

ENDCLASS.
