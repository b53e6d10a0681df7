/**
 * ZIP archives, ALV and GUI classes in the background, the type pool ABAP, dictionary types, the SCMS
 * conversion function modules and message class SY, run on the runtime with the kernel.
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass } from './run-kernel.js';

interface ZipEntry {
  name: string;
  content: Buffer;
  deflate: boolean;
}

/** A ZIP archive built the way common tools write it: local headers, data, central directory, end record. */
function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.deflate ? deflateRawSync(entry.content) : entry.content;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x800, 6);
    head.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    head.writeUInt16LE((13 << 11) | (45 << 5) | 15, 10); // 13:45:30
    head.writeUInt16LE(((2024 - 1980) << 9) | (2 << 5) | 29, 12); // 2024-02-29
    head.writeUInt32LE(crc32(entry.content), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(entry.content.length, 22);
    head.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4);
    head.copy(central, 6, 4, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, data);
    centrals.push(central, name);
    offset += head.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The files of an archive, read through its central directory, each checked against its CRC-32. */
function readZip(zip: Buffer): Record<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const files: Record<string, string> = {};
  let at = zip.readUInt32LE(end + 16);
  for (let n = 0; n < zip.readUInt16LE(end + 10); n++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const csize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + csize);
    const content = method === 8 ? inflateRawSync(data) : data;
    expect(crc32(content)).toBe(zip.readUInt32LE(at + 16));
    files[name] = content.toString('utf8');
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex').toUpperCase();

const FOREIGN_ZIP = buildZip([
  { name: 'readme.txt', content: Buffer.from('stored as is'), deflate: false },
  { name: 'src/zcl_a.clas.abap', content: Buffer.from('CLASS zcl_a DEFINITION. '.repeat(40)), deflate: true },
  { name: 'empty.txt', content: Buffer.alloc(0), deflate: true },
]).toString('hex').toUpperCase();

const ZIP_TESTS = testClass({
  round_trip: `    DATA(zip) = NEW cl_abap_zip( ).
    zip->support_unicode_names = abap_true.
    zip->add( name = 'a.txt' content = CONV xstring( '${hex('alpha '.repeat(50))}' ) ).
    zip->add( name = 'dir/ü.txt' content = CONV xstring( '${hex('beta')}' ) compress_level = 0 ).
    zip->add( name = 'gone.txt' content = CONV xstring( '00' ) ).
    cl_abap_unit_assert=>assert_equals( act = lines( zip->files ) exp = 3 ).
    zip->delete( EXPORTING name = 'gone.txt' EXCEPTIONS zip_index_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    zip->delete( EXPORTING name = 'gone.txt' EXCEPTIONS zip_index_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    DATA(saved) = zip->save( ).
    WRITE '@KERNEL console.log("SAVED-ZIP:" + saved.get());'.
    DATA(again) = NEW cl_abap_zip( ).
    again->load( EXPORTING zip = saved EXCEPTIONS zip_parse_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = lines( again->files ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = again->files[ 2 ]-name exp = 'dir/ü.txt' ).
    cl_abap_unit_assert=>assert_equals( act = again->files[ 1 ]-size exp = 300 ).
    cl_abap_unit_assert=>assert_equals( act = again->files[ 1 ]-date exp = sy-datum ).
    DATA content TYPE xstring.
    again->get( EXPORTING name = 'a.txt' IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = content exp = CONV xstring( '${hex('alpha '.repeat(50))}' ) ).
    again->get( EXPORTING index = 2 IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_equals( act = content exp = CONV xstring( '${hex('beta')}' ) ).
    again->get( EXPORTING name = 'missing' IMPORTING content = content EXCEPTIONS zip_index_error = 4 OTHERS = 5 ).
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).`,
  foreign_archive: `    DATA(zip) = NEW cl_abap_zip( ).
    zip->load( EXPORTING zip = CONV xstring( '${FOREIGN_ZIP}' ) EXCEPTIONS zip_parse_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = lines( zip->files ) exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = zip->files[ 2 ]-name exp = 'src/zcl_a.clas.abap' ).
    cl_abap_unit_assert=>assert_equals( act = zip->files[ 2 ]-date exp = '20240229' ).
    cl_abap_unit_assert=>assert_equals( act = zip->files[ 2 ]-time exp = '134530' ).
    DATA content TYPE xstring.
    zip->get( EXPORTING name = 'src/zcl_a.clas.abap' IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = xstrlen( content ) exp = ${'CLASS zcl_a DEFINITION. '.length * 40} ).
    zip->get( EXPORTING name = 'readme.txt' IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_equals( act = content exp = CONV xstring( '${hex('stored as is')}' ) ).
    zip->get( EXPORTING name = 'empty.txt' IMPORTING content = content EXCEPTIONS OTHERS = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_initial( content ).
    DATA(entries) = cl_abap_zip=>splice( CONV xstring( '${FOREIGN_ZIP}' ) ).
    cl_abap_unit_assert=>assert_equals( act = lines( entries ) exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = entries[ 1 ]-offset exp = 40 ).
    cl_abap_unit_assert=>assert_equals( act = entries[ 1 ]-compressed exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_zip=>crc32( CONV xstring( '${hex('123456789')}' ) ) exp = -873187034 ).
    zip->load( EXPORTING zip = CONV xstring( '00112233' ) EXCEPTIONS zip_parse_error = 1 ).
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).`,
});

