CLASS cl_abap_objectdescr DEFINITION PUBLIC ABSTRACT INHERITING FROM cl_abap_typedescr CREATE PUBLIC.

  PUBLIC SECTION.
    "! A parameter of a method (abap_parmdescr of type pool ABAP).
    TYPES:
      BEGIN OF parmdescr,
        length      TYPE i,
        decimals    TYPE i,
        type_kind   TYPE c LENGTH 1,
        name        TYPE c LENGTH 30,
        parm_kind   TYPE c LENGTH 1,
        by_value    TYPE abap_bool,
        is_optional TYPE abap_bool,
      END OF parmdescr.
    TYPES parmdescr_tab TYPE STANDARD TABLE OF parmdescr WITH KEY name.
    "! A method (abap_methdescr of type pool ABAP).
    TYPES:
      BEGIN OF methdescr,
        name         TYPE c LENGTH 61,
        parameters   TYPE parmdescr_tab,
        visibility   TYPE c LENGTH 1,
        is_interface TYPE abap_bool,
        is_inherited TYPE abap_bool,
        is_redefined TYPE abap_bool,
        is_abstract  TYPE abap_bool,
        is_final     TYPE abap_bool,
        is_class     TYPE abap_bool,
        alias_for    TYPE c LENGTH 61,
      END OF methdescr.
    TYPES methdescr_tab TYPE STANDARD TABLE OF methdescr WITH KEY name.
    "! An attribute (abap_attrdescr of type pool ABAP).
    TYPES:
      BEGIN OF attrdescr,
        length       TYPE i,
        decimals     TYPE i,
        type_kind    TYPE c LENGTH 1,
        name         TYPE c LENGTH 61,
        visibility   TYPE c LENGTH 1,
        is_interface TYPE abap_bool,
        is_inherited TYPE abap_bool,
        is_class     TYPE abap_bool,
        is_constant  TYPE abap_bool,
        is_virtual   TYPE abap_bool,
        is_read_only TYPE abap_bool,
        alias_for    TYPE c LENGTH 61,
      END OF attrdescr.
    TYPES attrdescr_tab TYPE STANDARD TABLE OF attrdescr WITH KEY name.
    "! An implemented interface (abap_intfdescr of type pool ABAP).
    TYPES:
      BEGIN OF intfdescr,
        name         TYPE c LENGTH 30,
        is_inherited TYPE abap_bool,
      END OF intfdescr.
    TYPES intfdescr_tab TYPE STANDARD TABLE OF intfdescr WITH KEY name.

    CONSTANTS public TYPE c LENGTH 1 VALUE 'U'.
    CONSTANTS protected TYPE c LENGTH 1 VALUE 'O'.
    CONSTANTS private TYPE c LENGTH 1 VALUE 'I'.
    CONSTANTS importing TYPE c LENGTH 1 VALUE 'I'.
    CONSTANTS exporting TYPE c LENGTH 1 VALUE 'E'.
    CONSTANTS changing TYPE c LENGTH 1 VALUE 'C'.
    CONSTANTS returning TYPE c LENGTH 1 VALUE 'R'.

    DATA attributes TYPE attrdescr_tab READ-ONLY.
    DATA methods TYPE methdescr_tab READ-ONLY.
    DATA interfaces TYPE intfdescr_tab READ-ONLY.

    METHODS get_attribute_type
      IMPORTING
        p_attribute_name   TYPE any
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_datadescr
      EXCEPTIONS
        attribute_not_found.

    METHODS get_method_parameter_type
      IMPORTING
        p_method_name      TYPE any
        p_parameter_name   TYPE any
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_datadescr
      EXCEPTIONS
        parameter_not_found
        method_not_found.

    METHODS get_interface_type
      IMPORTING
        p_interface_name   TYPE any
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_intfdescr
      EXCEPTIONS
        interface_not_found.

  PROTECTED SECTION.
    "! Fills ATTRIBUTES, METHODS and INTERFACES from the class of the runtime.
    METHODS load_object_type.

ENDCLASS.



