/**
 * Domain objects → the files abaplint's Registry reads. abaplint consumes abapGit files, so this is the
 * abapGit serializer's output as MemoryFiles; the one place to change if the registry ever needs more.
 */
import { MemoryFile } from '#abaplint/core';
import { serializeObject } from '../abapgit/index.js';
import { baseName } from '../../protocol/filenames.js';
import type { AbapObject } from '../objects.js';

const BOM = '\uFEFF';

/**
 * The object types the checks look at: code and the dictionary types code refers to. Packages,
 * enhancements and HANA information views stay out of the registry.
 */
export const CHECKED_TYPES: ReadonlySet<string> = new Set([
  'CLAS', 'INTF', 'PROG', 'FUGR', 'TYPE', 'DDLS', 'DCLS', 'BDEF',
  'TABL', 'VIEW', 'DTEL', 'DOMA', 'TTYP', 'MSAG', 'ENQU', 'SHLP', 'XSLT',
]);

/** The abapGit files of an object as MemoryFiles; [] for types the checks do not look at. */
export function abaplintFiles(object: AbapObject): MemoryFile[] {
  if (!CHECKED_TYPES.has(object.type.toUpperCase())) return [];
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
