"! Applies a regular expression to a text or a table of texts: one match after the other, all at once, or replacing.
CLASS cl_abap_matcher DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    TYPES:
      BEGIN OF submatch_result,
        offset TYPE i,
        length TYPE i,
      END OF submatch_result.
    TYPES submatch_result_tab TYPE STANDARD TABLE OF submatch_result WITH DEFAULT KEY.
    TYPES:
      BEGIN OF match_result,
        line       TYPE i,
        offset     TYPE i,
        length     TYPE i,
        submatches TYPE submatch_result_tab,
      END OF match_result.
    TYPES match_result_tab TYPE STANDARD TABLE OF match_result WITH DEFAULT KEY.

    DATA text TYPE string READ-ONLY.
    DATA table TYPE string_table READ-ONLY.
    DATA regex TYPE REF TO cl_abap_regex READ-ONLY.

    METHODS constructor
      IMPORTING
        regex TYPE REF TO cl_abap_regex
        text  TYPE clike OPTIONAL
        table TYPE STANDARD TABLE OPTIONAL
      RAISING
        cx_sy_matcher.

    CLASS-METHODS create
      IMPORTING
        pattern        TYPE clike
        text           TYPE clike OPTIONAL
        table          TYPE STANDARD TABLE OPTIONAL
        ignore_case    TYPE abap_bool DEFAULT abap_false
        simple_regex   TYPE abap_bool DEFAULT abap_false
        no_submatches  TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(matcher) TYPE REF TO cl_abap_matcher
      RAISING
        cx_sy_regex
        cx_sy_matcher.

    CLASS-METHODS create_pcre
      IMPORTING
        pattern        TYPE clike
        text           TYPE clike OPTIONAL
        table          TYPE STANDARD TABLE OPTIONAL
        ignore_case    TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(matcher) TYPE REF TO cl_abap_matcher
      RAISING
        cx_sy_regex
        cx_sy_matcher.

    CLASS-METHODS matches
      IMPORTING
        pattern        TYPE clike
        text           TYPE clike
        ignore_case    TYPE abap_bool DEFAULT abap_false
        simple_regex   TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(success) TYPE abap_bool
      RAISING
        cx_sy_regex
        cx_sy_matcher.

    CLASS-METHODS contains
      IMPORTING
        pattern        TYPE clike
        text           TYPE clike
        ignore_case    TYPE abap_bool DEFAULT abap_false
        simple_regex   TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(success) TYPE abap_bool
      RAISING
        cx_sy_regex
        cx_sy_matcher.

    METHODS find_next RETURNING VALUE(success) TYPE abap_bool RAISING cx_sy_matcher.
    METHODS find_all RETURNING VALUE(matches) TYPE match_result_tab RAISING cx_sy_matcher.
    METHODS match RETURNING VALUE(success) TYPE abap_bool RAISING cx_sy_matcher.
    METHODS get_match RETURNING VALUE(match) TYPE match_result RAISING cx_sy_no_current_match.
    METHODS get_submatch
      IMPORTING
        index           TYPE i
      RETURNING
        VALUE(submatch) TYPE string
      RAISING
        cx_sy_no_current_match
        cx_sy_invalid_submatch.
    METHODS get_offset
      IMPORTING
        index         TYPE i DEFAULT 0
      RETURNING
        VALUE(offset) TYPE i
      RAISING
        cx_sy_no_current_match
        cx_sy_invalid_submatch.
    METHODS get_length
      IMPORTING
        index         TYPE i DEFAULT 0
      RETURNING
        VALUE(length) TYPE i
      RAISING
        cx_sy_no_current_match
        cx_sy_invalid_submatch.
    METHODS get_line RETURNING VALUE(line) TYPE i RAISING cx_sy_no_current_match.
    METHODS replace_all
      IMPORTING
        newtext      TYPE csequence
      RETURNING
        VALUE(count) TYPE i
      RAISING
        cx_sy_matcher.
    METHODS replace_found
      IMPORTING
        newtext        TYPE csequence
      RETURNING
        VALUE(success) TYPE abap_bool
      RAISING
        cx_sy_matcher.
    METHODS replace_next
      IMPORTING
        newtext        TYPE csequence
      RETURNING
        VALUE(success) TYPE abap_bool
      RAISING
        cx_sy_matcher.
    METHODS get_text RETURNING VALUE(text) TYPE string.

  PRIVATE SECTION.
    DATA is_table TYPE abap_bool.
    DATA results TYPE match_result_tab.
    DATA current TYPE i.
    DATA has_match TYPE abap_bool.

    METHODS search.
    METHODS current_match RETURNING VALUE(match) TYPE match_result RAISING cx_sy_no_current_match.

ENDCLASS.



