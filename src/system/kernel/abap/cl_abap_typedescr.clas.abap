CLASS cl_abap_typedescr DEFINITION PUBLIC ABSTRACT CREATE PUBLIC.

  PUBLIC SECTION.
    TYPES abap_abstypename TYPE c LENGTH 200.
    TYPES abap_relativename TYPE c LENGTH 30.
    TYPES abap_typekind TYPE c LENGTH 1.

    CONSTANTS kind_elem TYPE c LENGTH 1 VALUE 'E'.
    CONSTANTS kind_struct TYPE c LENGTH 1 VALUE 'S'.
    CONSTANTS kind_table TYPE c LENGTH 1 VALUE 'T'.
    CONSTANTS kind_ref TYPE c LENGTH 1 VALUE 'R'.
    CONSTANTS kind_class TYPE c LENGTH 1 VALUE 'C'.
    CONSTANTS kind_intf TYPE c LENGTH 1 VALUE 'I'.

    CONSTANTS typekind_any TYPE c LENGTH 1 VALUE '~'.
    CONSTANTS typekind_bref TYPE c LENGTH 1 VALUE 'j'.
    CONSTANTS typekind_char TYPE c LENGTH 1 VALUE 'C'.
    CONSTANTS typekind_class TYPE c LENGTH 1 VALUE '*'.
    CONSTANTS typekind_clike TYPE c LENGTH 1 VALUE '&'.
    CONSTANTS typekind_csequence TYPE c LENGTH 1 VALUE '?'.
    CONSTANTS typekind_data TYPE c LENGTH 1 VALUE '#'.
    CONSTANTS typekind_date TYPE c LENGTH 1 VALUE 'D'.
    CONSTANTS typekind_decfloat TYPE c LENGTH 1 VALUE '/'.
    CONSTANTS typekind_decfloat16 TYPE c LENGTH 1 VALUE 'a'.
    CONSTANTS typekind_decfloat34 TYPE c LENGTH 1 VALUE 'e'.
    CONSTANTS typekind_dref TYPE c LENGTH 1 VALUE 'l'.
    CONSTANTS typekind_enum TYPE c LENGTH 1 VALUE 'k'.
    CONSTANTS typekind_float TYPE c LENGTH 1 VALUE 'F'.
    CONSTANTS typekind_hex TYPE c LENGTH 1 VALUE 'X'.
    CONSTANTS typekind_int TYPE c LENGTH 1 VALUE 'I'.
    CONSTANTS typekind_int1 TYPE c LENGTH 1 VALUE 'b'.
    CONSTANTS typekind_int2 TYPE c LENGTH 1 VALUE 's'.
    CONSTANTS typekind_int8 TYPE c LENGTH 1 VALUE '8'.
    CONSTANTS typekind_intf TYPE c LENGTH 1 VALUE '+'.
    CONSTANTS typekind_iref TYPE c LENGTH 1 VALUE 'm'.
    CONSTANTS typekind_num TYPE c LENGTH 1 VALUE 'N'.
    CONSTANTS typekind_numeric TYPE c LENGTH 1 VALUE '%'.
    CONSTANTS typekind_oref TYPE c LENGTH 1 VALUE 'r'.
    CONSTANTS typekind_packed TYPE c LENGTH 1 VALUE 'P'.
    CONSTANTS typekind_simple TYPE c LENGTH 1 VALUE '$'.
    CONSTANTS typekind_string TYPE c LENGTH 1 VALUE 'g'.
    CONSTANTS typekind_struct1 TYPE c LENGTH 1 VALUE 'u'.
    CONSTANTS typekind_struct2 TYPE c LENGTH 1 VALUE 'v'.
    CONSTANTS typekind_table TYPE c LENGTH 1 VALUE 'h'.
    CONSTANTS typekind_time TYPE c LENGTH 1 VALUE 'T'.
    CONSTANTS typekind_utclong TYPE c LENGTH 1 VALUE 'p'.
    CONSTANTS typekind_w TYPE c LENGTH 1 VALUE 'w'.
    CONSTANTS typekind_xsequence TYPE c LENGTH 1 VALUE '!'.
    CONSTANTS typekind_xstring TYPE c LENGTH 1 VALUE 'y'.

    CONSTANTS true TYPE abap_bool VALUE abap_true.
    CONSTANTS false TYPE abap_bool VALUE abap_false.
    CONSTANTS undefined TYPE abap_bool VALUE '-'.

    DATA absolute_name TYPE abap_abstypename READ-ONLY.
    DATA type_kind TYPE c LENGTH 1 READ-ONLY.
    DATA length TYPE i READ-ONLY.
    DATA decimals TYPE i READ-ONLY.
    DATA kind TYPE c LENGTH 1 READ-ONLY.

    CLASS-METHODS describe_by_data
      IMPORTING
        p_data             TYPE any
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_typedescr.

    CLASS-METHODS describe_by_name
      IMPORTING
        p_name             TYPE any
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_typedescr
      EXCEPTIONS
        type_not_found.

    CLASS-METHODS describe_by_data_ref
      IMPORTING
        p_data_ref         TYPE REF TO data
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_typedescr
      EXCEPTIONS
        reference_is_initial.

    CLASS-METHODS describe_by_object_ref
      IMPORTING
        p_object_ref       TYPE REF TO object
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_typedescr
      EXCEPTIONS
        reference_is_initial.

    METHODS get_relative_name
      RETURNING
        VALUE(p_relative_name) TYPE string.

    METHODS is_ddic_type
      RETURNING
        VALUE(p_abap_bool) TYPE abap_bool.

    "! The runtime object of a dictionary type (X031L lines: one per field of a structure, one for an
    "! element); NO_DDIC_TYPE for a type that is not in the dictionary.
    METHODS get_ddic_object
      RETURNING
        VALUE(p_object) TYPE dd_x031l_table
      EXCEPTIONS
        not_found
        no_ddic_type.

  PROTECTED SECTION.
    "! An initial data object of the described type (not bound for classes and interfaces).
    DATA proto TYPE REF TO data.
    "! The name under which the runtime registers the class or interface described (abap.Classes), for object types.
    DATA object_type TYPE string.

    "! Describes the type of a data object of the runtime; one descriptor per named type.
    CLASS-METHODS describe_value
      IMPORTING
        value          TYPE any
      RETURNING
        VALUE(descr)   TYPE REF TO cl_abap_typedescr.

    "! The generic type DATA (what REF TO data refers to).
    CLASS-METHODS generic_data
      RETURNING
        VALUE(descr) TYPE REF TO cl_abap_datadescr.

    "! Completes a new descriptor from its prototype (components, keys, referenced type ...).
    METHODS load_proto.

    "! The dictionary data type (CHAR, NUMC, DEC, INT4 ...) of an elementary type kind; CLNT and LANG for
    "! elements of the domains (or, without one, data elements) MANDT and SPRAS.
    CLASS-METHODS ddic_datatype
      IMPORTING
        type_kind       TYPE c
        domain          TYPE csequence OPTIONAL
        element         TYPE csequence OPTIONAL
      RETURNING
        VALUE(datatype) TYPE datatype_d.

    "! A line of GET_DDIC_OBJECT for an elementary field (its type's facts, data element and domain).
    CLASS-METHODS x031l_line
      IMPORTING
        fieldname     TYPE csequence
        offset        TYPE i
        type_kind     TYPE c
        length        TYPE i
        decimals      TYPE i
        output_length TYPE i
        rollname      TYPE csequence
      RETURNING
        VALUE(line)   TYPE x031l.

    "! The dictionary facts of an elementary type: its data element, domain and description, when it has one.
    CLASS-METHODS ddic_element
      IMPORTING
        name        TYPE csequence
      EXPORTING
        found       TYPE abap_bool
        domain      TYPE string
        description TYPE string.

    "! Describes a class or interface by its name; unbound when there is none.
    CLASS-METHODS describe_object_type
      IMPORTING
        name           TYPE string
      RETURNING
        VALUE(descr)   TYPE REF TO cl_abap_typedescr.

