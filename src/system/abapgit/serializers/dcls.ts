/** DCLS: access controls, `<name>.dcls.xml` (DCLS) plus `<name>.dcls.asdcls` (source part `asdcls`, kept byte for byte). */
import type { AbapObject, GitFile } from '../../objects.js';
import type { ObjectSerializer } from '../serializer.js';
import type { ObjectFiles } from '../object-files.js';
import { structure } from '../schema.js';
import { mainXmlFile, readMainXml, textAt, withDefaultText } from '../object-parts.js';
import { rawPartFiles, readRawParts } from './raw-sources.js';

const DCLS_PAYLOAD = structure(['DCLS', structure('DCLNAME', 'DCLLANGUAGE', 'DDTEXT', 'ABAP_LANGUAGE_VERSION')]);
const PARTS = ['asdcls'] as const;

export const dclsSerializer: ObjectSerializer = {
  type: 'DCLS',
  read(files: ObjectFiles): AbapObject {
    const metadata = readMainXml(files, DCLS_PAYLOAD);
    return { type: 'DCLS', name: files.name, description: textAt(metadata, ['DCLS', 'DDTEXT']), metadata, sources: readRawParts(files, PARTS) };
  },
  write(object: AbapObject): GitFile[] {
    let metadata = withDefaultText(object.metadata, ['DCLS', 'DCLNAME'], object.name);
    metadata = withDefaultText(metadata, ['DCLS', 'DDTEXT'], object.description);
    return [mainXmlFile('DCLS', object.name, metadata, DCLS_PAYLOAD), ...rawPartFiles('DCLS', object, PARTS)];
  },
};
