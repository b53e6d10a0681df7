/**
 * Where a debugger may stop in an ABAP source: the executable statements, told apart by abaplint's
 * statement structure (declarations, block headers and ends, comments and empty lines are not executable).
 * A breakpoint on any row of a multi-line executable statement belongs to the statement's first row.
 */
import { Comment, Empty, Expressions, MemoryFile, NativeSQL, Registry, Statements, Unknown } from '#abaplint/core';

/** A statement class of abaplint (its instances describe one statement kind). */
type StatementClass = abstract new (...args: never[]) => object;

/** Statements that run no code of their own: declarations, definitions, block headers and block ends. */
const NOT_EXECUTABLE: readonly StatementClass[] = [
  // programs, includes, classes, interfaces
  Statements.Report, Statements.Program, Statements.FunctionPool, Statements.TypePool, Statements.Include, Statements.IncludeType,
  Statements.ClassDefinition, Statements.ClassDefinitionLoad, Statements.ClassDeferred, Statements.ClassImplementation, Statements.EndClass,
  Statements.ClassLocalFriends, Statements.Interface, Statements.InterfaceDef, Statements.InterfaceDeferred, Statements.InterfaceLoad,
  Statements.EndInterface, Statements.Public, Statements.Protected, Statements.Private, Statements.MethodDef, Statements.Aliases,
  Statements.Events, Statements.FormDefinition,
  // procedure and event blocks: their headers and ends
  Statements.MethodImplementation, Statements.EndMethod, Statements.Form, Statements.EndForm, Statements.FunctionModule,
  Statements.EndFunction, Statements.Module, Statements.EndModule, Statements.StartOfSelection, Statements.EndOfSelection,
  Statements.Initialization, Statements.AtSelectionScreen, Statements.TopOfPage, Statements.EndOfPage, Statements.LoadOfProgram,
  Statements.AtLineSelection, Statements.AtUserCommand, Statements.AtPF,
  // declarations
  Statements.Data, Statements.DataBegin, Statements.DataEnd, Statements.ClassData, Statements.ClassDataBegin, Statements.ClassDataEnd,
  Statements.Static, Statements.StaticBegin, Statements.StaticEnd, Statements.Constant, Statements.ConstantBegin, Statements.ConstantEnd,
  Statements.Type, Statements.TypeBegin, Statements.TypeEnd, Statements.TypeEnum, Statements.TypeEnumBegin, Statements.TypeEnumEnd,
  Statements.TypeMesh, Statements.TypeMeshBegin, Statements.TypeMeshEnd, Statements.TypePools, Statements.Tables, Statements.FieldSymbol,
  Statements.Parameter, Statements.SelectOption, Statements.SelectionScreen, Statements.Ranges, Statements.Nodes, Statements.Infotypes,
  Statements.Controls, Statements.FieldGroup, Statements.Local, Statements.Define, Statements.EndOfDefinition,
  // block ends and branches that run nothing themselves
  Statements.EndIf, Statements.Else, Statements.EndDo, Statements.EndWhile, Statements.EndLoop, Statements.EndCase, Statements.WhenOthers,
  Statements.Try, Statements.EndTry, Statements.Catch, Statements.Cleanup, Statements.EndAt, Statements.EndSelect, Statements.EndProvide,
  Statements.EndOn, Statements.EndWith, Statements.EndCatch, Statements.EndChain, Statements.EndExec, Statements.EndEnhancementSection,
  Statements.EndEnhancement, Statements.TestSeam, Statements.EndTestSeam, Statements.TestInjection, Statements.EndTestInjection,
];

const notExecutable = new Set<unknown>(NOT_EXECUTABLE);

/** Loop statements: their header is passed at every iteration (a breakpoint there stops each time round). */
const LOOP_HEADERS: readonly StatementClass[] = [Statements.Do, Statements.While, Statements.Loop, Statements.SelectLoop];
const loopHeader = new Set<unknown>(LOOP_HEADERS);

