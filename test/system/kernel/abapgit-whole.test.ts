/**
 * The last standard names that kept objects of abapGit's src/ from activating (issue 31, ranked in
 * docs/PERFORMANCE.md): type-pool constants (SEWS, SWBM, WDYN, SKWFC, WBMR, CSSF, SO2, ICON_SET_STATE,
 * SEOC_CATEGORY_WEBDYNPRO_CLASS), members of RS38L and DD02V, iXML node filters and filtered iterators,
 * CL_HTTP_UTILITY=>STRING_TO_FIELDS with TIHTTPNVP, CL_ABAP_GZIP (raw DEFLATE, abapGit's git pack),
 * CL_SSF_FB_SMART_FORM's header, lock and XML download,
 * CL_WORKFLOW_GENERAL_TASK_DEF as a super class, and the eCATT up- and download super classes with their protected
 * members (the system has no eCATT repository: no object exists, an upload is refused), and the kernel class
 * KERNEL_LOCK behind the lock objects' ENQUEUE_ and DEQUEUE_ function modules (abapGit's EZABAPGIT). Each test
 * class is written here against the public names and signatures, and runs on the runtime.
 */
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass } from './run-kernel.js';

const HOST = `CLASS zcl_abapgit_whole DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    TYPES: BEGIN OF ty_function,
             global_flag   TYPE rs38l-global,
             remote_call   TYPE rs38l-remote,
             update_task   TYPE rs38l-utask,
             remote_basxml TYPE rs38l-basxml_enabled,
           END OF ty_function.
    "! The names of the nodes the iterator returns, separated by blanks.
    CLASS-METHODS names IMPORTING iterator TYPE REF TO if_ixml_node_iterator RETURNING VALUE(result) TYPE string.
    CLASS-METHODS document RETURNING VALUE(result) TYPE REF TO if_ixml_document.
ENDCLASS.
CLASS zcl_abapgit_whole IMPLEMENTATION.
  METHOD names.
    DATA(node) = iterator->get_next( ).
    WHILE node IS BOUND.
      result = condense( |{ result } { node->get_name( ) }| ).
      node = iterator->get_next( ).
    ENDWHILE.
  ENDMETHOD.
  METHOD document.
    DATA(ixml) = cl_ixml=>create( ).
    DATA(stream_factory) = ixml->create_stream_factory( ).
    result = ixml->create_document( ).
    DATA(parser) = ixml->create_parser(
      stream_factory = stream_factory
      istream        = stream_factory->create_istream_string( |<form><a href="x">t</a><b id="1"/><c href="y" id="2"/></form>| )
      document       = result ).
    parser->parse( ).
  ENDMETHOD.
ENDCLASS.
`;

/** A task definition of the workflow and an eCATT download, as abapGit's serializers inherit from them. */
const LOCALS = `CLASS lcl_download DEFINITION INHERITING FROM cl_apl_ecatt_script_download FINAL.
  PUBLIC SECTION.
    METHODS download REDEFINITION.
    DATA xml TYPE string.
  PROTECTED SECTION.
    METHODS download_data REDEFINITION.
ENDCLASS.
CLASS lcl_download IMPLEMENTATION.
  METHOD download.
    typ = im_object_type.
    load_help = im_load_help.
    TRY.
        cl_apl_ecatt_object=>show_object(
          EXPORTING im_obj_type = im_object_type im_name = im_object_name im_version = im_object_version
          IMPORTING re_object = ecatt_object ).
      CATCH cx_ecatt INTO ex_ecatt.
        template_over_all = cl_ixml=>create( )->create_document( ).
        root_node = template_over_all->create_simple_element( name = 'START_PROFILE' parent = template_over_all ).
        download_data( ).
        RETURN.
    ENDTRY.
    toolname = ecatt_object->attrib->get_tool_name( ).
    ecatt_script ?= ecatt_object.
    get_general_params_data( ecatt_script->params ).
  ENDMETHOD.
  METHOD download_data.
    xml = |{ typ }:{ root_node->get_name( ) }:{ ex_ecatt->get_text( ) }|.
  ENDMETHOD.
ENDCLASS.
CLASS lcl_upload DEFINITION INHERITING FROM cl_apl_ecatt_upload FINAL.
  PUBLIC SECTION.
    METHODS upload REDEFINITION.
  PROTECTED SECTION.
    METHODS upload_data_from_stream REDEFINITION.
ENDCLASS.
CLASS lcl_upload IMPLEMENTATION.
  METHOD upload.
    ch_object-i_devclass = ch_object-d_devclass.
    super->upload( CHANGING ch_object = ch_object ).
  ENDMETHOD.
  METHOD upload_data_from_stream.
    RETURN.
  ENDMETHOD.
ENDCLASS.
CLASS lcl_task DEFINITION INHERITING FROM cl_workflow_general_task_def FINAL.
  PUBLIC SECTION.
    METHODS set IMPORTING objid TYPE hrobjid.
    METHODS get RETURNING VALUE(result) TYPE hrobjid.
ENDCLASS.
CLASS lcl_task IMPLEMENTATION.
  METHOD set.
    me->objid = objid.
  ENDMETHOD.
  METHOD get.
    result = objid.
  ENDMETHOD.
ENDCLASS.
`;

