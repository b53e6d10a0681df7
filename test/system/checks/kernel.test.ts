import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BasicTypes, MemoryFile, Objects, Registry, type AbstractType } from '#abaplint/core';
import { describe, expect, it } from 'vitest';
import { checkConfig, syntaxRules } from '../../../src/system/checks/check-config.js';
import { kernelFiles, kernelObjectKeys, loadKernel } from '../../../src/system/kernel/index.js';

const require = createRequire(import.meta.url);

function kernelRegistry(extra: Record<string, string> = {}): Registry {
  const registry = new Registry(checkConfig('standard', syntaxRules()));
  registry.addFiles(kernelFiles().map((file) => new MemoryFile(file.path, file.text)));
  registry.addFiles(Object.entries(extra).map(([name, text]) => new MemoryFile(name, text)));
  return registry.parse();
}

/** Customer code written against SAP's definitions of standard names that real projects use. */
const SAP_DEFINITIONS = `CLASS zcl_sap_definitions DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CONSTANTS c_high TYPE c LENGTH 1 VALUE cl_abap_char_utilities=>maxchar.
    CONSTANTS c_name_length TYPE i VALUE abap_max_comp_name_ln.
    CLASS-METHODS editor_text IMPORTING editor TYPE REF TO cl_gui_textedit RETURNING VALUE(text) TYPE string.
    CLASS-METHODS time_of IMPORTING text TYPE string RETURNING VALUE(time) TYPE t RAISING cx_abap_timefm_invalid.
    CLASS-METHODS guid RETURNING VALUE(result) TYPE xstring RAISING cx_uuid_error.
ENDCLASS.
CLASS zcl_sap_definitions IMPLEMENTATION.
  METHOD editor_text.
    editor->get_textstream( IMPORTING text = text EXCEPTIONS OTHERS = 1 ).
  ENDMETHOD.
  METHOD guid.
    result = cl_system_uuid=>if_system_uuid_static~create_uuid_x16( ).
  ENDMETHOD.
  METHOD time_of.
    cl_abap_timefm=>conv_time_ext_to_int( EXPORTING time_ext = text is_24_allowed = abap_true IMPORTING time_int = time ).
  ENDMETHOD.
ENDCLASS.
`;

