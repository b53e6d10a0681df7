"! iXML: a node of a DOM tree. Its state is public for the kernel's list, iterator, parser and renderer classes;
"! programs see IF_IXML_NODE and the interfaces of the subclasses (element, attribute, text, ...).
CLASS kernel_ixml_node DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_node.

    TYPES nodes TYPE STANDARD TABLE OF REF TO kernel_ixml_node WITH EMPTY KEY.

    DATA node_type TYPE i.
    "! Local name (elements, attributes), target (processing instructions).
    DATA name TYPE string.
    DATA prefix TYPE string.
    "! The namespace URI given or parsed; when empty, the declarations in scope decide.
    DATA uri TYPE string.
    "! Text, CDATA, comment or attribute value.
    DATA value TYPE string.
    "! The parent node; for an attribute its element.
    DATA parent TYPE REF TO kernel_ixml_node.
    DATA children TYPE nodes.
    DATA attributes TYPE nodes.
    DATA document TYPE REF TO kernel_ixml_node.
    "! Where the node was last seen among its siblings, so that walking siblings needs no search.
    DATA position TYPE i.

    "! A new node of the class for NODE_TYPE; a name with a colon is split into prefix and local name.
    CLASS-METHODS create
      IMPORTING
        node_type   TYPE i
        name        TYPE string OPTIONAL
        prefix      TYPE string OPTIONAL
        uri         TYPE string OPTIONAL
        value       TYPE string OPTIONAL
        document    TYPE REF TO kernel_ixml_node OPTIONAL
      RETURNING
        VALUE(node) TYPE REF TO kernel_ixml_node.
    CLASS-METHODS of
      IMPORTING
        node          TYPE REF TO if_ixml_node
      RETURNING
        VALUE(result) TYPE REF TO kernel_ixml_node.
    CLASS-METHODS split_name
      IMPORTING
        qualified TYPE string
      EXPORTING
        prefix    TYPE string
        name      TYPE string.

    METHODS qualified_name RETURNING VALUE(result) TYPE string.
    METHODS index_in_parent RETURNING VALUE(index) TYPE i.
    "! Makes CHILD the child before position BEFORE (0: the last child), taking it from where it was.
    METHODS adopt
      IMPORTING
        child  TYPE REF TO kernel_ixml_node
        before TYPE i DEFAULT 0.
    "! Makes ATTRIBUTE an attribute of this element, replacing one of the same prefix and name.
    METHODS put_attribute
      IMPORTING
        attribute       TYPE REF TO kernel_ixml_node
      RETURNING
        VALUE(replaced) TYPE REF TO kernel_ixml_node.
    METHODS detach.
    "! The attribute of this element with local name NAME and prefix QUALIFIER or, with BY_URI, namespace URI
    "! QUALIFIER; both compared exactly, as iXML does. Namespace declarations are not found this way.
    METHODS attribute_node
      IMPORTING
        name          TYPE string
        qualifier     TYPE string
        by_uri        TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(result) TYPE REF TO kernel_ixml_node.
    "! A namespace declaration (xmlns:p or xmlns) kept as an attribute.
    METHODS is_declaration RETURNING VALUE(result) TYPE abap_bool.
    "! The elements below this node (DEPTH levels, 0: all) with local name NAME ('*': any) and prefix QUALIFIER
    "! or, with BY_URI, namespace URI QUALIFIER; compared exactly, so an empty qualifier means none.
    METHODS collect
      IMPORTING
        name      TYPE string
        qualifier TYPE string
        by_uri    TYPE abap_bool
        depth     TYPE i
        first     TYPE abap_bool
      CHANGING
        found     TYPE nodes.
    METHODS namespace_uri RETURNING VALUE(result) TYPE string.
    "! The URI bound to PREFIX by the namespace declarations of this element and its ancestors.
    METHODS declared_uri
      IMPORTING
        prefix        TYPE string
      RETURNING
        VALUE(result) TYPE string.
    METHODS text_content RETURNING VALUE(text) TYPE string.
    METHODS serialize
      IMPORTING
        pretty TYPE abap_bool
        level  TYPE i DEFAULT 0
      CHANGING
        output TYPE string.
    METHODS copy
      IMPORTING
        depth         TYPE i
      RETURNING
        VALUE(result) TYPE REF TO kernel_ixml_node.

  PRIVATE SECTION.
    METHODS declaration
      IMPORTING
        prefix        TYPE string
        uri           TYPE string
      RETURNING
        VALUE(result) TYPE string.

