CLASS cl_abap_tabledescr DEFINITION PUBLIC INHERITING FROM cl_abap_complexdescr CREATE PUBLIC.

  PUBLIC SECTION.
    "! A line of KEY (abap_keydescr of type pool ABAP).
    TYPES:
      BEGIN OF keydescr,
        name TYPE c LENGTH 30,
      END OF keydescr.
    TYPES keydescr_tab TYPE STANDARD TABLE OF keydescr WITH KEY name.
    "! A key of a table (abap_table_keydescr of type pool ABAP): the primary key or a secondary one.
    TYPES:
      BEGIN OF table_keydescr,
        name        TYPE c LENGTH 30,
        is_primary  TYPE abap_bool,
        access_kind TYPE c LENGTH 1,
        key_kind    TYPE c LENGTH 1,
        is_unique   TYPE abap_bool,
        components  TYPE keydescr_tab,
      END OF table_keydescr.
    TYPES table_keydescr_tab TYPE STANDARD TABLE OF table_keydescr WITH KEY name.

    CONSTANTS tablekind_any TYPE c LENGTH 1 VALUE 'A'.
    CONSTANTS tablekind_index TYPE c LENGTH 1 VALUE 'I'.
    CONSTANTS tablekind_std TYPE c LENGTH 1 VALUE 'S'.
    CONSTANTS tablekind_sorted TYPE c LENGTH 1 VALUE 'O'.
    CONSTANTS tablekind_hashed TYPE c LENGTH 1 VALUE 'H'.
    CONSTANTS keydefkind_default TYPE c LENGTH 1 VALUE 'D'.
    CONSTANTS keydefkind_user TYPE c LENGTH 1 VALUE 'U'.
    CONSTANTS keydefkind_empty TYPE c LENGTH 1 VALUE 'E'.

    DATA table_kind TYPE c LENGTH 1 READ-ONLY.
    DATA key TYPE keydescr_tab READ-ONLY.
    DATA key_defkind TYPE c LENGTH 1 READ-ONLY.
    DATA has_unique_key TYPE abap_bool READ-ONLY.
    DATA initial_size TYPE i READ-ONLY.

    CLASS-METHODS create
      IMPORTING
        p_line_type     TYPE REF TO cl_abap_datadescr
        p_table_kind    TYPE c DEFAULT tablekind_std
        p_unique        TYPE abap_bool DEFAULT abap_false
        p_key           TYPE keydescr_tab OPTIONAL
        p_key_kind      TYPE c DEFAULT keydefkind_default
      RETURNING
        VALUE(p_result) TYPE REF TO cl_abap_tabledescr
      RAISING
        cx_sy_table_creation.

    CLASS-METHODS get
      IMPORTING
        p_line_type     TYPE REF TO cl_abap_datadescr
        p_table_kind    TYPE c DEFAULT tablekind_std
        p_unique        TYPE abap_bool DEFAULT abap_false
        p_key           TYPE keydescr_tab OPTIONAL
        p_key_kind      TYPE c DEFAULT keydefkind_default
      RETURNING
        VALUE(p_result) TYPE REF TO cl_abap_tabledescr
      RAISING
        cx_sy_table_creation.

    "! A table type of the line type with the keys given: the primary key (IS_PRIMARY, else the first) sets the
    "! table's kind (ACCESS_KIND), uniqueness and key fields; the embedded runtime keeps no secondary keys.
    CLASS-METHODS get_with_keys
      IMPORTING
        p_line_type     TYPE REF TO cl_abap_datadescr
        p_keys          TYPE table_keydescr_tab
      RETURNING
        VALUE(p_result) TYPE REF TO cl_abap_tabledescr
      RAISING
        cx_sy_table_creation.

    METHODS get_table_line_type
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_datadescr.

  PROTECTED SECTION.
    METHODS load_proto REDEFINITION.

ENDCLASS.



