"! Format constants of the built-in function escape( ) and of string templates.
CLASS cl_abap_format DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS e_xml_text TYPE i VALUE 0.
    CONSTANTS e_xml_attr TYPE i VALUE 1.
    CONSTANTS e_xml_attr_dq TYPE i VALUE 2.
    CONSTANTS e_xml_attr_sq TYPE i VALUE 3.
    CONSTANTS e_html_text TYPE i VALUE 4.
    CONSTANTS e_html_attr TYPE i VALUE 5.
    CONSTANTS e_html_attr_dq TYPE i VALUE 6.
    CONSTANTS e_html_attr_sq TYPE i VALUE 7.
    CONSTANTS e_html_js TYPE i VALUE 8.
    CONSTANTS e_html_js_html TYPE i VALUE 9.
    CONSTANTS e_url TYPE i VALUE 12.
    CONSTANTS e_url_full TYPE i VALUE 14.
    CONSTANTS e_uri TYPE i VALUE 16.
    CONSTANTS e_uri_full TYPE i VALUE 18.
    CONSTANTS e_json_string TYPE i VALUE 24.

ENDCLASS.



CLASS cl_abap_format IMPLEMENTATION.
ENDCLASS.
