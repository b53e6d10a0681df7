import { describe, expect, it } from 'vitest';
import { isValidObjectName, isValidPackageName, typeFromName } from '../../src/protocol/names.js';

describe("the spec's guess of a type from a name", () => {
  it.each([
    ['ZCL_DEMO', 'CLAS'],
    ['ycl_demo', 'CLAS'],
    ['CL_ABAP_TYPEDESCR', 'CLAS'],
    ['ZIF_DEMO', 'INTF'],
    ['IF_OO_ADT_CLASSRUN', 'INTF'],
    ['ZTY_AMOUNT', 'DTEL'],
    ['YS__FLAG', 'DTEL'],
    ['ZDEMO_REPORT', 'PROG'],
    ['ZCX_DEMO_ERROR', 'PROG'],
  ])('%s is %s (otherwise a program)', (name, type) => expect(typeFromName(name, 'PROG')).toBe(type));

  it('answers the caller’s default for a name it cannot place', () => {
    expect(typeFromName('ZDEMO_REPORT', 'CLAS')).toBe('CLAS');
    expect(typeFromName('  zcl_padded ', 'PROG')).toBe('CLAS');
  });
});

describe('names', () => {
  it('accepts package and object names of the repository and refuses the rest', () => {
    expect(isValidPackageName('ZDEMO_CORE')).toBe(true);
    expect(isValidPackageName('/DMO/FLIGHT')).toBe(true);
    expect(isValidPackageName('1BAD')).toBe(false);
    expect(isValidObjectName('ZCL_DEMO')).toBe(true);
    expect(isValidObjectName('../etc/passwd')).toBe(false);
  });
});
