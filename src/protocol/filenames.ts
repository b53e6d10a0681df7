/**
 * File name ↔ object mapping of abapGit repositories (service spec, "File name to object mapping").
 * Shared by the client and the service, so it imports nothing from src/system.
 *
 * A file name has the form `<name>.<type>[.<extra>].<ext>`: the name is lower case, '/' is written '#'
 * (`/DMO/TRAVEL` → `#dmo#travel`) and a few characters are escaped as %xx (abapGit's name_escape).
 */

export interface FileObjectRef {
  /** Upper-cased second part of the file name: CLAS, TABL, STRU, FUGR … */
  type: string;
  /** Upper-cased first part, '#' read as '/', %xx unescaped. */
  name: string;
}

/** Characters abapGit escapes in object names before building a file name. */
const ESCAPED_IN_NAMES = new Set(['#', '%', '.', '<', '=', '>', '?']);

const OBJECT_TYPE = /^[A-Z0-9]{4}$/;

/** The object a file belongs to, or undefined when the name does not have the shape `<name>.<type>.<ext>`. */
export function objectFromFileName(fileName: string): FileObjectRef | undefined {
  const base = baseName(fileName);
  const parts = base.split('.');
  if (parts.length < 3) return undefined;
  const [rawName, rawType] = parts as [string, string];
  const ext = parts[parts.length - 1];
  if (rawName === '' || ext === '') return undefined;
  const type = rawType.toUpperCase();
  if (!OBJECT_TYPE.test(type)) return undefined;
  const name = unescapeName(rawName.toUpperCase().replaceAll('#', '/'));
  if (name.trim() === '') return undefined;
  return { type, name };
}

/**
 * The file name abapGit gives a file of an object: `fileNameForObject('CLAS', '/DMO/CL_X', 'abap')` is
 * `#dmo#cl_x.clas.abap`, `fileNameForObject('CLAS', 'ZCL_X', 'locals_imp', 'abap')` is `zcl_x.clas.locals_imp.abap`.
 */
export function fileNameForObject(type: string, name: string, ext: string): string;
export function fileNameForObject(type: string, name: string, extra: string | undefined, ext: string): string;
export function fileNameForObject(type: string, name: string, extraOrExt: string | undefined, maybeExt?: string): string {
  const [extra, ext] = maybeExt === undefined ? [undefined, extraOrExt ?? ''] : [extraOrExt, maybeExt];
  let fileName = `${escapeName(name)}.${type}`;
  if (extra) fileName += `.${extra}`;
  if (ext) fileName += `.${ext}`;
  return fileName.replaceAll('/', '#').toLowerCase();
}

/** The last segment of a path with '/' or '\' separators. */
export function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/**
 * abapGit's name_escape, one character at a time. (abapGit itself replaces '#' before '%', which would
 * escape a '#' twice; object names never hold a '#', and escaping per character keeps unescape its inverse.)
 */
function escapeName(name: string): string {
  let escaped = '';
  for (const char of name) {
    escaped += ESCAPED_IN_NAMES.has(char) ? `%${char.charCodeAt(0).toString(16).padStart(2, '0')}` : char;
  }
  return escaped;
}

function unescapeName(name: string): string {
  return name.replace(/%([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
