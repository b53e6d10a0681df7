/**
 * SAP's XML libraries on the runtime: sXML readers and writers (token- and object-based, XML and JSON) and the
 * iXML DOM (parse, navigate, modify, render), as ABAP Unit tests transpiled with the kernel.
 */
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass } from './run-kernel.js';

const CARRIER = `CLASS zcl_xml_user DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS text_of IMPORTING data TYPE xstring RETURNING VALUE(text) TYPE string.
ENDCLASS.
CLASS zcl_xml_user IMPLEMENTATION.
  METHOD text_of.
    text = cl_abap_codepage=>convert_from( data ).
  ENDMETHOD.
ENDCLASS.
`;

const SXML_TESTS = testClass({
  token_reading: `    DATA(reader) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to(
      |<?xml version="1.0"?>\\n<root xmlns="urn:a" xmlns:b="urn:b" id="1">\\n  <b:item b:kind="x &amp; y">Tom &lt;&amp;&gt; &#65;&#x42;</b:item>\\n| &&
      |  <empty/>\\n  <!-- note -->\\n  <c><![CDATA[<raw>]]></c>\\n</root>| ) ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_element_open ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'root' ).
    cl_abap_unit_assert=>assert_equals( act = reader->nsuri exp = 'urn:a' ).
    reader->next_attribute( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_attribute ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'id' ).
    cl_abap_unit_assert=>assert_equals( act = reader->value exp = '1' ).
    reader->next_attribute( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_element_open ).
    cl_abap_unit_assert=>assert_equals( act = reader->get_nsuri_by_prefix( 'b' ) exp = 'urn:b' ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'item' ).
    cl_abap_unit_assert=>assert_equals( act = reader->prefix exp = 'b' ).
    cl_abap_unit_assert=>assert_equals( act = reader->nsuri exp = 'urn:b' ).
    reader->get_attribute_value( name = 'kind' nsuri = 'urn:b' ).
    cl_abap_unit_assert=>assert_equals( act = reader->value exp = 'x & y' ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_value ).
    cl_abap_unit_assert=>assert_equals( act = reader->value exp = 'Tom <&> AB' ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_element_close ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'item' ).
    DATA trail TYPE string.
    DO.
      reader->next_node( ).
      IF reader->node_type = if_sxml_node=>co_nt_final.
        EXIT.
      ENDIF.
      trail = trail && |{ reader->node_type }:{ reader->name }{ reader->value };|.
    ENDDO.
    cl_abap_unit_assert=>assert_equals( act = trail exp = '1:empty;2:empty;1:c;4:c<raw>;2:c;2:root;' ).`,
  object_reading: `    DATA(reader) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to(
      \`<order no="42" xmlns:x="urn:x" x:state="open"><line>A</line><line>B</line></order>\` ) ).
    DATA(node) = reader->read_next_node( ).
    cl_abap_unit_assert=>assert_equals( act = node->type exp = if_sxml_node=>co_nt_element_open ).
    DATA(order) = CAST if_sxml_open_element( node ).
    cl_abap_unit_assert=>assert_equals( act = order->qname-name exp = 'order' ).
    DATA(attributes) = order->get_attributes( ).
    cl_abap_unit_assert=>assert_equals( act = lines( attributes ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = attributes[ 2 ]->qname-namespace exp = 'urn:x' ).
    cl_abap_unit_assert=>assert_equals( act = attributes[ 2 ]->get_value( ) exp = 'open' ).
    cl_abap_unit_assert=>assert_equals( act = order->get_attribute_value( 'no' )->get_value( ) exp = '42' ).
    DATA values TYPE string.
    DO.
      node = reader->read_next_node( ).
      IF node IS INITIAL.
        EXIT.
      ENDIF.
      IF node->type = if_sxml_node=>co_nt_value.
        values = values && CAST if_sxml_value_node( node )->get_value( ).
      ENDIF.
    ENDDO.
    cl_abap_unit_assert=>assert_equals( act = values exp = 'AB' ).`,
  skipping: `    DATA(reader) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( \`<a><skip><x>1</x></skip><keep>2</keep></a>\` ) ).
    reader->next_node( ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'skip' ).
    DATA(copy) = cl_sxml_string_writer=>create( ).
    reader->skip_node( copy ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_element_close ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'skip' ).
    cl_abap_unit_assert=>assert_equals( act = zcl_xml_user=>text_of( copy->get_output( ) ) exp = '<skip><x>1</x></skip>' ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'keep' ).
    reader->push_back( ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'keep' ).`,
  stepping: `    DATA(reader) = cl_sxml_string_reader=>create( \`<x a="1" b="2"><y c="3">v</y></x>\` ).
    reader->next_node( ).
    reader->next_attribute( ).
    reader->next_attribute( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'b' ).
    reader->current_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_element_open ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'x' ).
    reader->next_attribute( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'a' ).
    reader->next_node( ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->value exp = 'v' ).
    reader->push_back( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'y' ).
    reader->push_back( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'x' ).
    reader->skip_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_element_close ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'x' ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_final ).`,
  writing: `    DATA(writer) = CAST if_sxml_writer( cl_sxml_string_writer=>create( type = if_sxml=>co_xt_xml10 ) ).
    writer->open_element( name = 'root' nsuri = 'urn:p' prefix = 'p' ).
    writer->write_attribute( name = 'a' value = '1 & "2"' ).
    writer->open_element( name = 'child' nsuri = 'urn:p' prefix = 'p' ).
    writer->write_value( 'x < y' ).
    writer->close_element( ).
    writer->open_element( name = 'empty' ).
    writer->close_element( ).
    DATA(element) = writer->new_open_element( name = 'obj' ).
    element->set_attribute( name = 'k' value = 'v' ).
    writer->write_node( element ).
    DATA(value) = writer->new_value( ).
    value->set_value( 'text' ).
    writer->write_node( value ).
    writer->write_node( writer->new_close_element( ) ).
    writer->close_element( ).
    DATA(xml) = zcl_xml_user=>text_of( CAST cl_sxml_string_writer( writer )->get_output( ) ).
    cl_abap_unit_assert=>assert_equals( act = xml
      exp = '<p:root a="1 &amp; &quot;2&quot;" xmlns:p="urn:p"><p:child>x &lt; y</p:child><empty/><obj k="v">text</obj></p:root>' ).
    TRY.
        writer->write_attribute( name = 'late' value = 'x' ).
        cl_abap_unit_assert=>fail( 'no state error' ).
      CATCH cx_sxml_state_error.
    ENDTRY.`,
  namespace_declarations: `    DATA(writer) = cl_sxml_string_writer=>create( ).
    DATA(element) = writer->if_sxml_writer~new_open_element( name = 'A' nsuri = 'dnsuri' prefix = if_sxml_named=>co_use_default_xmlns ).
    element->set_attribute( name = 'a' value = '1' ).
    writer->if_sxml_writer~write_namespace_declaration( nsuri = 'nsuri_1' prefix = 'p1' ).
    writer->if_sxml_writer~write_node( element ).
    writer->if_sxml_writer~write_namespace_declaration( nsuri = 'nsuri_2' prefix = 'p2' ).
    writer->if_sxml_writer~write_node( writer->if_sxml_writer~new_open_element( name = 'B' nsuri = 'dnsuri' prefix = if_sxml_named=>co_use_default_xmlns ) ).
    writer->if_sxml_writer~write_node( writer->if_sxml_writer~new_close_element( ) ).
    writer->if_sxml_writer~open_element( name = 'C' nsuri = 'nsuri_1' prefix = 'p1' ).
    writer->if_sxml_writer~write_attribute( name = 'x' nsuri = 'urn:x' prefix = 'x' value = 'v' ).
    writer->if_sxml_writer~close_element( ).
    writer->if_sxml_writer~close_element( ).
    cl_abap_unit_assert=>assert_equals( act = zcl_xml_user=>text_of( writer->get_output( ) )
      exp = '<A a="1" xmlns:p1="nsuri_1" xmlns="dnsuri" xmlns:p2="nsuri_2"><B/><p1:C x:x="v" xmlns:x="urn:x"/></A>' ).
    DATA(reader) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( \`<r><v>text</v></r>\` ) ).
    reader->next_node( ).
    reader->next_node( ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_value ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'v' ).`,
  round_trip: `    DATA(source) = \`<r xmlns="urn:d" xmlns:q="urn:q"><q:e q:a="&lt;1&gt;">A &amp; B</q:e><f/><g>tab&#9;end</g></r>\`.
    DATA(reader) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( source ) ).
    DATA(writer) = cl_sxml_string_writer=>create( ).
    DO.
      DATA(node) = reader->read_next_node( ).
      IF node IS INITIAL.
        EXIT.
      ENDIF.
      writer->if_sxml_writer~write_node( node ).
    ENDDO.
    cl_abap_unit_assert=>assert_equals( act = zcl_xml_user=>text_of( writer->get_output( ) )
      exp = '<r xmlns="urn:d"><q:e q:a="&lt;1&gt;" xmlns:q="urn:q">A &amp; B</q:e><f/><g>tab' && cl_abap_char_utilities=>horizontal_tab && 'end</g></r>' ).`,
  parse_error: `    DATA(reader) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( \`<a><b>text</a>\` ) ).
    DATA error TYPE REF TO cx_sxml_parse_error.
    DATA(count) = 0.
    TRY.
        DO 10 TIMES.
          reader->next_node( ).
          count = count + 1.
        ENDDO.
      CATCH cx_sxml_parse_error INTO error.
    ENDTRY.
    cl_abap_unit_assert=>assert_bound( error ).
    cl_abap_unit_assert=>assert_equals( act = count exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = error->xml_offset exp = 10 ).
    cl_abap_unit_assert=>assert_equals( act = error->error_text exp = 'document not wellformed' ).
    cl_abap_unit_assert=>assert_equals( act = error->textid exp = cx_sxml_parse_error=>kernel_parser ).
    cl_abap_unit_assert=>assert_char_cp( act = error->get_text( ) exp = '*end tag ''a'' does not match begin tag ''b''*' ).
    TRY.
        cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( \`<a>\` ) )->read_next_node( ).
        cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( \`<a>\` ) )->next_node( ).
        DATA(unclosed) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( \`<a>\` ) ).
        unclosed->next_node( ).
        unclosed->next_node( ).
        cl_abap_unit_assert=>fail( 'no error at the end of the input' ).
      CATCH cx_sxml_parse_error INTO error.
        cl_abap_unit_assert=>assert_equals( act = error->error_text exp = '<EOF> reached' ).
    ENDTRY.
    TRY.
        cl_sxml_string_reader=>create( VALUE xstring( ) )->next_node( ).
        cl_abap_unit_assert=>fail( 'no error for empty input' ).
      CATCH cx_sxml_parse_error INTO error.
        cl_abap_unit_assert=>assert_equals( act = error->error_text exp = 'BOM / charset detection failed' ).
    ENDTRY.
    DATA sxml_error TYPE REF TO cx_sxml_error.
    TRY.
        cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( \`<a x=1/>\` ) )->next_node( ).
      CATCH cx_sxml_error INTO sxml_error.
    ENDTRY.
    cl_abap_unit_assert=>assert_bound( sxml_error ).`,
  options: `    DATA(reader) = cl_sxml_string_reader=>create( \`<a>  <b> x </b></a>\` ).
    reader->set_option( if_sxml_reader=>co_opt_keep_whitespace ).
    reader->next_node( ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->node_type exp = if_sxml_node=>co_nt_value ).
    DATA(writer) = cl_sxml_string_writer=>create( ).
    writer->if_sxml_writer~set_option( if_sxml_writer=>co_opt_indent ).
    writer->if_sxml_writer~open_element( 'a' ).
    writer->if_sxml_writer~open_element( 'b' ).
    writer->if_sxml_writer~write_value( 'x' ).
    writer->if_sxml_writer~close_element( ).
    writer->if_sxml_writer~close_element( ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_codepage=>convert_from( writer->get_output( ) ) exp = |<a>\\n  <b>x</b>\\n</a>| ).`,
  json: `    DATA(reader) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( \`{"name":"Ann \\"A\\"","tags":[true,null,1.50],"sub":{}}\` ) ).
    cl_abap_unit_assert=>assert_equals( act = reader->xml_type exp = if_sxml=>co_xt_json ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'object' ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->name exp = 'str' ).
    reader->next_attribute( ).
    cl_abap_unit_assert=>assert_equals( act = reader->value exp = 'name' ).
    reader->next_node( ).
    cl_abap_unit_assert=>assert_equals( act = reader->value exp = 'Ann "A"' ).
    reader = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( \`{"name":"Ann \\"A\\"","tags":[true,null,1.50],"sub":{}}\` ) ).
    DATA(writer) = cl_sxml_string_writer=>create( if_sxml=>co_xt_json ).
    DO.
      DATA(node) = reader->read_next_node( ).
      IF node IS INITIAL.
        EXIT.
      ENDIF.
      writer->if_sxml_writer~write_node( node ).
    ENDDO.
    cl_abap_unit_assert=>assert_equals( act = zcl_xml_user=>text_of( writer->get_output( ) )
      exp = '{"name":"Ann \\"A\\"","tags":[true,null,1.50],"sub":{}}' ).`,
});

