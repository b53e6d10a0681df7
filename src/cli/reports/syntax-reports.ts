/** `abapdeck syntax --format checkstyle`: the located results as checkstyle files. Pure. */
import type { SyntaxRun } from '../syntax/locate.js';
import type { CheckstyleFile } from './checkstyle.js';

export const SYNTAX_SOURCE = 'abapdeck.syntax';

/**
 * Every file that was checked, with its errors and warnings; a result the client sent no file for (a
 * system answering another object) is named by its type and name. `pathOf` turns a display path into
 * the repository's path.
 */
export function syntaxCheckstyle(run: SyntaxRun, pathOf: (file: string) => string): CheckstyleFile[] {
  const files: CheckstyleFile[] = [];
  const fileNamed = (display: string, local = true): CheckstyleFile => {
    const name = local ? pathOf(display) : display;
    let file = files.find((candidate) => candidate.name === name);
    if (!file) files.push((file = { name, findings: [] }));
    return file;
  };
  for (const result of run.results) {
    // a result for no file that was sent is located at `<TYPE> <NAME>` by locateResults
    const local = result.files.length > 0;
    for (const display of result.files) fileNamed(display);
    for (const error of result.errors) {
      const message = error.include === 'class_pool' ? `${error.text} (class pool line ${error.line})` : error.text;
      fileNamed(error.file, local).findings.push({ line: error.include === 'class_pool' ? 1 : error.line, column: error.column, severity: 'error', message, source: SYNTAX_SOURCE });
    }
    for (const warning of result.warnings) {
      fileNamed(warning.file, local).findings.push({ line: warning.line, column: warning.column, severity: 'warning', message: warning.text, source: SYNTAX_SOURCE });
    }
    if (!local && result.errors.length === 0 && result.warnings.length === 0) fileNamed(`${result.object_type} ${result.object_name}`, false);
  }
  return files;
}