/** The executable statements of one ABAP file: first rows, and the first row of every row they span. */
export interface ExecutableStatements {
  /** First rows (1-based) of executable statements, ascending. */
  starts: number[];
  /** Statement first row of any row inside an executable statement. */
  statementAt(row: number): number | undefined;
  /** First rows of loop statements (DO, WHILE, LOOP AT, SELECT … ENDSELECT). */
  loopHeaders: Set<number>;
  /** The method implementation a row lies in (a local class's method in a program or include), upper case. */
  methodAt(row: number): string | undefined;
}

/** Declarations a procedure may hold: not executed, but their variables exist from the procedure's start. */
const DECLARATIONS: readonly StatementClass[] = [
  Statements.Data, Statements.DataBegin, Statements.DataEnd, Statements.Constant, Statements.ConstantBegin, Statements.ConstantEnd,
  Statements.Static, Statements.StaticBegin, Statements.StaticEnd, Statements.Type, Statements.TypeBegin, Statements.TypeEnd,
  Statements.FieldSymbol, Statements.Ranges, Statements.Tables,
];
const declaration = new Set<unknown>(DECLARATIONS);

/** The parts of a parsed ABAP file (abaplint's ABAPFile) the classification reads. */
export interface ParsedStatements {
  getStatements(): ReadonlyArray<{ get(): object; getStart(): { getRow(): number }; getEnd(): { getRow(): number }; findDirectExpression(type: unknown): { concatTokens(): string } | undefined }>;
}

/** What each row of a parsed ABAP file is part of: an executable statement or a declaration, with that statement's first row. */
export function rowKinds(file: ParsedStatements): Map<number, { kind: 'statement' | 'declaration'; first: number }> {
  const rows = new Map<number, { kind: 'statement' | 'declaration'; first: number }>();
  for (const statement of file.getStatements()) {
    const type = statement.get();
    const kind = declaration.has(type.constructor) ? 'declaration' : isExecutable(type) ? 'statement' : undefined;
    if (!kind) continue;
    const first = statement.getStart().getRow();
    for (let row = first; row <= statement.getEnd().getRow(); row++) if (!rows.has(row)) rows.set(row, { kind, first });
  }
  return rows;
}

function isExecutable(type: object): boolean {
  return !(notExecutable.has(type.constructor) || type instanceof Comment || type instanceof Empty || type instanceof Unknown || type instanceof NativeSQL);
}

/** The executable statements of an ABAP source file (its abapGit file name decides how abaplint reads it). */
export function executableStatements(fileName: string, source: string): ExecutableStatements {
  const registry = new Registry();
  registry.addFile(new MemoryFile(fileName, source));
  registry.parse();
  const spans = new Map<number, number>();
  const starts: number[] = [];
  const loopHeaders = new Set<number>();
  const methods: Array<{ from: number; to: number; name: string }> = [];
  for (const object of registry.getObjects()) {
    const abapFiles = (object as { getABAPFiles?: () => Array<ParsedStatements & { getFilename(): string }> }).getABAPFiles?.() ?? [];
    for (const file of abapFiles) {
      if (file.getFilename().toLowerCase() !== fileName.toLowerCase()) continue;
      let method: { from: number; name: string } | undefined;
      for (const statement of file.getStatements()) {
        const type = statement.get();
        if (type instanceof Statements.MethodImplementation) method = { from: statement.getStart().getRow(), name: (statement.findDirectExpression(Expressions.MethodName)?.concatTokens() ?? '').toUpperCase() };
        if (type instanceof Statements.EndMethod && method) {
          methods.push({ ...method, to: statement.getEnd().getRow() });
          method = undefined;
        }
        if (!isExecutable(type)) continue;
        const first = statement.getStart().getRow();
        const last = statement.getEnd().getRow();
        // the parts of a chain (WRITE: a, b.) share the chain's first row
        if (!spans.has(first)) starts.push(first);
        if (loopHeader.has(type.constructor)) loopHeaders.add(first);
        for (let row = first; row <= last; row++) if (!spans.has(row)) spans.set(row, first);
      }
    }
  }
  starts.sort((a, b) => a - b);
  return { starts, statementAt: (row) => spans.get(row), loopHeaders, methodAt: (row) => methods.find((m) => m.from <= row && row <= m.to)?.name };
}