const IXML_TESTS = testClass({
  parse_and_navigate: `    DATA(ixml) = cl_ixml=>create( ).
    DATA(factory) = ixml->create_stream_factory( ).
    DATA(document) = ixml->create_document( ).
    DATA(parser) = ixml->create_parser( stream_factory = factory document = document
      istream = factory->create_istream_xstring( cl_abap_codepage=>convert_to(
        |<?xml version="1.0" encoding="utf-8"?>\\n<workbook xmlns="urn:main" xmlns:r="urn:rel">\\n  <sheets>\\n| &&
        |    <sheet name="One &amp; Only" r:id="rId1"/>\\n    <sheet name="Two" r:id="rId2"/>\\n  </sheets>\\n| &&
        |  <!-- comment -->\\n  <note><![CDATA[a<b]]> and text</note>\\n</workbook>| ) ) ).
    cl_abap_unit_assert=>assert_equals( act = parser->parse( ) exp = 0 ).
    DATA(root) = document->get_root_element( ).
    cl_abap_unit_assert=>assert_equals( act = root->get_name( ) exp = 'workbook' ).
    cl_abap_unit_assert=>assert_equals( act = root->get_namespace_uri( ) exp = 'urn:main' ).
    DATA(sheets) = document->find_from_name_ns( name = 'sheets' uri = 'urn:main' ).
    cl_abap_unit_assert=>assert_equals( act = sheets->get_children( )->get_length( ) exp = 2 ).
    DATA(iterator) = document->get_elements_by_tag_name( name = 'sheet' )->create_iterator( ).
    DATA sheet TYPE REF TO if_ixml_element.
    sheet ?= iterator->get_next( ).
    cl_abap_unit_assert=>assert_equals( act = sheet->get_attribute( 'name' ) exp = 'One & Only' ).
    cl_abap_unit_assert=>assert_equals( act = sheet->get_attribute_ns( name = 'id' uri = 'urn:rel' ) exp = 'rId1' ).
    cl_abap_unit_assert=>assert_equals( act = sheet->get_attributes( )->get_length( ) exp = 2 ).
    sheet ?= iterator->get_next( ).
    cl_abap_unit_assert=>assert_equals( act = sheet->get_attribute( name = 'id' namespace = 'r' ) exp = 'rId2' ).
    cl_abap_unit_assert=>assert_not_bound( iterator->get_next( ) ).
    DATA(comment) = sheets->get_next( ).
    cl_abap_unit_assert=>assert_equals( act = comment->get_type( ) exp = if_ixml_node=>co_node_comment ).
    DATA(note) = CAST if_ixml_element( comment->get_next( ) ).
    cl_abap_unit_assert=>assert_equals( act = note->get_value( ) exp = 'a<b and text' ).
    cl_abap_unit_assert=>assert_equals( act = note->get_first_child( )->get_type( ) exp = if_ixml_node=>co_node_cdata_section ).
    cl_abap_unit_assert=>assert_equals( act = note->get_parent( )->get_name( ) exp = 'workbook' ).
    DATA(walk) = document->create_iterator( ).
    DATA names TYPE string.
    DATA(node) = walk->get_next( ).
    WHILE node IS BOUND.
      IF node->get_type( ) = if_ixml_node=>co_node_element.
        names = names && node->get_name( ) && ','.
      ENDIF.
      node = walk->get_next( ).
    ENDWHILE.
    cl_abap_unit_assert=>assert_equals( act = names exp = 'workbook,sheets,sheet,sheet,note,' ).
    DATA element TYPE REF TO if_ixml_element.
    TRY.
        element ?= comment.
        cl_abap_unit_assert=>fail( 'a comment is no element' ).
      CATCH cx_sy_move_cast_error.
    ENDTRY.`,
  modify_and_render: `    DATA(ixml) = cl_ixml=>create( ).
    DATA(factory) = ixml->create_stream_factory( ).
    DATA(document) = ixml->create_document( ).
    ixml->create_parser( stream_factory = factory document = document istream = factory->create_istream_string(
      |<workbook xmlns="urn:main" xmlns:r="urn:rel">\\n <sheets><sheet name="One" r:id="rId1"/><sheet name="Two"/></sheets>| &&
      |<!-- c --><note>old</note></workbook>| ) )->parse( ).
    DATA(root) = document->get_root_element( ).
    DATA(sheets) = root->find_from_name( 'sheets' ).
    DATA(second) = CAST if_ixml_element( sheets->get_last_child( ) ).
    second->set_attribute( name = 'name' value = 'Second <2>' ).
    DATA(third) = document->create_simple_element( name = 'sheet' parent = sheets ).
    third->set_attribute_ns( name = 'id' prefix = 'r' value = 'rId3' ).
    DATA(first) = sheets->get_first_child( ).
    sheets->insert_child( new_child = first->clone( ) ref_child = first ).
    CAST if_ixml_element( sheets->get_first_child( ) )->remove_attribute_ns( name = 'id' uri = 'urn:rel' ).
    root->remove_child( sheets->get_next( ) ).
    CAST if_ixml_element( root->find_from_name( 'note' ) )->set_value( 'x & y' ).
    DATA xml TYPE string.
    ixml->create_renderer( document = document ostream = factory->create_ostream_cstring( xml ) )->render( ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_codepage=>convert_to( substring( val = xml len = 1 ) ) exp = CONV xstring( 'EFBBBF' ) ).
    cl_abap_unit_assert=>assert_equals( act = substring( val = xml off = 1 ) exp = '<?xml version="1.0" encoding="utf-16"?><workbook xmlns="urn:main" xmlns:r="urn:rel">'
      && '<sheets><sheet name="One"/><sheet name="One" r:id="rId1"/><sheet name="Second &lt;2&gt;"/><sheet r:id="rId3"/></sheets>'
      && '<note>x &amp; y</note></workbook>' ).`,
  names_and_prefixes: `    DATA(ixml) = cl_ixml=>create( ).
    DATA(factory) = ixml->create_stream_factory( ).
    DATA(document) = ixml->create_document( ).
    ixml->create_parser( stream_factory = factory document = document istream = factory->create_istream_string(
      \`<A xmlns="nsuri" xmlns:p="nsuri2" p:attr="A1" attr="A2"><C>C1</C><B><p:C>C2</p:C><C>C3</C></B></A>\` ) )->parse( ).
    DATA(root) = document->get_root_element( ).
    cl_abap_unit_assert=>assert_equals( act = root->get_attribute( 'attr' ) exp = 'A2' ).
    cl_abap_unit_assert=>assert_equals( act = root->get_attribute( name = 'attr' namespace = 'p' ) exp = 'A1' ).
    cl_abap_unit_assert=>assert_equals( act = root->get_attribute_ns( name = 'attr' uri = 'nsuri2' ) exp = 'A1' ).
    cl_abap_unit_assert=>assert_initial( root->get_attribute( 'p:attr' ) ).
    cl_abap_unit_assert=>assert_initial( root->get_attribute( 'xmlns:p' ) ).
    DATA(b) = CAST if_ixml_element( root->get_last_child( ) ).
    cl_abap_unit_assert=>assert_equals( act = b->find_from_name( 'C' )->get_value( ) exp = 'C3' ).
    cl_abap_unit_assert=>assert_equals( act = b->find_from_name_ns( name = 'C' uri = 'nsuri2' )->get_value( ) exp = 'C2' ).
    cl_abap_unit_assert=>assert_equals( act = document->get_elements_by_tag_name( 'C' )->get_length( ) exp = 2 ).
    cl_abap_unit_assert=>assert_not_bound( root->find_from_name( depth = 1 name = 'C' namespace = 'p' ) ).
    root->remove_attribute_ns( 'attr' ).
    DATA xml TYPE string.
    document->set_declaration( abap_false ).
    ixml->create_renderer( document = document ostream = factory->create_ostream_cstring( xml ) )->render( ).
    cl_abap_unit_assert=>assert_equals( act = substring( val = xml off = 1 )
      exp = '<A p:attr="A1" xmlns="nsuri" xmlns:p="nsuri2"><C>C1</C><B><p:C>C2</p:C><C>C3</C></B></A>' ).`,
  build_and_pretty_print: `    DATA(ixml) = cl_ixml=>create( ).
    DATA(document) = ixml->create_document( ).
    DATA(root) = document->create_element_ns( name = 'root' prefix = 'p' uri = 'urn:p' ).
    document->append_child( root ).
    document->create_simple_element( name = 'item' parent = root value = 'v' ).
    root->append_child( document->create_element( 'empty' ) ).
    document->set_encoding( ixml->create_encoding( character_set = 'UTF-8' byte_order = if_ixml_encoding=>co_platform_endian ) ).
    DATA xml TYPE xstring.
    DATA(ostream) = ixml->create_stream_factory( )->create_ostream_xstring( xml ).
    ostream->set_pretty_print( abap_true ).
    ixml->create_renderer( document = document ostream = ostream )->render( ).
    cl_abap_unit_assert=>assert_equals( act = zcl_xml_user=>text_of( xml ) exp = |<?xml version="1.0" encoding="utf-8"?>\\n| &&
      |<p:root xmlns:p="urn:p">\\n <item>v</item>\\n <empty/>\\n</p:root>| ).
    cl_abap_unit_assert=>assert_equals( act = root->get_namespace_uri( ) exp = 'urn:p' ).
    cl_abap_unit_assert=>assert_equals( act = document->get_root_element( )->num_children( ) exp = 2 ).`,
  parse_error: `    DATA(ixml) = cl_ixml=>create( ).
    DATA(factory) = ixml->create_stream_factory( ).
    DATA(parser) = ixml->create_parser( stream_factory = factory document = ixml->create_document( )
      istream = factory->create_istream_string( |<a>\\n  <b></a>| ) ).
    cl_abap_unit_assert=>assert_differs( act = parser->parse( ) exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = parser->num_errors( ) exp = 1 ).
    DATA(error) = parser->get_error( 0 ).
    cl_abap_unit_assert=>assert_equals( act = error->get_reason( ) exp = \`end tag 'a' does not match begin tag 'b'\` ).
    cl_abap_unit_assert=>assert_equals( act = error->get_line( ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = error->get_column( ) exp = 6 ).`,
  cloud_core: `    DATA(ixml) = cl_ixml_core=>create( ).
    DATA(factory) = ixml->create_stream_factory( ).
    DATA(document) = ixml->create_document( ).
    DATA(parser) = ixml->create_parser( document = document stream_factory = factory
      istream = factory->create_istream_xstring( cl_abap_codepage=>convert_to( \`<a><b>1</b></a>\` ) ) ).
    cl_abap_unit_assert=>assert_equals( act = parser->parse( ) exp = 0 ).
    document->find_from_name( 'b' )->set_value( '2' ).
    DATA xml TYPE xstring.
    ixml->create_renderer( document = document ostream = factory->create_ostream_xstring( xml ) )->render( ).
    cl_abap_unit_assert=>assert_equals( act = zcl_xml_user=>text_of( xml ) exp = '<?xml version="1.0"?><a><b>2</b></a>' ).`,
  table_streams_and_layout: `    DATA(ixml) = cl_ixml=>create( ).
    DATA(document) = ixml->create_document( ).
    DATA(factory) = ixml->create_stream_factory( ).
    DATA lines TYPE string_table.
    APPEND |<?xml version="1.0" encoding="utf-8"?><abapGit version="v1.0.0" serializer="LCL_OBJECT_CLAS">| TO lines.
    APPEND |<asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0"><asx:values><VSEOCLASS><CLSNAME>ZCL_X</CLSNAME></VSEOCLASS></asx:values></asx:abap></abapGit>| TO lines.
    DATA(parser) = ixml->create_parser( stream_factory = factory istream = factory->create_istream_itable( table = lines ) document = document ).
    parser->add_strip_space_element( ).
    cl_abap_unit_assert=>assert_equals( act = parser->parse( ) exp = 0 ).
    DATA(element) = document->find_from_name_ns( depth = 0 name = 'abapGit' ).
    DATA(version) = element->if_ixml_node~get_attributes( )->get_named_item_ns( 'version' ).
    cl_abap_unit_assert=>assert_equals( act = version->get_value( ) exp = 'v1.0.0' ).
    DATA(values) = document->find_from_name( depth = 0 name = 'values' namespace = 'asx' ).
    cl_abap_unit_assert=>assert_bound( values ).
    DATA(clsname) = document->find_from_name( 'CLSNAME' ).
    cl_abap_unit_assert=>assert_equals( act = clsname->get_value( ) exp = 'ZCL_X' ).
    DATA(node) = values->get_first_child( ).
    DATA(copy) = node->clone( ).
    cl_abap_unit_assert=>assert_equals( act = copy->get_name( ) exp = 'VSEOCLASS' ).
    DATA out TYPE string.
    DATA(ostream) = factory->create_ostream_cstring( out ).
    DATA(renderer) = ixml->create_renderer( ostream = ostream document = document ).
    renderer->set_normalizing( ).
    renderer->render( ).
    cl_abap_unit_assert=>assert_equals( act = substring( val = out off = 1 ) exp = |<?xml version="1.0" encoding="utf-16"?>\\n<abapGit version="v1.0.0" serializer="LCL_OBJECT_CLAS">\\n| &&
      | <asx:abap version="1.0" xmlns:asx="http://www.sap.com/abapxml">\\n  <asx:values>\\n   <VSEOCLASS>\\n    <CLSNAME>ZCL_X</CLSNAME>\\n   </VSEOCLASS>\\n  </asx:values>\\n </asx:abap>\\n</abapGit>| ).
    TYPES x255 TYPE x LENGTH 255.
    DATA xlines TYPE STANDARD TABLE OF x255 WITH EMPTY KEY.
    DATA(xstream) = factory->create_ostream_itable( xlines ).
    document->render( xstream ).
    cl_abap_unit_assert=>assert_equals( act = lines( xlines ) exp = 1 ).`,
}, 'ltcl_ixml');

