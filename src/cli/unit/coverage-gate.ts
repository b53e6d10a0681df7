/**
 * The coverage gate of `unit --coverage`: each class's statement coverage against the threshold
 * (--coverage-threshold, else the project's `coverage.threshold`; 0 = off), classes whose files match a
 * `coverage.excludes` glob exempt; mode fail fails the command, warn only says so. Also the text summary and
 * where the system's file names lie in the repository. Pure except `localCoveragePaths`, which looks for files.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ClassCoverage } from '../../protocol/unit-coverage.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import { repositoryPath, repositoryRoot } from '../reports/report-file.js';
import { pathGlob } from '../path-glob.js';

export interface CoveragePolicy {
  /** Percent per class; 0 = no gate. */
  threshold: number;
  mode: 'fail' | 'warn';
  /** File globs (repository paths, `*`, `**`, `?`) exempt from the threshold. */
  excludes: readonly string[];
}

export interface CoverageVerdict {
  threshold: number;
  mode: 'fail' | 'warn';
  /** '<CLASS>: coverage <x>% is below threshold <N>%' per class below it. */
  failures: string[];
  /** Classes left out of the gate, with the glob that matched. */
  exempt: Array<{ name: string; pattern: string }>;
  /** False when the gate fails the command (mode fail and a class below the threshold). */
  passed: boolean;
}

/** A class's percentage as shown and compared: one decimal at most (60, 57.9); nothing to cover is 100. */
export function coveragePercent(covered: number, total: number): number {
  return total === 0 ? 100 : Math.round((covered / total) * 1000) / 10;
}

/** The verdict over the classes; `pathsOf` gives the repository paths of a class's files. */
export function coverageVerdict(coverage: readonly ClassCoverage[], policy: CoveragePolicy, pathsOf: (entry: ClassCoverage) => string[]): CoverageVerdict {
  const failures: string[] = [];
  const exempt: CoverageVerdict['exempt'] = [];
  const expressions = policy.excludes.map((glob) => ({ glob, expression: pathGlob(glob) }));
  for (const entry of coverage) {
    const paths = pathsOf(entry).map((path) => `/${path.replace(/^\/+/, '')}`);
    const match = expressions.find(({ expression }) => paths.some((path) => expression.test(path)));
    if (match) {
      exempt.push({ name: entry.name, pattern: match.glob });
      continue;
    }
    const percent = coveragePercent(entry.covered, entry.total);
    if (policy.threshold > 0 && percent < policy.threshold) failures.push(`${entry.name}: coverage ${percent}% is below threshold ${policy.threshold}%`);
  }
  return { threshold: policy.threshold, mode: policy.mode, failures, exempt, passed: failures.length === 0 || policy.mode === 'warn' };
}

/** Per class its lines covered of its statements, then per method; the gate's verdict below. */
export function renderCoverage(coverage: readonly ClassCoverage[], verdict: CoverageVerdict): string {
  const lines: string[] = ['Statement coverage'];
  const rows: Array<{ label: string; covered: number; total: number }> = [];
  for (const entry of coverage) {
    rows.push({ label: `  ${entry.name}`, covered: entry.covered, total: entry.total });
    for (const method of entry.methods) {
      const name = method.class_name === entry.name ? method.name : `${method.class_name}=>${method.name}`;
      rows.push({ label: `    ${name}`, covered: method.covered, total: method.total });
    }
  }
  const width = Math.max(0, ...rows.map((row) => row.label.length));
  const countWidth = Math.max(0, ...rows.map((row) => `${row.covered}/${row.total}`.length));
  for (const row of rows) {
    lines.push(`${row.label.padEnd(width)}  ${`${row.covered}/${row.total}`.padStart(countWidth)}  ${`${coveragePercent(row.covered, row.total)}%`.padStart(6)}`);
  }
  if (coverage.length === 0) lines.push('  no classes measured');
  for (const { name, pattern } of verdict.exempt) lines.push(`${name}: exempt from the threshold (coverage.excludes ${pattern})`);
  for (const failure of verdict.failures) lines.push(verdict.mode === 'warn' ? `Warning: ${failure}` : failure);
  return lines.join('\n') + '\n';
}

/**
 * The repository path of each abapGit file of the classes (zcl_x.clas.locals_imp.abap), found beside the
 * files named on the command line for the same object; a file not found keeps its abapGit name.
 */
export function localCoveragePaths(cwd: string, named: readonly string[], coverage: readonly ClassCoverage[]): Map<string, string> {
  const root = repositoryRoot(cwd);
  const folders = new Map<string, string[]>();
  for (const file of named) {
    const object = objectFromFileName(file);
    if (!object) continue;
    const list = folders.get(object.name) ?? [];
    list.push(dirname(resolve(cwd, file)));
    folders.set(object.name, list);
  }
  const paths = new Map<string, string>();
  for (const entry of coverage) {
    for (const { file } of entry.files) {
      const found = (folders.get(entry.name) ?? []).map((dir) => join(dir, file)).find((path) => existsSync(path));
      paths.set(file, found ? repositoryPath(cwd, found, root) : file);
    }
  }
  return paths;
}
