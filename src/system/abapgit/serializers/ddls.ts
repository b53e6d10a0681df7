/**
 * DDLS: CDS definitions, `<name>.ddls.xml` (DDLS) plus `<name>.ddls.asddls` (source part `asddls`) and
 * `<name>.ddls.baseinfo` (part `baseinfo`), both kept byte for byte (CRLF, missing final newline …).
 */
import type { ObjectSerializer } from '../serializer.js';
import { structure } from '../schema.js';
import { rawSourceSerializer } from './raw-sources.js';

const DDLS = structure(
  'DDLNAME', 'DDLANGUAGE', 'AS4LOCAL', 'AS4USER', 'AS4DATE', 'AS4TIME', 'DDTEXT', 'SOURCE_TYPE',
  'PARENTNAME', 'ACTFLAG', 'CHGFLAG', 'SOURCE_ORIGIN', 'ABAP_LANGUAGE_VERSION',
);
const DDLS_PAYLOAD = structure(['DDLS', DDLS]);

export const ddlsSerializer: ObjectSerializer = rawSourceSerializer('DDLS', DDLS_PAYLOAD, 'DDLNAME', ['asddls', 'baseinfo']);
