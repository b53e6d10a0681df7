/**
 * The statements a profile counts in a generated module: the cases of its jump dispatch, as the runtime build
 * writes them beside the source map (transpile/jump-format.ts, `x_abapdeck_jumps`). Every executable ABAP
 * statement of a procedure begins with its dispatch check `if ($jump)`, so the check is where a profiled
 * module counts the statement (profile-loader.ts) and the case's ABAP file and row are what it counts.
 * The loader thread and the work process both number the cases with this one function, so they agree.
 */
import { JUMP_BLOCKS_FIELD, type JumpBlock } from '../transpile/jump-format.js';

/** A counted statement: where its check stands (0-based line and column), its ABAP row, its procedure. */
export interface ProfileCase {
  line: number;
  column: number;
  file: string;
  row: number;
  /** The procedure's outermost list (its block id in the module). */
  procedure: number;
  /** The procedure's first statement: reaching it enters the procedure. */
  entry: boolean;
}

/** Cases a module may number (ids are module index × CASES_PER_MODULE + case). */
export const CASES_PER_MODULE = 65536;

/** The text put in front of a check's condition: `if ($jump)` becomes `if (__abapdeckTick(id)|$jump)`. */
export const TICK_FUNCTION = '__abapdeckTick';

/** The counted statements of a module, numbered in the order of its lists and their cases. */
export function profileCases(sourceMap: Record<string, unknown>): ProfileCase[] {
  const blocks = (sourceMap[JUMP_BLOCKS_FIELD] as JumpBlock[] | undefined) ?? [];
  const byId = new Map(blocks.map((block) => [block.id, block]));
  const rootOf = (block: JumpBlock): number => {
    let at = block;
    for (let guard = 0; at.parent !== -1 && guard < 10_000; guard++) {
      const parent = byId.get(at.parent);
      if (!parent) break;
      at = parent;
    }
    return at.id;
  };
  const cases: ProfileCase[] = [];
  for (const block of blocks) {
    const procedure = rootOf(block);
    block.cases.forEach((jumpCase, index) => {
      if (cases.length >= CASES_PER_MODULE) return;
      cases.push({ line: jumpCase.line, column: jumpCase.column, file: jumpCase.file.toLowerCase(), row: jumpCase.row, procedure, entry: block.parent === -1 && index === 0 });
    });
  }
  return cases;
}

const CHECK = 'if ($jump)';

/** The module's text with each case's check counting its statement (lines and their count unchanged). */
export function instrument(text: string, cases: readonly ProfileCase[], moduleIndex: number): string {
  const lines = text.split('\n');
  const byLine = new Map<number, Array<{ column: number; id: number }>>();
  cases.forEach((entry, index) => {
    const list = byLine.get(entry.line) ?? [];
    list.push({ column: entry.column, id: moduleIndex * CASES_PER_MODULE + index });
    byLine.set(entry.line, list);
  });
  for (const [line, list] of byLine) {
    let content = lines[line];
    if (content === undefined) continue;
    // right to left, so that the columns of the ones before stay valid
    for (const { column, id } of list.sort((a, b) => b.column - a.column)) {
      if (!content.startsWith(CHECK, column)) continue;
      const at = column + 'if ('.length;
      content = `${content.slice(0, at)}${TICK_FUNCTION}(${id})|${content.slice(at)}`;
    }
    lines[line] = content;
  }
  return lines.join('\n');
}
