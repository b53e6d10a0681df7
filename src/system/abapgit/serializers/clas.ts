/**
 * CLAS: `<name>.clas.xml` plus source parts main, locals_def, locals_imp, testclasses and macros
 * (`<name>.clas[.<part>].abap`).
 */
import { structure, table } from '../schema.js';
import { DESCRIPTIONS, DESCRIPTIONS_SUB, SOTR, SOTR_USE, SOTS, SOTS_USE, TPOOL } from '../structures/texts.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

/** abapGit clears EXPOSURE, CLSFINAL, CLSABSTRCT and the change stamps: they live in the source. */
export const VSEOCLASS = structure(
  'CLSNAME', 'VERSION', 'LANGU', 'DESCRIPT', 'CATEGORY', 'EXPOSURE', 'STATE', 'RELEASE', 'AUTHOR', 'CREATEDON',
  'CHANGEDBY', 'CHANGEDON', 'CHGDANYBY', 'CHGDANYON', 'CLSFINAL', 'CLSABSTRCT', 'CLSCCINCL', 'FIXPT', 'VARCL',
  'UNICODE', 'R3RELEASE', 'CLSBCCAT', 'CLSBCTRANS', 'MSG_ID', 'CLSPROXY', 'CLSSHAREDMEMORY', 'REFCLSNAME',
  'SHRM_ENABLED', 'WITH_UNIT_TESTS', 'DURATION_TYPE', 'RISK_LEVEL', 'ABAP_LANGUAGE_VERSION',
);

const CLAS_PAYLOAD = structure(
  ['VSEOCLASS', VSEOCLASS],
  ['TPOOL', TPOOL],
  ['SOTR', SOTR],
  ['SOTR_USE', SOTR_USE],
  ['SOTS', SOTS],
  ['SOTS_USE', SOTS_USE],
  ['DESCRIPTIONS', DESCRIPTIONS],
  ['DESCRIPTIONS_SUB', DESCRIPTIONS_SUB],
  ['LINES', table('TLINE', structure('TDFORMAT', 'TDLINE'))],
);

export const clasSerializer = xmlObjectSerializer({
  type: 'CLAS',
  payload: CLAS_PAYLOAD,
  nameField: ['VSEOCLASS', 'CLSNAME'],
  descriptionField: ['VSEOCLASS', 'DESCRIPT'],
  hasAbapSources: true,
});