CLASS cl_abap_matcher IMPLEMENTATION.

  METHOD constructor.
    FIELD-SYMBOLS <line> TYPE any.
    me->regex = regex.
    IF table IS SUPPLIED.
      is_table = abap_true.
      LOOP AT table ASSIGNING <line>.
        APPEND <line> TO me->table.
      ENDLOOP.
    ELSE.
      me->text = text.
    ENDIF.
    search( ).
  ENDMETHOD.

  METHOD create.
    DATA regex TYPE REF TO cl_abap_regex.
    CREATE OBJECT regex EXPORTING pattern = pattern ignore_case = ignore_case simple_regex = simple_regex no_submatches = no_submatches.
    IF table IS SUPPLIED.
      CREATE OBJECT matcher EXPORTING regex = regex table = table.
    ELSE.
      CREATE OBJECT matcher EXPORTING regex = regex text = text.
    ENDIF.
  ENDMETHOD.

  METHOD create_pcre.
    DATA regex TYPE REF TO cl_abap_regex.
    regex = cl_abap_regex=>create_pcre( pattern = pattern ignore_case = ignore_case ).
    IF table IS SUPPLIED.
      CREATE OBJECT matcher EXPORTING regex = regex table = table.
    ELSE.
      CREATE OBJECT matcher EXPORTING regex = regex text = text.
    ENDIF.
  ENDMETHOD.

  METHOD matches.
    success = create( pattern = pattern text = text ignore_case = ignore_case simple_regex = simple_regex )->match( ).
  ENDMETHOD.

  METHOD contains.
    success = create( pattern = pattern text = text ignore_case = ignore_case simple_regex = simple_regex )->find_next( ).
  ENDMETHOD.

  METHOD search.
    CLEAR: results, current, has_match.
    IF is_table = abap_true.
      FIND ALL OCCURRENCES OF REGEX regex IN TABLE table RESULTS results.
    ELSE.
      FIND ALL OCCURRENCES OF REGEX regex IN text RESULTS results.
    ENDIF.
  ENDMETHOD.

  METHOD find_next.
    IF current < lines( results ).
      current = current + 1.
      has_match = abap_true.
      success = abap_true.
    ELSE.
      current = lines( results ) + 1.
      has_match = abap_false.
    ENDIF.
  ENDMETHOD.

  METHOD find_all.
    matches = results.
    current = lines( results ) + 1.
    has_match = abap_false.
  ENDMETHOD.

  METHOD match.
    DATA anchored TYPE REF TO cl_abap_regex.
    DATA whole TYPE match_result_tab.
    " the whole text (not a table) must match: the pattern anchored at both ends
    anchored = cl_abap_regex=>create_pcre( pattern = |^(?:{ regex->get_pattern( ) })$| ).
    WRITE '@KERNEL anchored.get().mv_ignore_case.set(this.regex.get().mv_ignore_case.get()); anchored.get().mv_multiline.set(" ");'.
    FIND FIRST OCCURRENCE OF REGEX anchored IN text RESULTS whole.
    IF sy-subrc = 0.
      CLEAR results.
      READ TABLE whole INDEX 1 INTO DATA(found).
      IF found-offset = 0 AND found-length = strlen( text ).
        APPEND found TO results.
        current = 1.
        has_match = abap_true.
        success = abap_true.
        RETURN.
      ENDIF.
    ENDIF.
    has_match = abap_false.
  ENDMETHOD.

  METHOD current_match.
    IF has_match = abap_false.
      RAISE EXCEPTION TYPE cx_sy_no_current_match.
    ENDIF.
    READ TABLE results INDEX current INTO match.
  ENDMETHOD.

  METHOD get_match.
    match = current_match( ).
  ENDMETHOD.

  METHOD get_offset.
    DATA(match) = current_match( ).
    IF index = 0.
      offset = match-offset.
    ELSEIF index <= lines( match-submatches ) AND index > 0.
      offset = match-submatches[ index ]-offset.
    ELSE.
      RAISE EXCEPTION TYPE cx_sy_invalid_submatch.
    ENDIF.
  ENDMETHOD.

  METHOD get_length.
    DATA(match) = current_match( ).
    IF index = 0.
      length = match-length.
    ELSEIF index <= lines( match-submatches ) AND index > 0.
      length = match-submatches[ index ]-length.
    ELSE.
      RAISE EXCEPTION TYPE cx_sy_invalid_submatch.
    ENDIF.
  ENDMETHOD.

  METHOD get_line.
    line = current_match( )-line.
  ENDMETHOD.

  METHOD get_submatch.
    DATA source TYPE string.
    DATA(match) = current_match( ).
    DATA(offset) = get_offset( index ).
    DATA(length) = get_length( index ).
    IF is_table = abap_true.
      READ TABLE table INDEX match-line INTO source.
    ELSE.
      source = text.
    ENDIF.
    IF offset >= 0 AND length > 0.
      submatch = substring( val = source off = offset len = length ).
    ENDIF.
  ENDMETHOD.

  METHOD replace_all.
    IF is_table = abap_true.
      REPLACE ALL OCCURRENCES OF REGEX regex IN TABLE table WITH newtext REPLACEMENT COUNT count.
    ELSE.
      REPLACE ALL OCCURRENCES OF REGEX regex IN text WITH newtext REPLACEMENT COUNT count.
    ENDIF.
    search( ).
    current = lines( results ) + 1.
  ENDMETHOD.

  METHOD replace_found.
    DATA piece TYPE string.
    DATA(match) = current_match( ).
    FIELD-SYMBOLS <source> TYPE string.
    IF is_table = abap_true.
      READ TABLE table INDEX match-line ASSIGNING <source>.
    ELSE.
      ASSIGN text TO <source>.
    ENDIF.
    " the replacement may name submatches ($1 ...): replace within the matched piece only
    piece = substring( val = <source> off = match-offset len = match-length ).
    REPLACE FIRST OCCURRENCE OF REGEX regex IN piece WITH newtext.
    <source> = substring( val = <source> len = match-offset ) && piece && substring( val = <source> off = match-offset + match-length ).
    " later matches move by the difference in length
    DATA(shift) = strlen( piece ) - match-length.
    FIELD-SYMBOLS <later> TYPE match_result.
    LOOP AT results ASSIGNING <later> FROM current + 1 WHERE line = match-line.
      <later>-offset = <later>-offset + shift.
    ENDLOOP.
    has_match = abap_false.
    success = abap_true.
  ENDMETHOD.

  METHOD replace_next.
    IF find_next( ) = abap_true.
      success = replace_found( newtext ).
    ENDIF.
  ENDMETHOD.

  METHOD get_text.
    text = me->text.
  ENDMETHOD.

ENDCLASS.
