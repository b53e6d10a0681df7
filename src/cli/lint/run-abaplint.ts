/**
 * `abapdeck lint`: @abaplint/core over the repository's files, on this machine (no system involved).
 * The configuration's `global.files` globs choose the files (relative to the configuration's folder),
 * `global.exclude` (regular expressions) leaves files out; `dependencies` with a local `folder` add that
 * folder's files as declarations (nothing is cloned). Loaded only by the lint command.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Config, MemoryFile, Registry, Severity } from '#abaplint/core';
import { UsageError } from '../errors.js';
import type { LintConfigSource } from './lint-config.js';
import { pathGlob } from '../path-glob.js';

export type LintSeverity = 'error' | 'warning' | 'info';

export interface LintIssue {
  /** Path relative to the configuration's folder, forward slashes. */
  file: string;
  line: number;
  column: number;
  severity: LintSeverity;
  message: string;
  /** abaplint's rule key. */
  rule: string;
}

const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);

function walk(dir: string, found: string[]): void {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry)) walk(path, found);
    } else if (stat.isFile()) found.push(path);
  }
}

function configOf(source: LintConfigSource): Config {
  try {
    return new Config(source.json);
  } catch (error) {
    throw new UsageError(`${source.file ?? 'the default abaplint configuration'}: ${(error as Error).message}`);
  }
}

/** Dependencies of the configuration that name a local folder (relative to the root): declarations only. */
function addDependencies(registry: Registry, config: Config, root: string): void {
  for (const dependency of config.get().dependencies ?? []) {
    const name = dependency.folder;
    if (!name) continue;
    const folder = join(root, name);
    if (!existsSync(folder)) continue;
    const globs = (Array.isArray(dependency.files) ? dependency.files : [dependency.files ?? '/**/*.*']).map(pathGlob);
    const found: string[] = [];
    walk(folder, found);
    registry.addDependencies(
      found
        .map((path) => `/${relative(folder, path).split(sep).join('/')}`)
        .filter((rooted) => globs.some((glob) => glob.test(rooted)))
        .map((rooted) => new MemoryFile(`${name.replace(/\/+$/, '')}${rooted}`, readFileSync(join(folder, rooted), 'utf8'))),
    );
  }
}

export interface LintRun {
  /** Files given to abaplint (paths relative to the configuration's folder). */
  files: string[];
  issues: LintIssue[];
}

/** The files the configuration selects, linted together; issues ordered by file, line, column. */
export function lintRepository(source: LintConfigSource): LintRun {
  const config = configOf(source);
  const global = config.getGlobal();
  const globs = (Array.isArray(global.files) ? global.files : [global.files]).map(pathGlob);
  let excludes: RegExp[];
  try {
    excludes = (global.exclude ?? []).map((pattern) => new RegExp(pattern, 'i'));
  } catch (error) {
    throw new UsageError(`${source.file ?? 'abaplint configuration'}: global.exclude: ${(error as Error).message}`);
  }
  const all: string[] = [];
  walk(source.root, all);
  const registry = new Registry(config);
  const files: string[] = [];
  for (const path of all) {
    const rooted = `/${relative(source.root, path).split(sep).join('/')}`;
    if (!globs.some((glob) => glob.test(rooted)) || excludes.some((exclude) => exclude.test(rooted))) continue;
    registry.addFile(new MemoryFile(rooted, readFileSync(path, 'utf8')));
    files.push(rooted.slice(1));
  }
  addDependencies(registry, config, source.root);
  registry.parse();
  const issues = registry.findIssues().map(
    (issue): LintIssue => ({
      file: issue.getFilename().replace(/^\//, ''),
      line: issue.getStart().getRow(),
      column: issue.getStart().getCol(),
      severity: issue.getSeverity() === Severity.Error ? 'error' : issue.getSeverity() === Severity.Warning ? 'warning' : 'info',
      message: issue.getMessage(),
      rule: issue.getKey(),
    }),
  );
  issues.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
  return { files, issues };
}
