/**
 * The object a syntax request checks, built from the sent sources and, where the sources alone do not
 * say enough (class category, program type, the other includes of a function group), from the active
 * version of the object.
 */
import { ArtifactsObjects, MemoryFile, Objects, type IFile, type IObject } from '#abaplint/core';
import type { AbapObject, MetadataRecord } from '../objects.js';
import { abaplintFiles, sourcePartOfFile } from './abaplint-files.js';
import { functionModuleMetadata } from './function-interface.js';
import { functionPoolName } from './include-layout.js';
import type { SyntaxObject } from './types.js';

export interface CheckedObject {
  object: IObject;
  /** The source parts that were sent, by upper-case file name: only errors in these are reported. */
  sentParts: Map<string, string>;
}

const CLASS_PARTS = ['locals_def', 'locals_imp', 'testclasses'] as const;

/** The object to check; undefined for a function group object that names no function module. */
export function checkedObject(request: SyntaxObject, active: IObject | undefined): CheckedObject | undefined {
  const type = request.type.toUpperCase();
  const name = request.name.toUpperCase();
  switch (type) {
    case 'CLAS':
      return fromDomainObject(
        {
          type,
          name,
          description: '',
          metadata: {
            VSEOCLASS: {
              CLSNAME: name,
              LANGU: 'E',
              STATE: '1',
              CLSCCINCL: 'X',
              FIXPT: fixpt(request),
              UNICODE: 'X',
              ...(hasText(request.testclasses) ? { WITH_UNIT_TESTS: 'X' } : {}),
            },
          },
          sources: {
            main: request.source,
            ...Object.fromEntries(CLASS_PARTS.filter((part) => hasText(request[part])).map((part) => [part, request[part]!])),
          },
        },
        active,
      );
    case 'INTF':
      return fromDomainObject(
        {
          type,
          name,
          description: '',
          metadata: { VSEOINTERF: { CLSNAME: name, LANGU: 'E', EXPOSURE: '2', STATE: '1', UNICODE: 'X' } },
          sources: { main: request.source },
        },
        active,
      );
    case 'PROG':
      return fromDomainObject(
        {
          type,
          name,
          description: '',
          metadata: { PROGDIR: { NAME: name, STATE: 'A', SUBC: '1', FIXPT: fixpt(request), UCCHECK: 'X' } },
          sources: { main: request.source },
        },
        // an include program alone has no syntax of its own; it is checked as a program
        active instanceof Objects.Program && active.isInclude() ? undefined : active,
      );
    case 'DDLS':
      return fromDomainObject(
        {
          type,
          name,
          description: '',
          metadata: { DDLS: { DDLNAME: name, DDLANGUAGE: 'E', SOURCE_TYPE: 'V' } },
          sources: { asddls: request.source },
        },
        undefined,
      );
    case 'FUGR':
      return functionModule(request, name, active);
    default:
      return undefined;
  }
}

/** The object from the request's parts; the active object's XML is kept, it knows more than the request. */
function fromDomainObject(object: AbapObject, active: IObject | undefined): CheckedObject {
  const files = abaplintFiles(object);
  const activeXml = active?.getXMLFile();
  const checked = files.map((file) => (activeXml && file.getFilename().endsWith('.xml') ? copy(activeXml, file.getFilename()) : file));
  const sentParts = new Map<string, string>();
  for (const file of checked) {
    const part = sourcePartOfFile(file.getFilename());
    if (part) sentParts.set(file.getFilename().toUpperCase(), part);
  }
  return { object: newObject(object.type, object.name, checked), sentParts };
}

/**
 * A function module, or another include of a function group (TOP, Fxx …), is checked inside its group:
 * the active group's other includes and modules, with the sent source in place of its active one. A new
 * module's parameters come from its interface comment; a new include joins the group's includes.
 */
