/** DCLS: access controls, `<name>.dcls.xml` (DCLS) plus `<name>.dcls.asdcls` (source part `asdcls`, kept byte for byte). */
import type { ObjectSerializer } from '../serializer.js';
import { structure } from '../schema.js';
import { rawSourceSerializer } from './raw-sources.js';

const DCLS_PAYLOAD = structure(['DCLS', structure('DCLNAME', 'DCLLANGUAGE', 'DDTEXT', 'ABAP_LANGUAGE_VERSION')]);

export const dclsSerializer: ObjectSerializer = rawSourceSerializer('DCLS', DCLS_PAYLOAD, 'DCLNAME', ['asdcls']);