ENDCLASS.



CLASS cl_abap_typedescr IMPLEMENTATION.

  METHOD describe_by_data.
    p_descr_ref = describe_value( p_data ).
  ENDMETHOD.

  METHOD describe_by_data_ref.
    FIELD-SYMBOLS <target> TYPE any.
    IF p_data_ref IS NOT BOUND.
      RAISE reference_is_initial.
    ENDIF.
    ASSIGN p_data_ref->* TO <target>.
    p_descr_ref = describe_value( <target> ).
  ENDMETHOD.

  METHOD describe_by_object_ref.
    DATA name TYPE string.
    IF p_object_ref IS NOT BOUND.
      RAISE reference_is_initial.
    ENDIF.
    WRITE '@KERNEL name.set(p_object_ref.get().constructor.INTERNAL_NAME);'.
    p_descr_ref = describe_object_type( name ).
  ENDMETHOD.

  METHOD describe_by_name.
    DATA name TYPE string.
    DATA type_name TYPE string.
    DATA local_name TYPE string.
    DATA ref TYPE REF TO data.
    FIELD-SYMBOLS <target> TYPE any.
    name = to_upper( condense( p_name ) ).
    CASE name.
      WHEN 'C'.
        CREATE DATA ref TYPE c.
      WHEN 'N'.
        CREATE DATA ref TYPE n.
      WHEN 'X'.
        CREATE DATA ref TYPE x.
      WHEN 'P'.
        CREATE DATA ref TYPE p.
    ENDCASE.
    IF ref IS BOUND.
      ASSIGN ref->* TO <target>.
      p_descr_ref = describe_value( <target> ).
      RETURN.
    ENDIF.
    IF name CP '\TYPE=*' AND name NS '\CLASS=' AND name NS '\INTERFACE='.
      name = name+6.
    ELSEIF name CP '\TYPE-POOL=*\TYPE=*'.
      FIND REGEX '\\TYPE=([^\\]+)$' IN name SUBMATCHES name.
    ELSEIF name CP '\CLASS=*\TYPE=*' OR name CP '\INTERFACE=*\TYPE=*'.
      FIND REGEX '^\\(?:CLASS|INTERFACE)=([^\\]+)\\TYPE=(.+)$' IN name SUBMATCHES name type_name.
      name = |{ name }=>{ type_name }|.
    ELSEIF name CP '\PROGRAM=*\CLASS=*' OR name CP '\PROGRAM=*\INTERFACE=*'
        OR name CP '\CLASS-POOL=*\CLASS=*' OR name CP '\CLASS-POOL=*\INTERFACE=*'.
      " a local class or interface of a program or class pool (the pool's program name ends in =...CP)
      FIND REGEX '^\\(PROGRAM|CLASS-POOL)=([^\\]+)\\(?:CLASS|INTERFACE)=([^\\]+)$' IN name SUBMATCHES type_name name local_name.
      IF sy-subrc <> 0.
        RAISE type_not_found.
      ENDIF.
      IF type_name = 'CLASS-POOL' OR name CP '*=CP'.
        REPLACE REGEX '=+CP$' IN name WITH ''.
        name = |CLAS-{ name }-{ local_name }|.
      ELSE.
        name = |PROG-{ name }-{ local_name }|.
      ENDIF.
      p_descr_ref = describe_object_type( name ).
      IF p_descr_ref IS NOT BOUND.
        RAISE type_not_found.
      ENDIF.
      RETURN.
    ELSEIF name CP '\CLASS=*' OR name CP '\INTERFACE=*'.
      FIND REGEX '=([^\\]+)$' IN name SUBMATCHES name.
      p_descr_ref = describe_object_type( name ).
      RETURN.
    ENDIF.
    IF name IS INITIAL.
      RAISE type_not_found.
    ENDIF.
    TRY.
        CREATE DATA ref TYPE (name).
        ASSIGN ref->* TO <target>.
        p_descr_ref = describe_value( <target> ).
      CATCH cx_sy_create_data_error.
        p_descr_ref = describe_object_type( name ).
    ENDTRY.
    IF p_descr_ref IS NOT BOUND.
      RAISE type_not_found.
    ENDIF.
  ENDMETHOD.

  METHOD get_relative_name.
    DATA offset TYPE i.
    offset = find( val = absolute_name sub = '=' occ = -1 ).
    IF offset >= 0.
      offset = offset + 1.
      p_relative_name = absolute_name+offset.
    ENDIF.
    IF p_relative_name CP '%*'.
      CLEAR p_relative_name.
    ENDIF.
  ENDMETHOD.

  METHOD is_ddic_type.
    DATA name TYPE string.
    name = get_relative_name( ).
    IF absolute_name CP '\TYPE=*' AND name IS NOT INITIAL.
      WRITE '@KERNEL if (abap.DDIC[name.get()] !== undefined) p_abap_bool.set("X");'.
    ENDIF.
  ENDMETHOD.

  METHOD load_proto.
    RETURN.
  ENDMETHOD.

  METHOD get_ddic_object.
    " elements and structures redefine this; other kinds have no runtime object of their own
    IF is_ddic_type( ) = abap_false.
      RAISE no_ddic_type.
    ENDIF.
    RAISE not_found.
  ENDMETHOD.

  METHOD x031l_line.
    DATA found TYPE abap_bool.
    DATA domain TYPE string.
    line-fieldname = to_upper( fieldname ).
    line-offset = offset.
    line-dblength = length.
    line-exlength = output_length.
    line-decimals = decimals.
    line-exid = type_kind.
    line-rollname = rollname.
    ddic_element( EXPORTING name = rollname IMPORTING found = found domain = domain ).
    line-domname = domain.
    line-dtyp = ddic_datatype( type_kind = type_kind domain = domain element = rollname ).
  ENDMETHOD.

  METHOD ddic_datatype.
    CASE COND string( WHEN domain IS INITIAL THEN element ELSE domain ).
      WHEN 'MANDT'.
        datatype = 'CLNT'.
        RETURN.
      WHEN 'SPRAS'.
        datatype = 'LANG'.
        RETURN.
    ENDCASE.
    CASE type_kind.
      WHEN typekind_char.
        datatype = 'CHAR'.
      WHEN typekind_num.
        datatype = 'NUMC'.
      WHEN typekind_date.
        datatype = 'DATS'.
      WHEN typekind_time.
        datatype = 'TIMS'.
      WHEN typekind_packed.
        datatype = 'DEC'.
      WHEN typekind_int.
        datatype = 'INT4'.
      WHEN typekind_int1.
        datatype = 'INT1'.
      WHEN typekind_int2.
        datatype = 'INT2'.
      WHEN typekind_int8.
        datatype = 'INT8'.
      WHEN typekind_float.
        datatype = 'FLTP'.
      WHEN typekind_hex.
        datatype = 'RAW'.
      WHEN typekind_string.
        datatype = 'STRG'.
      WHEN typekind_xstring.
        datatype = 'RSTR'.
      WHEN typekind_decfloat16.
        datatype = 'D16D'.
      WHEN typekind_decfloat34.
        datatype = 'D34D'.
      WHEN typekind_utclong.
        datatype = 'UTCL'.
    ENDCASE.
  ENDMETHOD.

  METHOD ddic_element.
    CLEAR: found, domain, description.
    IF name IS INITIAL.
      RETURN.
    ENDIF.
    WRITE '@KERNEL const entry = abap.DDIC[name.get().trimEnd().toUpperCase()];'.
    WRITE '@KERNEL if (entry !== undefined && entry.objectType === "DTEL") { found.set("X"); domain.set(entry.domain ?? ""); description.set(entry.description ?? ""); }'.
  ENDMETHOD.

  METHOD generic_data.
    WRITE '@KERNEL const K = abap.Classes["CL_ABAP_TYPEDESCR"]; K.kernelCache ??= new Map();'.
    WRITE '@KERNEL if (!K.kernelCache.has("\\TYPE=DATA")) { const o = await new abap.Classes["CL_ABAP_ELEMDESCR"]().constructor_();'.
    WRITE '@KERNEL   o.kind.set("E"); o.type_kind.set("#"); o.absolute_name.set("\\TYPE=DATA"); K.kernelCache.set("\\TYPE=DATA", o); }'.
    WRITE '@KERNEL descr.set(K.kernelCache.get("\\TYPE=DATA"));'.
  ENDMETHOD.

  METHOD describe_object_type.
    WRITE '@KERNEL const C = name.get() === "OBJECT" ? { INTERNAL_TYPE: "CLAS", INTERNAL_NAME: "OBJECT", ATTRIBUTES: {}, METHODS: {}, IMPLEMENTED_INTERFACES: [] } : abap.Classes[name.get()];'.
    WRITE '@KERNEL if (C === undefined || (C.INTERNAL_TYPE !== "CLAS" && C.INTERNAL_TYPE !== "INTF")) return descr;'.
    WRITE '@KERNEL const K = abap.Classes["CL_ABAP_TYPEDESCR"];'.
    WRITE '@KERNEL K.kernelCache ??= new Map();'.
    WRITE '@KERNEL const local = /^(PROG|CLAS)-([^-]+)-(.+)$/.exec(C.INTERNAL_NAME);'.
    WRITE '@KERNEL const word = C.INTERNAL_TYPE === "INTF" ? "INTERFACE" : "CLASS";'.
    WRITE '@KERNEL const abs = local ? `\\${local[1] === "PROG" ? "PROGRAM" : "CLASS-POOL"}=${local[2]}\\${word}=${local[3]}` : `\\${word}=${C.INTERNAL_NAME}`;'.
    WRITE '@KERNEL if (K.kernelCache.has(abs)) { descr.set(K.kernelCache.get(abs)); return descr; }'.
    WRITE '@KERNEL const isIntf = C.INTERNAL_TYPE === "INTF";'.
    WRITE '@KERNEL const o = await new abap.Classes[isIntf ? "CL_ABAP_INTFDESCR" : "CL_ABAP_CLASSDESCR"]().constructor_();'.
    WRITE '@KERNEL o.kind.set(isIntf ? "I" : "C"); o.type_kind.set(isIntf ? "+" : "*"); o.absolute_name.set(abs);'.
    WRITE '@KERNEL o.object_type.set(C.INTERNAL_NAME);'.
    WRITE '@KERNEL descr.set(o); K.kernelCache.set(abs, descr.get());'.
    WRITE '@KERNEL await o.load_object_type();'.
  ENDMETHOD.

  METHOD describe_value.
    " the runtime's data objects carry their type: class, length, decimals, name, components, keys
    WRITE '@KERNEL const T = abap.types; const K = abap.Classes["CL_ABAP_TYPEDESCR"]; K.kernelCache ??= new Map();'.
    WRITE '@KERNEL let v = value; while (v instanceof T.FieldSymbol) v = v.getPointer();'.
    WRITE '@KERNEL const upper = (s) => (s ?? "").toUpperCase();'.
    " a technical type is named by a hash of its structure: the same type gets the same name and descriptor
    WRITE '@KERNEL const signature = (e) => { while (e instanceof T.FieldSymbol) e = e.getPointer();'.
    WRITE '@KERNEL   if (e instanceof T.Structure) return "S(" + Object.entries(e.get()).map(([k, x]) => k + ":" + signature(x)).join(",") + ")";'.
    WRITE '@KERNEL   if (e instanceof T.Table || e instanceof T.HashedTable) { const o = e.getOptions() ?? {}; const pk = o.primaryKey ?? {};'.
    WRITE '@KERNEL     return "T" + (pk.type ?? "") + (pk.isUnique ? "U" : "") + (o.keyType ?? "") + (pk.keyFields ?? []).join("+") + "(" + signature(e.getRowType()) + ")"; }'.
    WRITE '@KERNEL   if (e instanceof T.DataReference) return "R(" + (e.getType() ? signature(e.getType()) : "") + ")";'.
    WRITE '@KERNEL   if (e instanceof T.ABAPObject) return "O" + (e.getRTTIName() ?? "");'.
    WRITE '@KERNEL   const x = elem(e); return x[0] + x[1] + "." + x[2] + upper(e.getQualifiedName?.()); };'.
    WRITE '@KERNEL const anonymous = () => { const s = signature(v); let h = 0x811c9dc5; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }'.
    WRITE '@KERNEL   return "\\TYPE=%_T" + h.toString(16).toUpperCase().padStart(8, "0") + s.length.toString(16).toUpperCase(); };'.
    WRITE '@KERNEL const named = (q, builtin) => {'.
    WRITE '@KERNEL   q = upper(q);'.
    WRITE '@KERNEL   if (q === "" || q.includes("-")) return builtin ? { abs: "\\TYPE=" + builtin, cache: true } : { abs: anonymous(), cache: true };'.
    WRITE '@KERNEL   if (q.includes("=>")) { const [c, t] = q.split("=>"); const w = abap.Classes[c]?.INTERNAL_TYPE === "INTF" ? "INTERFACE" : "CLASS";'.
    WRITE '@KERNEL     return { abs: `\\${w}=${c}\\TYPE=${t}`, cache: abap.Classes[c] !== undefined }; }'.
    WRITE '@KERNEL   if (q.startsWith("ABAP_") && abap.DDIC[q] === undefined) return { abs: "\\TYPE-POOL=ABAP\\TYPE=" + q, cache: true };'.
    WRITE '@KERNEL   return { abs: "\\TYPE=" + q, cache: abap.DDIC[q] !== undefined || q === builtin }; };'.
    WRITE '@KERNEL const elem = (e) => {'.
    WRITE '@KERNEL   const q = upper(e.getQualifiedName?.());'.
    WRITE '@KERNEL   if (e instanceof T.Character) return ["C", e.getLength() * 2, 0, e.getLength() === 1 ? "C" : ""];'.
    WRITE '@KERNEL   if (e instanceof T.String) return ["g", 8, 0, "STRING"];'.
    WRITE '@KERNEL   if (e instanceof T.Integer) return q === "INT1" ? ["b", 1, 0, "INT1"] : q === "INT2" ? ["s", 2, 0, "INT2"] : ["I", 4, 0, "I"];'.
    WRITE '@KERNEL   if (e instanceof T.Integer8) return ["8", 8, 0, "INT8"];'.
    WRITE '@KERNEL   if (e instanceof T.Packed) return ["P", e.getLength(), e.getDecimals(), ""];'.
    WRITE '@KERNEL   if (e instanceof T.Float) return ["F", 8, 0, "F"];'.
    WRITE '@KERNEL   if (e instanceof T.DecFloat34) return ["e", 16, 0, "DECFLOAT34"];'.
    WRITE '@KERNEL   if (e instanceof T.Hex || e instanceof T.HexUInt8) return ["X", e.getLength(), 0, ""];'.
    WRITE '@KERNEL   if (e instanceof T.XString) return ["y", 8, 0, "XSTRING"];'.
    WRITE '@KERNEL   if (e instanceof T.Date) return ["D", 16, 0, "D"];'.
    WRITE '@KERNEL   if (e instanceof T.Time) return ["T", 12, 0, "T"];'.
    WRITE '@KERNEL   if (e instanceof T.Numc) return ["N", e.getLength() * 2, 0, ""];'.
    WRITE '@KERNEL   if (e instanceof T.UTCLong) return ["p", 8, 0, "UTCLONG"];'.
    WRITE '@KERNEL   if (e instanceof T.DataReference) return ["l", 8, 0, ""];'.
    WRITE '@KERNEL   if (e instanceof T.ABAPObject) return ["r", 8, 0, ""];'.
    WRITE '@KERNEL   if (e instanceof T.Table || e instanceof T.HashedTable) return ["h", 8, 0, ""];'.
    WRITE '@KERNEL   if (e instanceof T.Structure) { const f = Object.values(e.get()).map(elem); const deep = f.some((x) => "gyhlrv".includes(x[0]));'.
    WRITE '@KERNEL     return [deep ? "v" : "u", f.reduce((s, x) => s + x[1], 0), 0, ""]; }'.
    WRITE '@KERNEL   return ["C", 2, 0, ""]; };'.
    WRITE '@KERNEL const f = elem(v);'.
    WRITE '@KERNEL let kind = "E", cls = "CL_ABAP_ELEMDESCR", n;'.
    WRITE '@KERNEL if (v instanceof T.Structure) { kind = "S"; cls = "CL_ABAP_STRUCTDESCR"; n = named(v.getQualifiedName(), ""); }'.
    WRITE '@KERNEL else if (v instanceof T.Table || v instanceof T.HashedTable) { kind = "T"; cls = "CL_ABAP_TABLEDESCR"; n = named(v.getQualifiedName(), ""); }'.
    WRITE '@KERNEL else if (v instanceof T.DataReference || v instanceof T.ABAPObject) { kind = "R"; cls = "CL_ABAP_REFDESCR"; n = named("", ""); }'.
    WRITE '@KERNEL else n = named(v.getQualifiedName?.(), f[3]);'.
    WRITE '@KERNEL if (n.cache && K.kernelCache.has(n.abs)) { descr.set(K.kernelCache.get(n.abs)); return descr; }'.
    WRITE '@KERNEL const o = await new abap.Classes[cls]().constructor_();'.
    WRITE '@KERNEL o.kind.set(kind); o.type_kind.set(f[0]); o.length.set(f[1]); o.decimals.set(f[2]); o.absolute_name.set(n.abs);'.
    WRITE '@KERNEL let p; if (v instanceof T.Table || v instanceof T.HashedTable) p = new v.constructor(v.getRowType(), v.getOptions(), v.getQualifiedName());'.
    WRITE '@KERNEL else { p = v.clone(); p.clear(); }'.
    WRITE '@KERNEL o.proto.assign(p);'.
    WRITE '@KERNEL descr.set(o); if (n.cache) K.kernelCache.set(n.abs, o);'.
    descr->load_proto( ).
  ENDMETHOD.

ENDCLASS.