function functionModule(request: SyntaxObject, group: string, active: IObject | undefined): CheckedObject | undefined {
  const moduleName = request.fugr_include_name?.toUpperCase();
  if (!moduleName) return undefined;
  const activeGroup = active instanceof Objects.FunctionGroup ? active : undefined;
  const includes = activeGroup ? safeIncludes(activeGroup) : [];
  const isInclude = !(activeGroup && safeModules(activeGroup).includes(moduleName)) && (includes.includes(moduleName) || isGroupInclude(group, moduleName));
  const known = activeGroup && (safeModules(activeGroup).includes(moduleName) || includes.includes(moduleName));
  const moduleFileEnd = `.FUGR.${moduleName.replace(/\//g, '#')}.ABAP`;

  let files: IFile[];
  if (activeGroup && known) {
    files = activeGroup.getFiles().filter((file) => !file.getFilename().toUpperCase().endsWith(moduleFileEnd));
  } else {
    const functions = [
      ...(activeGroup ? activeFunctions(activeGroup) : []),
      ...(isInclude ? [] : [functionModuleMetadata(moduleName, request.source)]),
    ];
    const mainInclude = functionPoolName(group).toLowerCase().replace(/\//g, '#');
    const groupIncludes = activeGroup ? includes : [functionPoolName(group)];
    const generated: AbapObject = {
      type: 'FUGR',
      name: group,
      description: '',
      metadata: { AREAT: '', INCLUDES: isInclude ? [...groupIncludes, moduleName] : groupIncludes, FUNCTIONS: functions },
      sources: activeGroup ? {} : { [mainInclude]: `FUNCTION-POOL ${group.toLowerCase()}.\n` },
    };
    // the generated group XML replaces the active one; the active includes and modules stay
    const kept = activeGroup?.getFiles().filter((file) => !file.getFilename().endsWith('.fugr.xml')) ?? [];
    files = [...abaplintFiles(generated), ...kept];
  }
  const moduleFile = abaplintFiles({
    type: 'FUGR',
    name: group,
    description: '',
    metadata: {},
    sources: { [moduleName.toLowerCase().replace(/\//g, '#')]: request.source },
  }).find((file) => file.getFilename().toUpperCase().endsWith(moduleFileEnd));
  if (!moduleFile) return undefined;
  return {
    object: newObject('FUGR', group, [...files.filter((f) => f.getFilename() !== moduleFile.getFilename()), moduleFile]),
    sentParts: new Map([[moduleFile.getFilename().toUpperCase(), 'main']]),
  };
}

/** Includes of a group are named L<group><suffix> (/NS/L<group><suffix> in a namespace). */
function isGroupInclude(group: string, name: string): boolean {
  const namespace = /^\/[^/]+\//.exec(group)?.[0] ?? '';
  return name.startsWith(`${namespace}L${group.slice(namespace.length)}`) && name.length > group.length + 1;
}

/** The active modules' interfaces, as FUNCTIONS items, rebuilt from abaplint's reading of the active XML. */
function activeFunctions(group: Objects.FunctionGroup): MetadataRecord[] {
  return safeModules(group).map((name) => ({ FUNCNAME: name, ...moduleRecord(group, name) }));
}

function moduleRecord(group: Objects.FunctionGroup, name: string): MetadataRecord {
  const module = group.getModule(name);
  if (!module) return {};
  const lists: Record<string, MetadataRecord[]> = {};
  const listOf: Record<string, string> = { importing: 'IMPORT', exporting: 'EXPORT', changing: 'CHANGING', tables: 'TABLES' };
  for (const parameter of module.getParameters()) {
    const key = listOf[parameter.direction]!;
    const entry: MetadataRecord = { PARAMETER: parameter.name };
    if (parameter.type) entry[parameter.direction === 'tables' ? 'DBSTRUCT' : 'TYP'] = parameter.type;
    if (parameter.optional) entry.OPTIONAL = 'X';
    if (parameter.defaultValue) entry.DEFAULT = parameter.defaultValue;
    if (!parameter.passByValue && parameter.direction !== 'tables') entry.REFERENCE = 'X';
    (lists[key] ??= []).push(entry);
  }
  return lists;
}

function safeIncludes(group: Objects.FunctionGroup): string[] {
  try {
    return [...group.getIncludes()];
  } catch {
    return [];
  }
}

function safeModules(group: Objects.FunctionGroup): string[] {
  try {
    return group.getModules().map((module) => module.getName().toUpperCase());
  } catch {
    return [];
  }
}

function newObject(type: string, name: string, files: readonly IFile[]): IObject {
  const object = ArtifactsObjects.newObject(name.toUpperCase(), type);
  for (const file of files) object.addFile(copy(file, file.getFilename()));
  return object;
}

function copy(file: IFile, filename: string): MemoryFile {
  return new MemoryFile(filename, file.getRaw());
}

function hasText(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

function fixpt(request: SyntaxObject): string {
  return request.fixpt?.toUpperCase() === 'X' ? 'X' : '';
}
