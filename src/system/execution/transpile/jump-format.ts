/**
 * What the jump dispatch of generated modules (jump-dispatch.ts) leaves for the debugger's agent: the lists a
 * module's source map names, the work process's global the checks read, and how to see a generated line as it
 * began before the dispatch's text. Kept apart from the rewrite, which needs a JavaScript parser, so that the
 * agent loads none.
 */
/** A statement a jump can go to: where its check stands in the generated code (0-based) and its ABAP row. */
export interface JumpCase {
  line: number;
  column: number;
  file: string;
  row: number;
}

/** A dispatched statement list; parent -1 for a procedure's outermost list. */
export interface JumpBlock {
  id: number;
  parent: number;
  cases: JumpCase[];
}

/** The source map's field holding a module's dispatched lists (JumpBlock[]). */
export const JUMP_BLOCKS_FIELD = 'x_abapdeck_jumps';

/**
 * The source map's field holding where the dispatch's own code stands, a step not to stop in it: line, start and end
 * column (0-based, end exclusive) of each piece, one after the other, in the order of the code.
 */
export const JUMP_STRUCTURE_FIELD = 'x_abapdeck_dispatch';

/** The local of a dispatched procedure the agent sets to make a jump: list << 16 | case + 1 (0: none). */
export const JUMP_LOCAL = '$jump';

/** The value of JUMP_LOCAL that sends the program to a case of a list. */
export function jumpValue(block: number, at: number): number {
  return block * 65536 + at + 1;
}

/** The text of a check in front of a statement, up to and with its closing brace (see stripDispatch). */
const CHECK_PREFIX = /^\s*if \(\$jump\) switch \(\$jump >>> 16\) \{[^}]*\} (\$loop\d+: )?/;

/** The column where a generated line's statement begins after its jump check (and a loop's label after it); none without a check. */
export function checkLength(text: string): number | undefined {
  return CHECK_PREFIX.exec(text)?.[0].length;
}

/** A generated line without the dispatch's text in front of its statement (what the line began with before). */
export function stripDispatch(text: string): string {
  const checked = checkLength(text);
  if (checked !== undefined) return text.slice(0, text.length - text.trimStart().length) + text.slice(checked);
  return text.replace(/^(\s*)\$loop\d+: /, '$1');
}


/** Why the agent refuses a jump (the engine words them, protocol/debugger.ts). */
export const JUMP_REFUSALS = {
  intoBlock: 'jump:into-block',
  otherProcedure: 'jump:other-procedure',
  atRaise: 'jump:at-raise',
  notAtStatement: 'jump:not-at-statement',
} as const;
