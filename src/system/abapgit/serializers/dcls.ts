/** DCLS: access controls, `<name>.dcls.xml` (DCLS) plus `<name>.dcls.asdcls` (source part `asdcls`, kept byte for byte). */
import { structure } from '../schema.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

const DCLS_PAYLOAD = structure(['DCLS', structure('DCLNAME', 'DCLLANGUAGE', 'DDTEXT', 'ABAP_LANGUAGE_VERSION')]);

export const dclsSerializer = xmlObjectSerializer({
  type: 'DCLS',
  payload: DCLS_PAYLOAD,
  nameField: ['DCLS', 'DCLNAME'],
  descriptionField: ['DCLS', 'DDTEXT'],
  hasAbapSources: false,
  rawParts: ['asdcls'],
});
