/**
 * The serializer of the many object types that are one `<name>.<type>.xml` plus, for source-based
 * types, `.abap` source parts or parts kept byte for byte (CDS, access controls). Each such type module only
 * states its payload schema, identity fields and parts.
 */
import type { AbapObject, GitFile } from '../objects.js';
import type { ObjectSerializer } from './serializer.js';
import type { StructureSchema } from './schema.js';
import type { ObjectFiles } from './object-files.js';
import { mainXmlFile, readMainXml, readSourceParts, sourcePartFiles, textAt, withDefaultText, type FieldPath } from './object-parts.js';
import { rawPartFiles, readRawParts } from './serializers/raw-sources.js';

export interface XmlObjectType {
  type: string;
  /** Top-level elements under asx:values, in file order. */
  payload: StructureSchema;
  /** The metadata field holding the object name, filled from the object when missing. */
  nameField?: FieldPath;
  /** The metadata field holding the short text (AbapObject.description). */
  descriptionField: FieldPath;
  /** Whether `.abap` files beside the XML are source parts of the object. */
  hasAbapSources: boolean;
  /** Source part name of the `.abap` file without extra part; `main` unless stated. */
  mainSourcePart?: string;
  /** Source parts stored under their own extension and kept byte for byte (`asddls`, `baseinfo`, `asdcls`). */
  rawParts?: readonly string[];
}

export function xmlObjectSerializer(spec: XmlObjectType): ObjectSerializer {
  return {
    type: spec.type,
    read(files: ObjectFiles): AbapObject {
      const metadata = readMainXml(files, spec.payload);
      const sources = { ...(spec.hasAbapSources ? readSourceParts(files, spec.mainSourcePart) : {}), ...readRawParts(files, spec.rawParts ?? []) };
      return { type: spec.type, name: files.name, description: textAt(metadata, spec.descriptionField), metadata, sources };
    },
    write(object: AbapObject): GitFile[] {
      let metadata = object.metadata;
      if (spec.nameField) metadata = withDefaultText(metadata, spec.nameField, object.name);
      metadata = withDefaultText(metadata, spec.descriptionField, object.description);
      const xml = mainXmlFile(spec.type, object.name, metadata, spec.payload);
      return [xml, ...(spec.hasAbapSources ? sourcePartFiles(spec.type, object, spec.mainSourcePart) : []), ...rawPartFiles(spec.type, object, spec.rawParts ?? [])];
    },
  };
}
