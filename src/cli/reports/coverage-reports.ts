/**
 * Coverage reports of `unit --coverage`: Cobertura XML (GitLab, Jenkins, Azure), JaCoCo XML (SonarQube,
 * GitHub actions) and LCOV text (Codecov, Coveralls, editors). One model, the system's statement coverage;
 * lines are the executable statements with their hits, methods the ABAP methods, and each class of a file
 * its own class element (the global class in its main file, local classes in theirs). File names are the
 * repository's paths where known (`pathOf`). Pure model → text; XML only through xml.ts.
 *
 * istanbul's reporters were weighed and left: they model JavaScript files (a class per file, a package
 * per folder, names from paths), have no JaCoCo, and v8-to-istanbul counts every source line rather than
 * ABAP statements.
 */
import { posix } from 'node:path';
import type { ClassCoverage, CoverageLine, MethodCoverage } from '../../protocol/unit-coverage.js';
import { xmlDocument, type XmlElement } from './xml.js';

export type CoverageFormat = 'cobertura' | 'lcov' | 'jacoco';
export const coverageFormats: readonly CoverageFormat[] = ['cobertura', 'lcov', 'jacoco'];

export interface CoverageReportOptions {
  /** The repository path of an abapGit file name. */
  pathOf(file: string): string;
  /** When the run began (milliseconds since 1970). */
  timestamp: number;
  version: string;
}

/** A class element of a report: the methods of one class in one file and the statements they hold. */
interface ReportClass {
  name: string;
  path: string;
  methods: Array<MethodCoverage & { lines: CoverageLine[] }>;
  lines: CoverageLine[];
}

/** The classes of each object, file by file; statements outside any method belong to the object. */
function reportClasses(entry: ClassCoverage, pathOf: (file: string) => string): ReportClass[] {
  const classes: ReportClass[] = [];
  for (const file of entry.files) {
    const path = pathOf(file.file);
    const byName = new Map<string, ReportClass>();
    const classNamed = (name: string) => {
      let found = byName.get(name);
      if (!found) byName.set(name, (found = { name, path, methods: [], lines: [] }));
      return found;
    };
    for (const method of entry.methods.filter((m) => m.file === file.file)) {
      const inside = file.lines.filter((line) => line.line > method.start_line && line.line < method.end_line);
      classNamed(method.class_name).methods.push({ ...method, lines: inside });
      classNamed(method.class_name).lines.push(...inside);
    }
    const placed = new Set([...byName.values()].flatMap((c) => c.lines));
    const rest = file.lines.filter((line) => !placed.has(line));
    if (rest.length > 0) classNamed(entry.name).lines.push(...rest);
    for (const found of byName.values()) found.lines.sort((a, b) => a.line - b.line);
    classes.push(...byName.values());
  }
  return classes;
}

const rate = (lines: readonly CoverageLine[]) => (lines.length === 0 ? '1' : String(Math.round((lines.filter((l) => l.hits > 0).length / lines.length) * 10000) / 10000));
const packageOf = (path: string) => {
  const dir = posix.dirname(path);
  return dir === '.' ? '' : dir;
};
const lineElements = (lines: readonly CoverageLine[]): XmlElement[] => lines.map((line) => ({ name: 'line', attributes: { number: line.line, hits: line.hits, branch: 'false' } }));

/** Cobertura 0.4: packages by folder, a class per class and file, methods with their lines. */
export function coberturaElement(coverage: readonly ClassCoverage[], options: CoverageReportOptions): XmlElement {
  const classes = coverage.flatMap((entry) => reportClasses(entry, options.pathOf));
  const all = classes.flatMap((c) => c.lines);
  const packages = new Map<string, ReportClass[]>();
  for (const found of classes) packages.set(packageOf(found.path), [...(packages.get(packageOf(found.path)) ?? []), found]);
  return {
    name: 'coverage',
    attributes: {
      'line-rate': rate(all),
      'branch-rate': '0',
      'lines-covered': all.filter((l) => l.hits > 0).length,
      'lines-valid': all.length,
      'branches-covered': 0,
      'branches-valid': 0,
      complexity: 0,
      version: `abapdeck ${options.version}`,
      timestamp: options.timestamp,
    },
    children: [
      { name: 'sources', children: [{ name: 'source', text: '.' }] },
      {
        name: 'packages',
        children: [...packages].map(([name, members]) => ({
          name: 'package',
          attributes: { name: name || '.', 'line-rate': rate(members.flatMap((c) => c.lines)), 'branch-rate': '0', complexity: 0 },
          children: [
            {
              name: 'classes',
              children: members.map((found) => ({
                name: 'class',
                attributes: { name: found.name, filename: found.path, 'line-rate': rate(found.lines), 'branch-rate': '0', complexity: 0 },
                children: [
                  {
                    name: 'methods',
                    children: found.methods.map((method) => ({
                      name: 'method',
                      attributes: { name: method.name, signature: '', 'line-rate': rate(method.lines), 'branch-rate': '0', complexity: 0 },
                      children: [{ name: 'lines', children: lineElements(method.lines) }],
                    })),
                  },
                  { name: 'lines', children: lineElements(found.lines) },
                ],
              })),
            },
          ],
        })),
      },
    ],
  };
}

