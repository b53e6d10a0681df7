/**
 * Source parts kept byte for byte beside the XML (CDS `.asddls` and `.baseinfo`, access control `.asdcls`):
 * each is stored under its extension and written back unchanged, whatever its line ends.
 */
import type { AbapObject, GitFile } from '../../objects.js';
import { fileNameForObject } from '../../../protocol/filenames.js';
import type { ObjectFiles } from '../object-files.js';
import type { ObjectSerializer } from '../serializer.js';
import type { StructureSchema } from '../schema.js';
import { mainXmlFile, readMainXml, textAt, withDefaultText } from '../object-parts.js';
import { rawSourceFile, readRawSource } from '../source-files.js';

export function readRawParts(files: ObjectFiles, extensions: readonly string[]): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const ext of extensions) {
    const file = files.take(undefined, ext);
    if (file) sources[ext] = readRawSource(file.data);
  }
  return sources;
}

export function rawPartFiles(type: string, object: AbapObject, extensions: readonly string[]): GitFile[] {
  return extensions
    .filter((ext) => object.sources[ext] !== undefined)
    .map((ext) => rawSourceFile(fileNameForObject(type, object.name, ext), object.sources[ext] as string));
}

/**
 * The serializer of an object that is one XML record under its type (`<TYPE>` with the name in `nameField` and
 * the description in DDTEXT, both filled from the object when missing) plus raw source parts.
 */
export function rawSourceSerializer(type: string, payload: StructureSchema, nameField: string, parts: readonly string[]): ObjectSerializer {
  return {
    type,
    read(files: ObjectFiles): AbapObject {
      const metadata = readMainXml(files, payload);
      return { type, name: files.name, description: textAt(metadata, [type, 'DDTEXT']), metadata, sources: readRawParts(files, parts) };
    },
    write(object: AbapObject): GitFile[] {
      let metadata = withDefaultText(object.metadata, [type, nameField], object.name);
      metadata = withDefaultText(metadata, [type, 'DDTEXT'], object.description);
      return [mainXmlFile(type, object.name, metadata, payload), ...rawPartFiles(type, object, parts)];
    },
  };
}
