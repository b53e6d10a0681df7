/**
 * DDLS: CDS definitions, `<name>.ddls.xml` (DDLS) plus `<name>.ddls.asddls` (source part `asddls`) and
 * `<name>.ddls.baseinfo` (part `baseinfo`), both kept byte for byte (CRLF, missing final newline …).
 */
import { structure } from '../schema.js';
import { xmlObjectSerializer } from '../xml-object-serializer.js';

const DDLS = structure(
  'DDLNAME', 'DDLANGUAGE', 'AS4LOCAL', 'AS4USER', 'AS4DATE', 'AS4TIME', 'DDTEXT', 'SOURCE_TYPE',
  'PARENTNAME', 'ACTFLAG', 'CHGFLAG', 'SOURCE_ORIGIN', 'ABAP_LANGUAGE_VERSION',
);
const DDLS_PAYLOAD = structure(['DDLS', DDLS]);

export const ddlsSerializer = xmlObjectSerializer({
  type: 'DDLS',
  payload: DDLS_PAYLOAD,
  nameField: ['DDLS', 'DDLNAME'],
  descriptionField: ['DDLS', 'DDTEXT'],
  hasAbapSources: false,
  rawParts: ['asddls', 'baseinfo'],
});
