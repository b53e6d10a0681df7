/**
 * Domain objects → the files abaplint's Registry reads. abaplint consumes abapGit files, so this is the
 * abapGit serializer's output as MemoryFiles; the one place to change if the registry ever needs more.
 */
import { MemoryFile } from '@abaplint/core';
import { serializeObject } from '../abapgit/index.js';
import { baseName } from '../../protocol/filenames.js';
import type { AbapObject } from '../objects.js';

const BOM = '\uFEFF';

/** The abapGit files of an object as MemoryFiles; [] for types the abapGit format does not know. */
export function abaplintFiles(object: AbapObject): MemoryFile[] {
  let files;
  try {
    files = serializeObject(object);
  } catch {
    return [];
  }
  return files.map((file) => {
    const text = file.data.toString('utf8');
    return new MemoryFile(baseName(file.path), text.startsWith(BOM) ? text.slice(1) : text);
  });
}

/** The source part a file carries: `zcl_x.clas.locals_imp.abap` → locals_imp, `zcl_x.clas.abap` → main. */
export function sourcePartOfFile(fileName: string): string | undefined {
  const parts = baseName(fileName).split('.');
  const ext = parts[parts.length - 1]?.toLowerCase();
  if (ext !== 'abap' && ext !== 'asddls' && ext !== 'asdcls') return undefined;
  if (ext === 'asddls') return 'asddls';
  if (ext === 'asdcls') return 'asdcls';
  return parts.length > 3 ? parts.slice(2, -1).join('.') : 'main';
}
