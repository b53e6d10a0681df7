/**
 * A generated module of a generation in ABAP terms, from its JavaScript and its source map alone (nothing of
 * a running process): which ABAP file and row a generated line belongs to, the generated lines of a row, the
 * lines a loop header passes at every iteration, where a function ends, and the jump dispatch's blocks
 * (jump-dispatch.ts). The debugger's agent reads its stops and breakpoints through it.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { checkLength, JUMP_BLOCKS_FIELD, JUMP_STRUCTURE_FIELD, stripDispatch, type JumpBlock } from './jump-format.js';

export class GeneratedModule {
  private readonly map: SourceMap;
  private readonly lines: string[];
  private readonly lineRows = new Map<number, { file: string; row: number } | null>();
  /** The module's dispatched statement lists (jump-dispatch.ts): where a jump can go. */
  readonly jumpBlocks: JumpBlock[];
  /** Where the dispatch's own code stands: line, start, end column, one after the other. */
  readonly dispatchCode: number[];

  constructor(path: string) {
    const payload = JSON.parse(readFileSync(path + '.map', 'utf8')) as Record<string, unknown>;
    this.map = new SourceMap(payload as never);
    this.jumpBlocks = (payload[JUMP_BLOCKS_FIELD] as JumpBlock[] | undefined) ?? [];
    this.dispatchCode = (payload[JUMP_STRUCTURE_FIELD] as number[] | undefined) ?? [];
    this.lines = readFileSync(path, 'utf8').split('\n');
  }

  private readonly functionEnds = new Map<number, number>();

  /** The last line of the function whose definition begins at a line: the next line closing it at its indent. */
  functionEnd(first: number): number {
    let end = this.functionEnds.get(first);
    if (end === undefined) {
      const indent = (this.lines[first] ?? '').length - (this.lines[first] ?? '').trimStart().length;
      end = this.lines.length - 1;
      for (let line = first + 1; line < this.lines.length; line++) {
        const text = this.lines[line]!;
        if (text.trimStart().startsWith('}') && text.length - text.trimStart().length === indent) {
          end = line;
          break;
        }
      }
      this.functionEnds.set(first, end);
    }
    return end;
  }

  /** The column where a line's statement begins after its jump check (none: the line has no check). */
  checkEnd(line: number): number | undefined {
    return checkLength(this.lines[line] ?? '');
  }

  /** Whether a generated line begins a loop (what it began with before the jump dispatch's text in front). */
  beginsLoop(line: number): boolean {
    return /^\s*(for|for await|while)\s*\(/.test(stripDispatch(this.lines[line] ?? ''));
  }

  /** The ABAP file row a generated line starts (its first mapping on that line). */
  rowOf(line: number): { file: string; row: number } | undefined {
    if (!this.lineRows.has(line)) this.lineRows.set(line, this.mappedRow(line) ?? this.loopRow(line) ?? null);
    return this.lineRows.get(line) ?? undefined;
  }

  /** The row of the first mapping on a generated line. */
  private mappedRow(line: number): { file: string; row: number } | undefined {
    const text = this.lines[line] ?? '';
    for (let column = 0; column <= text.length; column++) {
      const entry = this.map.findEntry(line, column) as { generatedLine?: number; generatedColumn?: number; originalSource?: string; originalLine?: number };
      if (entry.generatedLine === line && entry.originalSource !== undefined && entry.originalLine !== undefined) {
        return { file: sourceFile(entry.originalSource), row: entry.originalLine + 1 };
      }
      if (entry.generatedLine === line && entry.generatedColumn !== undefined && entry.generatedColumn > column) column = entry.generatedColumn - 1;
    }
    return undefined;
  }

  /**
   * An unmapped line of a loop header's generated loop (DO's counting `for`, SELECT … ENDSELECT's `for` over the
   * rows, the first line of the body that sets SY-INDEX): the header's row, when a loop statement lies between
   * the header's last mapped line and this one. It makes the header a stop at every iteration.
   */
  private loopRow(line: number): { file: string; row: number } | undefined {
    let loop = false;
    for (let previous = line; previous >= 0 && previous > line - 4; previous--) {
      if (this.beginsLoop(previous)) loop = true;
      const mapped = this.mappedRow(previous);
      if (mapped) return loop ? mapped : undefined;
    }
    return undefined;
  }

  /**
   * Where a loop header (DO, WHILE, LOOP AT, SELECT … ENDSELECT) at the row is passed at every iteration: the
   * first line of the loop's body, after the generated loop statement (for / for await / while) that follows
   * the header's first line. None when no such loop statement follows before another row's code.
   */
  loopBodyLines(file: string, row: number): number[] {
    const lines: number[] = [];
    for (const first of this.linesOf(file, row)) {
      for (let line = first; line < first + 8 && line < this.lines.length; line++) {
        const at = this.rowOf(line);
        if (at && (at.file !== file || at.row !== row)) break;
        if (this.beginsLoop(line)) {
          if (line + 1 < this.lines.length) lines.push(line + 1);
          break;
        }
      }
    }
    return lines;
  }

  /** The first generated line of each statement starting at the given row of a file. */
  linesOf(file: string, row: number): number[] {
    const lines: number[] = [];
    for (let line = 0; line < this.lines.length; line++) {
      const at = this.rowOf(line);
      if (at && at.file === file && at.row === row && (lines.length === 0 || this.rowOf(line - 1)?.row !== row)) lines.push(line);
    }
    return lines;
  }
}

/** The ABAP file (lower case, as the generation names it) a source map's original source stands for. */
export function sourceFile(originalSource: string): string {
  return originalSource.replace(/^.*\babap\//, '').toLowerCase();
}
