import { describe, expect, it } from 'vitest';
import {
  classPoolName,
  includeName,
  interfacePoolName,
  methodIncludeName,
  methodIncludeSuffix,
  parseIncludeName,
} from '../../../src/protocol/includes.js';
import { classLayoutOfSource } from '../../../src/system/checks/index.js';
import { ZCL_GREETER } from './fixtures.js';

describe('include names', () => {
  it.each([
    [1, 'CM001'],
    [9, 'CM009'],
    [10, 'CM00A'],
    [35, 'CM00Z'],
    [36, 'CM010'],
    [1295, 'CM0ZZ'],
  ])('numbers method %i as %s', (methodNumber, suffix) => {
    expect(methodIncludeSuffix(methodNumber)).toBe(suffix);
    expect(parseIncludeName(includeName('ZCL_X', suffix))?.methodNumber).toBe(methodNumber);
  });

  it.each([
    [() => classPoolName('zcl_demo'), 'ZCL_DEMO======================CP'],
    [() => interfacePoolName('ZIF_DEMO'), 'ZIF_DEMO======================IP'],
    [() => includeName('ZCL_DEMO', 'CCAU'), 'ZCL_DEMO======================CCAU'],
    [() => methodIncludeName('/DMO/CL_FLIGHT', 7), '/DMO/CL_FLIGHT================CM007'],
    [() => includeName('ZCL_A_CLASS_NAME_OF_THIRTY_CHR', 'CU'), 'ZCL_A_CLASS_NAME_OF_THIRTY_CHRCU'],
  ])('builds %s', (build, expected) => {
    expect(build()).toBe(expected);
  });

  it.each([
    ['ZCL_DEMO======================CU', { objectName: 'ZCL_DEMO', suffix: 'CU', kind: 'public_section' }],
    ['ZCL_DEMO======================CO', { objectName: 'ZCL_DEMO', suffix: 'CO', kind: 'protected_section' }],
    ['ZCL_DEMO======================CI', { objectName: 'ZCL_DEMO', suffix: 'CI', kind: 'private_section' }],
    ['ZCL_DEMO======================CP', { objectName: 'ZCL_DEMO', suffix: 'CP', kind: 'class_pool' }],
    ['zcl_demo======================ccimp', { objectName: 'ZCL_DEMO', suffix: 'CCIMP', kind: 'local_implementations' }],
    ['ZCL_DEMO======================CCDEF', { objectName: 'ZCL_DEMO', suffix: 'CCDEF', kind: 'local_definitions' }],
    ['ZCL_DEMO======================CCAU', { objectName: 'ZCL_DEMO', suffix: 'CCAU', kind: 'test_classes' }],
    ['ZCL_DEMO======================CCMAC', { objectName: 'ZCL_DEMO', suffix: 'CCMAC', kind: 'macros' }],
    ['ZCL_DEMO======================CM00A', { objectName: 'ZCL_DEMO', suffix: 'CM00A', kind: 'method', methodNumber: 10 }],
    ['ZIF_DEMO======================IU', { objectName: 'ZIF_DEMO', suffix: 'IU', kind: 'interface_section' }],
    ['ZCL_A_CLASS_NAME_OF_THIRTY_CHRCU', { objectName: 'ZCL_A_CLASS_NAME_OF_THIRTY_CHR', suffix: 'CU', kind: 'public_section' }],
  ])('reads %s back', (name, expected) => {
    expect(parseIncludeName(name)).toEqual(expected);
  });

  it.each(['ZDEMO_REPORT', 'LZGROUPTOP', 'ZCL_DEMO======================XX', 'ZCL_DEMO======================CM000', '==============================CU'])(
    'does not read %s as a class or interface include',
    (name) => {
      expect(parseIncludeName(name)).toBeUndefined();
    },
  );
});

describe('class layout', () => {
  it('splits a main source into section and method includes, methods numbered in declaration order', () => {
    const { sections } = classLayoutOfSource('ZCL_GREETER', ZCL_GREETER.sources.main!);
    expect(sections.map((s) => [s.include.slice(30), s.startRow, s.endRow, s.methodName ?? ''])).toEqual([
      ['CU', 1, 12, ''],
      ['CO', 13, 14, ''],
      ['CI', 15, 17, ''],
      ['CM004', 23, 26, 'ZIF_GREETER~GREET'],
      ['CM001', 28, 30, 'CREATE'],
      ['CM005', 32, 34, 'IF_OO_ADT_CLASSRUN~MAIN'],
      ['CM002', 36, 38, 'SHOUT'],
      ['CM003', 40, 42, 'COUNT'],
    ]);
  });
});
