/**
 * Which files of the remote tree a pull reads: the whole repository, or for a `files` list the files of
 * the named objects (file name → object mapping of the spec, folders dropped) plus the repository
 * frame (`.abapgit.xml`, every `package.devc.xml`) that places them in their packages.
 */
import { DOT_ABAPGIT_FILE_NAME } from '../abapgit/index.js';
import { formatType } from '../objects.js';
import { baseName, objectFromFileName } from '../../protocol/filenames.js';
import type { TreeEntry } from '../git/index.js';
import { objectKey } from '../objects.js';

export interface RequestedObject {
  /** The file name as requested. */
  file: string;
  type: string;
  name: string;
}

export interface PullScope {
  whole: boolean;
  entries: TreeEntry[];
  /** Objects named by `files`, by object key. */
  requested: Map<string, RequestedObject>;
  /** Requested file names that name no object. */
  invalid: string[];
  /** Objects requested by name alone (any type), upper case. */
  names: Set<string>;
}

const PACKAGE_FILE = 'package.devc.xml';

export function selectScope(tree: readonly TreeEntry[], files: readonly string[] | undefined, objectNames: readonly string[] = []): PullScope {
  const names = new Set(objectNames.map((name) => name.trim().toUpperCase()).filter(Boolean));
  if ((!files || files.length === 0) && names.size === 0) return { whole: true, entries: [...tree], requested: new Map(), invalid: [], names };
  const requested = new Map<string, RequestedObject>();
  const invalid: string[] = [];
  const fileNames = new Set<string>();
  for (const file of files ?? []) {
    const name = baseName(file.trim());
    const ref = objectFromFileName(name);
    if (!ref) {
      invalid.push(file);
      continue;
    }
    fileNames.add(name.toLowerCase());
    const type = formatType(ref.type);
    requested.set(objectKey(type, ref.name), { file, type, name: ref.name });
  }
  const entries = tree.filter((entry) => {
    const name = baseName(entry.path);
    if (entry.path === DOT_ABAPGIT_FILE_NAME || name.toLowerCase() === PACKAGE_FILE || fileNames.has(name.toLowerCase())) return true;
    const ref = objectFromFileName(name);
    return !!ref && (requested.has(objectKey(formatType(ref.type), ref.name)) || names.has(ref.name));
  });
  return { whole: false, entries, requested, invalid, names };
}
