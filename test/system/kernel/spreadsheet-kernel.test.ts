/**
 * Kernel members a spreadsheet library uses (found by pulling abap2xlsx, issue 31): DDIC descriptions of
 * elementary and structured types (CL_ABAP_ELEMDESCR->GET_DDIC_FIELD, CL_ABAP_TYPEDESCR->GET_DDIC_OBJECT),
 * iXML's QUERY_INTERFACE, the user's date and time formats (CL_ABAP_DATFM=>GET_DATE_FORMAT_DES,
 * CL_ABAP_TIMEFM=>GET_ENVIRONMENT_TIMEFM) and the DDIC facts of an ALV column. Fixtures written here.
 */
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass } from './run-kernel.js';

const DTEL = `<?xml version="1.0" encoding="utf-8"?>
<abapGit version="v1.0.0" serializer="LCL_OBJECT_DTEL" serializer_version="v1.0.0">
 <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">
  <asx:values>
   <DD04V>
    <ROLLNAME>ZSHEET_AMOUNT</ROLLNAME>
    <DDLANGUAGE>E</DDLANGUAGE>
    <DDTEXT>Amount of a sheet cell</DDTEXT>
    <REPTEXT>Amount</REPTEXT>
    <SCRTEXT_S>Amt</SCRTEXT_S>
    <SCRTEXT_M>Amount</SCRTEXT_M>
    <SCRTEXT_L>Amount of the cell</SCRTEXT_L>
    <DTELMASTER>E</DTELMASTER>
    <DATATYPE>DEC</DATATYPE>
    <LENG>000013</LENG>
    <DECIMALS>000002</DECIMALS>
   </DD04V>
  </asx:values>
 </asx:abap>
</abapGit>
`;

const TABL = `<?xml version="1.0" encoding="utf-8"?>
<abapGit version="v1.0.0" serializer="LCL_OBJECT_TABL" serializer_version="v1.0.0">
 <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">
  <asx:values>
   <DD02V>
    <TABNAME>ZSHEET_ROW</TABNAME>
    <DDLANGUAGE>E</DDLANGUAGE>
    <TABCLASS>INTTAB</TABCLASS>
    <DDTEXT>A row of a sheet</DDTEXT>
    <EXCLASS>1</EXCLASS>
   </DD02V>
   <DD03P_TABLE>
    <DD03P>
     <FIELDNAME>NAME</FIELDNAME>
     <ADMINFIELD>0</ADMINFIELD>
     <INTTYPE>C</INTTYPE>
     <INTLEN>000020</INTLEN>
     <DATATYPE>CHAR</DATATYPE>
     <LENG>000010</LENG>
    </DD03P>
    <DD03P>
     <FIELDNAME>AMOUNT</FIELDNAME>
     <ROLLNAME>ZSHEET_AMOUNT</ROLLNAME>
     <ADMINFIELD>0</ADMINFIELD>
     <COMPTYPE>E</COMPTYPE>
    </DD03P>
   </DD03P_TABLE>
  </asx:values>
 </asx:abap>
</abapGit>
`;

