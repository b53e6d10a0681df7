/**
 * Jump to line (the debugger's stepJumpToLine) needs generated code whose next statement can be chosen while
 * it stands: V8 cannot move a running function's point of execution (live edit refuses functions on the
 * stack, and an async function's frame cannot be restarted). So each statement list of an ABAP procedure is
 * generated as a dispatch: its ABAP statements are the cases of a switch inside a labelled loop,
 *
 *   let $at7 = 0; $block7: for (;;) { switch ($at7) { case 0:
 *     if ($jump) switch ($jump >>> 16) { case 7: $at7 = ($jump & 65535) - 1; $jump = 0; continue $block7; … } <statement 0>
 *     … case 1:
 *     if ($jump) …                                                                                        <statement 1>
 *   } break; }
 *
 * and every statement first asks whether the debugger has set a jump: `$jump` is a local of the procedure (0),
 * which the debugger's agent sets in the stopped frame to list << 16 | case + 1 (a register read per statement). A
 * jump goes to a statement of the list the program stands in or of a list around it (out of an IF, a loop, a TRY),
 * never into a block the program is not in. The rewrite keeps every line where it was and every line's start (the
 * debugger and the coverage read lines and their beginnings), so the source map's mappings only move right on
 * the lines that got text in front of their code. Declarations of the list are declared before its loop (an
 * ABAP declaration is not executed, so a jump over it must still find the variable), and an unlabelled
 * `break` or `continue` that would now meet the dispatch's loop or switch first names its own loop.
 *
 * The lists, their cases and where each case's check stands are written beside the mappings
 * (`x_abapdeck_jumps`), for the debugger's agent, and so is where the dispatch's own code stands
 * (`x_abapdeck_dispatch`), which its steps pass over.
 */
import type { Node } from 'acorn';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { decodeSegments, encodeSegments, type Segment } from './source-map-mappings.js';
import { rowKinds, type ParsedStatements } from './executable-statements.js';
import { JUMP_BLOCKS_FIELD, JUMP_STRUCTURE_FIELD, type JumpBlock } from './jump-format.js';

export { JUMP_BLOCKS_FIELD, stripDispatch, type JumpBlock, type JumpCase } from './jump-format.js';

/** What a generated line's ABAP row is: the first row of an executable statement or of a declaration (rowClassifier). */
export type ClassifyRow = (source: string, row: number) => { kind: 'statement' | 'declaration'; first: number; file: string } | undefined;

/** Classifies the rows of the parsed ABAP files `fileNamed` finds by lower-case name (abaplint's statements, read once a file). */
export function rowClassifier(fileNamed: (name: string) => ParsedStatements | undefined): ClassifyRow {
  const files = new Map<string, ReturnType<typeof rowKinds>>();
  return (source, row) => {
    const file = source.toLowerCase();
    let rows = files.get(file);
    if (!rows) {
      const parsed = fileNamed(file);
      rows = parsed ? rowKinds(parsed) : new Map();
      files.set(file, rows);
    }
    const kind = rows.get(row);
    return kind && { ...kind, file };
  };
}

export interface RawSourceMap {
  mappings: string;
  sources: string[];
  [key: string]: unknown;
}

type AnyNode = Node & Record<string, unknown>;

let acorn: typeof import('acorn') | undefined;

/** A module's syntax tree; acorn is loaded at the first rewrite (the service starts without it). */
function parse(code: string): AnyNode {
  acorn ??= createRequire(import.meta.url)('acorn') as typeof import('acorn');
  return acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AnyNode;
}

interface Insertion {
  at: number;
  order: number;
  text: string;
  /** Text in front of a statement (its check, its loop's label): it maps where the statement does. */
  front?: boolean;
  /** The dispatch's own code that runs on every pass (a list's opener and end, the procedure's `$jump`): a step should not stop in it. */
  structure?: boolean;
}

interface Group {
  first: AnyNode;
  file: string;
  row: number;
}

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
/** Keys of acorn's nodes that never hold a node. */
const LEAF_KEYS = new Set(['type', 'start', 'end', 'name', 'raw', 'regex', 'bigint', 'operator', 'prefix', 'kind', 'computed', 'static', 'async', 'generator', 'method', 'shorthand', 'optional', 'delegate', 'sourceType', 'directive', 'tail', 'cooked']);

