import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewObject, ViewResult } from '../../../src/protocol/reading.js';
import { fixedValueText } from '../../../src/system/reading/dictionary-view.js';
import { functionGroupRows } from '../../../src/system/reading/text-objects.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { accessControl, activate, classEnhancement, metadataExtension, openDemoSystem, type DemoSystem } from './fixtures.js';

const SRC = join(import.meta.dirname, '../../../examples/demo-repo/src');
const fileLines = (path: string) => readFileSync(join(SRC, path), 'utf8').replace(/\n$/, '').split('\n');

let demo: DemoSystem;
let system: EmbeddedSystem;
const view = (objects: string[], options: { type?: string; full?: boolean } = {}): ViewResult => system.reading.view({ objects, ...options });
const one = (name: string, options: { type?: string; full?: boolean } = {}): ViewObject => {
  const result = view([name], options);
  expect(result.objects).toHaveLength(1);
  return result.objects[0]!;
};

beforeAll(() => {
  demo = openDemoSystem();
  system = demo.system;
  activate(system, 'ZDEMO_CORE', [accessControl, classEnhancement, metadataExtension]);
});
afterAll(() => demo.close());

describe('view of classes', () => {
  it('answers the public section alone without full', () => {
    const cls = one('ZCL_DEMO_FARE_CALCULATOR');
    expect(cls).toMatchObject({
      name: 'ZCL_DEMO_FARE_CALCULATOR',
      type: 'CLAS',
      type_text: 'Class',
      description: 'Class ZCL_DEMO_FARE_CALCULATOR in ZDEMO_CORE',
      not_found: false,
      components: [],
    });
    expect(cls.source.split('\n')).toEqual(fileLines('core/zcl_demo_fare_calculator.clas.abap').slice(0, 12));
    expect(cls.sections).toBeUndefined();
  });

  it('answers every section with full: CU, CO, CP, CM### in method-number order, CCDEF, CCIMP, CCAU', () => {
    const cls = one('ZCL_DEMO_FARE_CALCULATOR', { full: true });
    const main = fileLines('core/zcl_demo_fare_calculator.clas.abap');
    expect(cls.source).toBe('');
    expect(cls.sections!.map((s) => [s.suffix, s.description, s.method_name, s.file, s.global_start])).toEqual([
      ['CU', 'Public Section', '', '', 1],
      ['CO', 'Protected Section', '', '', 13],
      ['CP', 'Private Section', '', '', 14],
      ['CM001', 'Class Method', 'CONSTRUCTOR', '', 34],
      ['CM002', 'Class Method', 'LOAD_RULES', '', 43],
      ['CM003', 'Class Method', 'SURCHARGE', '', 50],
      ['CM004', 'Class Method', 'ZIF_DEMO_FARE_CALCULATOR~CALCULATE_PRICE', '', 58],
      ['CM005', 'Class Method', 'ZIF_DEMO_FARE_CALCULATOR~GET_RULES', '', 73],
      ['CCDEF', 'Local Definitions', '', 'locals_def', 0],
      ['CCIMP', 'Local Implementations', '', 'locals_imp', 0],
      ['CCAU', 'Unit Test', '', 'testclasses', 0],
    ]);
    const section = (suffix: string) => cls.sections!.find((s) => s.suffix === suffix)!;
    expect(section('CO').lines).toEqual(['  PROTECTED SECTION.']);
    expect(section('CP').lines).toEqual(main.slice(13, 27));
    expect(section('CM001').lines).toEqual(main.slice(33, 40));
    expect(section('CCDEF').lines).toEqual(fileLines('core/zcl_demo_fare_calculator.clas.locals_def.abap'));
    expect(section('CCAU').lines).toEqual(fileLines('core/zcl_demo_fare_calculator.clas.testclasses.abap'));
  });

  it('keeps empty sections, with no file, when the class has no local parts', () => {
    const cls = one('ZCL_DEMO_BOOKING_SERVICE', { full: true });
    const ccdef = cls.sections!.find((s) => s.suffix === 'CCDEF')!;
    expect(ccdef).toEqual({ suffix: 'CCDEF', description: 'Local Definitions', method_name: '', file: '', lines: [], global_start: 0 });
    expect(cls.sections!.find((s) => s.suffix === 'CCAU')!.file).toBe('testclasses');
    expect(cls.sections!.filter((s) => s.suffix.startsWith('CM')).map((s) => s.suffix)).toEqual([
      'CM001', 'CM002', 'CM003', 'CM004', 'CM005', 'CM006', 'CM007', 'CM008', 'CM009', 'CM00A', 'CM00B',
    ]);
  });

  it('numbers methods as where-used names their includes', () => {
    const used = system.checks.whereUsed({ objects: ['ZIF_DEMO_FARE_CALCULATOR'] });
    const inMethods = used.objects[0]!.references.filter((r) => /CM[0-9A-Z]{3}$/.test(r.include_name));
    expect(inMethods.length).toBeGreaterThan(0);
    for (const reference of inMethods) {
      const include = one(reference.include_name);
      expect(include.type).toBe('PROG');
      // The use is the interface's type or its method through an attribute typed with it.
      expect(include.source.split('\n')[reference.line - 1]!.toUpperCase()).toMatch(/FARE_CALCULATOR/);
    }
  });
});

