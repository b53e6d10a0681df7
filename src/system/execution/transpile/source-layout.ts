/**
 * Where the rows of a source file lie in the includes of an application system, recorded per build
 * generation: dumps turn a (file, row) of a stack frame into program, include and include line, and the
 * debugger turns an include line of a breakpoint back into a file row.
 */
import { Objects, type IObject, type IRegistry } from '#abaplint/core';
import { classLayout, includePosition, type IncludeKind } from '../../checks/include-layout.js';

/** A block of rows of one file (1-based, inclusive) that forms one include (or one part of it). */
export interface IncludeSegment {
  include: string;
  kind: IncludeKind;
  startRow: number;
  endRow: number;
  /** The include line of startRow (1 for an include of its own, startRow for the class pool's leftover rows). */
  firstLine: number;
  /** Upper-case method name of a method include. */
  methodName?: string;
}

/** The layout of one source file: its segments and the main program its rows belong to. */
export interface SourceLayout {
  file: string;
  /** Main program (class pool, function pool, program); for an include program, the including program is the module's. */
  program: string;
  segments: IncludeSegment[];
}

/** The layouts of every ABAP file of an object. */
export function sourceLayouts(reg: IRegistry, object: IObject): SourceLayout[] {
  const layouts: SourceLayout[] = [];
  for (const file of object.getFiles()) {
    const name = file.getFilename();
    if (!name.toLowerCase().endsWith('.abap')) continue;
    const rows = file.getRaw().split('\n').length;
    const first = includePosition(reg, object, name, 1);
    const segments: IncludeSegment[] = [];
    const main = object instanceof Objects.Class ? object.getMainABAPFile() : undefined;
    if (main && main.getFilename() === name) {
      const sections = classLayout(object.getName(), main).sections;
      let row = 1;
      for (const section of sections) {
        if (section.startRow > row) segments.push(poolSegment(first.program, row, section.startRow - 1));
        segments.push({
          include: section.include,
          kind: section.kind,
          startRow: section.startRow,
          endRow: section.endRow,
          firstLine: 1,
          ...(section.methodName ? { methodName: section.methodName } : {}),
        });
        row = section.endRow + 1;
      }
      if (row <= rows) segments.push(poolSegment(first.program, row, rows));
    } else {
      segments.push({ include: first.include, kind: first.kind, startRow: 1, endRow: rows, firstLine: 1 });
    }
    layouts.push({ file: name.toLowerCase(), program: first.program, segments });
  }
  return layouts;
}

function poolSegment(program: string, startRow: number, endRow: number): IncludeSegment {
  return { include: program, kind: 'class_pool', startRow, endRow, firstLine: startRow };
}

/** The include and include line of a file row. */
export function segmentOf(layout: SourceLayout | undefined, row: number): { include: string; line: number; segment?: IncludeSegment } {
  const segment = layout?.segments.find((s) => row >= s.startRow && row <= s.endRow);
  if (!segment) return { include: layout?.program ?? '', line: row };
  return { include: segment.include, line: segment.firstLine + row - segment.startRow, segment };
}
