/**
 * Statement coverage of ABAP objects from V8's block counts of their generated modules (a coverage work
 * process measures them, worker/coverage.ts). Each module's source map ties generated positions to ABAP
 * rows; a statement's count is the count of the innermost V8 range holding the first generated position of
 * its row. Which rows are statements is abaplint's to say (the debugger's executable statements: no
 * declarations, block headers or ends, comments); a statement the transpiler generates no code for cannot be
 * measured and is not counted. Test classes (the test-class include, classes FOR TESTING) are never counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryFile, Registry, Statements, type ABAPFile } from '#abaplint/core';
import { executableStatements } from '../transpile/executable-statements.js';
import { decodeSegments } from '../transpile/source-map-mappings.js';
import type { Generation } from '../transpile/runtime-build.js';
import type { ModuleCoverage } from '../pool/protocol.js';
import type { ClassCoverage, CoverageFile, MethodCoverage } from '../../../protocol/unit-coverage.js';

/** A mapping of a source map: generated line and column (0-based) to a source and its row (0-based). */
export interface Mapping {
  line: number;
  column: number;
  source: number;
  sourceLine: number;
}

/** The mappings of a source map's `mappings` text (Base64 VLQ, version 3) that name a source. */
export function decodeMappings(text: string): Mapping[] {
  const mappings: Mapping[] = [];
  decodeSegments(text).forEach((segments, line) => {
    for (const segment of segments) if (segment.length >= 4) mappings.push({ line, column: segment[0]!, source: segment[1]!, sourceLine: segment[2]! });
  });
  return mappings;
}

/** The count of the innermost range holding the offset (0 when none does: the code never ran). */
export function countAt(ranges: ReadonlyArray<readonly [number, number, number]>, offset: number): number {
  let best: readonly [number, number, number] | undefined;
  for (const range of ranges) {
    if (offset < range[0] || offset >= range[1]) continue;
    if (!best || range[1] - range[0] <= best[1] - best[0]) best = range;
  }
  return best ? best[2] : 0;
}

/** Per ABAP file (lower case) and row (1-based): the offset in the module where the row's statement starts. */
export function rowOffsets(moduleText: string, sourceMap: { sources: string[]; mappings: string }): Map<string, Map<number, number>> {
  const lineStarts = [0];
  for (let index = moduleText.indexOf('\n'); index >= 0; index = moduleText.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const first = new Map<string, Map<number, number>>();
  for (const mapping of decodeMappings(sourceMap.mappings)) {
    const file = (sourceMap.sources[mapping.source] ?? '').replace(/^.*\babap\//, '').toLowerCase();
    const offset = (lineStarts[mapping.line] ?? moduleText.length) + mapping.column;
    const row = mapping.sourceLine + 1;
    const firstOfFile = first.get(file) ?? new Map<number, number>();
    first.set(file, firstOfFile);
    const known = firstOfFile.get(row);
    if (known === undefined || offset < known) firstOfFile.set(row, offset);
  }
  for (const rows of first.values()) for (const [row, offset] of rows) rows.set(row, conditionStart(moduleText, offset));
  return first;
}

/** Per ABAP file (lower case) and row (1-based): the count of the row's first generated position. */
export function rowCounts(moduleText: string, sourceMap: { sources: string[]; mappings: string }, ranges: ModuleCoverage['ranges']): Map<string, Map<number, number>> {
  return countsAt(rowOffsets(moduleText, sourceMap), ranges);
}

function countsAt(offsets: Map<string, Map<number, number>>, ranges: ModuleCoverage['ranges']): Map<string, Map<number, number>> {
  const counts = new Map<string, Map<number, number>>();
  for (const [file, rows] of offsets) counts.set(file, new Map([...rows].map(([row, offset]) => [row, countAt(ranges, offset)])));
  return counts;
}

/**
 * What a file or module of a generation tells once read: generation folders never change, so their
 * statements, method blocks and row offsets are kept (by path) for the next run.
 */
const KEPT = 500;
const kept = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (kept.has(key)) return kept.get(key) as T;
  const value = make();
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
  return value;
}

const ELSE_IF = /\}?\s*else\s+(?=if\b)/y;

/**
 * ELSEIF and WHEN become `} else if (…)`, mapped at the brace or the `else`, which V8 counts with the branch
 * before: the condition's own count is that of the `if` that follows (it runs only when no branch before did).
 */
function conditionStart(moduleText: string, offset: number): number {
  ELSE_IF.lastIndex = offset;
  return ELSE_IF.test(moduleText) ? ELSE_IF.lastIndex : offset;
}

/** A METHOD … ENDMETHOD block of a file. */
interface MethodBlock {
  className: string;
  name: string;
  startRow: number;
  endRow: number;
  forTesting: boolean;
}

