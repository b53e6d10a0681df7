CLASS cl_abap_structdescr DEFINITION PUBLIC INHERITING FROM cl_abap_complexdescr CREATE PUBLIC.

  PUBLIC SECTION.
    TYPES:
      BEGIN OF component,
        name       TYPE string,
        type       TYPE REF TO cl_abap_datadescr,
        as_include TYPE abap_bool,
        suffix     TYPE string,
      END OF component.
    TYPES component_table TYPE STANDARD TABLE OF component WITH KEY name.
    TYPES:
      BEGIN OF simple_component,
        name TYPE string,
        type TYPE REF TO cl_abap_datadescr,
      END OF simple_component.
    TYPES included_view TYPE STANDARD TABLE OF simple_component WITH KEY name.
    "! A line of COMPONENTS (abap_compdescr of type pool ABAP).
    TYPES:
      BEGIN OF compdescr,
        length    TYPE i,
        decimals  TYPE i,
        type_kind TYPE c LENGTH 1,
        name      TYPE c LENGTH 30,
      END OF compdescr.
    TYPES compdescr_tab TYPE STANDARD TABLE OF compdescr WITH KEY name.

    CONSTANTS structkind_flat TYPE c LENGTH 1 VALUE 'F'.
    CONSTANTS structkind_nested TYPE c LENGTH 1 VALUE 'N'.

    DATA components TYPE compdescr_tab READ-ONLY.
    DATA struct_kind TYPE c LENGTH 1 READ-ONLY.
    DATA has_include TYPE abap_bool READ-ONLY.

    CLASS-METHODS create
      IMPORTING
        p_components    TYPE component_table
        p_strict        TYPE abap_bool DEFAULT abap_true
      RETURNING
        VALUE(p_result) TYPE REF TO cl_abap_structdescr
      RAISING
        cx_sy_struct_creation.

    CLASS-METHODS get
      IMPORTING
        p_components    TYPE component_table
        p_strict        TYPE abap_bool DEFAULT abap_true
      RETURNING
        VALUE(p_result) TYPE REF TO cl_abap_structdescr
      RAISING
        cx_sy_struct_creation.

    METHODS get_components
      RETURNING
        VALUE(p_result) TYPE component_table.

    METHODS get_component_type
      IMPORTING
        p_name             TYPE any
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_datadescr
      EXCEPTIONS
        component_not_found
        unsupported_input_type.

    "! The fields of a dictionary structure or table (DFIES lines: name, position, type, length, key flag);
    "! NO_DDIC_TYPE for a type that is not in the dictionary.
    METHODS get_ddic_field_list
      IMPORTING
        p_langu                  TYPE spras DEFAULT sy-langu
        p_including_substructres TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(p_field_list)      TYPE ddfields
      EXCEPTIONS
        not_found
        no_ddic_type.

    METHODS get_included_view
      IMPORTING
        p_level         TYPE i OPTIONAL
      RETURNING
        VALUE(p_result) TYPE included_view.

    METHODS get_ddic_object REDEFINITION.

  PROTECTED SECTION.
    METHODS load_proto REDEFINITION.

  PRIVATE SECTION.
    "! The names of the components as the runtime keeps them; an include is one group name.
    METHODS component_names
      EXPORTING
        names    TYPE string_table
        includes TYPE string_table
        suffixes TYPE string_table.

ENDCLASS.



