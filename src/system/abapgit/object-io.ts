/**
 * Objects ↔ files: groups the files of a folder by the object they belong to and lets each type's
 * serializer read them; a file that cannot be read becomes a problem, never an exception.
 */
import type { AbapObject, GitFile } from '../objects.js';
import { baseName, objectFromFileName } from '../../protocol/filenames.js';
import { ObjectFiles, objectFile } from './object-files.js';
import { serializerFor } from './serializers/index.js';
import { PACKAGE_FILE_NAME } from './serializers/devc.js';
import { HANA_VIEW_TYPES, hanaViewExtension } from './serializers/hana-view.js';

export interface ReadObject {
  object: AbapObject;
  /** Paths of the files the object was read from, as given. */
  paths: string[];
}

export interface ObjectGroupsResult {
  objects: ReadObject[];
  problems: string[];
}

export function serializeObject(object: AbapObject): GitFile[] {
  const serializer = serializerFor(object.type);
  if (!serializer) throw new Error(`object type ${object.type} is not supported by the abapGit format`);
  return serializer.write(object);
}

/**
 * Reads the objects in a set of files. Files are grouped per folder and object; `package.devc.xml`
 * becomes a DEVC object named `packageName` (the file itself names no package).
 */
export function readObjectGroups(files: GitFile[], packageName = ''): ObjectGroupsResult {
  const groups = new Map<string, { type: string; name: string; files: GitFile[] }>();
  const problems: string[] = [];
  for (const file of files) {
    const owner = ownerOf(file, packageName);
    if (typeof owner === 'string') {
      problems.push(`${file.path}: ${owner}`);
      continue;
    }
    const key = `${folderOf(file.path)}\u0000${owner.type}\u0000${owner.name}`;
    const group = groups.get(key) ?? { ...owner, files: [] };
    group.files.push(file);
    groups.set(key, group);
  }

  const objects: ReadObject[] = [];
  for (const group of groups.values()) {
    const serializer = serializerFor(group.type);
    if (!serializer) continue;
    const objectFiles = new ObjectFiles(group.type, group.name, group.files.map(objectFile));
    try {
      const object = serializer.read(objectFiles);
      const unused = objectFiles.leftovers();
      for (const file of unused) problems.push(`${file.path}: not a file of ${object.type} ${object.name}`);
      objects.push({ object, paths: group.files.filter((file) => !unused.includes(file)).map((file) => file.path) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push(`${group.files.map((file) => file.path).join(', ')}: ${message}`);
    }
  }
  return { objects, problems };
}

/** The object a file belongs to, or the reason it belongs to none. */
function ownerOf(file: GitFile, packageName: string): { type: string; name: string } | string {
  const fileName = baseName(file.path);
  if (fileName.toLowerCase() === PACKAGE_FILE_NAME) return { type: 'DEVC', name: packageName };
  const viewExtension = hanaViewExtension(fileName);
  if (viewExtension) return { type: HANA_VIEW_TYPES[viewExtension], name: fileName.slice(0, fileName.lastIndexOf('.')) };
  const ref = objectFromFileName(fileName);
  if (!ref) return 'not an object file';
  if (!serializerFor(ref.type)) return `object type ${ref.type} is not supported`;
  return ref;
}

function folderOf(path: string): string {
  return path.slice(0, Math.max(path.lastIndexOf('/'), 0));
}