const TESTS = testClass({
  type_pool_constants: `    cl_abap_unit_assert=>assert_equals( act = icon_set_state exp = '@3J@' ).
    cl_abap_unit_assert=>assert_equals( act = seoc_category_webdynpro_class exp = '80' ).
    cl_abap_unit_assert=>assert_equals( act = |{ sews_c_vif_version-active }{ sews_c_vif_version-inactive }| exp = 'AI' ).
    cl_abap_unit_assert=>assert_equals( act = |{ wdyn_limu_component_controller } { wdyn_limu_component_definition } { wdyn_limu_component_view }| exp = 'WDYC WDYD WDYV' ).
    cl_abap_unit_assert=>assert_equals( act = |{ skwfc_obtype_folder }{ skwfc_obtype_loio }| exp = 'FL' ).
    cl_abap_unit_assert=>assert_equals( act = wbmr_c_skwf_folder_class exp = 'M_FOLDER' ).
    cl_abap_unit_assert=>assert_equals( act = cssf_formtype_text exp = 'T' ).
    cl_abap_unit_assert=>assert_equals( act = so2_controller exp = 'C' ).
    cl_abap_unit_assert=>assert_equals( act = |O{ swbm_c_type_wdy_application }| exp = 'OYA' ).
    cl_abap_unit_assert=>assert_equals( act = swbm_c_op_delete_no_dialog exp = 'DELETE_NO_DIALOG' ).
    cl_abap_unit_assert=>assert_not_initial( swbm_c_type_ddic_db_tabxinx ).`,
  dictionary_members: `    DATA function TYPE zcl_abapgit_whole=>ty_function.
    DATA table TYPE dd02v.
    function-global_flag = abap_true.
    function-remote_call = 'R'.
    function-update_task = '1'.
    function-remote_basxml = abap_true.
    cl_abap_unit_assert=>assert_equals( act = |{ function-global_flag }{ function-remote_call }{ function-update_task }| exp = 'XR1' ).
    table-prozpuff = 5.
    table-datmin = 100.
    table-datmax = 2000.
    table-datavg = 500.
    cl_abap_unit_assert=>assert_equals( act = table-prozpuff exp = '005' ).
    cl_abap_unit_assert=>assert_equals( act = table-datmax exp = '0000002000' ).
    CLEAR table-datavg.
    cl_abap_unit_assert=>assert_initial( table-datavg ).`,
  filtered_iterators: `    DATA(document) = zcl_abapgit_whole=>document( ).
    DATA(with_href) = document->create_iterator_filtered(
      document->create_filter_and(
        filter1 = document->create_filter_node_type( if_ixml_node=>co_node_element )
        filter2 = document->create_filter_attribute( 'href' ) ) ).
    cl_abap_unit_assert=>assert_equals( act = zcl_abapgit_whole=>names( with_href ) exp = 'a c' ).
    DATA(with_id_2) = document->create_iterator_filtered( document->create_filter_attribute( name = 'id' value = '2' ) ).
    cl_abap_unit_assert=>assert_equals( act = zcl_abapgit_whole=>names( with_id_2 ) exp = 'c' ).
    DATA(elements_not_b) = document->create_iterator_filtered(
      document->create_filter_and(
        filter1 = document->create_filter_node_type( if_ixml_node=>co_node_element )
        filter2 = document->create_filter_not( document->create_filter_name( 'b' ) ) ) ).
    cl_abap_unit_assert=>assert_equals( act = zcl_abapgit_whole=>names( elements_not_b ) exp = 'form a c' ).
    DATA(texts_or_b) = document->create_iterator_filtered(
      document->create_filter_or(
        filter1 = document->create_filter_node_type( if_ixml_node=>co_node_text )
        filter2 = document->create_filter_name( 'b' ) ) ).
    cl_abap_unit_assert=>assert_equals( act = zcl_abapgit_whole=>names( texts_or_b ) exp = '#text b' ).
    DATA(children) = document->get_root_element( )->get_children( ).
    cl_abap_unit_assert=>assert_equals( act = zcl_abapgit_whole=>names( children->create_rev_iterator( ) ) exp = 'c b a' ).
    DATA(element) = document->get_root_element( ).
    cl_abap_unit_assert=>assert_equals(
      act = zcl_abapgit_whole=>names( children->create_rev_iterator_filtered( element->create_filter_attribute( 'href' ) ) )
      exp = 'c a' ).
    cl_abap_unit_assert=>assert_equals(
      act = zcl_abapgit_whole=>names( children->create_iterator_filtered( element->create_filter_attribute( 'id' ) ) )
      exp = 'b c' ).`,
  string_to_fields: `    DATA fields TYPE tihttpnvp.
    fields = cl_http_utility=>string_to_fields( |p_package_name=$ZDEMO&sci_variant=DEFAULT&flag&empty=| ).
    cl_abap_unit_assert=>assert_equals( act = lines( fields ) exp = 4 ).
    READ TABLE fields WITH KEY name = 'p_package_name' INTO DATA(field).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = field-value exp = '$ZDEMO' ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 3 ]-name exp = 'flag' ).
    cl_abap_unit_assert=>assert_initial( fields[ 3 ]-value ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 4 ]-name exp = 'empty' ).
    cl_abap_unit_assert=>assert_initial( cl_http_utility=>string_to_fields( || ) ).
    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>fields_to_string( fields ) exp = |p_package_name=$ZDEMO&sci_variant=DEFAULT&flag=&empty=| ).
    fields = cl_http_utility=>string_to_fields( |a=b=c| ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 1 ]-value exp = 'b=c' ).`,
  smart_form_refuses: `    DATA form TYPE REF TO cl_ssf_fb_smart_form.
    DATA document TYPE REF TO if_ixml_document.
    DATA caught TYPE REF TO cx_ssf_fb.
    form = NEW #( ).
    form->header-formname = 'ZDEMO_FORM'.
    cl_abap_unit_assert=>assert_equals( act = form->header-formname exp = 'ZDEMO_FORM' ).
    TRY.
        form->enqueue( suppress_corr_check = space master_language = 'E' mode = 'INSERT' formname = 'ZDEMO_FORM' ).
      CATCH cx_ssf_fb INTO caught.
    ENDTRY.
    cl_abap_unit_assert=>assert_bound( caught ).
    CLEAR caught.
    document = cl_ixml=>create( )->create_document( ).
    TRY.
        form->xml_download( EXPORTING parent = document CHANGING document = document ).
      CATCH cx_ssf_fb INTO caught.
    ENDTRY.
    cl_abap_unit_assert=>assert_bound( caught ).`,
  ecatt_super_classes: `    DATA(download) = NEW lcl_download( ).
    DATA object TYPE etmobjects.
    DATA caught TYPE REF TO cx_ecatt_apl.
    DATA versions TYPE STANDARD TABLE OF etobj_ver WITH DEFAULT KEY.
    download->download( im_object_name = 'ZDEMO_SCRIPT' im_object_version = 1 im_object_type = 'ECSC'
                        im_load_help = NEW cl_apl_ecatt_load_help( im_maintain_function = '' ) ).
    cl_abap_unit_assert=>assert_equals( act = download->xml exp = 'ECSC:START_PROFILE:eCATT object ECSC ZDEMO_SCRIPT does not exist' ).
    cl_abap_unit_assert=>assert_false( cl_apl_ecatt_object=>existence_check_object(
      im_name = 'ZDEMO_SCRIPT' im_version = 1 im_obj_type = 'ECSC' im_exists_any_version = abap_true ) ).
    cl_apl_ecatt_object=>get_version_info_object( EXPORTING im_name = 'ZDEMO_SCRIPT' im_obj_type = 'ECSC' IMPORTING ex_version_info = versions ).
    cl_abap_unit_assert=>assert_initial( versions ).
    object-d_obj_name = 'ZDEMO_SCRIPT'.
    object-s_obj_type = 'ECSC'.
    object-d_devclass = '$ZDEMO'.
    object-filename = 'script.xml'.
    TRY.
        NEW lcl_upload( )->upload( CHANGING ch_object = object ).
      CATCH cx_ecatt_apl INTO caught.
    ENDTRY.
    cl_abap_unit_assert=>assert_bound( caught ).
    cl_abap_unit_assert=>assert_equals( act = object-i_devclass exp = '$ZDEMO' ).`,
  gzip_round_trip: `    DATA compressed TYPE xstring.
    DATA compressed_len TYPE i.
    DATA raw TYPE xstring.
    DATA raw_len TYPE i.
    DATA text TYPE string.
    DATA caught TYPE REF TO cx_sy_compression_error.
    DATA(data) = cl_abap_codepage=>convert_to( |blob 12\u0000hello hello hello hello| ).
    cl_abap_gzip=>compress_binary( EXPORTING raw_in = data IMPORTING gzip_out = compressed gzip_out_len = compressed_len ).
    cl_abap_unit_assert=>assert_equals( act = compressed_len exp = xstrlen( compressed ) ).
    cl_abap_unit_assert=>assert_true( xsdbool( compressed_len < xstrlen( data ) ) ).
    cl_abap_gzip=>decompress_binary( EXPORTING gzip_in = compressed IMPORTING raw_out = raw raw_out_len = raw_len ).
    cl_abap_unit_assert=>assert_equals( act = raw exp = data ).
    cl_abap_unit_assert=>assert_equals( act = raw_len exp = xstrlen( data ) ).
    " the empty input as DEFLATE: one final block of fixed codes
    cl_abap_gzip=>compress_binary( EXPORTING raw_in = data raw_in_len = 0 IMPORTING gzip_out = compressed ).
    cl_abap_unit_assert=>assert_equals( act = compressed exp = '0300' ).
    cl_abap_gzip=>compress_text( EXPORTING text_in = |ünïcode text, ünïcode text| IMPORTING gzip_out = compressed ).
    cl_abap_gzip=>decompress_text( EXPORTING gzip_in = compressed IMPORTING text_out = text ).
    cl_abap_unit_assert=>assert_equals( act = text exp = |ünïcode text, ünïcode text| ).
    TRY.
        cl_abap_gzip=>decompress_binary( EXPORTING gzip_in = CONV xstring( 'FFFFFFFF' ) IMPORTING raw_out = raw ).
      CATCH cx_sy_compression_error INTO caught.
    ENDTRY.
    cl_abap_unit_assert=>assert_bound( caught ).`,
  task_definition: `    DATA(task) = NEW lcl_task( ).
    task->set( '90000001' ).
    cl_abap_unit_assert=>assert_equals( act = task->get( ) exp = '90000001' ).`,
});

