/**
 * What a user reads of an issue: its message, and the word it points at (the WORD of a syntax error):
 * the ABAP token at the issue's position, or for non-ABAP sources the run of name characters there.
 */
import { ABAPObject, type IObject, type Issue } from '#abaplint/core';

const WORDS = /[\w/$%~\-<>*@]+/g;

export function wordOf(object: IObject, issue: Issue): string {
  const start = issue.getStart();
  if (object instanceof ABAPObject) {
    const file = object.getABAPFileByName(issue.getFilename());
    const tokens = file?.getTokens() ?? [];
    const exact = tokens.find((t) => t.getStart().getRow() === start.getRow() && t.getStart().getCol() === start.getCol());
    const onRow = exact ?? tokens.find((t) => t.getStart().getRow() === start.getRow() && t.getStart().getCol() >= start.getCol());
    if (onRow) return onRow.getStr();
  }
  const file = object.getFiles().find((f) => f.getFilename() === issue.getFilename());
  return wordAtColumn(file?.getRawRows()[start.getRow() - 1] ?? '', start.getCol());
}

/** The word covering the column, else the one ending right before it (CDS positions point behind a token). */
function wordAtColumn(line: string, column: number): string {
  const index = column - 1;
  let before = '';
  for (const match of line.matchAll(WORDS)) {
    const end = match.index + match[0].length;
    if (index >= match.index && index < end) return match[0];
    if (end <= index) before = match[0];
  }
  return before;
}

/** abaplint ends some messages with the name of the routine that found the problem (", lookup"): not for users. */
export function messageOf(issue: Issue): string {
  return issue.getMessage().replace(/((?:not found|unknown)(?: in scope)?), [A-Za-z]+$/, '$1');
}