describe('sXML on the runtime', () => {
  it('reads tokens and node objects, skips, writes, round-trips, reports parse errors, and reads and writes JSON', async () => {
    const result = await runKernelTests({ 'zcl_xml_user.clas.abap': CARRIER, 'zcl_xml_user.clas.testclasses.abap': SXML_TESTS });
    expect(result.output, summary(result.output)).toContain('running ltcl->json');
    expect(result.ok, summary(result.output)).toBe(true);
  }, 120_000);
});

describe('iXML on the runtime', () => {
  it('parses, navigates, modifies, builds and renders documents, and reports parse errors', async () => {
    const result = await runKernelTests({ 'zcl_xml_user.clas.abap': CARRIER, 'zcl_xml_user.clas.testclasses.abap': IXML_TESTS });
    expect(result.output, summary(result.output)).toContain('running ltcl_ixml->cloud_core');
    expect(result.ok, summary(result.output)).toBe(true);
  }, 120_000);
});

describe('XML in the work processes of the embedded system', () => {
  it('runs tests of a class that renders with iXML and reads with sXML', async () => {
    const { rmSync } = await import('node:fs');
    const { openDemoSystemAt } = await import('../../support/demo-template.js');
    const { openExecution } = await import('../../../src/system/execution/index.js');
    const { tempDir } = await import('../../support/service.js');
    const { addExecutionFixtures, classObject } = await import('../execution/fixtures.js');
    const user = classObject(
      'ZCL_XML_USER',
      `CLASS zcl_xml_user DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    "! The document with its whitespace between markup dropped, rendered again.
    CLASS-METHODS normalized IMPORTING xml TYPE string RETURNING VALUE(result) TYPE string.
    "! The text of all elements named NAME, read with sXML.
    CLASS-METHODS texts_of IMPORTING xml TYPE string name TYPE string RETURNING VALUE(result) TYPE string_table.
ENDCLASS.
CLASS zcl_xml_user IMPLEMENTATION.
  METHOD normalized.
    DATA(ixml) = cl_ixml=>create( ).
    DATA(factory) = ixml->create_stream_factory( ).
    DATA(document) = ixml->create_document( ).
    ixml->create_parser( stream_factory = factory istream = factory->create_istream_string( xml ) document = document )->parse( ).
    document->set_declaration( abap_false ).
    ixml->create_renderer( ostream = factory->create_ostream_cstring( result ) document = document )->render( ).
    \" character-like output starts with the byte order mark
    result = substring( val = result off = 1 ).
  ENDMETHOD.
  METHOD texts_of.
    DATA(reader) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( xml ) ).
    DATA(inside) = abap_false.
    DO.
      reader->next_node( ).
      CASE reader->node_type.
        WHEN if_sxml_node=>co_nt_final.
          RETURN.
        WHEN if_sxml_node=>co_nt_element_open.
          inside = xsdbool( reader->name = name ).
        WHEN if_sxml_node=>co_nt_value.
          IF inside = abap_true.
            APPEND reader->value TO result.
          ENDIF.
        WHEN OTHERS.
          inside = abap_false.
      ENDCASE.
    ENDDO.
  ENDMETHOD.
ENDCLASS.
`,
    );
    user.sources['testclasses'] = testClass({
      ixml: `    cl_abap_unit_assert=>assert_equals( act = zcl_xml_user=>normalized( |<a x="1">\\n  <b>t &amp; u</b>\\n</a>| ) exp = '<a x="1"><b>t &amp; u</b></a>' ).`,
      sxml: `    cl_abap_unit_assert=>assert_equals( act = zcl_xml_user=>texts_of( xml = '<l><i>1</i><j>2</j><i>3</i></l>' name = 'i' ) exp = VALUE string_table( ( \`1\` ) ( \`3\` ) ) ).`,
    });
    const dataDir = tempDir('abapdeck-kernel-');
    const system = openDemoSystemAt(dataDir);
    const execution = openExecution(system, { poolSize: 1, maxRuntimeMillis: 5000, memoryLimitMb: 256 });
    try {
      addExecutionFixtures(system, [user]);
      await execution.ready();
      const result = await execution.unitTests(['zcl_xml_user.clas.testclasses.abap'], { user: 'DEVELOPER', client: '100' });
      expect(result).toMatchObject({ success: 'X', test_count: 2, passed_count: 2, failed_count: 0 });
    } finally {
      await execution.close();
      system.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