describe('CL_ABAP_ZIP', () => {
  it('saves archives other tools read and reads archives other tools wrote', async () => {
    const result = await runKernelTests({ 'zcl_zip_user.clas.abap': EMPTY_CLASS('zcl_zip_user'), 'zcl_zip_user.clas.testclasses.abap': ZIP_TESTS });
    expect(result.output, summary(result.output)).toContain('running ltcl->foreign_archive');
    expect(result.ok, summary(result.output)).toBe(true);
    const saved = /SAVED-ZIP:([0-9A-F]+)/.exec(result.output)?.[1];
    expect(readZip(Buffer.from(saved ?? '', 'hex'))).toEqual({ 'a.txt': 'alpha '.repeat(50), 'dir/ü.txt': 'beta' });
  }, 120_000);
});

function EMPTY_CLASS(name: string): string {
  return `CLASS ${name} DEFINITION PUBLIC CREATE PUBLIC.
ENDCLASS.
CLASS ${name} IMPLEMENTATION.
ENDCLASS.
`;
}

const ALV_GUI_TESTS = testClass({
  alv_in_the_background: `    TYPES: BEGIN OF ty_row,
             id   TYPE i,
             name TYPE c LENGTH 8,
           END OF ty_row.
    DATA rows TYPE STANDARD TABLE OF ty_row WITH DEFAULT KEY.
    DATA alv TYPE REF TO cl_salv_table.
    DATA column TYPE REF TO cl_salv_column_table.
    rows = VALUE #( ( id = 1 name = 'first' ) ( id = 2 name = 'second' ) ).
    cl_salv_table=>factory( IMPORTING r_salv_table = alv CHANGING t_table = rows ).
    cl_abap_unit_assert=>assert_true( alv->is_offline( ) ).
    DATA(columns) = alv->get_columns( ).
    columns->set_optimize( ).
    cl_abap_unit_assert=>assert_equals( act = lines( columns->get( ) ) exp = 2 ).
    column ?= columns->get_column( 'NAME' ).
    column->set_medium_text( 'Name' ).
    column->set_cell_type( if_salv_c_cell_type=>hotspot ).
    column->set_alignment( if_salv_c_alignment=>centered ).
    TRY.
        columns->get_column( 'MISSING' ).
        cl_abap_unit_assert=>fail( 'no such column' ).
      CATCH cx_salv_not_found INTO DATA(not_found).
        cl_abap_unit_assert=>assert_bound( not_found ).
    ENDTRY.
    alv->get_functions( )->set_all( ).
    alv->get_selections( )->set_selection_mode( if_salv_c_selection_mode=>multiple ).
    cl_abap_unit_assert=>assert_initial( alv->get_selections( )->get_selected_rows( ) ).
    alv->get_display_settings( )->set_list_header( 'People' ).
    DATA(catalog) = cl_salv_controller_metadata=>get_lvc_fieldcatalog( r_columns = columns r_aggregations = alv->get_aggregations( ) ).
    cl_abap_unit_assert=>assert_equals( act = catalog[ 2 ]-scrtext_m exp = 'Name' ).
    alv->display( ).`,
  alv_header_functions_links: `    DATA rows TYPE STANDARD TABLE OF i WITH DEFAULT KEY.
    DATA alv TYPE REF TO cl_salv_table.
    DATA header TYPE REF TO cl_salv_form_text.
    DATA functions TYPE salv_t_ui_func.
    DATA function LIKE LINE OF functions.
    rows = VALUE #( ( 7 ) ).
    cl_salv_table=>factory( IMPORTING r_salv_table = alv CHANGING t_table = rows ).
    alv->get_functions( )->add_function( name = 'OK' text = 'Continue' tooltip = 'Continue' ).
    functions = alv->get_functions( )->get_functions( ).
    READ TABLE functions INTO function INDEX 1.
    cl_abap_unit_assert=>assert_equals( act = function-r_function->get_name( ) exp = 'OK' ).
    function-r_function->set_visible( abap_false ).
    functions = alv->get_functions( )->get_functions( ).
    READ TABLE functions INTO function INDEX 1.
    cl_abap_unit_assert=>assert_false( function-r_function->is_visible( ) ).
    alv->get_functional_settings( )->get_hyperlinks( )->add_hyperlink( handle = 3 hyperlink = 'https://example.org' ).
    cl_abap_unit_assert=>assert_equals( act = alv->get_functional_settings( )->get_hyperlinks( )->get_hyperlink( 3 ) exp = 'https://example.org' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_codepage=>sap_codepage( \`UTF-16LE\` ) exp = '4103' ).
    DATA(private) = NEW cx_sy_dyn_call_illegal_method( textid = cx_sy_dyn_call_illegal_method=>private_method classname = 'ZCL_A' methodname = 'RUN' ).
    cl_abap_unit_assert=>assert_equals( act = private->get_text( ) exp = 'The method RUN of ZCL_A is private and cannot be called here' ).
    DATA(t100) = CAST cl_abap_structdescr( cl_abap_typedescr=>describe_by_name( 'T100' ) ).
    DATA(fields) = t100->get_ddic_field_list( ).
    READ TABLE fields INTO DATA(field) WITH KEY fieldname = 'MSGNR'.
    cl_abap_unit_assert=>assert_equals( act = field-keyflag exp = abap_true ).
    READ TABLE fields INTO field WITH KEY fieldname = 'TEXT'.
    cl_abap_unit_assert=>assert_initial( field-keyflag ).
    DATA keys TYPE abap_table_keydescr_tab.
    APPEND VALUE #( is_primary = abap_true is_unique = abap_true access_kind = cl_abap_tabledescr=>tablekind_hashed
                    key_kind = cl_abap_tabledescr=>keydefkind_user components = VALUE #( ( name = 'MSGNR' ) ) ) TO keys.
    DATA(keyed) = cl_abap_tabledescr=>get_with_keys( p_line_type = t100 p_keys = keys ).
    cl_abap_unit_assert=>assert_equals( act = keyed->table_kind exp = cl_abap_tabledescr=>tablekind_hashed ).
    cl_abap_unit_assert=>assert_true( keyed->has_unique_key ).
    CREATE OBJECT header EXPORTING text = 'Header of the list'.
    alv->set_top_of_list( header ).
    alv->refresh( VALUE lvc_s_stbl( row = abap_true ) ).
    alv->display( ).`,
  gui_controls_fail: `    DATA editor TYPE REF TO cl_gui_textedit.
    cl_gui_textedit=>set_focus( EXPORTING control = editor EXCEPTIONS cntl_error = 1 OTHERS = 2 ).
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    cl_gui_cfw=>flush( EXCEPTIONS cntl_system_error = 1 OTHERS = 2 ).
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    cl_abap_unit_assert=>assert_not_bound( cl_gui_container=>default_screen ).`,
  type_pool: `    DATA components TYPE abap_component_tab.
    DATA component TYPE abap_componentdescr.
    DATA name TYPE abap_compname.
    DATA stack TYPE abap_callstack.
    DATA order TYPE abap_sortorder_tab.
    DATA parameters TYPE abap_func_parmbind_tab.
    DATA mask TYPE abap_editmask.
    component-name = 'ID'.
    component-type = cl_abap_elemdescr=>get_i( ).
    APPEND component TO components.
    DATA(struct) = cl_abap_structdescr=>create( components ).
    cl_abap_unit_assert=>assert_equals( act = lines( struct->get_components( ) ) exp = 1 ).
    name = 'ID'.
    cl_abap_unit_assert=>assert_equals( act = struct->components[ 1 ]-name exp = name ).
    cl_abap_unit_assert=>assert_equals( act = abap_func_exporting exp = 10 ).
    CALL FUNCTION 'SYSTEM_CALLSTACK' IMPORTING callstack = stack.
    cl_abap_unit_assert=>assert_initial( order ).
    cl_abap_unit_assert=>assert_initial( parameters ).
    cl_abap_unit_assert=>assert_initial( mask ).`,
  dictionary_types: `    DATA match TYPE match_result.
    DATA matches TYPE match_result_tab.
    DATA text_line TYPE tline.
    DATA header TYPE thead.
    DATA message TYPE bal_s_msg.
    DATA bdc TYPE bdcmsgcoll.
    DATA value TYPE sval.
    DATA find TYPE rsfind.
    DATA mime TYPE w3mime.
    DATA source TYPE abaptxt255.
    DATA rows TYPE salv_t_row.
    FIND ALL OCCURRENCES OF 'a' IN 'banana' RESULTS matches.
    cl_abap_unit_assert=>assert_equals( act = lines( matches ) exp = 3 ).
    READ TABLE matches INDEX 2 INTO match.
    cl_abap_unit_assert=>assert_equals( act = match-offset exp = 3 ).
    text_line-tdline = 'line'.
    header-tdname = 'NAME'.
    message-msgid = 'SY'.
    bdc-msgnr = '499'.
    value-fieldname = 'FIELD'.
    find-object = 'ZCL_A'.
    source-line = 'WRITE 1.'.
    cl_abap_unit_assert=>assert_equals( act = xstrlen( mime-line ) exp = 255 ).
    cl_abap_unit_assert=>assert_initial( rows ).`,
  scms_conversions: `    TYPES ty_line TYPE x LENGTH 4.
    DATA binary TYPE STANDARD TABLE OF ty_line WITH DEFAULT KEY.
    DATA length TYPE i.
    DATA bytes TYPE xstring.
    DATA text TYPE string.
    CALL FUNCTION 'SCMS_STRING_TO_XSTRING' EXPORTING text = \`Grüße\` IMPORTING buffer = bytes EXCEPTIONS failed = 1.
    cl_abap_unit_assert=>assert_equals( act = bytes exp = CONV xstring( '${hex('Grüße')}' ) ).
    CALL FUNCTION 'SCMS_XSTRING_TO_BINARY' EXPORTING buffer = bytes IMPORTING output_length = length TABLES binary_tab = binary.
    cl_abap_unit_assert=>assert_equals( act = length exp = 7 ).
    cl_abap_unit_assert=>assert_equals( act = lines( binary ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = binary[ 2 ] exp = CONV ty_line( 'C39F6500' ) ).
    CLEAR bytes.
    CALL FUNCTION 'SCMS_BINARY_TO_XSTRING' EXPORTING input_length = length IMPORTING buffer = bytes TABLES binary_tab = binary EXCEPTIONS failed = 1.
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = bytes exp = CONV xstring( '${hex('Grüße')}' ) ).
    CALL FUNCTION 'SCMS_BINARY_TO_STRING' EXPORTING input_length = length IMPORTING text_buffer = text TABLES binary_tab = binary EXCEPTIONS failed = 1.
    cl_abap_unit_assert=>assert_equals( act = text exp = \`Grüße\` ).
    CALL FUNCTION 'SAPGUI_PROGRESS_INDICATOR' EXPORTING percentage = 50 text = 'Halfway'.
    DATA has_activex TYPE c LENGTH 1.
    CALL FUNCTION 'GUI_HAS_ACTIVEX' IMPORTING return = has_activex.
    cl_abap_unit_assert=>assert_initial( has_activex ).`,
  message_class_sy: `    DATA text TYPE string.
    MESSAGE ID 'SY' TYPE 'S' NUMBER 499 WITH 'This is' 'a test' INTO text.
    cl_abap_unit_assert=>assert_equals( act = text exp = 'This is a test' ).
    MESSAGE ID 'SY' TYPE 'E' NUMBER 002 WITH 'Free text' INTO text.
    cl_abap_unit_assert=>assert_equals( act = text exp = 'Free text' ).
    cl_abap_unit_assert=>assert_equals( act = sy-msgid exp = 'SY' ).`,
});

describe('ALV and GUI classes (headers, toolbar functions, hyperlinks), RTTI keys and dictionary fields, the type pool ABAP, dictionary types, SCMS function modules and message class SY', () => {
  it('activate and behave as in a background process', async () => {
    const result = await runKernelTests({ 'zcl_alv_user.clas.abap': EMPTY_CLASS('zcl_alv_user'), 'zcl_alv_user.clas.testclasses.abap': ALV_GUI_TESTS });
    expect(result.output, summary(result.output)).toContain('running ltcl->message_class_sy');
    expect(result.ok, summary(result.output)).toBe(true);
    // DISPLAY in the background writes the list (the runner's list output is its standard output)
    expect(result.output).toMatch(/People\nID +\|Name +\n-+\n1 +\|first +\n2 +\|second/);
    // the header set by SET_TOP_OF_LIST is written above the list
    expect(result.output).toMatch(/Header of the list\n.*\n-+\n *7/);
  }, 120_000);
});
