import { beforeEach, describe, expect, it } from 'vitest';
import { CheckEngine } from '../../../src/system/checks/index.js';
import { clas, classWithMethod, DEMO_SYSTEM, intf, ZCL_GREETER, ZIF_GREETER } from './fixtures.js';

let engine: CheckEngine;

beforeEach(() => {
  engine = new CheckEngine();
  engine.load(DEMO_SYSTEM);
});

/** The active ZCL_USER as the system sees it, from its cached syntax results. */
const userErrors = () => engine.inspect([{ type: 'CLAS', name: 'ZCL_USER' }], 'SYNTAX_CHECK')[0]!.errors.map((e) => e.text);

describe('incremental updates of the active registry', () => {
  it('rechecks a dependant when the interface it uses changes, and again when it is restored', () => {
    expect(userErrors()).toEqual([]);
    engine.upsert(intf('ZIF_GREETER', ZIF_GREETER.sources.main!.replace('METHODS greet', 'METHODS welcome')));
    expect(userErrors()).toEqual([expect.stringMatching(/greet/i)]);
    engine.upsert(ZIF_GREETER);
    expect(userErrors()).toEqual([]);
  });

  it('rechecks a dependant when the return type of a method it calls changes', () => {
    expect(userErrors()).toEqual([]);
    const changed = ZCL_GREETER.sources.main!.replace('VALUE(result) TYPE REF TO zif_greeter.', 'VALUE(result) TYPE string.').replace(
      'result = NEW zcl_greeter( ).',
      'result = `no greeter`.',
    );
    engine.upsert(clas('ZCL_GREETER', changed, { testclasses: ZCL_GREETER.sources.testclasses! }));
    expect(userErrors().length).toBe(1);
  });

  it('rechecks a dependant when an object it uses is removed or added', () => {
    engine.remove('CLAS', 'ZCL_GREETER');
    expect(userErrors()).toEqual([expect.stringMatching(/zcl_greeter/i)]);
    engine.upsert(ZCL_GREETER);
    expect(userErrors()).toEqual([]);
  });

  it('lets a syntax check see an object as soon as it is active', () => {
    const user = { type: 'CLAS', name: 'ZCL_PROBE', source: classWithMethod('zcl_probe', '    zcl_brand_new=>hello( ).') };
    expect(engine.syntaxCheck({ objects: [user] }).success).toBe(false);
    engine.upsert(clas('ZCL_BRAND_NEW', 'CLASS zcl_brand_new DEFINITION PUBLIC CREATE PUBLIC.\n  PUBLIC SECTION.\n    CLASS-METHODS hello.\nENDCLASS.\nCLASS zcl_brand_new IMPLEMENTATION.\n  METHOD hello.\n  ENDMETHOD.\nENDCLASS.\n'));
    expect(engine.syntaxCheck({ objects: [user] }).success).toBe(true);
  });

  it('lets an active object replace a kernel object and brings the kernel object back on removal', () => {
    const user = { type: 'CLAS', name: 'ZCL_PROBE', source: classWithMethod('zcl_probe', '    DATA(tab) = cl_abap_char_utilities=>double_tab.') };
    expect(engine.syntaxCheck({ objects: [user] }).success).toBe(false);
    engine.upsert(
      clas('CL_ABAP_CHAR_UTILITIES', "CLASS cl_abap_char_utilities DEFINITION PUBLIC CREATE PUBLIC.\n  PUBLIC SECTION.\n    CONSTANTS double_tab TYPE string VALUE `\t\t`.\nENDCLASS.\nCLASS cl_abap_char_utilities IMPLEMENTATION.\nENDCLASS.\n"),
    );
    expect(engine.syntaxCheck({ objects: [user] }).success).toBe(true);
    engine.remove('CLAS', 'CL_ABAP_CHAR_UTILITIES');
    expect(engine.syntaxCheck({ objects: [user] }).success).toBe(false);
    const newline = { ...user, source: classWithMethod('zcl_probe', '    DATA(nl) = cl_abap_char_utilities=>newline.') };
    expect(engine.syntaxCheck({ objects: [newline] }).success).toBe(true);
  });

  it('ignores removing what is not active and keeps kernel objects', () => {
    engine.remove('CLAS', 'ZCL_NEVER_THERE');
    engine.remove('CLAS', 'CX_ROOT');
    const user = { type: 'CLAS', name: 'ZCL_PROBE', source: classWithMethod('zcl_probe', '    DATA error TYPE REF TO cx_root.') };
    expect(engine.syntaxCheck({ objects: [user] }).success).toBe(true);
  });
});