describe('the standard names abapGit src/ needs to activate whole', () => {
  it('declares the type-pool constants and dictionary members, filters iXML iterators, splits form fields, refuses Smart Forms, compresses with DEFLATE, takes a task definition and the eCATT up- and downloads as super classes', async () => {
    const run = await runKernelTests({
      'zcl_abapgit_whole.clas.abap': HOST,
      'zcl_abapgit_whole.clas.locals_imp.abap': LOCALS,
      'zcl_abapgit_whole.clas.testclasses.abap': TESTS,
    });
    expect(summary(run.output)).not.toMatch(/Error|expected/);
    for (const method of ['type_pool_constants', 'dictionary_members', 'filtered_iterators', 'string_to_fields', 'smart_form_refuses', 'ecatt_super_classes', 'gzip_round_trip', 'task_definition']) {
      expect(summary(run.output)).toContain(`running ltcl->${method}`);
    }
    expect(run.ok, run.output.slice(-3000)).toBe(true);
  });
});

const LOCK_TABLE = `<?xml version="1.0" encoding="utf-8"?>
<abapGit version="v1.0.0" serializer="LCL_OBJECT_TABL" serializer_version="v1.0.0">
 <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">
  <asx:values>
   <DD02V>
    <TABNAME>ZLOCK_DEMO</TABNAME>
    <DDLANGUAGE>E</DDLANGUAGE>
    <TABCLASS>TRANSP</TABCLASS>
    <DDTEXT>Lock demo</DDTEXT>
    <CONTFLAG>A</CONTFLAG>
   </DD02V>
   <DD03P_TABLE>
    <DD03P>
     <FIELDNAME>ID</FIELDNAME>
     <KEYFLAG>X</KEYFLAG>
     <ADMINFIELD>0</ADMINFIELD>
     <INTTYPE>C</INTTYPE>
     <NOTNULL>X</NOTNULL>
     <DATATYPE>CHAR</DATATYPE>
     <LENG>000012</LENG>
    </DD03P>
   </DD03P_TABLE>
  </asx:values>
 </asx:abap>
</abapGit>`;