CLASS cl_abap_structdescr IMPLEMENTATION.

  METHOD component_names.
    WRITE '@KERNEL const s = this.proto.getPointer(); const inc = s.getAsInclude() ?? {}; const suf = s.getRenamingSuffix() ?? {};'.
    WRITE '@KERNEL const grouped = new Set(); for (const g of Object.keys(inc)) for (const f of Object.keys(s.get()[g].get())) grouped.add(f + (suf[g] ?? "").toLowerCase());'.
    WRITE '@KERNEL const text = (t) => new abap.types.String().set(t);'.
    WRITE '@KERNEL for (const k of Object.keys(s.get())) { if (grouped.has(k)) continue; names.append(text(k.toUpperCase()));'.
    WRITE '@KERNEL   includes.append(text(inc[k] ? "X" : "")); suffixes.append(text((suf[k] ?? "").toUpperCase())); }'.
  ENDMETHOD.

  METHOD load_proto.
    DATA names TYPE string_table.
    DATA includes TYPE string_table.
    DATA suffixes TYPE string_table.
    DATA name TYPE string.
    DATA descr TYPE REF TO cl_abap_typedescr.
    DATA line TYPE compdescr.
    FIELD-SYMBOLS <struct> TYPE any.
    FIELD-SYMBOLS <component> TYPE any.
    struct_kind = structkind_flat.
    ASSIGN proto->* TO <struct>.
    component_names( IMPORTING names = names includes = includes ).
    IF line_exists( includes[ table_line = 'X' ] ).
      has_include = abap_true.
    ENDIF.
    " COMPONENTS lists the fields of includes in place of the include
    WRITE '@KERNEL const s = this.proto.getPointer(); const inc = s.getAsInclude() ?? {};'.
    WRITE '@KERNEL names.clear(); for (const k of Object.keys(s.get())) if (!inc[k]) names.append(new abap.types.String().set(k.toUpperCase()));'.
    LOOP AT names INTO name.
      ASSIGN COMPONENT name OF STRUCTURE <struct> TO <component>.
      descr = describe_value( <component> ).
      line-name = name.
      line-length = descr->length.
      line-decimals = descr->decimals.
      line-type_kind = descr->type_kind.
      APPEND line TO components.
      IF descr->kind = kind_struct.
        struct_kind = structkind_nested.
      ENDIF.
    ENDLOOP.
  ENDMETHOD.

  METHOD get_components.
    DATA names TYPE string_table.
    DATA includes TYPE string_table.
    DATA suffixes TYPE string_table.
    DATA line TYPE component.
    FIELD-SYMBOLS <struct> TYPE any.
    FIELD-SYMBOLS <component> TYPE any.
    ASSIGN proto->* TO <struct>.
    component_names( IMPORTING names = names includes = includes suffixes = suffixes ).
    LOOP AT names INTO line-name.
      ASSIGN COMPONENT line-name OF STRUCTURE <struct> TO <component>.
      line-type ?= describe_value( <component> ).
      line-as_include = includes[ sy-tabix ].
      line-suffix = suffixes[ sy-tabix ].
      APPEND line TO p_result.
    ENDLOOP.
  ENDMETHOD.

  METHOD get_component_type.
    DATA name TYPE string.
    FIELD-SYMBOLS <struct> TYPE any.
    FIELD-SYMBOLS <component> TYPE any.
    name = to_upper( p_name ).
    ASSIGN proto->* TO <struct>.
    ASSIGN COMPONENT name OF STRUCTURE <struct> TO <component>.
    IF sy-subrc <> 0 OR name IS INITIAL.
      RAISE component_not_found.
    ENDIF.
    p_descr_ref ?= describe_value( <component> ).
  ENDMETHOD.

  METHOD get_included_view.
    DATA line TYPE simple_component.
    DATA struct TYPE REF TO cl_abap_structdescr.
    DATA level TYPE i.
    FIELD-SYMBOLS <component> TYPE component.
    DATA(all) = get_components( ).
    level = p_level.
    IF level = 0.
      level = 2147483647.
    ENDIF.
    LOOP AT all ASSIGNING <component>.
      IF <component>-as_include = abap_true AND level > 0.
        struct ?= <component>-type.
        LOOP AT struct->get_included_view( level - 1 ) INTO line.
          line-name = line-name && <component>-suffix.
          APPEND line TO p_result.
        ENDLOOP.
      ELSE.
        line-name = <component>-name.
        line-type = <component>-type.
        APPEND line TO p_result.
      ENDIF.
    ENDLOOP.
  ENDMETHOD.

  METHOD create.
    DATA ref TYPE REF TO data.
    DATA names TYPE HASHED TABLE OF string WITH UNIQUE KEY table_line.
    FIELD-SYMBOLS <component> TYPE component.
    FIELD-SYMBOLS <struct> TYPE any.
    IF p_components IS INITIAL.
      RAISE EXCEPTION TYPE cx_sy_struct_creation EXPORTING textid = cx_sy_struct_creation=>no_components.
    ENDIF.
    LOOP AT p_components ASSIGNING <component>.
      IF <component>-type IS NOT BOUND.
        RAISE EXCEPTION TYPE cx_sy_struct_creation EXPORTING textid = cx_sy_struct_creation=>illegal_type component_name = <component>-name.
      ENDIF.
      IF <component>-as_include = abap_false OR <component>-name IS NOT INITIAL.
        IF p_strict = abap_true AND NOT matches( val = <component>-name regex = `^[A-Za-z_/][A-Za-z0-9_/]{0,29}$` ).
          RAISE EXCEPTION TYPE cx_sy_struct_creation EXPORTING textid = cx_sy_struct_creation=>illegal_name component_name = <component>-name.
        ENDIF.
        INSERT to_upper( <component>-name ) INTO TABLE names.
        IF sy-subrc <> 0.
          RAISE EXCEPTION TYPE cx_sy_struct_creation EXPORTING textid = cx_sy_struct_creation=>duplicate_name component_name = <component>-name.
        ENDIF.
      ENDIF.
    ENDLOOP.
    WRITE '@KERNEL const fields = {}, inc = {}, suf = {};'.
    WRITE '@KERNEL const initial = (d) => { const p = d.proto.getPointer(); if (p instanceof abap.types.Table || p instanceof abap.types.HashedTable) return new p.constructor(p.getRowType(), p.getOptions(), p.getQualifiedName()); const c = p.clone(); c.clear(); return c; };'.
    WRITE '@KERNEL for (const row of p_components.array()) { const c = row.get(); const name = c.name.get().toLowerCase(); const value = initial(c.type.get());'.
    WRITE '@KERNEL   if (c.as_include.get() === "X" && value instanceof abap.types.Structure) {'.
    WRITE '@KERNEL     if (name === "") { for (const [k, f] of Object.entries(value.get())) fields[k + c.suffix.get().toLowerCase()] = f; continue; }'.
    WRITE '@KERNEL     inc[name] = true; suf[name] = c.suffix.get().toLowerCase(); }'.
    WRITE '@KERNEL   fields[name] = value; }'.
    WRITE '@KERNEL ref.assign(new abap.types.Structure(fields, undefined, undefined, suf, inc));'.
    ASSIGN ref->* TO <struct>.
    p_result ?= describe_value( <struct> ).
  ENDMETHOD.

  METHOD get.
    p_result = create( p_components = p_components p_strict = p_strict ).
  ENDMETHOD.

  METHOD get_ddic_field_list.
    DATA name TYPE string.
    DATA keys TYPE string_table.
    DATA field TYPE dfies.
    DATA component TYPE compdescr.
    IF is_ddic_type( ) = abap_false.
      RAISE no_ddic_type.
    ENDIF.
    name = get_relative_name( ).
    WRITE '@KERNEL const entry = abap.DDIC[name.get()]; for (const key of entry?.keyFields ?? []) keys.append(new abap.types.String().set(key.toUpperCase()));'.
    LOOP AT components INTO component.
      CLEAR field.
      field-tabname = name.
      field-fieldname = component-name.
      field-langu = p_langu.
      field-position = sy-tabix.
      field-inttype = component-type_kind.
      field-leng = component-length.
      field-intlen = component-length.
      field-decimals = component-decimals.
      READ TABLE keys WITH KEY table_line = component-name TRANSPORTING NO FIELDS.
      IF sy-subrc = 0.
        field-keyflag = abap_true.
      ENDIF.
      APPEND field TO p_field_list.
    ENDLOOP.
  ENDMETHOD.

  METHOD get_ddic_object.
    DATA line TYPE x031l.
    DATA elem TYPE REF TO cl_abap_elemdescr.
    DATA offset TYPE i.
    IF is_ddic_type( ) = abap_false.
      RAISE no_ddic_type.
    ENDIF.
    LOOP AT get_components( ) INTO DATA(component) WHERE type->kind = kind_elem.
      elem ?= component-type.
      line = x031l_line( fieldname = component-name offset = offset type_kind = elem->type_kind length = elem->length
                         decimals = elem->decimals output_length = elem->output_length rollname = elem->get_relative_name( ) ).
      line-tabname = get_relative_name( ).
      APPEND line TO p_object.
      offset = offset + elem->length.
    ENDLOOP.
  ENDMETHOD.

ENDCLASS.
