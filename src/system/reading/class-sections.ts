/**
 * The sections of a global class as the view operation shows them: CU, CO, CP (public, protected, private
 * section), one CM### per method implementation, then CCDEF, CCIMP and CCAU from the class's local files.
 *
 * The split and the method numbers come from the checks engine's include layout, so a CM number seen here
 * is the one inspect and where-used name (and it stays put when a pull reorders METHOD blocks: numbers
 * follow the declarations, not the implementation order).
 */
import { MemoryFile, Objects, Registry } from '#abaplint/core';
import { classLayout, type IncludeSection } from '../checks/index.js';
import { fileNameForObject } from '../../protocol/filenames.js';
import {
  classSectionInfo,
  methodSectionDescription,
  splitSourceLines,
  type ViewSection,
} from '../../protocol/reading.js';
import type { AbapObject } from '../objects.js';

/** View suffix of each definition include: the view operation names the private section CP. */
const DEFINITION_SECTIONS = [
  { kind: 'public_section', suffix: 'CU' },
  { kind: 'protected_section', suffix: 'CO' },
  { kind: 'private_section', suffix: 'CP' },
] as const;

const LOCAL_SECTIONS = [
  { suffix: 'CCDEF', part: 'locals_def' },
  { suffix: 'CCIMP', part: 'locals_imp' },
  { suffix: 'CCAU', part: 'testclasses' },
] as const;

/** Every section of a class, empty ones included, in the order CU, CO, CP, CM001…, CCDEF, CCIMP, CCAU. */
export function classSections(cls: AbapObject): ViewSection[] {
  const main = splitSourceLines(cls.sources['main'] ?? '');
  const layout = mainSourceLayout(cls);
  const sections: ViewSection[] = [];
  for (const { kind, suffix } of DEFINITION_SECTIONS) {
    const found = layout.find((s) => s.kind === kind);
    // A class abaplint cannot split (no CLASS … DEFINITION found) shows its whole main source as CU.
    const whole = suffix === 'CU' && !layout.some((s) => s.kind === 'public_section') && main.length > 0;
    const lines = whole ? main : found ? main.slice(found.startRow - 1, found.endRow) : [];
    sections.push({
      suffix,
      description: classSectionInfo[suffix].description,
      method_name: '',
      file: '',
      lines,
      global_start: whole ? 1 : found && lines.length > 0 ? found.startRow : 0,
    });
  }
  const methods = layout
    .filter((s) => s.kind === 'method' && s.methodNumber !== undefined)
    .sort((a, b) => a.methodNumber! - b.methodNumber!);
  for (const method of methods) {
    sections.push({
      suffix: method.include.slice(-5),
      description: methodSectionDescription,
      method_name: method.methodName ?? '',
      file: '',
      lines: main.slice(method.startRow - 1, method.endRow),
      global_start: method.startRow,
    });
  }
  for (const { suffix, part } of LOCAL_SECTIONS) {
    const source = cls.sources[part];
    sections.push({
      suffix,
      description: classSectionInfo[suffix].description,
      method_name: '',
      file: source === undefined ? '' : part,
      lines: splitSourceLines(source ?? ''),
      global_start: 0,
    });
  }
  return sections;
}

/** The public section alone: what view answers for a class without full. */
export function publicSection(cls: AbapObject): string[] {
  return classSections(cls)[0]!.lines;
}

/**
 * Layouts of recently viewed classes, by name and main source: parsing a class of 50 methods costs tens of
 * milliseconds, and a class is viewed again and again (the TUI's source pane, where-used followed by view)
 * while its source changes only on pull.
 */
const LAYOUT_CACHE_SIZE = 64;
const layoutCache = new Map<string, IncludeSection[]>();

/** Include sections of the class's main source (CU, CO, CI, CM###), parsed by abaplint on its own. */
export function mainSourceLayout(cls: Pick<AbapObject, 'name' | 'sources'>): IncludeSection[] {
  const source = cls.sources['main'];
  if (!source) return [];
  const key = `${cls.name}\0${source}`;
  const cached = layoutCache.get(key);
  if (cached) {
    // Refreshed as the most recent entry.
    layoutCache.delete(key);
    layoutCache.set(key, cached);
    return cached;
  }
  const sections = parseLayout(cls.name, source);
  if (layoutCache.size >= LAYOUT_CACHE_SIZE) layoutCache.delete(layoutCache.keys().next().value!);
  layoutCache.set(key, sections);
  return sections;
}

function parseLayout(name: string, source: string): IncludeSection[] {
  const registry = new Registry();
  registry.addFile(new MemoryFile(fileNameForObject('CLAS', name, 'abap'), source));
  registry.parse();
  const object = registry.getFirstObject();
  const file = object instanceof Objects.Class ? object.getMainABAPFile() : undefined;
  return file ? classLayout(name, file).sections : [];
}
