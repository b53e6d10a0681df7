/**
 * Short dumps from what ended a run: an ABAP exception nobody caught (with the frames the work process
 * mapped to source rows), a classic exception, a failure of generated code, a timeout, a crash or the memory
 * ceiling. Frames become the structured call stack (program, include and include line from the build
 * generation's include layouts; class and method from the enclosing blocks), and LEVEL 0 carries the source
 * of the include around the error line, that line marked '>>>>>'.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Generation } from '../execution/transpile/runtime-build.js';
import { segmentOf } from '../execution/transpile/source-layout.js';
import type { AbapFrame, AbortInfo, RunContext, RunRequest } from '../execution/pool/protocol.js';
import { classPoolName } from '../../protocol/includes.js';
import type { CallStackEntry, NewDump } from './dump-store.js';
import { processErrors, reasonOf, runtimeErrorOf } from './runtime-errors.js';

export interface DumpSite {
  generation: Generation;
  request: RunRequest;
  context: RunContext;
  host: string;
  /** Package of an object ('' when unknown, for example a kernel object). */
  packageOf(type: string, name: string): string;
  at?: Date;
}

/** Lines shown around the error line when the include is longer than a method. */
const SOURCE_CONTEXT = 10;

interface Located {
  program: string;
  object: { type: string; name: string };
  include: string;
  line: number;
  className: string;
  method: string;
  kind: string;
  file: string;
  row: number;
}

class SourceReader {
  private readonly files = new Map<string, string[]>();
  constructor(private readonly dir: string) {}
  lines(file: string): string[] {
    let lines = this.files.get(file);
    if (!lines) {
      try {
        lines = readFileSync(join(this.dir, 'abap', file), 'utf8').split('\n');
      } catch {
        lines = [];
      }
      this.files.set(file, lines);
    }
    return lines;
  }
}

/** The block (METHOD, FORM, FUNCTION, MODULE) and the local class enclosing a row, by reading upwards. */
function enclosingBlock(lines: string[], row: number): { kind: string; name: string; className: string } {
  let block: { kind: string; name: string } | undefined;
  for (let i = row - 1; i >= 0; i--) {
    const text = lines[i] ?? '';
    if (!block) {
      if (/^\s*END(METHOD|FORM|FUNCTION|MODULE)\b/i.test(text) && i !== row - 1) break;
      const match = /^\s*(METHOD|FORM|FUNCTION|MODULE)\s+([\w~/<>$%-]+)/i.exec(text);
      if (match) block = { kind: match[1]!.toUpperCase(), name: match[2]!.toUpperCase() };
      continue;
    }
    const cls = /^\s*CLASS\s+([\w/]+)\s+IMPLEMENTATION\b/i.exec(text);
    if (cls) return { ...block, className: cls[1]!.toUpperCase() };
  }
  return block ? { ...block, className: '' } : { kind: '', name: '', className: '' };
}

function locate(frame: AbapFrame, generation: Generation, sources: SourceReader, moduleOwners: Map<string, { type: string; name: string }>): Located {
  const owner = moduleOwners.get(frame.module) ?? { type: 'PROG', name: frame.module.split('.')[0]!.toUpperCase() };
  const layout = generation.manifest.layouts[frame.file];
  const { include, line, segment } = segmentOf(layout, frame.row);
  const program = owner.type === 'PROG' ? owner.name : (layout?.program ?? owner.name);
  const lines = sources.lines(frame.file);
  const block = enclosingBlock(lines, frame.row);
  const method = segment?.methodName ?? block.name;
  const className = owner.type === 'CLAS' && segment?.methodName ? owner.name : block.className || (block.kind === 'METHOD' && owner.type === 'CLAS' ? owner.name : '');
  return { program, object: owner, include: include || program, line, className, method, kind: block.kind, file: frame.file, row: frame.row };
}

