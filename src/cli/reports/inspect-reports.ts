/**
 * `abapdeck inspect` as reports: JUnit (one testsuite per object, one testcase per finding; errors are
 * failures, warnings and infos pass with their text, an excluded object is skipped) and checkstyle (the
 * findings in the object's local files, at the file's line where the include can be placed). Pure: the
 * command gives the sources it read.
 */
import type { InspectResult } from '../../protocol/checks.js';
import { parseIncludeName } from '../../protocol/includes.js';
import type { CheckstyleFile, CheckstyleFinding, CheckstyleSeverity } from './checkstyle.js';
import type { JUnitCase, JUnitReport, JUnitSuite } from './junit.js';

export const INSPECT_SOURCE = 'abapdeck.inspect';

/** One finding of a result, whatever its list. */
export interface InspectFinding {
  severity: CheckstyleSeverity;
  line: number;
  column?: number;
  message: string;
  include: string;
  method: string;
}

export function findingsOf(result: InspectResult): InspectFinding[] {
  const line = (text: string) => Number.parseInt(text, 10) || 0;
  return [
    ...result.errors.map((e) => ({ severity: 'error' as const, line: line(e.line), column: line(e.column) || undefined, message: e.text, include: e.sobjname, method: e.method_name })),
    ...result.warnings.map((w) => ({ severity: 'warning' as const, line: line(w.line), message: w.message, include: w.sobjname, method: w.method_name })),
    ...result.infos.map((i) => ({ severity: 'info' as const, line: line(i.line), message: i.message, include: i.sobjname, method: i.method_name })),
  ];
}

const label = (result: InspectResult) => [result.object_type, result.object_name].filter(Boolean).join(' ');

function where(finding: InspectFinding): string {
  const place = finding.method || finding.include;
  return `${place ? `${place} ` : ''}line ${finding.line}`;
}

export interface ExcludedObject {
  type: string;
  name: string;
  pattern: string;
}

export function inspectJUnit(results: readonly InspectResult[], excluded: readonly ExcludedObject[], options: { variant: string; time?: number; timestamp?: string }): JUnitReport {
  const suites: JUnitSuite[] = results.map((result) => {
    const classname = result.object_name || label(result);
    const cases: JUnitCase[] = findingsOf(result).map((finding) => {
      const name = `${where(finding)}: ${finding.message}`;
      const details = [`${finding.severity} in ${finding.include || classname} ${where(finding)}${finding.column ? `, column ${finding.column}` : ''}`, finding.message].join('\n');
      return finding.severity === 'error'
        ? { name, classname, failure: { message: finding.message, type: 'error', details } }
        : { name, classname, systemOut: `${finding.severity}: ${finding.message}` };
    });
    if (cases.length === 0) cases.push({ name: 'no findings', classname });
    return { name: label(result), timestamp: options.timestamp, cases };
  });
  for (const object of excluded) {
    suites.push({
      name: `${object.type} ${object.name}`,
      timestamp: options.timestamp,
      cases: [{ name: 'inspect', classname: object.name, skipped: `excluded by the project configuration (inspect.exclude ${object.pattern})` }],
    });
  }
  return { name: `abapdeck inspect (variant ${options.variant})`, time: options.time, suites };
}

/** The local source files of one inspected object, as the command found them. */
export interface ObjectFiles {
  /** Repository path of the file named on the command line (or the object's main file). */
  named: string;
  /** Main source (`.clas.abap`, `.intf.abap`, `.prog.abap`, `.ddls.asddls`): path and lines, when present. */
  main?: { path: string; lines: readonly string[] };
  /** Class parts beside the main file that exist: locals_def, locals_imp, testclasses, macros → path. */
  parts: Partial<Record<'locals_def' | 'locals_imp' | 'testclasses' | 'macros', string>>;
  /** Include programs and function-group includes beside the named file: upper-case include → path. */
  includes: Record<string, string>;
}

const SECTION_START: Record<string, RegExp> = {
  public_section: /^\s*CLASS\s+\S+\s+DEFINITION\b/i,
  protected_section: /^\s*PROTECTED\s+SECTION\s*\./i,
  private_section: /^\s*PRIVATE\s+SECTION\s*\./i,
};

/** The row of the main source where a line of an include lies, when the include can be placed. */
function mainRow(lines: readonly string[], include: string, method: string, line: number): number | undefined {
  const parsed = parseIncludeName(include);
  if (!parsed) return undefined;
  if (parsed.kind === 'class_pool' || parsed.kind === 'interface_section' || parsed.kind === 'interface_pool') return line;
  let start: RegExp | undefined = SECTION_START[parsed.kind];
  if (parsed.kind === 'method' && method) {
    const name = method.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    start = new RegExp(`^\\s*METHOD\\s+${name}\\s*\\.`, 'i');
  }
  if (!start) return undefined;
  const row = lines.findIndex((text) => start.test(text));
  return row < 0 ? undefined : row + line;
}

/** Where a finding lies in the object's files: the file and its line, else the object's file and a note of the include's line. */
export function locateFinding(files: ObjectFiles, finding: InspectFinding): { file: string; line: number; note?: string } {
  const parsed = parseIncludeName(finding.include);
  if (parsed) {
    // an include of a class or interface: its own file, or a block of the main source
    const part = PART_OF_KIND[parsed.kind];
    if (part) {
      const path = files.parts[part];
      if (path) return { file: path, line: finding.line };
    } else if (files.main) {
      const row = mainRow(files.main.lines, finding.include, finding.method, finding.line);
      if (row !== undefined) return { file: files.main.path, line: row };
    }
  } else {
    // a program or function-group include, or the object's own source
    const include = files.includes[finding.include.toUpperCase()];
    if (include) return { file: include, line: finding.line };
    if (files.main) return { file: files.main.path, line: finding.line };
  }
  return { file: files.main?.path ?? files.named, line: finding.line, ...(finding.include ? { note: `${finding.include} line ${finding.line}` } : {}) };
}

const PART_OF_KIND: Partial<Record<string, keyof ObjectFiles['parts']>> = {
  test_classes: 'testclasses',
  local_definitions: 'locals_def',
  local_implementations: 'locals_imp',
  macros: 'macros',
};

/** Checkstyle files of the results: each object's files, findings at their file lines. */
export function inspectCheckstyle(results: readonly InspectResult[], filesOf: (result: InspectResult) => ObjectFiles | undefined): CheckstyleFile[] {
  const files: CheckstyleFile[] = [];
  const fileNamed = (name: string): CheckstyleFile => {
    let file = files.find((candidate) => candidate.name === name);
    if (!file) files.push((file = { name, findings: [] }));
    return file;
  };
  for (const result of results) {
    const objectFiles = filesOf(result);
    if (objectFiles) fileNamed(objectFiles.main?.path ?? objectFiles.named);
    for (const finding of findingsOf(result)) {
      const place = objectFiles ? locateFinding(objectFiles, finding) : { file: label(result), line: finding.line };
      const entry: CheckstyleFinding = {
        line: place.line,
        column: finding.column,
        severity: finding.severity,
        message: 'note' in place && place.note ? `${finding.message} (${place.note})` : finding.message,
        source: INSPECT_SOURCE,
      };
      fileNamed(place.file).findings.push(entry);
    }
  }
  return files;
}
