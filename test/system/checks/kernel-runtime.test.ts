/**
 * The kernel is not only declarations: transpiled with @abaplint/transpiler and run on @abaplint/runtime,
 * its exceptions carry texts and CL_ABAP_UNIT_ASSERT passes and fails as it should.
 */
import { describe, expect, it } from 'vitest';
import { runKernelTests, type KernelRun } from '../kernel/run-kernel.js';

const PRODUCTION = `CLASS zcl_k DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS div IMPORTING a TYPE i b TYPE i RETURNING VALUE(r) TYPE i.
ENDCLASS.
CLASS zcl_k IMPLEMENTATION.
  METHOD div.
    r = a / b.
  ENDMETHOD.
ENDCLASS.
`;

/** Runs the test classes of ZCL_K on the runtime; returns the runner's exit status and output. */
function runTests(testclasses: string): Promise<KernelRun> {
  return runKernelTests({ 'zcl_k.clas.abap': PRODUCTION, 'zcl_k.clas.testclasses.abap': testclasses });
}

const testClass = (methods: Record<string, string>) => `CLASS ltcl DEFINITION FOR TESTING RISK LEVEL HARMLESS DURATION SHORT.
  PRIVATE SECTION.
${Object.keys(methods).map((name) => `    METHODS ${name} FOR TESTING.`).join('\n')}
ENDCLASS.
CLASS ltcl IMPLEMENTATION.
${Object.entries(methods).map(([name, body]) => `  METHOD ${name}.\n${body}\n  ENDMETHOD.`).join('\n')}
ENDCLASS.
`;

describe('kernel on the runtime', () => {
  it('catches runtime exceptions with their texts and passes assertions that hold', async () => {
    const result = await runTests(
      testClass({
        zero: `    TRY.
        zcl_k=>div( a = 1 b = 0 ).
        cl_abap_unit_assert=>fail( 'no exception' ).
      CATCH cx_sy_arithmetic_error INTO DATA(zero_error).
        cl_abap_unit_assert=>assert_equals( act = zero_error->get_text( ) exp = \`Division by zero\` ).
    ENDTRY.`,
        asserts: `    DATA ref TYPE REF TO zcl_k.
    cl_abap_unit_assert=>assert_equals( act = zcl_k=>div( a = 4 b = 2 ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = '1.05' exp = 1 tol = '0.1' ).
    cl_abap_unit_assert=>assert_differs( act = 1 exp = 2 ).
    cl_abap_unit_assert=>assert_initial( ref ).
    cl_abap_unit_assert=>assert_not_bound( ref ).
    cl_abap_unit_assert=>assert_char_cp( act = 'hello' exp = 'h*' ).
    cl_abap_unit_assert=>assert_table_contains( line = \`a\` table = VALUE string_table( ( \`b\` ) ( \`a\` ) ) ).
    cl_abap_unit_assert=>assert_number_between( lower = 1 upper = 3 number = 2 ).
    cl_abap_unit_assert=>assert_text_matches( pattern = 'l+' text = 'hello' ).
    cl_abap_unit_assert=>assert_subrc( ).`,
        classrun_output: `    DATA(out) = NEW kernel_classrun_out( ).
    out->if_oo_adt_classrun_out~write( data = VALUE string_table( ( \`x\` ) ( \`y\` ) ) name = \`rows\` ).
    out->if_oo_adt_classrun_out~write( \`done\` ).
    cl_abap_unit_assert=>assert_equals( act = out->get_output( ) exp = |rows\\nx\\ny\\ndone| ).`,
        failure_text: `    TRY.
        cl_abap_unit_assert=>assert_equals( act = 1 exp = 2 msg = 'one is not two' ).
      CATCH cx_aunit_failure INTO DATA(failure).
        cl_abap_unit_assert=>assert_equals( act = failure->get_text( ) exp = \`one is not two: expected [2], actual [1]\` ).
        RETURN.
    ENDTRY.
    cl_abap_unit_assert=>fail( 'not raised' ).`,
      }),
    );
    expect(result.output).toContain('running ltcl->failure_text');
    expect(result.ok).toBe(true);
  });

  it('fails a test whose assertion does not hold', async () => {
    const result = await runTests(testClass({ wrong: "    cl_abap_unit_assert=>assert_equals( act = 1 exp = 2 msg = 'one is not two' )." }));
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/cx_aunit_failure/i);
  });
});
