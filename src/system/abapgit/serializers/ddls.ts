/**
 * DDLS: CDS definitions, `<name>.ddls.xml` (DDLS) plus `<name>.ddls.asddls` (source part `asddls`) and
 * `<name>.ddls.baseinfo` (part `baseinfo`), both kept byte for byte (CRLF, missing final newline …).
 */
import type { AbapObject, GitFile } from '../../objects.js';
import type { ObjectSerializer } from '../serializer.js';
import type { ObjectFiles } from '../object-files.js';
import { structure } from '../schema.js';
import { mainXmlFile, readMainXml, textAt, withDefaultText } from '../object-parts.js';
import { rawPartFiles, readRawParts } from './raw-sources.js';

const DDLS = structure(
  'DDLNAME', 'DDLANGUAGE', 'AS4LOCAL', 'AS4USER', 'AS4DATE', 'AS4TIME', 'DDTEXT', 'SOURCE_TYPE',
  'PARENTNAME', 'ACTFLAG', 'CHGFLAG', 'SOURCE_ORIGIN', 'ABAP_LANGUAGE_VERSION',
);
const DDLS_PAYLOAD = structure(['DDLS', DDLS]);
const PARTS = ['asddls', 'baseinfo'] as const;

export const ddlsSerializer: ObjectSerializer = {
  type: 'DDLS',
  read(files: ObjectFiles): AbapObject {
    const metadata = readMainXml(files, DDLS_PAYLOAD);
    return { type: 'DDLS', name: files.name, description: textAt(metadata, ['DDLS', 'DDTEXT']), metadata, sources: readRawParts(files, PARTS) };
  },
  write(object: AbapObject): GitFile[] {
    let metadata = withDefaultText(object.metadata, ['DDLS', 'DDLNAME'], object.name);
    metadata = withDefaultText(metadata, ['DDLS', 'DDTEXT'], object.description);
    return [mainXmlFile('DDLS', object.name, metadata, DDLS_PAYLOAD), ...rawPartFiles('DDLS', object, PARTS)];
  },
};