/** Customer code that uses standard constants and methods as abapGit's src/ does (issue 31's measurement). */
const REAL_PROJECT_USES = `CLASS zcl_real_project_uses DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS private_call RETURNING VALUE(error) TYPE REF TO cx_sy_dyn_call_illegal_method.
    CLASS-METHODS log_icons RETURNING VALUE(icons) TYPE string.
    CLASS-METHODS codepage RETURNING VALUE(codepage) TYPE abap_encoding.
    CLASS-METHODS alv_popup IMPORTING alv TYPE REF TO cl_salv_table header TYPE string.
    CLASS-METHODS object_set IMPORTING set TYPE REF TO cl_ci_objectset RETURNING VALUE(count) TYPE i.
    CLASS-METHODS inspection_result IMPORTING test TYPE REF TO cl_ci_test_root info TYPE any.
    CLASS-METHODS keyed_table IMPORTING line TYPE REF TO cl_abap_structdescr RETURNING VALUE(table) TYPE REF TO cl_abap_tabledescr RAISING cx_sy_table_creation.
    CLASS-METHODS key_fields IMPORTING struct TYPE REF TO cl_abap_structdescr RETURNING VALUE(fields) TYPE ddfields.
    CLASS-METHODS class_includes IMPORTING name TYPE seoclsname RETURNING VALUE(includes) TYPE string_table.
    CLASS-METHODS subrc_zero.
    CLASS-METHODS versions RETURNING VALUE(versions) TYPE string.
    CLASS-METHODS key_attributes IMPORTING name TYPE seoclsname RETURNING VALUE(count) TYPE i.
    CLASS-METHODS access_modes RETURNING VALUE(modes) TYPE string.
    CLASS-METHODS generated CHANGING view TYPE tvdir.
ENDCLASS.
CLASS zcl_real_project_uses IMPLEMENTATION.
  METHOD private_call.
    CREATE OBJECT error EXPORTING textid = cx_sy_dyn_call_illegal_method=>private_method classname = 'CLASS' methodname = 'METHOD'.
  ENDMETHOD.
  METHOD log_icons.
    DATA icon TYPE icon_d.
    icon = icon_led_red.
    icons = icon && icon_led_yellow && icon_led_green && icon_led_inactive && icon_message_information && icon_system_help
      && icon_stack && icon_abap && icon_okay && icon_delete && icon_change && icon_create && icon_cancel && icon_warning
      && icon_adopt && icon_no_status && icon_package_standard && icon_wf_unlink && icon_message_warning && icon_message_error
      && icon_message_question && icon_message_critical.
  ENDMETHOD.
  METHOD codepage.
    codepage = cl_abap_codepage=>sap_codepage( \`UTF-8\` ).
  ENDMETHOD.
  METHOD alv_popup.
    DATA stable TYPE lvc_s_stbl.
    DATA header_text TYPE REF TO cl_salv_form_text.
    DATA functions TYPE salv_t_ui_func.
    DATA function LIKE LINE OF functions.
    DATA links TYPE REF TO cl_salv_hyperlinks.
    CREATE OBJECT header_text EXPORTING text = header.
    alv->set_top_of_list( header_text ).
    functions = alv->get_functions( )->get_functions( ).
    LOOP AT functions INTO function.
      IF function-r_function->get_name( ) = 'OK'.
        function-r_function->set_visible( abap_false ).
      ENDIF.
    ENDLOOP.
    links = alv->get_functional_settings( )->get_hyperlinks( ).
    links->add_hyperlink( handle = 1 hyperlink = 'https://example.org' ).
    alv->get_columns( )->set_hyperlink_entry_column( 'T_HYPERLINK' ).
    stable-row = abap_true.
    alv->refresh( stable ).
  ENDMETHOD.
  METHOD inspection_result.
    DATA result TYPE REF TO cl_ci_result_root.
    result = test->get_result_node( 'E' ).
    result->set_info( info ).
    result->if_ci_test~navigate( ).
  ENDMETHOD.
  METHOD keyed_table.
    DATA keys TYPE abap_table_keydescr_tab.
    FIELD-SYMBOLS <key> LIKE LINE OF keys.
    FIELD-SYMBOLS <component> LIKE LINE OF <key>-components.
    APPEND INITIAL LINE TO keys ASSIGNING <key>.
    <key>-access_kind = cl_abap_tabledescr=>tablekind_hashed.
    <key>-key_kind = cl_abap_tabledescr=>keydefkind_user.
    <key>-is_primary = abap_true.
    <key>-is_unique = abap_true.
    APPEND INITIAL LINE TO <key>-components ASSIGNING <component>.
    <component>-name = 'ID'.
    table = cl_abap_tabledescr=>get_with_keys( p_line_type = line p_keys = keys ).
  ENDMETHOD.
  METHOD key_fields.
    struct->get_ddic_field_list( RECEIVING p_field_list = fields EXCEPTIONS not_found = 1 no_ddic_type = 2 ).
  ENDMETHOD.
  METHOD class_includes.
    APPEND cl_oo_classname_service=>get_cs_name( name ) TO includes.
    APPEND cl_oo_classname_service=>get_ct_name( name ) TO includes.
  ENDMETHOD.
  METHOD key_attributes.
    TYPES: BEGIN OF ty_attribute,
             cmpname   TYPE seocmpname,
             attbusobj TYPE c LENGTH 1,
             attkeyfld TYPE c LENGTH 1,
             exposure  TYPE n LENGTH 1,
           END OF ty_attribute.
    DATA attributes TYPE STANDARD TABLE OF ty_attribute WITH DEFAULT KEY.
    SELECT cmpname attbusobj attkeyfld exposure FROM seocompodf INTO CORRESPONDING FIELDS OF TABLE attributes
      WHERE clsname = name AND ( attbusobj <> space OR attkeyfld <> space ) AND version = '1' ORDER BY PRIMARY KEY.
    count = lines( attributes ).
  ENDMETHOD.
  METHOD generated.
    view-gendate = sy-datum.
    view-gentime = sy-uzeit.
  ENDMETHOD.
  METHOD access_modes.
    modes = seok_access_free && seok_access_modify.
  ENDMETHOD.
  METHOD versions.
    versions = swbm_version_active && swbm_version_inactive.
  ENDMETHOD.
  METHOD subrc_zero.
    cl_abap_unit_assert=>assert_subrc( 0 ).
  ENDMETHOD.
  METHOD object_set.
    count = lines( set->iobjlst-objects ).
    set->delete( EXCEPTIONS exists_in_insp = 1 locked = 2 error_in_enqueue = 3 not_authorized = 4 exists_in_objs = 5 OTHERS = 6 ).
  ENDMETHOD.
ENDCLASS.
`;

