/** --mask's aliases (src/mcp/masking.ts): which values are masked, consistently, and restored in arguments. */
import { describe, expect, it } from 'vitest';
import { Masker } from '../../src/mcp/masking.js';
import { defaultMaskedFields } from '../../src/protocol/assistant-server.js';

describe('Masker', () => {
  it.each([
    ['an e-mail address anywhere', { MESSAGE: 'mail to anna.berg@example.com failed' }, { MESSAGE: 'mail to MASKED_EMAIL_1@masked.invalid failed' }],
    ['an IBAN anywhere', { VALUE: 'DE89 3704 0044 0532 0130 00' }, { VALUE: 'MASKED_IBAN_1' }],
    ['an IBAN without spaces', { VALUE: 'GB82WEST12345698765432' }, { VALUE: 'MASKED_IBAN_1' }],
    ['a name field of a preview row, not the object name', { objects: [{ name: 'ZCUSTOMER', rows: [{ CUSTOMER_NAME: 'Anna Berg', CITY: 'Bonn' }] }] }, { objects: [{ name: 'ZCUSTOMER', rows: [{ CUSTOMER_NAME: 'MASKED_NAME_1', CITY: 'Bonn' }] }] }],
    [
      "a debugger variable named like a masked field, by its last component",
      { variables: [{ name: 'LS_CUSTOMER-NAME', value: 'Anna Berg' }, { name: 'LO_ORDER->CUSTOMER_MAIL', value: 'x' }, { name: 'LV_COUNT', value: '3' }] },
      { variables: [{ name: 'LS_CUSTOMER-NAME', value: 'MASKED_NAME_1' }, { name: 'LO_ORDER->CUSTOMER_MAIL', value: 'MASKED_EMAIL_1@masked.invalid' }, { name: 'LV_COUNT', value: '3' }] },
    ],
    ['nothing personal', { COUNT: 3, TEXT: 'all good' }, { COUNT: 3, TEXT: 'all good' }],
  ])('masks %s', (_, answer, expected) => {
    expect(new Masker(defaultMaskedFields).maskAnswer(answer)).toEqual(expected);
  });

  it('keeps one alias per value, masks configured fields, and restores aliases in arguments', () => {
    const masker = new Masker([...defaultMaskedFields, 'CITY']);
    const rows = masker.maskAnswer({ ROWS: [{ NAME: 'Anna', CITY: 'Bonn' }, { NAME: 'Ben', CITY: 'Bonn' }, { NAME: 'Anna', CITY: 'Köln' }] });
    expect(rows).toEqual({ ROWS: [{ NAME: 'MASKED_NAME_1', CITY: 'MASKED_VALUE_1' }, { NAME: 'MASKED_NAME_2', CITY: 'MASKED_VALUE_1' }, { NAME: 'MASKED_NAME_1', CITY: 'MASKED_VALUE_2' }] });
    expect(masker.unmaskArguments({ where: "NAME = 'MASKED_NAME_2' AND CITY <> 'MASKED_VALUE_2'", limit: 3, other: 'MASKED_NAME_9' })).toEqual({
      where: "NAME = 'Ben' AND CITY <> 'Köln'",
      limit: 3,
      other: 'MASKED_NAME_9',
    });
  });
});