const TESTS = testClass({
  ddic_field: `    DATA amount TYPE zsheet_amount.
    DATA local TYPE p LENGTH 7 DECIMALS 2.
    DATA field TYPE dfies.
    DATA elem TYPE REF TO cl_abap_elemdescr.
    elem ?= cl_abap_typedescr=>describe_by_data( amount ).
    cl_abap_unit_assert=>assert_equals( act = elem->absolute_name exp = '\\TYPE=ZSHEET_AMOUNT' ).
    cl_abap_unit_assert=>assert_true( elem->is_ddic_type( ) ).
    field = elem->get_ddic_field( ).
    cl_abap_unit_assert=>assert_equals( act = field-rollname exp = 'ZSHEET_AMOUNT' ).
    cl_abap_unit_assert=>assert_equals( act = field-inttype exp = cl_abap_typedescr=>typekind_packed ).
    cl_abap_unit_assert=>assert_equals( act = field-datatype exp = 'DEC' ).
    cl_abap_unit_assert=>assert_equals( act = field-decimals exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = field-intlen exp = 7 ).
    cl_abap_unit_assert=>assert_equals( act = field-fieldtext exp = 'Amount of a sheet cell' ).
    elem ?= cl_abap_typedescr=>describe_by_data( local ).
    elem->get_ddic_field( RECEIVING p_flddescr = field EXCEPTIONS not_found = 1 no_ddic_type = 2 OTHERS = 3 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 2 ).`,
  ddic_object: `    DATA rows TYPE STANDARD TABLE OF zsheet_row WITH DEFAULT KEY.
    DATA local TYPE i.
    DATA objects TYPE dd_x031l_table.
    DATA object TYPE x031l.
    DATA table TYPE REF TO cl_abap_tabledescr.
    DATA line TYPE REF TO cl_abap_structdescr.
    table ?= cl_abap_typedescr=>describe_by_data( rows ).
    line ?= table->get_table_line_type( ).
    line->get_ddic_object( RECEIVING p_object = objects EXCEPTIONS OTHERS = 3 ).
    cl_abap_unit_assert=>assert_subrc( ).
    cl_abap_unit_assert=>assert_equals( act = lines( objects ) exp = 2 ).
    READ TABLE objects INTO object WITH KEY fieldname = 'AMOUNT'.
    cl_abap_unit_assert=>assert_subrc( ).
    cl_abap_unit_assert=>assert_equals( act = object-exid exp = cl_abap_typedescr=>typekind_packed ).
    cl_abap_unit_assert=>assert_equals( act = object-rollname exp = 'ZSHEET_AMOUNT' ).
    cl_abap_unit_assert=>assert_equals( act = object-decimals exp = 2 ).
    cl_abap_typedescr=>describe_by_data( local )->get_ddic_object( RECEIVING p_object = objects EXCEPTIONS OTHERS = 3 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 3 ).`,
  query_interface: `    CONSTANTS iid_element TYPE i VALUE 130.
    DATA element TYPE REF TO if_ixml_element.
    DATA ixml TYPE REF TO if_ixml.
    DATA document TYPE REF TO if_ixml_document.
    DATA node TYPE REF TO if_ixml_node.
    ixml = cl_ixml=>create( ).
    document = ixml->create_document( ).
    element = document->create_simple_element( name = 'sheet' parent = document ).
    element->set_attribute( name = 'id' value = '7' ).
    node = document->get_first_child( ).
    element ?= node->query_interface( iid_element ).
    cl_abap_unit_assert=>assert_equals( act = element->get_attribute( 'id' ) exp = '7' ).`,
  undeclared_prefix: `    DATA ixml TYPE REF TO if_ixml.
    DATA document TYPE REF TO if_ixml_document.
    DATA factory TYPE REF TO if_ixml_stream_factory.
    DATA parser TYPE REF TO if_ixml_parser.
    DATA node TYPE REF TO if_ixml_node.
    DATA xml TYPE string.
    ixml = cl_ixml=>create( ).
    document = ixml->create_document( ).
    factory = ixml->create_stream_factory( ).
    parser = ixml->create_parser( stream_factory = factory document = document
                                  istream = factory->create_istream_string( '<a:fmtScheme name="Office"><a:fill a:val="1"/></a:fmtScheme>' ) ).
    cl_abap_unit_assert=>assert_equals( act = parser->parse( ) exp = 0 ).
    node = document->get_first_child( ).
    cl_abap_unit_assert=>assert_equals( act = node->get_name( ) exp = 'fmtScheme' ).
    cl_abap_unit_assert=>assert_equals( act = node->get_namespace_prefix( ) exp = 'a' ).
    ixml->create_renderer( ostream = factory->create_ostream_cstring( xml ) document = document )->render( ).
    cl_abap_unit_assert=>assert_char_cp( act = xml exp = '*<a:fmtScheme name="Office"><a:fill a:val="1"/></a:fmtScheme>' ).`,
  formats: `    DATA format TYPE string.
    DATA timefm TYPE xutimefm.
    cl_abap_datfm=>get_date_format_des( EXPORTING im_langu = 'E' IMPORTING ex_dateformat = format ).
    cl_abap_unit_assert=>assert_equals( act = format exp = 'DD.MM.YYYY' ).
    cl_abap_datfm=>get_date_format_des( EXPORTING im_datfmdes = '6' IMPORTING ex_dateformat = format ).
    cl_abap_unit_assert=>assert_equals( act = format exp = 'YYYY-MM-DD' ).
    timefm = cl_abap_timefm=>get_environment_timefm( ).
    cl_abap_unit_assert=>assert_equals( act = timefm exp = '0' ).`,
  alv_column: `    TYPES: BEGIN OF ty_line,
             mandt  TYPE mandt,
             amount TYPE zsheet_amount,
             waers  TYPE c LENGTH 5,
           END OF ty_line.
    DATA lines TYPE STANDARD TABLE OF ty_line WITH DEFAULT KEY.
    DATA alv TYPE REF TO cl_salv_table.
    DATA column TYPE REF TO cl_salv_column_table.
    cl_salv_table=>factory( IMPORTING r_salv_table = alv CHANGING t_table = lines ).
    column ?= alv->get_columns( )->get_column( 'AMOUNT' ).
    cl_abap_unit_assert=>assert_equals( act = column->get_ddic_inttype( ) exp = 'P' ).
    cl_abap_unit_assert=>assert_equals( act = column->get_ddic_datatype( ) exp = 'DEC' ).
    cl_abap_unit_assert=>assert_equals( act = column->get_ddic_decimals( ) exp = 2 ).
    column->set_currency_column( 'WAERS' ).
    cl_abap_unit_assert=>assert_equals( act = column->get_currency_column( ) exp = 'WAERS' ).
    column ?= alv->get_columns( )->get_column( 'MANDT' ).
    cl_abap_unit_assert=>assert_equals( act = column->get_ddic_datatype( ) exp = 'CLNT' ).`,
  alv_metadata: `    TYPES: BEGIN OF ty_line,
             name   TYPE c LENGTH 10,
             amount TYPE i,
           END OF ty_line.
    DATA lines TYPE STANDARD TABLE OF ty_line WITH DEFAULT KEY.
    DATA alv TYPE REF TO cl_salv_table.
    DATA key TYPE salv_s_layout_key.
    DATA variant TYPE disvariant.
    DATA layout TYPE lvc_s_layo.
    DATA sorts TYPE lvc_t_sort.
    DATA sort TYPE lvc_s_sort.
    DATA object TYPE REF TO object.
    DATA model TYPE REF TO cl_salv_model.
    cl_salv_table=>factory( IMPORTING r_salv_table = alv CHANGING t_table = lines ).
    key-report = 'ZSHEET'.
    key-handle = 'H1'.
    alv->get_layout( )->set_key( key ).
    alv->get_layout( )->set_initial_layout( '/STANDARD' ).
    cl_salv_controller_metadata=>get_variant( EXPORTING r_layout = alv->get_layout( ) CHANGING s_variant = variant ).
    cl_abap_unit_assert=>assert_equals( act = variant-report exp = 'ZSHEET' ).
    cl_abap_unit_assert=>assert_equals( act = variant-handle exp = 'H1' ).
    cl_abap_unit_assert=>assert_equals( act = variant-variant exp = '/STANDARD' ).
    alv->get_sorts( )->add_sort( columnname = 'AMOUNT' sequence = cl_salv_sorts=>sort_down subtotal = abap_true ).
    alv->get_sorts( )->add_sort( columnname = 'NAME' position = 1 ).
    sorts = cl_salv_controller_metadata=>get_lvc_sort( alv->get_sorts( ) ).
    cl_abap_unit_assert=>assert_equals( act = lines( sorts ) exp = 2 ).
    READ TABLE sorts INTO sort INDEX 2.
    cl_abap_unit_assert=>assert_equals( act = sort-fieldname exp = 'AMOUNT' ).
    cl_abap_unit_assert=>assert_equals( act = sort-spos exp = '02' ).
    cl_abap_unit_assert=>assert_equals( act = sort-down exp = abap_true ).
    cl_abap_unit_assert=>assert_equals( act = sort-subtot exp = abap_true ).
    TRY.
        alv->get_sorts( )->add_sort( 'NAME' ).
        cl_abap_unit_assert=>fail( 'a second sort of one column' ).
      CATCH cx_salv_existing.
    ENDTRY.
    alv->get_display_settings( )->set_striped_pattern( abap_true ).
    alv->get_columns( )->set_optimize( abap_true ).
    cl_salv_controller_metadata=>get_lvc_layout(
      EXPORTING r_display_settings = alv->get_display_settings( ) r_columns = alv->get_columns( )
      CHANGING s_layout = layout ).
    cl_abap_unit_assert=>assert_equals( act = layout-zebra exp = abap_true ).
    cl_abap_unit_assert=>assert_equals( act = layout-cwidth_opt exp = abap_true ).
    object = alv.
    TRY.
        model ?= object.
        cl_abap_unit_assert=>fail( 'CL_SALV_TABLE is not a CL_SALV_MODEL' ).
      CATCH cx_sy_move_cast_error.
    ENDTRY.`,
  no_gui: `    DATA rc TYPE i.
    cl_gui_frontend_services=>file_delete( EXPORTING filename = 'C:\\temp\\a.xlsx' CHANGING rc = rc EXCEPTIONS error_no_gui = 4 OTHERS = 8 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 4 ).`,
  identity_transformation: `    DATA xml TYPE string.
    DATA binary TYPE xstring.
    xml = |<?xml version="1.0" encoding="utf-16"?><dummy><c r="R2C1"><f t="shared" si="0" ref="A2:A4">A2</f></c><f si="0"></f></dummy>|.
    CALL TRANSFORMATION id SOURCE XML xml RESULT XML xml OPTIONS xml_header = 'no'.
    cl_abap_unit_assert=>assert_equals( act = strlen( xml ) exp = 82 ).
    xml = substring( val = xml off = 1 ).
    cl_abap_unit_assert=>assert_equals( act = xml exp = '<dummy><c r="R2C1"><f ref="A2:A4" si="0" t="shared">A2</f></c><f si="0"/></dummy>' ).
    CALL TRANSFORMATION id SOURCE XML xml RESULT XML binary.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_codepage=>convert_from( binary )
      exp = '<?xml version="1.0" encoding="utf-8"?><dummy><c r="R2C1"><f ref="A2:A4" si="0" t="shared">A2</f></c><f si="0"/></dummy>' ).
    TRY.
        CALL TRANSFORMATION id SOURCE XML \`<a><b></a>\` RESULT XML xml.
        cl_abap_unit_assert=>fail( 'not well-formed' ).
      CATCH cx_xslt_format_error.
    ENDTRY.
    TRY.
        CALL TRANSFORMATION zsheet_missing SOURCE XML \`<a/>\` RESULT XML xml.
        cl_abap_unit_assert=>fail( 'an XSLT program of the repository' ).
      CATCH cx_transformation_error INTO DATA(error).
        cl_abap_unit_assert=>assert_char_cp( act = error->get_text( ) exp = '*ZSHEET_MISSING*not supported by the embedded kernel*' ).
    ENDTRY.`,
  more_names: `    DATA lines TYPE stringtab.
    DATA currency TYPE waers_curc VALUE 'EUR'.
    DATA stamp TYPE timestamp.
    DATA long TYPE utclong.
    APPEND \`one\` TO lines.
    cl_abap_unit_assert=>assert_equals( act = lines( lines ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = currency exp = 'EUR' ).
    long = cl_abap_tstmp=>tstmp2utclong( CONV timestamp( '20240229235958' ) ).
    CALL METHOD cl_abap_tstmp=>('UTCLONG2TSTMP_SHORT') EXPORTING utclong = long RECEIVING timestamp = stamp.
    cl_abap_unit_assert=>assert_equals( act = stamp exp = '20240229235958' ).`,
  alv_grid: `    DATA lines TYPE STANDARD TABLE OF i WITH DEFAULT KEY.
    DATA catalog TYPE lvc_t_fcat.
    DATA sort TYPE lvc_t_sort.
    DATA grid TYPE REF TO lcl_grid.
    DATA error TYPE REF TO i_oi_error.
    APPEND 7 TO lines.
    APPEND VALUE #( fieldname = 'TABLE_LINE' tabname = '1' ) TO catalog.
    APPEND VALUE #( spos = '01' fieldname = 'TABLE_LINE' up = abap_true ) TO sort.
    CREATE OBJECT grid EXPORTING i_parent = cl_gui_container=>screen0.
    grid->set_table_for_first_display( CHANGING it_outtab = lines it_fieldcatalog = catalog it_sort = sort ).
    CLEAR: catalog, sort.
    grid->get_frontend_fieldcatalog( IMPORTING et_fieldcatalog = catalog ).
    grid->get_sort_criteria( IMPORTING et_sort = sort ).
    cl_abap_unit_assert=>assert_equals( act = lines( catalog ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = lines( sort ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = grid->row_count( ) exp = 1 ).
    error = NEW lcl_error( ).
    error->flush_error( ).
    cl_abap_unit_assert=>assert_equals( act = error->has_succeeded exp = abap_true ).`,
});

