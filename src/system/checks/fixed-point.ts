/**
 * The strict mode of Open SQL (ABAP keyword documentation, release 7.40 SP05): host variables escaped
 * with @ and comma-separated lists of operands can only be used in programs whose attribute "fixed point
 * arithmetic" is set. A real system refuses them otherwise; so does this one, in syntax checks and at
 * activation.
 */
import { Expressions, Statements, type ABAPFile } from '#abaplint/core';
import type { AbapObject } from '../objects.js';

export const fixedPointText =
  'The new Open SQL syntax (host variables escaped with @, comma-separated lists) can only be used when the program attribute "Fixed point arithmetic" is set';

const SQL_STATEMENTS = [
  Statements.Select,
  Statements.SelectLoop,
  Statements.InsertDatabase,
  Statements.ModifyDatabase,
  Statements.UpdateDatabase,
  Statements.DeleteDatabase,
  Statements.OpenCursor,
  Statements.FetchNextCursor,
];

export interface FixedPointFinding {
  filename: string;
  row: number;
  column: number;
}

/** One finding per Open SQL statement of the files that uses the strict mode's syntax. */
export function strictOpenSqlFindings(files: readonly ABAPFile[]): FixedPointFinding[] {
  const findings: FixedPointFinding[] = [];
  for (const file of files) {
    for (const statement of file.getStatements()) {
      if (!SQL_STATEMENTS.some((kind) => statement.get() instanceof kind)) continue;
      const escaped = statement.getTokens().find((token) => token.getStr() === '@');
      const listed = statement.findAllExpressions(Expressions.SQLFieldList).find((list) => list.getTokens().some((token) => token.getStr() === ','));
      const where = escaped ?? listed?.getFirstToken();
      if (where) findings.push({ filename: file.getFilename(), row: where.getStart().getRow(), column: where.getStart().getCol() });
    }
  }
  return findings;
}

/**
 * Whether an object's attributes set fixed point arithmetic: the FIXPT flag of a class (VSEOCLASS) or
 * program (PROGDIR). abapGit leaves the flag out when it is not set. Other types do not carry it here.
 */
export function hasFixedPoint(object: Pick<AbapObject, 'type' | 'metadata'>): boolean | undefined {
  const record = object.type === 'CLAS' ? object.metadata['VSEOCLASS'] : object.type === 'PROG' ? object.metadata['PROGDIR'] : undefined;
  if (!record || typeof record !== 'object' || Array.isArray(record)) return undefined;
  return String((record as Record<string, unknown>)['FIXPT'] ?? '').toUpperCase() === 'X';
}