describe('view of source objects', () => {
  it('reads an interface, with a single section with full', () => {
    const intf = one('ZIF_DEMO_FARE_CALCULATOR');
    expect(intf).toMatchObject({ type: 'INTF', type_text: 'Interface', description: 'Interface ZIF_DEMO_FARE_CALCULATOR in ZDEMO_CORE' });
    expect(intf.source.split('\n')).toEqual(fileLines('core/zif_demo_fare_calculator.intf.abap'));
    const full = one('ZIF_DEMO_FARE_CALCULATOR', { full: true });
    expect(full.sections).toEqual([
      { suffix: 'IU', description: 'Interface Section', method_name: '', file: '', lines: intf.source.split('\n'), global_start: 1 },
    ]);
  });

  it('reads programs, CDS views (CRLF made LF), structured objects and access controls', () => {
    const prog = one('ZDEMO_FLIGHT_LIST');
    expect(prog).toMatchObject({ type: 'PROG', type_text: 'Program', description: 'Program ZDEMO_FLIGHT_LIST in ZDEMO_TOOLS' });
    expect(prog.source.split('\n')).toEqual(fileLines('tools/zdemo_flight_list.prog.abap'));
    expect(one('ZDEMO_FLIGHT_LIST', { full: true }).sections).toHaveLength(1);

    const ddls = one('ZI_DEMO_FLIGHT');
    expect(ddls).toMatchObject({ type: 'DDLS', type_text: 'CDS View', description: 'CDS View ZI_DEMO_FLIGHT in ZDEMO_DATA_VIEWS' });
    expect(ddls.source).not.toContain('\r');
    expect(ddls.source).toContain('define view ZI_DEMO_Flight');
    const ddlsFull = one('ZC_DEMO_BOOKING', { full: true });
    expect(ddlsFull.sections!.map((s) => s.suffix)).toEqual(['asddls']);

    const stob = one('ZI_DEMO_FLIGHT', { type: 'STOB' });
    expect(stob).toMatchObject({ type: 'STOB', type_text: 'Structured Object', description: 'Structured Object ZI_DEMO_FLIGHT in ZDEMO_DATA_VIEWS' });
    expect(stob.source).toBe(ddls.source);

    const dcls = one('ZDEMO_DCL_BOOKING');
    expect(dcls).toMatchObject({ type: 'DCLS', type_text: 'Access Control', description: 'Access Control ZDEMO_DCL_BOOKING in ZDEMO_CORE' });
    expect(dcls.source).toContain('grant select on ZC_DEMO_BOOKING');
    expect(one('ZDEMO_DCL_BOOKING', { full: true }).sections!.map((s) => [s.suffix, s.lines.length])).toEqual([['asdcls', 6]]);
  });

  it('reads an enhancement implementation, a single section with full', () => {
    const enho = one('ZDEMO_ENH_FARE', { full: true });
    expect(enho).toMatchObject({ type: 'ENHO', type_text: 'Enhancement Implementation', description: 'Enhancement Implementation ZDEMO_ENH_FARE in ZDEMO_CORE' });
    expect(enho.sections).toHaveLength(1);
    expect(enho.sections![0]!.lines[1]).toContain('LOCAL FRIENDS lcl_zdemo_enh_fare');
  });
});