CLASS cl_abap_tabledescr IMPLEMENTATION.

  METHOD load_proto.
    DATA line TYPE keydescr.
    DATA names TYPE string_table.
    WRITE '@KERNEL const t = this.proto.getPointer(); const o = t.getOptions() ?? {}; const pk = o.primaryKey ?? {};'.
    WRITE '@KERNEL this.table_kind.set(({ SORTED: "O", HASHED: "H" })[pk.type] ?? "S");'.
    WRITE '@KERNEL this.key_defkind.set(({ USER: "U", EMPTY: "E" })[o.keyType] ?? "D");'.
    WRITE '@KERNEL if (pk.isUnique) this.has_unique_key.set("X");'.
    WRITE '@KERNEL let fields = pk.keyFields ?? []; const row = t.getRowType();'.
    WRITE '@KERNEL if (o.keyType !== "USER" && o.keyType !== "EMPTY" && fields.length === 0) fields = row instanceof abap.types.Structure'.
    WRITE '@KERNEL   ? Object.entries(row.get()).filter(([, f]) => [abap.types.Character, abap.types.String, abap.types.Numc, abap.types.Date, abap.types.Time, abap.types.Hex, abap.types.XString].some((C) => f instanceof C)).map(([n]) => n.toUpperCase())'.
    WRITE '@KERNEL   : ["TABLE_LINE"];'.
    WRITE '@KERNEL for (const f of fields) names.append(new abap.types.String().set(f.toUpperCase()));'.
    LOOP AT names INTO line-name.
      APPEND line TO key.
    ENDLOOP.
  ENDMETHOD.

  METHOD get_table_line_type.
    WRITE '@KERNEL p_descr_ref.set(await abap.Classes["CL_ABAP_TYPEDESCR"].describe_value({value: this.proto.getPointer().getRowType()}));'.
  ENDMETHOD.

  METHOD create.
    DATA ref TYPE REF TO data.
    DATA names TYPE string_table.
    DATA line TYPE keydescr.
    FIELD-SYMBOLS <table> TYPE any.
    IF p_line_type IS NOT BOUND.
      RAISE EXCEPTION TYPE cx_sy_table_creation.
    ENDIF.
    IF p_table_kind <> tablekind_std AND p_table_kind <> tablekind_sorted AND p_table_kind <> tablekind_hashed.
      RAISE EXCEPTION TYPE cx_sy_table_creation.
    ENDIF.
    IF p_key_kind = keydefkind_user AND p_key IS INITIAL.
      RAISE EXCEPTION TYPE cx_sy_table_creation.
    ENDIF.
    IF p_table_kind = tablekind_hashed AND p_unique = abap_false.
      RAISE EXCEPTION TYPE cx_sy_table_creation.
    ENDIF.
    LOOP AT p_key INTO line.
      APPEND to_upper( condense( line-name ) ) TO names.
    ENDLOOP.
    WRITE '@KERNEL const d = p_line_type.get().proto.getPointer(); const kind = p_table_kind.get();'.
    WRITE '@KERNEL const keyType = p_key_kind.get() === "U" || names.array().length > 0 ? "USER" : p_key_kind.get() === "E" ? "EMPTY" : "DEFAULT";'.
    WRITE '@KERNEL const keyFields = names.array().map((n) => n.get());'.
    WRITE '@KERNEL const type = kind === "O" ? "SORTED" : kind === "H" ? "HASHED" : "STANDARD";'.
    WRITE '@KERNEL const row = d.clone(); row.clear();'.
    WRITE '@KERNEL ref.assign(abap.types.TableFactory.construct(row, { withHeader: false, keyType, primaryKey: { name: "primary_key", type, isUnique: p_unique.get() === "X", keyFields }, secondary: [] }));'.
    ASSIGN ref->* TO <table>.
    p_result ?= describe_value( <table> ).
  ENDMETHOD.

  METHOD get.
    p_result = create( p_line_type = p_line_type p_table_kind = p_table_kind p_unique = p_unique p_key = p_key p_key_kind = p_key_kind ).
  ENDMETHOD.

  METHOD get_with_keys.
    DATA primary TYPE table_keydescr.
    DATA kind TYPE c LENGTH 1.
    DATA key_kind TYPE c LENGTH 1.
    READ TABLE p_keys INTO primary WITH KEY is_primary = abap_true.
    IF sy-subrc <> 0.
      READ TABLE p_keys INTO primary INDEX 1.
    ENDIF.
    kind = primary-access_kind.
    IF kind IS INITIAL.
      kind = tablekind_std.
    ENDIF.
    key_kind = primary-key_kind.
    IF key_kind IS INITIAL.
      key_kind = COND #( WHEN primary-components IS INITIAL THEN keydefkind_default ELSE keydefkind_user ).
    ENDIF.
    p_result = create( p_line_type = p_line_type p_table_kind = kind p_unique = primary-is_unique p_key = primary-components p_key_kind = key_kind ).
  ENDMETHOD.

ENDCLASS.
