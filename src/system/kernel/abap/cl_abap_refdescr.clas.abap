CLASS cl_abap_refdescr DEFINITION PUBLIC INHERITING FROM cl_abap_datadescr CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS create
      IMPORTING
        p_referenced_type TYPE REF TO cl_abap_typedescr
      RETURNING
        VALUE(p_result)   TYPE REF TO cl_abap_refdescr
      RAISING
        cx_sy_ref_creation.

    CLASS-METHODS get
      IMPORTING
        p_referenced_type TYPE REF TO cl_abap_typedescr
      RETURNING
        VALUE(p_result)   TYPE REF TO cl_abap_refdescr
      RAISING
        cx_sy_ref_creation.

    CLASS-METHODS get_ref_to_data
      RETURNING
        VALUE(p_result) TYPE REF TO cl_abap_refdescr.

    CLASS-METHODS get_ref_to_object
      RETURNING
        VALUE(p_result) TYPE REF TO cl_abap_refdescr.

    METHODS get_referenced_type
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_typedescr.

ENDCLASS.



CLASS cl_abap_refdescr IMPLEMENTATION.

  METHOD get_referenced_type.
    DATA name TYPE string.
    WRITE '@KERNEL const p = this.proto.getPointer(); const T = abap.types; const K = abap.Classes["CL_ABAP_TYPEDESCR"];'.
    WRITE '@KERNEL if (p instanceof T.DataReference) { const t = p.getType();'.
    WRITE '@KERNEL   if (t === undefined || (t instanceof T.Character && t.getLength() === 4 && t.getQualifiedName() === undefined)) name.set("\\TYPE=DATA");'.
    WRITE '@KERNEL   else { p_descr_ref.set(await K.describe_value({value: t})); return p_descr_ref; } }'.
    WRITE '@KERNEL else { const m = /^\\(PROGRAM|CLASS-POOL)=([^\\]+)\\(?:CLASS|INTERFACE)=(.+)$/.exec(p.getRTTIName() ?? "");'.
    WRITE '@KERNEL   name.set(m ? `${m[1] === "PROGRAM" ? "PROG" : "CLAS"}-${m[2]}-${m[3]}` : (p.getQualifiedName() ?? "OBJECT").toUpperCase()); }'.
    IF name = '\TYPE=DATA'.
      p_descr_ref = generic_data( ).
    ELSE.
      p_descr_ref = describe_object_type( name ).
    ENDIF.
  ENDMETHOD.

  METHOD create.
    IF p_referenced_type IS NOT BOUND.
      RAISE EXCEPTION TYPE cx_sy_ref_creation.
    ENDIF.
    WRITE '@KERNEL const d = p_referenced_type.get(); const T = abap.types; let r;'.
    WRITE '@KERNEL if (d.kind.get() === "C" || d.kind.get() === "I") { const n = d.absolute_name.get().trimEnd(); r = new T.ABAPObject({ qualifiedName: n.replace(/^.*=/, ""), RTTIName: n }); }'.
    WRITE '@KERNEL else if (d.type_kind.get() === "#") r = new T.DataReference(new T.Character(4));'.
    WRITE '@KERNEL else { const p = d.proto.getPointer(); const c = p instanceof T.Table || p instanceof T.HashedTable ? new p.constructor(p.getRowType(), p.getOptions(), p.getQualifiedName()) : p.clone(); r = new T.DataReference(c); }'.
    WRITE '@KERNEL p_result.set(await abap.Classes["CL_ABAP_TYPEDESCR"].describe_value({value: r}));'.
  ENDMETHOD.

  METHOD get.
    p_result = create( p_referenced_type ).
  ENDMETHOD.

  METHOD get_ref_to_data.
    p_result = create( generic_data( ) ).
  ENDMETHOD.

  METHOD get_ref_to_object.
    p_result = create( describe_object_type( `OBJECT` ) ).
  ENDMETHOD.

ENDCLASS.