/** The source block: the include's lines around the error line, numbered by include line, the error line marked. */
export function sourceBlock(lines: string[], located: Located, generation: Generation): string {
  const segment = segmentOf(generation.manifest.layouts[located.file], located.row).segment;
  let first = Math.max(1, located.row - SOURCE_CONTEXT);
  let last = Math.min(lines.length, located.row + SOURCE_CONTEXT);
  if (segment) {
    first = Math.max(first, segment.startRow);
    last = Math.min(last, segment.endRow);
  }
  const out: string[] = [];
  for (let row = first; row <= last; row++) {
    const includeLine = segment ? segment.firstLine + row - segment.startRow : row;
    const marker = row === located.row ? '>>>>>' : String(includeLine);
    out.push(`${marker.padStart(6)}|${lines[row - 1] ?? ''}`);
  }
  while (out.length > 0 && /^\s*\d+\|\s*$/.test(out[out.length - 1]!)) out.pop();
  return out.join('\n');
}

/** The program a request ran (for dumps without frames). */
export function programOfRequest(request: RunRequest): { program: string; object: { type: string; name: string } } {
  switch (request.kind) {
    case 'classrun':
      return { program: classPoolName(request.className), object: { type: 'CLAS', name: request.className } };
    case 'programrun':
      return { program: request.program, object: { type: 'PROG', name: request.program } };
    case 'unit': {
      const first = request.classes[0] ?? '';
      return { program: classPoolName(first), object: { type: 'CLAS', name: first } };
    }
  }
}

function moduleOwnersOf(generation: Generation): Map<string, { type: string; name: string }> {
  const owners = new Map<string, { type: string; name: string }>();
  for (const entry of Object.values(generation.manifest.objects)) {
    for (const module of entry.modules) owners.set(module, { type: entry.type, name: entry.name });
  }
  return owners;
}

interface StackParts {
  top: Located | undefined;
  callStack: CallStackEntry[];
}

function stackOf(frames: readonly AbapFrame[], site: DumpSite): StackParts {
  const sources = new SourceReader(site.generation.dir);
  const owners = moduleOwnersOf(site.generation);
  const located = frames.map((frame) => locate(frame, site.generation, sources, owners));
  const top = located[0];
  const callStack: CallStackEntry[] = [];
  if (top) {
    callStack.push({
      LEVEL: 0,
      CLASS: '',
      METHOD: sourceBlock(sources.lines(top.file), top, site.generation),
      PROGRAM: top.program,
      INCLUDE: top.include,
      LINE: top.line,
    });
  }
  located.forEach((frame, index) => {
    callStack.push({
      LEVEL: located.length - index,
      CLASS: frame.className,
      METHOD: frame.method,
      PROGRAM: frame.program,
      INCLUDE: frame.include,
      LINE: frame.line,
    });
  });
  return { top, callStack };
}

function procedureOf(top: Located | undefined): string {
  if (!top?.method) return '';
  const name = top.className && top.kind === 'METHOD' ? `${top.className}=>${top.method}` : top.method;
  return `"${name}" "(${top.kind || 'METHOD'})"`;
}

function dumpOf(site: DumpSite, stack: StackParts, fields: { error: string; exception: string; whatHappened: string; errorAnalysis: string }): NewDump {
  const fallback = programOfRequest(site.request);
  const top = stack.top;
  const object = top?.object ?? fallback.object;
  return {
    at: site.at ?? new Date(),
    client: site.context.client,
    user: site.context.user,
    program: top?.program ?? fallback.program,
    object: object.name,
    error: fields.error,
    exception: fields.exception,
    package: site.packageOf(object.type, object.name),
    host: site.host,
    whatHappened: fields.whatHappened,
    errorAnalysis: fields.errorAnalysis,
    sourceLine: top?.line ?? 0,
    sourceInclude: top?.include ?? '',
    callStack: stack.callStack,
    sourceFile: top?.file ?? '',
    sourceFileLine: top?.row ?? 0,
  };
}

const terminated = (program: string) =>
  `Error in the ABAP application program.\nThe current ABAP program "${program}" had to be terminated because it has come across a statement that unfortunately cannot be executed.`;

