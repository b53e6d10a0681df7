/** INTF: `<name>.intf.xml` plus the main source `<name>.intf.abap`. */
import { structure } from '../schema.js';
import { DESCRIPTIONS, DESCRIPTIONS_SUB } from '../structures/texts.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

export const VSEOINTERF = structure(
  'CLSNAME', 'VERSION', 'LANGU', 'DESCRIPT', 'CATEGORY', 'EXPOSURE', 'STATE', 'RELEASE', 'AUTHOR', 'CREATEDON',
  'CHANGEDBY', 'CHANGEDON', 'CHGDANYBY', 'CHGDANYON', 'CLSPROXY', 'UNICODE', 'R3RELEASE', 'CLSBCCAT',
  'CLSBCTRANS', 'ABAP_LANGUAGE_VERSION',
);

const INTF_PAYLOAD = structure(
  ['VSEOINTERF', VSEOINTERF],
  ['DESCRIPTIONS', DESCRIPTIONS],
  ['DESCRIPTIONS_SUB', DESCRIPTIONS_SUB],
);

export const intfSerializer = xmlObjectSerializer({
  type: 'INTF',
  payload: INTF_PAYLOAD,
  nameField: ['VSEOINTERF', 'CLSNAME'],
  descriptionField: ['VSEOINTERF', 'DESCRIPT'],
  hasAbapSources: true,
});
