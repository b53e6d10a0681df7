TYPE-POOL abap.
* The type pool ABAP. Types that the RTTI classes also declare refer to them, so values move between the
* two without conversion. ABAP_BOOL, ABAP_TRUE and the other built-ins of the compiler are not repeated here.

TYPES abap_abstypename TYPE cl_abap_typedescr=>abap_abstypename.
TYPES abap_relativename TYPE cl_abap_typedescr=>abap_relativename.
TYPES abap_typekind TYPE cl_abap_typedescr=>abap_typekind.
TYPES abap_compname TYPE c LENGTH 30.
TYPES abap_attrname TYPE c LENGTH 61.
TYPES abap_methname TYPE c LENGTH 61.
TYPES abap_parmname TYPE c LENGTH 30.
TYPES abap_excpname TYPE c LENGTH 30.
TYPES abap_classname TYPE c LENGTH 30.
TYPES abap_intfname TYPE c LENGTH 30.
TYPES abap_parmkind TYPE c LENGTH 1.
TYPES abap_visibility TYPE c LENGTH 1.
TYPES abap_editmask TYPE c LENGTH 255.

* the longest names of types, classes, interfaces, components and keys
CONSTANTS abap_max_abs_type_name_ln TYPE i VALUE 200.
CONSTANTS abap_max_class_name_ln TYPE i VALUE 30.
CONSTANTS abap_max_intf_name_ln TYPE i VALUE 30.
CONSTANTS abap_max_comp_name_ln TYPE i VALUE 30.
CONSTANTS abap_max_key_name_ln TYPE i VALUE 255.
CONSTANTS abap_max_class_comp_name_ln TYPE i VALUE 61.

TYPES abap_componentdescr TYPE cl_abap_structdescr=>component.
TYPES abap_component_tab TYPE cl_abap_structdescr=>component_table.
TYPES abap_simple_componentdescr TYPE cl_abap_structdescr=>simple_component.
TYPES abap_component_view_tab TYPE cl_abap_structdescr=>included_view.
TYPES abap_compdescr TYPE cl_abap_structdescr=>compdescr.
TYPES abap_compdescr_tab TYPE cl_abap_structdescr=>compdescr_tab.
TYPES abap_keydescr TYPE cl_abap_tabledescr=>keydescr.
TYPES abap_keydescr_tab TYPE cl_abap_tabledescr=>keydescr_tab.
TYPES abap_table_keydescr TYPE cl_abap_tabledescr=>table_keydescr.
TYPES abap_table_keydescr_tab TYPE cl_abap_tabledescr=>table_keydescr_tab.
TYPES abap_parmdescr TYPE cl_abap_objectdescr=>parmdescr.
TYPES abap_parmdescr_tab TYPE cl_abap_objectdescr=>parmdescr_tab.
TYPES abap_methdescr TYPE cl_abap_objectdescr=>methdescr.
TYPES abap_methdescr_tab TYPE cl_abap_objectdescr=>methdescr_tab.
TYPES abap_attrdescr TYPE cl_abap_objectdescr=>attrdescr.
TYPES abap_attrdescr_tab TYPE cl_abap_objectdescr=>attrdescr_tab.
TYPES abap_intfdescr TYPE cl_abap_objectdescr=>intfdescr.
TYPES abap_intfdescr_tab TYPE cl_abap_objectdescr=>intfdescr_tab.

* SORT ... BY (otab)
TYPES:
  BEGIN OF abap_sortorder,
    name       TYPE c LENGTH 255,
    descending TYPE abap_bool,
    astext     TYPE abap_bool,
  END OF abap_sortorder.
TYPES abap_sortorder_tab TYPE STANDARD TABLE OF abap_sortorder WITH DEFAULT KEY.

* CALL METHOD ... PARAMETER-TABLE / EXCEPTION-TABLE
TYPES:
  BEGIN OF abap_parmbind,
    name  TYPE abap_parmname,
    kind  TYPE c LENGTH 1,
    value TYPE REF TO data,
  END OF abap_parmbind.
TYPES abap_parmbind_tab TYPE HASHED TABLE OF abap_parmbind WITH UNIQUE KEY name.
TYPES:
  BEGIN OF abap_excpbind,
    name  TYPE abap_excpname,
    value TYPE i,
  END OF abap_excpbind.
TYPES abap_excpbind_tab TYPE HASHED TABLE OF abap_excpbind WITH UNIQUE KEY name.

* CALL FUNCTION ... PARAMETER-TABLE / EXCEPTION-TABLE
CONSTANTS abap_func_exporting TYPE i VALUE 10.
CONSTANTS abap_func_importing TYPE i VALUE 20.
CONSTANTS abap_func_tables TYPE i VALUE 30.
CONSTANTS abap_func_changing TYPE i VALUE 40.
TYPES:
  BEGIN OF abap_func_parmbind,
    kind      TYPE i,
    name      TYPE abap_parmname,
    tables_wa TYPE REF TO data,
    value     TYPE REF TO data,
  END OF abap_func_parmbind.
TYPES abap_func_parmbind_tab TYPE SORTED TABLE OF abap_func_parmbind WITH UNIQUE KEY kind name.
TYPES:
  BEGIN OF abap_func_excpbind,
    name    TYPE abap_excpname,
    value   TYPE i,
    message TYPE REF TO data,
  END OF abap_func_excpbind.
TYPES abap_func_excpbind_tab TYPE SORTED TABLE OF abap_func_excpbind WITH UNIQUE KEY name.

* CALL TRANSFORMATION ... SOURCE (stab) RESULT (rtab) PARAMETERS (ptab)
TYPES:
  BEGIN OF abap_trans_srcbind,
    name  TYPE string,
    value TYPE REF TO data,
  END OF abap_trans_srcbind.
TYPES abap_trans_srcbind_tab TYPE STANDARD TABLE OF abap_trans_srcbind WITH DEFAULT KEY.
TYPES abap_trans_resbind TYPE abap_trans_srcbind.
TYPES abap_trans_resbind_tab TYPE STANDARD TABLE OF abap_trans_resbind WITH DEFAULT KEY.
TYPES:
  BEGIN OF abap_trans_parmbind,
    name  TYPE string,
    value TYPE string,
  END OF abap_trans_parmbind.
TYPES abap_trans_parmbind_tab TYPE STANDARD TABLE OF abap_trans_parmbind WITH DEFAULT KEY.

* SYSTEM_CALLSTACK
TYPES:
  BEGIN OF abap_callstack_line,
    mainprogram TYPE c LENGTH 40,
    include     TYPE c LENGTH 40,
    line        TYPE i,
    blocktype   TYPE c LENGTH 12,
    blockname   TYPE string,
    flag_system TYPE c LENGTH 1,
  END OF abap_callstack_line.
TYPES abap_callstack TYPE STANDARD TABLE OF abap_callstack_line WITH DEFAULT KEY.
