/**
 * Standard names of real projects on the embedded system (issue 31): a data element typed by a standard domain
 * (TEXT80, XSDBOOLEAN: the kernel's domains) activates with the customer's class that uses it, and in a work
 * process the enhancement framework looks enhancements up in the object directory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys, rawSession, startTestService, type TestService } from '../../support/service.js';
import type { AbapObject } from '../../../src/system/objects.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { testClass } from './run-kernel.js';

const dataElement = (name: string, domain: string): AbapObject => ({
  type: 'DTEL',
  name,
  description: `${name} on ${domain}`,
  metadata: { DD04V: { ROLLNAME: name, DDLANGUAGE: 'E', DOMNAME: domain, DDTEXT: `${name} on ${domain}`, REFKIND: 'D', DTELMASTER: 'E' } },
  sources: {},
});

const PROBE = `CLASS zcl_rp_probe DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    TYPES: BEGIN OF ty_sheet,
             title  TYPE zrp_title,
             hidden TYPE zrp_hidden,
           END OF ty_sheet.
ENDCLASS.
CLASS zcl_rp_probe IMPLEMENTATION.
ENDCLASS.
`;

const TESTS = testClass({
  domain_types: `    DATA sheet TYPE zcl_rp_probe=>ty_sheet.
    sheet-title = repeat( val = 'x' occ = 100 ).
    cl_abap_unit_assert=>assert_equals( act = strlen( sheet-title ) exp = 80 ).
    sheet-hidden = abap_true.
    cl_abap_unit_assert=>assert_equals( act = sheet-hidden exp = 'X' ).`,
  enhancement_not_found: `    TRY.
        cl_enh_factory=>get_enhancement( enhancement_id = 'ZRP_NOT_THERE' run_dark = abap_true ).
        cl_abap_unit_assert=>fail( 'found' ).
      CATCH cx_enh_not_found INTO DATA(missing).
        cl_abap_unit_assert=>assert_equals( act = missing->get_text( ) exp = \`The enhancement object does not exist\` ).
      CATCH cx_enh_root.
        cl_abap_unit_assert=>fail( 'another error' ).
    ENDTRY.
    DATA package TYPE devclass VALUE 'ZDEMO_TOOLS'.
    DATA tool TYPE REF TO if_enh_tool.
    TRY.
        cl_enh_factory=>create_enhancement( EXPORTING enhname = 'ZRP_NEW' enhtype = '' enhtooltype = 'CLASENH'
                                            IMPORTING enhancement = tool CHANGING devclass = package ).
        cl_abap_unit_assert=>fail( 'created' ).
      CATCH cx_enh_mod_not_allowed.
    ENDTRY.
    cl_abap_unit_assert=>assert_not_bound( tool ).`,
}, 'ltcl_rp');

function activate(system: EmbeddedSystem): void {
  const objects: AbapObject[] = [
    dataElement('ZRP_TITLE', 'TEXT80'),
    dataElement('ZRP_HIDDEN', 'XSDBOOLEAN'),
    {
      type: 'CLAS',
      name: 'ZCL_RP_PROBE',
      description: 'Real projects probe',
      metadata: { VSEOCLASS: { CLSNAME: 'ZCL_RP_PROBE', LANGU: 'E', DESCRIPT: 'Real projects probe', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
      sources: { main: PROBE, testclasses: TESTS },
    },
  ];
  for (const object of objects) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  const active = objects.map((object) => system.objects.get(object.type, object.name)!);
  expect(system.activation.announce({ activated: active, deleted: [] })).toEqual([]);
}

describe('standard names of real projects on the embedded system', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;

  beforeAll(async () => {
    service = await startTestService({ demo: true, execution: { poolSize: 1 }, prepare: activate });
    session = await rawSession(service);
  });
  afterAll(async () => service?.stop());

  it('types data elements by standard domains and finds no enhancement the object directory does not list', async () => {
    const unit = await (await session.post('/unit', { files: ['zcl_rp_probe.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(unit.errors).toEqual([]);
    expect(unit, JSON.stringify(unit).slice(0, 3000)).toMatchObject({ success: 'X', test_count: 2, passed_count: 2 });
  });
});