ENDCLASS.



CLASS kernel_ixml_node IMPLEMENTATION.

  METHOD create.
    " the subclasses are created by name, so that this class does not depend on them
    CASE node_type.
      WHEN if_ixml_node=>co_node_element.
        CREATE OBJECT node TYPE ('KERNEL_IXML_ELEMENT').
      WHEN if_ixml_node=>co_node_attribute.
        CREATE OBJECT node TYPE ('KERNEL_IXML_ATTRIBUTE').
      WHEN if_ixml_node=>co_node_text.
        CREATE OBJECT node TYPE ('KERNEL_IXML_TEXT').
      WHEN if_ixml_node=>co_node_document.
        CREATE OBJECT node TYPE ('KERNEL_IXML_DOCUMENT').
      WHEN if_ixml_node=>co_node_cdata_section.
        CREATE OBJECT node TYPE ('KERNEL_IXML_CDATA_SECTION').
      WHEN if_ixml_node=>co_node_comment.
        CREATE OBJECT node TYPE ('KERNEL_IXML_COMMENT').
      WHEN OTHERS.
        node = NEW #( ).
    ENDCASE.
    node->node_type = node_type.
    IF prefix IS INITIAL AND name CS ':'.
      split_name( EXPORTING qualified = name IMPORTING prefix = node->prefix name = node->name ).
    ELSE.
      node->name = name.
      node->prefix = prefix.
    ENDIF.
    node->uri = uri.
    node->value = value.
    node->document = COND #( WHEN node_type = if_ixml_node=>co_node_document THEN node ELSE document ).
  ENDMETHOD.

  METHOD of.
    result ?= node.
  ENDMETHOD.

  METHOD split_name.
    IF qualified CS ':'.
      SPLIT qualified AT ':' INTO prefix name.
    ELSE.
      CLEAR prefix.
      name = qualified.
    ENDIF.
  ENDMETHOD.

  METHOD qualified_name.
    result = COND #( WHEN prefix IS INITIAL THEN name ELSE prefix && `:` && name ).
  ENDMETHOD.

  METHOD index_in_parent.
    FIELD-SYMBOLS <siblings> TYPE nodes.
    IF parent IS NOT BOUND.
      RETURN.
    ENDIF.
    IF node_type = if_ixml_node=>co_node_attribute.
      ASSIGN parent->attributes TO <siblings>.
    ELSE.
      ASSIGN parent->children TO <siblings>.
    ENDIF.
    IF position BETWEEN 1 AND lines( <siblings> ).
      IF <siblings>[ position ] = me.
        index = position.
        RETURN.
      ENDIF.
    ENDIF.
    READ TABLE <siblings> WITH KEY table_line = me TRANSPORTING NO FIELDS.
    IF sy-subrc = 0.
      index = sy-tabix.
      position = index.
    ENDIF.
  ENDMETHOD.

  METHOD adopt.
    IF child->parent IS BOUND.
      child->detach( ).
    ENDIF.
    child->parent = me.
    child->document = document.
    IF before BETWEEN 1 AND lines( children ).
      INSERT child INTO children INDEX before.
      child->position = before.
    ELSE.
      APPEND child TO children.
      child->position = lines( children ).
    ENDIF.
  ENDMETHOD.

  METHOD put_attribute.
    LOOP AT attributes INTO DATA(existing).
      IF existing->name = attribute->name AND existing->prefix = attribute->prefix AND existing <> attribute.
        replaced = existing.
        EXIT.
      ENDIF.
    ENDLOOP.
    attribute->detach( ).
    IF replaced IS BOUND.
      DATA(index) = replaced->index_in_parent( ).
      CLEAR replaced->parent.
      attributes[ index ] = attribute.
      attribute->position = index.
    ELSE.
      APPEND attribute TO attributes.
      attribute->position = lines( attributes ).
    ENDIF.
    attribute->parent = me.
    attribute->document = document.
  ENDMETHOD.

  METHOD detach.
    DATA(index) = index_in_parent( ).
    IF index = 0.
      CLEAR parent.
      RETURN.
    ENDIF.
    IF node_type = if_ixml_node=>co_node_attribute.
      DELETE parent->attributes INDEX index.
    ELSE.
      DELETE parent->children INDEX index.
    ENDIF.
    CLEAR parent.
  ENDMETHOD.

  METHOD attribute_node.
    LOOP AT attributes INTO DATA(attribute).
      IF attribute->name = name AND attribute->is_declaration( ) = abap_false
          AND ( by_uri = abap_true AND attribute->namespace_uri( ) = qualifier
                OR by_uri = abap_false AND attribute->prefix = qualifier ).
        result = attribute.
        RETURN.
      ENDIF.
    ENDLOOP.
  ENDMETHOD.

  METHOD is_declaration.
    result = xsdbool( node_type = if_ixml_node=>co_node_attribute
                      AND ( prefix = `xmlns` OR prefix IS INITIAL AND name = `xmlns` ) ).
  ENDMETHOD.

  METHOD collect.
    LOOP AT children INTO DATA(child).
      IF child->node_type <> if_ixml_node=>co_node_element.
        CONTINUE.
      ENDIF.
      IF ( name = `*` OR child->name = name )
          AND ( by_uri = abap_true AND child->namespace_uri( ) = qualifier
                OR by_uri = abap_false AND child->prefix = qualifier ).
        APPEND child TO found.
        IF first = abap_true.
          RETURN.
        ENDIF.
      ENDIF.
      IF depth <> 1 AND child->children IS NOT INITIAL.
        child->collect( EXPORTING name = name qualifier = qualifier by_uri = by_uri depth = COND #( WHEN depth = 0 THEN 0 ELSE depth - 1 )
                                  first = first
                        CHANGING found = found ).
        IF first = abap_true AND found IS NOT INITIAL.
          RETURN.
        ENDIF.
      ENDIF.
    ENDLOOP.
  ENDMETHOD.

  METHOD namespace_uri.
    IF uri IS NOT INITIAL.
      result = uri.
    ELSEIF node_type = if_ixml_node=>co_node_element.
      result = declared_uri( prefix ).
    ELSEIF node_type = if_ixml_node=>co_node_attribute AND prefix = `xmlns`.
      result = `http://www.w3.org/2000/xmlns/`.
    ELSEIF node_type = if_ixml_node=>co_node_attribute AND prefix IS NOT INITIAL AND parent IS BOUND.
      result = parent->declared_uri( prefix ).
    ENDIF.
  ENDMETHOD.

  METHOD declared_uri.
    IF prefix = `xml`.
      result = `http://www.w3.org/XML/1998/namespace`.
      RETURN.
    ENDIF.
    DATA(node) = me.
    WHILE node IS BOUND AND node->node_type = if_ixml_node=>co_node_element.
      LOOP AT node->attributes INTO DATA(attribute).
        IF prefix IS INITIAL AND attribute->prefix IS INITIAL AND attribute->name = `xmlns`
            OR prefix IS NOT INITIAL AND attribute->prefix = `xmlns` AND attribute->name = prefix.
          result = attribute->value.
          RETURN.
        ENDIF.
      ENDLOOP.
      IF node <> me AND node->uri IS NOT INITIAL AND node->prefix = prefix.
        result = node->uri.
        RETURN.
      ENDIF.
      node = node->parent.
    ENDWHILE.
  ENDMETHOD.

  METHOD text_content.
    CASE node_type.
      WHEN if_ixml_node=>co_node_element OR if_ixml_node=>co_node_document.
        LOOP AT children INTO DATA(child).
          IF child->node_type <> if_ixml_node=>co_node_comment.
            text = text && child->text_content( ).
          ENDIF.
        ENDLOOP.
      WHEN OTHERS.
        text = value.
    ENDCASE.
  ENDMETHOD.

  METHOD declaration.
    result = ` xmlns` && COND string( WHEN prefix IS NOT INITIAL THEN `:` && prefix ) && `="`
      && kernel_sxml_markup=>escape( text = uri attribute = abap_true ) && `"`.
  ENDMETHOD.

  METHOD serialize.
    CASE node_type.
      WHEN if_ixml_node=>co_node_document.
        LOOP AT children INTO DATA(top).
          IF pretty = abap_true AND output IS NOT INITIAL.
            output = output && cl_abap_char_utilities=>newline.
          ENDIF.
          top->serialize( EXPORTING pretty = pretty level = 0 CHANGING output = output ).
        ENDLOOP.
      WHEN if_ixml_node=>co_node_element.
        DATA(tag) = qualified_name( ).
        output = output && `<` && tag.
        LOOP AT attributes INTO DATA(attribute).
          output = output && ` ` && attribute->qualified_name( ) && `="`
            && kernel_sxml_markup=>escape( text = attribute->value attribute = abap_true ) && `"`.
        ENDLOOP.
        " a namespace given by URI and not declared in scope is declared here
        IF uri IS NOT INITIAL AND declared_uri( prefix ) <> uri.
          output = output && declaration( prefix = prefix uri = uri ).
        ENDIF.
        LOOP AT attributes INTO attribute.
          IF attribute->uri IS NOT INITIAL AND attribute->prefix IS NOT INITIAL AND attribute->is_declaration( ) = abap_false
              AND attribute->prefix <> prefix AND attribute->prefix <> `xml` AND declared_uri( attribute->prefix ) <> attribute->uri.
            output = output && declaration( prefix = attribute->prefix uri = attribute->uri ).
          ENDIF.
        ENDLOOP.
        IF children IS INITIAL.
          output = output && `/>`.
          RETURN.
        ENDIF.
        output = output && `>`.
        DATA(element_only) = pretty.
        LOOP AT children INTO DATA(child).
          IF child->node_type = if_ixml_node=>co_node_text OR child->node_type = if_ixml_node=>co_node_cdata_section.
            element_only = abap_false.
            EXIT.
          ENDIF.
        ENDLOOP.
        LOOP AT children INTO child.
          IF element_only = abap_true.
            output = output && cl_abap_char_utilities=>newline && repeat( val = ` ` occ = level + 1 ).
          ENDIF.
          child->serialize( EXPORTING pretty = pretty level = level + 1 CHANGING output = output ).
        ENDLOOP.
        IF element_only = abap_true.
          output = output && cl_abap_char_utilities=>newline && repeat( val = ` ` occ = level ).
        ENDIF.
        output = output && `</` && tag && `>`.
      WHEN if_ixml_node=>co_node_text.
        output = output && kernel_sxml_markup=>escape( value ).
      WHEN if_ixml_node=>co_node_cdata_section.
        output = output && `<![CDATA[` && value && `]]>`.
      WHEN if_ixml_node=>co_node_comment.
        output = output && `<!--` && value && `-->`.
      WHEN if_ixml_node=>co_node_attribute.
        output = output && qualified_name( ) && `="` && kernel_sxml_markup=>escape( text = value attribute = abap_true ) && `"`.
    ENDCASE.
  ENDMETHOD.

  METHOD copy.
    result = create( node_type = node_type name = name prefix = prefix uri = uri value = value document = document ).
    IF node_type = if_ixml_node=>co_node_document.
      result->document = result.
    ENDIF.
    LOOP AT attributes INTO DATA(attribute).
      result->put_attribute( attribute->copy( -1 ) ).
    ENDLOOP.
    IF depth <> 0.
      LOOP AT children INTO DATA(child).
        result->adopt( child->copy( COND #( WHEN depth < 0 THEN -1 ELSE depth - 1 ) ) ).
      ENDLOOP.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_node~append_child.
    IF new_child IS NOT BOUND.
      rval = 1.
      RETURN.
    ENDIF.
    DATA(child) = of( new_child ).
    IF child->node_type = if_ixml_node=>co_node_attribute.
      put_attribute( child ).
    ELSE.
      adopt( child ).
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_node~insert_child.
    IF new_child IS NOT BOUND.
      rval = 1.
      RETURN.
    ENDIF.
    DATA(child) = of( new_child ).
    IF ref_child IS NOT BOUND.
      adopt( child ).
      RETURN.
    ENDIF.
    DATA(reference) = of( ref_child ).
    IF reference->parent <> me.
      rval = 1.
      RETURN.
    ENDIF.
    IF child = reference.
      RETURN.
    ENDIF.
    child->detach( ).
    adopt( child = child before = reference->index_in_parent( ) ).
  ENDMETHOD.

  METHOD if_ixml_node~remove_child.
    IF old_child IS NOT BOUND.
      rval = 1.
      RETURN.
    ENDIF.
    DATA(child) = of( old_child ).
    IF child->parent <> me.
      rval = 1.
      RETURN.
    ENDIF.
    child->detach( ).
  ENDMETHOD.

  METHOD if_ixml_node~replace_child.
    IF new_child IS NOT BOUND OR old_child IS NOT BOUND.
      rval = 1.
      RETURN.
    ENDIF.
    DATA(old) = of( old_child ).
    IF old->parent <> me.
      rval = 1.
      RETURN.
    ENDIF.
    DATA(child) = of( new_child ).
    IF child = old.
      RETURN.
    ENDIF.
    child->detach( ).
    DATA(index) = old->index_in_parent( ).
    old->detach( ).
    adopt( child = child before = index ).
  ENDMETHOD.

  METHOD if_ixml_node~remove_node.
    detach( ).
  ENDMETHOD.

  METHOD if_ixml_node~clone.
    rval = copy( depth ).
  ENDMETHOD.

  METHOD if_ixml_node~create_iterator.
    rval = NEW kernel_ixml_node_iterator( root = me depth = depth ).
  ENDMETHOD.

  METHOD if_ixml_node~create_filter_and.
    rval = NEW kernel_ixml_node_filter( kind = kernel_ixml_node_filter=>kinds-and filter1 = filter1 filter2 = filter2 ).
  ENDMETHOD.

  METHOD if_ixml_node~create_filter_attribute.
    rval = NEW kernel_ixml_node_filter( kind = kernel_ixml_node_filter=>kinds-attribute name = name
      value = value has_value = xsdbool( value IS SUPPLIED ) ).
  ENDMETHOD.

  METHOD if_ixml_node~create_filter_attribute_ns.
    rval = NEW kernel_ixml_node_filter( kind = kernel_ixml_node_filter=>kinds-attribute name = name namespace = namespace
      value = value has_value = xsdbool( value IS SUPPLIED ) ).
  ENDMETHOD.

  METHOD if_ixml_node~create_filter_name.
    rval = NEW kernel_ixml_node_filter( kind = kernel_ixml_node_filter=>kinds-name name = name namespace = namespace ).
  ENDMETHOD.

  METHOD if_ixml_node~create_filter_name_ns.
    rval = NEW kernel_ixml_node_filter( kind = kernel_ixml_node_filter=>kinds-name name = name namespace = uri ).
  ENDMETHOD.

  METHOD if_ixml_node~create_filter_node_type.
    rval = NEW kernel_ixml_node_filter( kind = kernel_ixml_node_filter=>kinds-node_type node_types = node_types ).
  ENDMETHOD.

  METHOD if_ixml_node~create_filter_not.
    rval = NEW kernel_ixml_node_filter( kind = kernel_ixml_node_filter=>kinds-not filter1 = filter ).
  ENDMETHOD.

  METHOD if_ixml_node~create_filter_or.
    rval = NEW kernel_ixml_node_filter( kind = kernel_ixml_node_filter=>kinds-or filter1 = filter1 filter2 = filter2 ).
  ENDMETHOD.

  METHOD if_ixml_node~create_iterator_filtered.
    rval = NEW kernel_ixml_node_iterator( root = me depth = depth filter = filter ).
  ENDMETHOD.

  METHOD if_ixml_node~get_attributes.
    IF node_type = if_ixml_node=>co_node_element.
      rval = NEW kernel_ixml_named_node_map( me ).
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_node~get_children.
    rval = NEW kernel_ixml_node_list( owner = me ).
  ENDMETHOD.

  METHOD if_ixml_node~get_depth.
    DATA(node) = parent.
    WHILE node IS BOUND AND node->node_type <> if_ixml_node=>co_node_document.
      rval = rval + 1.
      node = node->parent.
    ENDWHILE.
  ENDMETHOD.

  METHOD if_ixml_node~get_height.
    LOOP AT children INTO DATA(child).
      rval = nmax( val1 = rval val2 = child->if_ixml_node~get_height( ) + 1 ).
    ENDLOOP.
  ENDMETHOD.

  METHOD if_ixml_node~get_first_child.
    IF children IS NOT INITIAL.
      DATA(child) = children[ 1 ].
      child->position = 1.
      rval = child.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_node~get_last_child.
    IF children IS NOT INITIAL.
      DATA(child) = children[ lines( children ) ].
      child->position = lines( children ).
      rval = child.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_node~get_next.
    IF parent IS NOT BOUND OR node_type = if_ixml_node=>co_node_attribute.
      RETURN.
    ENDIF.
    DATA(index) = index_in_parent( ) + 1.
    IF index BETWEEN 2 AND lines( parent->children ).
      DATA(next) = parent->children[ index ].
      next->position = index.
      rval = next.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_node~get_prev.
    IF parent IS NOT BOUND OR node_type = if_ixml_node=>co_node_attribute.
      RETURN.
    ENDIF.
    DATA(index) = index_in_parent( ) - 1.
    IF index >= 1.
      DATA(previous) = parent->children[ index ].
      previous->position = index.
      rval = previous.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_node~get_name.
    rval = SWITCH #( node_type
      WHEN if_ixml_node=>co_node_document THEN `#document`
      WHEN if_ixml_node=>co_node_text THEN `#text`
      WHEN if_ixml_node=>co_node_cdata_section THEN `#cdata-section`
      WHEN if_ixml_node=>co_node_comment THEN `#comment`
      ELSE name ).
  ENDMETHOD.

  METHOD if_ixml_node~get_namespace.
    rval = prefix.
  ENDMETHOD.

  METHOD if_ixml_node~get_namespace_prefix.
    rval = prefix.
  ENDMETHOD.

  METHOD if_ixml_node~get_namespace_uri.
    rval = namespace_uri( ).
  ENDMETHOD.

  METHOD if_ixml_node~get_owner_document.
    rval ?= document.
  ENDMETHOD.

  METHOD if_ixml_node~get_parent.
    rval = parent.
  ENDMETHOD.

  METHOD if_ixml_node~get_root.
    DATA(node) = me.
    WHILE node->parent IS BOUND.
      node = node->parent.
    ENDWHILE.
    rval = node.
  ENDMETHOD.

  METHOD if_ixml_unknown~query_interface.
    " the node itself: a cast to the interface asked for (element, text ...) checks that it has it
    rval = me.
  ENDMETHOD.

  METHOD if_ixml_node~get_type.
    rval = node_type.
  ENDMETHOD.

  METHOD if_ixml_node~get_value.
    rval = text_content( ).
  ENDMETHOD.

  METHOD if_ixml_node~has_ancestor.
    DATA(node) = parent.
    WHILE node IS BOUND.
      IF node = ancestor.
        rval = abap_true.
        RETURN.
      ENDIF.
      node = node->parent.
    ENDWHILE.
  ENDMETHOD.

  METHOD if_ixml_node~is_leaf.
    rval = xsdbool( children IS INITIAL ).
  ENDMETHOD.

  METHOD if_ixml_node~is_root.
    rval = xsdbool( parent IS NOT BOUND ).
  ENDMETHOD.

  METHOD if_ixml_node~num_children.
    rval = lines( children ).
  ENDMETHOD.

  METHOD if_ixml_node~render.
    DATA output TYPE string.
    serialize( EXPORTING pretty = CAST kernel_ixml_ostream( ostream )->pretty_print CHANGING output = output ).
    ostream->write_string( output ).
  ENDMETHOD.

  METHOD if_ixml_node~set_name.
    IF name CS ':'.
      split_name( EXPORTING qualified = name IMPORTING prefix = prefix name = me->name ).
    ELSE.
      me->name = name.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_node~set_namespace_prefix.
    me->prefix = prefix.
  ENDMETHOD.

  METHOD if_ixml_node~set_namespace_uri.
    me->uri = uri.
  ENDMETHOD.

  METHOD if_ixml_node~set_value.
    IF node_type = if_ixml_node=>co_node_element OR node_type = if_ixml_node=>co_node_document.
      LOOP AT children INTO DATA(child).
        CLEAR child->parent.
      ENDLOOP.
      CLEAR children.
      IF value IS NOT INITIAL.
        adopt( create( node_type = if_ixml_node=>co_node_text value = value document = document ) ).
      ENDIF.
    ELSE.
      me->value = value.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
