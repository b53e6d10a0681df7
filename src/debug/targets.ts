/**
 * Breakpoint positions from what the user types: `--files src/zcl_x.clas.abap:42,…` (the file decides class,
 * include or program), `--objects ZCL_X:42,…` (the name decides: ZCL_/ZIF_/YCL_/YIF_ are classes), or
 * `--object ZCL_X --line 42`; `--include testclasses|locals_imp|locals_def` targets a class include, whose
 * lines count from the include's start.
 */
import { objectFromFileName, baseName } from '../protocol/filenames.js';
import { messages } from '../protocol/messages.js';
import { objectKindOfName, type ClassInclude, type SourceLine } from '../protocol/debugger.js';

export const classIncludeFlags: readonly ClassInclude[] = ['testclasses', 'locals_imp', 'locals_def'];

export class TargetError extends Error {}

function lineNumber(text: string, what: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) throw new TargetError(`${what}: the line must be a positive whole number, got '${text}'`);
  return Number(text);
}

function includeOf(value: string | undefined): ClassInclude | undefined {
  if (value === undefined) return undefined;
  if (!(classIncludeFlags as readonly string[]).includes(value)) throw new TargetError(`--include must be one of ${classIncludeFlags.join(', ')}, got '${value}'`);
  return value as ClassInclude;
}

/** `<file>:<line>` items. */
export function targetsFromFiles(items: readonly string[]): SourceLine[] {
  return items.map((item) => {
    const colon = item.lastIndexOf(':');
    if (colon <= 0) throw new TargetError(`'${item}' is not <file>:<line>`);
    const file = item.slice(0, colon);
    const line = lineNumber(item.slice(colon + 1), item);
    const ref = objectFromFileName(file);
    if (!ref || !file.toLowerCase().endsWith('.abap')) throw new TargetError(messages.invalidFileFormat(baseName(file)));
    const parts = baseName(file).toLowerCase().split('.');
    if (ref.type === 'CLAS') {
      const include = parts.length === 4 ? includeOf(parts[2]) : undefined;
      return { kind: 'class', name: ref.name, ...(include ? { include } : {}), line };
    }
    if (ref.type === 'INTF') return { kind: 'interface', name: ref.name, line };
    if (ref.type === 'PROG') return { kind: 'program', name: ref.name, line };
    throw new TargetError(`${baseName(file)}: breakpoints go into classes and programs`);
  });
}

/** `<name>:<line>` items, with an optional class include for all of them. */
export function targetsFromObjects(items: readonly string[], include?: string): SourceLine[] {
  const classInclude = includeOf(include);
  return items.map((item) => {
    const colon = item.lastIndexOf(':');
    if (colon <= 0) throw new TargetError(`'${item}' is not <name>:<line>`);
    return targetFor(item.slice(0, colon), lineNumber(item.slice(colon + 1), item), classInclude);
  });
}

export function targetFor(name: string, line: number, include?: ClassInclude | string): SourceLine {
  const upper = name.trim().toUpperCase();
  const kind = objectKindOfName(upper);
  const classInclude = typeof include === 'string' ? includeOf(include) : include;
  if (classInclude && kind !== 'class') throw new TargetError(`--include is for classes; ${upper} is a program`);
  return { kind, name: upper, ...(classInclude ? { include: classInclude } : {}), line };
}

/** How a position reads for people: `ZCL_X:42`, `ZCL_X (testclasses):12`. */
export function describeTarget(source: SourceLine): string {
  return `${source.name}${source.include ? ` (${source.include})` : ''}:${source.line}`;
}
