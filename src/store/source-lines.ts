import { sectionRows } from '../client/source-lines.js';
import type { ViewComponent, ViewObject, ViewSection } from './wire.js';

/**
 * The source pane's rows from a view --full answer: a heading per section (and per method of local and
 * test classes), then the lines with two numbers — G, the line in the assembled main source (the class's
 * main file, what breakpoints name), and [N], the line within the section's include. Local and test class
 * sections have only [N]. The numbering and headings are the CLI's (src/client/source-lines.ts).
 */

export interface SourceRow {
  kind: 'title' | 'code' | 'text';
  text: string;
  section: number;
  /** Line in the assembled main source; absent for separate-file sections and titles. */
  global?: number;
  /** Line within the section (1-based). */
  local?: number;
  /** For method headings: the `debug set` arguments of the first executable statement. */
  hint?: string;
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

function componentText(component: ViewComponent): string {
  if (component.type || component.dataelement || component.key) {
    const key = component.key ? 'key ' : '    ';
    const type = `${component.type}${component.length ? `(${component.length})` : ''}`;
    return `${key}${component.field.padEnd(30)} ${type.padEnd(12)} ${component.dataelement.padEnd(30)} ${component.description}`.trimEnd();
  }
  return `${component.field.padEnd(20)} ${component.description}`.trimEnd();
}

/** Text split into lines, without the final empty one. */
function lines(text: string): string[] {
  return text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
}

export function sourceView(object: ViewObject, globalStarts: Map<ViewSection, number> = new Map()): SourceView {
  const rows: SourceRow[] = [];
  const sections: SectionEntry[] = [];
  let widestGlobal = 1;
  let widestLocal = 1;

  const pushSection = (section: ViewSection) => {
    // Rows point at the section of the answer they belong to; entries may be more (local methods).
    const index = sections.length;
    sections.push({ row: rows.length, suffix: section.suffix, label: '', methodName: section.method_name });
    for (const row of sectionRows(object.name, section, globalStarts.get(section))) {
      if (row.kind === 'heading') {
        // Methods of local and test classes get headings inside their section: each is a jump target too.
        if (rows.length > sections[index]!.row) {
          const method = /->([\w~/]+)$/.exec(row.text)?.[1] ?? /Method: ([\w~/]+)/.exec(row.text)?.[1] ?? '';
          sections.push({ row: rows.length, suffix: section.suffix, label: row.text, methodName: method });
        }
        rows.push({ kind: 'title', text: row.text, section: index, ...(row.hint ? { hint: row.hint } : {}) });
      } else {
        rows.push({ kind: 'code', text: row.text, section: index, local: row.local, ...(row.global !== undefined ? { global: row.global } : {}) });
        widestGlobal = Math.max(widestGlobal, row.global ?? 0);
        widestLocal = Math.max(widestLocal, row.local);
      }
    }
    sections[index]!.label = rows[sections[index]!.row]!.text;
    if (section.lines.length === 0) rows.push({ kind: 'text', text: '(empty)', section: index });
  };

  if (object.sections && object.sections.length > 0) {
    for (const section of object.sections) pushSection(section);
  } else if (object.source) {
    pushSection({ suffix: object.type, description: 'Source', method_name: '', file: '', lines: lines(object.source) });
  }
  if (object.definition) {
    pushSection({ suffix: 'DEF', description: 'Definition', method_name: '', file: '', lines: lines(object.definition) });
  }
  if (object.components.length > 0) {
    sections.push({ row: rows.length, suffix: 'FIELDS', label: 'Components', methodName: '' });
    rows.push({ kind: 'title', text: object.type === 'TABL' || object.type === 'STRU' ? 'Fields' : 'Properties', section: sections.length - 1 });
    for (const component of object.components) rows.push({ kind: 'text', text: componentText(component), section: sections.length - 1 });
  }
  if (rows.length === 0) rows.push({ kind: 'text', text: object.description || '(nothing to show)', section: 0 });
  return { rows, sections, globalWidth: String(widestGlobal).length, localWidth: String(widestLocal).length };
}

/** The section or method heading the row is under. */
export function sectionAt(view: SourceView, row: number): SectionEntry | undefined {
  let found: SectionEntry | undefined;
  for (const entry of view.sections) {
    if (entry.row > row) break;
    found = entry;
  }
  return found;
}

/** Row indexes of rows containing the query (case-insensitive). */
export function searchRows(rows: SourceRow[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches: number[] = [];
  rows.forEach((row, index) => {
    if (row.kind !== 'title' && row.text.toLowerCase().includes(needle)) matches.push(index);
  });
  return matches;
}
