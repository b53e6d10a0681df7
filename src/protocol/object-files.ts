/**
 * The abapGit files of the objects a syntax check sends: which part of an object a file holds, the names
 * of an object's companion files, and the few metadata fields the check needs from the XML (FIXPT of
 * classes, programs and function groups, SUBC of programs, the module names of a function group).
 * Pure functions; the XML of these fields is flat, so a field reader suffices.
 */
import { baseName, fileNameForObject } from './filenames.js';

/** Source parts of a class, in the order they are reported. */
export const CLASS_PARTS = ['main', 'locals_def', 'locals_imp', 'testclasses'] as const;
export type ClassPart = (typeof CLASS_PARTS)[number];

/** The class part a `.clas.` file holds, or undefined for the XML and other files. */
export function classPartOfFile(path: string): ClassPart | undefined {
  const parts = baseName(path).toLowerCase().split('.');
  if (parts[parts.length - 1] !== 'abap' || parts[1] !== 'clas') return undefined;
  if (parts.length === 3) return 'main';
  const extra = parts[2];
  return parts.length === 4 && (CLASS_PARTS as readonly string[]).includes(extra!) ? (extra as ClassPart) : undefined;
}

/** File name of a class part: `zcl_x.clas.abap`, `zcl_x.clas.locals_imp.abap`. */
export function classPartFileName(className: string, part: ClassPart): string {
  return part === 'main' ? fileNameForObject('CLAS', className, 'abap') : fileNameForObject('CLAS', className, part, 'abap');
}

/** The file holding the source of a single-source object: `.intf.abap`, `.prog.abap`, `.ddls.asddls`. */
export function mainSourceFileName(type: string, name: string): string {
  return fileNameForObject(type, name, type === 'DDLS' ? 'asddls' : 'abap');
}

export function metadataFileName(type: string, name: string): string {
  return fileNameForObject(type, name, 'xml');
}

/** A source part of an object: a class's part (its macros too, `zcl_x.clas.macros.abap`), else the object's one source file. */
export function sourcePartFileName(type: string, name: string, part: ClassPart | 'macros' = 'main'): string {
  if (type !== 'CLAS') return mainSourceFileName(type, name);
  return part === 'macros' ? fileNameForObject('CLAS', name, 'macros', 'abap') : classPartFileName(name, part);
}

/** Types whose abapGit files are XML only (structures are tables to abapGit). */
const XML_ONLY_TYPES = new Set(['TABL', 'STRU', 'DTEL', 'DOMA', 'TTYP', 'MSAG']);

/** The one file that names an object where a request takes files (unit, inspect): its source, else its XML. */
export function objectFileName(type: string, name: string): string {
  return XML_ONLY_TYPES.has(type) ? metadataFileName(type, name) : mainSourceFileName(type, name);
}

/** The include of a function group file (`zgrp.fugr.z_module.abap` → `Z_MODULE`), upper case with '/'. */
export function functionGroupInclude(path: string): string | undefined {
  const parts = baseName(path).split('.');
  if (parts.length !== 4 || parts[1]!.toLowerCase() !== 'fugr') return undefined;
  return parts[2]!.toUpperCase().replaceAll('#', '/');
}

/** SAPL<group>: the main program of a function group (namespace kept in front: /DMO/SAPLGRP). */
export function functionPoolProgram(group: string): string {
  const match = /^(\/[^/]+\/)(.*)$/.exec(group.toUpperCase());
  return match ? `${match[1]}SAPL${match[2]}` : `SAPL${group.toUpperCase()}`;
}

/** The file of an include of a function group: `zgrp.fugr.saplzgrp.xml`. */
export function functionGroupFileName(group: string, include: string, ext: string): string {
  return `${fileNameForObject('FUGR', group, '')}.${include.toLowerCase().replaceAll('/', '#')}.${ext}`;
}

/**
 * Whether an include of a function group is a function module. The group's XML lists its modules; without
 * it, the includes a group always has (L<group>TOP, L<group>Uxx, L<group>F01 …, SAPL<group>) are not.
 */
export function isFunctionModule(group: string, include: string, listedModules: readonly string[] | undefined): boolean {
  if (listedModules) return listedModules.includes(include.toUpperCase());
  const namespace = /^(\/[^/]+\/)/.exec(group.toUpperCase())?.[1] ?? '';
  const short = group.toUpperCase().slice(namespace.length);
  const local = include.toUpperCase().startsWith(namespace) ? include.toUpperCase().slice(namespace.length) : include.toUpperCase();
  return !local.startsWith(`L${short}`) && local !== `SAPL${short}`;
}

/** The first value of a flat XML field (`<FIXPT>X</FIXPT>`), or undefined. */
export function xmlField(xml: string, field: string): string | undefined {
  return new RegExp(`<${field}>([^<]*)</${field}>`).exec(xml)?.[1];
}

/** Every value of a flat XML field, in order. */
export function xmlFields(xml: string, field: string): string[] {
  return [...xml.matchAll(new RegExp(`<${field}>([^<]*)</${field}>`, 'g'))].map((match) => match[1]!);
}

/** FIXPT from the XML metadata: 'X' or blank (spec: defaults to blank). */
export function fixptOf(xml: string | undefined): string {
  return xml !== undefined && xml.includes('<FIXPT>X</FIXPT>') ? 'X' : '';
}

/** The module names a function group's XML lists (upper case), or undefined without the XML. */
export function listedFunctionModules(xml: string | undefined): string[] | undefined {
  return xml === undefined ? undefined : xmlFields(xml, 'FUNCNAME').map((name) => unescapeXml(name).toUpperCase());
}

function unescapeXml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}
