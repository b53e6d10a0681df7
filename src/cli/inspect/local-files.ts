/**
 * The local files of inspected objects, for reports that point into them (checkstyle): each object's
 * main source with its lines, the class parts beside it, and the include programs and function-group
 * includes of its folder. Files that do not exist are left out; the report then names the file given.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { InspectResult } from '../../protocol/checks.js';
import { fileNameForObject, objectFromFileName } from '../../protocol/filenames.js';
import type { CheckstyleFile } from '../reports/checkstyle.js';
import { inspectCheckstyle, type ObjectFiles } from '../reports/inspect-reports.js';
import { repositoryPath, repositoryRoot } from '../reports/report-file.js';
import { classPartFileName, functionGroupInclude, mainSourceFileName } from '../../protocol/object-files.js';

/** Structures are TABL in files and may be answered as either. */
const sameType = (a: string, b: string) => a === b || (['TABL', 'STRU'].includes(a) && ['TABL', 'STRU'].includes(b));

export function objectFilesOf(cwd: string, named: string, type: string, name: string, root = repositoryRoot(cwd)): ObjectFiles {
  const dir = dirname(resolve(cwd, named));
  const path = (file: string) => repositoryPath(cwd, file, root);
  const present = (fileName: string) => (existsSync(join(dir, fileName)) ? join(dir, fileName) : undefined);
  const files: ObjectFiles = { named: path(named), parts: {}, includes: {} };
  if (['CLAS', 'INTF', 'PROG', 'DDLS'].includes(type)) {
    const main = present(mainSourceFileName(type, name));
    if (main) files.main = { path: path(main), lines: readFileSync(main, 'utf8').split(/\r?\n/) };
  }
  if (type === 'CLAS') {
    for (const part of ['locals_def', 'locals_imp', 'testclasses'] as const) {
      const file = present(classPartFileName(name, part));
      if (file) files.parts[part] = path(file);
    }
    const macros = present(fileNameForObject('CLAS', name, 'macros', 'abap'));
    if (macros) files.parts.macros = path(macros);
  }
  if (type === 'PROG' || type === 'FUGR') {
    for (const entry of readdirSync(dir)) {
      if (!entry.toLowerCase().endsWith('.abap')) continue;
      const object = objectFromFileName(entry);
      if (type === 'PROG' && object?.type === 'PROG' && object.name !== name) files.includes[object.name] = path(join(dir, entry));
      const include = type === 'FUGR' && object?.type === 'FUGR' && object.name === name ? functionGroupInclude(entry) : undefined;
      if (include) files.includes[include] = path(join(dir, entry));
    }
  }
  return files;
}

/** `inspect --format checkstyle|quickfix`: the results located in the files named on the command line. */
export function inspectCheckstyleFiles(cwd: string, named: readonly string[], results: readonly InspectResult[]): CheckstyleFile[] {
  const root = repositoryRoot(cwd);
  const byObject = new Map<InspectResult, ObjectFiles | undefined>();
  for (const result of results) {
    const file = named.find((candidate) => {
      const object = objectFromFileName(candidate);
      return object !== undefined && object.name === result.object_name.toUpperCase() && sameType(object.type, result.object_type.toUpperCase());
    });
    byObject.set(result, file ? objectFilesOf(cwd, file, result.object_type.toUpperCase() === 'STRU' ? 'TABL' : result.object_type.toUpperCase(), result.object_name.toUpperCase(), root) : undefined);
  }
  return inspectCheckstyle(results, (result) => byObject.get(result));
}
