/**
 * Which source rows a unit run with coverage reached: the pane marks covered and uncovered statements of
 * the object's last coverage. Rows of the main source carry G (the row of the class's main file); rows of a
 * separate class file (locals_imp, locals_def) carry their line in that file. Test classes are not measured.
 */
import type { ClassCoverage } from '../protocol/unit-coverage.js';
import { fileNameForObject } from '../protocol/filenames.js';
import { mainSourceFileName } from '../protocol/object-files.js';
import type { SourceRow } from './source-lines.js';
import type { ViewSection } from './wire.js';

export type CoverageMark = 'covered' | 'uncovered';

/** Per abapGit file of the object: line → mark. */
export type CoverageMarks = Map<string, Map<number, CoverageMark>>;

export function coverageMarks(coverage: ClassCoverage | undefined): CoverageMarks | undefined {
  if (!coverage) return undefined;
  return new Map(coverage.files.map((file) => [file.file, new Map(file.lines.map((line) => [line.line, line.hits > 0 ? 'covered' : 'uncovered'] as const))]));
}

/** The mark of a row of the object's source pane, if its statement was measured. */
export function coverageMarkOf(marks: CoverageMarks | undefined, objectName: string, row: SourceRow, section: ViewSection | undefined): CoverageMark | undefined {
  if (!marks || row.kind !== 'code') return undefined;
  if (row.global !== undefined) return marks.get(mainSourceFileName('CLAS', objectName))?.get(row.global) ?? marks.get(mainSourceFileName('PROG', objectName))?.get(row.global);
  if (section?.file && row.local !== undefined) return marks.get(fileNameForObject('CLAS', objectName, section.file, 'abap'))?.get(row.local);
  return undefined;
}
