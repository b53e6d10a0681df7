/**
 * The interface of a function module as the "Local Interface" comment block at the top of its source
 * states it (the block an application system generates and abapGit writes). Used when a module is
 * checked that the active system does not know yet: its parameters must come from somewhere.
 */
import type { MetadataRecord } from '../objects.js';

type Section = 'IMPORT' | 'EXPORT' | 'CHANGING' | 'TABLES' | 'EXCEPTION';

const SECTIONS: Record<string, Section> = {
  IMPORTING: 'IMPORT',
  EXPORTING: 'EXPORT',
  CHANGING: 'CHANGING',
  TABLES: 'TABLES',
  EXCEPTIONS: 'EXCEPTION',
  RAISING: 'EXCEPTION',
};

/** abapGit's FUNCTIONS item for the module, read from the comment block; parameters absent when there is none. */
export function functionModuleMetadata(moduleName: string, source: string): MetadataRecord {
  const item: MetadataRecord = { FUNCNAME: moduleName.toUpperCase(), SHORT_TEXT: '' };
  const lists: Record<Section, MetadataRecord[]> = { IMPORT: [], EXPORT: [], CHANGING: [], TABLES: [], EXCEPTION: [] };
  let section: Section | undefined;
  for (const raw of source.split(/\r?\n/)) {
    if (!raw.startsWith('*"')) continue;
    const line = raw.slice(2).replace(/^\*"/, '').trim();
    const words = line.split(/\s+/).filter(Boolean);
    if (words.length === 0 || line.startsWith('-')) continue;
    const upperFirst = words[0]!.toUpperCase();
    if (SECTIONS[upperFirst] && words.length === 1) {
      section = SECTIONS[upperFirst];
      continue;
    }
    if (!section) continue;
    if (section === 'EXCEPTION') {
      lists.EXCEPTION.push({ EXCEPTION: upperFirst });
      continue;
    }
    lists[section].push(parameterOf(section, words));
  }
  for (const [key, list] of Object.entries(lists)) {
    if (list.length > 0) item[key] = list;
  }
  return item;
}

function parameterOf(section: Exclude<Section, 'EXCEPTION'>, words: string[]): MetadataRecord {
  const head = words[0]!;
  const byValue = /^VALUE\((.+)\)$/i.exec(head);
  const byReference = /^REFERENCE\((.+)\)$/i.exec(head);
  const parameter: MetadataRecord = { PARAMETER: (byValue?.[1] ?? byReference?.[1] ?? head).toUpperCase() };
  if (!byValue && section !== 'TABLES') parameter.REFERENCE = 'X';
  const upper = words.map((word) => word.toUpperCase());
  const typeAt = upper.findIndex((word) => word === 'TYPE' || word === 'LIKE' || word === 'STRUCTURE');
  if (typeAt >= 0) {
    const isRef = upper[typeAt + 1] === 'REF' && upper[typeAt + 2] === 'TO';
    const typeName = upper[typeAt + (isRef ? 3 : 1)] ?? '';
    if (upper[typeAt] === 'STRUCTURE' || (section === 'TABLES' && upper[typeAt] === 'LIKE')) parameter.DBSTRUCT = typeName;
    else if (upper[typeAt] === 'LIKE') parameter.DBFIELD = typeName;
    else parameter.TYP = typeName;
    if (isRef) parameter.REF_CLASS = 'X';
  }
  if (upper.includes('OPTIONAL')) parameter.OPTIONAL = 'X';
  const defaultAt = upper.indexOf('DEFAULT');
  if (defaultAt >= 0 && words[defaultAt + 1] !== undefined) {
    parameter.DEFAULT = words.slice(defaultAt + 1).filter((word) => word.toUpperCase() !== 'OPTIONAL').join(' ');
    parameter.OPTIONAL = 'X';
  }
  return parameter;
}
