/**
 * From the files named on the command line to the objects of a syntax request (service spec, POST /syntax
 * rules 1, 2 and 6): a class is sent with all its existing companion files, a function group with all its
 * module files (one object per module), an include program inside its parent program from the same
 * folder; FIXPT comes from the XML metadata. Each sent part remembers the files its lines came from.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { baseName, objectFromFileName } from '../../protocol/filenames.js';
import { messages } from '../../protocol/messages.js';
import type { SyntaxObject } from '../../protocol/checks.js';
import { UsageError } from '../errors.js';
import {
  CLASS_PARTS,
  classPartFileName,
  classPartOfFile,
  fixptOf,
  functionGroupFileName,
  functionGroupInclude,
  functionPoolProgram,
  isFunctionModule,
  listedFunctionModules,
  mainSourceFileName,
  metadataFileName,
  xmlField,
  type ClassPart,
} from '../../protocol/object-files.js';
import { declaresProgram, includedPrograms, joinLines, sourceLines, spliceIncludes, type LineOrigin, type SourceLine } from './program-includes.js';

/** A source part of a sent object and where its lines come from. */
export interface SentPart {
  /** main, locals_def, locals_imp or testclasses. */
  part: ClassPart;
  /** The file of the part (display path: as named on the command line, companions beside it). */
  file: string;
  /** For an assembled program: the origin of each sent line (index = line − 1). */
  origins?: LineOrigin[];
}

export interface PlannedObject {
  object: SyntaxObject;
  parts: SentPart[];
  /** Include programs sent inside this program (upper case). */
  includes: string[];
}

export interface SyntaxPlan {
  objects: PlannedObject[];
  /** What the client did beyond the named files: companions added, includes assembled or not. */
  notes: string[];
}

interface NamedFile {
  /** As the user wrote it. */
  display: string;
  absolute: string;
  type: string;
  name: string;
}

