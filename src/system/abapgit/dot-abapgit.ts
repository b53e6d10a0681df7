/**
 * The repository settings file `.abapgit.xml` (zif_abapgit_dot_abapgit=>ty_dot_abapgit): no `<abapGit>`
 * root, `asx:abap` at column 0, DATA components in the order of the ABAP structure.
 */
import type { MetadataRecord, MetadataValue } from '../objects.js';
import { structure, table, textTable } from './schema.js';
import { AbapgitFormatError, readAsxXml, writeAsxXml } from './xml/abapgit-xml.js';

export const DOT_ABAPGIT_FILE_NAME = '.abapgit.xml';

export type FolderLogic = 'PREFIX' | 'FULL' | 'MIXED';

export interface DotAbapgit {
  /** One-letter language key, `E` for English. */
  masterLanguage: string;
  /** Folder holding the root package, with leading and trailing '/': `/src/`. */
  startingFolder: string;
  folderLogic: FolderLogic;
  /** Repository paths (patterns with `*` and `+`) abapGit leaves alone, for example `/README.md`. */
  ignore: string[];
  name?: string;
  /** The other DATA components as read (I18N_LANGUAGES, REQUIREMENTS, VERSION_CONSTANT …), written back in place. */
  other?: MetadataRecord;
}

const DATA = structure(
  'NAME', 'MASTER_LANGUAGE', ['I18N_LANGUAGES', textTable()], 'USE_LXE', 'WITHOUT_TRANSLATION', 'STARTING_FOLDER',
  'FOLDER_LOGIC', ['IGNORE', textTable()],
  ['REQUIREMENTS', table('item', structure('COMPONENT', 'MIN_RELEASE', 'MIN_PATCH'))],
  'VERSION_CONSTANT', 'ABAP_LANGUAGE_VERSION', 'ORIGINAL_SYSTEM',
);
const PAYLOAD = structure(['DATA', DATA]);

/** What abapGit writes for a new repository. */
export function defaultDotAbapgit(): DotAbapgit {
  return {
    masterLanguage: 'E',
    startingFolder: '/src/',
    folderLogic: 'PREFIX',
    ignore: ['/.gitignore', '/LICENSE', '/README.md', '/package.json', '/.travis.yml'],
  };
}

export function serializeDotAbapgit(dot: DotAbapgit): Buffer {
  const data: MetadataRecord = {
    ...dot.other,
    NAME: dot.name ?? '',
    MASTER_LANGUAGE: dot.masterLanguage,
    STARTING_FOLDER: dot.startingFolder,
    FOLDER_LOGIC: dot.folderLogic,
    IGNORE: dot.ignore,
  };
  return writeAsxXml({ DATA: data }, PAYLOAD);
}

export function parseDotAbapgit(data: Buffer): DotAbapgit {
  const payload = readAsxXml(data, PAYLOAD);
  const record = payload['DATA'];
  if (typeof record !== 'object' || Array.isArray(record)) throw new AbapgitFormatError('.abapgit.xml has no DATA');
  const { NAME, MASTER_LANGUAGE, STARTING_FOLDER, FOLDER_LOGIC, IGNORE, ...other } = record;
  const defaults = defaultDotAbapgit();
  const dot: DotAbapgit = {
    masterLanguage: text(MASTER_LANGUAGE) || defaults.masterLanguage,
    startingFolder: text(STARTING_FOLDER) || '/',
    folderLogic: folderLogic(text(FOLDER_LOGIC)),
    ignore: Array.isArray(IGNORE) ? IGNORE.filter((item): item is string => typeof item === 'string') : [],
  };
  if (text(NAME)) dot.name = text(NAME);
  if (Object.keys(other).length > 0) dot.other = other;
  return dot;
}

/**
 * Whether abapGit leaves a repository file alone: it matches an IGNORE pattern (ABAP `CP`: `*` any
 * characters, `+` one character, case-insensitive) or lies outside the starting folder.
 */
export function isIgnored(dot: DotAbapgit, path: string): boolean {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (!absolute.toLowerCase().startsWith(dot.startingFolder.toLowerCase())) return true;
  return dot.ignore.some((pattern) => coversPattern(pattern, absolute));
}

/** Patterns compiled so far: a pull asks for every file of the repository (thousands) with the same few patterns. */
const compiledPatterns = new Map<string, RegExp>();

function coversPattern(pattern: string, path: string): boolean {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    const regex = pattern.replace(/[.*+?^${}()|[\]\\]/g, (char) => (char === '*' ? '.*' : char === '+' ? '.' : `\\${char}`));
    compiled = new RegExp(`^${regex}$`, 'i');
    if (compiledPatterns.size >= 1000) compiledPatterns.clear();
    compiledPatterns.set(pattern, compiled);
  }
  return compiled.test(path);
}

function folderLogic(value: string): FolderLogic {
  return value === 'FULL' || value === 'MIXED' ? value : 'PREFIX';
}

function text(value: MetadataValue | undefined): string {
  return typeof value === 'string' ? value : '';
}
