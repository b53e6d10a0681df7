import { describe, expect, it } from 'vitest';
import { referencedNames } from '../../../src/system/sync/references.js';

describe('the names a pulled object refers to', () => {
  it.each([
    { case: 'identifiers of code', main: 'DATA x TYPE REF TO zcl_used.', has: ['ZCL_USED'], not: [] },
    { case: 'not comments', main: '* zcl_star\nDATA x TYPE i. " zcl_quote', has: ['X'], not: ['ZCL_STAR', 'ZCL_QUOTE'] },
    { case: 'not literals', main: "x = 'ZCL_TEXT' && `ZCL_BACK` && |ZCL_TEMPLATE { zcl_inside=>value } more|.", has: ['ZCL_INSIDE'], not: ['ZCL_TEXT', 'ZCL_BACK', 'ZCL_TEMPLATE'] },
    { case: 'the literal name of a called function module', main: "CALL FUNCTION 'Z_MODULE'.", has: ['Z_MODULE'], not: [] },
  ])('$case', ({ main, has, not }) => {
    const names = referencedNames({ sources: { main }, metadata: {} });
    for (const name of has) expect(names).toContain(name);
    for (const name of not) expect(names).not.toContain(name);
  });

  it('takes names from metadata fields, not from texts', () => {
    const names = referencedNames({
      sources: {},
      metadata: { DD02V: { TABNAME: 'ZS', DDTEXT: 'ZR19_KEYS' }, DD03P_TABLE: [{ FIELDNAME: 'F', ROLLNAME: 'ZDTEL', REPTEXT: 'ZOTHER' }] },
    });
    expect([...names].sort()).toEqual(['F', 'ZDTEL', 'ZS']);
  });
});
