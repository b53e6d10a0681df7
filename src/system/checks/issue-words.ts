/**
 * The word an issue points at (the WORD of a syntax error): the ABAP token at the issue's position, or
 * for non-ABAP sources the run of name characters starting there.
 */
import { ABAPObject, type IObject, type Issue } from '@abaplint/core';

const NAME_CHARS = /^[\w/$%~\-<>*@]+/;

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
  const line = file?.getRawRows()[start.getRow() - 1] ?? '';
  return NAME_CHARS.exec(line.slice(Math.max(0, start.getCol() - 1)).trimStart())?.[0] ?? '';
}
