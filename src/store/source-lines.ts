import type { ViewComponent, ViewObject, ViewSection } from './wire.js';

/**
 * The source pane's rows from a view --full answer: a title row per section, then its lines with two
 * numbers — G, the line in the assembled main source of the object (classes: the .clas.abap file), and
 * [N], the line within the section's include. Sections from separate files (local definitions, local
 * implementations, test classes) have no G: their lines are section-local, as breakpoints there are.
 */

export interface SourceRow {
  kind: 'title' | 'code' | 'text';
  text: string;
  section: number;
  /** Line in the assembled main source; absent for separate-file sections and titles. */
  global?: number;
  /** Line within the section (1-based). */
  local?: number;
}

export interface SectionEntry {
  /** Row index of the section's title. */
  row: number;
  suffix: string;
  label: string;
  methodName: string;
}

export interface SourceView {
  rows: SourceRow[];
  sections: SectionEntry[];
  /** Widest G number, for aligning the gutter. */
  globalWidth: number;
  localWidth: number;
}

/** Sections whose lines live in a file of their own (locals_def, locals_imp, testclasses). */
export function isSeparateFile(section: Pick<ViewSection, 'file' | 'suffix'>): boolean {
  return section.file !== '' && section.file !== undefined ? true : ['CCDEF', 'CCIMP', 'CCAU', 'CCMAC'].includes(section.suffix);
}

export function sectionLabel(section: ViewSection): string {
  const name = section.method_name ? `${section.method_name}` : section.description || section.suffix;
  return section.method_name ? `${section.suffix} method ${name}` : `${section.suffix} ${name}`;
}

function componentText(component: ViewComponent): string {
  if (component.field !== undefined) {
    const key = component.key ? 'key ' : '    ';
    const type = `${component.type ?? ''}${component.length ? `(${component.length})` : ''}`;
    return `${key}${String(component.field).padEnd(30)} ${type.padEnd(12)} ${String(component.dataelement ?? '').padEnd(30)} ${component.description ?? ''}`.trimEnd();
  }
  return Object.entries(component)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('  ');
}

export function sourceView(object: ViewObject): SourceView {
  const rows: SourceRow[] = [];
  const sections: SectionEntry[] = [];
  let global = 0;
  const pushSection = (section: ViewSection, index: number) => {
    const separate = isSeparateFile(section);
    sections.push({ row: rows.length, suffix: section.suffix, label: sectionLabel(section), methodName: section.method_name ?? '' });
    rows.push({ kind: 'title', text: sectionLabel(section) + (separate && section.file ? `  (${section.file})` : ''), section: index });
    section.lines.forEach((text, i) => {
      if (!separate) global++;
      rows.push({ kind: 'code', text, section: index, local: i + 1, ...(separate ? {} : { global }) });
    });
    if (section.lines.length === 0) rows.push({ kind: 'text', text: '(empty)', section: index });
  };

  if (object.sections && object.sections.length > 0) {
    object.sections.forEach(pushSection);
  } else if (object.source) {
    pushSection({ suffix: object.type, description: 'source', method_name: '', file: '', lines: object.source.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n') }, 0);
  }
  if (object.definition) {
    pushSection({ suffix: 'DEF', description: 'definition', method_name: '', file: '', lines: object.definition.replace(/\n$/, '').split('\n') }, sections.length);
  }
  if (object.components && object.components.length > 0) {
    sections.push({ row: rows.length, suffix: 'FIELDS', label: 'components', methodName: '' });
    rows.push({ kind: 'title', text: 'components', section: sections.length - 1 });
    for (const component of object.components) rows.push({ kind: 'text', text: componentText(component), section: sections.length - 1 });
  }
  if (rows.length === 0) rows.push({ kind: 'text', text: object.description ?? '(nothing to show)', section: 0 });
  return {
    rows,
    sections,
    globalWidth: String(Math.max(1, global)).length,
    localWidth: String(Math.max(1, ...(object.sections ?? []).map((s) => s.lines.length))).length,
  };
}

/** Row indexes of code rows containing the query (case-insensitive). */
export function searchRows(rows: SourceRow[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches: number[] = [];
  rows.forEach((row, index) => {
    if (row.kind !== 'title' && row.text.toLowerCase().includes(needle)) matches.push(index);
  });
  return matches;
}
