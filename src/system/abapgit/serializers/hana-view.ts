/**
 * SAP HANA XS classic information views (`<NAME>.attributeview`, `<NAME>.calculationview`). They are not
 * abapGit files: the whole file is kept byte for byte as source part `view` and written back unchanged.
 *
 * Type codes (our own; the object directory has none for repository views): AVIW for attribute views,
 * CVIW for calculation views. The name keeps the case of the file name, since HANA names are case sensitive.
 */
import type { AbapObject, GitFile } from '../../objects.js';
import type { ObjectSerializer } from '../serializer.js';
import type { ObjectFiles } from '../object-files.js';
import { AbapgitFormatError } from '../xml/abapgit-xml.js';
import { decodeEntities } from '../xml/xml-parser.js';
import { rawSourceFile, readRawSource } from '../source-files.js';

export const HANA_VIEW_TYPES = { attributeview: 'AVIW', calculationview: 'CVIW' } as const;
export type HanaViewExtension = keyof typeof HANA_VIEW_TYPES;

export function hanaViewExtension(fileName: string): HanaViewExtension | undefined {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return ext === 'attributeview' || ext === 'calculationview' ? ext : undefined;
}

function hanaViewSerializer(ext: HanaViewExtension): ObjectSerializer {
  const type = HANA_VIEW_TYPES[ext];
  return {
    type,
    read(files: ObjectFiles): AbapObject {
      const file = files.take(undefined, ext);
      if (!file) throw new AbapgitFormatError(`${type} ${files.name} has no .${ext} file`);
      const view = readRawSource(file.data);
      return { type, name: files.name, description: viewDescription(view), metadata: {}, sources: { view } };
    },
    write(object: AbapObject): GitFile[] {
      return [rawSourceFile(`${object.name}.${ext}`, object.sources['view'] ?? '')];
    },
  };
}

export const attributeViewSerializer = hanaViewSerializer('attributeview');
export const calculationViewSerializer = hanaViewSerializer('calculationview');

/** The view's own default description (the first `descriptions` element, which belongs to the root). */
function viewDescription(view: string): string {
  const match = /<descriptions\s[^>]*defaultDescription="([^"]*)"/.exec(view);
  return match ? decodeEntities(match[1] as string) : '';
}