/** Reads the named files (paths relative to cwd) and plans the objects to send. */
export function collectSyntaxObjects(paths: readonly string[], cwd: string): SyntaxPlan {
  const files = paths.map((path) => namedFile(path, cwd));
  const plan: SyntaxPlan = { objects: [], notes: [] };
  const groups = new Map<string, NamedFile[]>();
  for (const file of files) {
    const key = `${file.type} ${file.name}`;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const includes: NamedFile[] = [];
  const mainPrograms: NamedFile[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    switch (first.type) {
      case 'CLAS':
        plan.objects.push(classObject(group, plan.notes));
        break;
      case 'FUGR':
        plan.objects.push(...functionModules(first, plan.notes));
        break;
      case 'PROG':
        (isIncludeProgram(first) ? includes : mainPrograms).push(first);
        break;
      case 'INTF':
      case 'DDLS':
        plan.objects.push(singleSourceObject(first));
        break;
      case 'ENHO':
        plan.objects.push(...enhancementSources(group, plan.notes));
        break;
      default:
        // The service answers other types with its own result ("Use 'pull' command instead").
        plan.objects.push({ object: { type: first.type, name: first.name, source: '' }, parts: [{ part: 'main', file: first.display }], includes: [] });
    }
  }
  plan.objects.push(...programObjects(mainPrograms, includes, plan.notes));
  return plan;
}

function namedFile(path: string, cwd: string): NamedFile {
  const absolute = resolve(cwd, path);
  if (!existsSync(absolute) || !statSync(absolute).isFile()) throw new UsageError(messages.fileNotFound(path));
  const ref = objectFromFileName(path);
  if (!ref) throw new UsageError(messages.invalidFileFormat(path));
  return { display: path, absolute, type: ref.type, name: ref.name };
}

/** A companion file beside a named one: its display path keeps the named file's folder spelling. */
function beside(file: NamedFile, fileName: string): { display: string; absolute: string } {
  const folder = file.display.slice(0, file.display.length - baseName(file.display).length);
  return { display: folder + fileName, absolute: join(dirname(file.absolute), fileName) };
}

function readIfExists(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function classObject(named: NamedFile[], notes: string[]): PlannedObject {
  const first = named[0]!;
  const object: SyntaxObject = { type: 'CLAS', name: first.name, source: '' };
  const parts: SentPart[] = [];
  const namedParts = new Set(named.map((file) => classPartOfFile(file.display)));
  for (const part of CLASS_PARTS) {
    const file = beside(first, classPartFileName(first.name, part));
    const source = readIfExists(file.absolute);
    if (source === undefined) {
      if (part === 'main') throw new UsageError(messages.fileNotFound(file.display));
      continue;
    }
    if (part === 'main') object.source = source;
    else object[part] = source;
    parts.push({ part, file: file.display });
    if (!namedParts.has(part)) notes.push(`Added ${file.display}`);
  }
  object.fixpt = fixptOf(readIfExists(beside(first, metadataFileName('CLAS', first.name)).absolute));
  return { object, parts, includes: [] };
}

function singleSourceObject(named: NamedFile): PlannedObject {
  const file = beside(named, mainSourceFileName(named.type, named.name));
  const source = readIfExists(file.absolute);
  if (source === undefined) throw new UsageError(messages.fileNotFound(file.display));
  const object: SyntaxObject = { type: named.type, name: named.name, source };
  if (named.type === 'INTF') object.fixpt = fixptOf(readIfExists(beside(named, metadataFileName('INTF', named.name)).absolute));
  return { object, parts: [{ part: 'main', file: file.display }], includes: [] };
}

/**
 * All module and include files of the named file's function group (TOP, Fxx …; not the main program
 * SAPL<group>, whose INCLUDE statements the system resolves), one object each, checked inside the group.
 */
function functionModules(named: NamedFile, notes: string[]): PlannedObject[] {
  const group = named.name;
  const folder = dirname(named.absolute);
  const groupXml = metadataFileName('FUGR', group);
  const listed = listedFunctionModules(readIfExists(beside(named, groupXml).absolute));
  const prefix = groupXml.slice(0, -'xml'.length);
  const moduleFiles = readdirSync(folder)
    .filter((fileName) => fileName.toLowerCase().startsWith(prefix) && fileName.toLowerCase().endsWith('.abap'))
    .sort()
    .flatMap((fileName) => {
      const include = functionGroupInclude(fileName);
      return include && include.toUpperCase() !== functionPoolProgram(group).toUpperCase() ? [{ fileName, include, module: isFunctionModule(group, include, listed) }] : [];
    });
  if (!moduleFiles.some((file) => file.module)) {
    throw new UsageError(`No function module files of function group ${group} found beside ${named.display}`);
  }
  const fixpt = fixptOf(readIfExists(beside(named, functionGroupFileName(group, functionPoolProgram(group), 'xml')).absolute));
  return moduleFiles.map(({ fileName, include }) => {
    const file = beside(named, fileName);
    if (baseName(named.display) !== fileName) notes.push(`Added ${file.display}`);
    return {
      object: { type: 'FUGR', name: group, source: readFileSync(file.absolute, 'utf8'), fugr_include_name: include, fixpt },
      parts: [{ part: 'main' as const, file: file.display }],
      includes: [],
    };
  });
}

/**
 * The source files of an enhancement implementation, one object each (a hook implementation has one file
 * per hook, a class enhancement one): the named .abap files, or all of them when the XML is named.
 */
function enhancementSources(named: NamedFile[], notes: string[]): PlannedObject[] {
  const first = named[0]!;
  const prefix = metadataFileName('ENHO', first.name).slice(0, -'xml'.length);
  const sources = named.some((file) => file.display.toLowerCase().endsWith('.abap'))
    ? named.filter((file) => file.display.toLowerCase().endsWith('.abap')).map((file) => ({ display: file.display, absolute: file.absolute }))
    : readdirSync(dirname(first.absolute))
        .filter((fileName) => fileName.toLowerCase().startsWith(prefix) && fileName.toLowerCase().endsWith('.abap'))
        .sort()
        .map((fileName) => beside(first, fileName));
  if (sources.length === 0) throw new UsageError(`No source files of enhancement implementation ${first.name} found beside ${first.display}`);
  return sources.map((file) => {
    if (!named.some((given) => given.display === file.display)) notes.push(`Added ${file.display}`);
    return { object: { type: 'ENHO', name: first.name, source: readFileSync(file.absolute, 'utf8') }, parts: [{ part: 'main' as const, file: file.display }], includes: [] };
  });
}

interface ProgramFile {
  name: string;
  display: string;
  absolute: string;
  source: string;
  xml: string | undefined;
}

function programFile(name: string, display: string, absolute: string): ProgramFile {
  const metadata = join(dirname(absolute), metadataFileName('PROG', name));
  return { name, display, absolute, source: readFileSync(absolute, 'utf8'), xml: readIfExists(metadata) };
}

function isInclude(program: ProgramFile): boolean {
  const subc = program.xml === undefined ? undefined : xmlField(program.xml, 'SUBC');
  return subc !== undefined ? subc.toUpperCase() === 'I' : !declaresProgram(program.source);
}

function isIncludeProgram(named: NamedFile): boolean {
  const file = beside(named, mainSourceFileName('PROG', named.name));
  if (!existsSync(file.absolute)) throw new UsageError(messages.fileNotFound(file.display));
  return isInclude(programFile(named.name, file.display, file.absolute));
}

/**
 * Main programs as they are; include programs inside their main program: the chain of programs that
 * include it is followed up to a main program in the same folder, and each program along the chain gets
 * the named include (or the program that includes it) spliced in. An include no program in the folder
 * includes is sent on its own.
 */
function programObjects(mainPrograms: NamedFile[], includes: NamedFile[], notes: string[]): PlannedObject[] {
  const programs = new Map<string, ProgramFile>();
  const load = (named: NamedFile) => {
    const file = beside(named, mainSourceFileName('PROG', named.name));
    const program = programFile(named.name, file.display, file.absolute);
    programs.set(program.name, program);
    return program;
  };
  const roots: string[] = mainPrograms.map((named) => load(named).name);
  /** program → the includes to splice into it. */
  const splices = new Map<string, Set<string>>();
  const alone: ProgramFile[] = [];

  for (const named of includes) {
    const include = load(named);
    const chain = parentChain(include, named, programs);
    if (!chain) {
      notes.push(`No program in the folder of ${include.display} includes ${include.name}: checked on its own`);
      alone.push(include);
      continue;
    }
    let child = include.name;
    for (const parent of chain) {
      splices.set(parent.name, (splices.get(parent.name) ?? new Set()).add(child));
      child = parent.name;
    }
    const main = chain[chain.length - 1]!;
    if (!roots.includes(main.name)) roots.push(main.name);
    notes.push(`Checking ${include.display} inside ${main.display}`);
  }

  const planned = roots.map((name) => {
    const root = programs.get(name)!;
    const lines = assemble(root, programs, splices, new Set());
    const assembledIncludes = [...collectSpliced(root.name, splices)];
    const object: SyntaxObject = { type: 'PROG', name: root.name, source: assembledIncludes.length > 0 ? joinLines(lines) : root.source, fixpt: fixptOf(root.xml) };
    const part: SentPart = { part: 'main', file: root.display, ...(assembledIncludes.length > 0 ? { origins: lines.map((line) => line.origin) } : {}) };
    return { object, parts: [part], includes: assembledIncludes };
  });
  for (const include of alone) {
    planned.push({ object: { type: 'PROG', name: include.name, source: include.source, fixpt: fixptOf(include.xml) }, parts: [{ part: 'main', file: include.display }], includes: [] });
  }
  return planned;
}

/** The programs from the include's parent up to a main program, or undefined when there is none. */
function parentChain(include: ProgramFile, named: NamedFile, programs: Map<string, ProgramFile>): ProgramFile[] | undefined {
  const chain: ProgramFile[] = [];
  const seen = new Set([include.name]);
  for (let child = include; ; ) {
    const parent = parentOf(child, named, programs, seen);
    if (!parent) return undefined;
    chain.push(parent);
    seen.add(parent.name);
    if (!isInclude(parent)) return chain;
    child = parent;
  }
}

/** A program in the same folder whose source includes the child; main programs first, then by name. */
function parentOf(child: ProgramFile, named: NamedFile, programs: Map<string, ProgramFile>, seen: Set<string>): ProgramFile | undefined {
  const folder = dirname(child.absolute);
  const candidates: ProgramFile[] = [];
  for (const fileName of readdirSync(folder).sort()) {
    const ref = objectFromFileName(fileName);
    if (!ref || ref.type !== 'PROG' || !fileName.toLowerCase().endsWith('.prog.abap') || seen.has(ref.name)) continue;
    const program = programs.get(ref.name) ?? programFile(ref.name, beside(named, fileName).display, join(folder, fileName));
    if (includedPrograms(program.source).includes(child.name)) candidates.push(program);
  }
  const parent = candidates.find((candidate) => !isInclude(candidate)) ?? candidates[0];
  if (parent && !programs.has(parent.name)) programs.set(parent.name, parent);
  return parent;
}

function assemble(program: ProgramFile, programs: Map<string, ProgramFile>, splices: Map<string, Set<string>>, active: Set<string>): SourceLine[] {
  const own = sourceLines(program.source, program.display);
  const names = splices.get(program.name);
  if (!names || active.has(program.name)) return own;
  active.add(program.name);
  const substitutes = new Map([...names].map((name) => [name, assemble(programs.get(name)!, programs, splices, active)] as const));
  active.delete(program.name);
  return spliceIncludes(own, substitutes);
}

function collectSpliced(name: string, splices: Map<string, Set<string>>, found = new Set<string>()): Set<string> {
  for (const child of splices.get(name) ?? []) {
    if (found.has(child)) continue;
    found.add(child);
    collectSpliced(child, splices, found);
  }
  return found;
}
