/**
 * SY-REPID in a work process: the main program of the code that reads it (the class pool of a class, also in
 * its test classes), not the program of the run. abapGit's ZCL_ABAPGIT_EXIT asks RTTI for
 * \PROGRAM={ sy-repid }\CLASS=LTCL_TEST to know it runs in a unit test; the field was missing (an internal error).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys, rawSession, startTestService, type TestService } from '../../support/service.js';
import { activateInDemoTools } from '../../support/fixtures.js';
import { clas } from '../../support/git-fixtures.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { testClass } from './run-kernel.js';

const OTHER = `CLASS zcl_repid_other DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS program RETURNING VALUE(result) TYPE syrepid.
ENDCLASS.
CLASS zcl_repid_other IMPLEMENTATION.
  METHOD program.
    result = sy-repid.
  ENDMETHOD.
ENDCLASS.
`;

const PROBE = `CLASS zcl_repid_probe DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS program RETURNING VALUE(result) TYPE syrepid.
    "! abapGit's test: the local test class is known to RTTI under the program of the code asking.
    CLASS-METHODS in_test_context RETURNING VALUE(result) TYPE abap_bool.
ENDCLASS.
CLASS zcl_repid_probe IMPLEMENTATION.
  METHOD program.
    result = sy-repid.
  ENDMETHOD.
  METHOD in_test_context.
    cl_abap_typedescr=>describe_by_name(
      EXPORTING p_name = |\\\\PROGRAM={ sy-repid }\\\\CLASS=LTCL|
      EXCEPTIONS type_not_found = 1 OTHERS = 2 ).
    result = boolc( sy-subrc = 0 ).
  ENDMETHOD.
ENDCLASS.
`;

const TESTS = testClass({
  repid_of_the_class_pool: `    cl_abap_unit_assert=>assert_equals( act = zcl_repid_probe=>program( ) exp = 'ZCL_REPID_PROBE===============CP' ).
    cl_abap_unit_assert=>assert_equals( act = sy-repid exp = 'ZCL_REPID_PROBE===============CP' ).`,
  repid_of_the_code_not_the_run: `    cl_abap_unit_assert=>assert_equals( act = zcl_repid_other=>program( ) exp = 'ZCL_REPID_OTHER===============CP' ).
    cl_abap_unit_assert=>assert_equals( act = sy-repid exp = 'ZCL_REPID_PROBE===============CP' ).`,
  local_test_class_by_repid: `    cl_abap_unit_assert=>assert_true( zcl_repid_probe=>in_test_context( ) ).`,
});

function activateProbes(system: EmbeddedSystem): void {
  activateInDemoTools(system, [clas('ZCL_REPID_OTHER', OTHER), clas('ZCL_REPID_PROBE', PROBE, { testclasses: TESTS })]);
}

describe('SY-REPID in a work process', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;

  beforeAll(async () => {
    service = await startTestService({ demo: true, execution: { poolSize: 1 }, prepare: activateProbes });
    session = await rawSession(service);
  });
  afterAll(async () => service?.stop());

  it('is the class pool of the code that reads it, and finds the local test class by RTTI as abapGit does', async () => {
    const unit = await (await session.post('/unit', { files: ['zcl_repid_probe.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(unit.errors).toEqual([]);
    expect(unit, JSON.stringify(unit).slice(0, 3000)).toMatchObject({ success: 'X', test_count: 3, passed_count: 3 });
  });
});
