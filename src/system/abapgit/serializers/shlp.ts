/**
 * SHLP: search helps, `<name>.shlp.xml` only: the header (DD30V), the included search helps of a collective
 * one (DD31V), the parameters (DD32P) and the parameter assignments of included ones (DD33V), in DDIC order.
 */
import { structure, table } from '../schema.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

const DD30V = structure('SHLPNAME', 'DDLANGUAGE', 'ISSIMPLE', 'ELEMEXI', 'SELMETHOD', 'SELMTYPE', 'TEXTTAB', 'DIALOGTYPE', 'HOTKEY', 'SELMEXIT', 'DDTEXT');
const DD31V = structure('SHLPNAME', 'SUBSHLP', 'SHPOSITION', 'VIASELSCRN', 'HIDE');
const DD32P = structure('SHLPNAME', 'FIELDNAME', 'FLPOSITION', 'ROLLNAME', 'SHLPINPUT', 'SHLPOUTPUT', 'SHLPSELPOS', 'SHLPLISPOS', 'SHLPSELDIS', 'DEFAULTVAL', 'DOMNAME');
const DD33V = structure('SHLPNAME', 'SUBSHLP', 'FIELDNAME', 'SHLPFIELD');

export const shlpSerializer = xmlObjectSerializer({
  type: 'SHLP',
  payload: structure(['DD30V', DD30V], ['DD31V_TABLE', table('DD31V', DD31V)], ['DD32P_TABLE', table('DD32P', DD32P)], ['DD33V_TABLE', table('DD33V', DD33V)]),
  nameField: ['DD30V', 'SHLPNAME'],
  descriptionField: ['DD30V', 'DDTEXT'],
  hasAbapSources: false,
});
