/**
 * Line numbers of view sections and the debug hints beside them (view --full --lines, the TUI's source
 * pane). Two numbers per line: G, the line in the assembled class source (the main file, which is what
 * breakpoints of the class name), and [N], the line within the section's include. Sections that are not
 * part of the main source (local classes, test classes) have only section-local numbers, and their
 * methods' hints carry the --include flag of that sub-include.
 */
import type { ViewSection } from '../protocol/reading.js';
import { firstExecutableLine, scanStatements } from './abap-statements.js';

export type SourceRow =
  /** A section or method heading; `hint` is a ready `debug set` argument list when one applies. */
  | { kind: 'heading'; text: string; hint?: string }
  /** G (undefined where it does not apply) and [N], both 1-based. */
  | { kind: 'line'; global?: number; local: number; text: string };

/** Sub-include flag of the debug commands per local section. */
const INCLUDE_FLAGS: Record<string, string> = { CCAU: 'testclasses', CCIMP: 'locals_imp', CCDEF: 'locals_def' };

export function isMethodSection(section: ViewSection): boolean {
  return /^CM[0-9A-Z]{3}$/.test(section.suffix) && section.method_name !== '';
}

export function includeFlagOf(section: ViewSection): string | undefined {
  return INCLUDE_FLAGS[section.suffix] ?? (section.file === 'testclasses' || section.file === 'locals_imp' || section.file === 'locals_def' ? section.file : undefined);
}

/** The debug hint of a line of an object: `debug set --objects ZCL_X:42` (plus --include for sub-includes). */
export function debugHint(objectName: string, line: number, include?: string): string {
  return `debug set --objects ${objectName}:${line}${include ? ` --include ${include}` : ''}`;
}

/**
 * The rows of one section. `globalStart` is the line of the assembled source on which the section starts
 * (undefined when unknown or not applicable).
 */
export function sectionRows(objectName: string, section: ViewSection, globalStart: number | undefined): SourceRow[] {
  const rows: SourceRow[] = [];
  const include = includeFlagOf(section);
  if (isMethodSection(section)) {
    // Breakpoints of a class method name the line of the assembled source: no hint without it.
    const first = firstExecutableLine(section.lines);
    const hint = first !== undefined && globalStart ? debugHint(objectName, globalStart + first) : undefined;
    rows.push({ kind: 'heading', text: `Method: ${section.method_name} (${section.suffix})`, ...(hint ? { hint } : {}) });
  } else {
    const from = section.file ? `from .clas.${section.file}.abap` : section.suffix;
    rows.push({ kind: 'heading', text: `Section: ${section.description}${from ? ` (${from})` : ''}` });
  }
  // Methods inside local and test classes: a heading with the hint before each METHOD statement.
  const methodHeadings = include ? localMethodHeadings(objectName, section.lines, include) : new Map<number, SourceRow>();
  section.lines.forEach((text, index) => {
    const heading = methodHeadings.get(index);
    if (heading) rows.push(heading);
    rows.push({ kind: 'line', ...(globalStart && !include ? { global: globalStart + index } : {}), local: index + 1, text });
  });
  return rows;
}

/** Headings for each METHOD … ENDMETHOD block of a local section, keyed by the METHOD line's index. */
function localMethodHeadings(objectName: string, lines: readonly string[], include: string): Map<number, SourceRow> {
  const headings = new Map<number, SourceRow>();
  let className = '';
  const statements = scanStatements(lines);
  statements.forEach((statement, index) => {
    if (statement.keyword === 'CLASS') {
      className = /^\s*class\s+([\w/]+)/i.exec(lines[statement.line] ?? '')?.[1]?.toUpperCase() ?? className;
      return;
    }
    if (statement.keyword !== 'METHOD') return;
    const name = /^\s*method\s+([\w~/]+)/i.exec(lines[statement.line] ?? '')?.[1]?.toUpperCase() ?? '';
    const end = statements.slice(index + 1).find((s) => s.keyword === 'ENDMETHOD');
    const block = lines.slice(statement.line, (end?.line ?? lines.length - 1) + 1);
    const first = firstExecutableLine(block);
    headings.set(statement.line, {
      kind: 'heading',
      text: `Method: ${className ? `${className}->` : ''}${name}`,
      ...(first !== undefined ? { hint: debugHint(objectName, statement.line + first + 1, include) } : {}),
    });
  });
  return headings;
}

/**
 * Where each main-source section starts in the assembled class source, found by its lines (for servers
 * that do not send global_start): the first place the section's lines appear one after the other. Local
 * sections and sections that are not found get no entry.
 */
export function globalStartsFromSource(sections: readonly ViewSection[], source: readonly string[]): Map<ViewSection, number> {
  const starts = new Map<ViewSection, number>();
  const same = (a: string, b: string) => a.trimEnd() === b.trimEnd();
  for (const section of sections) {
    if (includeFlagOf(section) || section.lines.length === 0) continue;
    for (let at = 0; at + section.lines.length <= source.length; at++) {
      if (section.lines.every((line, offset) => same(line, source[at + offset]!))) {
        starts.set(section, at + 1);
        break;
      }
    }
  }
  return starts;
}

/** The global start the server sent for each section, where it sent one (0 means: not part of the main source). */
export function globalStartsFromServer(sections: readonly ViewSection[]): Map<ViewSection, number> | undefined {
  if (!sections.some((section) => section.global_start !== undefined)) return undefined;
  const starts = new Map<ViewSection, number>();
  for (const section of sections) if (section.global_start) starts.set(section, section.global_start);
  return starts;
}
