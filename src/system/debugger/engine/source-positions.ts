/**
 * Positions in the ABAP sources of a build generation, both ways: a breakpoint's source line (object,
 * include, line) to the file row the runtime executes, and a file row of the debuggee back to program,
 * include, include line, event and the source URI clients show. Executability comes from abaplint's
 * statements of the generation's own copy of the source (what actually runs).
 */
import type { Refusal } from '../../../protocol/outcome.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileNameForObject, objectFromFileName } from '../../../protocol/filenames.js';
import { debuggerMessages, sourceFileName, stackUri, type SourceLine } from '../../../protocol/debugger.js';
import { segmentOf, type Generation } from '../../execution/index.js';
import { executableStatements, type ExecutableStatements } from '../../execution/transpile/executable-statements.js';

export type Resolved =
  /** line: the statement's first line in the source the URI addresses (where the breakpoint stops). */
  | { ok: true; file: string; row: number; line: number; id: string; loopHeader: boolean }
  | Refusal;

export interface ProgramPosition {
  programName: string;
  includeName: string;
  /** Line in the include (what SAP shows); for a class main source file the include-relative line. */
  includeLine: number;
  eventType: string;
  eventName: string;
  /** Source URI with `#start=<line>,0` (the file's own line numbering, as breakpoints use it). */
  uri: string;
  source: SourceLine;
}

const includeOfFile: Record<string, SourceLine['include']> = {
  testclasses: 'testclasses',
  locals_imp: 'locals_imp',
  locals_def: 'locals_def',
};

export class SourcePositions {
  private readonly statements = new Map<string, ExecutableStatements | null>();

  constructor(
    readonly generation: Generation,
    private readonly adtPath: string,
  ) {}

  get number(): number {
    return this.generation.number;
  }

  /** The file a source line lives in (lower-case abapGit name). */
  fileOf(source: Omit<SourceLine, 'line'>): string {
    return sourceFileName(source);
  }

  /** A breakpoint position: the executable statement holding the line, or why there is none. */
  resolve(source: SourceLine): Resolved {
    const file = this.fileOf(source);
    const statements = this.statementsOf(file);
    if (!statements) return { ok: false, reason: debuggerMessages.objectNotFound(source.name) };
    const row = statements.statementAt(source.line);
    if (row === undefined) return { ok: false, reason: debuggerMessages.invalidPosition };
    const position = this.position(file, row);
    return {
      ok: true,
      file,
      row,
      line: row,
      loopHeader: statements.loopHeaders.has(row),
      id: `KIND=0.SOURCETYPE=ABAP.MAIN_PROGRAM=${position.programName}.INCLUDE=${position.includeName}.LINE_NR=${position.includeLine}`,
    };
  }

  /** First rows of the executable statements of a file (the rows stepping stops at). */
  stopRows(file: string): number[] {
    return this.statementsOf(file)?.starts ?? [];
  }

  /**
   * Program, include and event of a file row, and its source URI. `module` is the generated module running
   * the row: an include program's rows run in the module of the program that includes it, its main program.
   */
  position(file: string, row: number, jsName = '', module?: string): ProgramPosition {
    const layout = this.generation.manifest.layouts[file];
    const { include, line, segment } = segmentOf(layout, row);
    const source = this.sourceOf(file, row);
    // a program's (or include's) local class: the method its implementation holds the row in
    const localMethod = source.kind === 'program' || source.functionGroup?.part === 'include' ? this.statementsOf(file)?.methodAt(row) : undefined;
    const event = eventOf(segment?.methodName ?? localMethod, jsName, source);
    const including = module && /\.prog\.mjs$/.test(module) ? objectFromFileName(module)?.name : undefined;
    return {
      programName: including ?? layout?.program ?? include,
      includeName: include,
      includeLine: line,
      eventType: event.type,
      eventName: event.name,
      uri: stackUri(this.adtPath, source),
      source,
    };
  }

  /** The source line of a file row, as a breakpoint or stack URI addresses it. */
  sourceOf(file: string, row: number): SourceLine {
    const ref = objectFromFileName(file);
    const name = ref?.name ?? file.split('.')[0]!.toUpperCase();
    if (ref?.type === 'CLAS') {
      const parts = file.split('.');
      const include = parts.length === 4 ? includeOfFile[parts[2]!] : undefined;
      return { kind: 'class', name, ...(include ? { include } : {}), line: row };
    }
    if (ref?.type === 'INTF') return { kind: 'interface', name, line: row };
    if (ref?.type === 'FUGR') {
      // <group>.fugr.<include or function module>.abap: the group's includes are L<group>… and SAPL<group>
      const part = (file.split('.')[2] ?? '').toUpperCase();
      const isInclude = part.startsWith(`L${name}`) || part === `SAPL${name}`;
      return { kind: 'function', name: part, functionGroup: { group: name, part: isInclude ? 'include' : 'fmodule' }, line: row };
    }
    return { kind: 'program', name, line: row };
  }

  /** The source text of a file of the generation (undefined when the generation has no such file). */
  sourceText(file: string): string | undefined {
    try {
      return readFileSync(join(this.generation.dir, 'abap', file), 'utf8');
    } catch {
      return undefined;
    }
  }

  private statementsOf(file: string): ExecutableStatements | undefined {
    if (!this.statements.has(file)) {
      const source = this.sourceText(file);
      this.statements.set(file, source === undefined ? null : executableStatements(file, source));
    }
    return this.statements.get(file) ?? undefined;
  }
}

/** Event of a stack frame: the method of a method include, else what the generated function's name says. */
function eventOf(methodName: string | undefined, jsName: string, source: SourceLine): { type: string; name: string } {
  if (methodName) return { type: 'METHOD', name: methodName };
  if (source.functionGroup?.part === 'fmodule') return { type: 'FUNCTION', name: source.name };
  const kind = source.kind === 'function' ? 'program' : source.kind;
  const name = jsName.replace(/^async /, '').replace(/^#/, '');
  if (name === '' || name === '$main') return { type: 'EVENT', name: 'START-OF-SELECTION' };
  if (name === 'constructor_') return { type: 'METHOD', name: 'CONSTRUCTOR' };
  if (kind === 'program' && !name.includes('.')) return { type: 'FORM', name: name.toUpperCase() };
  const method = name.split('.').pop()!.replace(/^#/, '').replace(/\$/g, '~').toUpperCase();
  return { type: 'METHOD', name: method };
}
