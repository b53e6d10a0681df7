/**
 * Domain shapes of the object repository, shared by the abapGit format, the repository database,
 * the checks engine and execution. Objects are held as structured metadata plus source parts,
 * never as the bytes of the files they came from.
 */

/** Object type codes as stored in the object directory (STRU objects are TABL with TABCLASS INTTAB). */
export type ObjectType = string;

/**
 * Structured metadata of an object: the top-level payload elements of its abapGit XML, each either a
 * flat record of field → string value, or a list of such records (internal tables), or a list of
 * strings (tables with an elementary line type). The per-type serializers know each structure's field
 * order, so values may be stored in any order and still serialize canonically.
 * Keys starting with '#' are no XML elements but a serializer's own: FUGR keeps the payloads of its
 * include XMLs (`<group>.fugr.<include>.xml`) under '#includes', keyed by upper-case include name.
 */
export type MetadataValue = string | MetadataRecord | MetadataValue[];
export interface MetadataRecord {
  [field: string]: MetadataValue;
}

export interface AbapObject {
  /**
   * Upper-case type code as in the object directory: CLAS, INTF, PROG, FUGR, TABL, DTEL, DOMA, TTYP, MSAG, DDLS, DCLS, ENHO, DEVC …
   * HANA information views, which have no object directory type, are AVIW (.attributeview) and CVIW (.calculationview).
   */
  type: ObjectType;
  /** Upper-case name with '/' for namespaces (/DMO/TRAVEL), never the '#' file spelling. */
  name: string;
  /** Short text (for example DESCRIPT of a class, DDTEXT of a table). */
  description: string;
  /** Structured metadata, see MetadataRecord. */
  metadata: MetadataRecord;
  /**
   * Source parts keyed by part name. CLAS: main, locals_def, locals_imp, testclasses (and macros when present).
   * INTF/PROG: main (PROG dynpro flow logic: screen_<nnnn>). FUGR: one part per include or function module,
   * keyed by the lower-case name used in the file name (for example lzagtest_function_grouptop, z_my_module).
   * DDLS: asddls (and baseinfo). DCLS: asdcls. ENHO: abap or the 8-hex ids. Dbview files: the whole view XML under 'view'.
   */
  sources: Record<string, string>;
}

export interface PackageInfo {
  /** Upper-case package name, may start with '$' or be namespaced. */
  name: string;
  parent: string;
  description: string;
  /** Software component, for example HOME or LOCAL. */
  softwareComponent: string;
  /** Structured DEVC metadata (as read from package.devc.xml), for writing it back. */
  metadata: MetadataRecord;
}

/** A file of a git working tree, path relative to the repository root with '/' separators. */
export interface GitFile {
  path: string;
  data: Buffer;
}

export function isLocalPackage(name: string): boolean {
  return name.startsWith('$');
}

/**
 * The type under which the object directory lists an object: structures are TABL objects with TABCLASS
 * INTTAB in abapGit files, and the system shows them as STRU (protocol-notes).
 */
export function directoryType(obj: Pick<AbapObject, 'type' | 'metadata'>): ObjectType {
  if (obj.type !== 'TABL') return obj.type;
  const dd02v = obj.metadata['DD02V'];
  const tabclass = dd02v && typeof dd02v === 'object' && !Array.isArray(dd02v) ? dd02v['TABCLASS'] : undefined;
  return tabclass === 'INTTAB' ? 'STRU' : 'TABL';
}

/** The type an object has in abapGit files: STRU objects are written as TABL. */
export function formatType(type: ObjectType): ObjectType {
  return type === 'STRU' ? 'TABL' : type;
}

/** The one key of an object in maps and indexes: "<TYPE> <NAME>", both upper case (the abapGit type: TABL for structures). */
export function objectKey(type: string, name: string): string {
  return `${type.toUpperCase()} ${name.toUpperCase()}`;
}