describe('view of dictionary objects', () => {
  it('lists the fields of a table with key, type, length, data element and description', () => {
    const table = one('ZDEMO_CARRIER');
    expect(table).toMatchObject({ type: 'TABL', type_text: 'Table', description: 'Table ZDEMO_CARRIER in ZDEMO_DATA' });
    expect(table.components).toEqual([
      { field: 'MANDT', key: true, type: 'CLNT', length: 3, dataelement: '', description: '' },
      { field: 'CARRIER_ID', key: true, type: 'CHAR', length: 3, dataelement: 'ZDEMO_CARRIER_ID', description: 'Demo: Airline code' },
      { field: 'NAME', key: false, type: 'CHAR', length: 40, dataelement: 'ZDEMO_CARRIER_NAME', description: 'Demo: Airline name' },
      { field: 'CURRENCY', key: false, type: 'CUKY', length: 5, dataelement: 'ZDEMO_CURRENCY', description: 'Demo: Currency' },
    ]);
  });

  it('shows a structure as STRU, whichever of TABL and STRU is asked for', () => {
    for (const type of [undefined, 'STRU', 'TABL']) {
      const structure = one('ZDEMO_S_FLIGHT_INFO', { type });
      expect(structure).toMatchObject({ type: 'STRU', type_text: 'Structure', description: 'Structure ZDEMO_S_FLIGHT_INFO in ZDEMO_DATA' });
      expect(structure.components.find((c) => c.field === 'ROUTE')).toMatchObject({ type: 'STRG', key: false });
    }
  });

  it('gives a data element its domain fields and property rows, and prefers it over its domain', () => {
    const element = one('ZDEMO_BOOKING_STATUS');
    expect(element).toMatchObject({
      type: 'DTEL',
      type_text: 'Data Element',
      domain: 'ZDEMO_BOOKING_STATUS',
      domain_type: 'CHAR',
      domain_length: 1,
      domain_decimals: 0,
    });
    expect(element.components.map((c) => [c.field, c.description])).toEqual([
      ['DOMAIN', 'ZDEMO_BOOKING_STATUS'],
      ['DATA_TYPE', 'CHAR'],
      ['LENGTH', '1'],
      ['DESCRIPTION', 'Demo: Booking status'],
      ['SHORT_LABEL', 'Status'],
      ['MEDIUM_LABEL', 'Booking Status'],
      ['LONG_LABEL', 'Booking Status'],
      ['HEADING', 'Status'],
    ]);
    expect(one('ZDEMO_PRICE').domain_decimals).toBe(2);
  });

  it('lists a domain fixed values as VALUE_<n> rows', () => {
    const domain = one('ZDEMO_BOOKING_STATUS', { type: 'DOMA' });
    expect(domain).toMatchObject({ type: 'DOMA', type_text: 'Domain', domain: 'ZDEMO_BOOKING_STATUS', domain_type: 'CHAR', domain_length: 1 });
    expect(domain.components.filter((c) => c.field.startsWith('VALUE_')).map((c) => [c.field, c.description])).toEqual([
      ['VALUE_1', 'N: New'],
      ['VALUE_2', 'C: Confirmed'],
      ['VALUE_3', 'W: Waitlisted'],
      ['VALUE_4', 'X: Cancelled'],
    ]);
    expect(fixedValueText({ low: '01', high: '12', text: 'Month' })).toBe('01 - 12: Month');
    expect(one('ZDEMO_FARE_CLASS', { type: 'DOMA' }).components.find((c) => c.field === 'VALUE_TABLE')?.description).toBe('ZDEMO_FARE_RULE');
  });

  it('describes a table type in rows and as a TYPES definition', () => {
    const tableType = one('ZDEMO_T_FLIGHT_INFO');
    expect(tableType).toMatchObject({
      type: 'TTYP',
      type_text: 'Table Type',
      definition: 'TYPES zdemo_t_flight_info TYPE STANDARD TABLE OF zdemo_s_flight_info WITH DEFAULT KEY.',
    });
    expect(tableType.components.map((c) => [c.field, c.description])).toEqual([
      ['ROW_TYPE', 'ZDEMO_S_FLIGHT_INFO'],
      ['ROW_KIND', 'structure'],
      ['ACCESS_MODE', 'STANDARD'],
      ['KEY_DEFINITION', 'DEFAULT KEY'],
      ['KEY_KIND', 'NON-UNIQUE'],
      ['DESCRIPTION', 'Demo: Flight overview'],
    ]);
  });
});

