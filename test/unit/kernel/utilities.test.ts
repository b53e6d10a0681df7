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
});
