/**
 * The parts most object types share: the main `<name>.<type>.xml`, `.abap` source parts, and the text
 * fields that carry an object's name and description inside its metadata.
 */
import type { AbapObject, GitFile, MetadataRecord, MetadataValue } from '../objects.js';
import { fileNameForObject } from '../../protocol/filenames.js';
import type { StructureSchema } from './schema.js';
import type { ObjectFiles } from './object-files.js';
import { AbapgitFormatError, readObjectXml, serializerOf, writeObjectXml } from './xml/abapgit-xml.js';
import { abapSourceFile, readAbapSource } from './source-files.js';

/** A text field inside the metadata: a top-level element (FUGR AREAT) or a component of one (VSEOCLASS-DESCRIPT). */
export type FieldPath = readonly [string] | readonly [string, string];

export function readMainXml(files: ObjectFiles, schema: StructureSchema): MetadataRecord {
  const xml = files.take(undefined, 'xml');
  if (!xml) throw new AbapgitFormatError(`${files.type} ${files.name} has no ${files.type.toLowerCase()}.xml file`);
  return readObjectXml(xml.data, schema);
}

export function mainXmlFile(type: string, name: string, metadata: MetadataRecord, schema: StructureSchema): GitFile {
  return { path: fileNameForObject(type, name, 'xml'), data: writeObjectXml(metadata, schema, serializerOf(type)) };
}

/**
 * Every remaining `.abap` file as a source part: the file without extra part under `mainPart`, the
 * others under their extra part (locals_imp, screen_2000, an include or function module name).
 */
export function readSourceParts(files: ObjectFiles, mainPart = 'main'): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const { file, extra } of files.takeWhere((candidate) => candidate.ext === 'abap')) {
    sources[extra ?? mainPart] = readAbapSource(file.data);
  }
  return sources;
}

export function sourcePartFiles(type: string, object: AbapObject, mainPart = 'main'): GitFile[] {
  return Object.entries(object.sources).map(([part, source]) =>
    abapSourceFile(fileNameForObject(type, object.name, part === mainPart ? undefined : part, 'abap'), source),
  );
}

export function textAt(metadata: MetadataRecord, path: FieldPath): string {
  const value = valueAt(metadata, path);
  return typeof value === 'string' ? value : '';
}

/**
 * The metadata with a text field filled in when it is missing: the metadata stays the truth for what
 * it holds, while an object built from a name and a description alone still serializes them.
 */
export function withDefaultText(metadata: MetadataRecord, path: FieldPath, text: string): MetadataRecord {
  if (text === '' || valueAt(metadata, path) !== undefined) return metadata;
  const [top, component] = path;
  if (component === undefined) return { ...metadata, [top]: text };
  const current = metadata[top];
  const record = typeof current === 'object' && !Array.isArray(current) ? current : {};
  return { ...metadata, [top]: { ...record, [component]: text } };
}

function valueAt(metadata: MetadataRecord, path: FieldPath): MetadataValue | undefined {
  const [top, component] = path;
  const value = metadata[top];
  if (component === undefined) return value;
  return typeof value === 'object' && !Array.isArray(value) ? value[component] : undefined;
}