function methodBlocks(fileName: string, source: string): MethodBlock[] {
  const registry = new Registry();
  registry.addFile(new MemoryFile(fileName, source));
  registry.parse();
  const blocks: MethodBlock[] = [];
  for (const object of registry.getObjects()) {
    const files = (object as { getABAPFiles?: () => ABAPFile[] }).getABAPFiles?.() ?? [];
    for (const file of files) {
      if (file.getFilename().toLowerCase() !== fileName.toLowerCase()) continue;
      const testing = new Set(file.getInfo().listClassDefinitions().filter((definition) => definition.isForTesting).map((definition) => definition.name.toUpperCase()));
      let className = '';
      let open: MethodBlock | undefined;
      for (const statement of file.getStatements()) {
        const type = statement.get();
        if (type instanceof Statements.ClassImplementation) {
          className = statement.concatTokens().replace(/^CLASS\s+/i, '').replace(/\s+IMPLEMENTATION.*$/i, '').trim().toUpperCase();
        } else if (type instanceof Statements.MethodImplementation) {
          const name = statement.concatTokens().replace(/^METHOD\s+/i, '').replace(/\s*\.$/, '').split(/\s+/)[0]!.toUpperCase();
          open = { className, name, startRow: statement.getStart().getRow(), endRow: statement.getStart().getRow(), forTesting: testing.has(className) };
        } else if (type instanceof Statements.EndMethod && open) {
          open.endRow = statement.getEnd().getRow();
          blocks.push(open);
          open = undefined;
        }
      }
    }
  }
  return blocks;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function percentOf(covered: number, total: number): number {
  return total === 0 ? 100 : round((covered / total) * 100);
}

/** The object's ABAP files whose statements count: every file but the test classes. */
function measuredFiles(generation: Generation, type: string, name: string): string[] {
  const entry = generation.manifest.objects[`${type} ${name}`];
  return (entry?.sources ?? []).filter((file) => file.endsWith('.abap') && !file.endsWith('.testclasses.abap'));
}

/** The generated modules whose counts an object's coverage needs (its test-class module left out). */
export function measuredModules(generation: Generation, type: string, name: string): string[] {
  const entry = generation.manifest.objects[`${type} ${name}`];
  return (entry?.modules ?? []).filter((module) => !module.endsWith('.testclasses.mjs'));
}

/** The coverage of one class or program of the generation from the modules' counts of a run. */
export function objectCoverage(generation: Generation, type: 'CLAS' | 'PROG', name: string, measured: readonly ModuleCoverage[]): ClassCoverage {
  const counts = new Map<string, Map<number, number>>();
  const byModule = new Map(measured.map((entry) => [entry.module, entry.ranges]));
  for (const module of measuredModules(generation, type, name)) {
    const path = join(generation.dir, module);
    const offsets = once(`offsets ${path}`, () => {
      try {
        return rowOffsets(readFileSync(path, 'utf8'), JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[]; mappings: string });
      } catch {
        return undefined;
      }
    });
    if (!offsets) continue;
    for (const [file, rows] of countsAt(offsets, byModule.get(module) ?? [])) {
      const known = counts.get(file) ?? new Map<number, number>();
      for (const [row, count] of rows) known.set(row, Math.max(count, known.get(row) ?? 0));
      counts.set(file, known);
    }
  }
  const files: CoverageFile[] = [];
  const methods: MethodCoverage[] = [];
  for (const file of measuredFiles(generation, type, name)) {
    const path = join(generation.dir, 'abap', file);
    const parsed = once(`statements ${path}`, () => {
      try {
        const source = readFileSync(path, 'utf8');
        return { starts: executableStatements(file, source).starts, blocks: methodBlocks(file, source) };
      } catch {
        return undefined;
      }
    });
    if (!parsed) continue;
    const { starts, blocks } = parsed;
    const rows = counts.get(file) ?? new Map<number, number>();
    const lines: CoverageFile['lines'] = [];
    for (const row of starts) {
      const block = blocks.find((candidate) => row > candidate.startRow && row < candidate.endRow);
      if (block?.forTesting) continue;
      const hits = rows.get(row);
      // a statement without generated code cannot be measured
      if (hits === undefined) continue;
      lines.push({ line: row, hits });
    }
    files.push({ file, lines });
    for (const block of blocks) {
      if (block.forTesting) continue;
      const inside = lines.filter((line) => line.line > block.startRow && line.line < block.endRow);
      const covered = inside.filter((line) => line.hits > 0).length;
      methods.push({
        class_name: block.className,
        name: block.name,
        file,
        start_line: block.startRow,
        end_line: block.endRow,
        covered,
        total: inside.length,
        percent: percentOf(covered, inside.length),
      });
    }
  }
  const all = files.flatMap((file) => file.lines);
  const covered = all.filter((line) => line.hits > 0).length;
  return { name, type, covered, total: all.length, percent: percentOf(covered, all.length), files, methods };
}