const CARRIER = `CLASS zcl_sheet_kernel DEFINITION PUBLIC CREATE PUBLIC.
ENDCLASS.
CLASS zcl_sheet_kernel IMPLEMENTATION.
ENDCLASS.
`;

// a subclass of the grid reading its protected table, and an error object of office integration
const LOCALS = `CLASS lcl_grid DEFINITION INHERITING FROM cl_gui_alv_grid.
  PUBLIC SECTION.
    METHODS row_count RETURNING VALUE(count) TYPE i.
ENDCLASS.
CLASS lcl_grid IMPLEMENTATION.
  METHOD row_count.
    FIELD-SYMBOLS <table> TYPE STANDARD TABLE.
    ASSIGN mt_outtab->* TO <table>.
    count = lines( <table> ).
  ENDMETHOD.
ENDCLASS.
CLASS lcl_error DEFINITION.
  PUBLIC SECTION.
    INTERFACES i_oi_error.
ENDCLASS.
CLASS lcl_error IMPLEMENTATION.
  METHOD i_oi_error~flush_error.
    i_oi_error~is_flushed = abap_true.
    i_oi_error~has_succeeded = abap_true.
  ENDMETHOD.
  METHOD i_oi_error~raise_message.
    IF i_oi_error~has_failed = abap_true.
      RAISE message_raised.
    ENDIF.
  ENDMETHOD.
  METHOD i_oi_error~get_message.
    CLEAR: message_id, message_number, param1, param2, param3, param4.
  ENDMETHOD.
ENDCLASS.
`;

describe('kernel members of a spreadsheet library', () => {
  it('describes DDIC fields and objects, casts iXML nodes, gives the user formats and ALV columns their DDIC facts', async () => {
    const result = await runKernelTests({
      'zsheet_amount.dtel.xml': DTEL,
      'zsheet_row.tabl.xml': TABL,
      'zcl_sheet_kernel.clas.abap': CARRIER,
      'zcl_sheet_kernel.clas.locals_imp.abap': LOCALS,
      'zcl_sheet_kernel.clas.testclasses.abap': TESTS,
    });
    for (const method of ['ddic_field', 'ddic_object', 'query_interface', 'undeclared_prefix', 'formats', 'alv_column', 'alv_metadata', 'no_gui', 'identity_transformation', 'more_names', 'alv_grid']) {
      expect(result.output, summary(result.output)).toContain(`running ltcl->${method}`);
    }
    expect(result.ok, summary(result.output)).toBe(true);
  }, 120_000);
});