const counter = (type: string, lines: readonly CoverageLine[]): XmlElement => {
  const covered = lines.filter((l) => l.hits > 0).length;
  return { name: 'counter', attributes: { type, missed: lines.length - covered, covered } };
};
const unitCounter = (type: string, units: ReadonlyArray<readonly CoverageLine[]>): XmlElement => {
  const covered = units.filter((lines) => lines.some((l) => l.hits > 0)).length;
  return { name: 'counter', attributes: { type, missed: units.length - covered, covered } };
};

/** JaCoCo's report.dtd: packages by folder with their classes (methods, counters) and source files (lines). */
export function jacocoElement(coverage: readonly ClassCoverage[], options: CoverageReportOptions): XmlElement {
  const classes = coverage.flatMap((entry) => reportClasses(entry, options.pathOf));
  const packages = new Map<string, ReportClass[]>();
  for (const found of classes) packages.set(packageOf(found.path), [...(packages.get(packageOf(found.path)) ?? []), found]);
  const countersOf = (members: readonly ReportClass[]) => {
    const lines = members.flatMap((c) => c.lines);
    return [
      counter('INSTRUCTION', lines),
      counter('LINE', lines),
      unitCounter('METHOD', members.flatMap((c) => c.methods.map((m) => m.lines))),
      unitCounter('CLASS', members.map((c) => c.lines)),
    ];
  };
  return {
    name: 'report',
    attributes: { name: 'abapdeck unit' },
    children: [
      { name: 'sessioninfo', attributes: { id: `abapdeck-${options.timestamp}`, start: options.timestamp, dump: options.timestamp } },
      ...[...packages].map(([name, members]): XmlElement => {
        const files = new Map<string, CoverageLine[]>();
        for (const found of members) files.set(found.path, [...(files.get(found.path) ?? []), ...found.lines]);
        return {
          name: 'package',
          attributes: { name },
          children: [
            ...members.map((found): XmlElement => ({
              name: 'class',
              attributes: { name: name ? `${name}/${found.name}` : found.name, sourcefilename: posix.basename(found.path) },
              children: [
                ...found.methods.map((method): XmlElement => ({
                  name: 'method',
                  attributes: { name: method.name, desc: '()', line: method.start_line },
                  children: [counter('INSTRUCTION', method.lines), counter('LINE', method.lines), unitCounter('METHOD', [method.lines])],
                })),
                ...countersOf([found]).slice(0, 3),
              ],
            })),
            ...[...files].map(([path, lines]): XmlElement => {
              const sorted = [...lines].sort((a, b) => a.line - b.line);
              return {
                name: 'sourcefile',
                attributes: { name: posix.basename(path) },
                children: [
                  ...sorted.map((line): XmlElement => ({ name: 'line', attributes: { nr: line.line, mi: line.hits > 0 ? 0 : 1, ci: line.hits > 0 ? 1 : 0, mb: 0, cb: 0 } })),
                  counter('INSTRUCTION', sorted),
                  counter('LINE', sorted),
                ],
              };
            }),
            ...countersOf(members),
          ],
        };
      }),
      ...countersOf(classes),
    ],
  };
}

/** LCOV's line-oriented tracefile: one record per file with its methods (FN/FNDA) and statements (DA). */
export function lcovText(coverage: readonly ClassCoverage[], options: CoverageReportOptions): string {
  const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
  const out: string[] = [];
  for (const entry of coverage) {
    for (const file of entry.files) {
      const methods = entry.methods.filter((m) => m.file === file.file);
      out.push('TN:', `SF:${oneLine(options.pathOf(file.file))}`);
      const hitsOf = (method: MethodCoverage) => file.lines.find((line) => line.line > method.start_line && line.line < method.end_line)?.hits ?? 0;
      const nameOf = (method: MethodCoverage) => oneLine(`${method.class_name}=>${method.name}`);
      for (const method of methods) out.push(`FN:${method.start_line},${nameOf(method)}`);
      for (const method of methods) out.push(`FNDA:${hitsOf(method)},${nameOf(method)}`);
      out.push(`FNF:${methods.length}`, `FNH:${methods.filter((m) => hitsOf(m) > 0).length}`);
      for (const line of file.lines) out.push(`DA:${line.line},${line.hits}`);
      out.push(`LF:${file.lines.length}`, `LH:${file.lines.filter((l) => l.hits > 0).length}`, 'end_of_record');
    }
  }
  return out.join('\n') + (out.length > 0 ? '\n' : '');
}

export async function coverageReport(format: CoverageFormat, coverage: readonly ClassCoverage[], options: CoverageReportOptions): Promise<string> {
  if (format === 'lcov') return lcovText(coverage, options);
  return xmlDocument(format === 'cobertura' ? coberturaElement(coverage, options) : jacocoElement(coverage, options));
}