const LOCK_OBJECT = `<?xml version="1.0" encoding="utf-8"?>
<abapGit version="v1.0.0" serializer="LCL_OBJECT_ENQU" serializer_version="v1.0.0">
 <asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">
  <asx:values>
   <DD25V>
    <VIEWNAME>EZLOCK_DEMO</VIEWNAME>
    <DDLANGUAGE>E</DDLANGUAGE>
    <AGGTYPE>E</AGGTYPE>
    <ROOTTAB>ZLOCK_DEMO</ROOTTAB>
    <DDTEXT>Lock demo</DDTEXT>
   </DD25V>
   <DD26E_TABLE>
    <DD26E>
     <VIEWNAME>EZLOCK_DEMO</VIEWNAME>
     <TABNAME>ZLOCK_DEMO</TABNAME>
     <TABPOS>0001</TABPOS>
     <FORTABNAME>ZLOCK_DEMO</FORTABNAME>
     <ENQMODE>E</ENQMODE>
    </DD26E>
   </DD26E_TABLE>
   <DD27P_TABLE>
    <DD27P>
     <VIEWNAME>EZLOCK_DEMO</VIEWNAME>
     <OBJPOS>0001</OBJPOS>
     <VIEWFIELD>ID</VIEWFIELD>
     <TABNAME>ZLOCK_DEMO</TABNAME>
     <FIELDNAME>ID</FIELDNAME>
     <KEYFLAG>X</KEYFLAG>
     <ENQMODE>E</ENQMODE>
    </DD27P>
   </DD27P_TABLE>
  </asx:values>
 </asx:abap>
</abapGit>`;

