/**
 * Standard dictionary names abapGit's tests reach at run time (issue 31): the tables CVERS, CVERS_REF
 * (software components), OBJH (transport objects) and DD09L (technical settings) as tables of the application
 * database with no rows, and the data elements RZLLI_APCL, PARENTCL, USNAM, ETOBJ_VER, LXECUSTMNR, LXEOBJNAME,
 * DDOBJTYP, HR_SOTYPE and DOKSTATE. Before, each was a kernel gap ("needs X, not in the embedded kernel") or a
 * SELECT on a name that is no table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys, rawSession, startTestService, type TestService } from '../../support/service.js';
import { activateInDemoTools } from '../../support/fixtures.js';
import { clas } from '../../support/git-fixtures.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { testClass } from './run-kernel.js';

const PROBE = `CLASS zcl_std_tables_probe DEFINITION PUBLIC FINAL CREATE PUBLIC.
ENDCLASS.
CLASS zcl_std_tables_probe IMPLEMENTATION.
ENDCLASS.
`;

const TESTS = testClass({
  component_tables_without_rows: `    DATA description TYPE cvers_ref-desc_text.
    DATA components TYPE STANDARD TABLE OF cvers WITH DEFAULT KEY.
    SELECT SINGLE desc_text FROM cvers_ref INTO description WHERE component = 'SAP_BASIS' AND langu = sy-langu.
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).
    SELECT * FROM cvers INTO TABLE components.
    cl_abap_unit_assert=>assert_initial( components ).`,
  transport_objects_and_settings: `    DATA user TYPE objh-luser.
    DATA settings TYPE dd09l.
    SELECT SINGLE luser FROM objh INTO user WHERE objectname = 'ZDEMO' AND objecttype = 'L'.
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).
    SELECT SINGLE * FROM dd09l INTO settings WHERE tabname = 'ZDEMO'.
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).`,
  data_elements: `    DATA server_group TYPE rzlli_apcl.
    DATA parent TYPE parentcl.
    DATA user TYPE usnam.
    DATA version TYPE etobj_ver.
    DATA customer TYPE lxecustmnr.
    DATA object TYPE lxeobjname.
    DATA dictionary_type TYPE ddobjtyp.
    DATA org_type TYPE hr_sotype.
    DATA state TYPE dokstate.
    DATA(descriptor) = CAST cl_abap_elemdescr( cl_abap_typedescr=>describe_by_data( server_group ) ).
    cl_abap_unit_assert=>assert_equals( act = descriptor->output_length exp = 20 ).
    descriptor ?= cl_abap_typedescr=>describe_by_data( parent ).
    cl_abap_unit_assert=>assert_equals( act = descriptor->output_length exp = 30 ).
    descriptor ?= cl_abap_typedescr=>describe_by_data( user ).
    cl_abap_unit_assert=>assert_equals( act = descriptor->output_length exp = 12 ).
    version = 3.
    cl_abap_unit_assert=>assert_equals( act = version exp = '00000003' ).
    descriptor ?= cl_abap_typedescr=>describe_by_data( object ).
    cl_abap_unit_assert=>assert_equals( act = descriptor->output_length exp = 70 ).
    dictionary_type = 'TABL'.
    org_type = 'TS'.
    state = 'A'.
    customer = '123456'.
    cl_abap_unit_assert=>assert_equals( act = |{ dictionary_type }{ org_type }{ state }{ customer }| exp = 'TABLTSA123456' ).`,
});

function activateProbe(system: EmbeddedSystem): void {
  activateInDemoTools(system, [clas('ZCL_STD_TABLES_PROBE', PROBE, { testclasses: TESTS })]);
}

describe('standard tables and data elements abapGit reads', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;

  beforeAll(async () => {
    service = await startTestService({ demo: true, execution: { poolSize: 1 }, prepare: activateProbe });
    session = await rawSession(service);
  });
  afterAll(async () => service?.stop());

  it('are tables of the database with no rows and typed data elements', async () => {
    const unit = await (await session.post('/unit', { files: ['zcl_std_tables_probe.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(unit.errors).toEqual([]);
    expect(unit, JSON.stringify(unit).slice(0, 3000)).toMatchObject({ success: 'X', test_count: 3, passed_count: 3 });
  });
});