/** Whether a module can have a list to dispatch: it defines a procedure (interfaces and dictionary types do not). */
export function mayDispatch(code: string): boolean {
  return code.includes('async ');
}

/**
 * The module with dispatched statement lists and its source map; the original when it cannot be parsed or the
 * rewrite would not parse (it then has no jumps).
 */
export function addJumpDispatch(code: string, map: RawSourceMap, classify: ClassifyRow): { code: string; map: RawSourceMap; blocks: JumpBlock[] } {
  if (!mayDispatch(code)) return { code, map, blocks: [] };
  let tree: AnyNode;
  try {
    tree = parse(code);
  } catch {
    return { code, map, blocks: [] };
  }
  const rewrite = new DispatchRewrite(code, decodeSegments(map.mappings), map.sources, classify);
  rewrite.visit(tree, { procedure: false, dispatches: false, dispatched: [], chain: [] });
  // a jump names its list in the upper 16 bits of `$jump`
  if (rewrite.blocks.length === 0 || rewrite.blocks.some((block) => block.id > 0xffff)) return { code, map, blocks: [] };
  const result = rewrite.result();
  if (!compiles(result.code)) return { code, map, blocks: [] };
  return { code: result.code, map: { ...map, mappings: encodeSegments(result.lines), [JUMP_BLOCKS_FIELD]: rewrite.blocks, [JUMP_STRUCTURE_FIELD]: result.structure }, blocks: rewrite.blocks };
}

interface Context {
  procedure: boolean;
  /** Whether a list of the procedure is dispatched (it then declares `$jump`). */
  dispatches: boolean;
  /** Ids of the dispatched lists around, innermost last. */
  dispatched: number[];
  /** Nodes from the procedure's body down to the current one. */
  chain: AnyNode[];
}

class DispatchRewrite {
  readonly blocks: JumpBlock[] = [];
  private readonly insertions: Insertion[] = [];
  private readonly blanks: Array<[number, number]> = [];
  /** The blanked ranges whose code moved (their mappings go); a blanked `let` or `const` keeps its statement's. */
  private readonly moved: Array<[number, number]> = [];
  private readonly lineStarts: number[] = [0];
  private readonly dispatchedBlocks = new Set<AnyNode>();
  private readonly loopLabels = new Map<AnyNode, string>();
  private readonly checks: Array<{ at: number; block: JumpBlock; file: string; row: number }> = [];
  private nextId = 1;

  constructor(
    private readonly code: string,
    private readonly segments: Segment[][],
    private readonly sources: string[],
    private readonly classify: ClassifyRow,
  ) {
    for (let i = 0; i < code.length; i++) if (code.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  visit(node: AnyNode, context: Context): void {
    if (FUNCTIONS.has(node.type)) {
      const inner: Context = { procedure: node.async === true, dispatches: false, dispatched: [], chain: [] };
      this.children(node, inner);
      const body = node.body as AnyNode;
      if (inner.dispatches && body.type === 'BlockStatement') this.insertions.push({ at: body.start + 1, order: -3, text: ' let $jump = 0;', structure: true });
      return;
    }
    if (context.procedure && node.type === 'BlockStatement') {
      const id = this.plan(node, context.dispatched.at(-1) ?? -1);
      if (id !== undefined) {
        context.dispatches = true;
        this.dispatchedBlocks.add(node);
        context.dispatched.push(id);
        context.chain.push(node);
        this.children(node, context);
        context.chain.pop();
        context.dispatched.pop();
        return;
      }
    }
    if (context.procedure && (node.type === 'BreakStatement' || node.type === 'ContinueStatement') && !node.label) this.nameTarget(node, context.chain);
    context.chain.push(node);
    this.children(node, context);
    context.chain.pop();
  }

  private children(node: AnyNode, context: Context): void {
    for (const key in node) {
      if (LEAF_KEYS.has(key)) continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) this.visit(item, context);
      } else if (isNode(value)) this.visit(value, context);
    }
  }

