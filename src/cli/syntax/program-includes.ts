/**
 * Include programs are checked inside their parent (protocol-notes: "Include programs are assembled by
 * the client"): the include's source takes the place of its INCLUDE statement in the parent, the parent
 * is sent, and each line of what was sent remembers the file line it came from, so errors map back.
 * Pure functions over source text; reading files is collect.ts's job.
 */

/** The file line a line of an assembled source comes from. */
export interface LineOrigin {
  /** The file as the user names it (display path). */
  file: string;
  line: number;
}

export interface SourceLine {
  text: string;
  origin: LineOrigin;
}

/** `INCLUDE zname.` / `INCLUDE zname IF FOUND.` at the start of a line, with whatever follows the period. */
const INCLUDE_STATEMENT = /^\s*INCLUDE\s+([^\s.,:"]+)(?:\s+IF\s+FOUND)?\s*\.(.*)$/i;
/** `INCLUDE TYPE x` and `INCLUDE STRUCTURE x` include structures, not programs. */
const STRUCTURE_INCLUDE = new Set(['TYPE', 'STRUCTURE']);

/** The program a line includes (upper case), or undefined. Comment lines never include anything. */
export function includedProgram(line: string): string | undefined {
  if (line.startsWith('*')) return undefined;
  const match = INCLUDE_STATEMENT.exec(line);
  if (!match) return undefined;
  const name = match[1]!.toUpperCase();
  return STRUCTURE_INCLUDE.has(name) ? undefined : name;
}

/** Every program the source includes, in order (upper case). */
export function includedPrograms(source: string): string[] {
  return splitLines(source).flatMap((line) => includedProgram(line) ?? []);
}

/** Whether a program source is a main program (REPORT, PROGRAM, FUNCTION-POOL …) rather than an include. */
export function declaresProgram(source: string): boolean {
  return splitLines(source).some((line) => !line.startsWith('*') && /^\s*(REPORT|PROGRAM|FUNCTION-POOL|CLASS-POOL|INTERFACE-POOL|TYPE-POOL)\b/i.test(line));
}

/** The lines of a source file, each with its origin. A final newline does not make an extra line. */
export function sourceLines(source: string, file: string): SourceLine[] {
  return splitLines(source).map((text, index) => ({ text, origin: { file, line: index + 1 } }));
}

/**
 * The parent's lines with every INCLUDE statement naming one of `substitutes` replaced by that include's
 * lines. Whatever else stood on the statement's line (another statement, not a comment) stays, as a line
 * of the parent after the include. Each include is spliced once per INCLUDE statement naming it.
 */
export function spliceIncludes(parent: readonly SourceLine[], substitutes: ReadonlyMap<string, readonly SourceLine[]>): SourceLine[] {
  const assembled: SourceLine[] = [];
  for (const line of parent) {
    const name = includedProgram(line.text);
    const include = name === undefined ? undefined : substitutes.get(name);
    if (!include) {
      assembled.push(line);
      continue;
    }
    assembled.push(...include);
    const rest = INCLUDE_STATEMENT.exec(line.text)![2]!.trim();
    if (rest !== '' && !rest.startsWith('"')) assembled.push({ text: rest, origin: line.origin });
  }
  return assembled;
}

export function joinLines(lines: readonly SourceLine[]): string {
  return lines.map((line) => line.text).join('\n') + '\n';
}

function splitLines(source: string): string[] {
  const lines = source.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
