/**
 * A profiled run's counts (profile-recorder.ts, in the work process) named in ABAP terms: statements with
 * their object, procedure and text, procedures as CLASS=>METHOD, forms and function modules, and the call tree
 * with the line each call came from. Statements sort by own time, the longest first.
 */
import type { RawProfile, RawProfileNode } from '../pool/protocol.js';
import type { Generation } from '../transpile/runtime-build.js';
import type { ProfileCallNode, ProfileProcedure, ProfileStatement, RunProfile } from '../../../protocol/profile.js';
import { blocksOf, objectOfFile, procedureAt } from './abap-blocks.js';

const ms = (value: number) => Math.round(value * 1000) / 1000;

interface Named {
  object: string;
  type: string;
  kind: ProfileProcedure['kind'];
  name: string;
  file: string;
  line: number;
}

export function namedProfile(generation: Generation, raw: RawProfile): RunProfile {
  const procedureNames = new Map<string, Named>();
  for (const procedure of raw.procedures) procedureNames.set(procedure.key, nameOf(generation, procedure.file, procedure.row));
  const named = (key: string, file: string, row: number) => procedureNames.get(key) ?? nameOf(generation, file, row);
  const statements: ProfileStatement[] = raw.statements.map((statement) => {
    const owner = objectOfFile(generation, statement.file);
    const procedure = procedureNames.get(statement.procedure);
    return {
      object: owner?.name ?? '',
      type: owner?.type ?? '',
      file: statement.file,
      line: statement.row,
      procedure: procedure?.kind === 'PROGRAM' ? '' : (procedure?.name ?? ''),
      source: (blocksOf(generation, statement.file).lines[statement.row - 1] ?? '').trim(),
      count: statement.count,
      own_ms: ms(statement.own),
      total_ms: ms(statement.total),
    };
  });
  statements.sort((a, b) => b.own_ms - a.own_ms || b.count - a.count || a.file.localeCompare(b.file) || a.line - b.line);
  const procedures: ProfileProcedure[] = raw.procedures.map((procedure) => ({ ...named(procedure.key, procedure.file, procedure.row), calls: procedure.calls, own_ms: ms(procedure.own), total_ms: ms(procedure.total) }));
  procedures.sort((a, b) => b.own_ms - a.own_ms || b.calls - a.calls);
  const files = new Map(raw.procedures.map((procedure) => [procedure.key, procedure]));
  const node = (entry: RawProfileNode): ProfileCallNode => {
    const first = files.get(entry.procedure);
    const name = first ? named(entry.procedure, first.file, first.row) : { object: '', type: '', kind: 'PROGRAM' as const, name: entry.procedure, file: '', line: 0 };
    return {
      name: name.name,
      kind: name.kind,
      object: name.object,
      file: name.file,
      line: name.line,
      ...(entry.site ? { call_file: entry.site.file, call_line: entry.site.row } : {}),
      calls: entry.calls,
      own_ms: ms(entry.own),
      total_ms: ms(entry.total),
      lines: entry.lines.map(([line, own, count]) => ({ line, count, own_ms: ms(own) })).sort((a, b) => a.line - b.line),
      children: entry.children.map(node).sort((a, b) => b.total_ms - a.total_ms),
    };
  };
  return { total_ms: ms(raw.millis), statements, procedures, call_tree: raw.roots.map(node).sort((a, b) => b.total_ms - a.total_ms) };
}

/** The procedure whose first statement stands at a row: its block, else the program's top. */
function nameOf(generation: Generation, file: string, row: number): Named {
  const owner = objectOfFile(generation, file);
  const block = procedureAt(blocksOf(generation, file), row);
  const object = owner?.name ?? '';
  const type = owner?.type ?? '';
  if (block) return { object, type, kind: block.kind, name: block.name, file, line: block.startRow };
  return { object, type, kind: 'PROGRAM', name: object || file, file, line: row };
}
