/**
 * DEVC: the package of a folder, `package.devc.xml` (DEVC, PERMISSION). The file carries no package
 * name: the folder it sits in names the package, so the object's name is whatever the caller gives it.
 */
import type { AbapObject, GitFile } from '../../objects.js';
import type { ObjectSerializer } from '../serializer.js';
import type { ObjectFiles } from '../object-files.js';
import { structure, table } from '../schema.js';
import { textAt, withDefaultText } from '../object-parts.js';
import { AbapgitFormatError, readObjectXml, serializerOf, writeObjectXml } from '../xml/abapgit-xml.js';

export const PACKAGE_FILE_NAME = 'package.devc.xml';

/** abapGit's subset of SCOMPKDTLN (package attributes it does not clear). */
const DEVC = structure(
  'CTEXT', 'LANGUAGE', 'MASTERLANG', 'COMP_POSID', 'COMPONENT', 'DLVUNIT', 'PACKTYPE', 'RESTRICTED', 'MAINPACK',
  'SRV_CHECK', 'CYCLE_CHECK', 'KORRFLAG', 'TPCLASS', 'PDEVCLASS', 'NAMESPACE', 'TRANSLATION_DEPTH_TEXT',
  'TRANSLATION_GRAPH_DEPTH',
);
const SCOMPPDTLN = structure('INTF_NAME', 'ERR_SEVER', 'PACKNAME');
const DEVC_PAYLOAD = structure(['DEVC', DEVC], ['PERMISSION', table('SCOMPPDTLN', SCOMPPDTLN)]);

export const devcSerializer: ObjectSerializer = {
  type: 'DEVC',
  read(files: ObjectFiles): AbapObject {
    const xml = files.take(undefined, 'xml');
    if (!xml) throw new AbapgitFormatError(`no ${PACKAGE_FILE_NAME}`);
    const metadata = readObjectXml(xml.data, DEVC_PAYLOAD);
    return { type: 'DEVC', name: files.name, description: textAt(metadata, ['DEVC', 'CTEXT']), metadata, sources: {} };
  },
  write(object: AbapObject): GitFile[] {
    const metadata = withDefaultText(object.metadata, ['DEVC', 'CTEXT'], object.description);
    return [{ path: PACKAGE_FILE_NAME, data: writeObjectXml(metadata, DEVC_PAYLOAD, serializerOf('DEVC')) }];
  },
};
