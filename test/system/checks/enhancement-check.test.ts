/**
 * Syntax check of enhancement implementations (ENHO): the source is checked inside the object it
 * enhances — a hook at the beginning or end of a method or form, or at an enhancement point; a class
 * enhancement among the class's local implementations — and errors are reported at the enhancement's lines.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CheckEngine } from '../../../src/system/checks/index.js';
import { DEMO_SYSTEM, prog } from './fixtures.js';

const ZENH_PROG = prog('ZENH_PROG', `REPORT zenh_prog.\nDATA total TYPE i.\nENHANCEMENT-POINT zenh_point SPOTS zenh_spot.\nFORM add.\n  total = total + 1.\nENDFORM.\n`);

let engine: CheckEngine;
beforeAll(() => {
  engine = new CheckEngine();
  engine.load([...DEMO_SYSTEM, ZENH_PROG]);
});

const check = (source: string) => engine.syntaxCheck({ objects: [{ type: 'ENHO', name: 'ZENH_TEST', source }], uccheck: 'X' }).results[0]!;
const hook = (name: string, body: string) => `"Name: ${name}\nENHANCEMENT 0 ZENH_TEST.\n${body}\nENDENHANCEMENT.\n`;

describe('hook implementations', () => {
  it('checks code at the beginning of a method with the method’s parameters in scope', () => {
    expect(check(hook('\\TY:ZCL_GREETER\\ME:SHOUT\\SE:BEGIN\\EI', '  DATA(upper) = to_upper( text ).'))).toMatchObject({ object_type: 'ENHO', success: true });
    const failed = check(hook('\\TY:ZCL_GREETER\\ME:SHOUT\\SE:END\\EI', '  result = undefined_thing.'));
    expect(failed).toMatchObject({ success: false, error_count: 1 });
    // line 3 of the enhancement's file
    expect(failed.errors[0]).toMatchObject({ line: 3, word: 'undefined_thing' });
  });

  it('checks code in a form and at an enhancement point of a program', () => {
    expect(check(hook('\\PR:ZENH_PROG\\FO:ADD\\SE:END\\EI', '  total = total * 2.')).success).toBe(true);
    expect(check(hook('\\PR:ZENH_PROG\\EX:ZENH_POINT\\EI', '  total = 10.')).success).toBe(true);
    expect(check(hook('\\PR:ZENH_PROG\\EX:ZENH_POINT\\EI', '  totl = 10.')).errors[0]).toMatchObject({ line: 3 });
  });

  it('names an enhanced object that is not there and a place that is not found', () => {
    expect(check(hook('\\TY:ZCL_NOWHERE\\ME:RUN\\SE:BEGIN\\EI', '')).errors[0]!.text).toBe('The enhanced object ZCL_NOWHERE is not active in the system');
    expect(check(hook('\\TY:ZCL_GREETER\\ME:NOPE\\SE:BEGIN\\EI', '')).errors[0]!.text).toMatch(/place .* was not found in CLAS ZCL_GREETER/);
  });
});

describe('class enhancements', () => {
  const enhancement = (body: string) => `CLASS lcl_zenh_test DEFINITION DEFERRED.
CLASS zcl_greeter DEFINITION LOCAL FRIENDS lcl_zenh_test.
CLASS lcl_zenh_test DEFINITION.
  PUBLIC SECTION.
    DATA core_object TYPE REF TO zcl_greeter.
    METHODS run.
ENDCLASS.
CLASS lcl_zenh_test IMPLEMENTATION.
  METHOD run.
${body}
  ENDMETHOD.
ENDCLASS.
`;

  it('sees the private and protected parts of the class it is a friend of', () => {
    expect(check(enhancement('    core_object->count( ).\n    DATA(n) = core_object->greetings.')).success).toBe(true);
    const failed = check(enhancement('    core_object->counter( ).'));
    expect(failed.errors[0]).toMatchObject({ line: 10 });
  });
});