const LOCKER = `CLASS zcl_lock_demo DEFINITION PUBLIC FINAL CREATE PUBLIC.
ENDCLASS.
CLASS zcl_lock_demo IMPLEMENTATION.
ENDCLASS.
`;

const LOCK_TESTS = testClass({
  enqueue_and_dequeue: `    CALL FUNCTION 'ENQUEUE_EZLOCK_DEMO'
      EXPORTING mode_zlock_demo = 'E' id = 'REPO1' _scope = '2' _wait = abap_true
      EXCEPTIONS foreign_lock = 1 system_failure = 2 OTHERS = 3.
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = kernel_lock=>held( 'EZLOCK_DEMO' ) exp = 1 ).
    CALL FUNCTION 'ENQUEUE_EZLOCK_DEMO' EXPORTING id = 'REPO1' EXCEPTIONS foreign_lock = 1 OTHERS = 2.
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = kernel_lock=>held( 'EZLOCK_DEMO' ) exp = 2 ).
    CALL FUNCTION 'DEQUEUE_EZLOCK_DEMO' EXPORTING id = 'REPO1'.
    CALL FUNCTION 'DEQUEUE_EZLOCK_DEMO' EXPORTING id = 'REPO1'.
    cl_abap_unit_assert=>assert_equals( act = kernel_lock=>held( 'EZLOCK_DEMO' ) exp = 0 ).`,
}, 'ltcl_lock');

describe('lock objects', () => {
  it('grant ENQUEUE_ and release with DEQUEUE_ through the kernel class the transpiler calls', async () => {
    const run = await runKernelTests({
      'zlock_demo.tabl.xml': LOCK_TABLE,
      'ezlock_demo.enqu.xml': LOCK_OBJECT,
      'zcl_lock_demo.clas.abap': LOCKER,
      'zcl_lock_demo.clas.testclasses.abap': LOCK_TESTS,
    });
    expect(summary(run.output)).not.toMatch(/Error|expected/);
    expect(summary(run.output)).toContain('running ltcl_lock->enqueue_and_dequeue');
    expect(run.ok, run.output.slice(-3000)).toBe(true);
  });
});