/** The dump of a run (or test method) that ended in an abort the work process described. */
export function abortDump(abort: AbortInfo, site: DumpSite): NewDump {
  const stack = stackOf(abort.frames, site);
  const program = stack.top?.program ?? programOfRequest(site.request).program;
  if (abort.reason === 'exception') {
    const exception = abort.exceptionClasses[0] ?? '';
    const attributes = Object.entries(abort.attributes)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `${name} = ${value}`);
    const analysis = [
      `An exception of class "${exception}" occurred and was not caught${stack.top?.method ? ` in procedure ${procedureOf(stack.top)}` : ''}, nor was it propagated by a RAISING clause.`,
      'Since the caller of the procedure could not have anticipated this exception, the current program was terminated.',
      'The reason for the exception is:',
      reasonOf(abort.exceptionClasses, abort.text, abort.calculationType),
      ...(attributes.length > 0 ? ['', 'Attributes of the exception:', ...attributes] : []),
    ].join('\n');
    return dumpOf(site, stack, { error: runtimeErrorOf(abort.exceptionClasses, abort.calculationType), exception, whatHappened: terminated(program), errorAnalysis: analysis });
  }
  if (abort.reason === 'classic') {
    return dumpOf(site, stack, {
      error: processErrors.classic,
      exception: '',
      whatHappened: terminated(program),
      errorAnalysis: `A RAISE statement in the program "${program}" raised the exception condition "${abort.classic}".\nSince the exception was not intercepted by a superior program, processing was terminated.`,
    });
  }
  if (abort.reason === 'load') {
    return dumpOf(site, stack, {
      error: processErrors.syntax,
      exception: '',
      whatHappened: `Syntax error in program "${program}".\nThe program could not be generated for execution.`,
      errorAnalysis: `The following problems stop the program from being generated:\n${abort.text}`,
    });
  }
  return dumpOf(site, stack, {
    error: processErrors.internal,
    exception: '',
    whatHappened: `The runtime system found an internal error while executing "${program}".`,
    errorAnalysis: [`Internal error: ${abort.text}`, ...(abort.internalStack ? ['', abort.internalStack] : [])].join('\n'),
  });
}

/** The dump of a run the work process did not finish: timeout, crash or memory ceiling. */
export function processDump(
  failure: { kind: 'timeout'; maxRuntimeMillis: number } | { kind: 'crash'; signal: string | null; code: number | null; outOfMemory: boolean; memoryLimitMb: number },
  site: DumpSite,
  frames: readonly AbapFrame[] = [],
): NewDump {
  const stack = stackOf(frames, site);
  const program = stack.top?.program ?? programOfRequest(site.request).program;
  if (failure.kind === 'timeout') {
    const seconds = Math.round(failure.maxRuntimeMillis / 100) / 10;
    return dumpOf(site, stack, {
      error: processErrors.timeout,
      exception: '',
      whatHappened: `The program "${program}" has exceeded the maximum permitted runtime without interruption and has therefore been terminated.`,
      errorAnalysis: `After a specific time, the program is terminated to make the work area available to other users who may be waiting.\nThe maximum runtime of a dialog request is ${seconds} seconds; time a debugger held the program does not count.`,
    });
  }
  if (failure.outOfMemory) {
    return dumpOf(site, stack, {
      error: processErrors.memory,
      exception: '',
      whatHappened: `The program "${program}" needed more memory than a work process may use and has been terminated.`,
      errorAnalysis: `The memory of the work process is limited to ${failure.memoryLimitMb} MB; the program's data (internal tables, strings) grew beyond it.`,
    });
  }
  const how = failure.signal ? `signal ${failure.signal}` : `exit code ${failure.code ?? 'unknown'}`;
  return dumpOf(site, stack, {
    error: processErrors.crash,
    exception: '',
    whatHappened: `The work process running "${program}" ended abnormally (${how}); the program was terminated and its database changes were rolled back.`,
    errorAnalysis: `The work process was ended by ${how} while it executed the program. A new work process has replaced it.`,
  });
}
