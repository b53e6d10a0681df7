/**
 * What a profile and an SQL trace need to know of an ABAP source file of a generation, read with abaplint
 * once per file (generation folders never change): its procedures (METHOD, FORM, FUNCTION, MODULE blocks with
 * their class), its loops (LOOP, DO, WHILE, SELECT … ENDSELECT) and the text of each statement by first row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryFile, Registry, Statements, type ABAPFile } from '#abaplint/core';
import type { Generation } from '../transpile/runtime-build.js';

export interface ProcedureBlock {
  kind: 'METHOD' | 'FORM' | 'FUNCTION' | 'MODULE';
  /** CLASS=>METHOD, the form's, function module's or module's name (upper case). */
  name: string;
  startRow: number;
  endRow: number;
}

export interface LoopBlock {
  keyword: 'LOOP' | 'DO' | 'WHILE' | 'SELECT';
  startRow: number;
  endRow: number;
}

export interface FileBlocks {
  procedures: ProcedureBlock[];
  loops: LoopBlock[];
  /** Statement text (tokens joined) by its first row. */
  statements: Map<number, string>;
  lines: string[];
}

const EMPTY: FileBlocks = { procedures: [], loops: [], statements: new Map(), lines: [] };
const KEPT = 300;
const kept = new Map<string, FileBlocks>();

/** The blocks of a source file of the generation (lower-case abapGit name); empty when it cannot be read. */
export function blocksOf(generation: Generation, file: string): FileBlocks {
  const path = join(generation.dir, 'abap', file.toLowerCase());
  const known = kept.get(path);
  if (known) return known;
  let blocks = EMPTY;
  try {
    blocks = parseBlocks(file.toLowerCase(), readFileSync(path, 'utf8'));
  } catch {
    // a source the generation does not hold: nothing to name
  }
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(path, blocks);
  return blocks;
}

const NAME_AFTER = /^\S+\s+([^\s.]+)/;

export function parseBlocks(fileName: string, source: string): FileBlocks {
  const registry = new Registry();
  registry.addFile(new MemoryFile(fileName, source));
  registry.parse();
  const procedures: ProcedureBlock[] = [];
  const loops: LoopBlock[] = [];
  const statements = new Map<number, string>();
  const openLoops: Array<{ keyword: LoopBlock['keyword']; startRow: number }> = [];
  for (const object of registry.getObjects()) {
    const files = (object as { getABAPFiles?: () => ABAPFile[] }).getABAPFiles?.() ?? [];
    for (const file of files) {
      if (file.getFilename().toLowerCase() !== fileName) continue;
      let className = '';
      let open: { kind: ProcedureBlock['kind']; name: string; startRow: number } | undefined;
      for (const statement of file.getStatements()) {
        const type = statement.get();
        const row = statement.getStart().getRow();
        const text = statement.concatTokens();
        if (!statements.has(row)) statements.set(row, text);
        const name = (NAME_AFTER.exec(text)?.[1] ?? '').toUpperCase();
        if (type instanceof Statements.ClassImplementation) className = (/^CLASS\s+(\S+)/i.exec(text)?.[1] ?? '').toUpperCase();
        else if (type instanceof Statements.MethodImplementation) open = { kind: 'METHOD', name: `${className}=>${name}`, startRow: row };
        else if (type instanceof Statements.Form) open = { kind: 'FORM', name, startRow: row };
        else if (type instanceof Statements.FunctionModule) open = { kind: 'FUNCTION', name, startRow: row };
        else if (type instanceof Statements.Module) open = { kind: 'MODULE', name, startRow: row };
        else if ((type instanceof Statements.EndMethod || type instanceof Statements.EndForm || type instanceof Statements.EndFunction || type instanceof Statements.EndModule) && open) {
          procedures.push({ ...open, endRow: statement.getEnd().getRow() });
          open = undefined;
        } else if (type instanceof Statements.Loop) openLoops.push({ keyword: 'LOOP', startRow: row });
        else if (type instanceof Statements.Do) openLoops.push({ keyword: 'DO', startRow: row });
        else if (type instanceof Statements.While) openLoops.push({ keyword: 'WHILE', startRow: row });
        else if (type instanceof Statements.SelectLoop) openLoops.push({ keyword: 'SELECT', startRow: row });
        else if (type instanceof Statements.EndLoop || type instanceof Statements.EndDo || type instanceof Statements.EndWhile || type instanceof Statements.EndSelect) {
          const loop = openLoops.pop();
          if (loop) loops.push({ ...loop, endRow: statement.getEnd().getRow() });
        }
      }
    }
  }
  return { procedures, loops, statements, lines: source.split('\n') };
}

/** The procedure a row lies in (the innermost). */
export function procedureAt(blocks: FileBlocks, row: number): ProcedureBlock | undefined {
  return blocks.procedures.find((block) => row >= block.startRow && row <= block.endRow);
}

/** The innermost loop whose body holds the row. */
export function loopAround(blocks: FileBlocks, row: number): LoopBlock | undefined {
  let best: LoopBlock | undefined;
  for (const loop of blocks.loops) {
    if (row <= loop.startRow || row >= loop.endRow) continue;
    if (!best || loop.startRow > best.startRow) best = loop;
  }
  return best;
}

/** The object (type and name) whose sources hold a file of the generation, read once per generation. */
const owners = new WeakMap<Generation['manifest'], Map<string, { type: string; name: string }>>();
export function objectOfFile(generation: Generation, file: string): { type: string; name: string } | undefined {
  let byFile = owners.get(generation.manifest);
  if (!byFile) {
    byFile = new Map();
    for (const entry of Object.values(generation.manifest.objects)) for (const source of entry.sources) byFile.set(source.toLowerCase(), { type: entry.type, name: entry.name });
    owners.set(generation.manifest, byFile);
  }
  return byFile.get(file.toLowerCase());
}