/** Exception classes named in the JavaScript of a package (raised by the runtime or by transpiled code). */
function exceptionNamesIn(packageName: string): string[] {
  const root = join(require.resolve(`${packageName}/package.json`), '..', 'build', 'src');
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.js')) for (const match of readFileSync(path, 'utf8').matchAll(/"(CX_[A-Z_]+)"/g)) names.add(match[1]!);
    }
  };
  walk(root);
  return [...names].sort();
}

describe('kernel', () => {
  it('checks clean with the syntax rules', () => {
    const issues = kernelRegistry().findIssues();
    expect(issues.map((issue) => `${issue.getFilename()}:${issue.getStart().getRow()} ${issue.getMessage()}`)).toEqual([]);
  });

  it('declares MAXCHAR as a constant, ABAP_MAX_COMP_NAME_LN, GET_TEXTSTREAM text as a string, IS_24_ALLOWED and IF_SYSTEM_UUID_STATIC static as SAP does', () => {
    const issues = kernelRegistry({ 'zcl_sap_definitions.clas.abap': SAP_DEFINITIONS })
      .findIssues()
      .filter((issue) => issue.getFilename().startsWith('zcl_sap_definitions'));
    expect(issues.map((issue) => `${issue.getStart().getRow()}: ${issue.getMessage()}`)).toEqual([]);
  });

  it('declares the standard constants and methods abapGit uses (CX_SY_DYN_CALL_ILLEGAL_METHOD=>PRIVATE_METHOD, the type pool ICON, CL_ABAP_CODEPAGE=>SAP_CODEPAGE, CL_SALV_TABLE: header, toolbar functions, hyperlinks; CL_CI_OBJECTSET: objects, DELETE; a Code Inspector result; RTTI keys and dictionary fields; class includes; ASSERT_SUBRC( 0 ); the versions of SWBM; SEOCOMPODF key attributes; the access modes of SEOK; TVDIR generation date and time)', () => {
    const issues = kernelRegistry({ 'zcl_real_project_uses.clas.abap': REAL_PROJECT_USES })
      .findIssues()
      .filter((issue) => issue.getFilename().startsWith('zcl_real_project_uses'));
    expect(issues.map((issue) => `${issue.getStart().getRow()}: ${issue.getMessage()}`)).toEqual([]);
  });

  it('types every dictionary object completely: each data element, domain, table field and row type it names is declared', () => {
    const registry = kernelRegistry();
    const gaps: string[] = [];
    const walk = (owner: string, type: AbstractType | undefined, seen = new Set<AbstractType>()): void => {
      if (!type || seen.has(type)) return;
      seen.add(type);
      if (type instanceof BasicTypes.UnknownType || type instanceof BasicTypes.VoidType) gaps.push(`${owner}: ${type.toText(0)}`);
      else if (type instanceof BasicTypes.StructureType) for (const component of type.getComponents()) walk(owner, component.type, seen);
      else if (type instanceof BasicTypes.TableType) walk(owner, type.getRowType(), seen);
    };
    let typed = 0;
    for (const object of registry.getObjects()) {
      if (object instanceof Objects.Table || object instanceof Objects.DataElement || object instanceof Objects.TableType) {
        walk(`${object.getType()} ${object.getName()}`, object.parseType(registry));
        typed++;
      } else if (object instanceof Objects.Domain) {
        walk(`DOMA ${object.getName()}`, object.parseType(registry));
        typed++;
      }
    }
    expect(typed).toBeGreaterThan(250);
    expect(gaps).toEqual([]);
  });

  it('has domains with their fixed values, and data elements typed by them', () => {
    const objects = loadKernel();
    const domain = objects.find((o) => o.type === 'DOMA' && o.name === 'DDSIGN');
    expect(domain).toMatchObject({ description: 'Type of SIGN component in row type of a Ranges type', metadata: { DD01V: { DATATYPE: 'CHAR', LENG: '000001' } } });
    expect(domain!.metadata.DD07V_TAB).toEqual([
      expect.objectContaining({ DOMVALUE_L: 'I' }),
      expect.objectContaining({ DOMVALUE_L: 'E' }),
    ]);
    for (const name of ['TEXT50', 'TEXT80', 'CHAR1', 'XSDBOOLEAN', 'MANDT', 'WAERS', 'LOGSYS', 'DDOPTION']) {
      expect(objects.find((o) => o.type === 'DOMA' && o.name === name), name).toBeDefined();
    }
    const element = (kernelRegistry().getObject('DTEL', 'TRKORR') as Objects.DataElement).parseType(kernelRegistry());
    expect(element.toText(0)).toContain('c LENGTH 20');
  });

  it('declares every exception class the runtime and the transpiled code raise', () => {
    const keys = kernelObjectKeys();
    const raised = [...exceptionNamesIn('@abaplint/runtime'), ...exceptionNamesIn('@abaplint/transpiler')];
    expect(raised.length).toBeGreaterThan(10);
    expect(raised.filter((name) => !keys.has(`CLAS ${name}`))).toEqual([]);
  });

  it.each([
    ['CX_SY_OPEN_SQL_DB', 'SQLMSG'],
    ['CX_SY_DYNAMIC_OSQL_SEMANTICS', 'SQLMSG'],
    ['CX_SY_CONVERSION_NO_NUMBER', 'VALUE'],
    ['CX_SY_DYN_CALL_ILLEGAL_FUNC', 'FUNCTION'],
  ])('lets the runtime construct %s with %s', (className, parameter) => {
    const definition = (kernelRegistry().getObject('CLAS', className) as Objects.Class).getDefinition();
    const constructor = definition?.getMethodDefinitions().getByName('CONSTRUCTOR');
    expect(constructor?.getParameters().getImporting().map((p) => p.getName().toUpperCase())).toContain(parameter);
  });

  it('has the exception hierarchy of an application system', () => {
    const registry = kernelRegistry();
    const superOf = (name: string) => (registry.getObject('CLAS', name) as Objects.Class).getDefinition()?.getSuperClass()?.toUpperCase();
    expect(superOf('CX_STATIC_CHECK')).toBe('CX_ROOT');
    expect(superOf('CX_DYNAMIC_CHECK')).toBe('CX_ROOT');
    expect(superOf('CX_NO_CHECK')).toBe('CX_ROOT');
    expect(superOf('CX_SY_ZERODIVIDE')).toBe('CX_SY_ARITHMETIC_ERROR');
    expect(superOf('CX_SY_ARITHMETIC_ERROR')).toBe('CX_DYNAMIC_CHECK');
    expect(superOf('CX_SY_ITAB_LINE_NOT_FOUND')).toBe('CX_SY_ITAB_ERROR');
    expect(superOf('CX_SY_OPEN_SQL_DB')).toBe('CX_SY_OPEN_SQL_ERROR');
    expect(superOf('CX_AUNIT_FAILURE')).toBe('CX_NO_CHECK');
  });

  it('offers the assertions of CL_ABAP_UNIT_ASSERT', () => {
    const definition = (kernelRegistry().getObject('CLAS', 'CL_ABAP_UNIT_ASSERT') as Objects.Class).getDefinition()!;
    const methods = [...definition.getMethodDefinitions().getAll()].map((m) => m.getName().toUpperCase());
    for (const name of [
      'ASSERT_EQUALS',
      'ASSERT_DIFFERS',
      'ASSERT_TRUE',
      'ASSERT_FALSE',
      'ASSERT_INITIAL',
      'ASSERT_NOT_INITIAL',
      'ASSERT_BOUND',
      'ASSERT_NOT_BOUND',
      'ASSERT_SUBRC',
      'ASSERT_CHAR_CP',
      'ASSERT_TABLE_CONTAINS',
      'ASSERT_NUMBER_BETWEEN',
      'ASSERT_TEXT_MATCHES',
      'FAIL',
      'SKIP',
      'ABORT',
    ]) {
      expect(methods).toContain(name);
    }
    const equals = definition.getMethodDefinitions().getByName('ASSERT_EQUALS')!.getParameters();
    expect(equals.getImporting().map((p) => p.getName().toUpperCase())).toEqual(
      expect.arrayContaining(['ACT', 'EXP', 'MSG', 'TOL', 'QUIT', 'LEVEL']),
    );
  });

  it('loads as domain objects with descriptions, sources and metadata', () => {
    const objects = loadKernel();
    const root = objects.find((o) => o.type === 'CLAS' && o.name === 'CX_ROOT');
    expect(root).toMatchObject({ description: 'Abstract superclass of all global exceptions' });
    expect(root!.sources.main).toMatch(/^CLASS cx_root DEFINITION/);
    expect(objects.find((o) => o.name === 'IF_OO_ADT_CLASSRUN')).toMatchObject({ type: 'INTF' });
    const key = objects.find((o) => o.type === 'TABL' && o.name === 'SCX_T100KEY');
    expect(key!.metadata.DD03P_TABLE).toHaveLength(6);
    expect(objects.find((o) => o.type === 'TTYP' && o.name === 'STRING_TABLE')!.metadata.DD40V).toMatchObject({ DATATYPE: 'STRG' });
  });
});
