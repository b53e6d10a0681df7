/**
 * The kernel's utility classes on the runtime: characters, regular expressions, time stamps, random numbers,
 * hashes, base64 and URL escaping, code page conversion.
 */
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass } from './run-kernel.js';

const HOST = `CLASS zcl_util DEFINITION PUBLIC CREATE PUBLIC.
ENDCLASS.
CLASS zcl_util IMPLEMENTATION.
ENDCLASS.
`;

async function expectPasses(methods: Record<string, string>): Promise<void> {
  const result = await runKernelTests({ 'zcl_util.clas.abap': HOST, 'zcl_util.clas.testclasses.abap': testClass(methods) });
  const last = Object.keys(methods).at(-1)!;
  expect(result.output, summary(result.output)).toContain(`running ltcl->${last}`);
  expect(result.ok, summary(result.output)).toBe(true);
}

describe('kernel utilities on the runtime', () => {
  it('CL_ABAP_CHAR_UTILITIES, CL_ABAP_REGEX and CL_ABAP_MATCHER', async () => {
    await expectPasses({
      characters: `    cl_abap_unit_assert=>assert_equals( act = strlen( cl_abap_char_utilities=>newline ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = strlen( cl_abap_char_utilities=>cr_lf ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_char_utilities=>spacestr exp = \` \` ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_char_utilities=>charsize exp = 2 ).
    DATA(high) = |{ cl_abap_char_utilities=>maxchar }|.
    cl_abap_unit_assert=>assert_true( xsdbool( high > 'z' ) ).
    DATA(low) = |a{ cl_abap_char_utilities=>minchar }|.
    cl_abap_unit_assert=>assert_equals( act = strlen( low ) exp = 2 ).`,
      regex: `    DATA(matcher) = NEW cl_abap_regex( pattern = '(\\d+)-(\\w+)' )->create_matcher( text = 'a 12-ab 345-cd' ).
    cl_abap_unit_assert=>assert_true( matcher->find_next( ) ).
    cl_abap_unit_assert=>assert_equals( act = matcher->get_offset( ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = matcher->get_submatch( 1 ) exp = '12' ).
    cl_abap_unit_assert=>assert_equals( act = matcher->get_submatch( 2 ) exp = 'ab' ).
    cl_abap_unit_assert=>assert_true( matcher->find_next( ) ).
    cl_abap_unit_assert=>assert_equals( act = matcher->get_match( )-offset exp = 8 ).
    cl_abap_unit_assert=>assert_equals( act = matcher->get_length( 1 ) exp = 3 ).
    cl_abap_unit_assert=>assert_false( matcher->find_next( ) ).
    TRY.
        matcher->get_submatch( 1 ).
        cl_abap_unit_assert=>fail( 'no current match' ).
      CATCH cx_sy_no_current_match.
    ENDTRY.
`,
      matcher_statics: `    cl_abap_unit_assert=>assert_equals( act = lines( cl_abap_matcher=>create( pattern = '\\d' text = 'a1b2c3' )->find_all( ) ) exp = 3 ).
    cl_abap_unit_assert=>assert_true( cl_abap_matcher=>matches( pattern = '[a-z]+' text = 'abc' ) ).
    cl_abap_unit_assert=>assert_false( cl_abap_matcher=>matches( pattern = '[a-z]+' text = 'abc1' ) ).
    cl_abap_unit_assert=>assert_true( cl_abap_matcher=>contains( pattern = 'B' text = 'abc' ignore_case = abap_true ) ).
`,
      replace: `    DATA(replacer) = cl_abap_matcher=>create( pattern = '(\\w)(\\d)' text = 'a1 b2 c3' ).
    cl_abap_unit_assert=>assert_equals( act = replacer->replace_all( '$2$1' ) exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = replacer->text exp = '1a 2b 3c' ).
    replacer = cl_abap_matcher=>create( pattern = '\\d' text = 'x1y2' ).
    replacer->replace_next( '<>' ).
    cl_abap_unit_assert=>assert_equals( act = replacer->text exp = 'x<>y2' ).
`,
      table_and_pcre: `    DATA(lines) = VALUE string_table( ( \`abc\` ) ( \`a1\` ) ).
    DATA(in_table) = cl_abap_matcher=>create( pattern = '\\d' table = lines ).
    cl_abap_unit_assert=>assert_true( in_table->find_next( ) ).
    cl_abap_unit_assert=>assert_equals( act = in_table->get_line( ) exp = 2 ).
    DATA text TYPE string VALUE 'Hello World'.
    FIND REGEX cl_abap_regex=>create_pcre( pattern = 'w(or)' ignore_case = abap_true ) IN text SUBMATCHES DATA(sub).
    cl_abap_unit_assert=>assert_equals( act = sub exp = 'or' ).
    TRY.
        NEW cl_abap_regex( pattern = '(unclosed' ).
        cl_abap_unit_assert=>fail( 'invalid pattern accepted' ).
      CATCH cx_sy_regex.
    ENDTRY.`,
    });
  }, 120_000);

  it('CL_ABAP_TSTMP, CL_ABAP_RANDOM*, CL_SYSTEM_UUID, CL_ABAP_CONTEXT_INFO and CL_PROGRESS_INDICATOR', async () => {
    await expectPasses({
      timestamps: `    DATA short TYPE cl_abap_tstmp=>timestamp.
    DATA long TYPE cl_abap_tstmp=>timestampl.
    DATA date TYPE d.
    DATA time TYPE t.
    DATA secs TYPE i.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_tstmp=>add( tstmp = CONV cl_abap_tstmp=>timestampl( '20240229235959' ) secs = 1 ) exp = '20240301000000' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_tstmp=>add( tstmp = CONV cl_abap_tstmp=>timestampl( '20231231235959.5' ) secs = '0.75' ) exp = '20240101000000.25' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_tstmp=>subtract( tstmp1 = CONV cl_abap_tstmp=>timestampl( '20240301000000' ) tstmp2 = CONV cl_abap_tstmp=>timestampl( '20240229000000' ) ) exp = 86400 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_tstmp=>subtract( tstmp1 = CONV cl_abap_tstmp=>timestampl( '20240101000000' ) tstmp2 = CONV cl_abap_tstmp=>timestampl( '20240101000010' ) ) exp = -10 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_tstmp=>subtractsecs( tstmp = CONV cl_abap_tstmp=>timestampl( '20240101000000' ) secs = 3600 ) exp = '20231231230000' ).
    cl_abap_tstmp=>td_add( EXPORTING date = '20231231' time = '235959' secs = 2 IMPORTING res_date = date res_time = time ).
    cl_abap_unit_assert=>assert_equals( act = date exp = '20240101' ).
    cl_abap_unit_assert=>assert_equals( act = time exp = '000001' ).
    cl_abap_tstmp=>td_subtract( EXPORTING date1 = '20240102' time1 = '000000' date2 = '20240101' time2 = '120000' IMPORTING res_secs = secs ).
    cl_abap_unit_assert=>assert_equals( act = secs exp = 43200 ).
    cl_abap_tstmp=>move( EXPORTING tstmp_src = CONV cl_abap_tstmp=>timestampl( '20240101123456.1234567' ) IMPORTING tstmp_tgt = short ).
    cl_abap_unit_assert=>assert_equals( act = short exp = '20240101123456' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_tstmp=>move_to_short( CONV cl_abap_tstmp=>timestampl( '20240101123456.9' ) ) exp = '20240101123456' ).
    cl_abap_tstmp=>systemtstmp_syst2utc( EXPORTING syst_date = '20240315' syst_time = '101500' IMPORTING utc_tstmp = short ).
    cl_abap_unit_assert=>assert_equals( act = short exp = '20240315101500' ).
    cl_abap_tstmp=>systemtstmp_utc2syst( EXPORTING utc_tstmp = short IMPORTING syst_date = date syst_time = time ).
    cl_abap_unit_assert=>assert_equals( act = date exp = '20240315' ).
    cl_abap_unit_assert=>assert_equals( act = time exp = '101500' ).
    TRY.
        cl_abap_tstmp=>add( tstmp = CONV cl_abap_tstmp=>timestampl( '20241301000000' ) secs = 1 ).
        cl_abap_unit_assert=>fail( 'month 13 accepted' ).
      CATCH cx_parameter_invalid_range.
    ENDTRY.
    GET TIME STAMP FIELD long.
    cl_abap_unit_assert=>assert_true( xsdbool( cl_abap_tstmp=>subtract( tstmp1 = cl_abap_tstmp=>add( tstmp = long secs = 60 ) tstmp2 = long ) = 60 ) ).`,
      random: `    DATA(first) = cl_abap_random_int=>create( seed = 42 min = 1 max = 6 ).
    DATA(second) = cl_abap_random_int=>create( seed = 42 min = 1 max = 6 ).
    DATA seen TYPE SORTED TABLE OF i WITH UNIQUE KEY table_line.
    DO 200 TIMES.
      DATA(value) = first->get_next( ).
      cl_abap_unit_assert=>assert_equals( act = value exp = second->get_next( ) ).
      cl_abap_unit_assert=>assert_number_between( lower = 1 upper = 6 number = value ).
      INSERT value INTO TABLE seen.
    ENDDO.
    cl_abap_unit_assert=>assert_equals( act = lines( seen ) exp = 6 ).
    DATA(floats) = cl_abap_random=>create( 7 ).
    DATA(f) = floats->float( ).
    cl_abap_unit_assert=>assert_true( xsdbool( f >= 0 AND f < 1 ) ).
    cl_abap_unit_assert=>assert_true( xsdbool( cl_abap_random=>create( )->int( ) >= 0 ) ).
    DATA(p) = cl_abap_random_float=>create( 1 )->get_next( ).
    cl_abap_unit_assert=>assert_true( xsdbool( p >= 0 AND p < 1 ) ).
    TRY.
        cl_abap_random_int=>create( min = 5 max = 1 ).
        cl_abap_unit_assert=>fail( 'empty interval accepted' ).
      CATCH cx_abap_random.
    ENDTRY.`,
      uuid: `    DATA(x16) = cl_system_uuid=>create_uuid_x16_static( ).
    DATA(c32) = cl_system_uuid=>create_uuid_c32_static( ).
    cl_abap_unit_assert=>assert_equals( act = xstrlen( x16 ) exp = 16 ).
    cl_abap_unit_assert=>assert_differs( act = c32 exp = cl_system_uuid=>create_uuid_c32_static( ) ).
    cl_abap_unit_assert=>assert_true( xsdbool( matches( val = c32 regex = '[0-9A-F]{32}' ) ) ).
    cl_abap_unit_assert=>assert_equals( act = strlen( cl_system_uuid=>create_uuid_c22_static( ) ) exp = 22 ).
    DATA c26 TYPE c LENGTH 26.
    cl_system_uuid=>convert_uuid_x16_static( EXPORTING uuid = '00000000000000000000000000000021' IMPORTING uuid_c26 = c26 ).
    cl_abap_unit_assert=>assert_equals( act = c26 exp = '00000000000000000000000011' ).
    cl_abap_unit_assert=>assert_equals( act = strlen( cl_system_uuid=>if_system_uuid_static~create_uuid_c32( ) ) exp = 32 ).
    cl_progress_indicator=>progress_indicate( i_text = 'working' i_processed = 1 i_total = 2 i_output_immediately = abap_true ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_context_info=>get_system_date( ) exp = sy-datum ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_context_info=>get_user_technical_name( ) exp = sy-uname ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_context_info=>get_user_time_zone( ) exp = 'UTC' ).`,
    });
  }, 120_000);

  it('CL_ABAP_MESSAGE_DIGEST, CL_ABAP_HMAC, CL_HTTP_UTILITY, CL_ABAP_FORMAT, CL_ABAP_DATFM/TIMEFM and the code page converters', async () => {
    await expectPasses({
      formats: `    DATA date TYPE d.
    DATA text TYPE c LENGTH 10.
    DATA time TYPE t.
    DATA external TYPE string.
    cl_abap_datfm=>conv_date_ext_to_int( EXPORTING im_datext = '15.03.2025' IMPORTING ex_datint = date ).
    cl_abap_unit_assert=>assert_equals( act = date exp = '20250315' ).
    cl_abap_datfm=>conv_date_ext_to_int( EXPORTING im_datext = '2025-03-15' im_datfmdes = '6' IMPORTING ex_datint = date ).
    cl_abap_unit_assert=>assert_equals( act = date exp = '20250315' ).
    cl_abap_datfm=>conv_date_int_to_ext( EXPORTING im_datint = '20250315' im_datfmdes = '2' IMPORTING ex_datext = text ).
    cl_abap_unit_assert=>assert_equals( act = text exp = '03/15/2025' ).
    TRY.
        cl_abap_datfm=>conv_date_ext_to_int( EXPORTING im_datext = '31.02.2025' IMPORTING ex_datint = date ).
        cl_abap_unit_assert=>fail( '31 February accepted' ).
      CATCH cx_abap_datfm_invalid_date.
    ENDTRY.
    TRY.
        cl_abap_datfm=>conv_date_ext_to_int( EXPORTING im_datext = 'soon' IMPORTING ex_datint = date ).
        cl_abap_unit_assert=>fail( 'a word accepted' ).
      CATCH cx_abap_datfm.
    ENDTRY.
    cl_abap_timefm=>conv_time_ext_to_int( EXPORTING time_ext = '1:05 PM' IMPORTING time_int = time ).
    cl_abap_unit_assert=>assert_equals( act = time exp = '130500' ).
    cl_abap_timefm=>conv_time_ext_to_int( EXPORTING time_ext = '23:59:58' IMPORTING time_int = time ).
    cl_abap_unit_assert=>assert_equals( act = time exp = '235958' ).
    cl_abap_timefm=>conv_time_int_to_ext( EXPORTING time_int = '070809' IMPORTING time_ext = external ).
    cl_abap_unit_assert=>assert_equals( act = external exp = '07:08:09' ).
    TRY.
        cl_abap_timefm=>conv_time_ext_to_int( EXPORTING time_ext = '25:00' IMPORTING time_int = time ).
        cl_abap_unit_assert=>fail( '25:00 accepted' ).
      CATCH cx_abap_timefm_invalid.
    ENDTRY.`,
      digests: `    DATA hash TYPE string.
    DATA raw TYPE xstring.
    DATA b64 TYPE string.
    cl_abap_message_digest=>calculate_hash_for_char( EXPORTING if_data = 'abc' IMPORTING ef_hashstring = hash ef_hashb64string = b64 ).
    cl_abap_unit_assert=>assert_equals( act = hash exp = 'A9993E364706816ABA3E25717850C26C9CD0D89D' ).
    cl_abap_unit_assert=>assert_equals( act = b64 exp = 'qZk+NkcGgWq6PiVxeFDCbJzQ2J0=' ).
    cl_abap_message_digest=>calculate_hash_for_char( EXPORTING if_algorithm = 'SHA256' if_data = 'abc' IMPORTING ef_hashstring = hash ).
    cl_abap_unit_assert=>assert_equals( act = hash exp = 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD' ).
    cl_abap_message_digest=>calculate_hash_for_raw( EXPORTING if_algorithm = 'MD5' if_data = '616263' IMPORTING ef_hashxstring = raw ).
    cl_abap_unit_assert=>assert_equals( act = raw exp = '900150983CD24FB0D6963F7D28E17F72' ).
    cl_abap_message_digest=>calculate_hmac_for_char( EXPORTING if_algorithm = 'SHA256' if_key = '6B6579' if_data = 'The quick brown fox jumps over the lazy dog'
                                                     IMPORTING ef_hmacstring = hash ).
    cl_abap_unit_assert=>assert_equals( act = hash exp = 'F7BC83F430538424B13298E6AA6FB143EF4D59A14946175997479DBC2D1A3CD8' ).
    TRY.
        cl_abap_message_digest=>calculate_hash_for_char( EXPORTING if_algorithm = 'CRC99' if_data = 'abc' IMPORTING ef_hashstring = hash ).
        cl_abap_unit_assert=>fail( 'unknown algorithm accepted' ).
      CATCH cx_abap_message_digest.
    ENDTRY.`,
      hmac: `    DATA hash TYPE string.
    DATA no_key TYPE xstring.
    " an initial key gives the message digest itself (abapGit's SHA-1 of git objects: 'blob 0' and a zero byte)
    cl_abap_hmac=>calculate_hmac_for_raw( EXPORTING if_key = no_key if_data = '626C6F62203000' IMPORTING ef_hmacstring = hash ).
    cl_abap_unit_assert=>assert_equals( act = hash exp = 'E69DE29BB2D1D6434B8B29AE775AD8C2E48C5391' ).
    cl_abap_hmac=>calculate_hmac_for_char( EXPORTING if_key = no_key if_data = 'abc' IMPORTING ef_hmacstring = hash ).
    cl_abap_unit_assert=>assert_equals( act = hash exp = 'A9993E364706816ABA3E25717850C26C9CD0D89D' ).
    cl_abap_hmac=>calculate_hmac_for_char( EXPORTING if_algorithm = 'SHA256' if_key = '6B6579' if_data = 'The quick brown fox jumps over the lazy dog'
                                           IMPORTING ef_hmacstring = hash ).
    cl_abap_unit_assert=>assert_equals( act = hash exp = 'F7BC83F430538424B13298E6AA6FB143EF4D59A14946175997479DBC2D1A3CD8' ).`,
      local_class_by_name: `    " abapGit's way to know it runs in a unit test: the test class of its class pool, by absolute name
    DATA descr TYPE REF TO cl_abap_typedescr.
    cl_abap_typedescr=>describe_by_name( EXPORTING p_name = '\\PROGRAM=ZCL_UTIL======================CP\\CLASS=LTCL' RECEIVING p_descr_ref = descr
                                         EXCEPTIONS type_not_found = 1 OTHERS = 2 ).
    cl_abap_unit_assert=>assert_subrc( exp = 0 act = sy-subrc ).
    cl_abap_unit_assert=>assert_equals( act = descr->kind exp = cl_abap_typedescr=>kind_class ).
    cl_abap_typedescr=>describe_by_name( EXPORTING p_name = '\\PROGRAM=ZCL_UTIL======================CP\\CLASS=LTCL_MISSING'
                                         EXCEPTIONS type_not_found = 1 OTHERS = 2 ).
    cl_abap_unit_assert=>assert_subrc( exp = 1 act = sy-subrc ).`,
      http: `    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>encode_base64( 'Hello' ) exp = 'SGVsbG8=' ).
    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>decode_base64( 'SGVsbG8=' ) exp = 'Hello' ).
    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>encode_x_base64( CONV xstring( '00FF10' ) ) exp = 'AP8Q' ).
    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>decode_x_base64( 'AP8Q' ) exp = CONV xstring( '00FF10' ) ).
    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>escape_url( 'a b&c=ä' ) exp = 'a%20b%26c%3D%C3%A4' ).
    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>unescape_url( 'a%20b+c%C3%A4' ) exp = 'a b cä' ).
    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>encode_utf8( 'ä' ) exp = CONV xstring( 'C3A4' ) ).
    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>decode_utf8( CONV xstring( 'C3A4' ) ) exp = 'ä' ).
    cl_abap_unit_assert=>assert_equals( act = escape( val = '<a href="x">' format = cl_abap_format=>e_html_attr ) exp = '&lt;a href=&quot;x&quot;&gt;' ).`,
      codepages: `    DATA text TYPE string.
    DATA bytes TYPE xstring.
    cl_abap_conv_out_ce=>create( encoding = 'UTF-8' )->convert( EXPORTING data = \`Grüße\` IMPORTING buffer = bytes ).
    cl_abap_unit_assert=>assert_equals( act = bytes exp = CONV xstring( '4772C3BCC39F65' ) ).
    cl_abap_conv_in_ce=>create( encoding = 'UTF-8' input = bytes )->read( IMPORTING data = text ).
    cl_abap_unit_assert=>assert_equals( act = text exp = \`Grüße\` ).
    cl_abap_conv_in_ce=>create( )->convert( EXPORTING input = CONV xstring( '414243' ) IMPORTING data = text ).
    cl_abap_unit_assert=>assert_equals( act = text exp = 'ABC' ).
    DATA(writer) = cl_abap_conv_out_ce=>create( encoding = '1100' ).
    writer->write( data = 'ä' ).
    writer->write( data = 'b' ).
    cl_abap_unit_assert=>assert_equals( act = writer->get_buffer( ) exp = CONV xstring( 'E462' ) ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_conv_in_ce=>uccp( '00E4' ) exp = 'ä' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_conv_out_ce=>uccpi( 'A' ) exp = 65 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_codepage=>convert_to( source = 'hi' codepage = 'UTF-16LE' ) exp = CONV xstring( '68006900' ) ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_conv_codepage=>create_in( )->convert( CONV xstring( 'C3A4' ) ) exp = 'ä' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_conv_codepage=>create_out( codepage = \`ISO-8859-1\` )->convert( 'ä' ) exp = CONV xstring( 'E4' ) ).
    TRY.
        cl_abap_conv_in_ce=>create( encoding = 'NOPE' ).
        cl_abap_unit_assert=>fail( 'unknown code page accepted' ).
      CATCH cx_sy_codepage_converter_init.
    ENDTRY.
    TRY.
        cl_abap_codepage=>convert_from( CONV xstring( 'C328' ) ).
        cl_abap_unit_assert=>fail( 'invalid UTF-8 accepted' ).
      CATCH cx_sy_conversion_codepage.
    ENDTRY.`,
    });
  }, 120_000);
});
