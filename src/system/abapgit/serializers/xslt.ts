/**
 * XSLT: transformations (XSLT programs and simple transformations), `<name>.xslt.xml` with the attributes
 * (O2XSLTDESC: name, language, text) beside the program as it is in `<name>.xslt.source.xml`, kept byte for
 * byte as the source part `source`. Stored, listed and viewable; CALL TRANSFORMATION of one runs the kernel's
 * transformation, which names it as not supported.
 */
import type { AbapObject, GitFile } from '../../objects.js';
import { fileNameForObject } from '../../../protocol/filenames.js';
import type { ObjectFiles } from '../object-files.js';
import type { ObjectSerializer } from '../serializer.js';
import { structure } from '../schema.js';
import { mainXmlFile, readMainXml, textAt, withDefaultText } from '../object-parts.js';
import { rawSourceFile, readRawSource } from '../source-files.js';

export const XSLT_SOURCE_PART = 'source';

const PAYLOAD = structure(['ATTRIBUTES', structure('XSLTDESC', 'LANGU', 'DESCRIPT')]);

export const xsltSerializer: ObjectSerializer = {
  type: 'XSLT',
  read(files: ObjectFiles): AbapObject {
    const metadata = readMainXml(files, PAYLOAD);
    const source = files.take(XSLT_SOURCE_PART, 'xml');
    const sources: Record<string, string> = source ? { [XSLT_SOURCE_PART]: readRawSource(source.data) } : {};
    return { type: 'XSLT', name: files.name, description: textAt(metadata, ['ATTRIBUTES', 'DESCRIPT']), metadata, sources };
  },
  write(object: AbapObject): GitFile[] {
    let metadata = withDefaultText(object.metadata, ['ATTRIBUTES', 'XSLTDESC'], object.name);
    metadata = withDefaultText(metadata, ['ATTRIBUTES', 'DESCRIPT'], object.description);
    const files = [mainXmlFile('XSLT', object.name, metadata, PAYLOAD)];
    const source = object.sources[XSLT_SOURCE_PART];
    if (source !== undefined) files.push(rawSourceFile(fileNameForObject('XSLT', object.name, XSLT_SOURCE_PART, 'xml'), source));
    return files;
  },
};
