/**
 * W3MI: MIME objects of the web repository (SMW0), `<name>.w3mi.xml` with the name, the text and the
 * parameters (WWWPARAMS: mimetype, fileextension, filename …), beside the content as it is in
 * `<name>.w3mi.data.<extension>` (the fileextension parameter without its dot). abapGit's LCL_OBJECT_W3MI writes
 * serializer version v2.0.0 (the content in its own file); the version read is written back. The content is
 * bytes: kept base64-encoded as the source part `data` (its file's extension under `#data_ext` when it is not
 * the one the parameters name).
 */
import type { AbapObject, GitFile, MetadataRecord } from '../../objects.js';
import { fileNameForObject } from '../../../protocol/filenames.js';
import type { ObjectFiles } from '../object-files.js';
import type { ObjectSerializer } from '../serializer.js';
import { structure, table } from '../schema.js';
import { readObjectXml, writeObjectXml, AbapgitFormatError } from '../xml/abapgit-xml.js';

export const W3MI_DATA_PART = 'data';
const DEFAULT_VERSION = 'v2.0.0';

const PAYLOAD = structure('NAME', 'TEXT', ['PARAMS', table('WWWPARAMS', structure('RELID', 'OBJID', 'NAME', 'VALUE'))]);

/** The value of a parameter (mimetype, fileextension, filename) of a MIME object. */
export function w3Param(metadata: MetadataRecord, name: string): string {
  const params = metadata['PARAMS'];
  if (!Array.isArray(params)) return '';
  for (const row of params) {
    if (row && typeof row === 'object' && !Array.isArray(row) && row['NAME'] === name && typeof row['VALUE'] === 'string') return row['VALUE'];
  }
  return '';
}

const extensionOf = (metadata: MetadataRecord) => w3Param(metadata, 'fileextension').replace(/^\./, '').toLowerCase();

export const w3miSerializer: ObjectSerializer = {
  type: 'W3MI',
  read(files: ObjectFiles): AbapObject {
    const xml = files.take(undefined, 'xml');
    if (!xml) throw new AbapgitFormatError(`W3MI ${files.name} has no w3mi.xml file`);
    const metadata = readObjectXml(xml.data, PAYLOAD);
    const version = /serializer_version="([^"]*)"/.exec(xml.data.subarray(0, 400).toString('utf8'))?.[1];
    if (version && version !== DEFAULT_VERSION) metadata['#serializer_version'] = version;
    const [data] = files.takeWhere((file) => file.extra === W3MI_DATA_PART);
    const sources: Record<string, string> = {};
    if (data) {
      sources[W3MI_DATA_PART] = data.file.data.toString('base64');
      if (data.ext !== extensionOf(metadata)) metadata['#data_ext'] = data.ext;
    }
    return { type: 'W3MI', name: files.name, description: typeof metadata['TEXT'] === 'string' ? metadata['TEXT'] : '', metadata, sources };
  },
  write(object: AbapObject): GitFile[] {
    const metadata: MetadataRecord = { NAME: object.name, ...object.metadata };
    if (metadata['TEXT'] === undefined && object.description) metadata['TEXT'] = object.description;
    const version = typeof metadata['#serializer_version'] === 'string' ? metadata['#serializer_version'] : DEFAULT_VERSION;
    const files: GitFile[] = [{ path: fileNameForObject('W3MI', object.name, 'xml'), data: writeObjectXml(metadata, PAYLOAD, { name: 'LCL_OBJECT_W3MI', version }) }];
    const content = object.sources[W3MI_DATA_PART];
    if (content !== undefined) {
      const ext = typeof metadata['#data_ext'] === 'string' ? metadata['#data_ext'] : extensionOf(metadata);
      files.push({ path: fileNameForObject('W3MI', object.name, W3MI_DATA_PART, ext), data: Buffer.from(content, 'base64') });
    }
    return files;
  },
};