describe('view of message classes and function groups', () => {
  it("lists messages as '<number>: <text>' and a total row", () => {
    const messageClass = one('ZDEMO_BOOKING_MSG');
    expect(messageClass).toMatchObject({ type: 'MSAG', type_text: 'Message Class' });
    expect(messageClass.components.map((c) => c.description)).toEqual([
      '001: Booking &1 not found',
      '002: Booking &1 cannot change from status &2 to &3',
      '003: Fare class &1 is not maintained',
      '004: Flight &1 &2 on &3 not found',
      '005: Booking &1 confirmed',
      '006: Booking &1 put on the waitlist: flight &2 &3 is full',
      'Total: 6 message(s)',
    ]);
  });

  it('lists function modules with their remote marks and a count row; full adds the includes', () => {
    const group = one('ZDEMO_FLIGHTS', { full: true });
    expect(group).toMatchObject({ type: 'FUGR', type_text: 'Function Group', description: 'Function Group ZDEMO_FLIGHTS in ZDEMO_TOOLS' });
    expect(group.components.map((c) => c.description)).toEqual([
      'Z_DEMO_FORMAT_ROUTE: Demo: Route text such as FRA -> JFK',
      'Z_DEMO_GET_FREE_SEATS [RFC]: Demo: Free seats of a flight (remote-enabled)',
      'Count: 2 function module(s)',
    ]);
    // a function module's section names it in METHOD_NAME, as the public backend does
    expect(group.sections!.map((s) => [s.suffix, s.description, s.method_name])).toEqual([
      ['LZDEMO_FLIGHTSTOP', 'Include', ''],
      ['SAPLZDEMO_FLIGHTS', 'Include', ''],
      ['LZDEMO_FLIGHTSU01', 'Function Module Z_DEMO_FORMAT_ROUTE', 'Z_DEMO_FORMAT_ROUTE'],
      ['LZDEMO_FLIGHTSU02', 'Function Module Z_DEMO_GET_FREE_SEATS', 'Z_DEMO_GET_FREE_SEATS'],
    ]);
    const rows = functionGroupRows({
      type: 'FUGR',
      name: 'ZX',
      description: '',
      sources: {},
      metadata: { FUNCTIONS: [{ FUNCNAME: 'Z_UPDATE', UPDATE_TASK: '1', SHORT_TEXT: 'Update' }, { FUNCNAME: 'Z_PLAIN' }] },
    });
    expect(rows.map((r) => r.description)).toEqual(['Z_UPDATE [RFC-Start]: Update', 'Z_PLAIN', 'Count: 2 function module(s)']);
  });
});

describe('view of the kernel’s standard objects', () => {
  it('reads standard data elements, structures and classes the repository does not hold, without a package', () => {
    const result = view(['TIMESTAMPL', 'BAPIRET2', 'CL_ABAP_TSTMP']);
    expect(result).toMatchObject({ success: true, message: 'Retrieved 3 object(s)' });
    const [element, structure, cls] = result.objects;
    expect(element).toMatchObject({ name: 'TIMESTAMPL', type: 'DTEL', not_found: false });
    expect(structure).toMatchObject({ name: 'BAPIRET2', type: 'STRU', not_found: false });
    expect(structure!.components.map((c) => c.field)).toContain('MESSAGE');
    expect(cls).toMatchObject({ name: 'CL_ABAP_TSTMP', type: 'CLAS', not_found: false });
    expect(cls!.source.toUpperCase()).toContain('CLASS CL_ABAP_TSTMP DEFINITION');
  });
});

