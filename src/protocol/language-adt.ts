/**
 * ADT's addresses of source and the language service's documents, both ways: a source URI
 * (`/sap/bc/adt/oo/classes/zcl_x/source/main`, `…/includes/implementations`, `/oo/interfaces/…`,
 * `/programs/programs/…`) is an abapGit file (`zcl_x.clas.abap`, `zcl_x.clas.locals_imp.abap`, …), and a
 * fragment `#start=<line>,<column>` (line from 1, column from 0) is a position of the LSP's.
 */
import { parseObjectUri, sourceUri, type ClassInclude } from './debugger.js';
import { fileNameForObject, objectFromFileName } from './filenames.js';
import type { LanguagePosition } from './language.js';

const CLASS_FILE_PARTS: Record<ClassInclude, string> = { locals_imp: 'locals_imp', locals_def: 'locals_def', testclasses: 'testclasses' };

/** The abapGit file of a source URI; undefined for function groups and anything else. */
export function documentOfUri(uri: string, adtPath: string): string | undefined {
  const object = parseObjectUri(uri, adtPath);
  if (!object) return undefined;
  switch (object.kind) {
    case 'class':
      return object.include ? fileNameForObject('CLAS', object.name, CLASS_FILE_PARTS[object.include], 'abap') : fileNameForObject('CLAS', object.name, 'abap');
    case 'interface':
      return fileNameForObject('INTF', object.name, 'abap');
    case 'program':
      return fileNameForObject('PROG', object.name, 'abap');
    default:
      return undefined;
  }
}

/** The source URI of an abapGit file of a class, interface or program. */
export function uriOfDocument(document: string, adtPath: string): string | undefined {
  const object = objectFromFileName(document);
  if (!object) return undefined;
  const parts = document.toLowerCase().split('.');
  const part = parts.length > 3 ? parts.slice(2, -1).join('.') : undefined;
  switch (object.type) {
    case 'CLAS': {
      const include = (Object.keys(CLASS_FILE_PARTS) as ClassInclude[]).find((flag) => CLASS_FILE_PARTS[flag] === part);
      if (part && !include) return undefined;
      return sourceUri(adtPath, { kind: 'class', name: object.name, ...(include ? { include } : {}) });
    }
    case 'INTF':
      return sourceUri(adtPath, { kind: 'interface', name: object.name });
    case 'PROG':
      return sourceUri(adtPath, { kind: 'program', name: object.name });
    default:
      return undefined;
  }
}

/** The position of `#start=<line>,<column>` in a URI; undefined without one. */
export function positionOfUri(uri: string): LanguagePosition | undefined {
  const hash = uri.indexOf('#');
  const start = /(?:^|;)start=(\d+)(?:,(\d+))?/.exec(hash >= 0 ? uri.slice(hash + 1) : '');
  if (!start) return undefined;
  return { line: Math.max(0, Number(start[1]) - 1), character: Number(start[2] ?? 0) };
}

/** `#start=<line>,<column>` of a position. */
export function fragmentOf(position: LanguagePosition): string {
  return `#start=${position.line + 1},${position.character}`;
}
