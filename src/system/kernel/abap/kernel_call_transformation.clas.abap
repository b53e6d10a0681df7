"! CALL TRANSFORMATION: the transpiled statement calls CALL with {name, sourceXML, resultXML, options, source,
"! result}. The embedded kernel runs the identity transformation ID from XML to XML (a string, in UTF-16 with
"! its byte order mark, or an xstring in UTF-8): the source is parsed and written again, with the XML
"! declaration that the option XML_HEADER asks for ('no', 'without_encoding', 'full', the default). Any other
"! transformation or direction raises CX_XSLT_RUNTIME_ERROR naming what is not supported.
CLASS kernel_call_transformation DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS call
      IMPORTING
        name TYPE string OPTIONAL
      RAISING
        cx_transformation_error.

  PRIVATE SECTION.
    "! The identity transformation writes the attributes of each element in the order of their names, then
    "! the element's namespace declarations as they were.
    CLASS-METHODS sort_attributes
      IMPORTING
        node TYPE REF TO kernel_ixml_node.

ENDCLASS.



CLASS kernel_call_transformation IMPLEMENTATION.

  METHOD call.
    DATA source_kind TYPE c LENGTH 1.
    DATA result_kind TYPE c LENGTH 1.
    DATA header TYPE string.
    DATA text TYPE string.
    DATA binary TYPE xstring.
    DATA output TYPE string.
    DATA body TYPE string.
    " the kinds of XML source and result: S a character string, X an xstring, D ABAP data (SOURCE/RESULT a = b)
    WRITE '@KERNEL const T = abap.types; const deref = (v) => { while (v instanceof T.FieldSymbol) v = v.getPointer(); return v; };'.
    WRITE '@KERNEL const kind = (v) => { v = deref(v); return v === undefined ? "" : v instanceof T.XString ? "X" : v instanceof T.String || v instanceof T.Character ? "S" : "?"; };'.
    WRITE '@KERNEL source_kind.set(INPUT.source !== undefined ? "D" : kind(INPUT.sourceXML)); result_kind.set(INPUT.result !== undefined ? "D" : kind(INPUT.resultXML));'.
    WRITE '@KERNEL for (const [key, value] of Object.entries(INPUT.options ?? {})) if (key.toLowerCase() === "xml_header") header.set(typeof value === "string" ? value : value.get());'.
    IF to_upper( name ) <> 'ID' OR source_kind NA 'SX' OR result_kind NA 'SX'.
      RAISE EXCEPTION TYPE cx_xslt_runtime_error
        EXPORTING
          rt_error_text = |CALL TRANSFORMATION { to_upper( name ) } from { COND #( WHEN source_kind CA 'SX' THEN `XML` ELSE `ABAP data` ) } | &&
                          |to { COND #( WHEN result_kind CA 'SX' THEN `XML` ELSE `ABAP data` ) } is not supported by the embedded kernel|.
    ENDIF.
    IF source_kind = 'X'.
      WRITE '@KERNEL binary.set(deref(INPUT.sourceXML).get());'.
      text = cl_abap_codepage=>convert_from( binary ).
    ELSE.
      WRITE '@KERNEL text.set(deref(INPUT.sourceXML).get());'.
    ENDIF.
    WRITE '@KERNEL if (text.get().startsWith("\uFEFF")) text.set(text.get().substring(1));'.
    DATA(ixml) = cl_ixml=>create( ).
    DATA(factory) = ixml->create_stream_factory( ).
    DATA(document) = ixml->create_document( ).
    DATA(parser) = ixml->create_parser( stream_factory = factory
                                        istream        = factory->create_istream_string( text )
                                        document       = document ).
    IF parser->parse( ) <> 0.
      DATA(error) = parser->get_error( 0 ).
      RAISE EXCEPTION TYPE cx_xslt_format_error
        EXPORTING
          rt_error_text = COND #( WHEN error IS BOUND THEN error->get_reason( ) ELSE `The source is not well-formed XML` ).
    ENDIF.
    sort_attributes( CAST kernel_ixml_node( document ) ).
    CAST kernel_ixml_document( document )->serialize( EXPORTING pretty = abap_false CHANGING output = body ).
    CASE to_lower( header ).
      WHEN 'no'.
        output = body.
      WHEN 'without_encoding'.
        output = `<?xml version="1.0"?>` && body.
      WHEN OTHERS.
        output = |<?xml version="1.0" encoding="{ COND #( WHEN result_kind = 'X' THEN `utf-8` ELSE `utf-16` ) }"?>| && body.
    ENDCASE.
    IF result_kind = 'X'.
      binary = cl_abap_codepage=>convert_to( output ).
      WRITE '@KERNEL deref(INPUT.resultXML).set(binary.get());'.
    ELSE.
      WRITE '@KERNEL deref(INPUT.resultXML).set("\uFEFF" + output.get());'.
    ENDIF.
  ENDMETHOD.

  METHOD sort_attributes.
    TYPES: BEGIN OF ty_named,
             name TYPE string,
             node TYPE REF TO kernel_ixml_node,
           END OF ty_named.
    DATA named TYPE STANDARD TABLE OF ty_named WITH EMPTY KEY.
    DATA declarations TYPE kernel_ixml_node=>nodes.
    DATA attribute TYPE REF TO kernel_ixml_node.
    DATA child TYPE REF TO kernel_ixml_node.
    IF lines( node->attributes ) > 1.
      LOOP AT node->attributes INTO attribute.
        IF attribute->prefix = `xmlns` OR ( attribute->prefix IS INITIAL AND attribute->name = `xmlns` ).
          APPEND attribute TO declarations.
        ELSE.
          APPEND VALUE #( name = attribute->qualified_name( ) node = attribute ) TO named.
        ENDIF.
      ENDLOOP.
      SORT named BY name.
      CLEAR node->attributes.
      LOOP AT named INTO DATA(entry).
        APPEND entry-node TO node->attributes.
      ENDLOOP.
      APPEND LINES OF declarations TO node->attributes.
      LOOP AT node->attributes INTO attribute.
        attribute->position = sy-tabix.
      ENDLOOP.
    ENDIF.
    LOOP AT node->children INTO child.
      IF child->node_type = if_ixml_node=>co_node_element.
        sort_attributes( child ).
      ENDIF.
    ENDLOOP.
  ENDMETHOD.

ENDCLASS.
