/**
 * Quickfix lines, the format editors read findings from (vim's :cfile and errorformat `%f:%l:%c: %t%*[^:]: %m`,
 * emacs compilation mode, VS Code problem matchers): `path:line:col: severity: text`, one line per finding.
 * Rendered from the checkstyle model, so every command places its findings once for both formats; files
 * without findings print nothing, and a multi-line text is joined onto its line. Pure.
 */
import type { CheckstyleFile } from './checkstyle.js';

/** One finding's text on one line: its lines trimmed and joined with ' | '. */
function oneLine(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' | ');
}

export function quickfixText(files: readonly CheckstyleFile[]): string {
  const lines: string[] = [];
  for (const file of files) {
    for (const finding of file.findings) {
      // editors need a position: an unknown line or column is the first
      const line = Math.max(finding.line, 1);
      const column = finding.column !== undefined && finding.column > 0 ? finding.column : 1;
      lines.push(`${file.name}:${line}:${column}: ${finding.severity}: ${oneLine(finding.message)}`);
    }
  }
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