describe('view of includes by name', () => {
  it('reads a class method include (32 or more characters) as a program of the class package', () => {
    const include = one('ZCL_DEMO_FARE_CALCULATOR======CM002');
    expect(include).toMatchObject({
      name: 'ZCL_DEMO_FARE_CALCULATOR======CM002',
      type: 'PROG',
      type_text: 'Program',
      description: 'Program ZCL_DEMO_FARE_CALCULATOR======CM002 in ZDEMO_CORE',
    });
    expect(include.source.split('\n')[0]).toBe('  METHOD load_rules.');
    const full = one('ZCL_DEMO_FARE_CALCULATOR======CM002', { full: true });
    expect(full.sections).toEqual([expect.objectContaining({ suffix: 'CM002', method_name: 'LOAD_RULES', global_start: 43 })]);
  });

  it.each([
    ['ZCL_DEMO_FARE_CALCULATOR======CCAU', 'CLASS ltcl_fare_calculator DEFINITION FINAL FOR TESTING'],
    ['ZCL_DEMO_FARE_CALCULATOR======CCIMP', '*"* use this source file for the definition and implementation of'],
    ['ZCL_DEMO_FARE_CALCULATOR======CU', 'CLASS zcl_demo_fare_calculator DEFINITION'],
    ['ZCL_DEMO_FARE_CALCULATOR======CI', '  PRIVATE SECTION.'],
    ['ZIF_DEMO_FARE_CALCULATOR======IU', 'INTERFACE zif_demo_fare_calculator'],
    ['LZDEMO_FLIGHTSU02', 'FUNCTION z_demo_get_free_seats.'],
    ['LZDEMO_FLIGHTSTOP', 'FUNCTION-POOL ZDEMO_FLIGHTS.'],
  ])('reads %s', (name, firstLine) => {
    const include = one(name);
    expect(include.type).toBe('PROG');
    expect(include.not_found).toBe(false);
    expect(include.source.split('\n')[0]!.startsWith(firstLine)).toBe(true);
  });

  it('reports an include of no object as not found', () => {
    const result = view(['ZCL_NOPE======================CM001']);
    expect(result).toMatchObject({ success: true, message: 'Retrieved 0 object(s)', error: '' });
    expect(result.objects[0]).toMatchObject({ type: 'PROG', not_found: true });
  });
});

describe('view envelope and errors', () => {
  it('answers several objects with a summary by type', () => {
    const result = view(['zcl_demo_fare_calculator', 'ZDEMO_CARRIER', 'ZDEMO_BOOKING_MSG']);
    expect(result).toMatchObject({
      success: true,
      command: 'VIEW',
      message: 'Retrieved 3 object(s)',
      summary: { total: 3, by_type: ['CLAS', 'TABL', 'MSAG'] },
      error: '',
    });
  });

  it('answers a missing object with not_found, the others as usual, and the request succeeds', () => {
    const result = view(['ZCL_DEMO_FARE_CALCULATOR', 'ZCL_MISSING']);
    expect(result).toMatchObject({ success: true, message: 'Retrieved 1 object(s)', error: '' });
    expect(result.objects[1]).toMatchObject({ name: 'ZCL_MISSING', type: 'CLAS', not_found: true });
    expect(result.objects[0]!.not_found).toBe(false);
  });

  it.each([
    ['ZCL_SOMETHING', 'CLAS'],
    ['ZIF_SOMETHING', 'INTF'],
    ['ZTY_SOMETHING', 'DTEL'],
    ['ZS__SOMETHING', 'DTEL'],
    ['ZSOMETHING', 'CLAS'],
  ])('guesses the type of %s from its name when the directory does not know it (%s)', (name, type) => {
    expect(one(name)).toMatchObject({ type, not_found: true });
  });

  it("refuses a type it does not read with 'Unsupported object type: <type>'", () => {
    expect(view(['ZDEMO'], { type: 'devc' })).toMatchObject({ success: false, objects: [], error: 'Unsupported object type: DEVC' });
    // Listed in the object directory only under a type view does not read.
    expect(view(['ZC_DEMO_BOOKING_EXT'])).toMatchObject({ success: false, error: 'Unsupported object type: DDLX' });
  });

  it('reads the wrong type as not found', () => {
    expect(view(['ZDEMO_CARRIER'], { type: 'CLAS' })).toMatchObject({ success: true, error: '', objects: [{ name: 'ZDEMO_CARRIER', not_found: true }] });
  });
});
