/**
 * Where reports go: an output file named by a flag (checked before the run, so a CI job learns of a bad
 * path at once instead of after its tests), and the repository's path of each local file.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { stringFlag, type FlagSpec, type FlagValues } from '../command.js';
import { UsageError } from '../errors.js';
import type { CheckstyleFile } from './checkstyle.js';

export const junitOutputFlag: FlagSpec = {
  type: 'string',
  value: 'file',
  description: 'also write the result as a JUnit XML report to this file (folders are created)',
};

export const formatFlag: FlagSpec = {
  type: 'string',
  value: 'text|checkstyle|quickfix',
  description: 'output format: text (default), checkstyle XML, or quickfix lines `path:line:col: severity: text` for editors (--json for JSON)',
};

const OUTPUT_FORMATS = ['text', 'checkstyle', 'quickfix'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** --format as text, checkstyle or quickfix; --json and a --format other than text exclude each other. */
export function outputFormat(flags: FlagValues): OutputFormat {
  const format = (stringFlag(flags, 'format') ?? 'text').toLowerCase();
  if (!(OUTPUT_FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be text, checkstyle or quickfix, got '${stringFlag(flags, 'format')}'`);
  }
  if (format !== 'text' && flags['json']) throw new UsageError(`--json and --format ${format} exclude each other`);
  return format as OutputFormat;
}

/** Findings printed as --format asks: checkstyle XML or quickfix lines (each writer loaded only when used). */
export async function reportText(format: Exclude<OutputFormat, 'text'>, files: readonly CheckstyleFile[]): Promise<string> {
  if (format === 'quickfix') return (await import('./quickfix.js')).quickfixText(files);
  return (await import('./checkstyle.js')).checkstyleXml(files);
}

const cannotWrite = (file: string, reason: string) => new UsageError(`Cannot write the report to ${file}: ${reason}`);

/**
 * The absolute path of the report file named by the flag, after checking that it can be written: not a
 * folder, and below a folder (existing or to be created) rather than below a file.
 */
export function reportTarget(cwd: string, file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  if (file.trim() === '') throw new UsageError('--junit-output needs a file name');
  const target = resolve(cwd, file);
  if (existsSync(target) && statSync(target).isDirectory()) throw cannotWrite(file, 'it is a folder');
  for (let dir = dirname(target); ; dir = dirname(dir)) {
    if (existsSync(dir)) {
      if (!statSync(dir).isDirectory()) throw cannotWrite(file, `${relative(cwd, dir) || dir} is not a folder`);
      break;
    }
    if (dirname(dir) === dir) break;
  }
  return target;
}

/** Writes the report, creating its folder; a failure is the clear usage error, not a stack trace. */
export function writeReport(target: string, display: string, text: string): void {
  try {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder' : code === 'ENOTDIR' ? 'a part of the path is not a folder' : (error as Error).message;
    throw cannotWrite(display, reason);
  }
}

/** The root of the git working folder holding `dir` (the folder with `.git`), if any. */
export function repositoryRoot(dir: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current;
    if (dirname(current) === current) return undefined;
  }
}

/**
 * A local file's name as the repository knows it: relative to the git working folder's root with
 * forward slashes; outside a repository, as given relative to cwd.
 */
export function repositoryPath(cwd: string, file: string, root: string | undefined = repositoryRoot(cwd)): string {
  const absolute = resolve(cwd, file);
  const inside = root !== undefined && absolute.startsWith(root + sep);
  const fromCwd = relative(cwd, absolute);
  const path = inside ? relative(root, absolute) : fromCwd.startsWith('..') || isAbsolute(fromCwd) ? absolute : fromCwd;
  return path.split(sep).join('/');
}
