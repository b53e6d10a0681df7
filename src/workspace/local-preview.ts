/**
 * A pull preview built by the client, for systems that do not offer abapdeck's pull preview (a system of
 * the public implementation): the source files of the working folder against the system's active sources,
 * read through view (and, for a class's main file, the developer API's assembled source). Only sources are
 * compared — metadata (the XML files) is not, and the answer says so; deletions and conflicts cannot be
 * told from here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { Agent } from '../client/agent.js';
import { baseName, objectFromFileName } from '../protocol/filenames.js';
import type { PreviewObject, PullPreview } from '../protocol/sync-extensions.js';
import type { ViewObject } from '../protocol/reading.js';
import { startingFolderOf } from './source-location.js';
import { classPartOfFile, type ClassPart } from '../protocol/object-files.js';

export interface LocalSelection {
  /** Files named by --files (any folder; matched by file name). */
  files?: string[];
  /** Object names of --objects, upper case. */
  objects?: string[];
}

interface LocalObject {
  type: string;
  name: string;
  /** Source part (main, locals_def …) → repository path and text. */
  parts: Map<string, { path: string; text: string }>;
}

/** Sections of a class view that hold a whole git file. */
const CLASS_FILE_SECTIONS: Record<string, ClassPart> = { CCDEF: 'locals_def', CCIMP: 'locals_imp', CCAU: 'testclasses' };

export async function localPullPreview(agent: Agent, root: string, selection: LocalSelection): Promise<PullPreview> {
  const { view, classMainSource } = await import('../client/reading.js');
  const objects = localObjects(root, selection);
  const preview: PullPreview = {
    SUCCESS: 'X',
    COMMAND: 'PULL_PREVIEW',
    COMMIT: '',
    BRANCH: '',
    METADATA_COMPARED: false,
    OBJECTS: [],
    SUMMARY: { CREATE: 0, UPDATE: 0, DELETE: 0, UNCHANGED: 0, CONFLICT: 0 },
    LOG_MESSAGES: [],
    ERROR: '',
  };
  if (objects.length === 0) return { ...preview, SUCCESS: '', ERROR: 'No ABAP source files of the selection in the working folder' };
  const viewed = new Map<string, ViewObject>();
  for (let start = 0; start < objects.length; start += 50) {
    const batch = objects.slice(start, start + 50);
    const result = await view(agent, { objects: batch.map((o) => o.name), full: true });
    for (const object of result.objects) if (!object.not_found) viewed.set(`${object.type} ${object.name}`, object);
  }
  for (const local of objects) {
    const system = viewed.get(`${local.type} ${local.name}`);
    const systemParts = new Map<string, string>();
    if (system && local.type === 'CLAS') {
      const main = await classMainSource(agent, local.name);
      if (main) systemParts.set('main', main.join('\n'));
      for (const section of system.sections ?? []) {
        const part = CLASS_FILE_SECTIONS[section.suffix];
        if (part) systemParts.set(part, section.lines.join('\n'));
      }
    } else if (system) {
      // with full, a single-source object answers its source as one section
      systemParts.set('main', system.source || (system.sections ?? []).map((section) => section.lines.join('\n')).join('\n'));
    }
    const entry: PreviewObject = { OBJ_TYPE: local.type, OBJ_NAME: local.name, PACKAGE: '', ACTION: system ? 'unchanged' : 'create', CONFLICT: '', HAS_INACTIVE: false, FILES: [] };
    for (const [part, file] of local.parts) {
      const before = normalized(systemParts.get(part) ?? '');
      const after = normalized(file.text);
      if (before === after) continue;
      const name = baseName(file.path);
      entry.FILES.push({ FILE: name, AGAINST: 'active', DIFF: createTwoFilesPatch(`system (active)/${name}`, `working folder/${file.path}`, before, after, undefined, undefined, { context: 3 }) });
    }
    if (system && entry.FILES.length > 0) entry.ACTION = 'update';
    preview.OBJECTS.push(entry);
    preview.SUMMARY[entry.ACTION.toUpperCase() as keyof PullPreview['SUMMARY']]++;
  }
  preview.LOG_MESSAGES.push({ TYPE: 'W', OBJ_TYPE: '', OBJ_NAME: '', TEXT: 'The system offers no pull preview: the working folder was compared with view results, sources only (metadata was not compared)' });
  return preview;
}

/** The ABAP source files below the starting folder, grouped by object, as the selection narrows them. */
function localObjects(root: string, selection: LocalSelection): LocalObject[] {
  const dotFile = join(root, '.abapgit.xml');
  const start = join(root, existsSync(dotFile) ? startingFolderOf(readFileSync(dotFile, 'utf8')) : 'src');
  const wantedFiles = new Set((selection.files ?? []).map((file) => objectFromFileName(file)).filter(Boolean).map((ref) => `${ref!.type} ${ref!.name}`));
  const wantedNames = new Set(selection.objects ?? []);
  const everything = wantedFiles.size === 0 && wantedNames.size === 0;
  const objects = new Map<string, LocalObject>();
  for (const path of sourceFiles(start)) {
    const ref = objectFromFileName(path);
    if (!ref) continue;
    const key = `${ref.type} ${ref.name}`;
    if (!everything && !wantedFiles.has(key) && !wantedNames.has(ref.name)) continue;
    const part = ref.type === 'CLAS' ? classPartOfFile(path) : baseName(path).split('.').length === 3 ? 'main' : undefined;
    if (!part) continue;
    const object = objects.get(key) ?? { type: ref.type, name: ref.name, parts: new Map() };
    object.parts.set(part, { path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') });
    objects.set(key, object);
  }
  return [...objects.values()].sort((a, b) => `${a.type} ${a.name}`.localeCompare(`${b.type} ${b.name}`));
}

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) out.push(...sourceFiles(path));
    else if (stat?.isFile() && entry.endsWith('.abap')) out.push(path);
  }
  return out;
}

/** Line endings and the final newline do not count as differences. */
function normalized(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/\n*$/, '\n');
}