  /** An unlabelled break or continue whose loop (or switch) lies beyond a dispatched list: it names that loop. */
  private nameTarget(node: AnyNode, chain: readonly AnyNode[]): void {
    let crossesDispatch = false;
    for (let i = chain.length - 1; i >= 0; i--) {
      const around = chain[i]!;
      const isTarget = LOOPS.has(around.type) || (node.type === 'BreakStatement' && around.type === 'SwitchStatement');
      if (isTarget) {
        if (!crossesDispatch) return;
        const parent = chain[i - 1];
        let label = parent?.type === 'LabeledStatement' ? ((parent.label as AnyNode).name as string) : this.loopLabels.get(around);
        if (!label) {
          label = `$loop${this.nextId++}`;
          this.loopLabels.set(around, label);
          this.insertions.push({ at: around.start, order: 1, text: `${label}: `, front: true });
        }
        const keyword = node.type === 'BreakStatement' ? 'break' : 'continue';
        this.insertions.push({ at: node.start + keyword.length, order: 0, text: ` ${label}` });
        return;
      }
      if (this.dispatchedBlocks.has(around)) crossesDispatch = true;
    }
  }

  /** Plans the dispatch of a statement list: its id, or undefined when it has no statement to jump to or cannot take one. */
  private plan(block: AnyNode, parent: number): number | undefined {
    const statements = block.body as AnyNode[];
    const groups: Group[] = [];
    const hoisted: AnyNode[] = [];
    const declared: string[] = [];
    const keywords: Array<[number, number]> = [];
    let preludeEnd: number | undefined;
    let previousHoisted = false;
    for (const statement of statements) {
      if (!this.startsLine(statement.start)) return undefined;
      const at = this.rowAt(this.lineOf(statement.start));
      const last = groups.at(-1);
      // a declaration's own unmapped code (its VALUE) goes with it
      const declaration = at?.kind === 'declaration' || (at === undefined && previousHoisted);
      previousHoisted = false;
      if (at?.kind === 'statement' && (!last || last.file !== at.file || last.row !== at.first)) {
        groups.push({ first: statement, file: at.file, row: at.first });
      } else if (groups.length === 0) {
        preludeEnd = statement.end;
        continue;
      } else if (declaration && (statement.type === 'VariableDeclaration' || statement.type === 'ExpressionStatement')) {
        if (this.code.slice(statement.start, statement.end).includes('`')) return undefined;
        hoisted.push(statement);
        previousHoisted = true;
        continue;
      }
      if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') return undefined;
      if (statement.type === 'VariableDeclaration' && statement.kind !== 'var') {
        for (const declarator of statement.declarations as AnyNode[]) {
          const id = declarator.id as AnyNode;
          if (id.type !== 'Identifier') return undefined;
          declared.push(id.name as string);
        }
        keywords.push([statement.start, statement.start + (statement.kind as string).length + 1]);
      }
    }
    if (groups.length === 0) return undefined;
    const id = this.nextId++;
    const block_: JumpBlock = { id, parent, cases: [] };
    this.blocks.push(block_);
    const moved = hoisted.map((statement) => this.code.slice(statement.start, statement.end).replace(/\s*\n\s*/g, ' '));
    for (const statement of hoisted) {
      this.blanks.push([statement.start, statement.end]);
      this.moved.push([statement.start, statement.end]);
    }
    this.blanks.push(...keywords);
    const declarations = [...moved, ...(declared.length > 0 ? [`let ${declared.join(', ')};`] : [])].join(' ');
    this.insertions.push({
      at: preludeEnd ?? block.start + 1,
      order: 0,
      text: `; ${declarations ? declarations + ' ' : ''}let $at${id} = 0; $block${id}: for (;;) { switch ($at${id}) { case 0:`,
      structure: true,
    });
    groups.forEach((group, index) => {
      if (index > 0) {
        // after the previous statement that stays (a declaration moved away leaves its line empty)
        const previous = statements.slice(0, statements.indexOf(group.first)).filter((statement) => !hoisted.includes(statement)).at(-1)!;
        this.insertions.push({ at: previous.end, order: 0, text: `; case ${index}:` });
      }
      this.checks.push({ at: group.first.start, block: block_, file: group.file, row: group.row });
    });
    this.insertions.push({ at: block.end - 1, order: 0, text: '} break; } ', structure: true });
    return id;
  }

