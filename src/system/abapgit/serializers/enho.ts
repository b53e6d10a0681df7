/**
 * ENHO: enhancement implementations, `<name>.enho.xml` whose elements depend on TOOL. Hook
 * implementations (HOOK_IMPL) keep each enhancement's code in `<name>.enho.<8 hex>.abap`, listed in
 * FILES (source part: the hex id); class enhancements (CLASENH) keep theirs in `<name>.enho.abap`
 * (source part `abap`).
 */
import { structure, table } from '../schema.js';
import { SOTR, SOTR_USE } from '../structures/texts.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

const ORIGINAL_OBJECT = structure('PGMID', 'ORG_OBJ_TYPE', 'ORG_OBJ_NAME', 'ORG_MAIN_TYPE', 'ORG_MAIN_NAME', 'PROGRAMNAME');
const ENH_HOOK_IMPL = structure(
  'PROGRAMNAME', 'EXTID', 'ID', 'ENHMODE', 'FULL_NAME', ['SOURCE', table('item', 'text')], 'SPOTNAME', 'PARENT_FULL_NAME',
);
const METHKEY = structure('CLSNAME', 'CMPNAME');
const ENHAMETHKEYS = table('ENHAMETHKEYS', structure(['METHKEY', METHKEY]));
const ENHCLASSATTRIB = structure(
  'CLSNAME', 'CMPNAME', 'VERSION', 'LANGU', 'DESCRIPT', 'EXPOSURE', 'STATE', 'EDITORDER', 'ATTDECLTYP',
  'ATTEXPVIRT', 'TYPTYPE', 'TYPE', 'TABLEOF', 'ATTVALUE', 'LOCKED', 'ATTRDONLY',
);

const ENHO_PAYLOAD = structure(
  'TOOL',
  'SHORTTEXT',
  ['ORIGINAL_OBJECT', ORIGINAL_OBJECT],
  ['ENHANCEMENTS', table('ENH_HOOK_IMPL', ENH_HOOK_IMPL)],
  ['SPACES', table('item', structure('FULL_NAME', ['SPACES', table('item', 'text')]))],
  ['FILES', table('item', structure('NAME', 'FILE'))],
  'CLASS',
  ['OWR_METHODS', ENHAMETHKEYS],
  ['PRE_METHODS', ENHAMETHKEYS],
  ['POST_METHODS', ENHAMETHKEYS],
  ['TAB_ATTRIBUTES', table('ENHCLASSATTRIB', ENHCLASSATTRIB)],
  ['SOTR', SOTR],
  ['SOTR_USE', SOTR_USE],
);

export const enhoSerializer = xmlObjectSerializer({
  type: 'ENHO',
  payload: ENHO_PAYLOAD,
  descriptionField: ['SHORTTEXT'],
  hasAbapSources: true,
  mainSourcePart: 'abap',
});
