import { baseName } from '../../protocol/filenames.js';
import { dbviewFileTypes, rejectedViewFileTypes } from '../../protocol/dbview.js';
import type { ViewFileKind } from './view-file.js';

/**
 * Which files dbview takes: `<NAME>.attributeview` (AVIW) and `<NAME>.calculationview` (CVIW). The HANA
 * repository's .hdbview, .hdbprocedure and .hdbtablefunction are named and rejected (spec); anything else
 * is no view file.
 */

export type ClassifiedFile =
  | { kind: 'view'; file: string; extension: ViewFileKind; type: 'AVIW' | 'CVIW'; name: string }
  | { kind: 'rejected'; file: string; extension: string }
  | { kind: 'unknown'; file: string };

export function classifyViewFile(path: string): ClassifiedFile {
  const file = baseName(path);
  const dot = file.lastIndexOf('.');
  const extension = dot > 0 ? file.slice(dot + 1).toLowerCase() : '';
  if (extension === 'attributeview' || extension === 'calculationview') {
    return { kind: 'view', file, extension, type: dbviewFileTypes[extension], name: file.slice(0, dot) };
  }
  if ((rejectedViewFileTypes as readonly string[]).includes(extension)) return { kind: 'rejected', file, extension };
  return { kind: 'unknown', file };
}

/**
 * View names: letters, digits and '_' (HANA view ids), at most 40 characters so that the SQL view can
 * carry the same name in the application database.
 */
export function isValidViewName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(name);
}

export const VIEW_TYPES = ['AVIW', 'CVIW'] as const;

/** The object type of a view data source's type, when views of that kind can be deployed here. */
export function objectTypeOfViewSource(viewType: string): 'AVIW' | 'CVIW' | undefined {
  if (viewType === 'ATTRIBUTE_VIEW') return 'AVIW';
  if (viewType === 'CALCULATION_VIEW') return 'CVIW';
  return undefined;
}