  /** The rewritten code, its mapping lines and where the dispatch's own code stands (line, start and end column, …). */
  result(): { code: string; lines: Segment[][]; structure: number[] } {
    const byId = new Map(this.blocks.map((block) => [block.id, block]));
    for (const check of this.checks) {
      const cases: string[] = [];
      for (let id = check.block.id; id !== -1; id = byId.get(id)!.parent) cases.push(`case ${id}: $at${id} = ($jump & 65535) - 1; $jump = 0; continue $block${id};`);
      this.insertions.push({ at: check.at, order: -1, text: `if ($jump) switch ($jump >>> 16) { ${cases.join(' ')} default: $jump = 0; } `, front: true });
    }
    const insertions = [...this.insertions].sort((a, b) => a.at - b.at || a.order - b.order);
    let source = this.code;
    for (const [start, end] of this.blanks) source = source.slice(0, start) + source.slice(start, end).replace(/[^\n]/g, ' ') + source.slice(end);
    let code = '';
    let from = 0;
    /** Per line: the (original column, inserted length) pairs, in column order. */
    const shifts = new Map<number, Array<[number, number]>>();
    const fronts = new Map<number, Set<number>>();
    const structure: number[] = [];
    for (const insertion of insertions) {
      code += source.slice(from, insertion.at) + insertion.text;
      from = insertion.at;
      const line = this.lineOf(insertion.at);
      const list = shifts.get(line) ?? [];
      if (insertion.structure) {
        const column = insertion.at - this.lineStarts[line]! + list.reduce((sum, [, length]) => sum + length, 0);
        structure.push(line, column, column + insertion.text.length);
      }
      list.push([insertion.at - this.lineStarts[line]!, insertion.text.length]);
      shifts.set(line, list);
      if (insertion.front) fronts.set(line, (fronts.get(line) ?? new Set()).add(insertion.at - this.lineStarts[line]!));
    }
    code += source.slice(from);
    for (const check of this.checks) {
      const line = this.lineOf(check.at);
      const column = check.at - this.lineStarts[line]!;
      const before = (shifts.get(line) ?? []).filter(([at]) => at < column).reduce((sum, [, length]) => sum + length, 0);
      check.block.cases.push({ line, column: column + before, file: check.file, row: check.row });
    }
    const lines = this.segments.map((segments, line) => {
      const lineStart = this.lineStarts[line] ?? 0;
      const onLine = shifts.get(line) ?? [];
      const shiftAt = (column: number, inclusive: boolean) => onLine.filter(([at]) => (inclusive ? at <= column : at < column)).reduce((sum, [, length]) => sum + length, 0);
      const kept = segments.filter((segment) => !this.moved.some(([start, end]) => lineStart + segment[0]! >= start && lineStart + segment[0]! < end));
      const moved = kept.map((segment) => [segment[0]! + shiftAt(segment[0]!, true), ...segment.slice(1)]);
      // text put in front of mapped code maps where that code does (a pause at a statement's check is at its statement)
      for (const at of fronts.get(line) ?? []) {
        const next = kept.filter((segment) => segment[0]! >= at && segment.length >= 4).sort((a, b) => a[0]! - b[0]!)[0];
        if (next) moved.push([at + shiftAt(at, false), ...next.slice(1)]);
      }
      return moved;
    });
    return { code, lines, structure };
  }

  private lineOf(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private startsLine(offset: number): boolean {
    return this.code.slice(this.lineStarts[this.lineOf(offset)]!, offset).trim() === '';
  }

  /** The ABAP row of a generated line (its first mapping that names a source), classified. */
  private rowAt(line: number): ReturnType<ClassifyRow> {
    let first: Segment | undefined;
    for (const segment of this.segments[line] ?? []) if (segment.length >= 4 && (!first || segment[0]! < first[0]!)) first = segment;
    if (!first) return undefined;
    return this.classify(this.sources[first[1]!]!, first[2]! + 1);
  }
}

/**
 * Whether V8 takes a generated module's text: compiled as an async function's body (the modules import only with
 * `await import(…)`, their `export { … }` lines left out), which V8 checks in a fraction of a full parse's time;
 * a module with import declarations is parsed as a module.
 */
function compiles(code: string): boolean {
  try {
    if (/^\s*import[\s{*]/m.test(code)) parse(code);
    else new Script(`(async function () {\n${code.replace(/^export \{[^}]*\};?[ \t]*$/gm, '')}\n})`);
    return true;
  } catch {
    return false;
  }
}

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