CLASS cl_abap_objectdescr IMPLEMENTATION.

  METHOD load_object_type.
    DATA attr_line TYPE attrdescr.
    DATA meth_line TYPE methdescr.
    DATA parm_line TYPE parmdescr.
    DATA intf_line TYPE intfdescr.
    DATA descr TYPE REF TO cl_abap_typedescr.
    DATA value TYPE REF TO data.
    FIELD-SYMBOLS <value> TYPE any.
    " the runtime's classes list their own components; those of superclasses are inherited
    WRITE '@KERNEL const own = abap.Classes[this.object_type.get()]; const seen = new Set();'.
    WRITE '@KERNEL const flag = (b) => (b ? "X" : " "); const I = abap.Classes["CL_ABAP_TYPEDESCR"];'.
    WRITE '@KERNEL for (let C = own; C !== undefined; C = C.STATIC_SUPER) { const inherited = C !== own;'.
    WRITE '@KERNEL   for (const [n, a] of Object.entries(C.ATTRIBUTES ?? {})) { if (seen.has("A" + n) || (inherited && a.visibility === "I")) continue; seen.add("A" + n);'.
    WRITE '@KERNEL     value.assign(a.type()); const d = (await I.describe_value({value: value.getPointer()})).get();'.
    WRITE '@KERNEL     attr_line.get().name.set(n); attr_line.get().visibility.set(a.visibility); attr_line.get().is_class.set(a.is_class); attr_line.get().is_constant.set(a.is_constant);'.
    WRITE '@KERNEL     attr_line.get().is_interface.set(flag(n.includes("~"))); attr_line.get().is_inherited.set(flag(inherited));'.
    WRITE '@KERNEL     attr_line.get().type_kind.set(d.type_kind); attr_line.get().length.set(d.length); attr_line.get().decimals.set(d.decimals);'.
    WRITE '@KERNEL     abap.statements.append({source: attr_line, target: this.attributes}); }'.
    WRITE '@KERNEL   for (const [n, m] of Object.entries(C.METHODS ?? {})) { if (seen.has("M" + n) || (inherited && m.visibility === "I")) continue; seen.add("M" + n);'.
    WRITE '@KERNEL     meth_line.clear(); meth_line.get().name.set(n); meth_line.get().visibility.set(m.visibility ?? "U"); meth_line.get().is_class.set(flag(m.is_class === "X"));'.
    WRITE '@KERNEL     meth_line.get().is_interface.set(flag(n.includes("~"))); meth_line.get().is_inherited.set(flag(inherited));'.
    WRITE '@KERNEL     for (const [pn, p] of Object.entries(m.parameters ?? {})) { parm_line.clear(); value.assign(p.type());'.
    WRITE '@KERNEL       const d = p.type_name === "AnyType" ? { type_kind: "~", length: 0, decimals: 0 } : (await I.describe_value({value: value.getPointer()})).get();'.
    WRITE '@KERNEL       parm_line.get().name.set(pn); parm_line.get().parm_kind.set(p.parm_kind); parm_line.get().is_optional.set(p.is_optional);'.
    WRITE '@KERNEL       parm_line.get().by_value.set(flag(p.parm_kind === "R")); parm_line.get().type_kind.set(d.type_kind); parm_line.get().length.set(d.length); parm_line.get().decimals.set(d.decimals);'.
    WRITE '@KERNEL       abap.statements.append({source: parm_line, target: meth_line.get().parameters}); }'.
    WRITE '@KERNEL     abap.statements.append({source: meth_line, target: this.methods}); }'.
    WRITE '@KERNEL   for (const n of C.IMPLEMENTED_INTERFACES ?? []) { if (seen.has("I" + n)) continue; seen.add("I" + n);'.
    WRITE '@KERNEL     intf_line.get().name.set(n); intf_line.get().is_inherited.set(flag(inherited)); abap.statements.append({source: intf_line, target: this.interfaces}); } }'.
    SORT attributes BY name.
    SORT methods BY name.
    SORT interfaces BY name.
    CLEAR: descr, <value>.
  ENDMETHOD.

  METHOD get_attribute_type.
    DATA name TYPE string.
    DATA value TYPE REF TO data.
    FIELD-SYMBOLS <value> TYPE any.
    name = to_upper( p_attribute_name ).
    WRITE '@KERNEL for (let C = abap.Classes[this.object_type.get()]; C !== undefined; C = C.STATIC_SUPER) { const a = C.ATTRIBUTES?.[name.get()]; if (a) { value.assign(a.type()); break; } }'.
    IF value IS NOT BOUND.
      RAISE attribute_not_found.
    ENDIF.
    ASSIGN value->* TO <value>.
    p_descr_ref ?= describe_value( <value> ).
  ENDMETHOD.

  METHOD get_method_parameter_type.
    DATA method TYPE string.
    DATA parameter TYPE string.
    DATA found TYPE abap_bool.
    DATA value TYPE REF TO data.
    FIELD-SYMBOLS <value> TYPE any.
    method = to_upper( p_method_name ).
    parameter = to_upper( p_parameter_name ).
    WRITE '@KERNEL for (let C = abap.Classes[this.object_type.get()]; C !== undefined; C = C.STATIC_SUPER) { const m = C.METHODS?.[method.get()];'.
    WRITE '@KERNEL   if (m) { found.set("X"); const p = m.parameters?.[parameter.get()]; if (p) value.assign(p.type()); break; } }'.
    IF found = abap_false.
      RAISE method_not_found.
    ELSEIF value IS NOT BOUND.
      RAISE parameter_not_found.
    ENDIF.
    ASSIGN value->* TO <value>.
    p_descr_ref ?= describe_value( <value> ).
  ENDMETHOD.

  METHOD get_interface_type.
    DATA name TYPE string.
    name = to_upper( p_interface_name ).
    IF NOT line_exists( interfaces[ name = name ] ).
      RAISE interface_not_found.
    ENDIF.
    p_descr_ref ?= describe_object_type( name ).
  ENDMETHOD.

ENDCLASS.
